package tiebreak

import (
	"math"
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// opponentsRated returns the ratings of the rated opponents player i met over
// the board, the points (1, 1/2, 0 in halves) scored against them, and the
// number of rounds that were not games played.
func (c *calc) opponentsRated(i int) (ratings []int, halves []int64, unplayed int) {
	for _, e := range c.entries(i) {
		oi, ok := c.idx[e.Opponent]
		if e.Kind != scoring.KindPlayed || !ok {
			unplayed++
			continue
		}
		r := c.player(oi).Rating
		if r <= 0 {
			continue
		}
		ratings = append(ratings, r)
		switch e.Outcome {
		case scoring.Win:
			halves = append(halves, 2)
		case scoring.DrawOutcome:
			halves = append(halves, 1)
		default:
			halves = append(halves, 0)
		}
	}
	return ratings, halves, unplayed
}

// aro is FIDE ARO: the mean rating of the opponents met over the board,
// rounded half up. Cuts drop the lowest (and highest) ratings; a round not
// played counts as the cut round first.
func aro(c *calc, i int, m mods) Value {
	ratings, _, unplayed := c.opponentsRated(i)
	sort.Ints(ratings)
	low := m.low - unplayed
	if low < 0 {
		low = 0
	}
	if low+m.high >= len(ratings) {
		return Value{0, 1}
	}
	ratings = ratings[low : len(ratings)-m.high]
	return Int(meanHalfUp(ratings))
}

func meanHalfUp(rs []int) int64 {
	if len(rs) == 0 {
		return 0
	}
	var sum int64
	for _, r := range rs {
		sum += int64(r)
	}
	n := int64(len(rs))
	return (2*sum + n) / (2 * n)
}

// dpTable is FIDE's rating difference for a percentage score p (0.50..1.00,
// index p*100-50); lower percentages take the negative of the mirror.
var dpTable = [...]int64{
	0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
	149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
	366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
}

// dp returns the rating difference for halves out of 2n, p rounded to two
// decimals half up.
func dp(halves, n int64) int64 {
	pc := (100*halves + n) / (2 * n) // percentage, rounded half up
	if pc >= 50 {
		return dpTable[pc-50]
	}
	return -dpTable[50-pc]
}

// tpr is FIDE TPR: ARO plus dp of the percentage scored over the board.
func tpr(c *calc, i int, _ mods) Value {
	ratings, halves, _ := c.opponentsRated(i)
	if len(ratings) == 0 {
		return Value{0, 1}
	}
	var h int64
	for _, x := range halves {
		h += x
	}
	return Int(meanHalfUp(ratings) + dp(h, int64(len(ratings))))
}

// ptp is FIDE PTP: the lowest whole rating whose expected score against the
// opponents played reaches the points scored; a zero score gives the lowest
// opponent's rating - 800, a full score the highest + 800.
func ptp(c *calc, i int, _ mods) Value {
	ratings, halves, _ := c.opponentsRated(i)
	if len(ratings) == 0 {
		return Value{0, 1}
	}
	var h int64
	lo, hi := ratings[0], ratings[0]
	for k, x := range halves {
		h += x
		lo, hi = min(lo, ratings[k]), max(hi, ratings[k])
	}
	if h == 0 {
		return Int(int64(lo - 800))
	}
	if h == 2*int64(len(ratings)) {
		return Int(int64(hi + 800))
	}
	target := float64(h) / 2
	expected := func(r int) float64 {
		var s float64
		for _, o := range ratings {
			s += 1 / (1 + math.Pow(10, float64(o-r)/400))
		}
		return s
	}
	a, b := lo-800, hi+800
	for a < b {
		mid := a + (b-a)/2
		if expected(mid) >= target-1e-9 {
			b = mid
		} else {
			a = mid + 1
		}
	}
	return Int(int64(a))
}
