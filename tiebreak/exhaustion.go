package tiebreak

import "github.com/xiangqi-org/xqt/scoring"

// previousScores is 2011 14.3.1: the score after the previous round, then
// after the round before, and so on back to round 1.
func previousScores(c *calc, i int, _ mods) []Value {
	es := c.entries(i)
	cum := make([]scoring.Points, len(es))
	var run scoring.Points
	for r, e := range es {
		run += e.Points
		cum[r] = run
	}
	var out []Value
	for r := len(es) - 2; r >= 0; r-- {
		out = append(out, pv(cum[r]))
	}
	return out
}

// dropScores is 2011 14.3.2: the score without round 1, then without rounds
// 1 and 2, and so on.
func dropScores(c *calc, i int, _ mods) []Value {
	es := c.entries(i)
	left := c.totals[i]
	var out []Value
	for r := 0; r < len(es)-1; r++ {
		left -= es[r].Points
		out = append(out, pv(left))
	}
	return out
}

// backCount is the university event's back-count: the points of the last
// round, then of the round before, and so on.
func backCount(c *calc, i int, _ mods) []Value {
	es := c.entries(i)
	var out []Value
	for r := len(es) - 1; r >= 0; r-- {
		out = append(out, pv(es[r].Points))
	}
	return out
}
