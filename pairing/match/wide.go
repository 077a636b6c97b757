package match

// Wide integers: fixed-width two's complement numbers of W 64-bit words,
// least significant word first. Incremental keeps its weights, duals and
// slacks in them; W is fixed per matcher, so every value lives in a flat
// []uint64 without allocation.

import "math/bits"

// wAdd sets d = a + b. d may alias a or b.
func wAdd(d, a, b []uint64) {
	var c uint64
	for i := range d {
		d[i], c = bits.Add64(a[i], b[i], c)
	}
}

// wSub sets d = a - b. d may alias a or b.
func wSub(d, a, b []uint64) {
	var c uint64
	for i := range d {
		d[i], c = bits.Sub64(a[i], b[i], c)
	}
}

// wCmp compares a and b as signed numbers.
func wCmp(a, b []uint64) int {
	n := len(a) - 1
	if x, y := int64(a[n]), int64(b[n]); x != y {
		if x < y {
			return -1
		}
		return 1
	}
	for i := n - 1; i >= 0; i-- {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// wSign returns -1, 0 or 1.
func wSign(a []uint64) int {
	n := len(a) - 1
	if int64(a[n]) < 0 {
		return -1
	}
	for _, x := range a {
		if x != 0 {
			return 1
		}
	}
	return 0
}

// wIsZero reports whether a is zero.
func wIsZero(a []uint64) bool {
	for _, x := range a {
		if x != 0 {
			return false
		}
	}
	return true
}

// wSar1 sets d = a >> 1 (arithmetic).
func wSar1(d, a []uint64) {
	n := len(a)
	for i := 0; i < n-1; i++ {
		d[i] = a[i]>>1 | a[i+1]<<63
	}
	d[n-1] = uint64(int64(a[n-1]) >> 1)
}

// wShl1 sets d = a << 1.
func wShl1(d, a []uint64) {
	for i := len(a) - 1; i > 0; i-- {
		d[i] = a[i]<<1 | a[i-1]>>63
	}
	d[0] = a[0] << 1
}

// wZero sets d = 0.
func wZero(d []uint64) { clear(d) }

// wSetInt sets d = v.
func wSetInt(d []uint64, v int64) {
	d[0] = uint64(v)
	fill := uint64(0)
	if v < 0 {
		fill = ^uint64(0)
	}
	for i := 1; i < len(d); i++ {
		d[i] = fill
	}
}

// negSum3 reports whether a + b + c < 0, using d as scratch. The top words
// decide unless their sum is within the carries the lower words can bring
// (weights and duals leave spare bits at the top, so the top words never
// overflow int64 when added).
func negSum3(d, a, b, c []uint64) bool {
	n := len(a) - 1
	if n > 0 {
		t := int64(a[n]) + int64(b[n]) + int64(c[n])
		if t >= 0 {
			return false
		}
		if t < -2 {
			return true
		}
	}
	wAdd(d, a, b)
	wAdd(d, d, c)
	return wSign(d) < 0
}

// negRed reports whether a + y - 2w is negative (signed, len(a) words:
// the sum of wAdd and wSub after wShl1, in one pass).
func negRed(a, y, w []uint64) bool {
	var c, b, hi uint64
	var d uint64
	for i := range a {
		d, c = bits.Add64(a[i], y[i], c)
		d, b = bits.Sub64(d, w[i]<<1|hi, b)
		hi = w[i] >> 63
	}
	return int64(d) < 0
}

// negSum2 reports whether a + b is negative (signed), as negSum3 with a
// zero c, without storing the sum.
func negSum2(a, b []uint64) bool {
	n := len(a) - 1
	if n > 0 {
		t := int64(a[n]) + int64(b[n])
		if t >= 0 {
			return false
		}
		if t < -1 {
			return true
		}
	}
	var c, d uint64
	for i := range a {
		d, c = bits.Add64(a[i], b[i], c)
	}
	return int64(d) < 0
}

// wAccumulate adds the W-word signed a to the signed acc of W+1 words.
func wAccumulate(acc, a []uint64) {
	var c uint64
	for i := range a {
		acc[i], c = bits.Add64(acc[i], a[i], c)
	}
	ext := uint64(0)
	if int64(a[len(a)-1]) < 0 {
		ext = ^uint64(0)
	}
	acc[len(a)], _ = bits.Add64(acc[len(a)], ext, c)
}
