package cmd

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestConfigFiles: the documented files are read, xqt.yaml in the current
// folder over the user's config.yaml ($XDG_CONFIG_HOME honoured), the
// environment over both, and a broken file is reported and skipped.
func TestConfigFiles(t *testing.T) {
	tests := []struct {
		name      string
		user      string // contents of $XDG_CONFIG_HOME/xqt/config.yaml, "" for none
		local     string // contents of ./xqt.yaml, "" for none
		env       string // XQT_LANG
		wantLang  string
		wantError string
	}{
		{name: "no file", wantLang: "zh"},
		{name: "user config.yaml", user: "lang: en\n", wantLang: "en"},
		{name: "xqt.yaml here", local: "lang: en\n", wantLang: "en"},
		{name: "here wins over user", user: "lang: en\n", local: "lang: zh\n", wantLang: "zh"},
		{name: "user keys kept under a partial local file", user: "lang: en\n", local: "table: true\n", wantLang: "en"},
		{name: "environment wins", user: "lang: en\n", env: "zh", wantLang: "zh"},
		{name: "broken file skipped", user: "lang: en\n", local: "lang: [zh\n", wantLang: "en", wantError: "xqt.yaml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("XDG_CONFIG_HOME", home)
			t.Setenv("HOME", home)    // macOS: ~/Library/Application Support
			t.Setenv("AppData", home) // Windows: %AppData%; never the real user's folder
			if tt.env != "" {
				t.Setenv("XQT_LANG", tt.env)
			} else {
				t.Setenv("XQT_LANG", "")
				os.Unsetenv("XQT_LANG")
			}
			here := t.TempDir()
			t.Chdir(here)
			if tt.user != "" {
				dir, err := os.UserConfigDir()
				if err != nil {
					t.Fatal(err)
				}
				writeFile(t, filepath.Join(dir, "xqt", "config.yaml"), tt.user)
			}
			if tt.local != "" {
				writeFile(t, filepath.Join(here, "xqt.yaml"), tt.local)
			}
			v := newConfig()
			errs := readConfig(v, configFiles()...)
			if got := v.GetString("lang"); got != tt.wantLang {
				t.Errorf("lang = %q, want %q", got, tt.wantLang)
			}
			switch {
			case tt.wantError == "" && len(errs) > 0:
				t.Errorf("unexpected errors %v", errs)
			case tt.wantError != "" && (len(errs) != 1 || !strings.Contains(errs[0].Error(), tt.wantError)):
				t.Errorf("errors %v, want one naming %s", errs, tt.wantError)
			}
		})
	}
}

// TestConfigPathIsTheDocumentedOne: on Linux the user's file is
// $XDG_CONFIG_HOME/xqt/config.yaml, as README and help say, and NewFactory
// reads it.
func TestConfigPathIsTheDocumentedOne(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	t.Setenv("AppData", dir)
	t.Setenv("XQT_LANG", "")
	os.Unsetenv("XQT_LANG")
	t.Chdir(t.TempDir())
	files := configFiles()
	if len(files) != 2 || files[1] != "xqt.yaml" || !strings.HasSuffix(files[0], filepath.Join("xqt", "config.yaml")) {
		t.Fatalf("configFiles() = %q, want [.../xqt/config.yaml xqt.yaml]", files)
	}
	if want := filepath.Join(dir, "xqt", "config.yaml"); runtime.GOOS == "linux" && files[0] != want {
		t.Errorf("user config file %q, want %q", files[0], want)
	}
	writeFile(t, files[0], "lang: en\n")
	if got := NewFactory().Config.GetString("lang"); got != "en" {
		t.Errorf("NewFactory: lang = %q, want en from %s", got, files[0])
	}
	_, help, _ := run(t, dir, "", "--help")
	if !strings.Contains(help, "~/.config/xqt/config.yaml") || !strings.Contains(help, "xqt.yaml") {
		t.Errorf("xqt --help does not name the config files:\n%s", help)
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
