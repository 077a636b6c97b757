package dutch

import (
	"math"
	"math/bits"
)

// bracketStore holds the current weight of every pair of the bracket being
// paired (sparse mode), held in the matching or implicit, without a wide
// integer a pair: a pair's weight is its criteria weight at the bracket's
// start (its base) plus the decisions' changes since, and the base is
// computed from per-player data, so only the change is stored, as an
// int32 (4 bytes a pair, where a triangle of weights took W words: at
// 10,000 players in one score group, 200 MB rather than 1.6 GB or more).
//
// The base of pair i > j (bracket positions; vert[j] is the higher
// player) is the criteria weight of match.go's weight: zero when the two
// may not meet (C1: they met, or are forbidden; C3: both have the same
// absolute colour preference), else the criteria, which read only a few
// attributes of each player (score, colour data, floats, bye candidacy,
// and whether the lower one is a resident), plus the unplayed-games term
// (per player). Players with the same attributes are of one type, and the
// criteria weight of each pair of types is computed once, when first
// asked, into a table; the C1 pairs of the bracket are a bit set.
//
// A change that does not fit an int32 (a pair set to the largest weight,
// or a weight not near its base) is kept whole in a map. The store returns
// exactly what was last put for every pair, whatever its form: it does not
// rely on what the decisions do.
type bracketStore struct {
	p    *pairer
	W    int
	size int
	nsg  int
	// Each position's type, and the attributes of each type's first
	// player (its representative, whose weights stand for all).
	typ  []int32
	rep  []int
	nt   int
	tab  []uint64 // nt·nt weights (higher type, lower type), once asked
	have []uint64 // bit set: which entries of tab are computed
	unp  []uint64 // each position's unplayed-games term
	anyU bool     // some unp is not zero
	met  []uint64 // bit set by pair: may not meet (C1)
	dlt  []int32
	over map[int]([]uint64)
	buf  []uint64 // view's result
	t    []uint64
}

// The int32 changes reserved as marks: the pair weighs zero, or its
// weight is in over.
const (
	deltaZero = math.MinInt32
	deltaOver = math.MinInt32 + 1
)

// maxTypeTable is the largest table of type pairs, in words; a bracket
// with more types computes its bases from the players each time.
const maxTypeTable = 1 << 22

// ptype is what the criteria read of a player (see weight): two players of
// the same ptype weigh the same against any third, but for C1 and the
// unplayed-games term, which the store adds apart.
type ptype struct {
	acc, imbalance int
	pref, repeated Colour
	strong, cand   bool
	resident       bool // a player of the bracket's score groups, not of the next one
	f1, f2         floatDir
}

// tri is the index of pair i > j in a triangle.
func tri(i, j int) int { return i*(i-1)/2 + j }

// reset makes the store the bracket vert (its first nsg players in the
// bracket's score groups), every pair at its base.
func (s *bracketStore) reset(p *pairer, vert []int, nsg int) {
	s.p, s.W, s.size, s.nsg = p, p.L.words, len(vert), nsg
	W := s.W
	if s.buf == nil {
		s.buf, s.t = make([]uint64, W), make([]uint64, W)
	}
	size := len(vert)
	types := map[ptype]int32{}
	s.typ, s.rep, s.unp = s.typ[:0], s.rep[:0], s.unp[:0]
	s.anyU = false
	for i, v := range vert {
		x := p.s.sorted[v]
		k := ptype{acc: x.acc, imbalance: x.imbalance, pref: x.pref, repeated: x.repeated,
			strong: x.strong, cand: p.cand(v), resident: i < nsg, f1: p.fl[1][v], f2: p.fl[2][v]}
		t, ok := types[k]
		if !ok {
			t = int32(len(s.rep))
			types[k] = t
			s.rep = append(s.rep, v)
		}
		s.typ = append(s.typ, t)
		var u uint64
		if p.single && x.acc == p.byeSc {
			u = uint64(p.rankv[v])
		}
		s.unp = append(s.unp, u)
		s.anyU = s.anyU || u != 0
	}
	s.nt = len(s.rep)
	s.tab, s.have = s.tab[:0], s.have[:0]
	if s.nt*s.nt*W <= maxTypeTable {
		s.tab = grow(s.tab, s.nt*s.nt*W)
		s.have = grow(s.have, (s.nt*s.nt+63)/64)
	}
	pairs := size * (size - 1) / 2
	s.met = grow(s.met, (pairs+63)/64)
	for i, v := range vert {
		for o := range p.s.sorted[v].forbid {
			if w := p.sortedOf[o]; w >= 0 {
				if j := int(p.pos[w]); j >= 0 && j < i {
					k := tri(i, j)
					s.met[k/64] |= 1 << (k % 64)
				}
			}
		}
	}
	if cap(s.dlt) < pairs {
		s.dlt = nil // the old one is not needed: do not hold both
		s.dlt = make([]int32, pairs)
	} else {
		s.dlt = s.dlt[:pairs]
		clear(s.dlt)
	}
	clear(s.over)
	if s.over == nil {
		s.over = map[int][]uint64{}
	}
}

// grow returns b with length n, cleared.
func grow(b []uint64, n int) []uint64 {
	if cap(b) < n {
		return make([]uint64, n)
	}
	b = b[:n]
	clear(b)
	return b
}

// base sets d to the base of pair i > j.
func (s *bracketStore) base(d []uint64, i, j int) { s.baseAt(d, i, j, tri(i, j)) }

// baseAt is base of pair i > j at index k of the triangle.
func (s *bracketStore) baseAt(d []uint64, i, j, k int) {
	if s.met[k/64]&(1<<(k%64)) != 0 {
		clear(d)
		return
	}
	th, tl := int(s.typ[j]), int(s.typ[i])
	if len(s.tab) == 0 {
		s.p.criteria(d, s.p.bvert[j], s.p.bvert[i], i < s.nsg, i >= s.nsg)
	} else {
		e := th*s.nt + tl
		t := s.tab[e*s.W : (e+1)*s.W]
		if s.have[e/64]&(1<<(e%64)) == 0 {
			s.p.criteria(t, s.rep[th], s.rep[tl], i < s.nsg, i >= s.nsg)
			s.have[e/64] |= 1 << (e % 64)
		}
		copy(d, t)
	}
	if s.anyU && !wIsZero(d) {
		wAddAt(d, s.unp[i]+s.unp[j], s.p.L.pUnplayed)
	}
}

// get sets d to the weight of pair i, j (either order, i != j).
func (s *bracketStore) get(d []uint64, i, j int) {
	if i < j {
		i, j = j, i
	}
	k := tri(i, j)
	switch x := s.dlt[k]; x {
	case deltaZero:
		clear(d)
	case deltaOver:
		copy(d, s.over[k])
	default:
		s.baseAt(d, i, j, k)
		if x > 0 {
			wAddAt(d, uint64(x), 0)
		} else if x < 0 {
			wSubSmall(d, uint64(-int64(x)))
		}
	}
}

// view returns the weight of pair i, j in a buffer valid until the next
// call.
func (s *bracketStore) view(i, j int) []uint64 {
	s.get(s.buf, i, j)
	return s.buf
}

// put sets the weight of pair i, j to w.
func (s *bracketStore) put(i, j int, w []uint64) {
	if i < j {
		i, j = j, i
	}
	k := tri(i, j)
	if s.dlt[k] == deltaOver {
		delete(s.over, k)
	}
	b := s.t
	s.baseAt(b, i, j, k)
	if wIsZero(w) {
		s.dlt[k] = 0
		if !wIsZero(b) {
			s.dlt[k] = deltaZero
		}
		return
	}
	if !wIsZero(b) {
		// w - b, kept if it fits an int32 (and is not a mark).
		wSubFrom(b, w)
		if x, ok := smallSigned(b); ok && x > deltaOver {
			s.dlt[k] = int32(x)
			return
		}
	}
	s.dlt[k] = deltaOver
	s.over[k] = append([]uint64(nil), w...)
}

// wSubFrom sets b = a - b (two's complement, len(a) words).
func wSubFrom(b, a []uint64) {
	var c uint64
	for i := range a {
		var d uint64
		d, c = bits.Sub64(a[i], b[i], c)
		b[i] = d
	}
}

// smallSigned returns the two's complement a as an int64 when it fits an
// int32.
func smallSigned(a []uint64) (int64, bool) {
	x := int64(a[0])
	ext := uint64(0)
	if x < 0 {
		ext = ^uint64(0)
	}
	for _, w := range a[1:] {
		if w != ext {
			return 0, false
		}
	}
	if x < math.MinInt32 || x > math.MaxInt32 {
		return 0, false
	}
	return x, true
}
