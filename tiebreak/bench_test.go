package tiebreak

import (
	"math/rand/v2"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// bigEvent is a seeded 1000-player, 11-round event: random pairings (rematches
// allowed; they do not matter for timing), random results with some
// forfeits, a bye each round when the field is odd.
func bigEvent(n, rounds int) ([]scoring.Player, []scoring.Round) {
	rng := rand.New(rand.NewPCG(2026, 11))
	ps := make([]scoring.Player, n)
	for i := range ps {
		ps[i] = scoring.Player{No: i + 1, Rating: 1200 + rng.IntN(1400)}
	}
	results := []scoring.Result{scoring.RedWins, scoring.RedWins, scoring.BlackWins, scoring.Draw, scoring.Draw, scoring.RedForfeit}
	var rs []scoring.Round
	for r := 1; r <= rounds; r++ {
		perm := rng.Perm(n)
		rd := scoring.Round{Number: r}
		for k := 0; k+1 < n; k += 2 {
			rd.Games = append(rd.Games, scoring.Game{Board: k/2 + 1, Red: perm[k] + 1, Black: perm[k+1] + 1, Result: results[rng.IntN(len(results))]})
		}
		if n%2 == 1 {
			rd.Byes = []int{perm[n-1] + 1}
		}
		rs = append(rs, rd)
	}
	return ps, rs
}

// BenchmarkStandings1000 ranks 1000 players after 11 rounds with five
// tiebreaks (go test -bench Standings ./tiebreak).
func BenchmarkStandings1000(b *testing.B) {
	ps, rs := bigEvent(1000, 11)
	in := Input{Players: ps, Rounds: rs, Table: scoring.Symmetric("cxa2011", scoring.P(2), scoring.P(1), 0),
		Criteria: []string{"bh-c1", "bh", "de", "sb", "wins"}, Unplayed: PolicyFIDE2026, PlannedRounds: 11}
	for b.Loop() {
		if _, err := Compute(in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStandings1000CXA is the same with a xiangqi preset (five criteria
// including the 14.3.1 backward exhaustion).
func BenchmarkStandings1000CXA(b *testing.B) {
	ps, rs := bigEvent(1000, 11)
	in := Input{Players: ps, Rounds: rs, Table: scoring.Symmetric("cxa2011", scoring.P(2), scoring.P(1), 0),
		Criteria: []string{"cxa2011-swiss-bh"}}
	for b.Loop() {
		if _, err := Compute(in); err != nil {
			b.Fatal(err)
		}
	}
}
