package dutch

import (
	"math"
	"math/rand/v2"
	"sort"
	"testing"
)

// genConfig is the model of a random tournament, after the one of
// bbpPairings' generator (bbpPairings.exe -g CONFIG, its
// src/tournament/generator.cpp): uniform ratings, a number of zero-point
// byes (retired players) and half-point byes drawn per player and spread
// over the rounds, forfeits, and results drawn from the rating difference.
// It adds late joins as lila sends them: players who enter at a later
// round with a half-point bye for every round they missed.
type genConfig struct {
	Players, Rounds  int
	DrawPercentage   int     // percentage of drawn games between equals
	ForfeitRate      float64 // one game in ForfeitRate is forfeited
	RetiredRate      float64 // one player in RetiredRate takes zero-point byes
	HalfPointByeRate float64 // one player in HalfPointByeRate takes a half-point bye
	LateJoinRate     float64 // one player in LateJoinRate joins late (0: none)
	Lowest, Highest  int     // the rating range
}

// lilaLike is the configuration of the whole-event benchmarks: a few
// absent players, half-point byes and late joins, forfeits.
func lilaLike(n int) genConfig {
	return genConfig{Players: n, Rounds: 9, DrawPercentage: 30, ForfeitRate: 25,
		RetiredRate: 400, HalfPointByeRate: 100, LateJoinRate: 200, Lowest: 1400, Highest: 2800}
}

// genEvent is a random event being played: the model's draws made, the
// rounds paired so far in in.
type genEvent struct {
	cfg    genConfig
	rng    *rand.Rand
	in     *Input
	rating []int
	zBye   []int // zero-point byes still to take
	hBye   []int // half-point byes still to take
	join   []int // the round (0-based) a late joiner enters at
}

// newGenEvent draws the players (rating order) and their byes.
func newGenEvent(cfg genConfig, seed uint64) *genEvent {
	rng := rand.New(rand.NewPCG(seed, 24))
	n := cfg.Players
	e := &genEvent{cfg: cfg, rng: rng, zBye: make([]int, n), hBye: make([]int, n), join: make([]int, n)}
	for range n {
		e.rating = append(e.rating, cfg.Lowest+rng.IntN(cfg.Highest-cfg.Lowest+1))
	}
	sort.Sort(sort.Reverse(sort.IntSlice(e.rating)))
	e.in = &Input{TotalRounds: cfg.Rounds, Points: Points{Win: 10, Draw: 5, PAB: 10},
		InitialColour: Colour(1 + rng.IntN(2))}
	for i := range n {
		e.in.Players = append(e.in.Players, Player{ID: i + 1})
	}
	// Zero-point byes: games drawn at random among the rounds a player
	// may miss (all but two), until one player in RetiredRate has one;
	// then half-point byes the same way, one more round eligible.
	perPlayer := max(0, cfg.Rounds-2)
	if cfg.Rounds == 2 {
		perPlayer = 1
	}
	left := make([]int, n)
	for i := range left {
		left[i] = perPlayer
	}
	if perPlayer > 0 {
		spread(rng, left, int(float64(n)/cfg.RetiredRate), e.zBye)
	}
	if cfg.Rounds > 2 {
		for i := range left {
			left[i]++
		}
	}
	spread(rng, left, int(float64(n)/cfg.HalfPointByeRate), e.hBye)
	if cfg.LateJoinRate > 0 {
		for k := int(float64(n) / cfg.LateJoinRate); k > 0; k-- {
			e.join[rng.IntN(n)] = 1 + rng.IntN(max(1, cfg.Rounds/2))
		}
	}
	return e
}

// spread draws games at random among those left (left[p] of player p)
// and counts them in count, until players players have one.
func spread(rng *rand.Rand, left []int, players int, count []int) {
	games := 0
	for _, c := range left {
		games += c
	}
	for players > 0 && games > 0 {
		g := rng.IntN(games)
		p := 0
		for g >= left[p] {
			g -= left[p]
			p++
		}
		games--
		left[p]--
		if count[p] == 0 {
			players--
		}
		count[p]++
	}
}

// prepare sets who is absent from round r (0-based), and how: it returns
// the round each absent player is given (a half-point or zero-point bye).
func (e *genEvent) prepare(r int) map[int]Round {
	absent := map[int]Round{}
	rounds := e.cfg.Rounds
	for i := range e.in.Players {
		switch {
		case r < e.join[i]:
			absent[i] = Round{Opponent: -1, Outcome: Draw}
		case r < rounds-1 && e.rng.IntN(rounds-r-1) < e.hBye[i]:
			absent[i] = Round{Opponent: -1, Outcome: Draw}
			e.hBye[i]--
		case e.rng.IntN(max(1, rounds-r-e.hBye[i])) < e.zBye[i]:
			absent[i] = Round{Opponent: -1, Outcome: Loss}
			e.zBye[i]--
		}
	}
	for i := range e.in.Players {
		_, e.in.Players[i].Absent = absent[i]
	}
	e.in.Played = r
	return absent
}

// record plays the games of round r as paired and appends the round.
func (e *genEvent) record(pairs []Board, bye int, absent map[int]Round) {
	n := len(e.in.Players)
	res := make([]Round, n)
	for i := range res {
		res[i] = Round{Opponent: -1}
	}
	for i, a := range absent {
		res[i] = a
	}
	if bye != 0 {
		res[bye-1] = Round{Opponent: -1, Outcome: Win, Paired: true}
	}
	noForfeit := math.Sqrt(1 - 1/e.cfg.ForfeitRate)
	for _, p := range pairs {
		w, b := p.White-1, p.Black-1
		fw, fb := e.rng.Float64() >= noForfeit, e.rng.Float64() >= noForfeit
		if fw || fb {
			ow, ob := Win, Win
			if fw {
				ow = Loss
			}
			if fb {
				ob = Loss
			}
			res[w] = Round{Opponent: b, Outcome: ow, Paired: true}
			res[b] = Round{Opponent: w, Outcome: ob, Paired: true}
			continue
		}
		strong, diff := w, e.rating[w]-e.rating[b]
		if diff < 0 {
			strong, diff = b, -diff
		}
		expected := math.Erfc(float64(diff)*(-7/math.Sqrt2/2000)) / 2
		drawP := min(float64(e.cfg.DrawPercentage)/100, 2-2*expected)
		x := e.rng.Float64()
		ow := Draw
		if x >= drawP {
			strongWins := x < expected+drawP/2
			if strongWins == (strong == w) {
				ow = Win
			} else {
				ow = Loss
			}
		}
		recordGame(res, w, b, ow, true)
	}
	for i := range e.in.Players {
		e.in.Players[i].Rounds = append(e.in.Players[i].Rounds, res[i])
	}
}

// benchWholeEvent plays whole 9-round events of n players from the model
// and reports every round's pairing time (CPU seconds of the process, as
// the machine may be shared) and the process's peak memory after it.
//
// It reports the slowest round's CPU seconds (slowest-round-cpu-s) and
// the peak memory (peak-rss-MB) as metrics.
func benchWholeEvent(b *testing.B, n int) {
	slowest := 0.0
	for b.Loop() {
		e := newGenEvent(lilaLike(n), 1)
		for r := range e.cfg.Rounds {
			absent := e.prepare(r)
			cpu := cpuSeconds()
			pairs, bye, err := Pair(e.in)
			cpu = cpuSeconds() - cpu
			if err != nil {
				b.Fatalf("round %d: %v", r+1, err)
			}
			slowest = max(slowest, cpu)
			b.Logf("%d players, round %d (%d absent): %.2f s CPU, peak RSS %d MB",
				n, r+1, len(absent), cpu, peakRSS()>>20)
			e.record(pairs, bye, absent)
		}
	}
	b.ReportMetric(slowest, "slowest-round-cpu-s")
	b.ReportMetric(float64(peakRSS()>>20), "peak-rss-MB")
}

// Whole 9-round events from the model of bbpPairings' generator (absent
// players, half-point and zero-point byes, late joins, forfeits), every
// round paired by Pair from the rounds before, each round's CPU time and
// peak memory logged (make bench runs both: 5000 players take a few CPU
// minutes). The figures are in docs/swiss.md.
func BenchmarkGenEvent2000(b *testing.B) { benchWholeEvent(b, 2000) }
func BenchmarkGenEvent5000(b *testing.B) { benchWholeEvent(b, 5000) }

// The same event at 10,000 players, run apart (-bench GenEvent10000: a few
// CPU minutes, about 0.5 GB).
func BenchmarkGenEvent10000(b *testing.B) { benchWholeEvent(b, 10000) }
