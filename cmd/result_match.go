package cmd

import (
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// setMatchGame records game n of the match on board g of round round (n 0:
// a single-game match) and derives the match result by the stage's match
// format; red names the red player of an armageddon game (0: the chooser
// takes black). In a knockout a correction that changes who advanced is
// refused once a later match has a result, and otherwise moves the later
// rounds along.
func setMatchGame(ev *scoring.Event, round int, g *scoring.Game, n int, res scoring.Result, red int) error {
	if err := knockout.RecordResult(ev, round, g.Board, n, res, red); err != nil {
		return invalidf("%s", namedError(ev, err))
	}
	return nil
}

// isKnockoutRound reports whether round n belongs to an elimination stage
// (knockout, ladder), whose results go through the match formats even
// without --game.
func isKnockoutRound(ev *scoring.Event, n int) bool {
	if n < 1 || n > len(ev.Rounds) {
		return false
	}
	st := ev.Stage(ev.Rounds[n-1].Stage)
	return st != nil && st.Elimination() && !st.Teams // a team knockout's boards are single games (docs/teams.md)
}
