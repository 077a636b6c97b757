package swiss

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/match"
	"github.com/xiangqi-org/xqt/scoring"
)

// ErrNoPairing is wrapped by every error that says no legal pairing exists
// for the round (the CLI's exit code 4).
var ErrNoPairing = errors.New("no legal pairing")

// NoPairingError names the rule that blocks the round and the players it
// leaves without a partner.
type NoPairingError struct {
	Rule    string // "no-rematch", "colour-limits", "same-club", "one-bye"
	Players []int  // start numbers left unpaired under all the rules
	Detail  string
}

func (e *NoPairingError) Error() string { return e.Named(nil) }

// Named is the message with the players left unpaired written by label
// (nil: by start number).
func (e *NoPairingError) Named(label func(no int) string) string {
	if label == nil {
		label = func(no int) string { return fmt.Sprint(no) }
	}
	var b strings.Builder
	fmt.Fprintf(&b, "no legal pairing: %s", e.Detail)
	if len(e.Players) > 0 {
		b.WriteString(" (left without a partner: ")
		for i, p := range e.Players {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(label(p))
		}
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap makes errors.Is(err, ErrNoPairing) true.
func (e *NoPairingError) Unwrap() error { return ErrNoPairing }

// errLookahead says the bounded look-ahead could not finish a bracket; the
// engine then starts again with the exact search.
var errLookahead = errors.New("look-ahead failed")

// lookahead is how many lower players, beyond the bracket's size, a
// bracket is solved against in look-ahead mode.
const lookahead = 30

// engine pairs a pool bracket by bracket with a criteria set.
type engine struct {
	crit  criteria
	shape string
	exact bool
	key   func(e *entrant) int // order inside a score group

	// levels are the pool's distinct scores, highest first; lvl maps a
	// score to its index. Boundary t lies between levels t and t+1.
	levels []scoring.Points
	lvl    map[scoring.Points]int
}

// setLevels records the score levels of pool.
func (g *engine) setLevels(pool []*entrant) {
	g.lvl = map[scoring.Points]int{}
	g.levels = g.levels[:0]
	for _, e := range pool {
		if _, ok := g.lvl[e.score]; !ok {
			g.lvl[e.score] = 0
			g.levels = append(g.levels, e.score)
		}
	}
	sort.Slice(g.levels, func(i, j int) bool { return g.levels[i] > g.levels[j] })
	for i, l := range g.levels {
		g.lvl[l] = i
	}
}

// qualLen is the length of a score-quality vector (see addPairCost).
func (g *engine) qualLen() int { return 2*max(len(g.levels)-1, 0) + 2 }

// addPairCost adds to q the score-quality cost of the pair a-b: q[0]
// counts rematches (only --allow-rematch makes them legal); for each
// boundary t between score levels that the pair crosses, one pair at
// q[1+2t] and its score difference at q[2+2t]; the last element counts
// last-round colour relaxations. Lower is better, compared from the
// first element on (see qualLess).
func (g *engine) addPairCost(q []int64, a, b *entrant, relaxed bool) {
	if a.met[b.no] {
		q[0]++
	}
	i, j := g.lvl[a.score], g.lvl[b.score]
	if i > j {
		i, j = j, i
	}
	for t := i; t < j; t++ {
		q[1+2*t]++
		q[2+2*t] += int64(g.levels[i] - g.levels[j])
	}
	if relaxed {
		q[len(q)-1]++
	}
}

// qualLess reports whether score-quality vector a is worse than b.
func qualLess(a, b []int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// pairing is the engine's answer: pairs (unordered) and the bye, if any.
type pairing struct {
	pairs   [][2]*entrant
	relaxed [][2]*entrant
	bye     *entrant
	// rank orders pairings of the same pool under the engine's order
	// (higher is better): the negated score quality of the pairs, then
	// each bracket's own score from the top.
	rank []int64
}

// maxTies bounds how many exactly tied ways of pairing the brackets so far
// the engine follows at once (see run). Ties are few in practice (the
// random-event soak never has more than a handful); the bound only keeps a
// pathological round from growing without limit.
const maxTies = 256

// step is one bracket's decision on one path through the brackets: the
// pairs it makes and the players it sends down (in the last bracket, the
// bye). prev is the decision of the bracket above.
type step struct {
	prev     *step
	cost     []int64 // score-quality cost of the pairs made so far
	sc       score   // the bracket's score
	pairs    [][2]*entrant
	relaxed  [][2]*entrant
	floaters []*entrant
	bye      *entrant
}

// run pairs pool bracket by bracket from the top score group down. Each
// bracket takes its best choice under the criteria (maximum-weight
// matchings, see problem). When several choices are exactly equal on the
// bracket's criteria but send different players down, the brackets below
// decide: run follows every such tied path in step, keeps at each bracket
// only the paths whose bracket scores best, and merges paths that send the
// same players down (from there on they are identical). The result is the
// pairing whose bracket scores are lexicographically largest, the highest
// bracket first.
func (g *engine) run(pool []*entrant) (*pairing, error) {
	sorted := append([]*entrant(nil), pool...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].score != sorted[j].score {
			return sorted[i].score > sorted[j].score
		}
		return g.key(sorted[i]) < g.key(sorted[j])
	})
	needBye := len(sorted)%2 == 1
	g.setLevels(sorted)
	paths := []*step{nil} // nil: nothing decided yet, nobody floating
	for idx := 0; idx < len(sorted); {
		j := idx
		for j < len(sorted) && sorted[j].score == sorted[idx].score {
			j++
		}
		group, rest := sorted[idx:j], sorted[j:]
		idx = j
		var next []*step
		var best score
		seen := map[string]bool{}
		for _, p := range paths {
			var mdp []*entrant
			past := make([]int64, g.qualLen())
			if p != nil {
				mdp = p.floaters
				past = p.cost
			}
			b := append(append([]*entrant(nil), mdp...), group...)
			sols, sc, err := g.bracket(b, len(mdp), rest, needBye)
			if err == errIncomplete {
				// Only a look-ahead path can fail here (an exact bracket
				// above made sure its floaters can be paired): drop it.
				continue
			}
			if err != nil {
				return nil, err
			}
			sc = sc.plus(past)
			if len(next) > 0 && sc.less(best) {
				continue
			}
			if len(next) == 0 || best.less(sc) {
				next, best, seen = next[:0], sc, map[string]bool{}
			}
			for _, s := range sols {
				st := s.step(p, b, len(rest) == 0)
				st.sc = sc
				st.cost = slices.Clone(past)
				for _, pr := range st.pairs {
					ok, rx := g.crit.legal(pr[0], pr[1])
					g.addPairCost(st.cost, pr[0], pr[1], ok && rx)
				}
				if k := floatKey(st.floaters); !seen[k] && len(next) < maxTies {
					seen[k] = true
					next = append(next, st)
				}
			}
		}
		if len(next) == 0 {
			if !g.exact {
				// A bracket above may have decided without seeing far enough:
				// only the exact search can say the round is impossible.
				return nil, errLookahead
			}
			return nil, errIncomplete
		}
		paths = next
	}
	res := &pairing{}
	var chain []*step
	for s := paths[0]; s != nil; s = s.prev {
		chain = append(chain, s)
	}
	if res.rank = nil; paths[0] != nil {
		for _, c := range paths[0].cost {
			res.rank = append(res.rank, -c)
		}
	}
	for k := len(chain) - 1; k >= 0; k-- {
		s := chain[k]
		res.rank = append(res.rank, s.sc.w, s.sc.shaped)
		res.pairs = append(res.pairs, s.pairs...)
		res.relaxed = append(res.relaxed, s.relaxed...)
		if s.bye != nil {
			res.bye = s.bye
		}
	}
	return res, nil
}

// floatKey identifies a set of floaters (kept in pairing order).
func floatKey(fl []*entrant) string {
	var b strings.Builder
	for _, e := range fl {
		fmt.Fprintf(&b, "%d,", e.no)
	}
	return b.String()
}

// score is a bracket's score: first the score quality of the whole
// round it leaves possible (q, lower is better, see addPairCost), then its
// own criteria: the choice of floaters (w, the pairs' and floaters'
// weights), then the shape of the pairs (shaped, the same with the shape
// costs taken off); higher w and shaped are better.
type score struct {
	q         []int64
	w, shaped int64
}

func (s score) less(t score) bool {
	if qualLess(s.q, t.q) {
		return true
	}
	if qualLess(t.q, s.q) {
		return false
	}
	return s.w < t.w || s.w == t.w && s.shaped < t.shaped
}

// sameChoice reports whether s and t are equal on everything but the shape.
func (s score) sameChoice(t score) bool {
	return slices.Equal(s.q, t.q) && s.w == t.w
}

// plus returns s with the cost past added to its quality.
func (s score) plus(past []int64) score {
	q := slices.Clone(s.q)
	for i := range q {
		q[i] += past[i]
	}
	return score{q, s.w, s.shaped}
}

// bracket solves one score bracket b (nMDP floaters from above first)
// against the lower players rest and returns its best choices, one for
// each distinct set of players it can send down at the best score, with
// that score.
func (g *engine) bracket(b []*entrant, nMDP int, rest []*entrant, needBye bool) ([]solution, score, error) {
	w, err := g.crit.newBracket(b, nMDP, g.shape)
	if err != nil {
		return nil, score{}, err
	}
	for size := lookahead + nMDP; ; size *= 2 {
		exact := g.exact || len(rest) <= size
		p := g.problem(w, b, nMDP, rest, needBye, exact, size)
		sols, err := p.solutions()
		if err == errLookahead && !exact {
			continue // a bigger look-ahead may find partners for the floaters
		}
		if err != nil {
			return nil, score{}, err
		}
		return sols, sols[0].score, nil
	}
}

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
type problem struct {
	g       *engine
	w       bracketWeights
	m, n    int
	nv      int // vertices of the matching: n, and a spare when needed
	exact   bool
	verts   []*entrant // the player of each vertex, nil for the phantom and the spare
	edges   []match.Edge
	shape   []int64 // shapeCost of each edge between bracket players, else 0
	rx      []bool  // the edge's pair relaxes a colour limit
	relaxed map[[2]int]bool
	maxW    int64 // largest |weight| of an edge
	maxS    int64 // largest shapeCost

	mt                                    *match.Incremental // nil until the first solve, or after a failed one
	words                                 int
	penBit, critBit, relaxBit, rematchBit int
	unit                                  uint64     // the step of the score-difference tiers
	rematch                               bool       // some edge repeats a meeting
	lo, hi                                int        // the problem's score levels (global indices)
	table                                 [][]uint64 // score-quality weight of a pair of levels
	buf                                   []uint64
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
	p := &problem{g: g, w: w, m: m, n: n, nv: n, exact: exact, relaxed: map[[2]int]bool{}}
	p.verts = append(append(make([]*entrant, 0, n+1), b...), L...)
	for len(p.verts) < n+1 {
		p.verts = append(p.verts, nil)
	}
	add := func(u, v int, wt int64, rx bool) {
		if a, b := p.verts[u], p.verts[v]; a != nil && b != nil && a.met[b.no] && p.real(u, v) {
			p.rematch = true
		}
		p.edges = append(p.edges, match.Edge{U: u, V: v, W: wt})
		p.maxW = max(p.maxW, wt, -wt)
		var sc int64
		if v < m {
			sc = w.shapeCost(u, v)
			p.maxS = max(p.maxS, sc)
		}
		p.shape = append(p.shape, sc)
		p.rx = append(p.rx, rx)
	}
	for i := 0; i < m; i++ {
		for j := i + 1; j < m; j++ {
			if ok, rx := g.crit.legal(b[i], b[j]); ok {
				add(i, j, w.pair(i, j, rx), rx)
				if rx {
					p.relaxed[[2]int{i, j}] = true
				}
			}
		}
		fw := w.float(i)
		for k, e := range L {
			if ok, rx := g.crit.legal(b[i], e); ok {
				add(i, m+k, fw, rx)
			}
		}
		if phantom >= 0 && g.crit.byeOK(b[i]) {
			add(i, phantom, fw, false)
		}
	}
	if exact {
		for k := range L {
			for l := k + 1; l < nl; l++ {
				if ok, rx := g.crit.legal(L[k], L[l]); ok {
					add(m+k, m+l, 0, rx)
				}
			}
			if phantom >= 0 && g.crit.byeOK(L[k]) {
				add(m+k, phantom, 0, false)
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
				add(m+k, m+l, 0, false)
			}
		}
		if (nl-m)%2 != 0 {
			for k := range nl {
				add(m+k, n, 0, false)
			}
			p.nv++
		}
	}
	return p
}

// real reports whether edge u-v of the matching is a pair of the round
// (not a bye, not a look-ahead edge that stands for nothing).
func (p *problem) real(u, v int) bool {
	if p.verts[u] == nil || p.verts[v] == nil {
		return false
	}
	return p.exact || u < p.m || v < p.m
}

// level is the global score level of vertex v, or -1 for the phantom and
// the spare.
func (p *problem) level(v int) int {
	if e := p.verts[v]; e != nil {
		return p.g.lvl[e.score]
	}
	return -1
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
	bit := bits.Len64(half * uint64(p.maxS+1))
	p.penBit = bit
	bit += bits.Len64(half)
	p.critBit = bit
	bit += bits.Len64(half * uint64(2*p.maxW+1))
	// The relaxation and rematch tiers take room only when some edge can
	// relax or repeat a meeting; otherwise every edge adds the same to them.
	p.relaxBit, p.rematchBit = -1, -1
	if slices.Contains(p.rx, true) {
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
}

// solve finds the best choice under the constraints cons (nil: none),
// with a penalty when a player marked in penal floats, and of the best
// choices one whose pairs take the best shape. ok is false when no
// complete choice exists. The tiers of the weights are laid out by
// prepare; every complete choice is a perfect matching of nv/2 edges, so
// a constant added to every edge adds the same to all of them. The
// matching is kept between solves: a re-solve under other constraints or
// penalties frees only the bracket players whose edges changed.
func (p *problem) solve(cons []int8, penal []bool) (solution, bool, error) {
	if p.mt == nil {
		if p.table == nil {
			p.prepare()
		}
		p.mt = match.NewIncremental(p.nv, p.words)
		p.buf = make([]uint64, p.words)
	}
	d := p.buf
	nl := p.hi - p.lo + 1
	for k, e := range p.edges {
		clear(d)
		keep := true
		pen := uint64(1)
		if e.U < p.m {
			if e.V < p.m {
				keep = cons == nil || (cons[e.U] <= 0 && cons[e.V] <= 0)
			} else {
				keep = cons == nil || cons[e.U] >= 0
				if penal != nil && penal[e.U] {
					pen = 0
				}
			}
		}
		if keep {
			lu, lv := p.level(e.U), p.level(e.V)
			if lu < 0 {
				lu = lv
			}
			if lv < 0 || !p.real(e.U, e.V) {
				lv = lu
			}
			copy(d, p.table[(lu-p.lo)*nl+lv-p.lo])
			addAt(d, uint64(p.maxS+1-p.shape[k]), 0)
			addAt(d, pen, p.penBit)
			addAt(d, uint64(e.W+p.maxW+1), p.critBit)
			if !p.rx[k] && p.relaxBit >= 0 {
				addAt(d, 1, p.relaxBit)
			}
			if a, b := p.verts[e.U], p.verts[e.V]; p.rematchBit >= 0 && (a == nil || b == nil || !a.met[b.no] || !p.real(e.U, e.V)) {
				addAt(d, 1, p.rematchBit)
			}
		}
		p.mt.SetWeight(e.U, e.V, d)
	}
	p.mt.Solve()
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

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// addAt adds v << pos to the wide integer d (least significant word first).
func addAt(d []uint64, v uint64, pos int) {
	i, sh := pos/64, uint(pos%64)
	var c uint64
	d[i], c = bits.Add64(d[i], v<<sh, 0)
	var hi uint64
	if sh > 0 {
		hi = v >> (64 - sh)
	}
	for j := i + 1; j < len(d) && (c != 0 || hi != 0); j++ {
		d[j], c = bits.Add64(d[j], hi, c)
		hi = 0
	}
}

// step records solution s of bracket b as the decision after prev.
func (s solution) step(prev *step, b []*entrant, final bool) *step {
	st := &step{prev: prev}
	for i, u := range s.partner {
		switch {
		case u < 0 && final:
			st.bye = b[i]
		case u < 0:
			st.floaters = append(st.floaters, b[i])
		case i < u:
			st.pairs = append(st.pairs, [2]*entrant{b[i], b[u]})
			if s.relaxed[[2]int{i, u}] {
				st.relaxed = append(st.relaxed, [2]*entrant{b[i], b[u]})
			}
		}
	}
	return st
}

// errIncomplete: the exact search found no perfect matching, so no legal
// pairing of the pool exists; diagnose says why.
var errIncomplete = errors.New("incomplete")

// feasible reports whether pool can be paired completely (with one bye if
// odd) when legal decides who may meet, and lists who is left over.
func feasible(pool []*entrant, legal func(a, b *entrant) bool, byeOK func(*entrant) bool) (bool, []int) {
	n := len(pool)
	var edges []match.Edge
	phantom := -1
	if n%2 == 1 {
		phantom = n
	}
	for i := range pool {
		for j := i + 1; j < n; j++ {
			if legal(pool[i], pool[j]) {
				edges = append(edges, match.Edge{U: i, V: j, W: 1})
			}
		}
		if phantom >= 0 && byeOK(pool[i]) {
			edges = append(edges, match.Edge{U: i, V: phantom, W: 1})
		}
	}
	size := n
	if phantom >= 0 {
		size++
	}
	mate, _ := match.Solve(size, edges, match.Options{MaxCardinality: true})
	var left []int
	for i := range pool {
		if mate[i] < 0 {
			left = append(left, pool[i].no)
		}
	}
	sort.Ints(left)
	return len(left) == 0 && (phantom < 0 || mate[phantom] >= 0), left
}

// diagnose names the rule that makes pool impossible to pair, by dropping
// the rules one at a time.
func (f *field) diagnose(pool []*entrant) error {
	c := chinese{f}
	full := func(a, b *entrant) bool { ok, _ := c.legal(a, b); return ok }
	_, left := feasible(pool, full, c.byeOK)
	noMeet := func(a, b *entrant) bool { return !a.met[b.no] && !b.met[a.no] }
	noClub := func(a, b *entrant) bool { return noMeet(a, b) && !f.sameClub(a, b) }
	withColours := func(a, b *entrant) bool {
		return noMeet(a, b) && ((a.can(1) && b.can(2)) || (b.can(1) && a.can(2)) || f.last && !f.in.Options.NoRelax)
	}
	anyBye := func(*entrant) bool { return true }
	switch {
	case len(pool) == 1 && !c.byeOK(pool[0]):
		return &NoPairingError{Rule: "one-bye", Players: []int{pool[0].no}, Detail: "the only player left to pair has had a bye (docs/rules.md 5.6: one bye per player)"}
	case feasibleOK(pool, noClub, c.byeOK):
		return &NoPairingError{Rule: "colour-limits", Players: left, Detail: "the colour limits (no three equal colours in a row, difference at most 2; docs/rules.md 5.3) leave no complete pairing"}
	case feasibleOK(pool, withColours, c.byeOK):
		return &NoPairingError{Rule: "same-club", Players: left, Detail: "keeping players of the same club apart (option avoid-club) leaves no complete pairing"}
	case feasibleOK(pool, full, anyBye):
		return &NoPairingError{Rule: "one-bye", Players: left, Detail: "every player who could take the bye has had one (docs/rules.md 5.6)"}
	}
	return &NoPairingError{Rule: "no-rematch", Players: left, Detail: "too many of these players have met already (docs/rules.md 5.1: no rematch, a forfeit counts as met)"}
}

func feasibleOK(pool []*entrant, legal func(a, b *entrant) bool, byeOK func(*entrant) bool) bool {
	ok, _ := feasible(pool, legal, byeOK)
	return ok
}

// direct pairs round 1 without a matching when the method's own pattern
// is legal: with no histories every pair scores the same on all criteria
// but the shape, and the pattern has the best shape (zero everywhere, the
// last player floating to the bye). ok is false when a pair is illegal
// (same club) and the matching must choose.
func (g *engine) direct(pool []*entrant) (*pairing, bool) {
	if len(pool) == 0 {
		return &pairing{}, true
	}
	for _, e := range pool {
		if len(e.byRnd) > 0 {
			return nil, false // not the stage's first round
		}
	}
	sorted := append([]*entrant(nil), pool...)
	sort.SliceStable(sorted, func(i, j int) bool { return g.key(sorted[i]) < g.key(sorted[j]) })
	res := &pairing{}
	if len(sorted)%2 == 1 {
		res.bye = sorted[len(sorted)-1]
		if !g.crit.byeOK(res.bye) {
			return nil, false
		}
		sorted = sorted[:len(sorted)-1]
	}
	n := len(sorted)
	for i := 0; i < n/2; i++ {
		var a, b *entrant
		switch g.shape {
		case "adjacent":
			a, b = sorted[2*i], sorted[2*i+1]
		case "first-last":
			a, b = sorted[i], sorted[n-1-i]
		default:
			a, b = sorted[i], sorted[i+n/2]
		}
		if ok, rx := g.crit.legal(a, b); !ok || rx {
			return nil, false
		}
		res.pairs = append(res.pairs, [2]*entrant{a, b})
	}
	return res, true
}
