package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckLocatesRoundProblems: check lists every logical problem of the
// rounds at once, each with the line of its round in the file.
func TestCheckLocatesRoundProblems(t *testing.T) {
	const file = `xqt: 1
event:
  name: 测试
points: cxa2011
stages:
  - id: main
    system: swiss
    rounds: 3
    seed: 73279482
    order: [2, 1, 4, 3]
players:
  - {no: 1, name: 甲}
  - {no: 2, name: 乙}
  - {no: 3, name: 丙}
  - {no: 4, name: 丁}
rounds:
  - round: 1
    stage: main
    games:
      - {board: 1, red: 2, black: 4, result: 1-0}
      - {board: 2, red: 3, black: 1, result: 1-0}
  - round: 2
    stage: main
    games:
      - {board: 1, red: 4, black: 2, result: ""}
`
	checkRefuses(t, "e.yaml", file,
		"e.yaml:22: round 2: board 1: 丁 (4) and 乙 (2) have met already",
		"e.yaml:22: round 2: 甲 (1) is neither paired",
		"e.yaml:22: round 2: 丙 (3) is neither paired")
}

// checkRefuses writes file as name, runs 'xqt check' on it and wants exit 3,
// every message of want in stderr, and the file unchanged.
func checkRefuses(t *testing.T, name, file string, want ...string) {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, dir, "", "check", name)
	if code != ExitInvalid {
		t.Fatalf("exit %d, want %d: %s", code, ExitInvalid, stderr)
	}
	for _, w := range want {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr)
		}
	}
	if got, _ := os.ReadFile(path); string(got) != file {
		t.Error("check changed the file")
	}
}

// TestCheckBergerEveryRound: a round robin whose rounds 1 and 2 both differ
// from the Berger table gets every difference at once, each at its round's
// line, with the players named.
func TestCheckBergerEveryRound(t *testing.T) {
	const file = `xqt: 1
event:
  name: 循环
stages:
  - id: main
    system: round-robin
    rounds: 3
    cycles: 1
    order: [1, 2, 3, 4]
players:
  - {no: 1, name: 甲}
  - {no: 2, name: 乙}
  - {no: 3, name: 丙}
  - {no: 4, name: 丁}
rounds:
  - round: 1
    stage: main
    games:
      - {board: 1, red: 4, black: 1, result: 1-0}
      - {board: 2, red: 2, black: 3, result: 1-0}
  - round: 2
    stage: main
    games:
      - {board: 1, red: 1, black: 2, result: ""}
      - {board: 2, red: 3, black: 4, result: ""}
`
	checkRefuses(t, "rr.yaml", file,
		"rr.yaml:16: round 1: board 1: 丁 (4) - 甲 (1) has the colours the wrong way round: the table has 甲 (1) red (Berger table of stage main)",
		"rr.yaml:21: round 2: board 2: 丙 (3) - 丁 (4) has the colours the wrong way round: the table has 丁 (4) red")
}
