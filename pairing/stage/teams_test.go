package stage

import (
	"fmt"
	"slices"
	"testing"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestTeamKnockoutToRoundRobin: eight classes of five play a team knockout
// on five boards down to four (until 4), and the four winners a team round
// robin. Team t wins a match when its number is lower: every board goes to
// the player of the lower-numbered team.
func TestTeamKnockoutToRoundRobin(t *testing.T) {
	ev := event(40)
	for c := 1; c <= 8; c++ {
		tm := scoring.Team{No: c, Name: fmt.Sprintf("%d班", c)}
		for b := 1; b <= 5; b++ {
			tm.Members = append(tm.Members, 5*(c-1)+b)
		}
		ev.Teams = append(ev.Teams, tm)
	}
	ev.Stages = []scoring.Stage{
		{ID: "ko", System: scoring.Knockout, Teams: true, Boards: 5, Until: 4},
		{ID: "final", System: scoring.RoundRobin, Cycles: 1, Teams: true, Boards: 5, From: "ko", Qualify: "4"},
	}
	lower := func(g scoring.Game) scoring.Result {
		if ev.TeamOf(g.Red) < ev.TeamOf(g.Black) {
			return scoring.RedWins
		}
		return scoring.BlackWins
	}
	r := pairAndPlay(t, ev, lower)
	if len(r.Matches) != 4 || len(r.Games) != 20 {
		t.Fatalf("round 1: %d matches, %d boards; want 4 and 20", len(r.Matches), len(r.Games))
	}
	if _, err := pairing.PairNext(&pairing.Request{Event: ev}); err == nil {
		t.Fatal("the knockout stops at 4 teams: want the stage complete")
	}
	_, next, qs, err := Advance(ev, nil, func() int64 { return 1 })
	if err != nil {
		t.Fatal(err)
	}
	got := slices.Sorted(slices.Values(qs))
	if !slices.Equal(got, []int{1, 2, 3, 4}) || !slices.Equal(next.TeamIDs, qs) || !ev.Stages[0].Closed {
		t.Fatalf("qualified %v (teams %v, closed %v), want teams 1-4", qs, next.TeamIDs, ev.Stages[0].Closed)
	}
	for k := 0; k < 3; k++ {
		r := pairAndPlay(t, ev, lower)
		for _, m := range r.Matches {
			if m.Red > 4 || m.Black > 4 {
				t.Errorf("round %d: team %d-%d is not a qualifier", r.Number, m.Red, m.Black)
			}
		}
	}
	places, err := FinalPlaces(pairing.TeamEvent(ev))
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range places[:4] {
		if p.No != i+1 || p.Place != i+1 {
			t.Errorf("final place %d: team %d (place %d), want team %d", i+1, p.No, p.Place, i+1)
		}
	}
	if len(places) != 8 || places[4].Place != 5 || !places[4].Shared {
		t.Errorf("the four out in the knockout share 5th: %+v", places)
	}
}
