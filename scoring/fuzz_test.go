package scoring

import "testing"

// FuzzParseResult: whatever is accepted prints as a canonical text that reads
// back to the same result.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"1-0", "红胜", "=", "+-", "--", "½-½", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseResult(s)
		if err != nil {
			return
		}
		back, err := ParseResult(r.String())
		if err != nil || back != r {
			t.Fatalf("%q -> %v -> %q -> %v, %v", s, r, r.String(), back, err)
		}
	})
}

// FuzzParsePoints: accepted text prints and reads back exactly.
func FuzzParsePoints(f *testing.F) {
	for _, s := range []string{"2", "0.5", "1.25", "-3", ".5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePoints(s)
		if err != nil {
			return
		}
		back, err := ParsePoints(p.String())
		if err != nil || back != p {
			t.Fatalf("%q -> %d -> %q -> %d, %v", s, int64(p), p.String(), int64(back), err)
		}
	})
}
