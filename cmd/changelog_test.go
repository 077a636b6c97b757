package cmd

import (
	"slices"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestCorrections: what a write notes in the log, and which changes keep
// the replaced result on the game. The event has rounds 1 and 2 (round 2
// paired), one board each; the change is made to round 1 or 2.
func TestCorrections(t *testing.T) {
	game := func(res scoring.Result, games ...scoring.Result) scoring.Game {
		g := scoring.Game{Board: 1, Red: 1, Black: 2, Result: res}
		for _, r := range games {
			g.Games = append(g.Games, scoring.MatchGame{Red: 1, Result: r})
		}
		return g
	}
	tests := []struct {
		name          string
		round         int
		before, after scoring.Game
		note          string
		corrected     []scoring.Correction
	}{
		{"a first result is no change", 2, game(scoring.NoResult), game(scoring.RedWins), "", nil},
		{"the latest round's result changed", 2, game(scoring.RedWins), game(scoring.Draw),
			"round 2, board 1: 1-0 → =", nil},
		{"a result erased", 2, game(scoring.RedWins), game(scoring.NoResult),
			"round 2, board 1: 1-0 → none", nil},
		{"corrected after round 2 was paired", 1, game(scoring.RedWins), game(scoring.BlackWins),
			"correction (round 2 was already paired): round 1, board 1: 1-0 → 0-1",
			[]scoring.Correction{{Was: scoring.RedWins, Until: 2}}},
		{"a match's next game is no change", 2, game(scoring.NoResult, scoring.RedWins), game(scoring.NoResult, scoring.RedWins, scoring.Draw), "", nil},
		{"a match game changed", 2, game(scoring.NoResult, scoring.RedWins), game(scoring.NoResult, scoring.Draw),
			"round 2, board 1: (games 1-0) → (games =)", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := &scoring.Event{Players: []scoring.Player{{No: 1}, {No: 2}},
				Rounds: []scoring.Round{{Number: 1, Games: []scoring.Game{game(scoring.Draw)}}, {Number: 2, Games: []scoring.Game{game(scoring.NoResult)}}}}
			ev.Rounds[tt.round-1].Games[0] = tt.before
			before := resultsOf(ev)
			ev.Rounds[tt.round-1].Games[0] = tt.after
			notes := corrections(before, len(ev.Rounds), ev)
			var want []string
			if tt.note != "" {
				want = []string{tt.note}
			}
			if !slices.Equal(notes, want) {
				t.Errorf("notes %q, want %q", notes, want)
			}
			if got := ev.Rounds[tt.round-1].Games[0].Corrected; !slices.Equal(got, tt.corrected) {
				t.Errorf("corrected %v, want %v", got, tt.corrected)
			}
		})
	}
}
