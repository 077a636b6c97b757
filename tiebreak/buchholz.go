package tiebreak

import (
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// buchholz is 对手分 (Buchholz, FIDE BH): the sum of the scores of the
// opponents met, unplayed rounds as the policy says, with the cuts of the
// modifiers (cut-1 去掉最低, median 中间分).
func buchholz(c *calc, i int, m mods) Value {
	p := c.pol(m)
	rs := c.rounds(i, p, c.opp(p), c.totals)
	return cutSum(rs, m, p, func(r round) Value { return r.score })
}

// cutSum sums value(r) over rs after dropping m.low lowest and m.high highest
// rounds. Rounds are ordered by the opponent's score, then by the value. Under
// the FIDE adjusted policies a voluntary unplayed round is cut first (16.5).
func cutSum(rs []round, m mods, p Policy, value func(round) Value) Value {
	if m.low > 0 || m.high > 0 {
		type item struct {
			r round
			v Value
		}
		items := make([]item, len(rs))
		for k, r := range rs {
			items[k] = item{r, value(r)}
		}
		less := func(a, b item) bool {
			if c := a.r.score.Cmp(b.r.score); c != 0 {
				return c < 0
			}
			return a.v.Cmp(b.v) < 0
		}
		sort.SliceStable(items, func(a, b int) bool { return less(items[a], items[b]) })
		vurFirst := p == PolicyFIDE2024 || p == PolicyFIDE2026
		for k := 0; k < m.low && len(items) > 0; k++ {
			cut := 0
			if vurFirst {
				for j, it := range items {
					if it.r.vur {
						cut = j
						break
					}
				}
			}
			items = append(items[:cut], items[cut+1:]...)
		}
		for k := 0; k < m.high && len(items) > 0; k++ {
			items = items[:len(items)-1]
		}
		sum := Value{0, 1}
		for _, it := range items {
			sum = sum.Add(it.v)
		}
		return sum
	}
	sum := Value{0, 1}
	for _, r := range rs {
		sum = sum.Add(value(r))
	}
	return sum
}

// prepAOB computes every player's Buchholz once for AOB.
func prepAOB(c *calc, m mods) {
	p := c.pol(m)
	if c.aobBH == nil {
		c.aobBH = map[Policy][]Value{}
	}
	if _, ok := c.aobBH[p]; ok {
		return
	}
	bh := make([]Value, len(c.nos))
	for i := range c.nos {
		bh[i] = buchholz(c, i, mods{policy: p})
	}
	c.aobBH[p] = bh
}

// aob is FIDE AOB: the mean Buchholz of the opponents met over the board.
func aob(c *calc, i int, m mods) Value {
	bh := c.aobBH[c.pol(m)]
	sum, n := Value{0, 1}, int64(0)
	for _, e := range c.entries(i) {
		if oi, ok := c.idx[e.Opponent]; ok && e.Kind == playedKind {
			sum = sum.Add(bh[oi])
			n++
		}
	}
	if n == 0 {
		return Value{0, 1}
	}
	return sum.Div(Int(n))
}

// prepForeBuchholz computes the totals FB uses: every game of the last round
// counted as a draw.
func prepForeBuchholz(c *calc, _ mods) {
	if c.fbOwn != nil {
		return
	}
	c.fbOwn = make([]scoring.Points, len(c.nos))
	for i := range c.nos {
		c.fbOwn[i] = c.totals[i]
		if c.nr == 0 {
			continue
		}
		e := &c.recs[i].Entries[c.nr-1]
		if e.Kind == scoring.KindPlayed || e.Kind == scoring.KindPending {
			c.fbOwn[i] += c.t.Score(scoring.DrawOutcome, e.Side, true) - e.Points
		}
	}
	c.fbOpp = map[Policy][]Value{}
}

// foreBuchholz is FIDE FB: Buchholz as if every last-round game were drawn.
func foreBuchholz(c *calc, i int, m mods) Value {
	p := c.pol(m)
	opp, ok := c.fbOpp[p]
	if !ok {
		opp = c.oppScores(p, c.fbOwn)
		c.fbOpp[p] = opp
	}
	return cutSum(c.rounds(i, p, opp, c.fbOwn), m, p, func(r round) Value { return r.score })
}
