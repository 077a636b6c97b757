package burstein

import (
	"reflect"
	"testing"

	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// TestIndex checks the index by hand. C.04.4.2 orders a score group by
// Sonneborn-Berger, Buchholz and median; unplayed games of the opponents
// count as draws, and an unplayed game of the player counts against a
// virtual opponent whose score is the player's before that round, plus the
// reversed result, plus draws for the rounds after it.
//
// Points in tenths (win 10, draw 5). Round 1: A-B 1-0, C-D draw. Round 2:
// A-C 1-0, B a requested half-point bye, D the pairing-allocated bye.
//
//	score:    A 20, B 5, C 5, D 15
//	adjusted: A 20, B 0+5 (the bye as a draw) = 5, C 5, D 5+5 = 10
//	A: SB 5*10 + 5*10 = 100, Buchholz 5+5 = 10
//	B: round 1 lost to A: SB 20*0, Buchholz 20; round 2 virtual opponent
//	   0 (B before round 2) + 5 (the draw reversed) = 5: SB 5*5 = 25,
//	   Buchholz 25
//	C: round 1 drew D: SB 10*5 = 50, Buchholz 10; round 2 lost to A:
//	   SB 0, Buchholz 30
//	D: round 1 drew C: SB 5*5 = 25, Buchholz 5; round 2 the bye, a win
//	   without an opponent: virtual opponent 5 (D before round 2) + 0 (the
//	   loser of a win) = 5: SB 25 + 5*10 = 75, Buchholz 10
//
// Median is 0 with two rounds played (it drops the highest and lowest).
// Order: A (20), D (15), then C before B (SB 50 > 25). Buchholz score =
// Buchholz x score: A 200, D 150, C 150, B 125.
func TestIndex(t *testing.T) {
	W, D, L := dutch.Win, dutch.Draw, dutch.Loss
	in := &dutch.Input{
		Played: 2, TotalRounds: 3, InitialColour: dutch.White,
		Points: dutch.Points{Win: 10, Draw: 5, PAB: 10},
		Players: []dutch.Player{
			{ID: 1, Rounds: []dutch.Round{{Opponent: 1, Colour: dutch.White, Outcome: W, Played: true, Paired: true}, {Opponent: 2, Colour: dutch.Black, Outcome: W, Played: true, Paired: true}}},
			{ID: 2, Rounds: []dutch.Round{{Opponent: 0, Colour: dutch.Black, Outcome: L, Played: true, Paired: true}, {Opponent: -1, Outcome: D}}},
			{ID: 3, Rounds: []dutch.Round{{Opponent: 3, Colour: dutch.White, Outcome: D, Played: true, Paired: true}, {Opponent: 0, Colour: dutch.White, Outcome: L, Played: true, Paired: true}}},
			{ID: 4, Rounds: []dutch.Round{{Opponent: 2, Colour: dutch.Black, Outcome: D, Played: true, Paired: true}, {Opponent: -1, Outcome: W, Paired: true}}},
		},
	}
	type row struct {
		ID, Score        int
		SB, Buch, Score2 int64
	}
	var got []row
	for _, r := range CheckList(in) {
		got = append(got, row{r.ID, r.Score, r.SB, r.Buchholz, r.BuchholzScore})
		if r.Median != 0 || r.MedianScore != 0 {
			t.Errorf("player %d: median %d with two rounds played, want 0", r.ID, r.Median)
		}
	}
	want := []row{{1, 20, 100, 10, 200}, {4, 15, 75, 10, 150}, {3, 5, 50, 30, 150}, {2, 5, 25, 25, 125}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("index:\ngot  %v\nwant %v", got, want)
	}
}

// TestDefaultAccel: five players, the first absent from round 1. Four take
// part, so two count: player 1 gets the win's points without counting
// (absent), players 2 and 3 count (4 -> 2 -> 0) and the acceleration stops.
func TestDefaultAccel(t *testing.T) {
	in := &dutch.Input{Points: dutch.Points{Win: 10, Draw: 5}}
	for i := range 5 {
		in.Players = append(in.Players, dutch.Player{ID: i + 1, Absent: i == 0})
	}
	DefaultAccel(in)
	for i, p := range in.Players {
		want := []int(nil)
		if i < 3 {
			want = []int{10}
		}
		if !reflect.DeepEqual(p.Accel, want) {
			t.Errorf("player %d: acceleration %v, want %v", p.ID, p.Accel, want)
		}
	}
	// From round 3 on nothing is added.
	in = &dutch.Input{Played: 2, Points: dutch.Points{Win: 10}, Players: []dutch.Player{{ID: 1, Rounds: make([]dutch.Round, 2)}, {ID: 2, Rounds: make([]dutch.Round, 2)}}}
	DefaultAccel(in)
	if in.Players[0].Accel != nil || in.Players[1].Accel != nil {
		t.Errorf("round 3 accelerated: %v %v", in.Players[0].Accel, in.Players[1].Accel)
	}
}
