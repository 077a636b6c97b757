package match

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// brutePerfect returns the largest total weight of a perfect matching, or -1.
func brutePerfect(n int, w [][]int64) int64 {
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

func perfectWeight(t *testing.T, m *Incremental, w [][]int64) int64 {
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

func setWeightInt(m *Incremental, u, v int, x int64) {
	buf := make([]uint64, m.W)
	wSetInt(buf, x)
	m.SetWeight(u, v, buf)
}

func TestIncrementalBrute(t *testing.T) {
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
		m := NewIncremental(n, 1+iter%2)
		for i := 0; i < n; i++ {
			for j := 0; j < i; j++ {
				if rng.Float64() < density {
					x := 1 + rng.Int64N(maxW)
					w[i][j], w[j][i] = x, x
					setWeightInt(m, i, j, x)
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
		got, want := perfectWeight(t, m, w), brutePerfect(n, w)
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
					setWeightInt(m, u, v, x)
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
			got, want := perfectWeight(t, m, w), brutePerfect(n, w)
			if want >= 0 {
				perfect++
			}
			if got != want {
				t.Fatalf("iter %d warm %d: got %d want %d", iter, k, got, want)
			}
		}
	}
}

// checkPool checks that every blossom number is either live or in the
// pool of unused ones, exactly once.
func (m *Incremental) checkPool(t *testing.T, where string) {
	t.Helper()
	live := 0
	for b := m.n; b < 2*m.n; b++ {
		if m.base[b] >= 0 {
			live++
		}
	}
	seen := map[int]bool{}
	for _, b := range m.unused {
		if seen[b] {
			t.Fatalf("%s: blossom %d twice in pool", where, b)
		}
		seen[b] = true
		if m.base[b] >= 0 {
			t.Fatalf("%s: live blossom %d in pool", where, b)
		}
	}
	if live+len(m.unused) != m.n {
		t.Fatalf("%s: live %d + unused %d != %d", where, live, len(m.unused), m.n)
	}
}

// bruteAny returns the best total weight over all matchings (not only
// perfect ones) of the graph w, where w[i][j] <= 0 means no edge; with
// maxCard, the best weight among those of maximum cardinality.
func bruteAny(n int, w [][]int64, maxCard bool) (bestW int64, bestC int) {
	used := make([]bool, n)
	bestC = -1
	var rec func(v int, sum int64, card int)
	rec = func(v int, sum int64, card int) {
		for v < n && used[v] {
			v++
		}
		if v == n {
			if bestC < 0 || (maxCard && card > bestC) ||
				((!maxCard || card == bestC) && sum > bestW) {
				bestW, bestC = sum, card
			}
			return
		}
		used[v] = true
		rec(v+1, sum, card)
		for u := v + 1; u < n; u++ {
			if !used[u] && w[v][u] > 0 {
				used[u] = true
				rec(v+1, sum+w[v][u], card+1)
				used[u] = false
			}
		}
		used[v] = false
	}
	rec(0, 0, 0)
	return bestW, bestC
}

// TestIncrementalByeVertices checks the reduction the package documentation
// describes: n players and n bye vertices, every edge shifted by a constant
// (and, for maximum cardinality, every real pair given a bonus above any
// total), so a maximum-weight perfect matching is a maximum-weight matching
// of the players, cold and after warm re-solves.
func TestIncrementalByeVertices(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for iter := range 2000 {
		n := 1 + rng.IntN(9)
		maxCard := iter%2 == 1
		density := rng.Float64()
		maxW := int64(1 + rng.IntN(30))
		w := make([][]int64, n)
		for i := range w {
			w[i] = make([]int64, n)
		}
		const shift = 1
		bonus := int64(0)
		if maxCard {
			bonus = maxW*int64(n) + 1
		}
		m := NewIncremental(2*n, 1)
		buf := make([]uint64, 1)
		set := func(u, v int, x int64) {
			buf[0] = uint64(x)
			m.SetWeight(u, v, buf)
		}
		setReal := func(u, v int, x int64) {
			w[u][v], w[v][u] = x, x
			if x > 0 {
				x += shift + bonus
			}
			set(u, v, x)
		}
		for i := range n {
			for j := range i {
				if rng.Float64() < density {
					setReal(i, j, 1+rng.Int64N(maxW))
				}
			}
			for k := n; k < 2*n; k++ {
				set(i, k, shift) // i may stay unpaired
				if k > n+i {
					set(n+i, k, shift) // bye vertices pair among themselves
				}
			}
		}
		for k := 0; k < 4; k++ {
			if k > 0 {
				u := rng.IntN(n)
				for v := range n {
					if v != u && rng.Float64() < 0.5 {
						x := int64(0)
						if rng.Float64() < density {
							x = 1 + rng.Int64N(maxW)
						}
						setReal(u, v, x)
					}
				}
			}
			m.Solve()
			m.checkPool(t, "after")
			mates := m.Mates()
			var got int64
			card := 0
			for v := range n {
				u := mates[v]
				if u < 0 {
					t.Fatalf("iter %d step %d: vertex %d free", iter, k, v)
				}
				if u < n && u > v {
					if w[v][u] <= 0 {
						t.Fatalf("iter %d step %d: matched a non-edge %d-%d", iter, k, v, u)
					}
					got += w[v][u]
					card++
				}
			}
			wantW, wantC := bruteAny(n, w, maxCard)
			if got != wantW || (maxCard && card != wantC) {
				t.Fatalf("iter %d step %d n=%d maxCard=%v: weight %d with %d pairs, want %d with %d",
					iter, k, n, maxCard, got, card, wantW, wantC)
			}
		}
	}
}

// BenchmarkIncremental times a cold solve of a dense random graph (the
// same graphs as BenchmarkSolveDense, weights shifted to be positive) and
// a warm re-solve after the edges of one vertex change, the step the Dutch
// engine repeats after every decision.
func BenchmarkIncremental(b *testing.B) {
	for _, n := range []int{100, 400} {
		rng := rand.New(rand.NewPCG(7, uint64(n)))
		w := make([][]uint64, n)
		for u := range n {
			w[u] = make([]uint64, n)
			for v := u + 1; v < n; v++ {
				w[u][v] = uint64(rng.Int64N(1<<40)) + 1
			}
		}
		build := func() *Incremental {
			m := NewIncremental(n, 1)
			for u := range n {
				for v := u + 1; v < n; v++ {
					m.SetWeight(u, v, w[u][v:v+1])
				}
			}
			return m
		}
		b.Run(fmt.Sprintf("cold/%d", n), func(b *testing.B) {
			for b.Loop() {
				build().Solve()
			}
		})
		b.Run(fmt.Sprintf("warm/%d", n), func(b *testing.B) {
			m := build()
			m.Solve()
			buf := make([]uint64, 1)
			for k := 0; b.Loop(); k++ {
				u := k % n
				for v := range n {
					if v != u {
						buf[0] = uint64(rng.Int64N(1<<40)) + 1
						m.SetWeight(u, v, buf)
					}
				}
				m.Solve()
			}
		})
	}
}
