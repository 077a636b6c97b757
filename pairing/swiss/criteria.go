package swiss

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// criteria is the replaceable part of the engine: which players may meet,
// who may have the bye, how a bracket's candidate pairs and floaters are
// weighted, and who gets red. chinese implements docs/rules.md section 5; a
// FIDE Dutch implementation puts its own criteria on the same engine.
type criteria interface {
	// legal reports whether a and b may meet, and whether only by relaxing
	// the colour limits (allowed in the last round only).
	legal(a, b *entrant) (ok, relaxed bool)
	byeOK(e *entrant) bool
	// newBracket prepares the weights of one score bracket: b is the
	// bracket in pairing order (floaters from above first), nMDP of them
	// came from above.
	newBracket(b []*entrant, nMDP int, shape string) (bracketWeights, error)
	// colours orders a pair as red, black and says why.
	colours(a, b *entrant) (red, black *entrant, why string)
}

// bracketWeights scores one bracket's choices: a pair made inside it, and
// a player sent down (to a lower bracket or to the bye). A bracket is
// decided in two steps: who floats, by the sum of pair and float over the
// choice, then, with the floaters fixed, the shape of the pairs, by the
// sum of pair minus shapeCost. The tiers of pair and float must leave room
// below them for the largest total of either the floaters' ranks inside
// float or the shape costs.
type bracketWeights interface {
	pair(i, j int, relaxed bool) int64
	float(i int) int64
	shapeCost(i, j int) int64
}

// chinese is Chinese arbiter practice 积分编排 (docs/rules.md 5, [practice]).
type chinese struct{ f *field }

func (c chinese) legal(a, b *entrant) (bool, bool) {
	if a.met[b.no] && !c.f.rematch || c.f.sameClub(a, b) || !c.f.allowed(a, b) {
		return false, false
	}
	if (a.can(scoring.Red) && b.can(scoring.Black)) || (b.can(scoring.Red) && a.can(scoring.Black)) {
		return true, false
	}
	if c.f.last && !c.f.in.Options.NoRelax {
		return true, true
	}
	return false, false
}

func (c chinese) byeOK(e *entrant) bool {
	return !e.hadBye && (!c.f.byeSet || e.score == c.f.byeScore) && !c.f.noBye[e.no]
}

// colours implements docs/rules.md 5.4 and 5.5 under the limits of 5.3.
func (c chinese) colours(a, b *entrant) (*entrant, *entrant, string) {
	R, B := scoring.Red, scoring.Black
	okAB := a.can(R) && b.can(B)
	okBA := b.can(R) && a.can(B)
	switch {
	case okAB && !okBA:
		return a, b, "colour limit"
	case okBA && !okAB:
		return b, a, "colour limit"
	case !okAB && !okBA:
		bad := func(e *entrant, s scoring.Side) int {
			if e.can(s) {
				return 0
			}
			return 1
		}
		vAB, vBA := bad(a, R)+bad(b, B), bad(b, R)+bad(a, B)
		if vAB < vBA {
			return a, b, "colour limit relaxed"
		}
		if vBA < vAB {
			return b, a, "colour limit relaxed"
		}
	}
	if c.f.lastThree && a.score != b.score {
		hi, lo := a, b
		if b.score > a.score {
			hi, lo = b, a
		}
		switch hi.due() {
		case R:
			return hi, lo, "higher score's colour first (last three rounds)"
		case B:
			return lo, hi, "higher score's colour first (last three rounds)"
		}
	}
	if da, db := a.diff(), b.diff(); da != db {
		if da < db {
			return a, b, "fewer reds"
		}
		return b, a, "fewer reds"
	}
	for r := len(a.byRnd) - 1; r >= 0 && r < len(b.byRnd); r-- {
		sa, sb := a.byRnd[r], b.byRnd[r]
		if sa == sb {
			continue
		}
		why := fmt.Sprintf("alternate from round %d", r+1)
		if sa == R || (sa == scoring.NoSide && sb == B) {
			return b, a, why
		}
		return a, b, why
	}
	lo, hi := a, b
	if b.pos < a.pos {
		lo, hi = b, a
	}
	if c.f.in.Round%2 == 1 {
		return lo, hi, fmt.Sprintf("same history, odd round: smaller start number red (%d before %d)", lo.no, hi.no)
	}
	return hi, lo, fmt.Sprintf("same history, even round: larger start number red (%d after %d)", hi.no, lo.no)
}

// Weight tiers of a bracket's own criteria, highest first (each unit
// exceeds the largest total the tiers below it can reach in one bracket).
// They come after the score quality of the round, which the engine weighs
// above them (the number of pairs in each bracket, the score differences
// of the pairs and floaters, and the last-round relaxations: see
// addPairCost):
//
//	u5  colour conflicts: both players due the same colour
//	u4  float balance: players who floated before, or last round, float again
//	1   who floats: the lowest ranked, the bye to the last (in float);
//	    once the floaters are fixed, the shape of the pairs: top half v
//	    bottom half, or the bracket option (in shapeCost)
type chineseBracket struct {
	f     *field
	b     []*entrant
	nMDP  int
	shape string
	kind  int // shapeKind(shape)
	u4    int64
	u5, q int64 // q: shape costs and ranks are divided by q when the tiers would overflow
	nRes  int
}

const weightLimit = int64(1) << 58

func mulOK(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	if a > weightLimit/b {
		return 0, false
	}
	return a * b, true
}

func (c chinese) newBracket(b []*entrant, nMDP int, shape string) (bracketWeights, error) {
	m := int64(len(b))
	w := &chineseBracket{f: c.f, kind: shapeKind(shape), b: b, nMDP: nMDP, shape: shape, nRes: len(b) - nMDP}
	for w.q = 1; ; w.q *= 2 {
		r6 := m*(m+1)/w.q + 1
		u4 := r6
		u5, ok1 := mulOK(u4, 4*m+1)
		_, ok2 := mulOK(u5, m+1)
		if ok1 && ok2 {
			w.u4, w.u5 = u4, u5
			return w, nil
		}
		if w.q > m*m {
			return nil, fmt.Errorf("bracket of %d with %d floaters: weights overflow", m, nMDP)
		}
	}
}

// residentBounds bounds the pairs among the bracket's residents (see
// residentBounder): they have one score, so the only pair weight they can
// get is the colour conflict's; the shape cost, for a fixed lower index,
// is the absolute value of a linear function of the higher one, so its
// largest is at an end of the range.
func (w *chineseBracket) residentBounds() (maxAbs, maxPair, maxShape int64, relax, rematch bool) {
	m := len(w.b)
	for i := w.nMDP; i+1 < m; i++ {
		maxShape = max(maxShape, w.shapeCost(i, i+1), w.shapeCost(i, m-1))
	}
	return w.u5, 0, maxShape, w.f.last && !w.f.in.Options.NoRelax, w.f.rematch
}

// samePair is pair for two residents due the same colour: equal scores,
// so the colour conflict alone.
func (w *chineseBracket) samePair() int64 { return -w.u5 }

func capped(n int, last bool) int64 {
	c := int64(min(n, 3))
	if last {
		c++
	}
	return c
}

func (w *chineseBracket) pair(i, j int, relaxed bool) int64 {
	if j < i {
		i, j = j, i
	}
	a, b := w.b[i], w.b[j]
	var v int64
	if a.score != b.score {
		lo := b
		if b.score > a.score {
			lo = a
		}
		v -= w.u4 * capped(lo.up, lo.lastUp)
	}
	if da := a.due(); da != scoring.NoSide && da == b.due() {
		v -= w.u5
	}
	return v
}

func (w *chineseBracket) shapeCost(i, j int) int64 {
	if j < i {
		i, j = j, i
	}
	return w.rawShape(i, j) / w.q
}

// rawShape is the shape cost of pairing i < j, before division by q.
func (w *chineseBracket) rawShape(i, j int) int64 {
	switch {
	case i < w.nMDP && j < w.nMDP:
		return 0
	case i < w.nMDP:
		return int64(j - w.nMDP) // the top resident meets the floater
	}
	ri, rj := int64(i-w.nMDP), int64(j-w.nMDP)
	n := int64(w.nRes)
	switch w.kind {
	case shapeAdjacent:
		return abs(rj-ri-1) + ri%2
	case shapeFirstLast:
		return abs(ri + rj - (n - n%2 - 1)) // an odd group's last player floats
	}
	return abs(rj - ri - n/2)
}

func (w *chineseBracket) float(i int) int64 {
	e := w.b[i]
	return -w.u4*capped(e.down, e.lastDown) - int64(len(w.b)-1-i)/w.q
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
