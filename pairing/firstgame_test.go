package pairing

import (
	"fmt"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestFirstGameLot is article 13.5 (两局制比赛，不论个人赛还是团体赛，第一局猜先，第二局互换先后走)
// with --option first-game=lot: a round robin of six, two games per
// pairing. The lot keeps the Berger table's pairings (1-6, 2-5, 3-4 in
// round 1) and only decides who has red in game 1; it is seeded and
// recorded (the round's note names the seed: the stage's seed times 1000
// plus the round), so pairing again gives the same colours; over 20 seeds
// each board comes out both ways; xqt check accepts the lot's colours,
// which the table alone would call the wrong way round.
func TestFirstGameLot(t *testing.T) {
	event := func(option string, seed int64) *scoring.Event {
		ev := &scoring.Event{Points: scoring.Symmetric("cxa2011", scoring.P(2), scoring.P(1), 0)}
		for no := 1; no <= 6; no++ {
			ev.Players = append(ev.Players, scoring.Player{No: no, Name: fmt.Sprintf("P%d", no)})
		}
		ev.Stages = []scoring.Stage{{ID: "main", System: scoring.RoundRobin, Cycles: 1, Match: "two-games", Seed: seed,
			Tiebreaks: []string{"cxa2011-multi"}, Options: map[string]string{scoring.FirstGameOption: option}}}
		return ev
	}
	pair := func(ev *scoring.Event) scoring.Round {
		t.Helper()
		res, err := PairStage(&Request{Event: ev, NewSeed: func() int64 { return 99 }})
		if err != nil {
			t.Fatal(err)
		}
		return res.Round
	}
	table := pair(event("table", 0))
	if table.HasFirstGameLot() {
		t.Fatal("first-game=table: the round says it was drawn by lot")
	}
	key := func(g scoring.Game) [2]int { return [2]int{min(g.Red, g.Black), max(g.Red, g.Black)} }
	swapped := make([]int, len(table.Games))
	for seed := int64(1); seed <= 20; seed++ {
		ev := event("lot", seed)
		r := pair(ev)
		if want := seed*1000 + 1; !r.Has(scoring.NoteFirstGameLot, func(n scoring.RoundNote) bool { return n.Seed == want }) {
			t.Fatalf("seed %d: notes %v, want a first-game lot of seed %d", seed, r.Notes, want)
		}
		again := pair(event("lot", seed))
		for i, g := range r.Games {
			if key(g) != key(table.Games[i]) {
				t.Fatalf("seed %d, board %d: %d-%d, the table pairs %d-%d", seed, g.Board, g.Red, g.Black, table.Games[i].Red, table.Games[i].Black)
			}
			if g.Red != again.Games[i].Red {
				t.Errorf("seed %d, board %d: red %d, then %d pairing again", seed, g.Board, g.Red, again.Games[i].Red)
			}
			if g.Red != table.Games[i].Red {
				swapped[i]++
			}
		}
		ev.Rounds = append(ev.Rounds, r)
		sys, _ := For(&ev.Stages[0])
		if errs := sys.Check(ev, &ev.Stages[0], nil, r); len(errs) != 0 {
			t.Errorf("seed %d: check: %v", seed, errs)
		}
	}
	for i, n := range swapped {
		if n == 0 || n == 20 {
			t.Errorf("board %d: game 1 swapped by %d of 20 lots, want both outcomes", i+1, n)
		}
	}
}
