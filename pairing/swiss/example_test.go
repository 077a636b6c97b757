package swiss_test

import (
	"fmt"

	"github.com/xiangqi-org/xqt/pairing/swiss"
	"github.com/xiangqi-org/xqt/scoring"
)

// Round 1 of a 9-player Swiss: 拦腰 with the bye to number 9; then round 2
// after the results. In round 2 the top group {1, 7, 8, 9} pairs 7-1 and
// 9-8 rather than 1-8 (both due black); 2 and 6 met in round 1, so both
// float to the zero group, where 5, the last number, has the bye.
func ExamplePair() {
	table, _ := scoring.Preset("cxa2011")
	opts, _ := swiss.ParseOptions(nil)
	var ps []scoring.Player
	for i := 1; i <= 9; i++ {
		ps = append(ps, scoring.Player{No: i, Name: fmt.Sprint("P", i)})
	}
	in := swiss.Input{Players: ps, Table: table, Options: opts, Round: 1, Total: 7}
	r1, _ := swiss.Pair(in)
	fmt.Println(r1)

	results := []scoring.Result{scoring.RedWins, scoring.Draw, scoring.BlackWins, scoring.RedWins}
	round := r1.Round
	round.Number = 1
	for i := range round.Games {
		round.Games[i].Result = results[i]
	}
	in.Rounds, in.Round = []scoring.Round{round}, 2
	r2, _ := swiss.Pair(in)
	fmt.Println(r2)
	for _, b := range r2.Boards {
		fmt.Printf("board %d: %d (%v, %s) v %d (%v, %s): %s\n", b.Board, b.Red, b.RedScore, b.RedColours, b.Black, b.BlackScore, b.BlackColours, b.Colour)
	}
	// Output:
	// 1-5 6-2 3-7 8-4 | bye 9
	// 7-1 9-8 2-3 4-6 | bye 5
	// board 1: 7 (2, B) v 1 (2, R): fewer reds
	// board 2: 9 (2, -) v 8 (2, R): fewer reds
	// board 3: 2 (1, B) v 3 (0, R): fewer reds
	// board 4: 4 (0, B) v 6 (1, R): fewer reds
}
