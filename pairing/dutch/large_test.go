package dutch

import (
	"math/rand/v2"
	"os"
	"sort"
	"sync"
	"testing"
	"time"
)

// event plays rounds rounds of an n-player event with Pair (results drawn
// from a fixed seed, the higher start number more likely to win) and
// returns the input for pairing the next round, with timings of each round.
func event(n, rounds int, seed uint64) (*Input, []time.Duration) {
	rng := rand.New(rand.NewPCG(seed, 11))
	in := &Input{TotalRounds: rounds + 1, Points: Points{Win: 10, Draw: 5, PAB: 10}, InitialColour: White}
	for i := range n {
		in.Players = append(in.Players, Player{ID: i + 1})
	}
	var times []time.Duration
	for r := 0; r < rounds; r++ {
		in.Played = r
		start := time.Now()
		pairs, bye, err := Pair(in)
		times = append(times, time.Since(start))
		if err != nil {
			panic(err)
		}
		res := make([]Round, n)
		for i := range res {
			res[i] = Round{Opponent: -1}
		}
		if bye != 0 {
			res[bye-1] = Round{Opponent: -1, Outcome: Win, Paired: true}
		}
		for _, p := range pairs {
			w, b := p.White-1, p.Black-1
			recordGame(res, w, b, biasedOutcome(rng, w, b, n), true)
		}
		for i := range in.Players {
			in.Players[i].Rounds = append(in.Players[i].Rounds, res[i])
		}
	}
	in.Played = rounds
	return in, times
}

var events sync.Map

func benchEvent(b *testing.B, n int) {
	if n > 1000 && os.Getenv("XQT_SOAK") == "" {
		b.Skip("set XQT_SOAK=1: playing the eight rounds before takes minutes")
	}
	key := n
	v, ok := events.Load(key)
	if !ok {
		in, times := event(n, 8, 1)
		b.Logf("%d players: rounds 1-8 paired in %v", n, times)
		events.Store(key, in)
		v = in
	}
	in := v.(*Input)
	for b.Loop() {
		if _, _, err := Pair(in); err != nil {
			b.Fatal(err)
		}
	}
}

// Final rounds (9 of 9) of events played with this engine: the growth of
// the pairing time with the field, beyond the reference rounds. 2000
// players need XQT_SOAK=1 and -timeout 30m (the eight rounds before are
// played first).
func BenchmarkEvent1000(b *testing.B) { benchEvent(b, 1000) }
func BenchmarkEvent2000(b *testing.B) { benchEvent(b, 2000) }

// history makes a plausible history of rounds rounds for n players without
// the engine (fast at any size): each round pairs down the standings,
// every player with the next one below not met yet, white to the one who
// had fewer whites; the odd one out gets the pairing-allocated bye (or
// sits out when it had one). Results from a fixed seed, the higher start
// number more likely to win. It returns the input for the next round.
func history(n, rounds int, seed uint64) *Input {
	rng := rand.New(rand.NewPCG(seed, 17))
	in := &Input{TotalRounds: rounds + 1, Points: Points{Win: 10, Draw: 5, PAB: 10}, InitialColour: White}
	for i := range n {
		in.Players = append(in.Players, Player{ID: i + 1})
	}
	score := make([]int, n)
	whites := make([]int, n)
	hadBye := make([]bool, n)
	met := make([]map[int]bool, n)
	for i := range met {
		met[i] = map[int]bool{}
	}
	order := make([]int, n)
	for r := 0; r < rounds; r++ {
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(a, b int) bool { return score[order[a]] > score[order[b]] })
		res := make([]Round, n)
		for i := range res {
			res[i] = Round{Opponent: -1}
		}
		done := make([]bool, n)
		for k, a := range order {
			if done[a] {
				continue
			}
			b := -1
			for _, c := range order[k+1:] {
				if !done[c] && !met[a][c] {
					b = c
					break
				}
			}
			done[a] = true
			if b < 0 {
				if !hadBye[a] {
					hadBye[a] = true
					res[a] = Round{Opponent: -1, Outcome: Win, Paired: true}
					score[a] += 10
				}
				continue
			}
			done[b] = true
			met[a][b], met[b][a] = true, true
			w, bl := a, b
			if whites[a] > whites[b] || (whites[a] == whites[b] && rng.IntN(2) == 0) {
				w, bl = b, a
			}
			whites[w]++
			recordGame(res, w, bl, biasedOutcome(rng, w, bl, n), true)
			score[w] += in.points(res[w])
			score[bl] += in.points(res[bl])
		}
		for i := range in.Players {
			in.Players[i].Rounds = append(in.Players[i].Rounds, res[i])
		}
	}
	in.Played = rounds
	return in
}

func benchRound(b *testing.B, n, round int) {
	if n > 2000 && os.Getenv("XQT_SOAK") == "" {
		b.Skip("set XQT_SOAK=1 for 5000 and 10,000 players")
	}
	in := history(n, round-1, 1)
	for b.Loop() {
		if _, _, err := Pair(in); err != nil {
			b.Fatal(err)
		}
	}
}

// One round of n players at round 2 (one huge score group) and round 9 of
// 9 (many small ones, the final-round rules), on a history made by
// history. 5000 and 10,000 players need XQT_SOAK=1 (and -timeout 60m for
// 10,000). The figures measured are in docs/swiss.md.
func BenchmarkRound2Of9_1000(b *testing.B)  { benchRound(b, 1000, 2) }
func BenchmarkRound2Of9_2000(b *testing.B)  { benchRound(b, 2000, 2) }
func BenchmarkRound2Of9_5000(b *testing.B)  { benchRound(b, 5000, 2) }
func BenchmarkRound2Of9_10000(b *testing.B) { benchRound(b, 10000, 2) }
func BenchmarkRound9Of9_1000(b *testing.B)  { benchRound(b, 1000, 9) }
func BenchmarkRound9Of9_2000(b *testing.B)  { benchRound(b, 2000, 9) }
func BenchmarkRound9Of9_5000(b *testing.B)  { benchRound(b, 5000, 9) }
func BenchmarkRound9Of9_10000(b *testing.B) { benchRound(b, 10000, 9) }

// A whole 9-round event of 1000 players, every round paired by Pair (the
// figures are in docs/swiss.md).
func BenchmarkWholeEvent1000(b *testing.B) {
	for b.Loop() {
		event(1000, 9, 1)
	}
}
