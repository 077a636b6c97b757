package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/viper"
	"github.com/xiangqi-org/xqt/formats/event"
)

// run runs xqt in-process in dir with stdin and returns exit code, stdout, stderr.
func run(t *testing.T, dir, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	f := &Factory{
		IO:     &IOStreams{In: strings.NewReader(stdin), Out: &out, Err: &errb},
		Now:    func() time.Time { return time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC) },
		Config: viper.New(),
		Pid:    4242,
	}
	f.Config.SetDefault("lang", "zh")
	for i, a := range args {
		if strings.HasSuffix(a, ".yaml") {
			args[i] = filepath.Join(dir, a)
		}
	}
	code := Run(f, args)
	return code, out.String(), errb.String()
}

func newEvent(t *testing.T, players ...string) string {
	t.Helper()
	dir := t.TempDir()
	if code, _, stderr := run(t, dir, "", "init", "e.yaml", "--name", "测试"); code != 0 {
		t.Fatalf("init: %d %s", code, stderr)
	}
	for _, p := range players {
		if code, _, stderr := run(t, dir, "", "player", "add", "e.yaml", "--name", p); code != 0 {
			t.Fatalf("player add: %d %s", code, stderr)
		}
	}
	return dir
}

// TestBadInputLeavesFileUnchanged checks every refused command: its exit code,
// that its message says what is wrong, and that the event file is
// byte-identical afterwards.
func TestBadInputLeavesFileUnchanged(t *testing.T) {
	dir := newEvent(t, "甲", "乙", "丙", "丁")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string
	}{
		{"unknown command", "", []string{"pear", "e.yaml"}, ExitUsage, "unknown command"},
		{"unknown flag", "", []string{"pair", "e.yaml", "--colour"}, ExitUsage, "unknown flag: --colour"},
		{"missing argument", "", []string{"result", "e.yaml", "1", "1"}, ExitUsage, "needs the event file, round, board and result"},
		{"init over existing file", "", []string{"init", "e.yaml", "--name", "x"}, ExitInvalid, "already exists"},
		{"init without name", "", []string{"init", "new.yaml"}, ExitUsage, "needs --name"},
		{"duplicate name", "", []string{"player", "add", "e.yaml", "--name", "甲"}, ExitInvalid, "甲 is already number 1"},
		{"duplicate start number", "", []string{"player", "add", "e.yaml", "--name", "戊", "--no", "2"}, ExitInvalid, "start number 2 is taken by 乙"},
		{"player after table fixed", "", []string{"player", "add", "e.yaml", "--name", "戊"}, ExitInvalid, "table of stage main is fixed"},
		{"board does not exist", "", []string{"result", "e.yaml", "1", "7", "1-0"}, ExitInvalid, "round 1 has no board 7: its boards are 1 to 2"},
		{"round does not exist", "", []string{"result", "e.yaml", "4", "1", "1-0"}, ExitInvalid, "round 4 is not paired yet: rounds 1 to 1 exist"},
		{"unknown result text", "", []string{"result", "e.yaml", "1", "1", "3-0"}, ExitInvalid, `unknown result "3-0"`},
		{"results with a bad line", "1 1-0\n2 x\n9 =\n", []string{"results", "e.yaml", "1"}, ExitInvalid, "nothing was entered"},
		{"pair with missing results", "", []string{"pair", "e.yaml"}, ExitInvalid, "round 1 has no result on board(s) 1, 2"},
		{"standings after a round not played", "", []string{"standings", "e.yaml", "--after", "5"}, ExitInvalid, "the event has 1 rounds"},
		{"missing file", "", []string{"pairings", "none.yaml"}, ExitInvalid, "none.yaml does not exist: create it with 'xqt init"},
		{"bad export format", "", []string{"export", "e.yaml", "-o", "x.pdf"}, ExitUsage, `unknown export format "pdf"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before, _ := os.ReadFile(filepath.Join(dir, "e.yaml"))
			code, _, stderr := run(t, dir, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tt.code, stderr)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr %q lacks %q", stderr, tt.want)
			}
			after, _ := os.ReadFile(filepath.Join(dir, "e.yaml"))
			if !bytes.Equal(before, after) {
				t.Error("the event file changed")
			}
		})
	}
	// A results file with two problems reports both.
	_, _, stderr := run(t, dir, "", "results", "e.yaml", "1")
	_ = stderr
	_, _, stderr = run(t, dir, "1 1-0\n2 x\n9 =\n", "results", "e.yaml", "1")
	for _, want := range []string{"line 2: unknown result \"x\"", "line 3: round 1 has no board 9"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("results stderr %q lacks %q", stderr, want)
		}
	}
}

func TestLockedFileExitCode(t *testing.T) {
	dir := newEvent(t, "甲", "乙")
	release, err := event.Lock(filepath.Join(dir, "e.yaml"), "'xqt pair' (pid 77)")
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	code, _, stderr := run(t, dir, "", "pair", "e.yaml")
	if code != ExitLocked || !strings.Contains(stderr, "locked by 'xqt pair' (pid 77)") {
		t.Errorf("got %d %q, want exit %d naming the holder", code, stderr, ExitLocked)
	}
}

func TestCheckReportsEveryProblemWithLines(t *testing.T) {
	dir := t.TempDir()
	bad := "xqt: 1\nevent:\n  name: x\nstages:\n  - {id: main, system: round-robin}\nplayers:\n  - {no: 1, name: 甲}\n  - {no: 1, name: 乙}\nrounds:\n  - round: 1\n    stage: main\n    games:\n      - {board: 1, red: 1, black: 5, result: 2-1}\n"
	if err := os.WriteFile(filepath.Join(dir, "e.yaml"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, dir, "", "check", "e.yaml")
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	for _, want := range []string{"e.yaml:8: start number 1 is used twice (also line 7)", "e.yaml:13: round 1, board 1: unknown player 5", `e.yaml:13: round 1, board 1: unknown result "2-1"`} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "e.yaml"), []byte("xqt: 1\nevent: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := run(t, dir, "", "check", "e.yaml"); code != ExitInvalid || !strings.Contains(stderr, "e.yaml:") {
		t.Errorf("malformed YAML: exit %d, stderr %q", code, stderr)
	}
}

func TestAlignedTableCountsChineseAsTwoCells(t *testing.T) {
	tb := &table{header: []string{"No", "Name", "Pts"}, right: map[int]bool{0: true, 2: true}}
	tb.add("1", "王小明", "2")
	tb.add("10", "Li Si", "10")
	var b bytes.Buffer
	if err := tb.write(&b, true); err != nil {
		t.Fatal(err)
	}
	want := "No  Name    Pts\n" +
		" 1  王小明    2\n" +
		"10  Li Si    10\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestForfeitResultsAreNotFlags: "-+" and "--" as written on the score sheet.
func TestForfeitResultsAreNotFlags(t *testing.T) {
	dir := newEvent(t, "甲", "乙", "丙", "丁")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"result", "e.yaml", "1", "1", "-+"}, "-+"},
		{[]string{"result", "e.yaml", "1", "2", "--red-fouls", "1", "--"}, "--"},
		{[]string{"result", "e.yaml", "1", "2", "--black-fouls=2", "-/-"}, "--"},
	} {
		code, _, stderr := run(t, dir, "", tt.args...)
		if code != 0 || !strings.Contains(stderr, " "+tt.want+" ") {
			t.Errorf("%v: exit %d, stderr %q; want the result %s entered", tt.args, code, stderr, tt.want)
		}
	}
	if got := protectResults([]string{"result", "f", "1", "2", "--", "x"}); got[4] != "双弃权" {
		t.Errorf("protectResults = %v", got)
	}
	if got := protectResults([]string{"pair", "f", "--"}); got[2] != "--" {
		t.Errorf("other commands must be left alone: %v", got)
	}
}

func TestInitPointsTable(t *testing.T) {
	dir := t.TempDir()
	code, _, stderr := run(t, dir, "", "init", "e.yaml", "--name", "x", "--points", "win=3,draw=1,draw_black=2,forfeit_win=2")
	if code != 0 {
		t.Fatalf("init: %d %s", code, stderr)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "e.yaml"))
	for _, want := range []string{"win: 3", "draw_black: 2", "forfeit_win: 2", "bye: 3", "loss: 0"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("event file lacks %q:\n%s", want, data)
		}
	}
	code, _, stderr = run(t, dir, "", "init", "f.yaml", "--name", "x", "--points", "win=3,tie=1")
	if code != ExitInvalid || !strings.Contains(stderr, `unknown points key "tie"`) {
		t.Errorf("bad key: exit %d, %q", code, stderr)
	}
	code, _, stderr = run(t, dir, "", "init", "g.yaml", "--name", "x", "--points", "4-2-0")
	if code != ExitInvalid || !strings.Contains(stderr, `unknown points table "4-2-0"`) {
		t.Errorf("bad preset: exit %d, %q", code, stderr)
	}
}

// TestLateEntryPassesCheck: a player added after round 1 of a Swiss is a
// late entry (joined: 2), paired from round 2, and 'xqt check' does not
// report him missing from round 1.
func TestLateEntryPassesCheck(t *testing.T) {
	dir := t.TempDir()
	steps := [][]string{
		{"init", "s.yaml", "--name", "积分赛", "--system", "swiss", "--rounds", "3"},
		{"player", "add", "s.yaml", "--name", "甲"}, {"player", "add", "s.yaml", "--name", "乙"},
		{"player", "add", "s.yaml", "--name", "丙"}, {"player", "add", "s.yaml", "--name", "丁"},
		{"pair", "s.yaml"},
	}
	for _, s := range steps {
		if code, _, stderr := run(t, dir, "", s...); code != 0 {
			t.Fatalf("%v: %d %s", s, code, stderr)
		}
	}
	if code, _, stderr := run(t, dir, "1 1-0\n2 =\n", "results", "s.yaml", "1"); code != 0 {
		t.Fatalf("results: %d %s", code, stderr)
	}
	if code, _, stderr := run(t, dir, "", "player", "add", "s.yaml", "--name", "迟到"); code != 0 {
		t.Fatalf("late entry: %d %s", code, stderr)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "s.yaml"))
	if !strings.Contains(string(data), "name: 迟到, joined: 2}") {
		t.Errorf("late entry not recorded as joined: 2:\n%s", data)
	}
	if code, out, stderr := run(t, dir, "", "pair", "s.yaml"); code != 0 || !strings.Contains(out, "迟到 (5)") {
		t.Fatalf("round 2: %d %s %s", code, out, stderr)
	}
	if code, out, stderr := run(t, dir, "", "check", "s.yaml"); code != 0 {
		t.Errorf("check after a late entry: exit %d\n%s%s", code, out, stderr)
	}
}

// TestCheckRoundRobinAgainstTable: a round-robin round edited by hand so
// that it no longer follows the Berger table is reported by 'xqt check'.
func TestCheckRoundRobinAgainstTable(t *testing.T) {
	dir := newEvent(t, "甲", "乙", "丙", "丁")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	if code, out, stderr := run(t, dir, "", "check", "e.yaml"); code != 0 {
		t.Fatalf("check of the table's own round: %d %s %s", code, out, stderr)
	}
	path := filepath.Join(dir, "e.yaml")
	data, _ := os.ReadFile(path)
	// Round 1 of the 4-player table is 1-4, 2-3: swap the colours of board 1.
	edited := strings.Replace(string(data), "{board: 1, red: 1, black: 4", "{board: 1, red: 4, black: 1", 1)
	if edited == string(data) {
		t.Fatalf("round 1 board 1 is not 1-4:\n%s", data)
	}
	if err := os.WriteFile(path, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, dir, "", "check", "e.yaml")
	want := "round 1: board 1: 丁 (4) - 甲 (1) has the colours the wrong way round: the table has 甲 (1) red (Berger table of stage main)"
	if code != ExitInvalid || !strings.Contains(stderr, want) {
		t.Errorf("check: exit %d, stderr %q; want exit %d and %q", code, stderr, ExitInvalid, want)
	}
}
