package tiebreak

import (
	"slices"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestPlayoffPlacesMarked: any place can be marked must-not-share (15.6).
//
// Four players, 2011 points (win 2, draw 1), ranked by points then wins:
// round 1: 1 beats 2, 3 beats 4; round 2: 1 beats 3, 2 draws 4.
// Points: 1 has 4, 3 has 2, 2 and 4 have 1 each with no win, so 2 and 4
// share place 3 (3=, covering places 3 and 4); 1 and 3 are alone.
// A play-off is needed exactly when a marked place is 3 or 4.
func TestPlayoffPlacesMarked(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	players := field(4)
	g := func(b, r, k int, res scoring.Result) scoring.Game {
		return scoring.Game{Board: b, Red: r, Black: k, Result: res}
	}
	rounds := []scoring.Round{
		{Number: 1, Games: []scoring.Game{g(1, 1, 2, scoring.RedWins), g(2, 3, 4, scoring.RedWins)}},
		{Number: 2, Games: []scoring.Game{g(1, 1, 3, scoring.RedWins), g(2, 2, 4, scoring.Draw)}},
	}
	tests := []struct {
		name    string
		noShare []int
		want    []int
	}{
		{"first only (default)", nil, nil},
		{"first, explicitly", []int{1}, nil},
		{"second", []int{2}, nil},
		{"prize places 1-3", []int{1, 2, 3}, []int{3}},
		{"fourth, inside the 3= tie", []int{4}, []int{3}},
		{"fifth, no such place", []int{5}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			in := Input{Players: players, Rounds: rounds, Table: table, Criteria: []string{"wins"}, NoShare: tc.noShare}
			st := compute(t, in)
			if got := st.PlayoffPlaces; !slices.Equal(got, tc.want) {
				t.Errorf("PlayoffPlaces = %v, want %v (rows %v)", got, tc.want, show(st))
			}
			if st.PlayoffNeeded != (len(tc.want) > 0) {
				t.Errorf("PlayoffNeeded = %v with places %v", st.PlayoffNeeded, tc.want)
			}
		})
	}
}

// TestPlayoffPlacesGroups: PlayoffPlaces on ranked rows directly. Rows
// 1=,1=,3,4=,4=,4=,7: ties cover places 1-2 and 4-6.
func TestPlayoffPlacesGroups(t *testing.T) {
	var rows []Row
	for _, p := range []int{1, 1, 3, 4, 4, 4, 7} {
		rows = append(rows, Row{Place: p})
	}
	tests := []struct {
		noShare []int
		want    []int
	}{
		{nil, []int{1}},            // first place is shared by default
		{[]int{2}, []int{1}},       // place 2 is inside the 1= tie
		{[]int{3}, nil},            // 3 is alone
		{[]int{6}, []int{4}},       // 6 is the last place of the 4= tie
		{[]int{7}, nil},            // 7 is alone
		{[]int{1, 5}, []int{1, 4}}, // both ties, once each
		{[]int{}, nil},             // nothing marked: no play-off, not even first
	}
	for _, tc := range tests {
		if got := PlayoffPlaces(rows, tc.noShare); !slices.Equal(got, tc.want) {
			t.Errorf("no-share %v: got %v, want %v", tc.noShare, got, tc.want)
		}
	}
}
