package swiss

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// lateRound builds an event of n players with played-1 rounds of random
// results (25% draws, a few forfeits) and returns the input of its last
// round: many score groups, final-round rules in force.
func lateRound(tb testing.TB, n, total int) Input {
	tb.Helper()
	rng := rand.New(rand.NewPCG(uint64(n), 2026))
	table, _ := scoring.Preset("cxa2011")
	opts, _ := ParseOptions(nil)
	in := Input{Players: players(n), Table: table, Options: opts, Total: total}
	for k := 1; k < total; k++ {
		in.Round, in.Number = k, k
		res, err := Pair(in)
		if err != nil {
			tb.Fatalf("round %d: %v", k, err)
		}
		r := res.Round
		r.Number, r.Stage = k, "main"
		randomResults(rng, r.Games, 36)
		in.Rounds = append(in.Rounds, r)
	}
	in.Round, in.Number = total, total
	return in
}

// BenchmarkPairLateRound pairs the last round of a 9-round event.
// Targets on a 2-core machine: 1000 players under 0.2 s, 5000 under 3 s
// (the figures measured are in docs/swiss.md).
func BenchmarkPairLateRound(b *testing.B) {
	for _, n := range []int{200, 1000, 5000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			in := lateRound(b, n, 9)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				if _, err := Pair(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPairRound2 pairs round 2 of a 9-round event: the hardest round
// for size, with a few huge score brackets.
func BenchmarkPairRound2(b *testing.B) {
	for _, n := range []int{1000, 5000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			in := lateRound(b, n, 2)
			in.Total = 9
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				if _, err := Pair(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSchoolEvent pairs every round of a small field with many
// rounds (the look-ahead's hardest case: each round must leave the rest
// of the stage pairable without rematches), random results.
func BenchmarkSchoolEvent(b *testing.B) {
	for _, c := range []struct{ n, total int }{{10, 9}, {16, 9}, {24, 11}} {
		b.Run(fmt.Sprintf("%dx%d", c.n, c.total), func(b *testing.B) {
			table, _ := scoring.Preset("cxa2011")
			opts, _ := ParseOptions(nil)
			for b.Loop() {
				rng := rand.New(rand.NewPCG(uint64(c.n), 7))
				in := Input{Players: players(c.n), Table: table, Options: opts, Total: c.total}
				for k := 1; k <= c.total; k++ {
					in.Round, in.Number = k, k
					res, err := Pair(in)
					if err != nil {
						b.Fatalf("round %d: %v", k, err)
					}
					r := res.Round
					r.Number, r.Stage = k, "main"
					for i := range r.Games {
						r.Games[i].Result = []scoring.Result{scoring.RedWins, scoring.BlackWins, scoring.Draw}[rng.IntN(3)]
					}
					in.Rounds = append(in.Rounds, r)
				}
			}
		})
	}
}
