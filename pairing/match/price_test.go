package match

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPricing checks price and repair against brute force: random graphs
// hold a few of their edges, the others are implicit, described in two
// parts (edges within a vertex class and edges across classes, each part
// with its own bound; the first part read through View, the second
// weighed with a Max bound). Solving and pricing until nothing is added
// must give the weight of the best perfect matching of the whole graph,
// also after some implicit weights go up (Touch) and after a vertex is
// freed with a floor (Free). A third of the graphs price with Cap 1 and
// a third with Cap 2: fewer edges a call, the same optimum; every other
// graph bounds the pairs of its second part one by one (PairMax), and
// half the graphs split that part in three, each listing its vertices.
func TestPricing(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	checked := 0
	for iter := 0; iter < 1500; iter++ {
		n := 2 + 2*rng.IntN(6)
		words := 1 + iter%2
		maxW := int64(1 + rng.IntN(30))
		w := make([][]int64, n)
		held := make([][]bool, n)
		for i := range w {
			w[i], held[i] = make([]int64, n), make([]bool, n)
		}
		density := 0.3 + 0.7*rng.Float64()
		class := make([]int, n)
		for v := range class {
			class[v] = rng.IntN(3)
		}
		m := NewIncremental(n, words)
		for i := range n {
			for j := range i {
				if rng.Float64() < density {
					x := 1 + rng.Int64N(maxW)
					w[i][j], w[j][i] = x, x
					if rng.IntN(4) == 0 {
						held[i][j], held[j][i] = true, true
						setWeightInt(m, i, j, x)
					}
				}
			}
		}
		// The bound of v in a part: the most any of v's implicit edges of
		// that part weighs, a bound for both ends.
		inPart := func(k, u, v int) bool { return (class[u] == class[v]) == (k == 0) }
		bound := func(k int) func(d []uint64, v int) {
			return func(d []uint64, v int) {
				var b int64
				for u := range n {
					if u != v && !held[u][v] && w[u][v] > 0 && inPart(k, u, v) {
						b = max(b, w[u][v])
					}
				}
				wSetInt(d, b)
			}
		}
		weight := func(k int) func(d []uint64, u, v int) {
			return func(d []uint64, u, v int) {
				clear(d)
				if !held[u][v] && inPart(k, u, v) {
					wSetInt(d, w[u][v])
				}
			}
		}
		view := func(u, v int) []uint64 {
			d := make([]uint64, words)
			weight(0)(d, u, v)
			return d
		}
		maxOf := func(v int) []uint64 {
			d := make([]uint64, words)
			bound(1)(d, v)
			return d
		}
		limit := iter % 3
		// Every other graph bounds its second part's pairs one by one
		// (PairMax: the weight itself, or a little more) instead of Max.
		pairMax := func(u, v int) []uint64 {
			d := make([]uint64, words)
			wSetInt(d, w[u][v]+int64((u+v)%3))
			return d
		}
		parts := []PricePart{
			{Bound: bound(0), View: view, Classes: 3, Class: func(v int) int { return class[v] }, Joins: func(a, b int) bool { return a == b }, Cap: limit},
			{Bound: bound(1), Weight: weight(1), Max: maxOf, Classes: 3, Class: func(v int) int { return class[v] }, Joins: func(a, b int) bool { return a != b }, Cap: limit},
		}
		if iter%2 == 1 {
			parts[1].PairMax = pairMax
		}
		if iter%4 >= 2 {
			// The cross pairs in three parts, one per pair of classes,
			// each listing its vertices: a part none of whose vertices
			// is touched is skipped, and its blossoms are found from
			// its own vertices.
			cross := parts[1]
			parts = parts[:1]
			for _, ab := range [][2]int{{0, 1}, {0, 2}, {1, 2}} {
				pt := cross
				pt.Vertices = nil
				for v := range n {
					if class[v] == ab[0] || class[v] == ab[1] {
						pt.Vertices = append(pt.Vertices, v)
					}
				}
				pt.Joins = func(a, b int) bool { return a != b && (a == ab[0] || a == ab[1]) && (b == ab[0] || b == ab[1]) }
				parts = append(parts, pt)
			}
		}
		hold := func(u, v int) {
			held[u][v], held[v][u] = true, true
			setWeightInt(m, u, v, w[u][v])
		}
		solve := func(what string) {
			m.Solve()
			for {
				added := m.AddUncoveredParts(parts)
				if limit > 0 && added > len(parts)*limit*n {
					t.Fatalf("iter %d (%s): one call added %d edges, more than Cap %d for each of %d vertices in each of %d parts", iter, what, added, limit, n, len(parts))
				}
				for u := range n { // the pairs pricing added are held now
					for x := range u {
						if m.HasEdge(u, x) {
							held[u][x], held[x][u] = true, true
						}
					}
				}
				for v, u := range m.Mates() {
					if u >= 0 {
						continue
					}
					for x := range n { // a free vertex gets all its pairs
						if x != v && !held[v][x] && w[v][x] > 0 {
							hold(v, x)
							added++
						}
					}
				}
				if added == 0 && perfectWeight(t, m, w) < 0 {
					// No perfect matching on the pairs so far: hold them all.
					for u := range n {
						for x := range u {
							if !held[u][x] && w[u][x] > 0 {
								hold(u, x)
								added++
							}
						}
					}
				}
				if added == 0 {
					break
				}
				m.Solve()
			}
			got, want := perfectWeight(t, m, w), brutePerfect(n, w)
			if got != want {
				t.Fatalf("iter %d (%s), n=%d: priced matching weighs %d, the best perfect matching %d", iter, what, n, got, want)
			}
			checked++
		}
		solve("cold")
		// Implicit weights of one vertex go up: Touch prices them again.
		v := rng.IntN(n)
		for u := range n {
			if u != v && !held[u][v] && w[u][v] > 0 && rng.IntN(2) == 0 {
				x := w[u][v] + 1 + rng.Int64N(maxW)
				w[u][v], w[v][u] = x, x
			}
		}
		m.Touch(v)
		for u := range n {
			m.Touch(u) // the other ends' bounds grew too
		}
		solve("touched")
		// Free a vertex with a floor of twice its largest bound (doubled
		// units): the repaired duals cover its pairs again.
		u := rng.IntN(n)
		floor := make([]uint64, words)
		var b int64
		for x := range n {
			b = max(b, w[u][x])
		}
		wSetInt(floor, 4*b)
		m.Free(u, floor)
		solve("freed")
	}
	t.Logf("%d priced solves agree with brute force", checked)
}

// TestNeighbours: the vertices joined to v by a live edge, in increasing
// order, appended to the buffer; an edge set to zero is not one.
func TestNeighbours(t *testing.T) {
	m := NewIncremental(6, 1)
	for _, u := range []int{5, 1, 3, 0} {
		setWeightInt(m, 2, u, 7)
	}
	setWeightInt(m, 3, 2, 0)
	got := m.Neighbours([]int{9}, 2)
	if want := []int{9, 0, 1, 5}; !slices.Equal(got, want) {
		t.Fatalf("Neighbours(2) = %v, want %v", got, want)
	}
	if got := m.Neighbours(nil, 4); len(got) != 0 {
		t.Fatalf("Neighbours(4) = %v, want none", got)
	}
}
