package view

import (
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// twoStages: groups A (1, 2) and B (3, 4) play one round robin round (1
// beats 2, 3 beats 4), the winners play the final (1 beats 3).
func twoStages(t *testing.T) *scoring.Event {
	t.Helper()
	ev := swissEvent(t)
	ev.Players = ev.Players[:4]
	ev.Players[3].Withdrawn = 0
	ev.Stages = []scoring.Stage{
		{ID: "groups", Name: "小组赛", System: scoring.RoundRobin, Groups: []scoring.Group{{ID: "A", Players: []int{1, 2}}, {ID: "B", Players: []int{3, 4}}}},
		{ID: "final", System: scoring.RoundRobin, Players: []int{1, 3}},
	}
	ev.Rounds = []scoring.Round{
		{Number: 1, Stage: "groups", Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.RedWins}, {Board: 2, Red: 3, Black: 4, Result: scoring.RedWins}}},
		{Number: 2, Stage: "final", Games: []scoring.Game{{Board: 1, Red: 1, Black: 3, Result: scoring.RedWins}}},
	}
	return ev
}

func TestShowsFinalPlaces(t *testing.T) {
	one := twoStages(t)
	one.Rounds = one.Rounds[:1] // the final not yet played
	tests := []struct {
		name  string
		ev    *scoring.Event
		after int
		want  bool
	}{
		{"both stages", twoStages(t), 0, true},
		{"cut at a round", twoStages(t), 1, false},
		{"one stage played", one, 0, false},
		{"no stages", swissEvent(t), 0, false},
	}
	for _, tc := range tests {
		if got := ShowsFinalPlaces(tc.ev, tc.after); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
	ev := twoStages(t)
	for id, want := range map[string]string{"groups": "小组赛", "final": "final", "gone": "gone"} {
		if got := StageName(ev, id); got != want {
			t.Errorf("StageName(%q): got %q, want %q", id, got, want)
		}
	}
}
