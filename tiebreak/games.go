package tiebreak

import (
	"github.com/xiangqi-org/xqt/scoring"
)

// gamePoints is 局分 (2011 14.2): the points of the single games of every
// pairing; for single games it equals the points.
func gamePoints(c *calc, i int, _ mods) Value {
	var sum scoring.Points
	for _, e := range c.entries(i) {
		sum += e.GamePoints
	}
	return pv(sum)
}

// netGames is 净胜局 (a group stage's regulations): single games won minus single games lost.
func netGames(c *calc, i int, _ mods) Value {
	var n int64
	for r := 0; r < c.nr; r++ {
		for _, s := range c.singles(i, r) {
			switch s.outcome {
			case scoring.Win:
				n++
			case scoring.Loss:
				n--
			}
		}
	}
	return Int(n)
}

// standardPoints is FIDE STD: per pairing 1 for more game points than the
// opponent, 1/2 for as many, 0 for fewer; a bye is a pairing won.
func standardPoints(c *calc, i int, _ mods) Value {
	var halves int64
	for r, e := range c.entries(i) {
		switch e.Kind {
		case scoring.KindBye:
			halves += 2
		case scoring.KindHalfBye:
			halves++
		case scoring.KindPlayed, scoring.KindForfeitWin, scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
			oi, ok := c.idx[e.Opponent]
			if !ok {
				continue
			}
			og := c.recs[oi].Entries[r].GamePoints
			switch {
			case e.Kind == scoring.KindDoubleForfeit:
			case e.GamePoints > og:
				halves += 2
			case e.GamePoints == og:
				halves++
			}
		}
	}
	return ratio(halves, 2)
}

// rep is FIDE REP: the rounds the player did not give up voluntarily.
func rep(c *calc, i int, _ mods) Value {
	var n int64
	for _, e := range c.entries(i) {
		switch e.Kind {
		case scoring.KindPlayed, scoring.KindForfeitWin, scoring.KindBye:
			n++
		}
	}
	return Int(n)
}

// koya is FIDE KS: the points scored against opponents who finished with at
// least half of the maximum score.
func koya(c *calc, i int, _ mods) Value {
	limit := c.t.WinRed * scoring.Points(c.planned) // compare 2*score >= max
	var sum scoring.Points
	for _, e := range c.entries(i) {
		oi, ok := c.idx[e.Opponent]
		if !ok || e.Kind == scoring.KindCancelled {
			continue
		}
		if 2*c.totals[oi] >= limit {
			sum += e.Points
		}
	}
	return pv(sum)
}
