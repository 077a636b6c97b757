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
	if _, err := pairing.PairStage(&pairing.Request{Event: ev}); err == nil {
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

// TestTeamGroupsToFinal: eight teams of two in two groups of four (snake
// on the members' ratings: team t's players are rated 2000-2t+1 and
// 2000-2t, so teams rank by number: A {1 4 5 8}, B {2 3 6 7}), a team round
// robin in each, the lower-numbered team winning every board; the top two
// of each group (A1 B1 A2 B2) play a final round robin.
func TestTeamGroupsToFinal(t *testing.T) {
	ev := event(16)
	for c := 1; c <= 8; c++ {
		ev.Teams = append(ev.Teams, scoring.Team{No: c, Name: fmt.Sprintf("T%d", c), Members: []int{2*c - 1, 2 * c}})
	}
	ev.Stages = []scoring.Stage{
		{ID: "groups", System: scoring.RoundRobin, Cycles: 1, Teams: true, Boards: 2, GroupCount: 2, Tiebreaks: []string{"cxa-team-rr"}},
		{ID: "final", System: scoring.RoundRobin, Cycles: 1, Teams: true, Boards: 2, From: "groups", Qualify: "top2-per-group", Tiebreaks: []string{"cxa-team-rr"}},
	}
	lower := func(g scoring.Game) scoring.Result {
		if ev.TeamOf(g.Red) < ev.TeamOf(g.Black) {
			return scoring.RedWins
		}
		return scoring.BlackWins
	}
	for k := 1; k <= 3; k++ {
		req := &pairing.Request{Event: ev, SeedFlag: 5}
		res, err := PairNext(req)
		if err != nil {
			t.Fatalf("round %d: %v", k, err)
		}
		r := res.Round
		for i := range r.Games {
			r.Games[i].Result = lower(r.Games[i])
		}
		ev.Rounds = append(ev.Rounds, r)
		if len(r.Matches) != 4 {
			t.Fatalf("round %d: %d matches, want 4 (two a group)", k, len(r.Matches))
		}
		for _, m := range r.Matches {
			ga := ev.Stages[0].TeamGroups[0]
			if slices.Contains(ga.Players, m.Red) != slices.Contains(ga.Players, m.Black) {
				t.Errorf("round %d: teams %d and %d of different groups meet", k, m.Red, m.Black)
			}
		}
	}
	groups := ev.Stages[0].TeamGroups
	if len(groups) != 2 || !slices.Equal(groups[0].Players, []int{1, 4, 5, 8}) || !slices.Equal(groups[1].Players, []int{2, 3, 6, 7}) {
		t.Fatalf("groups %+v, want A {1 4 5 8} and B {2 3 6 7}", groups)
	}
	if _, err := pairing.PairStage(&pairing.Request{Event: ev}); err == nil {
		t.Fatal("both groups have played their three rounds: want the stage complete")
	}
	_, next, qs, err := Advance(ev, nil, func() int64 { return 1 })
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(qs, []int{1, 2, 4, 3}) || !slices.Equal(next.TeamIDs, qs) {
		t.Errorf("qualified %v, want A1 B1 A2 B2 = [1 2 4 3]", qs)
	}
}
