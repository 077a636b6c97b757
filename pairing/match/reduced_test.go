package match

import (
	"math/rand/v2"
	"testing"
)

// TestReducedSign solves random small graphs with many equal weights (so
// that optima tie and blossoms form), cold and after warm changes, and
// checks ReducedSign against brute force: no pair has a negative reduced
// cost, every matched pair has zero, and a pair of positive reduced cost
// is in no maximum-weight perfect matching (the enumeration of all of
// them decides, not the duals).
func TestReducedSign(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	graphs, excluded := 0, 0
	for iter := range 2000 {
		n := 2 + 2*rng.IntN(5)
		maxW := int64(1 + rng.IntN(4))
		density := 0.4 + 0.6*rng.Float64()
		w := make([][]int64, n)
		for i := range w {
			w[i] = make([]int64, n)
		}
		m := NewIncremental(n, 1+iter%2)
		set := func(i, j int, x int64) {
			w[i][j], w[j][i] = x, x
			setWeightInt(m, i, j, x)
		}
		for i := range n {
			for j := range i {
				if rng.Float64() < density {
					set(i, j, 1+rng.Int64N(maxW))
				}
			}
		}
		for round := range 4 {
			if round > 0 {
				u, v := rng.IntN(n), rng.IntN(n)
				if u != v {
					set(u, v, rng.Int64N(maxW+1))
				}
			}
			m.Solve()
			best := brutePerfect(n, w)
			if best < 0 || perfectWeight(t, m, w) != best {
				continue // no perfect matching: the duals promise nothing
			}
			graphs++
			buf := make([]uint64, m.W)
			for u := range n {
				for v := range u {
					if w[u][v] <= 0 {
						continue
					}
					wSetInt(buf, w[u][v])
					sign := m.ReducedSign(u, v, buf)
					switch {
					case sign < 0:
						t.Fatalf("iter %d round %d: pair %d-%d has a negative reduced cost", iter, round, u, v)
					case sign > 0 && m.Mates()[u] == v:
						t.Fatalf("iter %d round %d: matched pair %d-%d has a positive reduced cost", iter, round, u, v)
					case sign > 0:
						excluded++
						if inOptimum(n, w, u, v, best) {
							t.Fatalf("iter %d round %d: pair %d-%d has a positive reduced cost but is in an optimum", iter, round, u, v)
						}
					}
				}
			}
		}
	}
	t.Logf("%d solved graphs, %d pairs excluded by their reduced cost", graphs, excluded)
	if excluded == 0 {
		t.Fatal("no pair was ever excluded: the test checks nothing")
	}
}

// inOptimum reports whether some perfect matching of weight best holds u-v.
func inOptimum(n int, w [][]int64, u, v int, best int64) bool {
	rest := make([][]int64, n)
	for i := range rest {
		rest[i] = append([]int64(nil), w[i]...)
	}
	for k := range n {
		rest[u][k], rest[k][u], rest[v][k], rest[k][v] = 0, 0, 0, 0
	}
	// u and v paired with each other only, at their weight.
	rest[u][v], rest[v][u] = w[u][v], w[u][v]
	return brutePerfect(n, rest) == best
}
