package dutch

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
)

// simulate plays a random event round by round with Pair, checking the
// absolute criteria after every round. Some players ask for byes (half,
// zero or full point), some games are forfeited.
func simulate(t *testing.T, seed uint64) int {
	rng := rand.New(rand.NewPCG(seed, 7))
	n := 3 + rng.IntN(38)
	rounds := 3 + rng.IntN(7)
	pts := []Points{
		{Win: 10, Draw: 5, PAB: 10},
		{Win: 20, Draw: 10, PAB: 20},
		{Win: 30, Draw: 10, PAB: 30},
	}[rng.IntN(3)]
	in := &Input{TotalRounds: rounds, Points: pts, InitialColour: Colour(1 + rng.IntN(2))}
	for i := range n {
		in.Players = append(in.Players, Player{ID: i + 1})
	}
	byeRate := rng.Float64() * 0.3
	for r := 0; r < rounds; r++ {
		in.Played = r
		for i := range in.Players {
			in.Players[i].Absent = rng.Float64() < byeRate
		}
		pairs, bye, err := Pair(in)
		if errors.Is(err, ErrNoPairing) {
			return r // a small field can run out of legal pairings
		}
		if err != nil {
			t.Fatalf("seed %d round %d: %v", seed, r+1, err)
		}
		checkRound(t, fmt.Sprintf("seed %d round %d", seed, r+1), in, pairs, bye)
		// Record the round.
		res := make([]Round, n)
		for i := range res {
			res[i] = Round{Opponent: -1}
			if in.Players[i].Absent {
				res[i].Outcome = Outcome(rng.IntN(3)) // Z, H or F
			}
		}
		if bye != 0 {
			res[bye-1] = Round{Opponent: -1, Outcome: Win, Paired: true}
		}
		for _, p := range pairs {
			w, b := p.White-1, p.Black-1
			ow := Outcome(rng.IntN(3))
			played := rng.Float64() > 0.05
			if !played && ow == Draw {
				ow = Win
			}
			recordGame(res, w, b, ow, played)
		}
		for i := range in.Players {
			in.Players[i].Rounds = append(in.Players[i].Rounds, res[i])
		}
	}
	return rounds
}

// checkRound verifies C1 (no rematch), C2 (one pairing-allocated bye at
// most, none after a forfeit win), C3 (colour limits, except top-scorers in
// the final round) and completeness.
func checkRound(t *testing.T, where string, in *Input, pairs []Board, bye int) {
	t.Helper()
	s := &state{in: in}
	if err := s.prepare(); err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	mark := func(id int) {
		if seen[id] {
			t.Fatalf("%s: player %d paired twice", where, id)
		}
		if in.Players[id-1].Absent {
			t.Fatalf("%s: absent player %d paired", where, id)
		}
		seen[id] = true
	}
	for _, p := range pairs {
		mark(p.White)
		mark(p.Black)
		a, b := &s.ps[p.White-1], &s.ps[p.Black-1]
		if a.forbid[b.idx] {
			t.Fatalf("%s: rematch %d-%d (C1)", where, p.White, p.Black)
		}
		top := s.lastRnd && (a.acc > s.topThr || b.acc > s.topThr)
		for _, x := range []struct {
			p *pl
			c Colour
		}{{a, White}, {b, Black}} {
			if top {
				continue
			}
			if x.p.absPref() && x.p.pref != x.c {
				t.Fatalf("%s: player %d gets %v against an absolute preference (C3)", where, x.p.id, x.c)
			}
		}
	}
	if bye != 0 {
		mark(bye)
		if !s.ps[bye-1].eligible {
			t.Fatalf("%s: player %d gets a second pairing-allocated bye (C2)", where, bye)
		}
	}
	for i, p := range in.Players {
		if !p.Absent && !seen[i+1] {
			t.Fatalf("%s: player %d left out", where, i+1)
		}
	}
}

// TestAbsoluteCriteria plays many random events (fixed seeds) and checks
// C1-C3 in every round. XQT_SOAK=1 plays thousands.
func TestAbsoluteCriteria(t *testing.T) {
	count := 150
	if os.Getenv("XQT_SOAK") != "" {
		count = 5000
	}
	paired := 0
	for seed := range uint64(count) {
		paired += simulate(t, seed)
	}
	t.Logf("%d events, %d rounds paired and checked", count, paired)
}
