package match

import (
	"fmt"
	"slices"
)

// Edge is an undirected edge between vertices U and V (0-based) with weight W.
type Edge struct {
	U, V int
	W    int64
}

// MaxWeight bounds the absolute value of an edge weight. The solver keeps
// vertex and blossom duals of up to about twice the largest weight, and
// slacks of up to four times it, so this leaves room in an int64.
const MaxWeight int64 = 1 << 60

// Options changes what Solve maximises.
type Options struct {
	// MaxCardinality asks for a matching of maximum weight among those of
	// maximum cardinality, rather than of maximum weight overall.
	MaxCardinality bool
}

// Solve returns a maximum-weight matching of the graph with n vertices:
// mate[v] is v's partner, or -1 when v is unmatched. Weights may be negative
// (an edge of negative weight is only used to reach maximum cardinality).
// Parallel edges are allowed; the heavier one counts. Self-loops and
// out-of-range vertices are an error, as are weights beyond MaxWeight.
//
// The algorithm is Edmonds' blossom algorithm with the primal-dual weighted
// extension (Galil 1986): O(n) stages, each growing alternating trees from
// the free vertices and adjusting duals in O(n) steps, for O(n³) time in the
// worst case and O(n + m) memory. All arithmetic is exact on int64: weights
// are doubled internally so every dual stays an integer.
func Solve(n int, edges []Edge, opt Options) ([]int, error) {
	for i, e := range edges {
		if e.U < 0 || e.U >= n || e.V < 0 || e.V >= n {
			return nil, fmt.Errorf("edge %d (%d-%d): vertex out of range 0..%d", i, e.U, e.V, n-1)
		}
		if e.U == e.V {
			return nil, fmt.Errorf("edge %d: self-loop on vertex %d", i, e.U)
		}
		if e.W > MaxWeight || e.W < -MaxWeight {
			return nil, fmt.Errorf("edge %d: weight %d beyond ±2^60", i, e.W)
		}
	}
	s := newSolver(n, edges, opt.MaxCardinality)
	s.run()
	mate := make([]int, n)
	for v := range mate {
		mate[v] = -1
		if p := s.mate[v]; p >= 0 {
			mate[v] = s.endpoint[p]
		}
	}
	return mate, nil
}

// Weight returns the total weight of the matched edges of mate under edges,
// counting the heaviest edge between each matched pair.
func Weight(edges []Edge, mate []int) int64 {
	best := map[[2]int]int64{}
	for _, e := range edges {
		if mate[e.U] != e.V {
			continue
		}
		k := [2]int{min(e.U, e.V), max(e.U, e.V)}
		if w, ok := best[k]; !ok || e.W > w {
			best[k] = e.W
		}
	}
	var sum int64
	for _, w := range best {
		sum += w
	}
	return sum
}

// solver holds the state of one run. Vertices are 0..n-1, blossoms n..2n-1.
// An edge k has endpoints 2k (its U) and 2k+1 (its V); p^1 is the other
// endpoint of the same edge. Labels: 0 free, 1 S (outer), 2 T (inner);
// bit 4 marks blossoms during scanBlossom.
type solver struct {
	n       int
	maxCard bool

	endpoint []int   // endpoint[p]: the vertex at endpoint p
	weight   []int64 // doubled weight of edge k
	neighb   [][]int // neighb[v]: remote endpoints of v's edges

	mate     []int // mate[v]: remote endpoint of v's matched edge, or -1
	label    []int8
	labelEnd []int // endpoint through which a top-level blossom got its label
	inBlos   []int // inBlos[v]: top-level blossom containing vertex v

	parent   []int   // parent[b]: enclosing blossom or -1
	childs   [][]int // sub-blossoms of b, from the base round the cycle
	base     []int   // base vertex of b; -1 for an unused blossom slot
	endps    [][]int // endps[b][i]: endpoint joining childs[i] to childs[i+1]
	best     []int   // least-slack edge to an S-blossom or S-vertex, or -1
	bestList [][]int // for S-blossoms: least-slack edges to other S-blossoms
	unused   []int
	dual     []int64
	allowed  []bool // edge has zero slack (may be used in trees)
	queue    []int
	bestTo   []int // scratch for addBlossom, all -1 between uses
}

func newSolver(n int, edges []Edge, maxCard bool) *solver {
	m := len(edges)
	s := &solver{n: n, maxCard: maxCard}
	s.endpoint = make([]int, 2*m)
	s.weight = make([]int64, m)
	s.neighb = make([][]int, n)
	deg := make([]int, n)
	for _, e := range edges {
		deg[e.U]++
		deg[e.V]++
	}
	for v := range s.neighb {
		s.neighb[v] = make([]int, 0, deg[v])
	}
	var maxW int64
	for k, e := range edges {
		s.endpoint[2*k], s.endpoint[2*k+1] = e.U, e.V
		s.weight[k] = 2 * e.W
		s.neighb[e.U] = append(s.neighb[e.U], 2*k+1)
		s.neighb[e.V] = append(s.neighb[e.V], 2*k)
		maxW = max(maxW, 2*e.W)
	}
	s.mate = fill(make([]int, n), -1)
	s.label = make([]int8, 2*n)
	s.labelEnd = fill(make([]int, 2*n), -1)
	s.inBlos = make([]int, n)
	for v := range s.inBlos {
		s.inBlos[v] = v
	}
	s.parent = fill(make([]int, 2*n), -1)
	s.childs = make([][]int, 2*n)
	s.base = fill(make([]int, 2*n), -1)
	for v := 0; v < n; v++ {
		s.base[v] = v
	}
	s.endps = make([][]int, 2*n)
	s.best = fill(make([]int, 2*n), -1)
	s.bestList = make([][]int, 2*n)
	for b := 2*n - 1; b >= n; b-- {
		s.unused = append(s.unused, b)
	}
	s.dual = make([]int64, 2*n)
	for v := 0; v < n; v++ {
		s.dual[v] = maxW / 2 // doubled weights: duals start at the largest weight
	}
	s.allowed = make([]bool, m)
	s.bestTo = fill(make([]int, 2*n), -1)
	return s
}

func fill(a []int, v int) []int {
	for i := range a {
		a[i] = v
	}
	return a
}

func (s *solver) slack(k int) int64 {
	return s.dual[s.endpoint[2*k]] + s.dual[s.endpoint[2*k+1]] - s.weight[k]
}

// leaves calls f for every vertex inside blossom b.
func (s *solver) leaves(b int, f func(v int)) {
	if b < s.n {
		f(b)
		return
	}
	for _, c := range s.childs[b] {
		s.leaves(c, f)
	}
}

// assignLabel labels the top-level blossom of w with t (1 S, 2 T) reached
// through endpoint p, and for T labels the blossom's mate S.
func (s *solver) assignLabel(w int, t int8, p int) {
	for {
		b := s.inBlos[w]
		s.label[w], s.label[b] = t, t
		s.labelEnd[w], s.labelEnd[b] = p, p
		s.best[w], s.best[b] = -1, -1
		if t == 1 {
			s.leaves(b, func(v int) { s.queue = append(s.queue, v) })
			return
		}
		bs := s.base[b]
		mp := s.mate[bs]
		w, t, p = s.endpoint[mp], 1, mp^1
	}
}

// scanBlossom traces back from v and w to find the base of a new blossom,
// or returns -1 when the paths reach two different roots (an augmenting path).
func (s *solver) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := s.inBlos[v]
		if s.label[b]&4 != 0 {
			base = s.base[b]
			break
		}
		path = append(path, b)
		s.label[b] = 5
		if s.labelEnd[b] == -1 {
			v = -1
		} else {
			v = s.endpoint[s.labelEnd[b]]
			b = s.inBlos[v]
			v = s.endpoint[s.labelEnd[b]]
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		s.label[b] = 1
	}
	return base
}

// addBlossom makes a new blossom with the given base from the S-S edge k.
func (s *solver) addBlossom(base, k int) {
	v, w := s.endpoint[2*k], s.endpoint[2*k+1]
	bb, bv, bw := s.inBlos[base], s.inBlos[v], s.inBlos[w]
	b := s.unused[len(s.unused)-1]
	s.unused = s.unused[:len(s.unused)-1]
	s.base[b] = base
	s.parent[b] = -1
	s.parent[bb] = b
	var path, endps []int
	for bv != bb {
		s.parent[bv] = b
		path = append(path, bv)
		endps = append(endps, s.labelEnd[bv])
		v = s.endpoint[s.labelEnd[bv]]
		bv = s.inBlos[v]
	}
	path = append(path, bb)
	reverse(path)
	reverse(endps)
	endps = append(endps, 2*k)
	for bw != bb {
		s.parent[bw] = b
		path = append(path, bw)
		endps = append(endps, s.labelEnd[bw]^1)
		w = s.endpoint[s.labelEnd[bw]]
		bw = s.inBlos[w]
	}
	s.childs[b], s.endps[b] = path, endps
	s.label[b] = 1
	s.labelEnd[b] = s.labelEnd[bb]
	s.dual[b] = 0
	s.leaves(b, func(x int) {
		if s.label[s.inBlos[x]] == 2 {
			s.queue = append(s.queue, x)
		}
		s.inBlos[x] = b
	})
	// Least-slack edges from the new blossom to every other S-blossom.
	var touched []int
	consider := func(k int) {
		j := s.endpoint[2*k+1]
		if s.inBlos[j] == b {
			j = s.endpoint[2*k]
		}
		bj := s.inBlos[j]
		if bj != b && s.label[bj] == 1 {
			if cur := s.bestTo[bj]; cur == -1 {
				s.bestTo[bj] = k
				touched = append(touched, bj)
			} else if s.slack(k) < s.slack(cur) {
				s.bestTo[bj] = k
			}
		}
	}
	for _, c := range path {
		if s.bestList[c] == nil {
			s.leaves(c, func(x int) {
				for _, p := range s.neighb[x] {
					consider(p / 2)
				}
			})
		} else {
			for _, k := range s.bestList[c] {
				consider(k)
			}
		}
		s.bestList[c] = nil
		s.best[c] = -1
	}
	sortInts(touched) // by blossom, so the result never depends on scan order
	list := make([]int, 0, len(touched))
	for _, bj := range touched {
		list = append(list, s.bestTo[bj])
		s.bestTo[bj] = -1
	}
	s.bestList[b] = list
	s.best[b] = -1
	for _, k := range list {
		if s.best[b] == -1 || s.slack(k) < s.slack(s.best[b]) {
			s.best[b] = k
		}
	}
}

// expandBlossom dissolves blossom b, relabelling its children when it was a
// T-blossom expanded in the middle of a stage.
func (s *solver) expandBlossom(b int, endStage bool) {
	for _, c := range s.childs[b] {
		s.parent[c] = -1
		switch {
		case c < s.n:
			s.inBlos[c] = c
		case endStage && s.dual[c] == 0:
			s.expandBlossom(c, endStage)
		default:
			s.leaves(c, func(v int) { s.inBlos[v] = c })
		}
	}
	if !endStage && s.label[b] == 2 {
		ch, ep := s.childs[b], s.endps[b]
		L := len(ch)
		at := func(j int) int { return ((j % L) + L) % L }
		entry := s.inBlos[s.endpoint[s.labelEnd[b]^1]]
		j := indexOf(ch, entry)
		var step, trick int
		if j&1 != 0 {
			j -= L
			step, trick = 1, 0
		} else {
			step, trick = -1, 1
		}
		p := s.labelEnd[b]
		for j != 0 {
			s.label[s.endpoint[p^1]] = 0
			s.label[s.endpoint[ep[at(j-trick)]^trick^1]] = 0
			s.assignLabel(s.endpoint[p^1], 2, p)
			s.allowed[ep[at(j-trick)]/2] = true
			j += step
			p = ep[at(j-trick)] ^ trick
			s.allowed[p/2] = true
			j += step
		}
		bv := ch[at(j)]
		s.label[s.endpoint[p^1]], s.label[bv] = 2, 2
		s.labelEnd[s.endpoint[p^1]], s.labelEnd[bv] = p, p
		s.best[bv] = -1
		j += step
		for ch[at(j)] != entry {
			bv := ch[at(j)]
			if s.label[bv] == 1 {
				j += step
				continue
			}
			found := -1
			s.leaves(bv, func(v int) {
				if found == -1 && s.label[v] != 0 {
					found = v
				}
			})
			if found != -1 {
				v := found
				s.label[v] = 0
				s.label[s.endpoint[s.mate[s.base[bv]]]] = 0
				s.assignLabel(v, 2, s.labelEnd[v])
			}
			j += step
		}
	}
	s.label[b], s.labelEnd[b] = -1, -1
	s.childs[b], s.endps[b] = nil, nil
	s.base[b] = -1
	s.bestList[b] = nil
	s.best[b] = -1
	s.unused = append(s.unused, b)
}

// augmentBlossom swaps matched and unmatched edges inside blossom b along
// the even path from vertex v to the base, making v the new base.
func (s *solver) augmentBlossom(b, v int) {
	t := v
	for s.parent[t] != b {
		t = s.parent[t]
	}
	if t >= s.n {
		s.augmentBlossom(t, v)
	}
	ch, ep := s.childs[b], s.endps[b]
	L := len(ch)
	at := func(j int) int { return ((j % L) + L) % L }
	i := indexOf(ch, t)
	j := i
	var step, trick int
	if i&1 != 0 {
		j -= L
		step, trick = 1, 0
	} else {
		step, trick = -1, 1
	}
	for j != 0 {
		j += step
		t = ch[at(j)]
		p := ep[at(j-trick)] ^ trick
		if t >= s.n {
			s.augmentBlossom(t, s.endpoint[p])
		}
		j += step
		t = ch[at(j)]
		if t >= s.n {
			s.augmentBlossom(t, s.endpoint[p^1])
		}
		s.mate[s.endpoint[p]] = p ^ 1
		s.mate[s.endpoint[p^1]] = p
	}
	s.childs[b] = append(append([]int{}, ch[i:]...), ch[:i]...)
	s.endps[b] = append(append([]int{}, ep[i:]...), ep[:i]...)
	s.base[b] = s.base[s.childs[b][0]]
}

// augmentMatching flips the augmenting path through edge k between two
// S-vertices of different trees.
func (s *solver) augmentMatching(k int) {
	for _, sp := range [2][2]int{{s.endpoint[2*k], 2*k + 1}, {s.endpoint[2*k+1], 2 * k}} {
		v, p := sp[0], sp[1]
		for {
			bs := s.inBlos[v]
			if bs >= s.n {
				s.augmentBlossom(bs, v)
			}
			s.mate[v] = p
			if s.labelEnd[bs] == -1 {
				break // reached a root
			}
			t := s.endpoint[s.labelEnd[bs]]
			bt := s.inBlos[t]
			v = s.endpoint[s.labelEnd[bt]]
			j := s.endpoint[s.labelEnd[bt]^1]
			if bt >= s.n {
				s.augmentBlossom(bt, j)
			}
			s.mate[j] = s.labelEnd[bt]
			p = s.labelEnd[bt] ^ 1
		}
	}
}

func (s *solver) run() {
	n := s.n
	for range n {
		// Start a stage: clear labels, every free vertex becomes an S root.
		for i := range s.label {
			s.label[i] = 0
			s.best[i] = -1
		}
		for b := n; b < 2*n; b++ {
			s.bestList[b] = nil
		}
		for k := range s.allowed {
			s.allowed[k] = false
		}
		s.queue = s.queue[:0]
		for v := 0; v < n; v++ {
			if s.mate[v] == -1 && s.label[s.inBlos[v]] == 0 {
				s.assignLabel(v, 1, -1)
			}
		}
		augmented := false
		for {
			for len(s.queue) > 0 && !augmented {
				v := s.queue[len(s.queue)-1]
				s.queue = s.queue[:len(s.queue)-1]
				for _, p := range s.neighb[v] {
					k := p / 2
					w := s.endpoint[p]
					if s.inBlos[v] == s.inBlos[w] {
						continue
					}
					var ks int64
					if !s.allowed[k] {
						ks = s.slack(k)
						if ks <= 0 {
							s.allowed[k] = true
						}
					}
					bw := s.inBlos[w]
					switch {
					case s.allowed[k] && s.label[bw] == 0:
						s.assignLabel(w, 2, p^1)
					case s.allowed[k] && s.label[bw] == 1:
						if base := s.scanBlossom(v, w); base >= 0 {
							s.addBlossom(base, k)
						} else {
							s.augmentMatching(k)
							augmented = true
						}
					case s.allowed[k] && s.label[w] == 0:
						s.label[w] = 2
						s.labelEnd[w] = p ^ 1
					case !s.allowed[k] && s.label[bw] == 1:
						b := s.inBlos[v]
						if s.best[b] == -1 || ks < s.slack(s.best[b]) {
							s.best[b] = k
						}
					case !s.allowed[k] && s.label[w] == 0:
						if s.best[w] == -1 || ks < s.slack(s.best[w]) {
							s.best[w] = k
						}
					}
					if augmented {
						break
					}
				}
			}
			if augmented {
				break
			}
			// No augmenting path with tight edges: adjust the duals.
			dtype := -1
			var delta int64
			var dEdge, dBlos int
			if !s.maxCard {
				dtype = 1
				delta = s.dual[0]
				for v := 1; v < n; v++ {
					delta = min(delta, s.dual[v])
				}
			}
			for v := 0; v < n; v++ {
				if s.label[s.inBlos[v]] == 0 && s.best[v] != -1 {
					if d := s.slack(s.best[v]); dtype == -1 || d < delta {
						delta, dtype, dEdge = d, 2, s.best[v]
					}
				}
			}
			for b := 0; b < 2*n; b++ {
				if s.parent[b] == -1 && s.label[b] == 1 && s.best[b] != -1 {
					if d := s.slack(s.best[b]) / 2; dtype == -1 || d < delta {
						delta, dtype, dEdge = d, 3, s.best[b]
					}
				}
			}
			for b := n; b < 2*n; b++ {
				if s.base[b] >= 0 && s.parent[b] == -1 && s.label[b] == 2 && (dtype == -1 || s.dual[b] < delta) {
					delta, dtype, dBlos = s.dual[b], 4, b
				}
			}
			if dtype == -1 {
				// Maximum cardinality reached: do a last dual step so the
				// duals stay feasible, then stop.
				dtype = 1
				delta = s.dual[0]
				for v := 1; v < n; v++ {
					delta = min(delta, s.dual[v])
				}
				delta = max(0, delta)
			}
			for v := 0; v < n; v++ {
				switch s.label[s.inBlos[v]] {
				case 1:
					s.dual[v] -= delta
				case 2:
					s.dual[v] += delta
				}
			}
			for b := n; b < 2*n; b++ {
				if s.base[b] >= 0 && s.parent[b] == -1 {
					switch s.label[b] {
					case 1:
						s.dual[b] += delta
					case 2:
						s.dual[b] -= delta
					}
				}
			}
			if dtype == 1 {
				break
			}
			switch dtype {
			case 2:
				s.allowed[dEdge] = true
				i, j := s.endpoint[2*dEdge], s.endpoint[2*dEdge+1]
				if s.label[s.inBlos[i]] == 0 {
					i, j = j, i
				}
				_ = j
				s.queue = append(s.queue, i)
			case 3:
				s.allowed[dEdge] = true
				s.queue = append(s.queue, s.endpoint[2*dEdge])
			case 4:
				s.expandBlossom(dBlos, false)
			}
		}
		if !augmented {
			break
		}
		// End of stage: expand S-blossoms whose dual reached zero.
		for b := n; b < 2*n; b++ {
			if s.parent[b] == -1 && s.base[b] >= 0 && s.label[b] == 1 && s.dual[b] == 0 {
				s.expandBlossom(b, true)
			}
		}
	}
}

func reverse(a []int) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

func indexOf(a []int, x int) int {
	for i, y := range a {
		if y == x {
			return i
		}
	}
	panic("match: blossom child not found")
}

func sortInts(a []int) { slices.Sort(a) }
