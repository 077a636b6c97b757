package cmd

import (
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// FuzzParseResults: any input is either listed as problems or read as lines
// that each enter a real result (never an erasure), in input order, and
// within the line limit.
func FuzzParseResults(f *testing.F) {
	for _, s := range []string{"1 1-0\n2 =\n3 0-1 0 1\n", "# r1\n\n1: 红胜\n", "1 *\n", "x y z\n", strings.Repeat("9", 2000)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lines, problems := parseResults([]byte(s), 3)
		last := 0
		for _, rl := range lines {
			if rl.res == scoring.NoResult {
				t.Errorf("line %d: accepted an empty result", rl.line)
			}
			if rl.line <= last || rl.round != 3 {
				t.Errorf("line %d after %d, round %d", rl.line, last, rl.round)
			}
			last = rl.line
		}
		if len(s) > maxResultsLine && !strings.Contains(s, "\n") && len(lines) > 0 {
			t.Errorf("a %d-byte line was accepted", len(s))
		}
		_ = problems
	})
}

func TestParseResults(t *testing.T) {
	tests := []struct {
		in       string
		boards   []int
		problems []string
	}{
		{"1 1-0\n2: =\n3 0-1 0 1\n", []int{1, 2, 3}, nil},
		{"# round 1\n\n  1 红胜  \n", []int{1}, nil},
		{"1 1-0\n2 x\nb =\n4 1-0 1\n5 * \n6 1-0 a 1\n", []int{1}, []string{
			`line 2: unknown result "x"`, `line 3: board "b" is not a number`, `line 4: "4 1-0 1": write BOARD RESULT`,
			`line 5: empty result "*"`, "line 6: fouls must be two counts"}},
		{"1 1-0\n" + strings.Repeat("x", maxResultsLine+1), []int{1}, []string{"line 2: longer than 1 KB"}},
	}
	for _, tt := range tests {
		lines, problems := parseResults([]byte(tt.in), 1)
		var boards []int
		for _, rl := range lines {
			boards = append(boards, rl.board)
		}
		if len(boards) != len(tt.boards) || len(problems) != len(tt.problems) {
			t.Errorf("%q: boards %v problems %q, want %v and %q", tt.in, boards, problems, tt.boards, tt.problems)
			continue
		}
		for i := range boards {
			if boards[i] != tt.boards[i] {
				t.Errorf("%q: boards %v, want %v", tt.in, boards, tt.boards)
			}
		}
		for i, p := range tt.problems {
			if !strings.Contains(problems[i], p) {
				t.Errorf("%q: problem %d is %q, want %q", tt.in, i, problems[i], p)
			}
		}
	}
}
