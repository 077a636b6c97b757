package cmd

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionString(t *testing.T) {
	rev := debug.BuildSetting{Key: "vcs.revision", Value: "0123456789abcdef0123"}
	dirty := debug.BuildSetting{Key: "vcs.modified", Value: "true"}
	clean := debug.BuildSetting{Key: "vcs.modified", Value: "false"}
	tests := []struct {
		name     string
		ldflags  string
		module   string
		settings []debug.BuildSetting
		noInfo   bool
		want     string
	}{
		{name: "ldflags win", ldflags: "v1.2.0", module: "v1.1.0", want: "v1.2.0"},
		{name: "go install module@version", module: "v1.1.0", want: "v1.1.0"},
		{name: "plain go build", module: "(devel)", want: "devel"},
		{name: "no build info", noInfo: true, want: "devel"},
		{name: "commit", ldflags: "v1.2.0", settings: []debug.BuildSetting{rev, clean}, want: "v1.2.0 (commit 0123456789ab)"},
		{name: "modified tree", module: "(devel)", settings: []debug.BuildSetting{rev, dirty}, want: "devel (commit 0123456789ab, modified)"},
	}
	oldVersion, oldInfo := version, buildInfo
	t.Cleanup(func() { version, buildInfo = oldVersion, oldInfo })
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			version = tt.ldflags
			buildInfo = func() (*debug.BuildInfo, bool) {
				if tt.noInfo {
					return nil, false
				}
				return &debug.BuildInfo{Main: debug.Module{Version: tt.module}, Settings: tt.settings}, true
			}
			if got := versionString(); got != tt.want {
				t.Errorf("versionString() = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestVersionFlag: 'xqt --version' and 'xqt version' print the version set
// by -ldflags -X (what make build and make release do).
func TestVersionFlag(t *testing.T) {
	old := version
	t.Cleanup(func() { version = old })
	version = "v9.8.7"
	code, out, stderr := run(t, t.TempDir(), "", "--version")
	if code != 0 || !strings.HasPrefix(out, "xqt v9.8.7") || strings.Count(out, "\n") != 1 {
		t.Errorf("xqt --version: exit %d, stdout %q, stderr %q; want one line \"xqt v9.8.7...\"", code, out, stderr)
	}
	code, out, _ = run(t, t.TempDir(), "", "version")
	if code != 0 || !strings.HasPrefix(out, "xqt v9.8.7") || !strings.Contains(out, runtime.GOOS+"/"+runtime.GOARCH) {
		t.Errorf("xqt version: exit %d, stdout %q", code, out)
	}
}

// TestUnknownFlagNamesTheCommand: a bad flag's message points at the help of
// the command it was given to ("xqt --help", "xqt player add --help").
func TestUnknownFlagNamesTheCommand(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--versio"}, "unknown flag: --versio (see 'xqt --help')"},
		{[]string{"player", "add", "e.yaml", "--nam", "x"}, "unknown flag: --nam (see 'xqt player add --help')"},
	}
	for _, tt := range tests {
		code, _, stderr := run(t, t.TempDir(), "", tt.args...)
		if code != ExitUsage || !strings.Contains(stderr, tt.want) {
			t.Errorf("xqt %q: exit %d, stderr %q; want exit %d and %q", tt.args, code, stderr, ExitUsage, tt.want)
		}
	}
}
