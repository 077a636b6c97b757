package dutch

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
