package trfengine

import (
	"bytes"
	"fmt"
	"github.com/xiangqi-org/xqt/formats/trf"
	"math/rand/v2"
	"testing"

	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// playEvent runs a random event through the engine path: before each round
// the tournament is written as TRF, read back, and paired from the file;
// results are random (some forfeits, some requested byes). It returns the
// finished tournament.
func playEvent(t *testing.T, seed uint64) *trf.Tournament {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	n := 5 + rng.IntN(36)
	rounds := 3 + rng.IntN(5)
	tr := &trf.Tournament{Name: fmt.Sprintf("seed %d", seed), TotalRounds: rounds, InitialColour: 'w', Points: trf.DefaultPoints}
	tr.Header = []trf.Line{{Code: "012", Text: "012 " + tr.Name}, {Code: "XXR", Text: fmt.Sprintf("XXR %d", rounds)}, {Code: "XXC", Text: "XXC white1"}}
	for i := range n {
		tr.Players = append(tr.Players, trf.Player{No: i + 1, Name: fmt.Sprintf("trf.Player %d", i+1), Rating: 2400 - 10*i})
	}
	for r := 1; r <= rounds; r++ {
		// Requested byes for round r go in its column before pairing.
		for i := range tr.Players {
			if rng.Float64() < 0.08 {
				tr.Players[i].Games = append(tr.Players[i].Games, trf.Game{Colour: '-', Result: "HZF"[rng.IntN(3)]})
			}
		}
		var buf bytes.Buffer
		if err := trf.Write(&buf, tr); err != nil {
			t.Fatal(err)
		}
		back, err := trf.Read(&buf)
		if err != nil {
			t.Fatalf("seed %d round %d: reading back: %v", seed, r, err)
		}
		in, round, err := Input(back)
		if err != nil {
			t.Fatalf("seed %d round %d: %v", seed, r, err)
		}
		if round != r {
			t.Fatalf("seed %d: pairing round %d, want %d", seed, round, r)
		}
		pairs, bye, err := dutch.Pair(in)
		if err != nil {
			return nil // small fields can run out of pairings
		}
		for i := range tr.Players {
			if len(tr.Players[i].Games) < r {
				tr.Players[i].Games = append(tr.Players[i].Games, trf.Game{Colour: ' ', Result: ' '})
			}
		}
		if bye != 0 {
			tr.Player(bye).Games[r-1] = trf.Game{Colour: '-', Result: 'U'}
		}
		for _, p := range pairs {
			res := [][2]byte{{'1', '0'}, {'=', '='}, {'0', '1'}, {'+', '-'}, {'-', '+'}}[rng.IntN(5)]
			tr.Player(p.White).Games[r-1] = trf.Game{Opponent: p.Black, Colour: 'w', Result: res[0]}
			tr.Player(p.Black).Games[r-1] = trf.Game{Opponent: p.White, Colour: 'b', Result: res[1]}
		}
		for i := range tr.Players {
			var sum trf.Points
			for _, g := range tr.Players[i].Games {
				sum += tr.Points.ScoreOf(g)
			}
			tr.Players[i].Points = sum
		}
	}
	return tr
}

// TestEngineCheckOwnEvents plays random events through TRF files and then
// checks every round the way "xqt engine -c" does: pairing round k from the
// file as it stood before it gives back the pairing of round k.
func TestEngineCheckOwnEvents(t *testing.T) {
	checked := 0
	for seed := range uint64(60) {
		tr := playEvent(t, seed)
		if tr == nil {
			continue
		}
		checked += checkRounds(t, fmt.Sprintf("seed %d", seed), tr)
	}
	t.Logf("%d rounds checked", checked)
}

// checkRounds re-pairs every round k of tr from the file as it stood before
// it, as 'xqt engine -c' does, reports every round whose pairing differs,
// and returns the number of rounds checked.
func checkRounds(t *testing.T, label string, tr *trf.Tournament) int {
	t.Helper()
	for k := 1; k <= tr.Rounds(); k++ {
		boards, bye := tr.Pairing(k)
		in, _, err := Input(tr.Before(k))
		if err != nil {
			t.Fatalf("%s round %d: %v", label, k, err)
		}
		pairs, got, err := dutch.Pair(in)
		if err != nil {
			t.Fatalf("%s round %d: %v", label, k, err)
		}
		var gotBoards [][2]int
		for _, p := range pairs {
			gotBoards = append(gotBoards, [2]int{p.White, p.Black})
		}
		if fmt.Sprint(sortBoards(gotBoards)) != fmt.Sprint(sortBoards(boards)) || got != bye {
			t.Errorf("%s round %d: engine check pairs %v bye %d, file has %v bye %d", label, k, gotBoards, got, boards, bye)
		}
	}
	return tr.Rounds()
}

func sortBoards(b [][2]int) [][2]int {
	out := append([][2]int(nil), b...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j][0] < out[i][0] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// TestBaku: the 192 line asks for Baku acceleration (FIDE C.04.5.1): the
// top half gets a win's worth of points in the first half of the
// accelerated rounds and a draw's worth in the second half.
func TestBaku(t *testing.T) {
	const src = "012 Baku\n192 FIDE_DUTCH_2025_BAKU\nXXR 9\nXXC white1\n" +
		"001    1      A                                 2400                             0.0    1\n" +
		"001    2      B                                 2300                             0.0    2\n" +
		"001    3      C                                 2200                             0.0    3\n" +
		"001    4      D                                 2100                             0.0    4\n"
	tr, err := trf.Read(bytes.NewReader([]byte(src)))
	if err != nil {
		t.Fatal(err)
	}
	in, round, err := Input(tr)
	if err != nil {
		t.Fatal(err)
	}
	if round != 1 {
		t.Fatalf("round %d", round)
	}
	// 9 rounds: accelerated rounds 1-4, full (a win, 10) in rounds 1-2;
	// only round 1 is known so far. Top half: players 1 and 2.
	want := [][]int{{10}, {10}, nil, nil}
	for i, p := range in.Players {
		if fmt.Sprint(p.Accel) != fmt.Sprint(want[i]) {
			t.Errorf("player %d: accel %v, want %v", p.ID, p.Accel, want[i])
		}
	}
	pairs, _, err := dutch.Pair(in)
	if err != nil {
		t.Fatal(err)
	}
	// Accelerated, 1 and 2 form the top group and meet; so do 3 and 4.
	if got := fmt.Sprint(pairs); got != "[{1 2} {4 3}]" && got != "[{1 2} {3 4}]" {
		t.Errorf("round 1 pairs %s, want 1-2 and 3-4", got)
	}
}
