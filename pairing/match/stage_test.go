package match

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// checkDuals checks the certificate of optimality the duals of m give
// after a Solve: every blossom dual is nonnegative (vertex duals are free
// for a perfect matching), every edge
// has a nonnegative reduced cost y_u + y_v + 2·Σz_B - 2w (the sum over the
// blossoms holding both ends), the matched edges and the edges inside a
// blossom joining its children have zero reduced cost. Duals of this kind
// prove the matching a maximum-weight perfect one when it is perfect.
func checkDuals(t *testing.T, m *Incremental, where string) {
	t.Helper()
	W := m.W
	for b := m.n; b < 2*m.n; b++ {
		if m.base[b] >= 0 && wSign(m.dual(b)) < 0 {
			t.Fatalf("%s: dual of %d is negative", where, b)
		}
	}
	// anc lists v and the blossoms holding it, innermost first.
	anc := func(v int) []int {
		a := []int{v}
		for b := m.parent[v]; b >= 0; b = m.parent[b] {
			a = append(a, b)
		}
		return a
	}
	red := make([]uint64, W)
	zz := make([]uint64, W)
	reduced := func(u, v int) []uint64 {
		m.slack(red, u, v)
		au, av := anc(u), anc(v)
		// Common blossoms are the common tail of the two lists.
		for i, j := len(au)-1, len(av)-1; i > 0 && j > 0 && au[i] == av[j]; i, j = i-1, j-1 {
			wAdd(zz, m.dual(au[i]), m.dual(au[i]))
			wAdd(red, red, zz)
		}
		return red
	}
	for u := range m.n {
		for v := u + 1; v < m.n; v++ {
			if !m.hasEdge(u, v) {
				continue
			}
			r := reduced(u, v)
			if wSign(r) < 0 {
				t.Fatalf("%s: edge %d-%d has a negative reduced cost", where, u, v)
			}
			if m.mate[u] == v && !wIsZero(r) {
				t.Fatalf("%s: matched edge %d-%d is not tight", where, u, v)
			}
		}
	}
	for b := m.n; b < 2*m.n; b++ {
		if m.base[b] < 0 {
			continue
		}
		for _, e := range m.bedges[b] {
			if !m.hasEdge(e[0], e[1]) || !wIsZero(reduced(e[0], e[1])) {
				t.Fatalf("%s: blossom %d edge %d-%d is not tight", where, b, e[0], e[1])
			}
		}
	}
}

// TestIncrementalWarmAgainstSolve runs graphs too big for brute force
// (up to 70 vertices, so that a re-solve keeps many trees and relabels
// parts of them) through a cold Solve and warm re-solves after random
// SetWeight changes and Free calls with random floors. Weights are drawn
// from a handful of values, so ties are everywhere. Each solve must be
// perfect with the weight of a maximum-weight perfect matching found by
// the package's plain Solve (maximum cardinality, so perfect when
// possible) and leave duals that certify it (checkDuals); the trees are
// checked after every move by treeCheck.
func TestIncrementalWarmAgainstSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 5))
	solves := 0
	for iter := range 150 {
		n := 2 * (3 + rng.IntN(33))
		words := 1 + iter%3
		maxW := int64(1 + rng.IntN(4))
		if iter%5 == 0 {
			maxW = 1000
		}
		density := 0.15 + 0.85*rng.Float64()
		w := make([][]int64, n)
		for i := range w {
			w[i] = make([]int64, n)
		}
		m := NewIncremental(n, words)
		set := func(u, v int, x int64) {
			w[u][v], w[v][u] = x, x
			setWeightInt(m, u, v, x)
		}
		// A ring of edges keeps a perfect matching (n is even) whatever
		// the random edges do; the ring edges change too.
		for i := range n {
			set(i, (i+1)%n, 1+rng.Int64N(maxW))
		}
		for i := range n {
			for j := range i {
				if w[i][j] == 0 && rng.Float64() < density {
					set(i, j, 1+rng.Int64N(maxW))
				}
			}
		}
		for k := range 12 {
			if k > 0 {
				for range 1 + rng.IntN(n/2) {
					u := rng.IntN(n)
					if rng.IntN(3) == 0 {
						floor := make([]uint64, words)
						wSetInt(floor, rng.Int64N(4*maxW))
						m.Free(u, floor)
						continue
					}
					for v := range n {
						if v == u || rng.Float64() < 0.6 {
							continue
						}
						x := int64(0)
						ring := v == (u+1)%n || u == (v+1)%n
						if ring || rng.Float64() < density {
							x = 1 + rng.Int64N(maxW)
						}
						set(u, v, x)
					}
				}
			}
			where := fmt.Sprintf("iter %d n=%d solve %d", iter, n, k)
			m.Solve()
			solves++
			m.checkPool(t, where)
			checkDuals(t, m, where)
			var edges []Edge
			for i := range n {
				for j := i + 1; j < n; j++ {
					if w[i][j] > 0 {
						edges = append(edges, Edge{U: i, V: j, W: w[i][j]})
					}
				}
			}
			want, err := Solve(n, edges, Options{MaxCardinality: true})
			if err != nil {
				t.Fatal(err)
			}
			if got := perfectWeight(t, m, w); got != Weight(edges, want) {
				t.Fatalf("%s: weight %d, want %d", where, got, Weight(edges, want))
			}
		}
	}
	t.Logf("%d solves checked", solves)
}
