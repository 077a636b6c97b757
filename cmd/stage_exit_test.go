package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStageBadInputLeavesFileUnchanged: every refused stage command (adding
// a stage, advancing, play-offs, group standings, stage settings at init)
// exits with the right code, says what is wrong, and leaves the event file
// byte-identical.
func TestStageBadInputLeavesFileUnchanged(t *testing.T) {
	dir := newEvent(t, "甲", "乙", "丙", "丁")
	for _, args := range [][]string{
		{"stage", "add", "e.yaml", "final", "--system", "knockout", "--qualify", "2"},
		{"pair", "e.yaml"},
	} {
		if code, _, stderr := run(t, dir, "", args...); code != 0 {
			t.Fatalf("%v: %d %s", args, code, stderr)
		}
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"stage id taken", []string{"stage", "add", "e.yaml", "final", "--system", "knockout"}, ExitInvalid, "stage final already exists"},
		{"stage from nowhere", []string{"stage", "add", "e.yaml", "x", "--from", "nowhere"}, ExitInvalid, "--from nowhere: no such stage (stages: main, final)"},
		{"bad qualify", []string{"stage", "add", "e.yaml", "x", "--qualify", "best"}, ExitInvalid, `unknown qualification "best"`},
		{"until on a round robin", []string{"stage", "add", "e.yaml", "x", "--until", "4"}, ExitInvalid, "--until is for a knockout"},
		{"groups on a knockout", []string{"stage", "add", "e.yaml", "x", "--system", "knockout", "--groups", "2"}, ExitInvalid, "a knockout stage is one table"},
		{"points table on a stage", []string{"stage", "add", "e.yaml", "x", "--points", "win=3,draw=1"}, ExitInvalid, "--points of a stage names a preset"},
		{"unknown system", []string{"stage", "add", "e.yaml", "x", "--system", "lottery"}, ExitInvalid, `unknown system "lottery"`},
		{"rounds on a round robin", []string{"stage", "add", "e.yaml", "x", "--rounds", "9"}, ExitInvalid, "--rounds is for a Swiss"},
		{"advance with results missing", []string{"advance", "e.yaml"}, ExitInvalid, "round 1 has no result on board(s) 1, 2"},
		{"group of a stage without groups", []string{"standings", "e.yaml", "--group", "A"}, ExitInvalid, "stage main has no groups"},
		{"advance argument missing", []string{"advance"}, ExitUsage, "needs the event file"},
		{"stage add without id", []string{"stage", "add", "e.yaml"}, ExitUsage, "needs the event file and the new stage's id"},
		{"withdraw from a round far ahead", []string{"player", "withdraw", "e.yaml", "甲", "--round", "999"}, ExitInvalid, "a withdrawal starts at a round from 1 to 2"},
	}
	path := filepath.Join(dir, "e.yaml")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := run(t, dir, "", append([]string(nil), tc.args...)...)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, stderr)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr %q lacks %q", stderr, tc.want)
			}
			after, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if string(after) != string(before) {
				t.Errorf("the event file changed")
			}
		})
	}
}

// TestHeaderNamesTheWriter: every save writes which xqt wrote the file in
// its header comment (and nothing a reader takes for data).
func TestHeaderNamesTheWriter(t *testing.T) {
	dir := newEvent(t, "甲", "乙")
	data, err := os.ReadFile(filepath.Join(dir, "e.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitN(string(data), "\n", 4)
	if len(lines) < 4 || lines[2] != "# Written by xqt "+versionString()+"." {
		t.Errorf("header %q lacks the writer line for %q", lines[:3], versionString())
	}
	if code, _, stderr := run(t, dir, "", "check", "e.yaml"); code != 0 {
		t.Errorf("check of a file with the header: %d %s", code, stderr)
	}
}
