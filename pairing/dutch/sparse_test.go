package dutch

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
)

// TestSparseAgreesWithDense plays random events (fixed seeds: 4 to 80
// players, byes of every kind, forfeits, 1/0.5/0 and 3/1/0 points) and
// pairs every round twice, with the sparse matching of the engine and with
// the dense one that has every pair in the matching from the start: both
// must give the same pairs, colours and bye, or both fail. XQT_SOAK=1
// plays many more, and 40 events of 150 to 400 players, where brackets
// are big enough for the pricing to take several calls (at most 16 pairs
// of a player each) and many moved-down players.
func TestSparseAgreesWithDense(t *testing.T) {
	count, large := 60, 0
	if os.Getenv("XQT_SOAK") != "" {
		count, large = 2000, 40
	}
	rounds := 0
	for seed := range uint64(count) {
		rounds += compareEvent(t, seed, 4, 77)
	}
	for seed := range uint64(large) {
		rounds += compareEvent(t, 100000+seed, 150, 251)
	}
	t.Logf("%d events, %d rounds paired both ways", count+large, rounds)
}

// compareEvent plays one event of n players, lo <= n < lo+span.
func compareEvent(t *testing.T, seed uint64, lo, span int) int {
	rng := rand.New(rand.NewPCG(seed, 13))
	n := lo + rng.IntN(span)
	total := 3 + rng.IntN(8)
	pts := []Points{{Win: 10, Draw: 5, PAB: 10}, {Win: 30, Draw: 10, PAB: 30}}[rng.IntN(2)]
	in := &Input{TotalRounds: total, Points: pts, InitialColour: Colour(1 + rng.IntN(2))}
	for i := range n {
		in.Players = append(in.Players, Player{ID: i + 1})
	}
	byeRate := rng.Float64() * 0.2
	for r := 0; r < total; r++ {
		in.Played = r
		for i := range in.Players {
			in.Players[i].Absent = rng.Float64() < byeRate
		}
		where := fmt.Sprintf("seed %d (%d players) round %d", seed, n, r+1)
		dp, db, derr := pair(in, false)
		sp, sb, serr := pair(in, true)
		if (derr == nil) != (serr == nil) || !slices.Equal(dp, sp) || db != sb {
			t.Fatalf("%s: dense %v bye %d (%v), sparse %v bye %d (%v)", where, dp, db, derr, sp, sb, serr)
		}
		if errors.Is(derr, ErrNoPairing) {
			return r
		}
		if derr != nil {
			t.Fatalf("%s: %v", where, derr)
		}
		res := make([]Round, n)
		for i := range res {
			res[i] = Round{Opponent: -1}
			if in.Players[i].Absent {
				res[i].Outcome = Outcome(rng.IntN(3))
			}
		}
		if db != 0 {
			res[db-1] = Round{Opponent: -1, Outcome: Win, Paired: true}
		}
		for _, p := range dp {
			w, b := p.White-1, p.Black-1
			ow := biasedOutcome(rng, w, b, n)
			played := rng.Float64() > 0.03
			if !played && ow == Draw {
				ow = Win
			}
			recordGame(res, w, b, ow, played)
		}
		for i := range in.Players {
			in.Players[i].Rounds = append(in.Players[i].Rounds, res[i])
		}
	}
	return total
}
