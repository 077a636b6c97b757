package dutch

import "testing"

func (m *Matcher) checkPool(t *testing.T, where string) {
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
