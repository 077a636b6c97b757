package match

import (
	"math/rand/v2"
	"testing"
)

// brute returns the best weight (and cardinality) over all matchings of a
// small graph, by trying every vertex as matched to each later neighbour or
// left alone.
func brute(n int, edges []Edge, maxCard bool) (bestW int64, bestC int) {
	w := map[[2]int]int64{}
	for _, e := range edges {
		k := [2]int{min(e.U, e.V), max(e.U, e.V)}
		if old, ok := w[k]; !ok || e.W > old {
			w[k] = e.W
		}
	}
	used := make([]bool, n)
	bestC = -1
	var rec func(v int, sum int64, card int)
	rec = func(v int, sum int64, card int) {
		for v < n && used[v] {
			v++
		}
		if v == n {
			better := false
			if maxCard {
				better = card > bestC || card == bestC && sum > bestW
			} else {
				better = bestC < 0 || sum > bestW
			}
			if better {
				bestW, bestC = sum, card
			}
			return
		}
		used[v] = true
		rec(v+1, sum, card)
		for u := v + 1; u < n; u++ {
			if ew, ok := w[[2]int{v, u}]; ok && !used[u] {
				used[u] = true
				rec(v+1, sum+ew, card+1)
				used[u] = false
			}
		}
		used[v] = false
	}
	rec(0, 0, 0)
	return bestW, bestC
}

func checkMate(t *testing.T, n int, edges []Edge, mate []int) int {
	t.Helper()
	adj := map[[2]int]bool{}
	for _, e := range edges {
		adj[[2]int{e.U, e.V}], adj[[2]int{e.V, e.U}] = true, true
	}
	card := 0
	for v, u := range mate {
		if u == -1 {
			continue
		}
		if mate[u] != v {
			t.Fatalf("mate not symmetric: mate[%d]=%d, mate[%d]=%d", v, u, u, mate[u])
		}
		if !adj[[2]int{v, u}] {
			t.Fatalf("matched %d-%d without an edge", v, u)
		}
		card++
	}
	return card / 2
}

// TestSolveAgainstBruteForce checks optimality on thousands of small random
// graphs (dense and sparse, small and huge weights, negative weights) in
// both modes. Weights with many ties stress blossom handling.
func TestSolveAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for iter := range 6000 {
		n := 1 + rng.IntN(11)
		density := rng.Float64()
		var wmax int64
		switch iter % 4 {
		case 0:
			wmax = 3
		case 1:
			wmax = 20
		case 2:
			wmax = 1000
		default:
			wmax = MaxWeight / 4
		}
		neg := iter%5 == 0
		var edges []Edge
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				if rng.Float64() < density {
					w := rng.Int64N(wmax + 1)
					if neg {
						w -= wmax / 2
					}
					edges = append(edges, Edge{u, v, w})
				}
			}
		}
		for _, maxCard := range []bool{false, true} {
			mate, err := Solve(n, edges, Options{MaxCardinality: maxCard})
			if err != nil {
				t.Fatal(err)
			}
			card := checkMate(t, n, edges, mate)
			got := Weight(edges, mate)
			wantW, wantC := brute(n, edges, maxCard)
			if maxCard && card != wantC {
				t.Fatalf("iter %d n=%d maxCard: cardinality %d, want %d; edges %v", iter, n, card, wantC, edges)
			}
			if got != wantW {
				t.Fatalf("iter %d n=%d maxCard=%v: weight %d, want %d; edges %v mate %v", iter, n, maxCard, got, wantW, edges, mate)
			}
		}
	}
}

// TestSolveHandMade covers cases worked out by hand.
func TestSolveHandMade(t *testing.T) {
	tests := []struct {
		name    string
		n       int
		edges   []Edge
		maxCard bool
		want    []int
	}{
		{"empty", 0, nil, false, []int{}},
		{"single edge", 2, []Edge{{0, 1, 1}}, false, []int{1, 0}},
		// Path 0-1-2-3 weights 5,11,5: heaviest is 1-2 alone (11 > 10).
		{"path prefers middle", 4, []Edge{{0, 1, 5}, {1, 2, 11}, {2, 3, 5}}, false, []int{-1, 2, 1, -1}},
		// Same path with maximum cardinality: 0-1 and 2-3 (two edges, 10).
		{"path max cardinality", 4, []Edge{{0, 1, 5}, {1, 2, 11}, {2, 3, 5}}, true, []int{1, 0, 3, 2}},
		// Negative edge: left alone unless cardinality is asked for.
		{"negative alone", 2, []Edge{{0, 1, -3}}, false, []int{-1, -1}},
		{"negative for cardinality", 2, []Edge{{0, 1, -3}}, true, []int{1, 0}},
		// Triangle 0,1,2 (weights 6) with a pendant 3 on 0 (weight 5) and 4
		// on 2 (weight 4): a blossom forms; the best is 0-3 (5) + 1-2 (6)
		// = 11 beats 0-1 + 2-4 = 10.
		{"blossom", 5, []Edge{{0, 1, 6}, {1, 2, 6}, {0, 2, 6}, {0, 3, 5}, {2, 4, 4}}, false, []int{3, 2, 1, 0, -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Solve(tt.n, tt.edges, Options{MaxCardinality: tt.maxCard})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Fatalf("got %v, want %v", got, tt.want)
				}
			}
		})
	}
}

func TestSolveErrors(t *testing.T) {
	for _, tt := range []struct {
		name  string
		edges []Edge
	}{
		{"self-loop", []Edge{{1, 1, 1}}},
		{"out of range", []Edge{{0, 5, 1}}},
		{"too heavy", []Edge{{0, 1, MaxWeight + 1}}},
	} {
		if _, err := Solve(3, tt.edges, Options{}); err == nil {
			t.Errorf("%s: no error", tt.name)
		}
	}
}

func BenchmarkSolveDense(b *testing.B) {
	for _, n := range []int{100, 400} {
		rng := rand.New(rand.NewPCG(7, uint64(n)))
		var edges []Edge
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				edges = append(edges, Edge{u, v, rng.Int64N(1 << 40)})
			}
		}
		b.Run(itoa(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Solve(n, edges, Options{MaxCardinality: true}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func itoa(n int) string {
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}
