package trfengine

import (
	"fmt"
	"github.com/xiangqi-org/xqt/formats/trf"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// TestMakeEvent writes a big event for benchmarking the engine command:
// XQT_MAKE_TRF=out.trf XQT_MAKE_N=2000 go test -run MakeEvent -timeout 60m.
// Eight rounds are paired by the engine (results from a fixed seed, the
// higher-rated player more likely to win); the file asks for round 9 of 9.
func TestMakeEvent(t *testing.T) {
	out := os.Getenv("XQT_MAKE_TRF")
	if out == "" {
		t.Skip("set XQT_MAKE_TRF and XQT_MAKE_N")
	}
	n, _ := strconv.Atoi(os.Getenv("XQT_MAKE_N"))
	rng := rand.New(rand.NewPCG(1, 11))
	tr := &trf.Tournament{TotalRounds: 9, InitialColour: 'w', Points: trf.DefaultPoints}
	tr.Header = []trf.Line{{Code: "012", Text: fmt.Sprintf("012 Generated %d", n)}, {Code: "XXR", Text: "XXR 9"}, {Code: "XXC", Text: "XXC white1"}}
	for i := range n {
		tr.Players = append(tr.Players, trf.Player{No: i + 1, Name: fmt.Sprintf("Player%04d", i+1), Rating: 2700 - i*1500/n})
	}
	for r := 1; r <= 8; r++ {
		in, _, err := Input(tr)
		if err != nil {
			t.Fatal(err)
		}
		pairs, bye, err := dutch.Pair(in)
		if err != nil {
			t.Fatal(err)
		}
		if bye != 0 {
			tr.Player(bye).Games = append(tr.Player(bye).Games, trf.Game{Colour: '-', Result: 'U'})
		}
		for _, p := range pairs {
			x := rng.Float64() + float64(p.Black-p.White)/float64(2*n)
			res := [2]byte{'=', '='}
			switch {
			case x > 0.65:
				res = [2]byte{'1', '0'}
			case x < 0.35:
				res = [2]byte{'0', '1'}
			}
			tr.Player(p.White).Games = append(tr.Player(p.White).Games, trf.Game{Opponent: p.Black, Colour: 'w', Result: res[0]})
			tr.Player(p.Black).Games = append(tr.Player(p.Black).Games, trf.Game{Opponent: p.White, Colour: 'b', Result: res[1]})
		}
		t.Logf("round %d paired", r)
	}
	for i := range tr.Players {
		var sum trf.Points
		for _, g := range tr.Players[i].Games {
			sum += tr.Points.ScoreOf(g)
		}
		tr.Players[i].Points = sum
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := trf.Write(f, tr); err != nil {
		t.Fatal(err)
	}
}
