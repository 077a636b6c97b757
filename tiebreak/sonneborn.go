package tiebreak

// sonneborn is 小分 (Sonneborn-Berger, FIDE SB): each opponent's score times
// the round's weight (policy.go: the share of a win for the CXA policies, the
// points scored for the FIDE ones), summed, with the cut modifiers.
func sonneborn(c *calc, i int, m mods) Value {
	p := c.pol(m)
	rs := c.rounds(i, p, c.opp(p), c.totals)
	return cutSum(rs, m, p, func(r round) Value { return r.score.Mul(r.factor) })
}
