package swiss

import (
	"math/bits"
	"slices"

	"github.com/xiangqi-org/xqt/pairing/match"
	"github.com/xiangqi-org/xqt/scoring"
)

// problem is one bracket's choice of floaters: a matching of the m
// bracket players (vertices 0..m-1) against the lower players
// (m..m+nl-1), with a phantom vertex for the bye, or, in look-ahead mode,
// edges among the lower players that stand for leaving them over, so that
// they need not all be paired among the few considered. A bracket player
// matched to a lower player or the phantom floats. The edge weights are,
// most important first, the score quality of the pair (which boundaries
// between score levels it crosses and by how much: see addPairCost, so
// that the bracket is solved for the best score quality of the whole
// round), a last-round colour relaxation, the criteria's pair and float,
// a tie penalty and the shape (see solve), solved by the shared core
// match.Incremental.
//
// The pairs among the bracket's residents (the players of the score group,
// vertices nMDP..m-1) are most of the edges, m² of them. When the criteria
// can bound them (residentBounder), the matching holds only a few of them
// per player (see candidates) and prices the others after every solve
// (see price): the optimum is the same as with every pair present.
type problem struct {
	g       *engine
	w       bracketWeights
	b       []*entrant
	m, n    int
	nMDP    int
	nv      int // vertices of the matching: n, and a spare when needed
	exact   bool
	verts   []*entrant // the player of each vertex, nil for the phantom and the spare
	lv      []int      // the global score level of each vertex, -1 for the phantom and the spare
	edges   []match.Edge
	shape   []int64 // shapeCost of each edge between bracket players, else 0
	flags   []uint8 // edgeRelaxed, edgeRematch
	inc     [][]int32
	relaxed map[[2]int]bool
	maxW    int64 // largest |weight| of an edge (or bound on it)
	maxS    int64 // largest shapeCost (or bound on it)
	anyRx   bool  // some edge may relax a colour limit
	rematch bool  // some edge may repeat a meeting

	// Sparse mode: the resident pairs held (bit (u-nMDP)*nRes+v-nMDP,
	// both ways), the largest value pair can take among residents, the
	// pricing bound g and the pairs the last pricing weighed.
	sparse  bool
	ties    bool // the weights have a tie-break tier (see tie)
	kind    int  // the shape: shapeSplit, shapeAdjacent, shapeFirstLast
	nRes    int
	held    []uint64
	maxPair int64
	gBound  []uint64
	// samePair is the most pair weighs between two residents due the
	// same colour (a colour conflict), gSame the bound g of those pairs:
	// price weighs them apart, so the conflicts' lower weight is not lost
	// in one loose bound.
	samePair int64
	gSame    []uint64
	weighed  [][2]int32
	full     bool // every legal resident pair has been added

	mt                                              *match.Incremental // nil until the first solve, or after a failed one
	words                                           int
	shapeBit, penBit, critBit, relaxBit, rematchBit int
	unit                                            uint64     // the step of the score-difference tiers
	lo, hi                                          int        // the problem's score levels (global indices)
	table                                           [][]uint64 // score-quality weight of a pair of levels
	buf                                             []uint64
	// The constraints and penalties the matching's weights were last set
	// for (set: they were), one entry per bracket player.
	set      bool
	lastCons []int8
	lastPen  []bool
	cons     []int8
	penal    []bool
}

// The shapes of a bracket (engine.shape).
const (
	shapeSplit = iota
	shapeAdjacent
	shapeFirstLast
)

func shapeKind(s string) int {
	switch s {
	case "adjacent":
		return shapeAdjacent
	case "first-last":
		return shapeFirstLast
	}
	return shapeSplit
}

const (
	edgeRelaxed = 1 << iota // the pair relaxes a colour limit
	edgeRematch             // the pair repeats a meeting
)

// residentBounder is implemented by bracket weights that can bound the
// pairs among a bracket's residents (the players after the nMDP floaters
// from above) without weighing each: for every such pair, |pair| <= maxAbs,
// pair <= maxPair and shapeCost <= maxShape; relax and rematch say whether
// such a pair may relax a colour limit or repeat a meeting.
type residentBounder interface {
	residentBounds() (maxAbs, maxPair, maxShape int64, relax, rematch bool)
	// samePair bounds pair for two residents due the same colour.
	samePair() int64
}

// solution is one choice of a bracket: partner[i] is the bracket index of
// i's partner, or -1 when i floats (or, in the last bracket, has the bye);
// weight is the sum of pair and float over the choice.
type solution struct {
	partner []int
	weight  int64
	score   score
	relaxed map[[2]int]bool // the problem's pairs that relax a colour limit
}

// sparseMin is the fewest residents for which a bracket's resident pairs
// are priced rather than all held.
const sparseMin = 24

func (g *engine) problem(w bracketWeights, b []*entrant, nMDP int, rest []*entrant, needBye, exact bool, size int) *problem {
	m := len(b)
	L := rest
	if !exact {
		L = rest[:size]
	}
	nl := len(L)
	phantom := -1
	n := m + nl
	if exact && needBye {
		phantom = n
		n++
	}
	p := &problem{g: g, w: w, b: b, m: m, n: n, nMDP: nMDP, nRes: m - nMDP, nv: n, exact: exact, relaxed: map[[2]int]bool{}}
	p.verts = append(append(make([]*entrant, 0, n+1), b...), L...)
	for len(p.verts) < n+1 {
		p.verts = append(p.verts, nil)
	}
	p.lv = make([]int, n+1)
	for v, e := range p.verts {
		p.lv[v] = -1
		if e != nil {
			p.lv[v] = g.lvl[e.score]
		}
	}
	p.inc = make([][]int32, m)
	p.kind = shapeKind(g.shape)
	if rb, ok := w.(residentBounder); ok {
		var maxShape int64
		p.maxW, p.maxPair, maxShape, p.anyRx, p.rematch = rb.residentBounds()
		p.samePair = rb.samePair()
		p.maxS = maxShape
		p.ties = p.nRes >= sparseMin
		p.sparse = p.nRes >= sparseMin && !g.dense
	}
	if p.sparse {
		p.held = make([]uint64, (p.nRes*p.nRes+63)/64)
	}
	for i := 0; i < m; i++ {
		for j := i + 1; j < m; j++ {
			if p.sparse && i >= nMDP {
				break // resident pairs: see candidates
			}
			p.addPair(i, j)
		}
		fw := w.float(i)
		for k, e := range L {
			if ok, rx := g.crit.legal(b[i], e); ok {
				p.add(i, m+k, fw, rx)
			}
		}
		if phantom >= 0 && g.crit.byeOK(b[i]) {
			p.add(i, phantom, fw, false)
		}
	}
	if p.sparse {
		p.candidates()
	}
	if exact {
		for k := range L {
			for l := k + 1; l < nl; l++ {
				if ok, rx := g.crit.legal(L[k], L[l]); ok {
					p.add(m+k, m+l, 0, rx)
				}
			}
			if phantom >= 0 && g.crit.byeOK(L[k]) {
				p.add(m+k, phantom, 0, false)
			}
		}
	} else {
		// Look-ahead: the lower players that no floater takes are left
		// over. They pair up among themselves by edges of weight 0 that
		// stand for nothing (legal or not), with a spare vertex when their
		// number is odd, so that every complete choice is a perfect
		// matching.
		for k := range nl {
			for l := k + 1; l < nl; l++ {
				p.add(m+k, m+l, 0, false)
			}
		}
		if (nl-m)%2 != 0 {
			for k := range nl {
				p.add(m+k, n, 0, false)
			}
			p.nv++
		}
	}
	return p
}

// add records edge u-v (u < v) of criteria weight wt.
func (p *problem) add(u, v int, wt int64, rx bool) {
	var fl uint8
	if a, b := p.verts[u], p.verts[v]; a != nil && b != nil && a.met[b.no] && p.real(u, v) {
		p.rematch = true
		fl |= edgeRematch
	}
	if rx {
		p.anyRx = true
		fl |= edgeRelaxed
	}
	k := int32(len(p.edges))
	p.edges = append(p.edges, match.Edge{U: u, V: v, W: wt})
	p.maxW = max(p.maxW, wt, -wt)
	var sc int64
	if v < p.m {
		sc = p.w.shapeCost(u, v)
		p.maxS = max(p.maxS, sc)
		p.inc[v] = append(p.inc[v], k)
	}
	if u < p.m {
		p.inc[u] = append(p.inc[u], k)
	}
	p.shape = append(p.shape, sc)
	p.flags = append(p.flags, fl)
}

// addPair adds the pair i < j of bracket players when it is legal and
// reports whether it did; a resident pair is marked held.
func (p *problem) addPair(i, j int) bool {
	if p.sparse && i >= p.nMDP && p.isHeld(i, j) {
		return false
	}
	ok, rx := p.g.crit.legal(p.b[i], p.b[j])
	if !ok {
		return false
	}
	p.add(i, j, p.w.pair(i, j, rx), rx)
	if rx {
		p.relaxed[[2]int{i, j}] = true
	}
	if p.sparse && i >= p.nMDP {
		p.hold(i, j)
	}
	return true
}

func (p *problem) isHeld(u, v int) bool {
	k := (u-p.nMDP)*p.nRes + v - p.nMDP
	return p.held[k/64]&(1<<(k%64)) != 0
}

func (p *problem) hold(u, v int) {
	for _, k := range [2]int{(u-p.nMDP)*p.nRes + v - p.nMDP, (v-p.nMDP)*p.nRes + u - p.nMDP} {
		p.held[k/64] |= 1 << (k % 64)
	}
}

// Candidate resident pairs of the sparse mode, around each player's
// partner of the ideal shape: the window ±window, partners 2^k (k >= 2)
// away from it on either side, and as many as colours partners not due
// the same colour, looked for up to reach away.
const (
	window  = 5
	colours = 12
	reach   = 100
)

// candidates adds the resident pairs the matching starts from: for each
// resident, its neighbours and the players around its partner of the
// ideal shape (top half v bottom half, neighbours, or first v last), a few
// at doubling distances from that partner, and a few more that are not
// due its colour. Which pairs start in the matching changes only its
// speed, never its optimum (see price); these are chosen so that the
// duals of the first solve already cover nearly every other pair: the
// pairs far from the ideal keep the duals of either half from drifting
// apart, those not due the same colour let colour conflicts be avoided
// within the pairs held.
func (p *problem) candidates() {
	n := p.nRes
	targets := func(r int) []int {
		switch p.kind {
		case shapeAdjacent:
			return []int{r ^ 1}
		case shapeFirstLast:
			return []int{n - n%2 - 1 - r}
		}
		return []int{r + n/2, r - n/2}
	}
	try := func(r, s int) bool {
		if s < 0 || s >= n || s == r {
			return false
		}
		i, j := min(r, s)+p.nMDP, max(r, s)+p.nMDP
		return p.addPair(i, j) || p.isHeld(i, j)
	}
	for r := range n {
		for d := 1; d <= 2; d++ {
			try(r, r-d)
			try(r, r+d)
		}
		a := p.b[r+p.nMDP].due()
		for _, t := range targets(r) {
			for j := 4; j < n; j *= 2 {
				try(r, t-j)
				try(r, t+j)
			}
			if t < -window || t >= n+window {
				continue
			}
			t = min(max(t, 0), n-1)
			for d := -window; d <= window; d++ {
				try(r, t+d)
			}
			found := 0
			for d := 0; d <= 2*reach && found < colours; d++ {
				s := t + (d+1)/2
				if d%2 == 1 {
					s = t - (d+1)/2
				}
				if s < 0 || s >= n || s == r {
					continue
				}
				if o := p.b[s+p.nMDP].due(); a != scoring.NoSide && a == o {
					continue
				}
				if try(r, s) {
					found++
				}
			}
		}
	}
}

// real reports whether edge u-v of the matching is a pair of the round
// (not a bye, not a look-ahead edge that stands for nothing).
func (p *problem) real(u, v int) bool {
	if p.verts[u] == nil || p.verts[v] == nil {
		return false
	}
	return p.exact || u < p.m || v < p.m
}

// solutions returns the bracket's best choices: the first the matching
// finds and, unless nobody floats, every other choice of the same weight
// that sends a different set of players down (in the last bracket: gives
// a different player the bye); of these, the ones whose pairs take the
// best shape.
func (p *problem) solutions() ([]solution, error) {
	first, ok, err := p.solve(nil, nil)
	if err != nil {
		return nil, err
	}
	if !ok {
		if !p.exact {
			return nil, errLookahead
		}
		return nil, errIncomplete
	}
	out := []solution{first}
	if slices.Contains(first.partner, -1) {
		out = nil
		if err := p.enumerate(make([]int8, p.m), first, &out); err != nil {
			return nil, err
		}
	}
	best := out[:0]
	for _, s := range out {
		if len(best) > 0 && s.score.less(best[0].score) {
			continue
		}
		if len(best) > 0 && best[0].score.less(s.score) {
			best = best[:0]
		}
		best = append(best, s)
	}
	return best, nil
}

// enumerate appends to out every best choice that keeps the constraints
// cons (cons[i] > 0: i floats, < 0: i is paired in the bracket, 0: free),
// given s, one of them. It splits on a player whose fate differs between
// s and another best choice, so each choice costs about two matchings.
func (p *problem) enumerate(cons []int8, s solution, out *[]solution) error {
	if len(*out) >= maxTies {
		return nil
	}
	alt, ok, err := p.another(cons, s)
	if err != nil {
		return err
	}
	if !ok {
		*out = append(*out, s)
		return nil
	}
	x := 0
	for (s.partner[x] < 0) == (alt.partner[x] < 0) {
		x++
	}
	fate := func(t solution) []int8 {
		c := slices.Clone(cons)
		c[x] = 1
		if t.partner[x] >= 0 {
			c[x] = -1
		}
		return c
	}
	if err := p.enumerate(fate(s), s, out); err != nil {
		return err
	}
	return p.enumerate(fate(alt), alt, out)
}

// another finds a best choice under cons that sends down a different set
// of players than s, if there is one. s's free floaters pay a penalty in
// a tier of the weights below every criterion (and above the shape): the
// matching then keeps as few of them floating as it can at the best
// weight.
func (p *problem) another(cons []int8, s solution) (solution, bool, error) {
	var free []int
	for i, u := range s.partner {
		if u < 0 && cons[i] == 0 {
			free = append(free, i)
		}
	}
	if len(free) == 0 {
		// All of s's floaters are held floating, and every best choice
		// sends down as many players: s's set is the only one.
		return solution{}, false, nil
	}
	penal := make([]bool, p.m)
	for _, i := range free {
		penal[i] = true
	}
	alt, ok, err := p.solve(cons, penal)
	if err != nil || !ok || !alt.score.sameChoice(s.score) {
		return solution{}, false, err
	}
	for _, i := range free {
		if alt.partner[i] >= 0 {
			return alt, true, nil
		}
	}
	return solution{}, false, nil
}

// level is the global score level of vertex v, or -1 for the phantom and
// the spare.
func (p *problem) level(v int) int { return p.lv[v] }

// prepare lays out the tiers of the wide weights, least significant
// first: the shape, the tie penalty, the criteria, the relaxations, then
// for each boundary between the problem's score levels, from the lowest
// boundary up, the sum of score differences and the number of pairs that
// cross it. Each tier is wide enough for its total over a perfect
// matching (nv/2 edges), so no tier carries into the next.
func (p *problem) prepare() {
	half := uint64(p.nv/2 + 1)
	p.lo, p.hi = -1, -1
	for v := 0; v < p.n; v++ {
		if l := p.level(v); l >= 0 {
			if p.lo < 0 || l < p.lo {
				p.lo = l
			}
			p.hi = max(p.hi, l)
		}
	}
	if p.lo < 0 {
		p.lo, p.hi = 0, 0
	}
	p.shapeBit = 0
	if p.ties && bits.Len(uint(p.m))*2+bits.Len64(uint64(p.maxS))*2+bits.Len64(half)+tieHash >= 62 {
		p.ties = false // too wide for one word (brackets of many thousands)
	}
	if p.ties {
		p.shapeBit = bits.Len64(half * p.tie(0, p.n, 0))
	}
	bit := p.shapeBit + bits.Len64(half*uint64(p.maxS+1))
	p.penBit = bit
	bit += bits.Len64(half)
	p.critBit = bit
	bit += bits.Len64(half * uint64(2*p.maxW+1))
	// The relaxation and rematch tiers take room only when some edge can
	// relax or repeat a meeting; otherwise every edge adds the same to them.
	p.relaxBit, p.rematchBit = -1, -1
	if p.anyRx {
		p.relaxBit = bit
		bit += bits.Len64(half)
	}
	levels := p.g.levels
	// Score differences in units of the levels' greatest common step.
	var unit uint64
	for l := p.lo; l < p.hi; l++ {
		unit = gcd(unit, uint64(levels[l]-levels[l+1]))
	}
	unit = max(unit, 1)
	p.unit = unit
	var dmax uint64
	if p.hi > p.lo {
		dmax = uint64(levels[p.lo]-levels[p.hi]) / unit
	}
	type tier struct{ c, d int }
	tiers := make([]tier, p.hi-p.lo)
	for t := p.hi - 1; t >= p.lo; t-- {
		tiers[t-p.lo].d = bit
		bit += bits.Len64(half * dmax)
		tiers[t-p.lo].c = bit
		bit += bits.Len64(half)
	}
	if p.rematch {
		p.rematchBit = bit
		bit += bits.Len64(half)
	}
	p.words = (bit + 18 + 63) / 64
	nl := p.hi - p.lo + 1
	p.table = make([][]uint64, nl*nl)
	for a := 0; a < nl; a++ {
		for b := 0; b < nl; b++ {
			d := make([]uint64, p.words)
			i, j := min(a, b)+p.lo, max(a, b)+p.lo
			for t := p.lo; t < p.hi; t++ {
				if i <= t && t < j {
					addAt(d, dmax-uint64(levels[i]-levels[j])/unit, tiers[t-p.lo].d)
				} else {
					addAt(d, dmax, tiers[t-p.lo].d)
					addAt(d, 1, tiers[t-p.lo].c)
				}
			}
			p.table[a*nl+b] = d
		}
	}
	if p.sparse {
		p.gBound = p.halfBound(p.maxPair)
		p.gSame = p.halfBound(p.samePair)
	}
}

// halfBound is a bound g of price: half (rounded up) the most a resident
// pair whose criteria's pair weight is at most pairMax can weigh, so that
// g(u)+g(v) covers every such pair.
func (p *problem) halfBound(pairMax int64) []uint64 {
	nl := p.hi - p.lo + 1
	l := p.lv[p.nMDP] - p.lo
	d := make([]uint64, p.words)
	copy(d, p.table[l*nl+l])
	addAt(d, p.tie(0, p.n, 0), 0) // p.ties: sparse brackets are big
	addAt(d, uint64(p.maxS+1), p.shapeBit)
	addAt(d, 1, p.penBit)
	addAt(d, uint64(pairMax+p.maxW+1), p.critBit)
	if p.relaxBit >= 0 {
		addAt(d, 1, p.relaxBit)
	}
	if p.rematchBit >= 0 {
		addAt(d, 1, p.rematchBit)
	}
	addAt(d, 1, 0)
	for i := range d {
		d[i] >>= 1
		if i+1 < len(d) {
			d[i] |= d[i+1] << 63
		}
	}
	return d
}

// tie is the tie-break of edge u-v of shape cost sc, the lowest tier of
// the weights, in three parts: the most a squared shape cost can be less
// sc²; m² less the square of dev, how far the distance v-u in the
// bracket's order is from the shape's ideal one (n/2 residents for top
// half v bottom half, 1 for neighbours; sc itself for first v last); and,
// for a pair that is not ideal (sc > 0), tieHash bits of a fixed hash of
// the two start numbers (all ones for an ideal pair). Any edge but a pair
// of bracket players gets the most of each. Between choices that are
// exactly equal on every criterion, the shape included, it takes the one
// whose shape costs are the most even, then whose distances are (a
// perfect matching weighs a constant less the sums of its squares), then
// the hash decides. So the pairing does not depend on the path the
// matching took to its optimum, and the sparse and dense matchings agree
// (the comparison test checks it on every round): of the three ways to
// pair four players a < b < c < d, two with the same sum of shape costs
// (the absolute value of a function linear in each partner) differ in
// one of the sums of squares, e.g. a-d, b-c and a-c, b-d in their squared
// distances by 2(b-a)(d-c); what still ties (exchanges among three or
// more pairs with the same shapes, shifted) is left to the hash, which
// leaves a tie only by chance (1 in 2^tieHash for each). The first two
// parts are structured (pairs of one shape and one distance weigh the
// same) and the ideal pairs weigh the most, so that the matching keeps
// many tight pairs and the bound of price stays tight for them; a wider
// hash would cost much more. Only the brackets big enough to be priced
// (sparseMin residents) have the tier; in the smaller ones, held whole,
// exact ties are left to the matching as they always were.
func (p *problem) tie(u, v int, sc int64) uint64 {
	if !p.ties {
		return 0
	}
	s2, d2 := uint64(p.maxS)*uint64(p.maxS), uint64(p.m)*uint64(p.m)
	if v >= p.m {
		return (s2*(d2+1)+d2)<<tieHash | (1<<tieHash - 1)
	}
	dev := int64(v - u)
	switch p.kind {
	case shapeAdjacent:
		dev--
	case shapeFirstLast:
		dev = sc
	default:
		dev -= int64(p.nRes / 2)
	}
	t := ((s2-uint64(sc*sc))*(d2+1) + d2 - uint64(dev*dev)) << tieHash
	if sc != 0 {
		// Not an ideal pair: a few bits of a fixed hash of the two start
		// numbers break what the squares leave tied.
		x := uint64(min(p.verts[u].no, p.verts[v].no))<<32 | uint64(max(p.verts[u].no, p.verts[v].no))
		x += 0x9e3779b97f4a7c15 // splitmix64
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		x ^= x >> 31
		t |= x & (1<<tieHash - 1)
	} else {
		t |= 1<<tieHash - 1
	}
	return t
}

// tieHash is the width of the hash part of tie.
const tieHash = 4

// weigh sets d to the matching weight of edge u-v (u < v) of criteria
// weight wt, shape cost sc and flags fl under the constraints cons and
// penalties penal (see solve); zero when cons removes the edge.
func (p *problem) weigh(d []uint64, u, v int, wt, sc int64, fl uint8, cons []int8, penal []bool) {
	clear(d)
	pen := uint64(1)
	if u < p.m {
		if v < p.m {
			if cons != nil && (cons[u] > 0 || cons[v] > 0) {
				return
			}
		} else {
			if cons != nil && cons[u] < 0 {
				return
			}
			if penal != nil && penal[u] {
				pen = 0
			}
		}
	}
	lu, lv := p.lv[u], p.lv[v]
	if lu < 0 {
		lu = lv
	}
	if lv < 0 || !p.real(u, v) {
		lv = lu
	}
	copy(d, p.table[(lu-p.lo)*(p.hi-p.lo+1)+lv-p.lo])
	addAt(d, p.tie(u, v, sc), 0)
	addAt(d, uint64(p.maxS+1-sc), p.shapeBit)
	addAt(d, pen, p.penBit)
	addAt(d, uint64(wt+p.maxW+1), p.critBit)
	if fl&edgeRelaxed == 0 && p.relaxBit >= 0 {
		addAt(d, 1, p.relaxBit)
	}
	if fl&edgeRematch == 0 && p.rematchBit >= 0 {
		addAt(d, 1, p.rematchBit)
	}
}

// setEdge sets the matching weight of edge k under the current
// constraints, charging the change to vertex at.
func (p *problem) setEdge(k int32, at int) {
	e := p.edges[k]
	p.weigh(p.buf, e.U, e.V, e.W, p.shape[k], p.flags[k], p.cons, p.penal)
	if at == e.U {
		p.mt.SetWeight(e.U, e.V, p.buf)
	} else {
		p.mt.SetWeight(e.V, e.U, p.buf)
	}
}

func consAt(cons []int8, i int) int8 {
	if cons == nil {
		return 0
	}
	return cons[i]
}

func penAt(penal []bool, i int) bool { return penal != nil && penal[i] }

// solve finds the best choice under the constraints cons (nil: none),
// with a penalty when a player marked in penal floats, and of the best
// choices one whose pairs take the best shape. ok is false when no
// complete choice exists. The tiers of the weights are laid out by
// prepare; every complete choice is a perfect matching of nv/2 edges, so
// a constant added to every edge adds the same to all of them. The
// matching is kept between solves: a re-solve under other constraints or
// penalties sets only the edges of the bracket players whose constraint
// or penalty changed, and frees only those players.
func (p *problem) solve(cons []int8, penal []bool) (solution, bool, error) {
	if p.mt == nil {
		if p.table == nil {
			p.prepare()
		}
		p.mt = match.NewIncremental(p.nv, p.words)
		p.buf = make([]uint64, p.words)
		p.set = false
	}
	p.cons, p.penal = cons, penal
	if !p.set {
		for k, e := range p.edges {
			p.setEdge(int32(k), e.U)
		}
		p.lastCons = make([]int8, p.m)
		p.lastPen = make([]bool, p.m)
		p.set = true
	} else {
		for i := 0; i < p.m; i++ {
			c, pn := consAt(cons, i), penAt(penal, i)
			if c == p.lastCons[i] && pn == p.lastPen[i] {
				continue
			}
			for _, k := range p.inc[i] {
				p.setEdge(k, i)
			}
			if p.sparse && i >= p.nMDP && p.lastCons[i] > 0 && c <= 0 {
				// i's implicit pairs are back: free i, so that its dual
				// comes down where they need it and price looks at them.
				p.poke(i)
			}
		}
	}
	for i := 0; i < p.m; i++ {
		p.lastCons[i], p.lastPen[i] = consAt(cons, i), penAt(penal, i)
	}
	p.mt.Solve()
	if p.sparse {
		p.price()
	}
	mate := p.mt.Mates()
	for _, u := range mate {
		if u < 0 {
			p.mt = nil // a warm start needs a perfect matching to start from
			return solution{}, false, nil
		}
	}
	s := solution{partner: make([]int, p.m), relaxed: p.relaxed}
	q := make([]int64, p.g.qualLen())
	for u := 0; u < p.n; u++ {
		if v := mate[u]; u < v && p.real(u, v) {
			_, rx := p.g.crit.legal(p.verts[u], p.verts[v])
			p.g.addPairCost(q, p.verts[u], p.verts[v], rx)
		}
	}
	var shape int64
	for i := 0; i < p.m; i++ {
		s.partner[i] = -1
		if u := mate[i]; u < p.m {
			s.partner[i] = u
			if i < u {
				s.weight += p.w.pair(i, u, p.relaxed[[2]int{i, u}])
				shape += p.w.shapeCost(i, u)
			}
			continue
		}
		s.weight += p.w.float(i)
	}
	s.score = score{q, s.weight, s.weight - shape}
	return s, true, nil
}

// Pricing (sparse mode). A resident pair not held in the matching is
// implicit; after every solve the matching's duals price them
// (match.Incremental.AddUncovered): every implicit pair weighs at most
// g(u)+g(v) with g = gBound for every resident that cons does not send
// down (and no implicit pair has an end that it does), and a pair whose
// exact reduced cost is negative is added and the solve goes on. A player
// left unmatched gets all its implicit pairs, and when that adds nothing
// while the matching is still not perfect, every implicit pair is added.
// When a round adds nothing, the duals are feasible for every legal pair
// of the problem and every matched edge is tight, so (LP duality for
// Edmonds' matching polytope) the matching is a maximum-weight perfect
// matching of the dense problem, of the same weight as the dense solve.
func (p *problem) price() {
	d := make([]uint64, p.words)
	full := false
	for {
		p.weighed = p.weighed[:0]
		added := p.mt.AddUncoveredParts(p.parts())
		for _, pr := range p.weighed {
			if u, v := int(pr[0]), int(pr[1]); p.mt.HasEdge(u, v) && !p.isHeld(u, v) {
				p.addPair(u, v) // its weight is set already
			}
		}
		free := false
		for v, u := range p.mt.Mates() {
			if u >= 0 {
				continue
			}
			free = true
			if v >= p.nMDP && v < p.m {
				for x := p.nMDP; x < p.m; x++ {
					if x != v && p.addImplicit(d, v, x) {
						added++
					}
				}
			}
		}
		if added == 0 && free && !full {
			// No perfect matching on the pairs so far: take them all.
			full = true
			for u := p.nMDP; u < p.m; u++ {
				for v := u + 1; v < p.m; v++ {
					if p.addImplicit(d, u, v) {
						added++
					}
				}
			}
		}
		if added == 0 {
			return
		}
		p.mt.Solve()
	}
}

// parts are the two classes of implicit pairs price weighs apart: pairs
// of residents not due the same colour, at most g = gBound each end, and
// pairs due the same colour (a colour conflict), at most gSame.
func (p *problem) parts() []match.PricePart {
	class := func(v int) int {
		if v < p.nMDP || v >= p.m {
			return 0
		}
		return int(p.b[v].due()) // NoSide 0, Red, Black
	}
	same := func(a, b int) bool { return a != 0 && a == b }
	return []match.PricePart{
		{Bound: p.bound, Weight: p.implicit, Classes: 3, Class: class, Joins: func(a, b int) bool { return !same(a, b) }},
		{Bound: p.boundSame, Weight: p.implicit, Classes: 3, Class: class, Joins: same},
	}
}

// boundSame is price's g for the pairs due the same colour.
func (p *problem) boundSame(d []uint64, v int) {
	if v >= p.nMDP && v < p.m && consAt(p.cons, v) <= 0 && p.b[v].due() != scoring.NoSide {
		copy(d, p.gSame)
		return
	}
	clear(d)
}

// bound is price's g.
func (p *problem) bound(d []uint64, v int) {
	if v >= p.nMDP && v < p.m && consAt(p.cons, v) <= 0 {
		copy(d, p.gBound)
		return
	}
	clear(d)
}

// implicit sets d to the weight of resident pair u-v when it is implicit
// (legal, not held, neither end sent down by cons), else to zero.
func (p *problem) implicit(d []uint64, u, v int) {
	clear(d)
	if u > v {
		u, v = v, u
	}
	if u < p.nMDP || v >= p.m || u == v || p.isHeld(u, v) {
		return
	}
	if consAt(p.cons, u) > 0 || consAt(p.cons, v) > 0 {
		return
	}
	ok, rx := p.g.crit.legal(p.b[u], p.b[v])
	if !ok {
		return
	}
	var fl uint8
	if rx {
		fl |= edgeRelaxed
	}
	if p.rematchBit >= 0 && p.b[u].met[p.b[v].no] {
		fl |= edgeRematch // (the flag matters only when rematches have a tier)
	}
	p.weigh(d, u, v, p.w.pair(u, v, rx), p.w.shapeCost(u, v), fl, p.cons, p.penal)
	p.weighed = append(p.weighed, [2]int32{int32(u), int32(v)})
}

// addImplicit holds the resident pair v-x, when legal and not held yet,
// and reports whether that gave the matching an edge.
func (p *problem) addImplicit(d []uint64, v, x int) bool {
	if !p.addPair(min(v, x), max(v, x)) {
		return false
	}
	k := int32(len(p.edges) - 1)
	p.setEdge(k, v)
	return p.mt.HasEdge(v, x)
}

// poke charges a change to bracket player i without changing a weight,
// so that the next solve frees i and repairs its dual.
func (p *problem) poke(i int) {
	for _, k := range p.inc[i] {
		e := p.edges[k]
		o := e.U + e.V - i
		if !p.mt.HasEdge(i, o) {
			continue
		}
		p.weigh(p.buf, e.U, e.V, e.W, p.shape[k], p.flags[k], p.cons, p.penal)
		addAt(p.buf, 1, 0)
		p.mt.SetWeight(i, o, p.buf)
		p.setEdge(k, i)
		return
	}
}
