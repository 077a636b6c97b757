package match

import (
	"math/bits"
	"slices"
)

// Incremental is a maximum-weight perfect matching on a graph with wide
// integer weights (dense or sparse: only the edges set are stored), solved by Edmonds' primal-dual blossom algorithm
// (the O(n^3) formulation of Galil 1986) and re-solved incrementally: after
// SetWeight changes the edges around a vertex, the next Solve frees only
// that vertex (and the blossoms holding it) and repairs its dual, so a
// re-solve costs one or two augmentation stages instead of a full run. This
// is what lets a pairing system fix one decision at a time by sharpening a
// few weights and asking again (the FIDE Dutch engine re-solves thousands
// of times per round).
//
// Weights are unsigned fixed-width integers of Words() 64-bit words, least
// significant word first, so that criteria hundreds of bits wide can be
// packed into one weight without big integers; zero means "no edge". Leave
// spare bits at the top of the last word: weights are stored doubled and
// the duals can outgrow the largest weight (the Dutch engine leaves 17).
//
// The goal is a perfect matching, which makes the warm start simple (free
// vertices need no common dual value). Odd fields and matchings that may
// leave players unpaired are reduced to it with bye vertices (see the
// package documentation). When no perfect matching exists Solve leaves some
// vertices free; the matching it returns then has maximum cardinality, but
// its weight is optimal only on a first solve.
//
// Dual variables are integers: every weight is stored doubled and all free
// vertices keep the same parity at the start of every stage, so every S-S
// slack is even and delta3 = slack/2 is exact.
//
// A stage does not start over after an augmentation: only the two trees
// the augmenting path joined are taken apart, every other alternating tree
// keeps its labels (its edges are still tight, its free root still free,
// and one delta moves every tree alike), as multiple-tree blossom codes do
// (Kolmogorov's Blossom V keeps trees the same way). A re-solve that frees
// hundreds of vertices then costs one search rather than one per pair.
// A dual move and the start of a stage look only at the labelled vertices
// and blossoms and at the free vertices (kept in bitsets and visited in
// increasing order, the order of a loop over all of them), so their cost
// follows the part of the graph the search reaches, not n.
//
// An Incremental is not safe for concurrent use.
type Incremental struct {
	n, W int
	// The edges: for each vertex its neighbours in increasing order and
	// the index of each edge, whose doubled weight is at pool[e*W:].
	// An edge set to zero stays in the lists, dead: the adjacency bitset
	// (n^2 bits) says which are alive. Memory grows with the edges ever
	// set, not with n^2.
	nb    [][]int32
	eo    [][]int32
	pool  []uint64
	zeroW []uint64
	y     []uint64 // dual of each vertex (0..n-1) and blossom (n..2n-1)

	mate      []int // mate of each vertex, -1 when free
	inBlossom []int // top-level blossom of each vertex
	parent    []int
	childs    [][]int
	bedges    [][][2]int // edge i joins childs[i] (first) and childs[i+1] (second)
	base      []int
	label     []int8
	endA      []int // labelling edge: vertex outside (parent side)
	endB      []int // labelling edge: vertex inside
	// rootOf is the free vertex at the root of each labelled top-level
	// blossom's tree; mark and stamp dedupe the queue after an
	// augmentation.
	rootOf []int
	// members lists the top-level blossoms labelled into each root's
	// tree (some may have left it since: rootOf decides).
	members [][]int
	mark    []int // by vertex (0..n-1) and blossom (n..2n-1)
	stamp   int
	// Least slacks from each S-vertex to unlabelled vertices and to other
	// S-blossoms, computed when the duals must move.
	minU, minS []uint64
	hasU, hasS []bool
	// The least slacks are kept across the dual moves of a stage: uArg
	// and sArg are where they were found, cached whether minU/minS hold
	// (lowered by each move) and lab the label each vertex had when last
	// looked at, so that only the vertices whose least slack may have
	// changed are scanned again.
	uArg, sArg []int
	cached     []bool
	stale      []bool
	lab        []int8
	newS, newU []int
	reqBuf     [][2]int // requeueFromOthers' finds: (index in leafBuf, vertex)
	chainBuf   []int    // dissolveAround's blossoms, innermost first
	accBuf     []uint64 // and the sum of their duals
	unused     []int
	queue      []int

	adj       []uint64 // adjacency bitset, row v at v*rowWords
	rowWords  int
	dirty     []bool
	dirtyList []int
	started   bool

	t1, t2, t3, t4 []uint64
	rcBuf          []uint64 // ReducedSign's
	leafBuf        []int
	// AddUncovered's buffers: c_v, 2g(v), the blossom dual sums, the
	// candidates and the vertices to price from.
	price, gg, zs, minc []uint64
	cmin                []uint64
	auD, buD            []uint64
	done                []bool
	hasMin              []bool
	cls                 []int8
	tops                [][]int
	us                  []int
	// touched marks the vertices whose dual went down since the last
	// AddUncovered (S-vertices at a dual move, repaired vertices): only
	// their edges can have lost slack.
	touched    []bool
	allTouched bool
	// floor and hasFloor: the least dual Free asked for each vertex at
	// the next repair.
	floor    []uint64
	hasFloor []bool
	// The uncovered edges of the vertex being priced when its part has a
	// Cap: far ends, reduced costs, weights (see addCapped).
	capV, capIdx []int
	capR, capW   []uint64
	// The vertices of the part being priced that have implicit edges,
	// and the top-level blossoms holding them (topMark, topStamp).
	partV, topList []int
	topMark        []int
	topStamp       int
	// The labelled part of a stage, so that a dual move costs what the
	// trees hold rather than n. act has a bit for every vertex whose
	// top-level blossom is labelled or whose lab is not zero (it may hold
	// more: a move drops the vertices it finds unlabelled), actB one for
	// every blossom labelled in the stage (blossom n+i at bit i; a move
	// drops those it finds free or unlabelled). sv and tv are the S- and
	// T-vertices of a move and tb its labelled top-level blossoms, each
	// in increasing order, the order of the loops over all n they
	// replace.
	act, actB  []uint64
	sv, tv, tb []int
	// freeV has a bit for every free vertex (and maybe some that were
	// free once: a stage start drops the matched ones), so that a stage
	// starts in time proportional to the free vertices, not n. It is
	// made at the first stage, when every vertex is free.
	freeV []uint64
	// repair's second start (see there) and the sums that compare it.
	altY   []uint64
	sumBuf [2][]uint64
	work   Work
}

// Work counts what the solves so far cost, for tests that guard against
// a warm start gone bad (a count of work, not a clock).
type Work struct {
	// Moves is the number of dual moves (changes of delta), Moved the
	// labelled vertices and blossoms they moved, summed.
	Moves, Moved int64
	// Starts is the number of re-solves that started from the second
	// way of setting the freed vertices' duals (see repair).
	Starts int64
}

// Work returns the work of every Solve so far.
func (m *Incremental) Work() Work { return m.work }

// NewIncremental makes a graph of n vertices (0..n-1) and no edges, for
// weights of the given number of 64-bit words.
func NewIncremental(n, words int) *Incremental {
	m := &Incremental{n: n, W: words}
	m.nb = make([][]int32, n)
	m.eo = make([][]int32, n)
	m.zeroW = make([]uint64, words)
	m.rowWords = (n + 63) / 64
	m.adj = make([]uint64, n*m.rowWords)
	m.y = make([]uint64, 2*n*words)
	m.mate = make([]int, n)
	m.inBlossom = make([]int, n)
	m.parent = make([]int, 2*n)
	m.childs = make([][]int, 2*n)
	m.bedges = make([][][2]int, 2*n)
	m.base = make([]int, 2*n)
	m.label = make([]int8, 2*n)
	m.endA = make([]int, 2*n)
	m.endB = make([]int, 2*n)
	m.rootOf = make([]int, 2*n)
	m.members = make([][]int, n)
	m.mark = make([]int, 2*n)
	m.minU = make([]uint64, n*words)
	m.minS = make([]uint64, n*words)
	m.hasU = make([]bool, n)
	m.hasS = make([]bool, n)
	m.uArg = make([]int, n)
	m.sArg = make([]int, n)
	m.cached = make([]bool, n)
	m.stale = make([]bool, n)
	m.lab = make([]int8, n)
	m.dirty = make([]bool, n)
	m.touched = make([]bool, n)
	m.hasFloor = make([]bool, n)
	m.allTouched = true
	m.t1 = make([]uint64, words)
	m.t2 = make([]uint64, words)
	m.t3 = make([]uint64, words)
	m.t4 = make([]uint64, words)
	m.sumBuf = [2][]uint64{make([]uint64, words+1), make([]uint64, words+1)}
	for v := range n {
		m.mate[v] = -1
		m.inBlossom[v] = v
		m.base[v] = v
	}
	for b := range 2 * n {
		m.parent[b] = -1
		if b >= n {
			m.base[b] = -1
			m.unused = append(m.unused, b)
		}
	}
	return m
}

// find returns the index of edge u-v, -1 when there is none.
func (m *Incremental) find(u, v int) int32 {
	if len(m.nb[v]) < len(m.nb[u]) {
		u, v = v, u
	}
	i, ok := slices.BinarySearch(m.nb[u], int32(v))
	if !ok {
		return -1
	}
	return m.eo[u][i]
}

// ew returns the doubled weight of edge index e.
func (m *Incremental) ew(e int32) []uint64 { return m.pool[int(e)*m.W : int(e+1)*m.W] }

// wt returns the doubled weight of u-v (zero when there is no edge); the
// caller must not modify it.
func (m *Incremental) wt(u, v int) []uint64 {
	if e := m.find(u, v); e >= 0 {
		return m.ew(e)
	}
	return m.zeroW
}

func (m *Incremental) link(u, v int, e int32) {
	i, _ := slices.BinarySearch(m.nb[u], int32(v))
	m.nb[u] = slices.Insert(m.nb[u], i, int32(v))
	m.eo[u] = slices.Insert(m.eo[u], i, e)
}

func (m *Incremental) dual(b int) []uint64 { return m.y[b*m.W : (b+1)*m.W] }

// SetWeight sets the weight of edge u-v (u != v) to weight, Words() words
// least significant first; zero removes the edge. Setting the weight it
// already has costs nothing. Otherwise the change is charged to u: at the
// next Solve, u is unmatched and its dual repaired, so a caller that
// changes many edges should charge them to few vertices (pass the vertex
// whose edges change as u).
func (m *Incremental) SetWeight(u, v int, weight []uint64) {
	wShl1(m.t1, weight)
	e := m.find(u, v)
	switch {
	case e < 0:
		if wIsZero(m.t1) {
			return
		}
		e = int32(len(m.pool) / m.W)
		m.pool = append(m.pool, make([]uint64, m.W)...)
		copy(m.ew(e), m.t1)
		m.link(u, v, e)
		m.link(v, u, e)
		m.adj[u*m.rowWords+v/64] |= 1 << (v % 64)
		m.adj[v*m.rowWords+u/64] |= 1 << (u % 64)
	case wCmp(m.ew(e), m.t1) == 0:
		return
	case wIsZero(m.t1):
		// The edge stays in the lists, dead (the bitset says so), so
		// removing it costs nothing and adding it back reuses it.
		wZero(m.ew(e))
		m.adj[u*m.rowWords+v/64] &^= 1 << (v % 64)
		m.adj[v*m.rowWords+u/64] &^= 1 << (u % 64)
	default:
		copy(m.ew(e), m.t1)
		m.adj[u*m.rowWords+v/64] |= 1 << (v % 64)
		m.adj[v*m.rowWords+u/64] |= 1 << (u % 64)
	}
	if m.started && !m.dirty[u] {
		m.dirty[u] = true
		m.dirtyList = append(m.dirtyList, u)
	}
}

// Weight sets d (Words() words) to the weight of edge u-v.
func (m *Incremental) Weight(d []uint64, u, v int) { wSar1(d, m.wt(u, v)) }

// Len returns the number of vertices.
func (m *Incremental) Len() int { return m.n }

// Words returns the width of a weight in 64-bit words.
func (m *Incremental) Words() int { return m.W }

// Mates returns the mate of each vertex after the last Solve, -1 for a free
// one. The slice belongs to m: it changes at the next Solve, and the caller
// must not modify it.
func (m *Incremental) Mates() []int { return m.mate }

func (m *Incremental) hasEdge(u, v int) bool { return m.adj[u*m.rowWords+v/64]&(1<<(v%64)) != 0 }

// neighbours calls f for every neighbour of v, in increasing order, until f
// returns false.
func (m *Incremental) neighbours(v int, f func(u int, e []uint64) bool) {
	for i, u := range m.nb[v] {
		if m.hasEdge(v, int(u)) && !f(int(u), m.ew(m.eo[v][i])) {
			return
		}
	}
}

// operands returns the duals of u and v and the weight of edge u-v, the
// three words-long numbers a slack is made of.
func (m *Incremental) operands(u, v int) (a, b, e []uint64) {
	W := m.W
	return m.y[u*W : u*W+W], m.y[v*W : v*W+W], m.wt(u, v)
}

// slack sets d to the slack of edge u-v.
func (m *Incremental) slack(d []uint64, u, v int) { m.slackE(d, u, v, m.wt(u, v)) }

// slackE sets d to the slack of edge u-v of doubled weight e.
func (m *Incremental) slackE(d []uint64, u, v int, e []uint64) {
	W := m.W
	a, b := m.y[u*W:u*W+W], m.y[v*W:v*W+W]
	d = d[:len(a)]
	b = b[:len(a)]
	e = e[:len(a)]
	var c1, c2 uint64
	for i, x := range a {
		x, c1 = bits.Add64(x, b[i], c1)
		d[i], c2 = bits.Sub64(x, e[i], c2)
	}
}

func (m *Incremental) leaves(b int, buf []int) []int {
	if b < m.n {
		return append(buf, b)
	}
	for _, c := range m.childs[b] {
		buf = m.leaves(c, buf)
	}
	return buf
}

// Solve computes a maximum-weight perfect matching under the current
// weights, starting from the previous solution: only the vertices charged
// with a change since then are freed. When no perfect matching exists it
// leaves a maximum-cardinality matching whose weight is optimal only on a
// first solve (use bye vertices to keep every solve perfect).
func (m *Incremental) Solve() {
	if !m.started {
		m.started = true
		// Initial duals: the largest (doubled) weight / 2 makes every
		// slack nonnegative; use max weight itself as mwmatching does.
		maxw := m.t3
		wZero(maxw)
		for i := 0; i < len(m.pool); i += m.W {
			if wCmp(m.pool[i:i+m.W], maxw) > 0 {
				copy(maxw, m.pool[i:i+m.W])
			}
		}
		wSar1(maxw, maxw)
		for v := range m.n {
			copy(m.dual(v), maxw)
		}
	} else {
		m.repair()
	}
	for m.stage() {
	}
}

// dissolveAround dissolves every blossom holding v, from the top-level
// one in, until v is a singleton. Dissolving a blossom moves its dual into
// its vertices, so that every slack inside stays the same, and unmatches
// the matched edge from its base to the outside (no longer tight). The
// blossoms are taken one level at a time (the same bases unmatched, the
// same blossoms freed in the same order as dissolving the top-level one
// until none is left), but each vertex is walked once: it takes the sum of
// the duals of the blossoms dissolved above it.
func (m *Incremental) dissolveAround(v int) {
	if m.inBlossom[v] == v {
		return
	}
	chain := m.chainBuf[:0]
	for b := m.parent[v]; b >= 0; b = m.parent[b] {
		chain = append(chain, b)
	}
	m.chainBuf = chain
	if len(m.accBuf) < m.W {
		m.accBuf = make([]uint64, m.W)
	}
	acc := m.accBuf[:m.W]
	wZero(acc)
	for i := len(chain) - 1; i >= 0; i-- {
		b := chain[i]
		wAdd(acc, acc, m.dual(b))
		bs := m.base[b]
		if mt := m.mate[bs]; mt >= 0 {
			m.mate[bs], m.mate[mt] = -1, -1
			m.markFree(bs)
			m.markFree(mt)
		}
		next := v
		if i > 0 {
			next = chain[i-1]
		}
		for _, c := range m.childs[b] {
			m.parent[c] = -1
			if c == next {
				continue // dissolved next, or v itself
			}
			m.leafBuf = m.leaves(c, m.leafBuf[:0])
			for _, x := range m.leafBuf {
				wAdd(m.dual(x), m.dual(x), acc)
				m.inBlossom[x] = c
			}
		}
		m.freeBlossom(b)
	}
	wAdd(m.dual(v), m.dual(v), acc)
	m.inBlossom[v] = v
}

func (m *Incremental) freeBlossom(b int) {
	m.childs[b] = nil
	m.bedges[b] = nil
	m.base[b] = -1
	m.parent[b] = -1
	m.label[b] = 0
	wZero(m.dual(b))
	m.unused = append(m.unused, b)
}

// repair restores the invariants after weights changed around the dirty
// vertices: they become free singletons whose duals cover their edges.
func (m *Incremental) repair() {
	if len(m.dirtyList) == 0 {
		return
	}
	// Cheap fix first: a singleton vertex whose matched edge can be made
	// tight again by moving its own dual, without any other edge going
	// negative, keeps the matching optimal (complementary slackness).
	kept := m.dirtyList[:0]
	for _, v := range m.dirtyList {
		if m.hasFloor[v] || !m.retighten(v) {
			kept = append(kept, v)
		} else {
			m.dirty[v] = false
		}
	}
	m.dirtyList = kept
	if len(m.dirtyList) == 0 {
		return
	}
	for _, v := range m.dirtyList {
		m.dissolveAround(v)
		if mt := m.mate[v]; mt >= 0 {
			m.mate[v], m.mate[mt] = -1, -1
			m.markFree(v)
			m.markFree(mt)
		}
	}
	// Parity: every free vertex must share one parity. Take it from a free
	// vertex that is not dirty, if any.
	parity := -1
	m.eachFree(func(v int) bool {
		if !m.dirty[v] {
			parity = int(m.dual(v)[0] & 1)
			return false
		}
		return true
	})
	if parity < 0 {
		parity = 0
	}
	// Dirty duals, two ways. A: just enough to cover the edges to clean
	// vertices, then raised where two dirty vertices still fall short
	// (the earlier one takes the deficit). B: enough for the clean
	// vertices and half the vertex's largest edge to another dirty
	// vertex (two such halves cover any edge between dirty vertices).
	// A starts tight against the clean vertices and is the better start
	// but when nearly the whole graph was freed (three quarters of the
	// vertices or more: the clean duals then say little) and A's dual
	// sum exceeds B's by more than a sixteenth (the dual objective falls
	// to the matching's weight, so the excess is work for the search).
	// So it was in the remainder of a Dutch round 1 with a bye: every
	// pair changed, the only clean vertex the bye vertex with its light
	// edges, A put most players half as high again as B, and the
	// re-solve took 50 times the work of an even field (minutes at 5000
	// players). Where a single bracket of a bigger field is freed (the
	// first bracket of a round 2), A is the better start even so: B
	// there doubled the work of the round.
	d, half := m.t1, m.t4
	k := len(m.dirtyList)
	if cap(m.altY) < k*m.W {
		m.altY = make([]uint64, k*m.W)
	}
	alt := m.altY[:k*m.W]
	for j, v := range m.dirtyList {
		first := true
		yv := m.dual(v)
		wZero(half)
		for i, u32 := range m.nb[v] {
			u := int(u32)
			if !m.hasEdge(u, v) {
				continue
			}
			e := m.ew(m.eo[v][i])
			if m.dirty[u] {
				if wCmp(e, half) > 0 {
					copy(half, e)
				}
				continue
			}
			wSub(d, e, m.dual(u))
			if first || wCmp(d, yv) > 0 {
				copy(yv, d)
				first = false
			}
		}
		wSar1(half, half)
		if first {
			// No clean neighbour: A and B agree.
			copy(yv, half)
		}
		if m.hasFloor[v] {
			if f := m.floor[v*m.W : (v+1)*m.W]; wCmp(f, yv) > 0 {
				copy(yv, f)
			}
			m.hasFloor[v] = false
		}
		b := alt[j*m.W : (j+1)*m.W]
		copy(b, yv)
		if wCmp(half, b) > 0 {
			copy(b, half)
		}
	}
	for i, v := range m.dirtyList {
		yv := m.dual(v)
		for _, u := range m.dirtyList[i+1:] {
			if !m.hasEdge(u, v) {
				continue
			}
			m.slack(d, u, v)
			if wSign(d) < 0 {
				wSub(yv, yv, d)
			}
		}
	}
	// Σ(A - B) against ΣB / 16, in one more word than the duals (the
	// sums cannot overflow it).
	excess, sumB := m.sumBuf[0], m.sumBuf[1]
	clear(excess)
	clear(sumB)
	for j, v := range m.dirtyList {
		b := alt[j*m.W : (j+1)*m.W]
		wAccumulate(sumB, b)
		wSub(d, m.dual(v), b)
		wAccumulate(excess, d)
	}
	for range 4 {
		wSar1(sumB, sumB)
	}
	if 4*k >= 3*m.n && wSign(sumB) > 0 && wCmp(excess, sumB) > 0 {
		m.work.Starts++
		for j, v := range m.dirtyList {
			copy(m.dual(v), alt[j*m.W:(j+1)*m.W])
		}
	}
	for _, v := range m.dirtyList {
		m.dirty[v] = false
		m.touched[v] = true
	}
	m.dirtyList = m.dirtyList[:0]
	// Fix parities (raising a free singleton's dual keeps feasibility).
	one := m.t2
	wSetInt(one, 1)
	m.eachFree(func(v int) bool {
		if int(m.dual(v)[0]&1) != parity {
			// v is the base of its blossoms: dissolving them frees
			// no other vertex.
			m.dissolveAround(v)
			if int(m.dual(v)[0]&1) != parity {
				wAdd(m.dual(v), m.dual(v), one)
			}
		}
		return true
	})
}

// eachFree calls f for every free vertex, in increasing order, until f
// returns false.
func (m *Incremental) eachFree(f func(v int) bool) {
	for i, word := range m.freeV {
		for word != 0 {
			v := i<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			if m.mate[v] == -1 && !f(v) {
				return
			}
		}
	}
}

// retighten tries to restore optimality around v by changing y_v alone.
func (m *Incremental) retighten(v int) bool {
	mt := m.mate[v]
	if mt < 0 || m.inBlossom[v] != v || !m.hasEdge(v, mt) {
		return false
	}
	delta := m.t3
	m.slack(delta, v, mt)
	sl := m.t2
	ok := true
	m.neighbours(v, func(u int, e []uint64) bool {
		if u == mt {
			return true
		}
		m.slackE(sl, v, u, e)
		wSub(sl, sl, delta)
		if wSign(sl) < 0 {
			ok = false
			return false
		}
		return true
	})
	if !ok {
		return false
	}
	wSub(m.dual(v), m.dual(v), delta)
	m.touched[v] = true
	return true
}

func (m *Incremental) assignLabel(w int, t int8, a int) {
	b := m.inBlossom[w]
	m.label[w], m.label[b] = t, t
	m.endA[w], m.endB[w] = a, w
	m.endA[b], m.endB[b] = a, w
	if a < 0 {
		m.rootOf[b] = w
	} else {
		m.rootOf[b] = m.rootOf[m.inBlossom[a]]
	}
	m.members[m.rootOf[b]] = append(m.members[m.rootOf[b]], b)
	m.markAct(b)
	if t == 1 {
		m.queue = m.leaves(b, m.queue)
	} else {
		bs := m.base[b]
		mt := m.mate[bs]
		m.assignLabel(mt, 1, bs)
	}
}

// markAct records that top-level blossom b was labelled: b in actB, its
// vertices in act.
func (m *Incremental) markAct(b int) {
	if b >= m.n {
		i := b - m.n
		m.actB[i>>6] |= 1 << (i & 63)
	}
	m.markLeaves(b)
}

func (m *Incremental) markLeaves(b int) {
	if b < m.n {
		m.act[b>>6] |= 1 << (b & 63)
		return
	}
	for _, c := range m.childs[b] {
		m.markLeaves(c)
	}
}

// scanBlossom traces back from S-vertices v and w; it returns the base of a
// new blossom, or -1 when the trees differ (an augmenting path).
func (m *Incremental) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		if v != -1 {
			b := m.inBlossom[v]
			if m.label[b]&4 != 0 {
				base = m.base[b]
				break
			}
			path = append(path, b)
			m.label[b] = 5
			if m.endA[b] == -1 {
				v = -1
			} else {
				t := m.endA[b]
				bt := m.inBlossom[t]
				v = m.endA[bt]
			}
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		m.label[b] = 1
	}
	return base
}

func (m *Incremental) addBlossom(base, v, w int) {
	bb := m.inBlossom[base]
	bv := m.inBlossom[v]
	bw := m.inBlossom[w]
	b := m.unused[len(m.unused)-1]
	m.unused = m.unused[:len(m.unused)-1]
	m.base[b] = base
	m.parent[b] = -1
	m.parent[bb] = b
	var path []int
	var edges [][2]int
	for bv != bb {
		m.parent[bv] = b
		path = append(path, bv)
		edges = append(edges, [2]int{m.endA[bv], m.endB[bv]})
		bv = m.inBlossom[m.endA[bv]]
	}
	path = append(path, bb)
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	for i, j := 0, len(edges)-1; i < j; i, j = i+1, j-1 {
		edges[i], edges[j] = edges[j], edges[i]
	}
	edges = append(edges, [2]int{v, w})
	for bw != bb {
		m.parent[bw] = b
		path = append(path, bw)
		edges = append(edges, [2]int{m.endB[bw], m.endA[bw]})
		bw = m.inBlossom[m.endA[bw]]
	}
	m.childs[b] = path
	m.rootOf[b] = m.rootOf[bb]
	m.members[m.rootOf[b]] = append(m.members[m.rootOf[b]], b)
	m.bedges[b] = edges
	m.label[b] = 1
	i := b - m.n
	m.actB[i>>6] |= 1 << (i & 63) // its vertices are labelled already
	m.endA[b], m.endB[b] = m.endA[bb], m.endB[bb]
	wZero(m.dual(b))
	m.leafBuf = m.leaves(b, m.leafBuf[:0])
	for _, x := range m.leafBuf {
		if m.label[m.inBlossom[x]] == 2 {
			m.queue = append(m.queue, x)
		}
		m.inBlossom[x] = b
	}
}

func (m *Incremental) expandBlossom(b int, endStage bool) {
	for _, s := range m.childs[b] {
		m.parent[s] = -1
		if s < m.n {
			m.inBlossom[s] = s
		} else if endStage && wIsZero(m.dual(s)) {
			m.expandBlossom(s, endStage)
		} else {
			m.leafBuf = m.leaves(s, m.leafBuf[:0])
			for _, x := range m.leafBuf {
				m.inBlossom[x] = s
			}
		}
	}
	if !endStage && m.label[b] == 2 {
		for _, c := range m.childs[b] {
			m.rootOf[c] = m.rootOf[b]
		}
		childs := m.childs[b]
		edges := m.bedges[b]
		k := len(childs)
		entry := m.inBlossom[m.endB[b]]
		j := slices.Index(childs, entry)
		jstep := -1
		if j&1 == 1 {
			j -= k
			jstep = 1
		}
		at := func(i int) int { return (i%k + k) % k }
		// step returns the edge from child j to child j+jstep as
		// (vertex in child j, vertex in the next child).
		step := func(j int) (int, int) {
			if jstep == 1 {
				e := edges[at(j)]
				return e[0], e[1]
			}
			e := edges[at(j-1)]
			return e[1], e[0]
		}
		a, q := m.endA[b], m.endB[b]
		for j != 0 {
			_, far := step(j)
			m.label[q] = 0
			m.label[far] = 0
			m.assignLabel(q, 2, a)
			j += jstep
			a, q = step(j)
			j += jstep
		}
		bv := childs[at(j)]
		m.label[q], m.label[bv] = 2, 2
		if bv >= m.n {
			i := bv - m.n
			m.actB[i>>6] |= 1 << (i & 63) // its vertices are in act already
		}
		m.members[m.rootOf[bv]] = append(m.members[m.rootOf[bv]], bv)
		m.endA[q], m.endB[q] = a, q
		m.endA[bv], m.endB[bv] = a, q
		j += jstep
		for childs[at(j)] != entry {
			bv := childs[at(j)]
			if m.label[bv] == 1 {
				j += jstep
				continue
			}
			m.leafBuf = m.leaves(bv, m.leafBuf[:0])
			found := -1
			for _, v := range m.leafBuf {
				if m.label[v] != 0 {
					found = v
					break
				}
			}
			if found >= 0 {
				m.label[found] = 0
				m.label[m.mate[m.base[bv]]] = 0
				m.assignLabel(found, 2, m.endA[found])
			}
			j += jstep
		}
	}
	m.label[b] = 0
	m.endA[b], m.endB[b] = -1, -1
	m.freeBlossom(b)
}

// augmentBlossom swaps matched and unmatched edges in blossom b so that
// vertex v becomes its base.
func (m *Incremental) augmentBlossom(b, v int) {
	t := v
	for m.parent[t] != b {
		t = m.parent[t]
	}
	if t >= m.n {
		m.augmentBlossom(t, v)
	}
	childs := m.childs[b]
	edges := m.bedges[b]
	k := len(childs)
	i := slices.Index(childs, t)
	j := i
	jstep := -1
	if i&1 == 1 {
		j -= k
		jstep = 1
	}
	at := func(i int) int { return (i%k + k) % k }
	for j != 0 {
		j += jstep
		t := childs[at(j)]
		var p, q int
		if jstep == 1 {
			e := edges[at(j)]
			p, q = e[0], e[1]
		} else {
			e := edges[at(j-1)]
			p, q = e[1], e[0]
		}
		if t >= m.n {
			m.augmentBlossom(t, p)
		}
		j += jstep
		t = childs[at(j)]
		if t >= m.n {
			m.augmentBlossom(t, q)
		}
		m.mate[p], m.mate[q] = q, p
	}
	m.childs[b] = append(append([]int{}, childs[i:]...), childs[:i]...)
	m.bedges[b] = append(append([][2]int{}, edges[i:]...), edges[:i]...)
	m.base[b] = m.base[m.childs[b][0]]
}

func (m *Incremental) augmentMatching(v, w int) {
	for _, pr := range [2][2]int{{v, w}, {w, v}} {
		s, o := pr[0], pr[1]
		for {
			bs := m.inBlossom[s]
			if bs >= m.n {
				m.augmentBlossom(bs, s)
			}
			m.mate[s] = o
			if m.endA[bs] == -1 {
				break
			}
			t := m.endA[bs]
			bt := m.inBlossom[t]
			s2, j := m.endA[bt], m.endB[bt]
			if bt >= m.n {
				m.augmentBlossom(bt, j)
			}
			m.mate[j] = s2
			s, o = s2, j
		}
	}
}

// tight reports whether edge u-v has zero slack. Slacks are never
// negative, so equality decides, usually at the first word.
func (m *Incremental) tight(u, v int, e []uint64) bool {
	W := m.W
	a, b := m.y[u*W:u*W+W], m.y[v*W:v*W+W]
	b = b[:len(a)]
	e = e[:len(a)]
	// The top word decides most non-tight edges: a carry from below can
	// add at most one to it.
	if d := a[W-1] + b[W-1] - e[W-1]; d != 0 && d != ^uint64(0) {
		return false
	}
	var c uint64
	for i, x := range a {
		x, c = bits.Add64(x, b[i], c)
		if x != e[i] {
			return false
		}
	}
	return true
}

// treeCheck, when set (by the tests), checks the alternating trees after
// every augmentation and dual move.
var treeCheck func(m *Incremental, where string)

// stageCheck, when set (by the tests), checks at the start of every stage
// that the sets a stage start resets from hold every labelled vertex and
// blossom, every tree root and every free vertex.
var stageCheck func(m *Incremental)

// untree takes apart the trees of roots r1 and r2 after an augmentation
// joined them; the other trees stay, so that the search goes on with
// them (their labels, tree edges and least slacks are still right). The
// S-vertices of those trees that have a tight edge to a vertex of the
// two trees are scanned again, as that vertex is unlabelled now, unless
// rescan is false: after the stage's last augmentation (fewer than two
// free vertices left) the stage ends, the next one labels afresh and no
// queued vertex would be scanned.
func (m *Incremental) untree(r1, r2 int, rescan bool) {
	m.leafBuf = m.leafBuf[:0]
	m.stamp++
	for _, r := range [2]int{r1, r2} {
		for _, b := range m.members[r] {
			top := m.parent[b] == -1 && ((b < m.n && m.inBlossom[b] == b) || (b >= m.n && m.base[b] >= 0))
			if !top || m.label[b] == 0 || (m.rootOf[b] != r1 && m.rootOf[b] != r2) {
				continue
			}
			n0 := len(m.leafBuf)
			m.leafBuf = m.leaves(b, m.leafBuf)
			k := n0
			for _, x := range m.leafBuf[n0:] {
				if m.mark[x] != m.stamp {
					m.mark[x] = m.stamp
					m.leafBuf[k] = x
					k++
				}
			}
			m.leafBuf = m.leafBuf[:k]
		}
		m.members[r] = m.members[r][:0]
	}
	// Every blossom holding one of them is unlabelled, each once: the
	// walk up from a vertex stops at a blossom already walked through
	// (blossoms nest deep in big brackets).
	leafStamp := m.stamp
	m.stamp++
	for _, x := range m.leafBuf {
		m.label[x] = 0
		m.cached[x] = false
		for b := m.parent[x]; b >= 0 && m.mark[b] != m.stamp; b = m.parent[b] {
			m.mark[b] = m.stamp
			m.label[b] = 0
		}
	}
	if !rescan {
		return
	}
	// The S-vertices of the other trees with a tight edge to the two
	// trees are found from whichever side looks at fewer pairs: the two
	// trees' edges (below), or the other trees' labelled vertices, each
	// tested against the two trees' vertices (requeueFromOthers).
	edges, others := 0, -len(m.leafBuf)
	for _, y := range m.leafBuf {
		edges += len(m.nb[y])
	}
	for _, word := range m.act {
		others += bits.OnesCount64(word)
	}
	if others*len(m.leafBuf) < edges {
		m.requeueFromOthers(leafStamp)
		return
	}
	m.stamp++
	W := m.W
	for _, y := range m.leafBuf {
		eos := m.eo[y]
		yy := m.y[y*W]
		for i, x32 := range m.nb[y] {
			x := int(x32)
			if m.act[x>>6]&(1<<(x&63)) == 0 {
				continue // unlabelled (act holds every labelled vertex)
			}
			bx := m.inBlossom[x]
			// y's blossom is unlabelled now: so is x's when it is
			// the same.
			switch m.label[bx] {
			case 0:
				continue
			case 2:
				if bx != x && m.label[x] == 2 && m.endA[x] == y {
					// A vertex of a T-blossom that y reached is not
					// reached any more.
					m.label[x] = 0
				}
				continue
			}
			if m.mark[x] == m.stamp || !m.hasEdge(x, y) {
				continue
			}
			e := int(eos[i]) * W
			if yy+m.y[x*W]-m.pool[e] != 0 {
				continue // not tight: the lowest words show it exactly
			}
			if W == 1 || m.tight(x, y, m.pool[e:e+W]) {
				m.mark[x] = m.stamp
				m.queue = append(m.queue, x)
			}
		}
	}
}

// requeueFromOthers is untree's rescan seen from the other trees: every
// labelled vertex x (in act) of another tree is tested against the
// vertices of the two trees taken apart (leafBuf, marked leafStamp). A
// T-vertex of a T-blossom reached from one of them is not reached any
// more; an S-vertex with a tight edge to one of them is queued. The queue
// gets the same vertices in the same order as untree's loop over the two
// trees' edges: by the first vertex of leafBuf each is tight to, then in
// increasing order.
func (m *Incremental) requeueFromOthers(leafStamp int) {
	found := m.reqBuf[:0]
	for i, word := range m.act {
		for word != 0 {
			x := i<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			bx := m.inBlossom[x]
			switch m.label[bx] {
			case 1:
			case 2:
				if bx != x && m.label[x] == 2 && m.endA[x] >= 0 && m.mark[m.endA[x]] == leafStamp {
					m.label[x] = 0
				}
				continue
			default:
				continue
			}
			row := m.adj[x*m.rowWords : (x+1)*m.rowWords]
			for at, y := range m.leafBuf {
				if row[y>>6]&(1<<(y&63)) == 0 {
					continue
				}
				if m.tight(x, y, m.ew(m.find(x, y))) {
					found = append(found, [2]int{at, x})
					break
				}
			}
		}
	}
	slices.SortFunc(found, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	for _, f := range found {
		m.queue = append(m.queue, f[1])
	}
	m.reqBuf = found
}

// leastSlacks computes x's least slacks to unlabelled vertices and to
// other S-blossoms, exactly.
func (m *Incremental) leastSlacks(x int) {
	W := m.W
	sl := m.t1
	bx := m.inBlossom[x]
	m.cached[x], m.stale[x] = true, false
	hasU, hasS := false, false
	minU := m.minU[x*W : (x+1)*W]
	minS := m.minS[x*W : (x+1)*W]
	eox := m.eo[x]
	row := m.adj[x*m.rowWords : (x+1)*m.rowWords]
	for i, w32 := range m.nb[x] {
		w := int(w32)
		bw := m.inBlossom[w]
		if bw == bx {
			continue
		}
		// Unlabelled (0) and S (1) far ends only, over live edges.
		lab := m.label[bw]
		if lab > 1 || row[uint(w)/64]&(1<<(uint(w)%64)) == 0 {
			continue
		}
		e := int(eox[i]) * W
		m.slackE(sl, x, w, m.pool[e:e+W])
		if lab == 0 {
			if !hasU || wCmp(sl, minU) < 0 {
				copy(minU, sl)
				hasU = true
				m.uArg[x] = w
			}
		} else if !hasS || wCmp(sl, minS) < 0 {
			copy(minS, sl)
			hasS = true
			m.sArg[x] = w
		}
	}
	m.hasU[x], m.hasS[x] = hasU, hasS
}

// stage runs one augmentation stage; it reports whether it augmented.
//
// A stage is Edmonds' search in named steps: the sets of the last stage
// are cleared (clearLabels), every free vertex is the root of a tree
// (labelRoots), and then, until two roots are left or no delta exists,
// the trees grow along tight edges (grow: labels, new blossoms, an
// augmentation), and when they cannot the duals move by the least delta
// (the least slacks of listLabelled's S-vertices, made exact where they
// could decide it: refreshSlacks and leastDelta; then moveDuals). Last,
// the S-blossoms whose dual fell to zero are expanded
// (expandZeroBlossoms).
func (m *Incremental) stage() bool {
	m.initSets()
	if stageCheck != nil {
		stageCheck(m)
	}
	m.clearLabels()
	free := m.labelRoots()
	if free < 2 {
		return false
	}
	m.eachAct(func(v int) { m.lab[v] = m.label[m.inBlossom[v]] })
	augmented := false
	for {
		if m.grow(free > 3) {
			augmented = true
			free -= 2
			if free < 2 {
				break
			}
			continue
		}
		m.listLabelled()
		m.refreshSlacks()
		deltaType, dBlossom := m.leastDelta()
		if deltaType == -1 {
			break
		}
		m.moveDuals(deltaType, dBlossom)
	}
	m.expandZeroBlossoms()
	return augmented
}

// initSets makes the sets of labelled vertices, labelled blossoms and
// free vertices at the first stage, when every vertex is free.
func (m *Incremental) initSets() {
	if m.act != nil {
		return
	}
	n := m.n
	m.act = make([]uint64, (n+63)/64)
	m.actB = make([]uint64, (n+63)/64)
	m.freeV = make([]uint64, (n+63)/64)
	for v := range n {
		m.markFree(v) // the first stage: every vertex is free
	}
}

// clearLabels resets what the last stage left: only the vertices in act
// and the blossoms in actB can have a label, a lab or tree members (the
// roots) that are not zero.
func (m *Incremental) clearLabels() {
	n := m.n
	m.eachAct(func(v int) {
		m.label[v] = 0
		m.lab[v] = 0
		m.cached[v] = false
		m.members[v] = m.members[v][:0]
	})
	for i, word := range m.actB {
		for word != 0 {
			m.label[n+(i<<6|bits.TrailingZeros64(word))] = 0
			word &= word - 1
		}
	}
	clear(m.act)
	clear(m.actB)
	m.queue = m.queue[:0]
}

// labelRoots labels every free vertex S, the root of its own tree, in
// increasing order, and returns how many are free.
func (m *Incremental) labelRoots() int {
	free := 0
	for i, word := range m.freeV {
		for word != 0 {
			v := i<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			if m.mate[v] != -1 {
				m.freeV[i] &^= 1 << (v & 63)
				continue
			}
			if m.label[m.inBlossom[v]] == 0 {
				m.assignLabel(v, 1, -1)
			}
			free++
		}
	}
	return free
}

// grow scans the queued S-vertices' tight edges: an unlabelled far end
// joins the tree as T (and its mate as S), an S far end in the same tree
// closes a blossom, one in another tree gives an augmenting path, which is
// applied (the two trees taken apart, the others kept, and when more is
// to come, more says so, their S-vertices next to the two trees queued
// again). It reports whether it augmented; it stops there, or when the
// queue is empty.
func (m *Incremental) grow(more bool) bool {
	for len(m.queue) > 0 {
		v := m.queue[len(m.queue)-1]
		m.queue = m.queue[:len(m.queue)-1]
		if m.label[m.inBlossom[v]] != 1 {
			continue // its tree was taken apart by an augmentation
		}
		eos := m.eo[v]
		row := m.adj[v*m.rowWords : (v+1)*m.rowWords]
		bv := m.inBlossom[v] // changes only when a blossom is made
		W := m.W
		yv := m.y[v*W] // no dual moves during the scan
		for wi, w32 := range m.nb[v] {
			w := int(w32)
			bw := m.inBlossom[w]
			if bw == bv {
				continue
			}
			lb := m.label[bw]
			if lb == 2 && m.label[w] != 0 {
				continue // already reached: nothing to learn
			}
			if row[uint(w)/64]&(1<<(uint(w)%64)) == 0 {
				continue
			}
			// Tight: the lowest words of the slack first, exact
			// (no carry comes from below) and seldom zero when the
			// slack is not. Slacks of other edges are looked at
			// only if the duals must move.
			e := int(eos[wi]) * W
			if yv+m.y[w*W]-m.pool[e] != 0 {
				continue
			}
			if W > 1 && !m.tight(v, w, m.pool[e:e+W]) {
				continue
			}
			if lb == 0 {
				m.assignLabel(w, 2, v)
			} else if lb == 1 {
				base := m.scanBlossom(v, w)
				if base >= 0 {
					m.addBlossom(base, v, w)
					bv = m.inBlossom[v]
				} else {
					r1, r2 := m.rootOf[bv], m.rootOf[bw]
					m.augmentMatching(v, w)
					m.untree(r1, r2, more)
					if treeCheck != nil {
						treeCheck(m, "after untree")
					}
					return true
				}
			} else if m.label[w] == 0 {
				m.label[w] = 2
				m.endA[w], m.endB[w] = v, w
			}
		}
	}
	return false
}

// listLabelled lists the S- and T-vertices (sv, tv) and the labelled
// top-level blossoms (tb) of a dual move, each in increasing order, from
// act and actB, dropping from them what is unlabelled now; and the
// vertices that became S or unlabelled since the last move (newS, newU),
// which may give their S neighbours a smaller least slack.
func (m *Incremental) listLabelled() {
	n := m.n
	m.newS, m.newU = m.newS[:0], m.newU[:0]
	m.sv, m.tv = m.sv[:0], m.tv[:0]
	for i, word := range m.act {
		for word != 0 {
			v := i<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			cur := m.label[m.inBlossom[v]]
			if cur != m.lab[v] {
				switch cur {
				case 1:
					m.newS = append(m.newS, v)
				case 0:
					m.newU = append(m.newU, v)
				}
				m.lab[v] = cur
			}
			switch cur {
			case 0:
				m.act[i] &^= 1 << (v & 63)
			case 1:
				m.sv = append(m.sv, v)
			case 2:
				m.tv = append(m.tv, v)
			}
		}
	}
	m.tb = m.tb[:0]
	for i, word := range m.actB {
		for word != 0 {
			j := i<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			b := n + j
			if m.base[b] < 0 || m.label[b] == 0 {
				m.actB[i] &^= 1 << (j & 63)
				continue
			}
			if m.parent[b] == -1 {
				m.tb = append(m.tb, b)
			}
		}
	}
}

// refreshSlacks brings the S-vertices' least slacks up to date for a
// move: computed for those without one, marked stale (a lower bound)
// where the far end left its kind, and lowered to the edges of the
// vertices that became S or unlabelled.
func (m *Incremental) refreshSlacks() {
	for _, x := range m.sv {
		bx := m.inBlossom[x]
		if !m.cached[x] {
			m.leastSlacks(x)
			continue
		}
		// A least slack whose edge left its kind (its far end was
		// labelled, or joined x's blossom) is a lower bound now:
		// looked at again only if it could decide the move.
		if m.hasU[x] {
			if bu := m.inBlossom[m.uArg[x]]; bu == bx || m.label[bu] != 0 {
				m.stale[x] = true
			}
		}
		if m.hasS[x] {
			if bs := m.inBlossom[m.sArg[x]]; bs == bx || m.label[bs] != 1 {
				m.stale[x] = true
			}
		}
	}
	m.lowerSlacks(m.newS, m.minS, m.hasS, m.sArg)
	m.lowerSlacks(m.newU, m.minU, m.hasU, m.uArg)
}

// lowerSlacks lowers the cached least slacks (min, has, arg: to S or to
// unlabelled vertices) of the S-vertices next to each vertex of ws to
// their edge to it.
func (m *Incremental) lowerSlacks(ws []int, min []uint64, has []bool, arg []int) {
	W := m.W
	sl := m.t1
	for _, w := range ws {
		bw := m.inBlossom[w]
		m.neighbours(w, func(x int, e []uint64) bool {
			if m.act[x>>6]&(1<<(x&63)) == 0 {
				return true // unlabelled
			}
			if bx := m.inBlossom[x]; bx != bw && m.label[bx] == 1 && m.cached[x] {
				m.slackE(sl, x, w, e)
				if mn := min[x*W : (x+1)*W]; !has[x] || wCmp(sl, mn) < 0 {
					copy(mn, sl)
					has[x] = true
					arg[x] = w
				}
			}
			return true
		})
	}
}

// leastDelta sets m.t3 to the move's delta: the least slack from an
// S-vertex to an unlabelled vertex (type 2), half the least slack between
// two S-blossoms (type 3), the least T-blossom dual (type 4, blossom
// dBlossom). The least of the exact bounds first, then every stale bound
// that could beat it made exact: the result is the least slack. Type -1:
// no delta (no perfect matching grows from here).
func (m *Incremental) leastDelta() (deltaType, dBlossom int) {
	W := m.W
	delta, sl := m.t3, m.t1
	deltaType, dBlossom = -1, -1
	for _, x := range m.sv {
		if !m.stale[x] {
			deltaType = m.consider(x, deltaType)
		}
	}
	for _, b := range m.tb {
		if m.label[b] == 2 {
			if deltaType == -1 || wCmp(m.dual(b), delta) < 0 {
				copy(delta, m.dual(b))
				deltaType = 4
				dBlossom = b
			}
		}
	}
	for _, x := range m.sv {
		if !m.stale[x] {
			continue
		}
		could := deltaType == -1
		if !could && m.hasU[x] && wCmp(m.minU[x*W:(x+1)*W], delta) <= 0 {
			could = true
		}
		if !could && m.hasS[x] {
			wSar1(sl, m.minS[x*W:(x+1)*W])
			could = wCmp(sl, delta) <= 0
		}
		if could {
			m.leastSlacks(x)
			deltaType = m.consider(x, deltaType)
		}
	}
	return deltaType, dBlossom
}

// consider lowers the delta in m.t3 (of type deltaType, -1 for none yet)
// to x's least slacks, and returns the delta's type.
func (m *Incremental) consider(x, deltaType int) int {
	W := m.W
	delta, sl := m.t3, m.t1
	minU := m.minU[x*W : (x+1)*W]
	minS := m.minS[x*W : (x+1)*W]
	if m.hasU[x] && (deltaType == -1 || wCmp(minU, delta) < 0) {
		copy(delta, minU)
		deltaType = 2
	}
	if m.hasS[x] {
		wSar1(sl, minS)
		if deltaType == -1 || wCmp(sl, delta) < 0 {
			copy(delta, sl)
			deltaType = 3
		}
	}
	return deltaType
}

// moveDuals moves the duals by the delta in m.t3: S-vertices down,
// T-vertices up, S-blossoms up and T-blossoms down, with the cached least
// slacks, and queues every S-vertex with an edge the move makes tight; a
// type 4 move expands the T-blossom dBlossom whose dual reached zero.
func (m *Incremental) moveDuals(deltaType, dBlossom int) {
	delta := m.t3
	W := m.W
	m.work.Moves++
	m.work.Moved += int64(len(m.sv) + len(m.tv) + len(m.tb))
	// Every S-vertex with an edge that the move makes tight is
	// scanned again.
	twice := m.t2
	wAdd(twice, delta, delta)
	for _, x := range m.sv {
		if (m.hasU[x] && wCmp(m.minU[x*W:(x+1)*W], delta) == 0) ||
			(m.hasS[x] && wCmp(m.minS[x*W:(x+1)*W], twice) == 0) {
			m.queue = append(m.queue, x)
		}
	}
	for _, v := range m.sv {
		m.touched[v] = true
		if m.cached[v] {
			if m.hasU[v] {
				minU := m.minU[v*W : (v+1)*W]
				wSub(minU, minU, delta)
			}
			if m.hasS[v] {
				minS := m.minS[v*W : (v+1)*W]
				wSub(minS, minS, twice)
			}
		}
		wSub(m.dual(v), m.dual(v), delta)
	}
	for _, v := range m.tv {
		wAdd(m.dual(v), m.dual(v), delta)
	}
	for _, b := range m.tb {
		switch m.label[b] {
		case 1:
			wAdd(m.dual(b), m.dual(b), delta)
		case 2:
			wSub(m.dual(b), m.dual(b), delta)
		}
	}
	if deltaType == 4 {
		m.expandBlossom(dBlossom, false)
	}
	if treeCheck != nil {
		treeCheck(m, "after move")
	}
}

// expandZeroBlossoms expands, at the end of a stage, every top-level
// S-blossom whose dual is zero. They are all in actB (expanding one
// labels nothing).
func (m *Incremental) expandZeroBlossoms() {
	for i, word := range m.actB {
		for word != 0 {
			b := m.n + (i<<6 | bits.TrailingZeros64(word))
			word &= word - 1
			if m.parent[b] == -1 && m.base[b] >= 0 && m.label[b] == 1 && wIsZero(m.dual(b)) {
				m.expandBlossom(b, true)
			}
		}
	}
}

// markFree records that v is free now.
func (m *Incremental) markFree(v int) {
	if m.freeV != nil { // else the first stage finds every vertex free
		m.freeV[v>>6] |= 1 << (v & 63)
	}
}

// eachAct calls f for every vertex in act, in increasing order.
func (m *Incremental) eachAct(f func(v int)) {
	for i, word := range m.act {
		for word != 0 {
			f(i<<6 | bits.TrailingZeros64(word))
			word &= word - 1
		}
	}
}

// Pricing: a caller may leave out of the graph edges it can describe
// cheaply (the "implicit" edges) and solve on the rest, as large matching
// solvers do (price and repair). After a Solve the duals certify the
// matching for the whole graph when every implicit edge is covered: its
// reduced cost y_u + y_v + 2·Σz_B - 2·weight (doubled units; the sum over
// the blossoms holding both ends) is not negative. Then the duals are
// feasible for every edge, the matched edges are tight, and the matching is
// a maximum-weight perfect matching of the whole graph (LP duality for
// Edmonds' matching polytope). AddUncovered finds the uncovered implicit
// edges and adds them; the caller solves again until it finds none.

// AddUncovered adds to the graph every implicit edge that the duals of the
// last Solve do not cover, and returns how many it added (call Solve again
// when it is not zero). bound(d, v) sets d to g(v), where every implicit
// edge u-v weighs at most g(u)+g(v); weight(d, u, v) sets d to the weight
// of the implicit edge u-v, zero when u-v is not an implicit edge. Only the
// pairs whose bounds the duals may fail to cover are weighed: with
// a_v = y_v - 2g(v), an edge can be uncovered only when a_u + a_v < 0, so
// both ends have a below -min(a); when min(a) >= 0 it weighs none. Of
// those, only the edges whose exact reduced cost is negative are added.
func (m *Incremental) AddUncovered(bound func(d []uint64, v int), weight func(d []uint64, u, v int)) int {
	return m.AddUncoveredParts([]PricePart{{Bound: bound, Weight: weight}})
}

// PricePart is one class of implicit edges for AddUncoveredParts: the
// edges among Vertices (every vertex when nil) that Weight weighs (zero
// for an edge not of this class), each at most Bound(u) + Bound(v).
//
// Classes, when not zero, splits the vertices further: Class(v) is v's
// class (0 to Classes-1) and an implicit edge joins two vertices only
// when Joins says their classes may be joined (a pairing's colour
// classes, say), so the pricing never looks at the pairs of classes
// that Joins keeps apart, however low their duals.
type PricePart struct {
	Vertices []int
	Bound    func(d []uint64, v int)
	Weight   func(d []uint64, u, v int)
	Classes  int
	Class    func(v int) int
	Joins    func(a, b int) bool
	// View, when not nil, is used instead of Weight: it returns the
	// weight of u-v as a slice the pricing only reads and does not keep
	// (the caller's stored weight, so nothing is copied).
	View func(u, v int) []uint64
	// Max, when not nil, is a bound of v's edges of this class:
	// w(u, v) <= min(Max(u), Max(v)). An edge whose reduced cost is
	// nonnegative at that bound is not weighed.
	Max func(v int) []uint64
	// PairMax, when not nil, is used instead of Max: a bound of w(u, v)
	// itself, read before the weight (from small per-vertex arrays, say,
	// where the weights are in a big store that costs a cache miss).
	PairMax func(u, v int) []uint64
	// Cap, when not zero, is how many uncovered edges of this part each
	// vertex adds at most in one call: those of least reduced cost (the
	// most uncovered), in the order found among equals. The others wait
	// for the next call, after the next Solve, when most of them are
	// covered: the duals of a graph that grows a few edges a vertex at a
	// time stay close to the final ones, while adding every uncovered
	// edge at once can multiply the edges many times over (and the work
	// of every search). The certificate is the same: a call that adds
	// nothing has found no uncovered edge.
	Cap int
}

// AddUncoveredParts is AddUncovered for implicit edges of several
// classes, each with its own bound: a vertex with a few heavy implicit
// edges and many light ones has a loose bound for the light ones if one
// bound has to do for all, and every light edge is then weighed. Every
// implicit edge must belong to one part at least.
func (m *Incremental) AddUncoveredParts(parts []PricePart) int {
	if !m.started {
		return 0
	}
	all := m.allTouched
	if !all && !slices.Contains(m.touched, true) {
		return 0
	}
	defer clear(m.touched)
	m.allTouched = false
	added := 0
	for _, pt := range parts {
		added += m.addUncovered(all, pt)
	}
	return added
}

func (m *Incremental) addUncovered(all bool, pt PricePart) int {
	vs, bound, weight := pt.Vertices, pt.Bound, pt.Weight
	classes := max(1, pt.Classes)
	n, W := m.n, m.W
	// A part none of whose vertices is touched has every edge covered
	// still (no dual of an end went down, no weight went up).
	if vs != nil && !all && !slices.ContainsFunc(vs, func(v int) bool { return m.touched[v] }) {
		return 0
	}
	if len(m.price) < n*W || len(m.minc) < classes*2*n*W {
		m.price = make([]uint64, n*W)
		m.gg = make([]uint64, n*W)
		m.zs = make([]uint64, 2*n*W)
		m.done = make([]bool, n)
		m.cls = make([]int8, n)
		m.minc = make([]uint64, classes*2*n*W)
		m.hasMin = make([]bool, classes*2*n)
	}
	cv := func(v int) []uint64 { return m.price[v*W : (v+1)*W] }
	gg := func(v int) []uint64 { return m.gg[v*W : (v+1)*W] }
	zs := func(b int) []uint64 { return m.zs[b*W : (b+1)*W] }
	minc := func(k, x int) []uint64 { return m.minc[(k*2*n+x)*W : (k*2*n+x+1)*W] }
	// c_v = y_v - 2g(v). An edge u-v has reduced cost
	// c_u + c_v + 2g(u) + 2g(v) - 2w(u, v) + 2·Σz_B over the blossoms B
	// holding both, every term nonnegative but c_u + c_v: it can be
	// negative only when c_u + c_v + 2·Σz_B is.
	g := m.t1
	clear(m.hasMin)
	if len(m.cmin) < classes*W {
		m.cmin = make([]uint64, classes*W)
	}
	hasC := make([]bool, classes)
	m.us = m.us[:0]
	m.partV = m.partV[:0]
	for i := 0; (vs == nil && i < n) || i < len(vs); i++ {
		v := i
		if vs != nil {
			v = vs[i]
		}
		bound(g, v)
		if wIsZero(g) {
			continue // no implicit edge
		}
		k := 0
		if pt.Classes > 0 {
			k = pt.Class(v)
		}
		m.cls[v] = int8(k)
		m.partV = append(m.partV, v)
		wShl1(gg(v), g)
		wSub(cv(v), m.dual(v), gg(v))
		copy(minc(k, v), cv(v))
		m.hasMin[k*2*n+v] = true
		if all || m.touched[v] {
			m.us = append(m.us, v)
		}
		m.done[v] = false
		if cm := m.cmin[k*W : (k+1)*W]; !hasC[k] || wCmp(cv(v), cm) < 0 {
			copy(cm, cv(v))
			hasC[k] = true
		}
	}
	// Only a u whose c and the least c of a class it may join sum to a
	// negative number can have an uncovered edge (blossom duals only add).
	live := m.us[:0]
	for _, u := range m.us {
		ku := int(m.cls[u])
		for k := range classes {
			if hasC[k] && (pt.Classes == 0 || pt.Joins(ku, k)) && negSum3(m.t2, cv(u), m.cmin[k*W:(k+1)*W], m.zeroW) {
				live = append(live, u)
				break
			}
		}
	}
	m.us = live
	if len(m.us) == 0 {
		return 0
	}
	// Every top-level blossom: its least c per class (minc) and the
	// vertex of its least c (minAll), and the sum zs of the duals of
	// each blossom and those holding it.
	var up func(b int)
	up = func(b int) {
		for _, c := range m.childs[b] {
			if c >= n {
				wAdd(zs(c), m.dual(c), zs(b))
				up(c)
			}
			for k := range classes {
				if !m.hasMin[k*2*n+c] {
					continue
				}
				if !m.hasMin[k*2*n+b] || wCmp(minc(k, c), minc(k, b)) < 0 {
					copy(minc(k, b), minc(k, c))
					m.hasMin[k*2*n+b] = true
				}
			}
		}
	}
	for len(m.tops) < classes {
		m.tops = append(m.tops, nil)
	}
	for k := range classes {
		m.tops[k] = m.tops[k][:0]
	}
	// The top-level blossoms holding a vertex of the part, in increasing
	// order (that of a loop over every vertex and blossom).
	if len(m.topMark) < 2*n {
		m.topMark = make([]int, 2*n)
	}
	m.topStamp++
	tl := m.topList[:0]
	for _, v := range m.partV {
		if t := m.inBlossom[v]; m.topMark[t] != m.topStamp {
			m.topMark[t] = m.topStamp
			tl = append(tl, t)
		}
	}
	slices.Sort(tl)
	m.topList = tl
	for _, x := range tl {
		if x < n {
			k := int(m.cls[x])
			m.tops[k] = append(m.tops[k], x)
			continue
		}
		copy(zs(x), m.dual(x))
		up(x)
		for k := range classes {
			if m.hasMin[k*2*n+x] {
				m.tops[k] = append(m.tops[k], x)
			}
		}
	}
	// With many edges to price, the top-level blossoms of each class by
	// their least c there: each u stops at the first whose least c gives
	// a nonnegative sum.
	sorted := len(m.us) > 8
	if sorted {
		for k := range classes {
			slices.SortFunc(m.tops[k], func(x, y int) int { return wCmp(minc(k, x), minc(k, y)) })
		}
	}
	added := 0
	zz := m.t4
	w := m.t2
	// au = y_u + 2·Σz and bu = c_u + 2·Σz for the blossoms holding both
	// ends of the pairs being priced (none at the top level, then each
	// blossom holding u, innermost first: anc, auD and buD).
	var au, bu, mxu []uint64
	var u int
	// descend prices u against the vertices of class k in x, whose lowest
	// common blossom with u has 2·Σz = zz (in au and bu).
	var descend func(x, k int)
	descend = func(x, k int) {
		if !m.hasMin[k*2*n+x] || !negSum2(bu, minc(k, x)) {
			return
		}
		if x >= n {
			for _, c := range m.childs[x] {
				descend(c, k)
			}
			return
		}
		v := x
		if v == u || m.done[v] {
			return
		}
		if pt.PairMax != nil {
			if !negRed(au, m.dual(v), pt.PairMax(u, v)) {
				return // covered at the bound
			}
		} else if pt.Max != nil {
			mx := pt.Max(v)
			if wCmp(mxu, mx) < 0 {
				mx = mxu
			}
			if !negRed(au, m.dual(v), mx) {
				return // covered at the bound min(Max(u), Max(v))
			}
		}
		if m.hasEdge(u, v) {
			return
		}
		wv := w
		if pt.View != nil {
			wv = pt.View(u, v)
		} else {
			weight(w, u, v)
		}
		if wIsZero(wv) {
			return
		}
		// c_v + 2g(v) = y_v: the reduced cost is y_u + 2·Σz + y_v - 2w.
		if !negRed(au, m.dual(v), wv) {
			return // covered; rechecked if a dual of u or v goes down
		}
		if pt.Cap <= 0 {
			m.SetWeight(u, v, wv)
			added++
			return
		}
		m.capV = append(m.capV, v)
		at := len(m.capR)
		m.capR = append(m.capR, wv...)
		reducedCost(m.capR[at:], au, m.dual(v), wv)
		m.capW = append(m.capW, wv...)
	}
	var anc []int
	for _, u0 := range m.us {
		u = u0
		if pt.Max != nil {
			mxu = pt.Max(u)
		}
		ku := int(m.cls[u])
		tu := m.inBlossom[u]
		anc = anc[:0]
		for b := m.parent[u]; b >= 0; b = m.parent[b] {
			anc = append(anc, b)
		}
		for k := range classes {
			if !hasC[k] || (pt.Classes > 0 && !pt.Joins(ku, k)) {
				continue // no vertex of class k, or none u may join
			}
			// Outside u's top-level blossom: no common blossom.
			au, bu = m.dual(u), cv(u)
			for _, t := range m.tops[k] {
				if sorted && !negSum2(bu, minc(k, t)) {
					break
				}
				if t != tu {
					descend(t, k)
				}
			}
			// Inside: the other children of each blossom holding u,
			// outermost first. The sum of the duals of the blossoms
			// holding u and a vertex of a level, and the least c of the
			// level's blossom, both grow from one level to the next in:
			// once a blossom's least c covers it whole, every level
			// inside is covered too.
			if len(m.auD) < W {
				m.auD, m.buD = make([]uint64, W), make([]uint64, W)
			}
			au, bu = m.auD[:W], m.buD[:W]
			for d := len(anc) - 1; d >= 0; d-- {
				b := anc[d]
				if !m.hasMin[k*2*n+b] {
					break
				}
				wShl1(zz, zs(b))
				wAdd(au, m.dual(u), zz)
				wAdd(bu, cv(u), zz)
				if !negSum2(bu, minc(k, b)) {
					break
				}
				prev := u
				if d > 0 {
					prev = anc[d-1]
				}
				for _, c := range m.childs[b] {
					if c != prev {
						descend(c, k)
					}
				}
			}
		}
		if len(m.capV) > 0 {
			added += m.addCapped(u, pt.Cap)
		}
		m.done[u] = true
	}
	return added
}

// addCapped adds the edges of u that the pricing found uncovered (capV,
// with their reduced costs capR and weights capW), at most limit of them,
// least reduced cost first, and empties the lists.
func (m *Incremental) addCapped(u, limit int) int {
	W := m.W
	idx := m.capIdx[:0]
	for i := range m.capV {
		idx = append(idx, i)
	}
	if len(idx) > limit {
		slices.SortStableFunc(idx, func(a, b int) int {
			return wCmp(m.capR[a*W:(a+1)*W], m.capR[b*W:(b+1)*W])
		})
		idx = idx[:limit]
	}
	for _, i := range idx {
		m.SetWeight(u, m.capV[i], m.capW[i*W:(i+1)*W])
	}
	m.capIdx = idx
	m.capV, m.capR, m.capW = m.capV[:0], m.capR[:0], m.capW[:0]
	return len(idx)
}

// reducedCost sets d to a + y - 2w, the reduced cost of an edge of
// weight w whose other end has dual y, a being the dual of this end plus
// twice the duals of the blossoms holding both.
func reducedCost(d, a, y, w []uint64) {
	var c, b, hi uint64
	for i := range d {
		d[i], c = bits.Add64(a[i], y[i], c)
		d[i], b = bits.Sub64(d[i], w[i]<<1|hi, b)
		hi = w[i] >> 63
	}
}

// ReducedSign returns the sign of the reduced cost of pair u-v, held or
// implicit, of weight w under the duals of the last Solve: y_u + y_v - 2w
// plus twice the duals of the blossoms holding both. When that Solve left
// every pair covered (no pair of negative reduced cost, as after the
// pricing of a sparse matching), a pair of positive reduced cost is in no
// maximum-weight matching of the weights it solved (complementary
// slackness), nor in any of a subset of those that fixes pairs of them.
func (m *Incremental) ReducedSign(u, v int, w []uint64) int {
	if len(m.rcBuf) < 2*m.W {
		m.rcBuf = make([]uint64, 2*m.W)
	}
	d, e := m.rcBuf[:m.W], m.rcBuf[m.W:2*m.W]
	wShl1(e, w)
	wAdd(d, m.dual(u), m.dual(v))
	wSub(d, d, e)
	if t := m.inBlossom[u]; t >= m.n && t == m.inBlossom[v] {
		// The blossoms holding both: those above the first of v's that
		// holds u too, and that one.
		anc := m.chainBuf[:0]
		for b := m.parent[u]; b >= 0; b = m.parent[b] {
			anc = append(anc, b)
		}
		m.chainBuf = anc
		for b := m.parent[v]; b >= 0; b = m.parent[b] {
			if slices.Contains(anc, b) {
				for ; b >= 0; b = m.parent[b] {
					wAdd(d, d, m.dual(b))
					wAdd(d, d, m.dual(b))
				}
				break
			}
		}
	}
	return wSign(d)
}

// Touch marks v for the next AddUncovered: its implicit edges are priced
// again (call it when the weight of an implicit edge of v goes up).
func (m *Incremental) Touch(v int) { m.touched[v] = true }

// Free frees v at the next Solve, as a change of its edges would, and
// makes its repaired dual at least floor (doubled units, as the duals
// are kept: a weight w counts 2w). A caller that raises the weights of
// many implicit edges frees their ends with a floor of twice the bound
// g(v) of AddUncovered, so that the duals cover them all again and the
// pricing adds only those the solve then uncovers. Before the first
// Solve it does nothing (the first Solve starts from duals covering every
// explicit edge).
func (m *Incremental) Free(v int, floor []uint64) {
	if !m.started {
		return
	}
	if m.floor == nil {
		m.floor = make([]uint64, m.n*m.W)
	}
	copy(m.floor[v*m.W:(v+1)*m.W], floor)
	m.hasFloor[v] = true
	if !m.dirty[v] {
		m.dirty[v] = true
		m.dirtyList = append(m.dirtyList, v)
	}
}

// Neighbours appends to buf the vertices joined to v by an edge, in
// increasing order, and returns it.
func (m *Incremental) Neighbours(buf []int, v int) []int {
	for _, u := range m.nb[v] {
		if m.hasEdge(v, int(u)) {
			buf = append(buf, int(u))
		}
	}
	return buf
}

// HasEdge reports whether the graph has an edge u-v (a nonzero weight).
func (m *Incremental) HasEdge(u, v int) bool { return u != v && m.hasEdge(u, v) }
