package stage

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

// TestSnake: serpentine seeding written out by hand.
func TestSnake(t *testing.T) {
	for _, tc := range []struct {
		n, k int
		want [][]int
	}{
		// 1 2 | 4 3 | 5 6 | 8 7
		{8, 2, [][]int{{1, 4, 5, 8}, {2, 3, 6, 7}}},
		// 1 2 3 | 6 5 4 | 7 8 9 | 12 11 10
		{12, 3, [][]int{{1, 6, 7, 12}, {2, 5, 8, 11}, {3, 4, 9, 10}}},
		// 1 2 3 4 | 8 7 6 5 | 9 10 11 12 | 16 15 14 13
		{16, 4, [][]int{{1, 8, 9, 16}, {2, 7, 10, 15}, {3, 6, 11, 14}, {4, 5, 12, 13}}},
		// an uneven field: 1 2 3 | 6 5 4 | 7
		{7, 3, [][]int{{1, 6, 7}, {2, 5}, {3, 4}}},
	} {
		t.Run(fmt.Sprintf("%d in %d", tc.n, tc.k), func(t *testing.T) {
			if d := cmp.Diff(tc.want, Snake(seq(tc.n), tc.k)); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// TestDrawSeedsOnePerGroup: a seeded draw puts the seeds one per group, is
// the same for the same seed, and keeps group sizes within one.
func TestDrawSeedsOnePerGroup(t *testing.T) {
	for k := 2; k <= 4; k++ {
		for s := int64(1); s <= 20; s++ {
			gs := Draw(seq(14), k, k, s)
			if d := cmp.Diff(gs, Draw(seq(14), k, k, s)); d != "" {
				t.Fatalf("k=%d seed %d: not reproducible", k, s)
			}
			for i, g := range gs {
				if g[0] != i+1 {
					t.Errorf("k=%d seed %d: group %d starts with %d, want seed %d", k, s, i, g[0], i+1)
				}
				seeds := 0
				for _, no := range g {
					if no <= k {
						seeds++
					}
				}
				if seeds != 1 {
					t.Errorf("k=%d seed %d: group %d has %d seeds", k, s, i, seeds)
				}
				if len(g) < 14/k || len(g) > (14+k-1)/k {
					t.Errorf("k=%d: group %d has %d players", k, i, len(g))
				}
			}
		}
	}
	if slices.Equal(Draw(seq(14), 2, 0, 1)[0], Draw(seq(14), 2, 0, 2)[0]) && slices.Equal(Draw(seq(14), 2, 0, 3)[0], Draw(seq(14), 2, 0, 2)[0]) {
		t.Errorf("three seeds drew the same groups: the draw does not depend on its seed")
	}
}

func event(n int, clubs ...string) *scoring.Event {
	table, err := scoring.Preset("cxa2011")
	if err != nil {
		panic(err)
	}
	ev := &scoring.Event{Name: "t", Points: table}
	for i := 1; i <= n; i++ {
		p := scoring.Player{No: i, Name: fmt.Sprint("P", i), Rating: 2000 - i}
		if len(clubs) > 0 {
			p.Club = clubs[(i-1)%len(clubs)]
		}
		ev.Players = append(ev.Players, p)
	}
	return ev
}

// TestSpreadClubs: serpentine of 8 into 4 groups is A {1 8} B {2 7}
// C {3 6} D {4 5}. With clubs 1 X, 2 Y, 3 Z, 4 V, 5 X, 6 Y, 7 Z, 8 X group A
// holds two of club X; a swap inside the second pot (8 <-> 7) spreads them
// and leaves the seeds of the first pot where they are.
func TestSpreadClubs(t *testing.T) {
	ev := event(8, "X", "Y", "Z", "V", "X", "Y", "Z", "X")
	got := Spread(ev, Snake(seq(8), 4))
	for i, g := range got {
		if g[0] != i+1 {
			t.Errorf("group %d: seed moved: %v", i, got)
		}
		if ev.Player(g[0]).Club == ev.Player(g[1]).Club {
			t.Errorf("group %d still holds two of club %s: %v", i, ev.Player(g[0]).Club, got)
		}
	}
	// Where spreading cannot help (everyone of one club) nothing moves.
	ev = event(4, "X")
	if d := cmp.Diff([][]int{{1, 4}, {2, 3}}, Spread(ev, Snake(seq(4), 2))); d != "" {
		t.Errorf("nothing to gain, yet groups changed (-want +got):\n%s", d)
	}
}

// pairAndPlay pairs and plays the next round of ev, with results from
// play (nil: red wins every board).
func pairAndPlay(t *testing.T, ev *scoring.Event, play func(g scoring.Game) scoring.Result) scoring.Round {
	t.Helper()
	res, err := pairing.PairStage(&pairing.Request{Event: ev, SeedFlag: 5})
	if err != nil {
		t.Fatalf("pair round %d: %v", len(ev.Rounds)+1, err)
	}
	r := res.Round
	for i := range r.Games {
		if r.Games[i].Result == scoring.NoResult {
			if play == nil {
				r.Games[i].Result = scoring.RedWins
			} else {
				r.Games[i].Result = play(r.Games[i])
			}
		}
	}
	ev.Rounds = append(ev.Rounds, r)
	return r
}

// TestGroupsToFinal: a round robin of two groups of 4 (serpentine on
// rating) whose top 2 of each go to a final; qualifiers come A1 B1 A2 B2.
// Every game is won by the lower start number, so places follow numbers.
func TestGroupsToFinal(t *testing.T) {
	ev := event(8)
	ev.Stages = []scoring.Stage{
		{ID: "groups", System: scoring.RoundRobin, GroupCount: 2, Seeding: "snake", Tiebreaks: []string{"cxa2011-rr"}},
		{ID: "final", System: scoring.RoundRobin, From: "groups", Qualify: "top2-per-group", Tiebreaks: []string{"cxa2011-rr"}},
	}
	// Seed the group stage from the roster: the first stage has no source,
	// so its groups come from Seed directly.
	if err := Seed(ev, &ev.Stages[0], seq(8), func() int64 { return 1 }); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]scoring.Group{{ID: "A", Players: []int{1, 4, 5, 8}}, {ID: "B", Players: []int{2, 3, 6, 7}}}, ev.Stages[0].Groups); d != "" {
		t.Fatalf("groups (-want +got):\n%s", d)
	}
	lower := func(g scoring.Game) scoring.Result {
		if g.Red < g.Black {
			return scoring.RedWins
		}
		return scoring.BlackWins
	}
	_, _, _, err := Advance(ev, nil, nil)
	var nd *NotDoneError
	if !errors.As(err, &nd) {
		t.Fatalf("advance before any round: got %v, want NotDoneError", err)
	}
	for k := 1; k <= 3; k++ {
		r := pairAndPlay(t, ev, lower)
		if len(r.Games) != 4 {
			t.Fatalf("round %d has %d boards, want 4 (2 per group)", k, len(r.Games))
		}
		for i, g := range r.Games {
			if g.Board != i+1 {
				t.Errorf("round %d: boards not numbered across the round: %+v", k, r.Games)
			}
			if grp := ev.Stages[0].FindGroup(g.Group); grp == nil || !slices.Contains(grp.Players, g.Red) {
				t.Errorf("round %d: board %d group %q does not hold player %d", k, g.Board, g.Group, g.Red)
			}
			if (ev.Stages[0].GroupOf(g.Red).ID) != (ev.Stages[0].GroupOf(g.Black).ID) {
				t.Errorf("round %d: players of two groups meet: %+v", k, g)
			}
		}
	}
	if _, err := pairing.PairStage(&pairing.Request{Event: ev}); err == nil {
		t.Fatalf("a fourth group round was paired")
	}
	// Leave a result out: advancing names the round.
	saved := ev.Rounds[2].Games[1].Result
	ev.Rounds[2].Games[1].Result = scoring.NoResult
	_, _, _, err = Advance(ev, nil, nil)
	var me *pairing.MissingError
	if !errors.As(err, &me) || me.Round != 3 || !slices.Equal(me.Boards, []int{2}) {
		t.Fatalf("advance with board 2 of round 3 missing: got %v", err)
	}
	if ev.Stages[0].Closed || len(ev.Stages[1].Players) > 0 {
		t.Fatalf("a refused advance changed the event")
	}
	ev.Rounds[2].Games[1].Result = saved
	from, next, qs, err := Advance(ev, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if from.ID != "groups" || next.ID != "final" || !from.Closed {
		t.Fatalf("advanced %s -> %s (closed %v)", from.ID, next.ID, from.Closed)
	}
	if d := cmp.Diff([]int{1, 2, 4, 3}, qs); d != "" {
		t.Errorf("qualifiers A1 B1 A2 B2 (-want +got):\n%s", d)
	}
	if ev.CurrentStage().ID != "final" {
		t.Fatalf("current stage %s, want final", ev.CurrentStage().ID)
	}
	for k := 1; k <= 3; k++ {
		pairAndPlay(t, ev, lower)
	}
	places, err := FinalPlaces(ev)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range places {
		s := ""
		if p.Shared {
			s = "="
		}
		got = append(got, fmt.Sprintf("%d%s %d %s", p.Place, s, p.No, p.Stage))
	}
	// Final: 1 2 3 4 by number. Out in the groups: the 3rds (A 5, B 6)
	// share 5-6, the 4ths (A 8, B 7) share 7-8.
	want := []string{"1 1 final", "2 2 final", "3 3 final", "4 4 final", "5= 5 groups", "5= 6 groups", "7= 8 groups", "7= 7 groups"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("final places (-want +got):\n%s", d)
	}
}

// TestQualifyingTie: two players level on everything at the cut must be
// separated by a play-off before the stage can close; the play-off then
// lets it close, and TiedSets names exactly that pair.
func TestQualifyingTie(t *testing.T) {
	ev := event(4)
	ev.Stages = []scoring.Stage{
		{ID: "rr", System: scoring.RoundRobin, Tiebreaks: []string{"cxa1999-rr"}}, // no games-with-black criterion
		{ID: "final", System: scoring.Knockout, From: "rr", Qualify: "2"},
	}
	// 1 beats everyone; 2, 3 and 4 draw among themselves: 2, 3, 4 share
	// place 2 on every criterion, and the cut is after place 2.
	draws := func(g scoring.Game) scoring.Result {
		if g.Red == 1 {
			return scoring.RedWins
		}
		if g.Black == 1 {
			return scoring.BlackWins
		}
		return scoring.Draw
	}
	for k := 1; k <= 3; k++ {
		pairAndPlay(t, ev, draws)
	}
	_, _, _, err := Advance(ev, nil, nil)
	var te *TieError
	if !errors.As(err, &te) || te.Place != 2 || !slices.Equal(te.Players, []int{2, 3, 4}) {
		t.Fatalf("got %v, want a tie of 2, 3, 4 for place 2", err)
	}
	sets, err := TiedSets(ev, &ev.Stages[0])
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([][]int{{2, 3, 4}}, sets); d != "" {
		t.Errorf("tied sets (-want +got):\n%s", d)
	}
	ev.Stages[0].Options = map[string]string{"playoff": "3,2,4"}
	_, _, qs, err := Advance(ev, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]int{1, 3}, qs); d != "" {
		t.Errorf("qualifiers after the play-off (-want +got):\n%s", d)
	}
}

// TestKnockoutUntil: a card-draw knockout of 23 stops after one round of
// 11 games and a K, with 12 left, who go on.
func TestKnockoutUntil(t *testing.T) {
	ev := event(23)
	ev.Stages = []scoring.Stage{
		{ID: "ko", System: scoring.Knockout, Until: 12, Options: map[string]string{"draw": "cards"}},
		{ID: "groups", System: scoring.RoundRobin, From: "ko", Qualify: "12", GroupCount: 2, Seeding: "snake"},
	}
	r := pairAndPlay(t, ev, nil)
	if len(r.Games) != 11 || len(r.Byes) != 1 {
		t.Fatalf("round 1: %d games and %d byes, want 11 and 1", len(r.Games), len(r.Byes))
	}
	_, err := pairing.PairStage(&pairing.Request{Event: ev, SeedFlag: 3})
	var ce *pairing.CompleteError
	if !errors.As(err, &ce) || ce.Next != "groups" {
		t.Fatalf("pairing after 12 are left: got %v, want the stage complete with groups next", err)
	}
	_, next, qs, err := Advance(ev, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(qs) != 12 || len(next.Groups) != 2 || len(next.Groups[0].Players) != 6 {
		t.Fatalf("%d qualifiers, groups %+v", len(qs), next.Groups)
	}
	want := append([]int{r.Byes[0]}, nil...)
	for _, g := range r.Games {
		want = append(want, g.Red) // red won every board
	}
	slices.Sort(want)
	got := slices.Clone(qs)
	slices.Sort(got)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("qualifiers are not the winners and the K (-want +got):\n%s", d)
	}
}

// TestSwissQualifiesAfterRound: the top 2 of a 6-round Swiss of 6 go on after
// round 3 (the national men's B group's promotion): advancing is refused
// after round 2, allowed after round 3, and ranks by the standings then.
func TestSwissQualifiesAfterRound(t *testing.T) {
	ev := event(6)
	ev.Stages = []scoring.Stage{
		{ID: "swiss", System: scoring.Swiss, Rounds: 6, Tiebreaks: []string{"cxa2011-swiss-bh"}},
		{ID: "final", System: scoring.RoundRobin, From: "swiss", Qualify: "2", QualifyAfter: 3},
	}
	lower := func(g scoring.Game) scoring.Result {
		if g.Red < g.Black {
			return scoring.RedWins
		}
		return scoring.BlackWins
	}
	pairAndPlay(t, ev, lower)
	pairAndPlay(t, ev, lower)
	_, _, _, err := Advance(ev, nil, nil)
	var nd *NotDoneError
	if !errors.As(err, &nd) || nd.After != 3 || nd.Rounds != 2 {
		t.Fatalf("after 2 of 3 rounds: got %v", err)
	}
	pairAndPlay(t, ev, lower)
	tables, err := Rank(ev, &ev.Stages[0], 3)
	if err != nil {
		t.Fatal(err)
	}
	_, _, qs, err := Advance(ev, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{tables[0].Lines[0].No, tables[0].Lines[1].No}
	if d := cmp.Diff(want, qs); d != "" {
		t.Errorf("qualifiers are not the top 2 after round 3 (-want +got):\n%s", d)
	}
	// Player 1 wins every game (lowest number), so is first after 3 rounds.
	if qs[0] != 1 {
		t.Errorf("player 1 won every game yet is not first: %v", qs)
	}
}

// TestCorrectionReseedsUntilPlayed: after advancing, a corrected result in
// the closed stage that changes who qualified seeds the next stage again
// while it has no results, and is refused (QualifierChangeError) once it
// has. Round robin of 4, the lower number wins every game: 1 and 2 go on;
// the correction of 2's game against 3 makes 3 second instead.
func TestCorrectionReseedsUntilPlayed(t *testing.T) {
	ev := event(4)
	ev.Stages = []scoring.Stage{
		{ID: "rr", System: scoring.RoundRobin, Tiebreaks: []string{"cxa1999-rr"}},
		{ID: "final", System: scoring.Knockout, From: "rr", Qualify: "2"},
	}
	lower := func(g scoring.Game) scoring.Result {
		if g.Red < g.Black {
			return scoring.RedWins
		}
		return scoring.BlackWins
	}
	for k := 1; k <= 3; k++ {
		pairAndPlay(t, ev, lower)
	}
	if _, _, qs, err := Advance(ev, nil, nil); err != nil || !sameSet(qs, []int{1, 2}) {
		t.Fatalf("qualifiers %v, %v; want 1 and 2", qs, err)
	}
	// Berger n=4, round 1 board 2 is 2-3. Before: 1 three wins, 2 two, 3
	// one. With 3 winning it: 3 beats 2 and 4 (two wins), 2 beats only 4:
	// 3 is second.
	flip := func() {
		g := &ev.Rounds[0].Games[1]
		if g.Red != 2 || g.Black != 3 {
			t.Fatalf("round 1 board 2 is %d-%d, not 2-3", g.Red, g.Black)
		}
		g.Result = scoring.BlackWins
	}
	flip()
	if err := Guard(ev, func() int64 { return 1 }); err != nil {
		t.Fatalf("a correction before the final has results: %v", err)
	}
	if !sameSet(ev.Stages[1].Players, []int{1, 3}) {
		t.Fatalf("final's players %v after the correction, want 1 and 3", ev.Stages[1].Players)
	}
	// Play the final, then put the old result back: refused.
	pairAndPlay(t, ev, lower)
	ev.Rounds[0].Games[1].Result = scoring.RedWins
	var qc *QualifierChangeError
	if err := Guard(ev, func() int64 { return 1 }); !errors.As(err, &qc) || qc.To != "final" {
		t.Fatalf("a correction after the final has results: got %v, want QualifierChangeError", err)
	}
}
