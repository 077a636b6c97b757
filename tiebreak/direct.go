package tiebreak

import (
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// meetings sums, for each player of group, the points scored in the
// pairings against the other members, and counts the members met.
// playedOnly leaves out forfeits.
func (c *calc) meetings(group []int, playedOnly bool) (pts []scoring.Points, met []int) {
	in := make(map[int]bool, len(group))
	for _, i := range group {
		in[c.nos[i]] = true
	}
	pts = make([]scoring.Points, len(group))
	met = make([]int, len(group))
	for k, i := range group {
		seen := map[int]bool{}
		for _, e := range c.entries(i) {
			if !in[e.Opponent] {
				continue
			}
			switch e.Kind {
			case scoring.KindPlayed:
			case scoring.KindForfeitWin, scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
				if playedOnly {
					continue
				}
			default:
				continue
			}
			pts[k] += e.Points
			if !seen[e.Opponent] {
				seen[e.Opponent] = true
				met[k]++
			}
		}
	}
	return pts, met
}

// direct is 直胜: the points each tied player scored against the others
// (forfeits count as the result sheet records them). With more than two tied
// players it applies only if all of them have met; otherwise every value is 0
// and the next criterion decides.
func direct(c *calc, group []int, _ mods) []Value {
	out := make([]Value, len(group))
	pts, met := c.meetings(group, false)
	for k := range group {
		if met[k] < len(group)-1 {
			for j := range out {
				out[j] = Value{0, 1}
			}
			return out
		}
		out[k] = pv(pts[k])
	}
	return out
}

// directFIDE is FIDE DE: the position of each tied player (1 first, equal
// positions shared, 0 when DE does not separate the group) by the points of
// the games played over the board between them. When not all have met, a
// player goes above the rest only when his points exceed what each of them
// could still reach by winning his missing games; DE is applied again to
// every tied subgroup smaller than the group it came from.
func directFIDE(c *calc, group []int, _ mods) []Value {
	pos := make(map[int]int, len(group))
	c.deSplit(group, 1, pos)
	out := make([]Value, len(group))
	allSame := true
	for k, i := range group {
		if pos[i] != pos[group[0]] {
			allSame = false
		}
		out[k] = Int(int64(pos[i]))
	}
	if allSame {
		for k := range out {
			out[k] = Value{0, 1}
		}
	}
	return out
}

// deSplit orders sub by direct encounter and records positions starting at
// base, recursing into tied subgroups.
func (c *calc) deSplit(sub []int, base int, pos map[int]int) {
	for _, i := range sub {
		pos[i] = base
	}
	if len(sub) < 2 {
		return
	}
	pts, met := c.meetings(sub, true)
	type pl struct {
		i        int
		pts, max scoring.Points
		met      int
	}
	ps := make([]pl, len(sub))
	allMet := true
	for k, i := range sub {
		missing := len(sub) - 1 - met[k]
		if missing > 0 {
			allMet = false
		}
		ps[k] = pl{i: i, pts: pts[k], max: pts[k] + scoring.Points(missing)*c.t.WinRed, met: met[k]}
	}
	sort.SliceStable(ps, func(a, b int) bool {
		if ps[a].pts != ps[b].pts {
			return ps[a].pts > ps[b].pts
		}
		return ps[a].max > ps[b].max
	})
	var tiers [][]int
	if allMet {
		for k := 0; k < len(ps); {
			j := k
			var t []int
			for j < len(ps) && ps[j].pts == ps[k].pts {
				t = append(t, ps[j].i)
				j++
			}
			tiers = append(tiers, t)
			k = j
		}
	} else {
		k := 0
		for ; k < len(ps)-1; k++ {
			above := true
			for j := k + 1; j < len(ps); j++ {
				if ps[k].pts <= ps[j].max {
					above = false
					break
				}
			}
			if !above {
				break
			}
			tiers = append(tiers, []int{ps[k].i})
		}
		var rest []int
		for ; k < len(ps); k++ {
			rest = append(rest, ps[k].i)
		}
		tiers = append(tiers, rest)
	}
	if len(tiers) == 1 {
		return
	}
	at := base
	for _, t := range tiers {
		if len(t) > 1 {
			c.deSplit(t, at, pos)
		} else {
			pos[t[0]] = at
		}
		at += len(t)
	}
}
