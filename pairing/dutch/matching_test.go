package dutch

import (
	"math/rand/v2"
	"testing"
)

// bruteMax returns the largest total weight of a perfect matching, or -1.
func bruteMax(n int, w [][]int64) int64 {
	best := int64(-1)
	used := make([]bool, n)
	var rec func(sum int64)
	rec = func(sum int64) {
		i := 0
		for i < n && used[i] {
			i++
		}
		if i == n {
			if sum > best {
				best = sum
			}
			return
		}
		used[i] = true
		for j := i + 1; j < n; j++ {
			if !used[j] && w[i][j] > 0 {
				used[j] = true
				rec(sum + w[i][j])
				used[j] = false
			}
		}
		used[i] = false
	}
	rec(0)
	return best
}

func matchedWeight(t *testing.T, m *Matcher, w [][]int64) int64 {
	t.Helper()
	var sum int64
	mates := m.Mates()
	for v, u := range mates {
		if u < 0 {
			return -1
		}
		if mates[u] != v {
			t.Fatalf("mate not symmetric: %d-%d", v, u)
		}
		if u > v {
			if w[v][u] <= 0 {
				t.Fatalf("matched a non-edge %d-%d", v, u)
			}
			sum += w[v][u]
		}
	}
	return sum
}

func setW(m *Matcher, u, v int, x int64) {
	buf := make([]uint64, m.W)
	wSetInt(buf, x)
	m.SetWeight(u, v, buf)
}

func TestMatcherBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	perfect := 0
	defer func() { t.Logf("%d solves had a perfect matching", perfect) }()
	for iter := 0; iter < 3000; iter++ {
		n := 2 + 2*rng.IntN(6)
		density := rng.Float64()
		maxW := int64(1 + rng.IntN(20))
		w := make([][]int64, n)
		for i := range w {
			w[i] = make([]int64, n)
		}
		m := NewMatcher(n, 1+iter%2)
		for i := 0; i < n; i++ {
			for j := 0; j < i; j++ {
				if rng.Float64() < density {
					x := 1 + rng.Int64N(maxW)
					w[i][j], w[j][i] = x, x
					setW(m, i, j, x)
				}
			}
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("iter %d cold n=%d: %v", iter, n, r)
				}
			}()
			m.Solve()
		}()
		got, want := matchedWeight(t, m, w), bruteMax(n, w)
		if got != want {
			t.Fatalf("iter %d cold: got %d want %d", iter, got, want)
		}
		// Warm re-solves after random changes around a few vertices.
		for k := 0; k < 5; k++ {
			for c := 0; c < 1+rng.IntN(3); c++ {
				u := rng.IntN(n)
				for v := 0; v < n; v++ {
					if v == u || rng.Float64() < 0.5 {
						continue
					}
					x := int64(0)
					if rng.Float64() < density {
						x = 1 + rng.Int64N(maxW)
					}
					w[u][v], w[v][u] = x, x
					setW(m, u, v, x)
				}
			}
			m.checkPool(t, "before")
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("iter %d warm %d n=%d: %v", iter, k, n, r)
					}
				}()
				m.Solve()
			}()
			m.checkPool(t, "after")
			got, want := matchedWeight(t, m, w), bruteMax(n, w)
			if want >= 0 {
				perfect++
			}
			if got != want {
				t.Fatalf("iter %d warm %d: got %d want %d", iter, k, got, want)
			}
		}
	}
}
