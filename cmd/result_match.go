package cmd

import "github.com/xiangqi-org/xqt/scoring"

// setMatchGame records game n of a multi-game match on board g of round
// round and derives the match result. The match formats replace this.
func setMatchGame(ev *scoring.Event, round int, g *scoring.Game, n int, res scoring.Result) error {
	return invalidf("round %d, board %d is a single game: leave out --game", round, g.Board)
}
