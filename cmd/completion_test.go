package cmd

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// complete runs 'xqt __complete ARGS...' in-process, as the shell scripts
// of 'xqt completion' do, and returns the candidate values (without their
// descriptions) and the directive line.
func complete(t *testing.T, dir string, args ...string) ([]string, string) {
	t.Helper()
	code, out, stderr := run(t, dir, "", append([]string{"__complete"}, args...)...)
	if code != 0 {
		t.Fatalf("__complete %q: exit %d: %s", args, code, stderr)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var values []string
	for _, l := range lines[:len(lines)-1] {
		v, _, _ := strings.Cut(l, "\t")
		values = append(values, v)
	}
	return values, lines[len(lines)-1]
}

func TestCompletion(t *testing.T) {
	dir := newEvent(t, "王小明", "李四", "张三", "赵六")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	tests := []struct {
		name string
		args []string
		want []string
		// directive is cobra's ":N" line: 4 no files, 6 no files and no
		// space after the value, 8 filter files by extension.
		directive string
	}{
		{"system", []string{"init", "new.yaml", "--system", ""}, []string{"round-robin", "swiss", "knockout", "ladder"}, ":4"},
		{"system prefix", []string{"init", "new.yaml", "--system", "s"}, []string{"swiss"}, ":4"},
		{"lang", []string{"export", "e.yaml", "--lang", ""}, []string{"zh", "en"}, ":4"},
		{"points", []string{"init", "new.yaml", "--points", ""}, scoring.PresetNames(), ":4"},
		{"tiebreaks after a comma", []string{"standings", "e.yaml", "--tiebreaks", "bh,s"}, []string{"bh,sb", "bh,sb-c1", "bh,std"}, ":6"},
		{"tiebreaks leave out what is listed", []string{"standings", "e.yaml", "--tiebreaks", "sb,wins,w"}, []string{"sb,wins,wxf", "sb,wins,wins-ff", "sb,wins,won"}, ":6"},
		{"players of the file", []string{"pair", "e.yaml", "--bye", ""}, []string{"王小明", "李四", "张三", "赵六"}, ":4"},
		{"player prefix", []string{"pair", "e.yaml", "--bye", "王"}, []string{"王小明"}, ":4"},
		{"player argument", []string{"player", "withdraw", "e.yaml", ""}, []string{"王小明", "李四", "张三", "赵六"}, ":4"},
		{"cards up to the =", []string{"draw", "e.yaml", "--card", "李"}, []string{"李四="}, ":6"},
		{"stage", []string{"standings", "e.yaml", "--stage", ""}, []string{"main"}, ":4"},
		{"round", []string{"result", "e.yaml", ""}, []string{"1"}, ":4"},
		{"board", []string{"result", "e.yaml", "1", ""}, []string{"1", "2"}, ":4"},
		{"result", []string{"result", "e.yaml", "1", "2", ""}, []string{"1-0", "0-1", "=", "+-", "-+", "--"}, ":4"},
		{"event file", []string{"standings", ""}, []string{"yaml", "yml"}, ":8"},
		{"roster file", []string{"player", "import", "e.yaml", ""}, []string{"csv", "tsv", "txt", "xlsx"}, ":8"},
		{"no file yet: no players", []string{"pair", "missing.yaml", "--bye", ""}, nil, ":4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, directive := complete(t, dir, tt.args...)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("__complete %q candidates (-want +got):\n%s", tt.args, diff)
			}
			if directive != tt.directive {
				t.Errorf("__complete %q directive %s, want %s", tt.args, directive, tt.directive)
			}
		})
	}
}

// TestCompletionTiebreaksAreResolvable: every tiebreak candidate is a name
// that --tiebreaks accepts.
func TestCompletionTiebreaksAreResolvable(t *testing.T) {
	dir := newEvent(t, "甲", "乙")
	got, _ := complete(t, dir, "standings", "e.yaml", "--tiebreaks", "")
	if len(got) < 10 || !slices.Contains(got, "sb") || !slices.Contains(got, "cxa2011-rr") {
		t.Fatalf("tiebreak candidates %q: want the presets and criteria", got)
	}
	for _, name := range got {
		if code, _, stderr := run(t, dir, "", "standings", "e.yaml", "--tiebreaks", name); code != 0 {
			t.Errorf("candidate %q: standings --tiebreaks %s: exit %d: %s", name, name, code, stderr)
		}
	}
}

// TestCompletionScripts: cobra's completion command writes a script for
// each shell the README names.
func TestCompletionScripts(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, stderr := run(t, t.TempDir(), "", "completion", shell)
		if code != 0 || !strings.Contains(out, "__complete") {
			t.Errorf("xqt completion %s: exit %d, %d bytes, stderr %q; want a script calling __complete", shell, code, len(out), stderr)
		}
	}
}
