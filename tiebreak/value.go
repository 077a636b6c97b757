package tiebreak

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/xiangqi-org/xqt/scoring"
)

// ratio returns num/den reduced, with a positive denominator.
func ratio(num, den int64) Value {
	if den == 0 {
		return Value{0, 1}
	}
	if den < 0 {
		num, den = -num, -den
	}
	g := gcd(abs64(num), den)
	if g > 1 {
		num, den = num/g, den/g
	}
	return Value{Num: num, Den: den}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// norm returns v with a positive denominator (the zero Value reads as 0).
func (v Value) norm() Value {
	if v.Den == 0 {
		return Value{0, 1}
	}
	return v
}

// Add returns v+w, reduced. Sums of tiebreak values stay far below the int64
// range (1000 players x 11 rounds of scores in hundredths), and the
// denominators are small (100, 10000, table win points), so reducing after
// each step keeps every intermediate exact; an overflow falls back to big.Rat.
func (v Value) Add(w Value) Value {
	v, w = v.norm(), w.norm()
	if v.Den == w.Den {
		if s, ok := addOK(v.Num, w.Num); ok {
			return ratio(s, v.Den)
		}
	}
	g := gcd(v.Den, w.Den)
	a, ok1 := mulOK(v.Num, w.Den/g)
	b, ok2 := mulOK(w.Num, v.Den/g)
	d, ok3 := mulOK(v.Den, w.Den/g)
	if s, ok4 := addOK(a, b); ok1 && ok2 && ok3 && ok4 {
		return ratio(s, d)
	}
	r := new(big.Rat).Add(big.NewRat(v.Num, v.Den), big.NewRat(w.Num, w.Den))
	return fromRat(r)
}

// Sub returns v-w.
func (v Value) Sub(w Value) Value { w = w.norm(); return v.Add(Value{-w.Num, w.Den}) }

// Mul returns v*w, reduced.
func (v Value) Mul(w Value) Value {
	v, w = v.norm(), w.norm()
	g1, g2 := gcd(abs64(v.Num), w.Den), gcd(abs64(w.Num), v.Den)
	n, ok1 := mulOK(v.Num/g1, w.Num/g2)
	d, ok2 := mulOK(v.Den/g2, w.Den/g1)
	if ok1 && ok2 {
		return ratio(n, d)
	}
	return fromRat(new(big.Rat).Mul(big.NewRat(v.Num, v.Den), big.NewRat(w.Num, w.Den)))
}

// Div returns v/w; dividing by zero gives 0.
func (v Value) Div(w Value) Value {
	w = w.norm()
	if w.Num == 0 {
		return Value{0, 1}
	}
	return v.Mul(ratio(w.Den, w.Num))
}

// IsZero reports whether v is 0.
func (v Value) IsZero() bool { return v.Num == 0 }

func fromRat(r *big.Rat) Value {
	if !r.Num().IsInt64() || !r.Denom().IsInt64() {
		// Beyond int64 even when reduced: unreachable for real events, so
		// keep as many decimals as fit rather than wrapping around.
		f, _ := r.Float64()
		for _, den := range []float64{1e6, 1e3, 1} {
			if math.Abs(f*den) < 9e18 {
				return Value{Num: int64(f * den), Den: int64(den)}
			}
		}
		if f < 0 {
			return Value{Num: math.MinInt64 + 1, Den: 1}
		}
		return Value{Num: math.MaxInt64, Den: 1}
	}
	return Value{Num: r.Num().Int64(), Den: r.Denom().Int64()}
}

func addOK(a, b int64) (int64, bool) {
	s := a + b
	return s, (a >= 0) != (b >= 0) || (s >= 0) == (a >= 0)
}

func mulOK(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	return p, p/b == a && !(a == -1 && b == -1<<63) && !(b == -1 && a == -1<<63)
}

// cmpProducts compares a*b with c*d exactly (b, d > 0) using 128-bit products.
func cmpProducts(a, b, c, d int64) int {
	sa, sc := sign(a), sign(c)
	if sa != sc {
		if sa < sc {
			return -1
		}
		return 1
	}
	if sa == 0 {
		return 0
	}
	h1, l1 := bits.Mul64(uint64(abs64(a)), uint64(b))
	h2, l2 := bits.Mul64(uint64(abs64(c)), uint64(d))
	r := 0
	switch {
	case h1 < h2 || (h1 == h2 && l1 < l2):
		r = -1
	case h1 > h2 || (h1 == h2 && l1 > l2):
		r = 1
	}
	return r * sa
}

func sign(a int64) int {
	switch {
	case a < 0:
		return -1
	case a > 0:
		return 1
	}
	return 0
}

// pv converts points to a Value (hundredths).
func pv(p scoring.Points) Value { return ratio(int64(p), int64(scoring.Unit)) }
