package dutch

import (
	"fmt"
	"slices"
	"sort"

	"github.com/xiangqi-org/xqt/pairing/match"
)

// pairer holds one run of the bracket-by-bracket optimisation: one
// maximum-weight matching over the whole field, whose weights encode the
// criteria of the current bracket and are sharpened decision by decision
// (the method of bbpPairings, re-implemented).
type pairer struct {
	s       *state
	n       int // players to pair
	dummy   int // vertex standing for the bye, -1 when n is even
	L       *layout
	m       *match.Incremental
	sh      map[int]int // score -> bit offset inside a score field
	fl      [3][]floatDir
	byeSc   int
	single  bool
	ranks   map[int]int
	shv     []int // sh and ranks of each player (see weight)
	rankv   []int
	prefv   []Colour // the colour each player is due (see category)
	maxEdge []uint64
	zero    []uint64
	tmp     []uint64
	tmp2    []uint64

	// Sparse mode (see doc.go): a pair is in the matching only when the
	// pricing of the duals asked for it (or it seeds the bracket); every
	// other pair is implicit. The pairs of the bracket being paired (its
	// players and the next score group, by position in vert) have their
	// current weight in cur, whether held or implicit; every other pair
	// still has its basic weight. mx is the largest weight set on a pair
	// of each bracket player since the bracket began, by kind of pair and
	// by whether the two are due the same colour (the bounds of its
	// implicit pairs, see pairKinds); fixed marks the players paired for
	// good, who have no implicit pair.
	sparse bool
	pos    []int32
	bvert  []int
	st     bracketStore
	// sortedOf is each Input.Players index's vertex, -1 when absent.
	sortedOf []int32
	mx       [pairKinds][4][]uint64
	s1       []bool  // the remainder's S1, once known (see recount)
	rpos     []int32 // each player's index in the remainder, once known, else -1
	pmBuf    []uint64
	fixed    []bool
	// The bracket's sections in bvert: the moved-down players before
	// sgBegin, the residents before nsg, then the next score group; and
	// the players each kind of pair joins.
	sgBegin, nsg int
	kindVerts    [pairKinds][]int
	nbA, nbB     []int // finalize's buffers
	live         []int // the players not paired for good
	// row, when not -1, is the player whose pairs are being sharpened to
	// choose its opponent, and who is paired for good right after (see
	// raise): its pairs are bounded by its own largest weight alone.
	row int
}

// neighbourhood is how many players on each side (in pairing order) every
// player is joined to at the start in sparse mode.
const neighbourhood = 6

// implicit sets d to the weight of u-v when it is an implicit pair (the
// basic weight: completion and bye candidacy only), zero otherwise.
func (p *pairer) implicit(d []uint64, u, v int) {
	clear(d)
	if u == p.dummy || v == p.dummy || u >= p.n || v >= p.n || p.fixed[u] || p.fixed[v] {
		return
	}
	if p.pos[u] >= 0 && p.pos[v] >= 0 {
		p.st.get(d, int(p.pos[u]), int(p.pos[v]))
		return
	}
	p.basic(d, min(u, v), max(u, v))
}

// basic sets d to the basic weight of h-l: the top field only.
func (p *pairer) basic(d []uint64, h, l int) {
	clear(d)
	if !p.s.compatible(p.s.sorted[h], p.s.sorted[l]) {
		return
	}
	wAddAt(d, 1+b2u(!p.cand(h))+b2u(!p.cand(l)), p.L.pTop)
}

// bound sets d to g(v) with w(u, v) <= g(u) + g(v) for every implicit
// pair outside the bracket (the basic weights: exact for them).
func (p *pairer) bound(d []uint64, v int) {
	clear(d)
	if v >= p.n || p.fixed[v] {
		return
	}
	wAddAt(d, 1+2*b2u(!p.cand(v)), p.L.pTop-1)
}

// outside sets d to the weight of implicit pair u-v when it is not a pair
// of the bracket, zero otherwise.
func (p *pairer) outside(d []uint64, u, v int) {
	if u < p.n && v < p.n && p.pos[u] >= 0 && p.pos[v] >= 0 {
		clear(d)
		return
	}
	p.implicit(d, u, v)
}

// The pairs of the bracket are priced in four kinds, each with bounds of
// its own, as their weights lie at different levels: a pair's score
// criteria count at the bit of the higher player's score, and a pair
// with a player of the next score group counts in the next bracket's
// fields. The kinds: pairs with a moved-down player, pairs of two
// residents, of a resident and a player of the next group, and of two
// players of the next group. mx[k] holds for each bracket player the
// largest weight set on one of its pairs of kind k since the bracket
// began, so that the heavy pairs of a moved-down player do not loosen
// the bounds of the residents' pairs among themselves.
const pairKinds = 4

// section is v's section of the bracket: 0 moved down, 1 resident, 2 of
// the next score group.
func (p *pairer) section(v int) int {
	switch i := int(p.pos[v]); {
	case i < p.sgBegin:
		return 0
	case i < p.nsg:
		return 1
	}
	return 2
}

// kind is the kind of the bracket pair of sections a and b.
func kind(a, b int) int {
	switch {
	case a == 0 || b == 0:
		return 0
	case a == 1 && b == 1:
		return 1
	case a == 2 && b == 2:
		return 3
	}
	return 2
}

// inBound returns g(v) of kind k, with w(u, v) <= g(u) + g(v) for every
// pair of that kind: half the largest weight of v's pairs there, rounded
// up, as w(u, v) <= min(mx_u, mx_v) <= (mx_u + mx_v) / 2.
func (p *pairer) inBound(k int) func(d []uint64, v int) {
	return func(d []uint64, v int) {
		clear(d)
		if p.fixed[v] {
			return
		}
		a := p.mxOf(k, 0, v)
		for c := 1; c < len(p.mx[k]); c++ {
			if b := p.mxOf(k, c, v); wCmp(b, a) > 0 {
				a = b
			}
		}
		if v == p.row {
			copy(d, a) // its pairs' other ends may be lower (see raise)
			return
		}
		wHalfUp(d, a)
	}
}

// mxOf is mx_v of kind k and category c (see category).
func (p *pairer) mxOf(k, c, v int) []uint64 {
	W := p.L.words
	return p.mx[k][c][v*W : (v+1)*W]
}

// category splits the pairs of a kind further, each part with its own
// largest weights: pairs of two players due the same colour weigh less
// in the colour criteria (1), and once the remainder is known, the pairs
// of two players outside its S1 weigh less in the count of S1-S2 pairs
// (2).
func (p *pairer) category(u, v int) int {
	c := 0
	if a, b := p.prefv[u], p.prefv[v]; a != NoColour && a == b {
		c = 1
	}
	if !p.s1[u] && !p.s1[v] {
		c += 2
	}
	return c
}

// recount sets mx anew from the bracket's current weights: the
// categories have changed (S1 is known), and the largest weights so far
// would not bound the pairs that changed category.
func (p *pairer) recount() {
	W := p.L.words
	for _, v := range p.bvert {
		for k := range p.mx {
			for c := range p.mx[k] {
				clear(p.mx[k][c][v*W : (v+1)*W])
			}
		}
	}
	for i, u := range p.bvert {
		if p.fixed[u] {
			continue
		}
		for j, v := range p.bvert[:i] {
			if !p.fixed[v] {
				p.raise(u, v, p.st.view(i, j))
			}
		}
	}
}

// inside sets d to the weight of the bracket pair u-v.
func (p *pairer) inside(d []uint64, u, v int) {
	clear(d)
	if p.fixed[u] || p.fixed[v] {
		return
	}
	p.st.get(d, int(p.pos[u]), int(p.pos[v]))
}

// pairMax returns the bound of a pair of kind k for the pricing
// (match.PricePart.PairMax): w(u, v) <= min(mx_u, mx_v), of the half of
// the pair (due the same colour or not).
func (p *pairer) pairMax(k int) func(u, v int) []uint64 {
	return func(u, v int) []uint64 {
		if u == p.row || v == p.row {
			return p.insideView(u, v) // exact (see raise)
		}
		c := p.category(u, v)
		a, b := p.mxOf(k, c, u), p.mxOf(k, c, v)
		if wCmp(b, a) < 0 {
			a = b
		}
		f := p.offset(u, v)
		if f == 0 || wIsZero(a) {
			return a
		}
		copy(p.pmBuf, a)
		wSubSmall(p.pmBuf, f)
		return p.pmBuf
	}
}

// offset is f(u, v) = 2·min(i, j), i and j the indexes of u and v in
// the remainder (0 when either is not in it): mx holds the largest
// w + f of each player's pairs, and w(u, v) <= min(mx_u, mx_v) - f(u, v)
// for any f >= 0. The remainder's weights count 2·min(i, j) less as the
// pair is lower (the S1/S2 order), so with f the bound follows them.
func (p *pairer) offset(u, v int) uint64 {
	i, j := p.rpos[u], p.rpos[v]
	if i < 0 || j < 0 {
		return 0
	}
	return 2 * uint64(min(i, j))
}

// bracketClass is v's class in the pricing of the bracket's pairs: its
// section and its colour class.
func (p *pairer) bracketClass(v int) int { return 3*p.section(v) + p.colourClass(v) }

// kindJoins returns which classes a pair of kind k joins.
func kindJoins(k int) func(a, b int) bool {
	return func(a, b int) bool { return kind(a/3, b/3) == k && joins(a%3, b%3) }
}

// insideView is inside as a view of the stored weight (read only).
func (p *pairer) insideView(u, v int) []uint64 {
	if p.fixed[u] || p.fixed[v] {
		return p.zero
	}
	return p.st.view(int(p.pos[u]), int(p.pos[v]))
}

// price adds the implicit pairs the duals do not cover, and every implicit
// pair of a player left unmatched, and solves again, until the duals cover
// every implicit pair: the matching is then optimal over the whole field.
// The bracket's pairs are priced apart, with their own bound.
func (p *pairer) price() {
	// A player paired for good has no implicit pair: the lists of the
	// parts drop them, so that each call looks at the players left.
	fixed := func(v int) bool { return p.fixed[v] }
	p.live = slices.DeleteFunc(p.live, fixed)
	for k := range p.kindVerts {
		p.kindVerts[k] = slices.DeleteFunc(p.kindVerts[k], fixed)
	}
	parts := []match.PricePart{{Vertices: p.live, Bound: p.bound, Weight: p.outside, Classes: 6, Class: p.outClass, Joins: outJoins, Cap: priceCap}}
	if len(p.bvert) > 0 {
		for k := range pairKinds {
			if len(p.kindVerts[k]) > 0 {
				parts = append(parts, match.PricePart{Vertices: p.kindVerts[k], Bound: p.inBound(k), Weight: p.inside, View: p.insideView, PairMax: p.pairMax(k), Classes: 9, Class: p.bracketClass, Joins: kindJoins(k), Cap: priceCap})
			}
		}
	}
	priceAll(p.m, p.n, func() int { return p.m.AddUncoveredParts(parts) }, p.implicit)
}

// priceCap is how many uncovered pairs of each player one pricing adds
// at most (match.PricePart.Cap), the most uncovered first. Adding them
// all at once made the first bracket of a 5000-player round 2 grow from
// 100,000 edges to a million, and its solves four times slower.
const priceCap = 16

// colourClass is v's class for C3: 1 or 2 for an absolute colour
// preference (white, black) that C3 holds against the same one, else 0.
// Two players of the same class 1 or 2 are never compatible.
func (p *pairer) colourClass(v int) int {
	if v >= p.n {
		return 0
	}
	x := p.s.sorted[v]
	if !x.absPref() || (p.s.lastRnd && x.acc > p.s.topThr) {
		return 0
	}
	return int(x.pref)
}

func joins(a, b int) bool { return a == 0 || a != b }

// outClass is v's class for the pricing of the pairs outside the bracket:
// its colour class, plus 3 for a player of the bracket (whose pairs with
// one another are priced apart).
func (p *pairer) outClass(v int) int {
	c := p.colourClass(v)
	if v < p.n && p.pos[v] >= 0 {
		c += 3
	}
	return c
}

func outJoins(a, b int) bool { return (a < 3 || b < 3) && joins(a%3, b%3) }

// priceAll is price for any matching over n players (and a bye vertex)
// whose implicit pairs implicit weighs, add pricing them.
func priceAll(m *match.Incremental, n int, add func() int, implicit func(d []uint64, u, v int)) {
	d := make([]uint64, m.Words())
	dense := false
	for {
		added := add()
		free := false
		for v, u := range m.Mates() {
			if u >= 0 || v >= n {
				continue
			}
			free = true
			for x := range n {
				if x != v && !m.HasEdge(v, x) {
					implicit(d, v, x)
					if !wIsZero(d) {
						m.SetWeight(v, x, d)
						added++
					}
				}
			}
		}
		if added == 0 && free && !dense {
			// No perfect matching on the pairs so far: take them all.
			dense = true
			for v := range n {
				for x := range v {
					if !m.HasEdge(v, x) {
						implicit(d, v, x)
						if !wIsZero(d) {
							m.SetWeight(v, x, d)
							added++
						}
					}
				}
			}
		}
		if added == 0 {
			return
		}
		m.Solve()
	}
}

func (p *pairer) sc(v int) int { return p.s.sorted[v].acc }

func (p *pairer) cand(v int) bool {
	x := p.s.sorted[v]
	return x.eligible && x.acc <= p.byeSc
}

// weight computes the basic weight of the edge between the higher vertex h
// and the lower vertex l into d.
func (p *pairer) weight(d []uint64, h, l int, lic, lin bool) {
	clear(d)
	H, Lo := p.s.sorted[h], p.s.sorted[l]
	if !p.s.compatible(H, Lo) {
		return
	}
	p.criteria(d, h, l, lic, lin)
	if p.single {
		if H.acc == p.byeSc {
			wAddAt(d, uint64(p.rankv[h]), p.L.pUnplayed)
		}
		if Lo.acc == p.byeSc {
			wAddAt(d, uint64(p.rankv[l]), p.L.pUnplayed)
		}
	}
}

// criteria sets d to the weight of weight but for C1 (who met or may not
// meet) and the unplayed-games term: zero when the two have the same
// absolute colour preference (C3), else a function of what ptype holds
// of each (and of lic and lin), which bracketStore relies on.
func (p *pairer) criteria(d []uint64, h, l int, lic, lin bool) {
	clear(d)
	H, Lo := p.s.sorted[h], p.s.sorted[l]
	if !p.s.coloursAllow(H, Lo) {
		return
	}
	L := p.L
	wAddAt(d, 1+b2u(!p.cand(h))+b2u(!p.cand(l)), L.pTop)
	if lic {
		wAddAt(d, 1, L.pCurPairs)
		wAddAt(d, 1, L.pCurSc+p.shv[h])
	}
	if lin {
		wAddAt(d, 1, L.pNextPairs)
		wAddAt(d, 1, L.pNextSc+p.shv[h])
	}
	if lic {
		a, o := Lo, H
		same := a.pref == o.pref
		wAddAt(d, b2u(!a.absImbalance() || !o.absImbalance() || !same), L.pColour[0])
		var c2 bool
		if !a.absPref() || !o.absPref() || !same {
			c2 = true
		} else if a.imbalance == o.imbalance {
			c2 = a.repeated == NoColour || a.repeated != o.repeated
		} else {
			x := a
			if a.imbalance > o.imbalance {
				x = o
			}
			c2 = x.repeated != a.pref.invert()
		}
		wAddAt(d, b2u(c2), L.pColour[1])
		wAddAt(d, b2u(compatiblePrefs(a.pref, o.pref)), L.pColour[2])
		wAddAt(d, b2u((!a.strong && !a.absPref()) || (!o.strong && !o.absPref()) ||
			(a.absPref() && o.absPref()) || !same), L.pColour[3])
		played := p.s.in.Played
		for back := 1; back <= 2 && back <= played; back++ {
			fh, fl := p.fl[back][h], p.fl[back][l]
			wAddAt(d, b2u(fl == floatDown)+b2u(H.acc <= Lo.acc && fh == floatDown), L.pDown[back])
			wAddAt(d, b2u(!(H.acc > Lo.acc && fl == floatUp)), L.pUp[back])
		}
		for back := 1; back <= 2 && back <= played; back++ {
			fh, fl := p.fl[back][h], p.fl[back][l]
			wAddAt(d, b2u(fl == floatDown), L.pDownSc[back]+p.shv[l])
			wAddAt(d, b2u(fh == floatDown), L.pDownSc[back]+p.shv[h])
			if !(fl == floatUp && H.acc > Lo.acc) {
				wAddAt(d, 1, L.pUpSc[back]+p.shv[h])
			}
		}
	}
}

// set sets the weight of u-v. In sparse mode a pair of the bracket not
// held in the matching stays implicit: its weight goes to cur, and u is
// priced again after the next solve.
func (p *pairer) set(u, v int, w []uint64) {
	if p.sparse && u < p.n && v < p.n && p.pos[u] >= 0 && p.pos[v] >= 0 {
		p.st.put(int(p.pos[u]), int(p.pos[v]), w)
		p.raise(u, v, w)
		if !p.m.HasEdge(u, v) {
			if !wIsZero(w) {
				p.m.Touch(u)
			}
			return
		}
	}
	if p.sparse && wIsZero(w) && !p.m.HasEdge(u, v) {
		return // SetWeight would do nothing: spare it the search of u's edges
	}
	p.m.SetWeight(u, v, w)
}

// raise makes mx_u and mx_v of the kind of bracket pair u-v at least w,
// the weight of u-v: only mx_u when u is the row player (v likewise),
// whose pairs get weights a little above their criteria weights, to be
// dropped when it is paired for good right after. Raising the other
// ends' mx would loosen the bounds of all their pairs until the bracket
// ends (by up to the remainder's size in the lowest bits, where the
// duals of competing pairs differ: most of them would then be weighed).
// Instead the row player's g(v) is mx itself, not half of it, and its
// pairs' pairMax is their exact weight: g(u) + g(v) >= mx_row >= w.
func (p *pairer) raise(u, v int, w []uint64) {
	k, c := kind(p.section(u), p.section(v)), p.category(u, v)
	if f := p.offset(u, v); f > 0 && !wIsZero(w) {
		copy(p.pmBuf, w)
		wAddAt(p.pmBuf, f, 0)
		w = p.pmBuf
	}
	for _, x := range [2]int{u, v} {
		if p.row >= 0 && x != p.row && (u == p.row || v == p.row) {
			continue
		}
		if m := p.mxOf(k, c, x); wCmp(w, m) > 0 {
			copy(m, w)
		}
	}
}

// mates solves and returns each vertex's partner, the vertex itself when it
// is unpaired (matched to the bye).
func (p *pairer) solve() []int {
	p.m.Solve()
	if p.sparse {
		p.price()
	}
	mt := p.m.Mates()
	st := make([]int, p.n)
	for v := range p.n {
		st[v] = mt[v]
		if st[v] < 0 || st[v] == p.dummy {
			st[v] = v
		}
	}
	return st
}

func (p *pairer) finalize(a, b int) {
	total := p.n
	if p.dummy >= 0 {
		total++
	}
	// In sparse mode only the pairs held in the matching change (the
	// others are implicit, and a player fixed has none): walking the
	// held ones in the order of the whole loop keeps every change, and
	// the order they are charged in, the same as the dense engine's.
	us := func(yield func(int) bool) {
		for u := range total {
			if !yield(u) {
				return
			}
		}
	}
	if p.sparse {
		p.fixed[a], p.fixed[b] = true, true
		p.nbA = p.m.Neighbours(p.nbA[:0], a)
		p.nbB = p.m.Neighbours(p.nbB[:0], b)
		na, nb := p.nbA, p.nbB
		us = func(yield func(int) bool) {
			for len(na) > 0 || len(nb) > 0 {
				var u int
				switch {
				case len(nb) == 0 || (len(na) > 0 && na[0] < nb[0]):
					u, na = na[0], na[1:]
				case len(na) == 0 || nb[0] < na[0]:
					u, nb = nb[0], nb[1:]
				default:
					u, na, nb = na[0], na[1:], nb[1:]
				}
				if !yield(u) {
					return
				}
			}
		}
	}
	for u := range us {
		if u != a {
			if u == b {
				p.set(a, u, p.maxEdge)
			} else {
				p.set(a, u, p.zero)
			}
		}
		if u != b {
			if u == a {
				p.set(b, u, p.maxEdge)
			} else {
				p.set(b, u, p.zero)
			}
		}
	}
}

// enterBracket makes vert the bracket of cur: the pairs among the first
// sgBegin players (moved down, still unpaired) keep the weights the last
// bracket gave them; the others are set next.
func (p *pairer) enterBracket(vert []int, sgBegin, nsg int) {
	W := p.L.words
	// The moved-down players' pairs are read before the store is made
	// the new bracket's.
	keep := make([]uint64, sgBegin*(sgBegin-1)/2*W)
	for i := 1; i < sgBegin; i++ {
		for j := range i {
			p.st.get(keep[(i*(i-1)/2+j)*W:][:W], int(p.pos[vert[i]]), int(p.pos[vert[j]]))
		}
	}
	for _, v := range p.bvert {
		p.pos[v] = -1
	}
	p.bvert = vert
	p.sgBegin, p.nsg = sgBegin, nsg
	for i, v := range vert {
		p.pos[v] = int32(i)
		p.s1[v] = false
		p.rpos[v] = -1
		for k := range p.mx {
			for c := range p.mx[k] {
				clear(p.mx[k][c][v*W : (v+1)*W])
			}
		}
	}
	p.st.reset(p, vert, nsg)
	for i := 1; i < sgBegin; i++ {
		for j := range i {
			p.st.put(i, j, keep[(i*(i-1)/2+j)*W:][:W])
		}
	}
	// The vertices of each kind's pairs: every player for the pairs with
	// a moved-down player (when there is one), the residents, both, the
	// next group.
	p.kindVerts = [pairKinds][]int{nil, slices.Clone(vert[sgBegin:nsg]), slices.Clone(vert[sgBegin:]), slices.Clone(vert[nsg:])}
	if sgBegin > 0 {
		p.kindVerts[0] = slices.Clone(vert)
	}
	for i := 1; i < sgBegin; i++ {
		for j := range i {
			p.raise(vert[i], vert[j], p.st.view(i, j))
		}
	}
}

// enterPairs gives the bracket's pairs with a player of its score groups
// or the next their criteria weights (the store's bases), as set would,
// without setting each one.
func (p *pairer) enterPairs() {
	vert := p.bvert
	for i := p.sgBegin; i < len(vert); i++ {
		u := vert[i]
		for j := range i {
			w, v := p.st.view(i, j), vert[j]
			p.raise(u, v, w)
			if p.m.HasEdge(u, v) {
				p.m.SetWeight(u, v, w)
			} else if !wIsZero(w) {
				p.m.Touch(u)
			}
		}
	}
}

// seedBracket holds in the matching a few pairs of each bracket player
// that the criteria are likely to want (its counterparts in the other
// half, its neighbours in order), and frees every bracket player with a
// dual covering all its implicit pairs, so that the pricing after the
// next solve adds only the pairs that solve uncovers.
func (p *pairer) seedBracket(vert []int, sgBegin, nsg int) {
	size := len(vert)
	hold := func(i, j int) {
		if i == j || i < 0 || j < 0 || i >= size || j >= size {
			return
		}
		u, v := vert[i], vert[j]
		if p.m.HasEdge(u, v) {
			return
		}
		w := p.st.view(i, j)
		if !wIsZero(w) {
			p.m.SetWeight(u, v, w)
		}
	}
	res := nsg - sgBegin
	for i := range size {
		for k := 1; k <= seedNear; k++ {
			hold(i, i+k)
		}
	}
	for i := sgBegin; i < sgBegin+res/2; i++ {
		for k := -seedNear; k <= seedNear; k++ {
			hold(i, i+res/2+k)
		}
	}
	for i := range sgBegin {
		for k := 0; k < seedNear; k++ {
			hold(i, sgBegin+k)
			hold(i, sgBegin+res/2+k)
		}
	}
	for _, v := range vert {
		p.freeCovering(v)
	}
}

// freeCovering frees v with a dual that covers all its implicit pairs.
func (p *pairer) freeCovering(v int) {
	d, h := p.tmp, p.tmp2
	p.bound(d, v)
	for k := range p.mx {
		p.inBound(k)(h, v)
		if wCmp(h, d) > 0 {
			copy(d, h)
		}
	}
	wShl1(d, d)
	p.m.Free(v, d)
}

// seedNear is how many neighbours each bracket player is held with.
const seedNear = 8

// match returns the partner of each sorted vertex (itself for the bye):
// the matching over the whole field is set up (newPairer, firstWeights),
// then the brackets are paired from the top down (pairBrackets).
func (s *state) match(sparse bool) ([]int, error) {
	p, err := newPairer(s, sparse)
	if err != nil {
		return nil, err
	}
	if err := p.firstWeights(); err != nil {
		return nil, err
	}
	partner := p.pairBrackets()
	s.addWork(p.m.Work())
	return partner, nil
}

// newPairer sets up the run: the bit layout of the weights, each player's
// floats, the matching, and (with an odd field) the score the bye goes
// to (byeScore).
func newPairer(s *state, sparse bool) (*pairer, error) {
	n := len(s.sorted)
	p := &pairer{s: s, n: n, dummy: -1, row: -1, sh: map[int]int{}, ranks: map[int]int{}, sparse: sparse}
	p.sortedOf = make([]int32, len(s.ps))
	for i := range p.sortedOf {
		p.sortedOf[i] = -1
	}
	for v, x := range s.sorted {
		p.sortedOf[x.idx] = int32(v)
	}
	if sparse {
		p.fixed = make([]bool, n)
		p.live = make([]int, n)
		for v := range p.live {
			p.live[v] = v
		}
		p.pos = make([]int32, n)
		for v := range p.pos {
			p.pos[v] = -1
		}
	}
	if n%2 == 1 {
		p.dummy = n
	}
	sgs, maxGroup, rep := 0, 0, 0
	for i := n - 1; i >= 0; i-- {
		rep++
		if i == 0 || s.sorted[i].acc < s.sorted[i-1].acc {
			p.sh[s.sorted[i].acc] = sgs
			maxGroup = max(maxGroup, rep)
			sgs += bitsFor(rep)
			rep = 0
		}
	}
	sgBits := bitsFor(maxGroup)
	played := s.in.Played
	p.L = newLayout(sgBits, sgs, played)
	W := p.L.words
	for back := 1; back <= 2; back++ {
		p.fl[back] = make([]floatDir, n)
		if back <= played {
			for v := range n {
				p.fl[back][v] = s.float(s.sorted[v], back)
			}
		}
	}
	p.maxEdge = make([]uint64, W)
	for i := 0; i < p.L.total; i++ {
		p.maxEdge[i/64] |= 1 << (i % 64)
	}
	p.zero = make([]uint64, W)
	p.tmp = make([]uint64, W)
	p.tmp2 = make([]uint64, W)
	if sparse {
		for k := range p.mx {
			for c := range p.mx[k] {
				p.mx[k][c] = make([]uint64, n*W)
			}
		}
		p.s1 = make([]bool, n)
		p.rpos = make([]int32, n)
		p.pmBuf = make([]uint64, W)
	}
	nv := n
	if p.dummy >= 0 {
		nv++
	}
	p.m = match.NewIncremental(nv, W)
	if p.dummy >= 0 {
		if err := p.byeScore(sgs, sgBits); err != nil {
			return nil, err
		}
	}
	// Each player's score bit offset and unplayed-games rank, read for
	// every pair weighed (maps are too slow there).
	p.shv, p.rankv, p.prefv = make([]int, n), make([]int, n), make([]Colour, n)
	for v, x := range s.sorted {
		p.shv[v], p.rankv[v], p.prefv[v] = p.sh[x.acc], p.ranks[x.played], x.pref
	}
	return p, nil
}

// byeScore joins the bye vertex to every player who may take the bye,
// and finds by a matching of its own (completion and bye eligibility,
// the scores paired, pairs inside the top score group) whether the round
// can be paired and which score takes the bye (byeScore, and whether C9
// is in force from the top: single), and the rank of each number of games
// played in that score (ranks).
func (p *pairer) byeScore(sgs, sgBits int) error {
	s, n, sparse := p.s, p.n, p.sparse
	one := make([]uint64, p.L.words)
	one[0] = 1
	// Its weights need far fewer bits than the criteria's.
	Wi := (sgs + sgBits + 2 + 18 + 63) / 64
	init := match.NewIncremental(n+1, Wi)
	di := make([]uint64, Wi)
	oneI := make([]uint64, Wi)
	oneI[0] = 1
	// initWeight sets d to the weight of players u-v: completion and
	// bye eligibility, the scores paired (so the bye goes to the
	// lowest score it can), pairs inside the top score group.
	initWeight := func(d []uint64, u, v int) {
		clear(d)
		if u >= n || v >= n {
			return
		}
		if u < v {
			u, v = v, u
		}
		a, b := s.sorted[u], s.sorted[v]
		if s.compatible(a, b) {
			wAddAt(d, 1+b2u(!a.eligible)+b2u(!b.eligible), sgs+sgBits)
			wAddAt(d, uint64(p.sh[a.acc]+p.sh[b.acc]), sgBits)
			wAddAt(d, b2u(a.acc >= s.sorted[0].acc), 0)
		}
	}
	any := false
	for v := range n {
		u0 := 0
		if sparse {
			u0 = max(0, v-neighbourhood)
		}
		for u := u0; u < v; u++ {
			initWeight(di, v, u)
			init.SetWeight(v, u, di)
		}
		if s.sorted[v].eligible {
			init.SetWeight(p.dummy, v, oneI)
			p.m.SetWeight(p.dummy, v, one)
			any = true
		}
	}
	if !any {
		return fmt.Errorf("no player present may receive the pairing-allocated bye (C2): %w", ErrNoPairing)
	}
	init.Solve()
	if sparse {
		// Every pair left out is implicit; its weight is at most
		// g(u) + g(v).
		bound := func(d []uint64, v int) {
			clear(d)
			if v < n {
				a := s.sorted[v]
				wAddAt(d, 1+2*b2u(!a.eligible), sgs+sgBits-1)
				wAddAt(d, uint64(p.sh[a.acc]), sgBits)
				wAddAt(d, 1, 0)
			}
		}
		parts := []match.PricePart{{Bound: bound, Weight: initWeight, Cap: priceCap}}
		priceAll(init, n, func() int { return init.AddUncoveredParts(parts) }, initWeight)
	}
	s.addWork(init.Work())
	mt := init.Mates()
	for v := range n {
		if mt[v] < 0 {
			return ErrNoPairing
		}
		if mt[v] == p.dummy {
			p.byeSc = s.sorted[v].acc
		}
	}
	top := s.sorted[0].acc
	if p.byeSc >= top {
		p.single = true
		for v := 0; v < n && s.sorted[v].acc >= top; v++ {
			w := mt[v]
			if w == p.dummy {
				w = v
			}
			if s.sorted[w].acc < top {
				p.single = false
				break
			}
		}
	}
	var games []int
	for v := range n {
		if s.sorted[v].acc == p.byeSc {
			games = append(games, s.sorted[v].played)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(games)))
	for i, g := range games {
		p.ranks[g] = i
	}
	return nil
}

// firstWeights sets the basic weights over the whole field (this first
// weighting does not yet know which bracket is current) and solves: no
// perfect matching means no pairing.
func (p *pairer) firstWeights() error {
	n, d := p.n, p.tmp
	single := p.single
	p.single = false
	for v := range n {
		u0 := 0
		if p.sparse {
			u0 = max(0, v-neighbourhood)
		}
		for u := u0; u < v; u++ {
			p.weight(d, u, v, false, false)
			p.m.SetWeight(v, u, d)
		}
	}
	p.single = single
	p.m.Solve()
	if p.sparse {
		p.price()
	}
	for _, u := range p.m.Mates() {
		if u < 0 {
			return ErrNoPairing
		}
	}
	return nil
}

// bracket is one bracket being paired: vert holds its players by pairing
// order (the moved-down players before sgBegin, the residents before nsg,
// then the next score group), sgbv to nsgbv the vertices of its score
// groups (the residents), st the current solution.
type bracket struct {
	p            *pairer
	vert         []int
	sgBegin, nsg int
	size         int
	sgIter       int // the first vertex of the next score group
	sgbv, nsgbv  int
	st           []int
	matched      []bool // shared by all brackets: paired for good
	row0         int
	dropped      []uint64
	bwBuf        []uint64
	remd         []int // the remainder (bracket indexes)
	remPairs     int
	exch         int      // how many exchanges the remainder makes
	sums         []uint64 // forced's two sums
}

// s1Choices counts how s1Opponents chose S1 players' opponents: read from
// the matching as it was (Kept) or after a swap (Swapped) by forced, or by
// a solve (Solved).
type s1Choices struct{ Kept, Swapped, Solved int }

// pairBrackets pairs the brackets from the top score group down, each
// decision read from the matching's optimum and fixed by sharpening the
// weights (the steps below, in the order of bbpPairings), and returns each
// vertex's partner.
func (p *pairer) pairBrackets() []int {
	s, n := p.s, p.n
	partner := make([]int, n)
	for i := range partner {
		partner[i] = -1
	}
	b := &bracket{p: p, matched: make([]bool, n), bwBuf: make([]uint64, p.L.words)}
	next := 0
	for next < n && s.sorted[next].acc >= s.sorted[0].acc {
		b.vert = append(b.vert, next)
		next++
	}
	for len(b.vert) > 1 || next < n {
		b.nsg = len(b.vert)
		b.nsgbv = b.sgbv + (b.nsg - b.sgBegin)
		b.sgIter = next
		for next < n && s.sorted[next].acc >= s.sorted[b.sgIter].acc {
			b.vert = append(b.vert, next)
			next++
		}
		b.enter()
		b.chooseMovedDown()
		b.movedDownOpponents()
		b.enterRemainder()
		b.exchangeS1()
		b.exchangeS2()
		b.fixExchanges()
		b.s1Opponents()
		b.leave(partner)
	}
	for v := range partner {
		if partner[v] < 0 {
			partner[v] = v
		}
	}
	return partner
}

// bw returns the criteria weight between bracket indexes i > j, computed
// when asked (a triangle of them would be the largest thing in memory),
// zero once dropped (clearBW). The slice is valid until the next call.
func (b *bracket) bw(i, j int) []uint64 {
	if k := i*(i-1)/2 - b.row0 + j; b.dropped[k/64]&(1<<(k%64)) != 0 {
		clear(b.bwBuf)
	} else if b.p.sparse {
		b.p.st.base(b.bwBuf, i, j)
	} else {
		b.p.weight(b.bwBuf, b.vert[j], b.vert[i], i < b.nsg, i >= b.nsg)
	}
	return b.bwBuf
}

// clearBW drops the criteria weight of i > j (see bw).
func (b *bracket) clearBW(i, j int) {
	k := i*(i-1)/2 - b.row0 + j
	b.dropped[k/64] |= 1 << (k % 64)
}

// ewcAdd adds to the criteria weight dst of a remainder pair what the
// remainder's order gives it.
func (b *bracket) ewcAdd(dst []uint64, smallRem int) {
	if wIsZero(dst) {
		return
	}
	// addend = ((smallRem < remPairs) << 2*sgBits - smallRem) << 1
	wAddAt(dst, b2u(smallRem < b.remPairs), 2*b.p.L.sgBits+1)
	wSubSmall(dst, uint64(2*smallRem))
}

// ewc sets dst to the whole weight of remainder pair small < large
// (bracket indexes), smallRem the remainder index of small.
func (b *bracket) ewc(dst []uint64, small, large, smallRem int) {
	copy(dst, b.bw(large, small))
	b.ewcAdd(dst, smallRem)
}

// in reports whether v is matched to a resident.
func (b *bracket) in(v int) bool { return b.st[v] >= b.sgbv && b.st[v] < b.nsgbv }

// pairedDown reports whether resident v is paired as the higher player
// of a pair of residents (in S1 of the remainder's order).
func (b *bracket) pairedDown(v int) bool { return b.st[v] > v && b.st[v] < b.nsgbv }

// enter gives the bracket's pairs their criteria weights and solves.
func (b *bracket) enter() {
	p, vert := b.p, b.vert
	b.size = len(vert)
	b.row0 = b.sgBegin * (b.sgBegin - 1) / 2
	b.dropped = make([]uint64, (b.size*(b.size-1)/2-b.row0+63)/64)
	if p.sparse {
		p.enterBracket(vert, b.sgBegin, b.nsg)
		p.enterPairs()
		p.seedBracket(vert, b.sgBegin, b.nsg)
	} else {
		for i := b.sgBegin; i < b.size; i++ {
			for j := range i {
				p.set(vert[i], vert[j], b.bw(i, j))
			}
		}
	}
	b.st = p.solve()
}

// chooseMovedDown chooses the moved-down players to pair in this bracket,
// by score, highest first.
func (b *bracket) chooseMovedDown() {
	p, vert, d := b.p, b.vert, b.p.tmp
	var mdScore, rem, remM int
	for pi := 0; pi < b.sgBegin; pi++ {
		if pi == 0 || p.sc(vert[pi]) < mdScore {
			mdScore = p.sc(vert[pi])
			rem, remM = 0, 0
			for mi := pi; mi < b.size && p.sc(vert[mi]) >= mdScore; mi++ {
				rem++
				if b.in(vert[mi]) {
					remM++
				}
			}
		}
		if remM == 0 {
			continue
		}
		pv := vert[pi]
		if rem <= remM {
			b.matched[pv] = true
			continue
		}
		rem--
		if !b.in(pv) {
			for oi := b.sgBegin; oi < b.nsg; oi++ {
				if !wIsZero(b.bw(oi, pi)) {
					copy(d, b.bw(oi, pi))
					wAddAt(d, 1, 0)
					p.set(pv, vert[oi], d)
				}
			}
			b.st = p.solve()
		}
		if b.in(pv) {
			b.matched[pv] = true
			remM--
			for oi := b.sgBegin; oi < b.nsg; oi++ {
				if !wIsZero(b.bw(oi, pi)) {
					copy(d, b.bw(oi, pi))
					wAddAt(d, uint64(b.nsg-b.sgBegin)+1, 0)
					p.set(pv, vert[oi], d)
				}
			}
		}
	}
}

// movedDownOpponents chooses the opponents of the moved-down players
// chosen, each in turn, and pairs them for good.
func (b *bracket) movedDownOpponents() {
	p, vert, d := b.p, b.vert, b.p.tmp
	for pi := 0; pi < b.sgBegin; pi++ {
		pv := vert[pi]
		if !b.matched[pv] {
			continue
		}
		add := uint64(b.size)
		p.row = pv
		for oi := b.nsg - 1; oi >= b.sgBegin; oi-- {
			ov := vert[oi]
			if b.matched[ov] {
				continue
			}
			if !wIsZero(b.bw(oi, pi)) {
				copy(d, b.bw(oi, pi))
				wAddAt(d, add, 0)
				p.set(pv, ov, d)
				add++
			}
		}
		b.st = p.solve()
		mv := b.st[pv]
		b.matched[mv] = true
		p.finalize(pv, mv)
		p.row = -1
	}
}

// enterRemainder finds the remainder (the residents not paired with a
// moved-down player) and its S1, gives its pairs the weights of the S1-S2
// order, solves, and counts the exchanges the optimum makes.
func (b *bracket) enterRemainder() {
	p, vert, d := b.p, b.vert, b.p.tmp
	b.remd, b.remPairs = b.remd[:0], 0
	for pi := b.sgBegin; pi < b.nsg; pi++ {
		pv := vert[pi]
		if b.st[pv] < b.sgbv {
			continue
		}
		b.remd = append(b.remd, pi)
		if b.st[pv] < pv {
			b.remPairs++
		}
	}
	remd := b.remd
	for oIdx, oi := range remd {
		ov := vert[oi]
		for pr, pi := range remd[:oIdx] {
			if p.sparse {
				// The pairs of two residents not paired with a
				// moved-down player still have the weight they
				// had on entry, the criteria weight.
				p.st.get(d, oi, pi)
				b.ewcAdd(d, pr)
			} else {
				b.ewc(d, pi, oi, pr)
			}
			p.set(vert[pi], ov, d)
		}
	}
	if p.sparse {
		for i, pi := range remd {
			p.s1[vert[pi]] = i < b.remPairs
			p.rpos[vert[pi]] = int32(i)
		}
		p.recount()
	}
	b.st = p.solve()
	b.exch = 0
	for _, pi := range remd[:b.remPairs] {
		if !b.pairedDown(vert[pi]) {
			b.exch++
		}
	}
}

// exchangeS1 chooses the lowest players of S1 to exchange.
func (b *bracket) exchangeS1() {
	p, vert, d, remd := b.p, b.vert, b.p.tmp, b.remd
	exRem := b.exch
	for it := b.remPairs; it > 0 && exRem > 0; {
		it--
		prIdx := it
		pv := vert[remd[it]]
		if b.pairedDown(pv) {
			for _, oi := range remd[it+1:] {
				b.ewc(d, remd[it], oi, prIdx)
				if !wIsZero(d) {
					wSubSmall(d, 1)
					p.set(pv, vert[oi], d)
				}
			}
			b.st = p.solve()
		}
		ex := !b.pairedDown(pv)
		if ex {
			exRem--
		}
		for _, oi := range remd[it+1:] {
			if ex {
				b.clearBW(oi, remd[it])
			}
			b.ewc(d, remd[it], oi, prIdx)
			p.set(pv, vert[oi], d)
		}
	}
}

// exchangeS2 chooses the highest players of S2 to exchange.
func (b *bracket) exchangeS2() {
	p, vert, d, remd := b.p, b.vert, b.p.tmp, b.remd
	exRem := b.exch
	ri := b.remPairs
	for it := b.remPairs; it < len(remd) && exRem > 1; it++ {
		pv := vert[remd[it]]
		already := b.pairedDown(pv)
		if !already {
			for _, oi := range remd[it+1:] {
				b.ewc(d, remd[it], oi, ri)
				if !wIsZero(d) {
					wAddAt(d, 1, 0)
					p.set(pv, vert[oi], d)
				}
			}
			b.st = p.solve()
		}
		ex := b.pairedDown(pv)
		if ex {
			exRem--
			for _, oi := range remd[:it] {
				b.clearBW(remd[it], oi)
				p.set(pv, vert[oi], b.bw(remd[it], oi))
			}
			for oi := b.nsg; oi < b.size; oi++ {
				b.clearBW(oi, remd[it])
				p.set(pv, vert[oi], b.bw(oi, remd[it]))
			}
		}
		if !already {
			for _, oi := range remd[it+1:] {
				b.ewc(d, remd[it], oi, ri)
				p.set(pv, vert[oi], d)
			}
		}
		ri++
	}
}

// fixExchanges fixes the exchanges and drops the exchange bits: the
// remainder's pairs have their criteria weights again.
func (b *bracket) fixExchanges() {
	p, vert, remd := b.p, b.vert, b.remd
	for a, pi := range remd {
		pv := vert[pi]
		for _, oi := range remd[a+1:] {
			ov := vert[oi]
			if !b.pairedDown(pv) || b.pairedDown(ov) {
				b.clearBW(oi, pi)
			}
			p.set(pv, ov, b.bw(oi, pi))
		}
	}
	if p.sparse {
		// The largest weights of the remainder's order would bound the
		// criteria weights loosely (by the S1-S2 count), so they are
		// counted anew, without the S1 categories and the offset.
		for _, pi := range remd {
			p.s1[vert[pi]], p.rpos[vert[pi]] = false, -1
		}
		p.recount()
	}
}

// s1Opponents chooses the opponents of S1, best first, and pairs them for
// good.
func (b *bracket) s1Opponents() {
	p, vert, d, remd := b.p, b.vert, b.p.tmp, b.remd
	// optimal says b.st is a maximum-weight matching under the current
	// weights: not on entry (fixExchanges changed them since the last
	// solve), then after every solve and every forced choice.
	optimal := false
	for _, pi := range remd {
		pv := vert[pi]
		if !b.pairedDown(pv) {
			continue
		}
		p.row = pv
		if optimal && b.forced(pi) {
			mv := b.st[pv]
			b.matched[pv], b.matched[mv] = true, true
			p.finalize(pv, mv)
			p.row = -1
			continue
		}
		var add uint64
		for k := len(remd) - 1; k >= 0; k-- {
			oi := remd[k]
			ov := vert[oi]
			if oi <= pi || b.matched[ov] {
				continue
			}
			// The criteria weight; in sparse mode the stored weight is
			// that already (the exchanges are fixed, and only pairs of
			// players paired since changed).
			var w []uint64
			if p.sparse {
				w = p.st.view(oi, pi)
			} else {
				w = b.bw(oi, pi)
			}
			if !wIsZero(w) {
				copy(d, w)
				wAddAt(d, add, 0)
				p.set(pv, ov, d)
			}
			add++
		}
		b.st = p.solve()
		p.s.s1.Solved++
		optimal = p.sparse
		mv := b.st[pv]
		b.matched[pv], b.matched[mv] = true, true
		p.finalize(pv, mv)
		p.row = -1
	}
}

// forced reports whether the opponent of S1 player pv = vert[pi] that
// the bonuses of s1Opponents would choose is known without a solve, and
// leaves it as pv's partner in b.st. Sparse mode only: the dense engine
// solves every time and is the check of this one.
//
// b.st is then a maximum-weight matching under the weights of the last
// solve with the pairs fixed since, and the duals of that solve are
// optimal for them. The bonuses choose the nearest eligible opponent that
// some such optimum gives pv (it gains the most any matching can). An
// opponent whose pair with pv has a positive reduced cost under those
// duals is in no optimum (complementary slackness), so it is passed over.
// The first not passed over is chosen when b.st pairs pv with it already,
// or when swapping partners with its partner y, another S1 player of the
// remainder, loses no weight (w(pv,o) + w(x,y) = w(pv,x) + w(o,y), x pv's
// partner): the swapped matching is an optimum too, and b.st becomes it.
// The pairs b.st holds that the matching does not are added to it, so
// that the next solve can rematch them. Otherwise a solve decides.
func (b *bracket) forced(pi int) bool {
	p, vert := b.p, b.vert
	pv := vert[pi]
	x := b.st[pv]
	oi := -1
	for _, k := range b.remd {
		if k <= pi || b.matched[vert[k]] {
			continue
		}
		w := p.st.view(k, pi)
		if wIsZero(w) {
			continue
		}
		if vert[k] == x {
			p.s.s1.Kept++
			return true
		}
		if p.m.ReducedSign(pv, vert[k], w) > 0 {
			continue
		}
		oi = k
		break
	}
	if oi < 0 {
		return false
	}
	o := vert[oi]
	y := b.st[o]
	if y == o || y >= p.n || p.pos[y] < int32(b.sgBegin) || p.pos[y] >= int32(b.nsg) || !b.pairedDown(y) {
		return false
	}
	xi, yi := int(p.pos[x]), int(p.pos[y])
	if wIsZero(p.st.view(xi, yi)) {
		return false
	}
	// Both sides in W+1 words, as a sum of two weights may carry.
	W := p.L.words
	sum := func(d []uint64, i, j, k, l int) {
		clear(d)
		copy(d, p.st.view(i, j))
		wAccumulate(d, p.st.view(k, l))
	}
	if len(b.sums) < 2*W+2 {
		b.sums = make([]uint64, 2*W+2)
	}
	lhs, rhs := b.sums[:W+1], b.sums[W+1:2*W+2]
	sum(lhs, oi, pi, xi, yi)
	sum(rhs, xi, pi, oi, yi)
	if wCmp(lhs, rhs) != 0 {
		return false
	}
	b.st[pv], b.st[o], b.st[x], b.st[y] = o, pv, y, x
	for _, e := range [2][2]int{{pi, oi}, {xi, yi}} {
		u, v := vert[e[0]], vert[e[1]]
		if !p.m.HasEdge(u, v) {
			p.m.SetWeight(u, v, p.st.view(e[0], e[1]))
		}
	}
	p.s.s1.Swapped++
	return true
}

// leave records the bracket's pairs in partner and makes the players left
// (moved down) and the next score group the next bracket.
func (b *bracket) leave(partner []int) {
	p, s, n, st := b.p, b.p.s, b.p.n, b.st
	var nvert []int
	b.sgBegin = 0
	// C9 stays in force while the bye assignee's score is at least the
	// next bracket's (the bye can come from a higher score group when
	// the lowest players cannot take it), as long as every player left
	// was matched within that score or above.
	p.single = p.dummy >= 0 && b.sgIter < n && p.byeSc >= s.sorted[b.sgIter].acc
	for pi, pv := range b.vert {
		if pi < b.nsg && b.matched[pv] {
			partner[pv] = st[pv]
			partner[st[pv]] = pv
		} else {
			nvert = append(nvert, pv)
			if pi < b.nsg {
				b.sgBegin++
			}
			if b.sgIter < n && s.sorted[st[pv]].acc < s.sorted[b.sgIter].acc {
				p.single = false
			}
		}
	}
	b.vert = nvert
	b.sgbv = b.nsgbv
}

// addWork counts w in s.work.
func (s *state) addWork(w match.Work) {
	s.work.Moves += w.Moves
	s.work.Moved += w.Moved
	s.work.Starts += w.Starts
}

// colour returns the colour of a against b (C.04.3 E).
func (s *state) colour(a, b *pl) Colour {
	c := neutralColour(a, b)
	if c != NoColour {
		return c
	}
	below := a.acc < b.acc || (a.acc == b.acc && a.rank > b.rank)
	ini := s.in.InitialColour
	if a.pref == NoColour {
		if below {
			if b.rank%2 == 1 {
				return ini
			}
			return ini.invert()
		}
		if a.rank%2 == 1 {
			return ini.invert()
		}
		return ini
	}
	if below {
		return b.pref.invert()
	}
	return a.pref
}

func neutralColour(a, b *pl) Colour {
	switch {
	case compatiblePrefs(a.pref, b.pref):
		if a.pref != NoColour {
			return a.pref
		}
		if b.pref != NoColour {
			return b.pref.invert()
		}
		return NoColour
	case a.absPref() && (a.imbalance > b.imbalance || !b.absPref()):
		return a.pref
	case b.absPref() && (b.imbalance > a.imbalance || !a.absPref()):
		return b.pref.invert()
	case a.strong && !b.strong:
		return a.pref
	case b.strong && !a.strong:
		return b.pref.invert()
	}
	ca, cb := firstDifference(a, b)
	if ca != NoColour && cb != NoColour {
		return cb
	}
	return NoColour
}

func firstDifference(a, b *pl) (Colour, Colour) {
	i, j := len(a.rounds)-1, len(b.rounds)-1
	skip := func(r []Round, k int) int {
		for k >= 0 && !r[k].Played {
			k--
		}
		return k
	}
	i, j = skip(a.rounds, i), skip(b.rounds, j)
	for i >= 0 && j >= 0 && a.rounds[i].Colour == b.rounds[j].Colour {
		i, j = skip(a.rounds, i-1), skip(b.rounds, j-1)
	}
	var ca, cb Colour
	if i >= 0 {
		ca = a.rounds[i].Colour
	}
	if j >= 0 {
		cb = b.rounds[j].Colour
	}
	return ca, cb
}

func (s *state) output(partner []int) ([]Board, int, error) {
	type pr struct {
		w, b *pl
	}
	var prs []pr
	bye := 0
	for v, x := range s.sorted {
		if partner[v] == v {
			bye = x.id
			continue
		}
		y := s.sorted[partner[v]]
		if x.id < y.id {
			a, b := x, y
			if s.colour(a, b) != White {
				a, b = b, a
			}
			prs = append(prs, pr{a, b})
		}
	}
	higher := func(q pr) (*pl, *pl) {
		a, b := q.w, q.b
		if a.score < b.score || (a.score == b.score && a.rank > b.rank) {
			return b, a
		}
		return a, b
	}
	slices.SortStableFunc(prs, func(x, y pr) int {
		hx, lx := higher(x)
		hy, ly := higher(y)
		if hx.score != hy.score {
			return hy.score - hx.score
		}
		if lx.score != ly.score {
			return ly.score - lx.score
		}
		return hx.rank - hy.rank
	})
	out := make([]Board, len(prs))
	for i, q := range prs {
		out[i] = Board{White: q.w.id, Black: q.b.id}
	}
	return out, bye, nil
}
