package tiebreak

import (
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestPlayoffSplitsOnlyWhatIsStillTied: 1, 2 and 3 draw among themselves,
// each beats 4 with red and has one game with black, so every criterion of
// 2011 14.1 is equal and first place is shared (15.6).
// A play-off won by 3 over 1 puts 3 first, 1 second; 2, not in the play-off,
// stays third. A play-off never overrides points.
func TestPlayoffSplitsOnlyWhatIsStillTied(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	players := []scoring.Player{{No: 1, Name: "a"}, {No: 2, Name: "b"}, {No: 3, Name: "c"}, {No: 4, Name: "d"}}
	g := func(b, r, k int, res scoring.Result) scoring.Game {
		return scoring.Game{Board: b, Red: r, Black: k, Result: res}
	}
	rounds := []scoring.Round{
		{Number: 1, Games: []scoring.Game{g(1, 1, 4, scoring.RedWins), g(2, 2, 3, scoring.Draw)}},
		{Number: 2, Games: []scoring.Game{g(1, 2, 4, scoring.RedWins), g(2, 3, 1, scoring.Draw)}},
		{Number: 3, Games: []scoring.Game{g(1, 3, 4, scoring.RedWins), g(2, 1, 2, scoring.Draw)}},
	}
	in := Input{Players: players, Rounds: rounds, Table: table, RoundRobin: true, Opponents: 3, Criteria: []string{"cxa2011-rr"}}
	before, err := Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	if !before.PlayoffNeeded || before.Rows[2].Place != 1 {
		t.Fatalf("want 1, 2, 3 sharing first place and a play-off flagged, got %+v", before.Rows)
	}
	in.Playoff = []int{3, 1, 4} // 4 is not tied with them: the play-off cannot lift it
	after, err := Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	var got [][3]int
	for _, r := range after.Rows {
		shared := 0
		if r.Shared {
			shared = 1
		}
		got = append(got, [3]int{r.Place, r.No, shared})
	}
	want := [][3]int{{1, 3, 0}, {2, 1, 0}, {3, 2, 0}, {4, 4, 0}}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("rows (place, no, shared) = %v, want %v", got, want)
		}
	}
	if after.PlayoffNeeded {
		t.Error("play-off decided, still flagged as needed")
	}
}
