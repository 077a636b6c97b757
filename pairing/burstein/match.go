package burstein

import (
	"fmt"
	"sort"

	"github.com/xiangqi-org/xqt/pairing/match"
)

// graph is the weighted graph of the players to pair (vertex = place in the
// score order). The method asks for a maximum-weight matching, not a
// perfect one, after every change; it is solved warm as a perfect matching
// on the graph doubled: each vertex v has a twin n+v, joined to v by an
// edge of weight zero (v left unpaired) and to the twins of v's neighbours
// by the mirror of v's edges. A perfect matching of the double is a
// matching of the graph and its mirror, so the heaviest is the heaviest
// matching of the graph twice. Every weight carries one more unit (zero
// means no edge to the solver); all perfect matchings have n edges, so that
// adds the same to each.
type graph struct {
	n   int
	m   *match.Incremental
	buf []uint64
}

func newGraph(n int, largest int64) *graph {
	words := 1
	if largest >= 1<<56 {
		words = 2
	}
	g := &graph{n: n, m: match.NewIncremental(2*n, words), buf: make([]uint64, words)}
	for v := 0; v < n; v++ {
		g.setRaw(v, n+v, 1)
	}
	return g
}

func (g *graph) setRaw(u, v int, x uint64) {
	clear(g.buf)
	g.buf[0] = x
	g.m.SetWeight(u, v, g.buf)
}

// set sets the weight of u-v (0 removes it), charged to u.
func (g *graph) set(u, v int, x int64) {
	var w uint64
	if x != 0 {
		w = uint64(x) + 1
	}
	g.setRaw(u, v, w)
	g.setRaw(g.n+u, g.n+v, w)
}

func (g *graph) solve() error {
	g.m.Solve()
	return nil
}

// mateOf is v's partner, v itself when unmatched.
func (g *graph) mateOf(v int) int {
	if m := g.m.Mates()[v]; m >= 0 && m < g.n {
		return m
	}
	return v
}

// finalize keeps only the edge u-v (weight 1) at u and v.
func (g *graph) finalize(u, v int) {
	for x := 0; x < g.n; x++ {
		if x != u {
			g.set(u, x, 0)
		}
		if x != v {
			g.set(v, x, 0)
		}
	}
	g.set(u, v, 1)
}

// valid checks the matching against the score groups so far: every player
// of a group above the last is paired, and each group has at most one
// player paired outside it (two when an odd number of players is above its
// end: the one floated in and the one floated out).
func (g *graph) valid(groups []int) bool {
	last := groups[len(groups)-1]
	prev := groups[len(groups)-2]
	it, begin, outside := 0, 0, 0
	for v := 0; v < g.n; v++ {
		if v >= last {
			return true
		}
		if v >= groups[it] {
			outside, begin = 0, v
			for v >= groups[it] {
				it++
			}
		}
		m := g.mateOf(v)
		if m == v && v < prev {
			return false
		}
		if m == v || m < begin || m >= groups[it] {
			outside++
			limit := 1
			if groups[it]%2 == 1 {
				limit = 2
			}
			if outside > limit {
				return false
			}
		}
	}
	return true
}

// match pairs the players of vs (bye removed, in score and index order) and
// returns the boards, white first.
func (s *state) match(vs []*pl) ([][2]*pl, error) {
	n := len(vs)
	W := newWeights(n)
	g := newGraph(n, W.compat+W.same+W.colour+int64(n)+2)
	groups := []int{0, 0}
	back := func(i int) int { return groups[len(groups)-1-i] }
	ok := true
	// Score groups from the top, each merged with the next while it cannot
	// be paired.
	for back(0) < n {
		groups = append(groups, back(0))
		for {
			begin := back(0)
			for {
				b := back(0)
				for v := back(2); v < b; v++ {
					g.set(b, v, s.edge(W, vs[v], vs[b], v >= back(1), false))
				}
				groups[len(groups)-1]++
				if back(0) >= n || vs[begin].acc != vs[back(0)].acc {
					break
				}
			}
			// A virtual opponent (the next group's first player, not yet
			// joined) keeps an odd group from leaving a higher player
			// unpaired.
			if b := back(0); b%2 == 1 && b < n {
				for v := back(1); v < b; v++ {
					g.set(b, v, W.compat)
				}
			}
			if err := g.solve(); err != nil {
				return nil, err
			}
			ok = g.valid(groups)
			if back(0) >= n || ok {
				break
			}
		}
		if back(0) < n && back(0)%2 == 0 {
			groups = append(groups, back(0))
		}
	}
	// The last group cannot be paired: merge it with the one above, again
	// and again.
	for len(groups) > 3 && !ok {
		groups = groups[:len(groups)-1]
		boundary := back(0)
		groups = groups[:len(groups)-1]
		begin := back(0)
		groups = groups[:len(groups)-1]
		for o := back(0); o < boundary; o++ {
			for i := boundary; i < n; i++ {
				g.set(o, i, s.edge(W, vs[o], vs[i], o >= begin, false))
			}
		}
		if err := g.solve(); err != nil {
			return nil, err
		}
		groups = append(groups, begin, n)
		ok = g.valid(groups)
	}
	if !ok {
		return nil, fmt.Errorf("the players cannot all be paired without a rematch or a clash of absolute colour preferences: %w", ErrNoPairing)
	}

	// Within each group, from the top of the index, pair each player with
	// the lowest opponent that keeps the matching.
	paired := make([]bool, n)
	var boards [][2]*pl
	begin, floater := groups[0], -1
	for _, end := range groups[1:] {
		if begin == end {
			continue
		}
		var full []int
		for v := begin; v < end; v++ {
			full = append(full, v)
		}
		if floater >= 0 {
			full = append(full, floater)
			floater = -1
		}
		sort.SliceStable(full, func(i, j int) bool { return vs[full[j]].metric.less(vs[full[i]].metric) })
		for i, u := range full {
			for _, v := range full[i+1:] {
				g.set(u, v, s.edge(W, vs[u], vs[v], true, true))
			}
		}
		for i, u := range full {
			if paired[u] {
				continue
			}
			prio := int64(1)
			for _, v := range full[i+1:] {
				if paired[v] {
					continue
				}
				if x := s.edge(W, vs[u], vs[v], true, true); x != 0 {
					g.set(u, v, x+prio)
					prio++
				}
			}
			if err := g.solve(); err != nil {
				return nil, err
			}
			m := g.mateOf(u)
			if m >= end {
				if floater >= 0 {
					return nil, fmt.Errorf("%w: two players float down from one score group", errOrder)
				}
				floater = u
				continue
			}
			if m == u || paired[m] {
				return nil, fmt.Errorf("%w: player %d left unpaired", errOrder, vs[u].id)
			}
			paired[u], paired[m] = true, true
			if s.colour(vs[u], vs[m]) == white {
				boards = append(boards, [2]*pl{vs[u], vs[m]})
			} else {
				boards = append(boards, [2]*pl{vs[m], vs[u]})
			}
			g.finalize(u, m)
		}
		begin = end
	}
	return boards, nil
}

// anyLegal pairs vs with one maximum-cardinality matching of the
// compatible pairs, preferring pairs of equal score and then the score
// order, and reports whether it pairs everyone. It is the last resort when
// the score-group method finds nothing: the absolute criteria alone.
func (s *state) anyLegal(vs []*pl) ([][2]*pl, bool) {
	n := len(vs)
	W := newWeights(n)
	var edges []match.Edge
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if x := s.edge(W, vs[u], vs[v], vs[u].acc == vs[v].acc, true); x != 0 {
				edges = append(edges, match.Edge{U: u, V: v, W: x})
			}
		}
	}
	mate, err := match.Solve(n, edges, match.Options{MaxCardinality: true})
	if err != nil {
		return nil, false
	}
	var boards [][2]*pl
	for u, m := range mate {
		if m < 0 {
			return nil, false
		}
		if u < m {
			if s.colour(vs[u], vs[m]) == white {
				boards = append(boards, [2]*pl{vs[u], vs[m]})
			} else {
				boards = append(boards, [2]*pl{vs[m], vs[u]})
			}
		}
	}
	return boards, true
}
