package ladder

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// play builds the rounds of a ladder where the player in wins beats the
// other in each rung, as the ladder pairs them.
func play(t *testing.T, seeds []int, up bool, winners ...int) *State {
	t.Helper()
	single := func(int) (scoring.MatchFormat, error) { return scoring.ParseMatchFormat("single") }
	var rounds []scoring.Round
	for k, w := range winners {
		ls, err := Resolve(seeds, rounds, up, single)
		if err != nil {
			t.Fatal(err)
		}
		if ls.Next == nil {
			t.Fatalf("rung %d: nothing to pair", k+1)
		}
		g := scoring.Game{Board: 1, Red: ls.Next[0], Black: ls.Next[1], Result: scoring.RedWins}
		if w == g.Black {
			g.Result = scoring.BlackWins
		} else if w != g.Red {
			t.Fatalf("rung %d pairs %v, not %d", k+1, ls.Next, w)
		}
		rounds = append(rounds, scoring.Round{Number: k + 1, Games: []scoring.Game{g}})
	}
	ls, err := Resolve(seeds, rounds, up, single)
	if err != nil {
		t.Fatal(err)
	}
	return ls
}

// TestLadderDown: seeds 11 12 13 14. Rung 1: 11-12, 12 wins: first. Rung 2:
// 11 (the loser) - 13, 13 wins: second. Rung 3: 11 - 14, 11 wins: third, 14
// fourth.
func TestLadderDown(t *testing.T) {
	ls := play(t, []int{11, 12, 13, 14}, false, 12, 13, 11)
	want := []Place{{12, 1}, {13, 2}, {11, 3}, {14, 4}}
	if d := cmp.Diff(want, ls.Places); d != "" {
		t.Errorf("places (-want +got):\n%s", d)
	}
	if ls.Next != nil {
		t.Errorf("a fourth rung: %v", ls.Next)
	}
}

// TestLadderUp: seeds 11 12 13 14. Rung 1: 13-14, 14 wins (13 fourth). Rung
// 2: 12-14, 14 wins (12 third). Rung 3: 11-14, 11 wins: first, 14 second.
func TestLadderUp(t *testing.T) {
	ls := play(t, []int{11, 12, 13, 14}, true, 14, 14, 11)
	want := []Place{{13, 4}, {12, 3}, {14, 2}, {11, 1}}
	if d := cmp.Diff(want, ls.Places); d != "" {
		t.Errorf("places (-want +got):\n%s", d)
	}
}

// TestLadderRefusesWrongPair: a round that pairs other players than the
// ladder's is an error.
func TestLadderRefusesWrongPair(t *testing.T) {
	single := func(int) (scoring.MatchFormat, error) { return scoring.ParseMatchFormat("single") }
	rounds := []scoring.Round{{Number: 1, Games: []scoring.Game{{Board: 1, Red: 11, Black: 13, Result: scoring.RedWins}}}}
	if _, err := Resolve([]int{11, 12, 13}, rounds, false, single); err == nil {
		t.Fatal("11-13 accepted as the first rung of 11 12 13")
	}
}
