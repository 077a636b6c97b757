package tiebreak

import (
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestRowBy: Row.By names what placed a row below the row above on equal
// points. Six players, 2011 points (win 2, draw 1), criteria 胜局 then
// back-count 末轮积分:
//
//	round 1: 1 beats 2, 3 draws 4, 5 draws 6
//	round 2: 3 beats 1, 2 draws 5, 4 draws 6
//
// Points: 1 has 2 (one win), 3 has 3, 2 has 1, 4 has 2, 5 has 2, 6 has 2.
// 3 leads alone on points (By 0). On 2 points 1 has a win, 4, 5 and 6
// none: 1 above 4 by 胜局 (By 1). 4, 5, 6 scored 1 in round 2 each
// (draws), so the shown 末轮积分 is level; round 1 has 4 and 5 on 1 (draws)
// and 6 on 1 too: all level, they share place 3. 2 is alone on 1 point.
// A play-off naming 6 first then sets 6 apart: By is ByPlayoff.
func TestRowBy(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	g := func(b, r, k int, res scoring.Result) scoring.Game {
		return scoring.Game{Board: b, Red: r, Black: k, Result: res}
	}
	rounds := []scoring.Round{
		{Number: 1, Games: []scoring.Game{g(1, 1, 2, scoring.RedWins), g(2, 3, 4, scoring.Draw), g(3, 5, 6, scoring.Draw)}},
		{Number: 2, Games: []scoring.Game{g(1, 3, 1, scoring.RedWins), g(2, 2, 5, scoring.Draw), g(3, 4, 6, scoring.Draw)}},
	}
	by := func(st *Standings) map[int]int {
		out := map[int]int{}
		for _, r := range st.Rows {
			out[r.No] = r.By
		}
		return out
	}
	in := Input{Players: field(6), Rounds: rounds, Table: table, Criteria: []string{"wins", "back"}}
	st := compute(t, in)
	got := by(st)
	want := map[int]int{3: 0, 1: 0, 4: 1, 5: 0, 6: 0, 2: 0}
	for no, w := range want {
		if got[no] != w {
			t.Errorf("player %d: By %d, want %d (rows %v)", no, got[no], w, show(st))
		}
	}
	in.Playoff = []int{6}
	st = compute(t, in)
	got = by(st)
	// 6 now heads the 4-5-6 tie, placed below 1 by 胜局; 4 below 6 by the play-off
	if got[6] != 1 || got[4] != ByPlayoff || got[5] != 0 {
		t.Errorf("with a play-off: By %v (rows %v)", got, show(st))
	}
}
