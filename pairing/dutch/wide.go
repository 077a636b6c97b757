package dutch

import "math/bits"

// Edge weights are fixed-width integers of W 64-bit words, least significant
// word first (the form pairing/match.Incremental takes): the Dutch criteria
// are packed into weights hundreds of bits wide, and W is fixed per pairing,
// so every value lives in a flat []uint64 without allocation. wAddAt and
// wSubSmall (dutch.go) build them.

// wIsZero reports whether a is zero.
func wIsZero(a []uint64) bool {
	for _, x := range a {
		if x != 0 {
			return false
		}
	}
	return true
}

// wCmp compares a and b as unsigned numbers.
func wCmp(a, b []uint64) int {
	for i := len(a) - 1; i >= 0; i-- {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// wHalfUp sets d to a/2 rounded up.
func wHalfUp(d, a []uint64) {
	odd := a[0] & 1
	n := len(a)
	for i := 0; i < n-1; i++ {
		d[i] = a[i]>>1 | a[i+1]<<63
	}
	d[n-1] = a[n-1] >> 1
	var c uint64
	d[0], c = bits.Add64(d[0], odd, 0)
	for i := 1; i < n && c != 0; i++ {
		d[i], c = bits.Add64(d[i], 0, c)
	}
}

// wShl1 sets d = a << 1.
func wShl1(d, a []uint64) {
	for i := len(a) - 1; i > 0; i-- {
		d[i] = a[i]<<1 | a[i-1]>>63
	}
	d[0] = a[0] << 1
}

// wAccumulate adds a to d, which has more words than a to hold the carry.
func wAccumulate(d, a []uint64) {
	var c uint64
	for i := range a {
		d[i], c = bits.Add64(d[i], a[i], c)
	}
	for i := len(a); i < len(d) && c != 0; i++ {
		d[i], c = bits.Add64(d[i], 0, c)
	}
}
