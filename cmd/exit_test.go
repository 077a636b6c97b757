package cmd

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
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
		if strings.HasSuffix(a, ".yaml") && !filepath.IsAbs(a) {
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
		// Issue 12: exports never replace the event file, its companions or a device.
		{"export over the event file", "", []string{"export", "e.yaml", "-o", "e.yaml"}, ExitInvalid, "is the event file: refusing to write over it"},
		{"export over the event file as trf", "", []string{"export", "e.yaml", "-o", "$DIR/e.yaml", "--format", "trf"}, ExitInvalid, "is the event file"},
		{"export over the event file by another path", "", []string{"export", "e.yaml", "-o", "$DIR/./sub.xlsx/../e.yaml", "--format", "xlsx"}, ExitInvalid, "is the event file"},
		{"export pages over the event file", "", []string{"export", "e.yaml", "-o", "e.yaml", "--format", "html"}, ExitInvalid, "is the event file"},
		{"export a page over the event file", "", []string{"export", "e.yaml", "-o", "$DIR/link.xlsx", "--format", "html"}, ExitInvalid, "is the event file"},
		{"export over the backup", "", []string{"export", "e.yaml", "-o", "$DIR/e.yaml.bak", "--format", "xlsx"}, ExitInvalid, "is the event file's backup"},
		{"export over the lock", "", []string{"export", "e.yaml", "-o", "$DIR/e.yaml.lock", "--format", "xlsx"}, ExitInvalid, "is the event file's lock"},
		{"export over a link to the event file", "", []string{"export", "e.yaml", "-o", "$DIR/link.xlsx"}, ExitInvalid, "is the event file"},
		{"export over a hard link to the event file", "", []string{"export", "e.yaml", "-o", "$DIR/hard.xlsx"}, ExitInvalid, "is the event file"},
		{"export over a device", "", []string{"export", "e.yaml", "-o", "/dev/null", "--format", "xlsx"}, ExitInvalid, "is not a regular file"},
		{"export into a missing folder", "", []string{"export", "e.yaml", "-o", "$DIR/none/e.xlsx"}, ExitInvalid, "none does not exist: create it first"},
		{"export over a folder", "", []string{"export", "e.yaml", "-o", "$DIR/sub.xlsx"}, ExitInvalid, "is not a regular file"},
		// Erasing is explicit.
		{"empty result", "", []string{"result", "e.yaml", "1", "1", ""}, ExitInvalid, `empty result "": write 1-0`},
		{"blank result", "", []string{"result", "e.yaml", "1", "1", "  "}, ExitInvalid, "--clear"},
		{"star result", "", []string{"result", "e.yaml", "1", "1", "*"}, ExitInvalid, "to erase a result use 'xqt result FILE ROUND BOARD --clear'"},
		{"clear with a result", "", []string{"result", "e.yaml", "1", "1", "1-0", "--clear"}, ExitUsage, "--clear needs the event file, round and board, and no result"},
		{"clear of a missing board", "", []string{"result", "e.yaml", "1", "9", "--clear"}, ExitInvalid, "round 1 has no board 9"},
		{"results line erasing", "1 *\n", []string{"results", "e.yaml", "1"}, ExitInvalid, "line 1: empty result"},
		// Results input: empty, bounded, regular files only.
		{"results from empty input", "", []string{"results", "e.yaml", "1"}, ExitInvalid, "standard input has no results"},
		{"results of comments only", "# round 1\n\n", []string{"results", "e.yaml", "1"}, ExitInvalid, "has no results"},
		{"results from an empty file", "", []string{"results", "e.yaml", "1", "$DIR/empty.txt"}, ExitInvalid, "empty.txt has no results"},
		{"results from a missing file", "", []string{"results", "e.yaml", "1", "$DIR/none.txt"}, ExitInvalid, "none.txt does not exist"},
		{"results from a device", "", []string{"results", "e.yaml", "1", "/dev/zero"}, ExitInvalid, "/dev/zero is not a regular file"},
		{"results from a folder", "", []string{"results", "e.yaml", "1", "$DIR/sub.xlsx"}, ExitInvalid, "is not a regular file"},
		{"results with a huge input", strings.Repeat("# padding\n", 120000), []string{"results", "e.yaml", "1"}, ExitInvalid, "larger than 1 MB"},
		{"results with a huge line", "1 1-0\n" + strings.Repeat("x", 5000) + "\n", []string{"results", "e.yaml", "1"}, ExitInvalid, "line 2: longer than 1 KB"},
		{"results with a file and extra", "", []string{"results", "e.yaml", "1", "a.txt", "b.txt"}, ExitUsage, "optionally a results file"},
		// Rosters: strict quotes, regular files only.
		{"roster with an unclosed quote", "", []string{"player", "import", "e.yaml", "$DIR/unclosed.csv"}, ExitInvalid, "unclosed.csv:3:6: the quote opened on line 2 is not closed"},
		{"roster from a device", "", []string{"player", "import", "e.yaml", "/dev/zero"}, ExitInvalid, "/dev/zero: not a regular file"},
		{"roster that is a folder", "", []string{"player", "import", "e.yaml", "$DIR/sub.xlsx"}, ExitInvalid, "not a regular file"},
		// TRF input: regular files only, bounded.
		{"import a device", "", []string{"import", "/dev/zero", "-o", "$DIR/new.yaml"}, ExitInvalid, "/dev/zero is not a regular file"},
		{"import a folder", "", []string{"import", "$DIR/sub.xlsx", "-o", "$DIR/new.yaml"}, ExitInvalid, "is not a regular file"},
		{"import a huge line", "", []string{"import", "$DIR/long.trf", "-o", "$DIR/new.yaml"}, ExitInvalid, "line 2: longer than 64 KB"},
		{"engine from an endless stdin", strings.Repeat("012 x\n", 3<<20), []string{"engine", "--dutch", "-p"}, -1, "over 16 MB"},
		// An appended second YAML document is refused by every command.
		{"check of two documents", "", []string{"check", "two.yaml"}, ExitInvalid, "a second YAML document starts here (after ---)"},
		{"pair of two documents", "", []string{"pair", "two.yaml"}, ExitInvalid, "a second YAML document starts here"},
		{"result into two documents", "", []string{"result", "two.yaml", "1", "1", "1-0"}, ExitInvalid, "a second YAML document starts here"},
		{"export of two documents", "", []string{"export", "two.yaml", "-o", "$DIR/two.xlsx"}, ExitInvalid, "a second YAML document starts here"},
		// Event paths that are not a regular file: exit 3, never 5.
		{"trailing slash", "", []string{"pair", "$DIR/e.yaml/"}, ExitInvalid, "cannot end in /"},
		{"event path is a folder", "", []string{"result", "$DIR/sub.xlsx", "1", "1", "1-0"}, ExitInvalid, "is not a regular file"},
		{"event path is a device", "", []string{"pair", "/dev/null"}, ExitInvalid, "is not a regular file"},
		{"event path is a device for reading", "", []string{"pairings", "/dev/zero"}, ExitInvalid, "is not a regular file"},
		{"check of a device", "", []string{"check", "/dev/zero"}, ExitInvalid, "not a regular file"},
	}
	for name, text := range map[string]string{"empty.txt": "", "unclosed.csv": "姓名,单位\n\"李二,二中\n王三,三中\n", "long.trf": "012 Cup\n" + strings.Repeat("x", 70000) + "\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	evText, err := os.ReadFile(filepath.Join(dir, "e.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "two.yaml"), append(evText, "---\nxqt: 1\nevent: {name: 第二}\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub.xlsx"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("e.yaml", filepath.Join(dir, "link.xlsx")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(dir, "e.yaml"), filepath.Join(dir, "hard.xlsx")); err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i, a := range tt.args {
				tt.args[i] = strings.ReplaceAll(a, "$DIR", dir)
			}
			before := snapshotDir(t, dir)
			devBefore, _ := os.Stat("/dev/null")
			code, _, stderr := run(t, dir, tt.stdin, tt.args...)
			if code != tt.code && !(tt.code == -1 && code != 0) {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tt.code, stderr)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr %q lacks %q", stderr, tt.want)
			}
			if after := snapshotDir(t, dir); after != before {
				t.Errorf("the folder changed:\nbefore %s\nafter  %s", before, after)
			}
			if devAfter, err := os.Stat("/dev/null"); devBefore != nil && (err != nil || devAfter.Mode()&os.ModeDevice == 0) {
				t.Errorf("/dev/null is no longer a device (%v)", err)
			}
		})
	}
	t.Logf("%d refused commands, each leaving the folder byte-identical", len(tests))
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

// snapshotDir is every file of dir (not the lock, which a command may
// create) with its bytes, for byte-identical checks.
func snapshotDir(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".lock") {
			continue
		}
		fi, err := os.Lstat(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(e.Name() + " " + fi.Mode().String())
		if fi.Mode().IsRegular() {
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			b.WriteString(" " + string(data))
		}
		b.WriteString("\n")
	}
	return b.String()
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

// TestResultsGoesThroughMatchLogic: 'xqt results' enters each line exactly
// as 'xqt result' does, so a knockout result its games contradict is refused
// by both, with the same reason, and the file stays as it was.
func TestResultsGoesThroughMatchLogic(t *testing.T) {
	dir := t.TempDir()
	steps := [][]string{
		{"init", "k.yaml", "--name", "杯", "--system", "knockout", "--option", "match.1=best-of-3"},
		{"player", "add", "k.yaml", "--name", "甲"}, {"player", "add", "k.yaml", "--name", "乙"},
		{"player", "add", "k.yaml", "--name", "丙"}, {"player", "add", "k.yaml", "--name", "丁"},
		{"pair", "k.yaml"},
		// Board 1: game 1 won by its red player, game 2 (colours swapped) won
		// by its black player: the same player has won 2-0.
		{"result", "k.yaml", "1", "1", "1-0", "--game", "1"},
		{"result", "k.yaml", "1", "1", "0-1", "--game", "2"},
	}
	for _, s := range steps {
		if code, _, stderr := run(t, dir, "", s...); code != 0 {
			t.Fatalf("%v: %d %s", s, code, stderr)
		}
	}
	path := filepath.Join(dir, "k.yaml")
	before, _ := os.ReadFile(path)
	_, _, single := run(t, dir, "", "result", "k.yaml", "1", "1", "0-1")
	code, _, batch := run(t, dir, "1 0-1\n", "results", "k.yaml", "1")
	if code != ExitInvalid {
		t.Errorf("results: exit %d, want %d (%s)", code, ExitInvalid, batch)
	}
	reason := strings.TrimPrefix(strings.TrimSpace(single), "xqt: ")
	if reason == "" || !strings.Contains(batch, "line 1: "+reason) {
		t.Errorf("results gave %q, want the reason result gives: %q", batch, reason)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("the event file changed")
	}
}

// TestResultsFromFile: a results file is read like standard input.
func TestResultsFromFile(t *testing.T) {
	dir := newEvent(t, "甲", "乙", "丙", "丁")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	if err := os.WriteFile(filepath.Join(dir, "r1.txt"), []byte("# round 1\n1 1-0\n2: = 0 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, dir, "", "results", "e.yaml", "1", filepath.Join(dir, "r1.txt"))
	if code != 0 || !strings.Contains(stderr, "entered 2 results for round 1") {
		t.Fatalf("results FILE: %d %q", code, stderr)
	}
	ev, err := event.Load(filepath.Join(dir, "e.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	g := ev.Rounds[0].Games
	if g[0].Result.String() != "1-0" || g[1].Result.String() != "=" || g[1].BlackFouls != 1 {
		t.Errorf("entered %v %v (fouls %d), want 1-0, = with one black foul", g[0].Result, g[1].Result, g[1].BlackFouls)
	}
	// --clear erases, and only --clear.
	if code, _, stderr := run(t, dir, "", "result", "e.yaml", "1", "1", "--clear"); code != 0 {
		t.Fatalf("--clear: %d %s", code, stderr)
	}
	ev, _ = event.Load(filepath.Join(dir, "e.yaml"))
	if r := ev.Rounds[0].Games[0].Result.String(); r != "" {
		t.Errorf("after --clear the result is %q", r)
	}
}

// TestSymlinkedEventFile: commands through a link write the real file and
// keep the link.
func TestSymlinkedEventFile(t *testing.T) {
	dir := newEvent(t, "甲", "乙")
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink("e.yaml", link); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := run(t, dir, "", "pair", link); code != 0 {
		t.Fatalf("pair through the link: %d %s", code, stderr)
	}
	if code, _, stderr := run(t, dir, "", "result", link, "1", "1", "1-0"); code != 0 {
		t.Fatalf("result through the link: %d %s", code, stderr)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link was replaced by a copy")
	}
	ev, err := event.Load(filepath.Join(dir, "e.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Rounds) != 1 || ev.Rounds[0].Games[0].Result.String() != "1-0" {
		t.Error("the real file did not get the result")
	}
}

// TestStorageProblemsExitSix: problems of the disk or folder are exit 6 with
// a message naming the event file, never 5 (which a retry loop would take
// for a lock).
func TestStorageProblemsExitSix(t *testing.T) {
	for _, errno := range []syscall.Errno{syscall.ENOSPC, syscall.EROFS, syscall.EACCES} {
		err := invalid(&event.StorageError{Path: "e.yaml", Op: "write", Err: &os.PathError{Op: "write", Path: ".e.yaml.xqt-tmp-1", Err: errno}})
		if got := exitCode(err); got != ExitStorage {
			t.Errorf("%v: exit %d, want %d", errno, got, ExitStorage)
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "e.yaml: cannot write it: ") || strings.Contains(msg, "xqt-tmp") {
			t.Errorf("%v: message %q", errno, msg)
		}
	}
	if got := exitCode(invalid(fmt.Errorf("x: %w", event.ErrLocked))); got != ExitLocked {
		t.Errorf("locked: exit %d, want %d", got, ExitLocked)
	}
	if os.Geteuid() == 0 || runtime.GOOS == "windows" {
		t.Log("root (or Windows): the real read-only folder case needs an ordinary Unix user; TestImmutableEventFileExitSix and formats/event's injected cases cover it")
		return
	}
	dir := newEvent(t, "甲", "乙")
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	before := snapshotDir(t, dir)
	code, _, stderr := run(t, dir, "", "pair", "e.yaml")
	if code != ExitStorage || !strings.Contains(stderr, "e.yaml: cannot") {
		t.Errorf("pair in a read-only folder: %d %q, want exit %d naming the event file", code, stderr, ExitStorage)
	}
	if after := snapshotDir(t, dir); after != before {
		t.Error("the folder changed")
	}
}

// TestExitCodesDocumented: every exit code is in the README's table and the
// root command's help.
func TestExitCodesDocumented(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	f := &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: &out, Err: &out}, Config: viper.New()}
	help := NewRootCmd(f).Long
	for code := ExitOK; code <= ExitStorage; code++ {
		if !strings.Contains(string(readme), fmt.Sprintf("\n| %d | ", code)) {
			t.Errorf("README's exit code table lacks %d", code)
		}
		if !strings.Contains(help, fmt.Sprintf("\n  %d  ", code)) {
			t.Errorf("xqt --help lacks exit code %d", code)
		}
	}
}

// TestImmutableEventFileExitSix: a real write failure, made with the
// immutable attribute (chattr +i, which stops root too): on the event file
// the rename is refused, on the folder nothing can be created. Either way the
// command exits 6 naming the event file, and the file and its backup are
// byte-identical. Needs chattr and a file system that supports it.
func TestImmutableEventFileExitSix(t *testing.T) {
	chattr, err := exec.LookPath("chattr")
	if err != nil {
		t.Skip("no chattr: the injected failures of formats/event cover this")
	}
	for _, target := range []string{"file", "folder"} {
		t.Run(target, func(t *testing.T) {
			dir := newEvent(t, "甲", "乙")
			if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 { // makes e.yaml.bak
				t.Fatalf("pair: %d %s", code, stderr)
			}
			path := filepath.Join(dir, "e.yaml")
			if target == "folder" {
				path = dir
				_ = os.Remove(filepath.Join(dir, "e.yaml.lock"))
			}
			if out, err := exec.Command(chattr, "+i", path).CombinedOutput(); err != nil {
				t.Skipf("chattr +i is not supported here (%v: %s): the injected failures of formats/event cover this", err, out)
			}
			defer exec.Command(chattr, "-i", path).Run()
			before := snapshotDir(t, dir)
			code, _, stderr := run(t, dir, "", "result", "e.yaml", "1", "1", "1-0")
			if code != ExitStorage {
				t.Errorf("exit %d, want %d (%s)", code, ExitStorage, stderr)
			}
			if !strings.Contains(stderr, filepath.Join(dir, "e.yaml")+": cannot ") || !strings.Contains(stderr, "permission") || strings.Contains(stderr, "xqt-tmp") {
				t.Errorf("stderr %q: want the event file named, a permission hint, no temporary file", stderr)
			}
			if target == "folder" {
				code, _, stderr := run(t, dir, "", "init", "new.yaml", "--name", "新")
				if code != ExitStorage || !strings.Contains(stderr, "new.yaml: cannot write it") {
					t.Errorf("init in an immutable folder: %d %q, want exit %d", code, stderr, ExitStorage)
				}
			}
			if after := snapshotDir(t, dir); after != before {
				t.Errorf("the folder changed:\nbefore %s\nafter  %s", before, after)
			}
		})
	}
}

// TestMatchSummary: a best-of-three knockout match whose games are not
// recorded takes its result alone, by result and results alike; once the
// next round is paired, a summary that changes who advanced is refused by
// both, the file unchanged.
func TestMatchSummary(t *testing.T) {
	dir := t.TempDir()
	steps := [][]string{
		{"init", "k.yaml", "--name", "杯", "--system", "knockout", "--match", "best-of-3"},
		{"player", "add", "k.yaml", "--name", "甲"}, {"player", "add", "k.yaml", "--name", "乙"},
		{"player", "add", "k.yaml", "--name", "丙"}, {"player", "add", "k.yaml", "--name", "丁"},
		{"pair", "k.yaml"},
	}
	for _, s := range steps {
		if code, _, stderr := run(t, dir, "", s...); code != 0 {
			t.Fatalf("%v: %d %s", s, code, stderr)
		}
	}
	if code, _, stderr := run(t, dir, "", "result", "k.yaml", "1", "1", "1-0"); code != 0 {
		t.Fatalf("result of a whole match: %d %s", code, stderr)
	}
	if code, _, stderr := run(t, dir, "2 0-1\n", "results", "k.yaml", "1"); code != 0 {
		t.Fatalf("results of a whole match: %d %s", code, stderr)
	}
	if code, _, stderr := run(t, dir, "", "pair", "k.yaml"); code != 0 {
		t.Fatalf("pair of the final after two match results: %d %s", code, stderr)
	}
	path := filepath.Join(dir, "k.yaml")
	before, _ := os.ReadFile(path)
	code, _, single := run(t, dir, "", "result", "k.yaml", "1", "1", "0-1")
	if code != ExitInvalid || !strings.Contains(single, "changes who advanced, and round 2 is already paired") {
		t.Errorf("result correcting who advanced: %d %q", code, single)
	}
	code, _, batch := run(t, dir, "1 0-1\n", "results", "k.yaml", "1")
	if reason := strings.TrimPrefix(strings.TrimSpace(single), "xqt: "); code != ExitInvalid || !strings.Contains(batch, "line 1: "+reason) {
		t.Errorf("results gave %d %q, want result's reason %q", code, batch, reason)
	}
	code, _, stderr := run(t, dir, "", "result", "k.yaml", "1", "1", "1-0", "--game", "1")
	if code != ExitInvalid || !strings.Contains(stderr, "entered without its games") {
		t.Errorf("a game on top of a match result: %d %q", code, stderr)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("a refused correction changed the file")
	}
}
