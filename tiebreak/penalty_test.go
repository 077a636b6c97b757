package tiebreak

import (
	"slices"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestPenaltySeverity (18.4): penalties rank by severity, with counts.
// rrB (see xiangqi_test.go): P1, P2, P3 have 4 points each, P4 0; without
// penalties cxa2011-rr orders them 3, 2, 1 (P1 has a foul; P3 has two games
// with black, P2 one). A penalty moves a player below every player of the
// same score with a lighter one: none < 1 warning < 2 warnings < 1
// disqualification < 1 disqualification and a warning. Players with the
// same penalty are ordered by the tiebreaks among themselves: 小分 and
// wins are equal for P1, P2, P3 (4 and 2 each), and 直胜 is counted among
// the players still tied, so P2 (who beat P3 in round 1) ranks above P3
// whenever those two alone are left tied.
func TestPenaltySeverity(t *testing.T) {
	tests := []struct {
		name    string
		penalty map[int]string
		want    []int // start numbers, first place first
	}{
		{"no penalties", nil, []int{3, 2, 1, 4}},
		{"a warning ranks above a disqualification", map[int]string{3: "disqualified", 2: "warning"}, []int{1, 2, 3, 4}},
		{"two warnings below one", map[int]string{3: "2 warnings", 2: "warning"}, []int{1, 2, 3, 4}},
		{"equal penalties: the tiebreaks decide (P2 beat P3)", map[int]string{3: "warning", 2: "警告"}, []int{1, 2, 3, 4}},
		{"a disqualification and a warning below a disqualification", map[int]string{2: "warning, disqualified", 3: "取消资格"}, []int{1, 3, 2, 4}},
		{"any number of warnings above a disqualification", map[int]string{1: "5 warnings", 3: "disqualified"}, []int{2, 1, 3, 4}},
		{"a penalty never crosses points", map[int]string{4: "warning", 1: "disqualified"}, []int{2, 3, 1, 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := field(4)
			for i := range ps {
				ps[i].Penalty = tt.penalty[ps[i].No]
			}
			st := compute(t, Input{Players: ps, Rounds: parseRounds(t, rrB...), Table: table(t, "cxa2011"),
				RoundRobin: true, Opponents: 3, Criteria: []string{"cxa2011-rr"}})
			var got []int
			for i, r := range st.Rows {
				got = append(got, r.No)
				if r.Place != i+1 {
					t.Errorf("row %d: place %d, want %d (no shared place)", i, r.Place, i+1)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("order %v, want %v (%v)", got, tt.want, show(st))
			}
		})
	}
}

func TestParsePenalty(t *testing.T) {
	tests := []struct {
		in   string
		want scoring.Penalty
		ok   bool
	}{
		{"", scoring.Penalty{}, true},
		{"warning", scoring.Penalty{Warnings: 1}, true},
		{"2 warnings", scoring.Penalty{Warnings: 2}, true},
		{"警告, 取消资格", scoring.Penalty{Warnings: 1, Disqualifications: 1}, true},
		{"warning、warning", scoring.Penalty{Warnings: 2}, true},
		{"Disqualified", scoring.Penalty{Disqualifications: 1}, true},
		{"0 warnings", scoring.Penalty{}, false},
		{"two warnings", scoring.Penalty{}, false},
		{"yellow card", scoring.Penalty{}, false},
		{"2 big warnings", scoring.Penalty{}, false},
	}
	for _, tt := range tests {
		got, err := scoring.ParsePenalty(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParsePenalty(%q) = %+v, %v; want %+v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}
