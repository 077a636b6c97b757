package dutch

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestBracketStore checks the bracket store against what it stands for,
// on the rounds of random events from the generator's model: every pair's
// base is the weight the criteria give it (weight, C1 and the
// unplayed-games term included), whichever bracket split, with the table
// of player types or without it, and every pair
// reads back exactly what was last put, whether a small change from the
// base (an int32), zero, the largest weight or an unrelated value (kept
// whole).
func TestBracketStore(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	checked := 0
	for seed := range uint64(3) {
		e := newGenEvent(lilaLike(40+int(seed)*17), seed)
		for r := range e.cfg.Rounds {
			absent := e.prepare(r)
			s := &state{in: e.in}
			if err := s.prepare(); err != nil {
				t.Fatal(err)
			}
			p, err := newPairer(s, true)
			if err != nil {
				t.Fatalf("seed %d round %d: %v", seed, r+1, err)
			}
			n, W := p.n, p.L.words
			vert := make([]int, n)
			for i := range vert {
				vert[i] = i
			}
			for pass := range 3 {
				p.single = pass > 0
				nsg := 1 + rng.IntN(n-1)
				p.enterBracket(slices.Clone(vert), 0, nsg)
				if pass == 2 {
					// No table of types (too many types for one): the
					// bases computed from the players each time.
					p.st.tab = p.st.tab[:0]
				}
				want := make([]uint64, W)
				got := make([]uint64, W)
				for i := 1; i < n; i++ {
					for j := range i {
						p.weight(want, j, i, i < nsg, i >= nsg)
						p.st.base(got, i, j)
						if !slices.Equal(got, want) {
							t.Fatalf("seed %d round %d pair %d-%d: base %x, weight %x", seed, r+1, j, i, got, want)
						}
						p.st.get(got, j, i)
						if !slices.Equal(got, want) {
							t.Fatalf("seed %d round %d pair %d-%d: get %x before any put, weight %x", seed, r+1, j, i, got, want)
						}
					}
				}
				// Random puts, then every pair read back.
				put := map[[2]int][]uint64{}
				for range 4 * n {
					i := 1 + rng.IntN(n-1)
					j := rng.IntN(i)
					w := make([]uint64, W)
					p.st.base(w, i, j)
					switch rng.IntN(5) {
					case 0:
						clear(w)
					case 1:
						copy(w, p.maxEdge)
					case 2:
						wAddAt(w, uint64(rng.IntN(1<<20)), 0)
					case 3:
						if !wIsZero(w) {
							wSubSmall(w, uint64(rng.IntN(1<<20)))
						}
					case 4:
						for k := range w {
							w[k] = rng.Uint64() >> 8
						}
					}
					if rng.IntN(2) == 0 {
						p.st.put(i, j, w)
					} else {
						p.st.put(j, i, w)
					}
					put[[2]int{i, j}] = w
				}
				for i := 1; i < n; i++ {
					for j := range i {
						w, ok := put[[2]int{i, j}]
						if !ok {
							w = make([]uint64, W)
							p.weight(w, j, i, i < nsg, i >= nsg)
						}
						p.st.get(got, i, j)
						if !slices.Equal(got, w) {
							t.Fatalf("seed %d round %d pair %d-%d: got %x, put %x", seed, r+1, j, i, got, w)
						}
						checked++
					}
				}
			}
			pairs, bye, err := Pair(e.in)
			if err != nil {
				t.Fatalf("seed %d round %d: %v", seed, r+1, err)
			}
			e.record(pairs, bye, absent)
		}
	}
	t.Logf("%d pairs read back", checked)
}
