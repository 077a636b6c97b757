package swiss

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestSchoolEvents plays the events of the issue that dead-ended: small
// fields with many rounds (10 to 16 players, 7 to 9 rounds, at most what
// the field can play without rematches), random results, and checks that
// every round pairs: a rematch-free completion exists from the start, and
// the look-ahead must never walk into a corner. A round whose look-ahead
// search ran out of budget would be allowed to fail; it is counted.
func TestSchoolEvents(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	opts, _ := ParseOptions(nil)
	events, unknown := 0, 0
	for n := 10; n <= 16; n++ {
		for total := 7; total <= min(9, MaxRounds(n)); total++ {
			for seed := uint64(1); seed <= 4; seed++ {
				events++
				rng := rand.New(rand.NewPCG(seed, uint64(n*100+total)))
				in := Input{Players: players(n), Table: table, Options: opts, Total: total}
				lost := false
				for k := 1; k <= total; k++ {
					in.Round, in.Number = k, k
					res, err := Pair(in)
					if err != nil {
						if lost {
							unknown++
							break
						}
						t.Fatalf("%d players, %d rounds, seed %d: round %d: %v", n, total, seed, k, err)
					}
					lost = lost || !res.AheadKnown
					if k < total && res.Ahead != total-k && res.AheadKnown {
						t.Fatalf("%d players, %d rounds, seed %d: round %d guarantees %d more rounds, want %d", n, total, seed, k, res.Ahead, total-k)
					}
					r := res.Round
					r.Number, r.Stage = k, "main"
					for i := range r.Games {
						r.Games[i].Result = []scoring.Result{scoring.RedWins, scoring.BlackWins, scoring.Draw}[rng.IntN(3)]
					}
					in.Rounds = append(in.Rounds, r)
				}
			}
		}
	}
	t.Log(fmt.Sprintf("%d events played to the end; %d stopped after a look-ahead ran out of budget", events-unknown, unknown))
}
