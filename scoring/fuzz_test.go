package scoring

import (
	"strings"
	"testing"
)

// fullWidth writes the printable ASCII of s in full width, as a Chinese
// input method in full-width mode types it.
func fullWidth(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 0x21 && r <= 0x7E {
			return r + 0xFEE0
		}
		return r
	}, s)
}

// FuzzParseResult: whatever is accepted prints as a canonical text that reads
// back to the same result, and the same text typed in full width or with
// en dashes reads the same.
func FuzzParseResult(f *testing.F) {
	for _, s := range []string{"1-0", "红胜", "=", "+-", "--", "½-½", "x", "１：０", "1—0", "红负"} {
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
		for _, v := range []string{fullWidth(s), strings.ReplaceAll(s, "-", "–")} {
			if got, err := ParseResult(v); err != nil || got != r {
				t.Fatalf("%q -> %v but %q -> %v, %v", s, r, v, got, err)
			}
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
