package dutch

import (
	"fmt"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestPairEventBaku: with Baku acceleration (C.04.5.1) the top half of 16
// players starts a win ahead in round 1, so they pair among themselves:
// 1 meets 5 (top half of the top group against its bottom half) instead of 9.
func TestPairEventBaku(t *testing.T) {
	var ps []scoring.Player
	for i := 1; i <= 16; i++ {
		ps = append(ps, scoring.Player{No: i, Name: fmt.Sprint(i), Rating: 2000 - i})
	}
	table, _ := scoring.Preset("fide")
	for _, tt := range []struct {
		baku bool
		want int
	}{{false, 9}, {true, 5}} {
		r, err := PairEvent(EventRound{Players: ps, Table: table, Total: 9, Baku: tt.baku})
		if err != nil {
			t.Fatal(err)
		}
		g := r.Games[0]
		if opp := g.Red + g.Black - 1; g.Red != 1 && g.Black != 1 || opp != tt.want {
			t.Errorf("baku %v: board 1 is %d-%d, want 1 against %d", tt.baku, g.Red, g.Black, tt.want)
		}
	}
	if _, err := PairEvent(EventRound{Players: ps, Table: scoring.Symmetric("", scoring.P(3), scoring.P(1), 0), Total: 9, Baku: true}); err == nil {
		t.Error("Baku with 3/1/0: want an error")
	}
}
