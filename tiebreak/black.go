package tiebreak

import "github.com/xiangqi-org/xqt/scoring"

// blackGames is 后走局数 (FIDE BPG): games played over the board with black.
func blackGames(c *calc, i int, _ mods) Value {
	return Int(c.countSingles(i, func(s single) bool { return s.played && s.side == scoring.Black }))
}

// blackWins is 后胜局 (FIDE BWG): games won over the board with black.
func blackWins(c *calc, i int, _ mods) Value {
	return Int(c.countSingles(i, func(s single) bool {
		return s.played && s.side == scoring.Black && s.outcome == scoring.Win
	}))
}
