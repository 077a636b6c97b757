package swiss

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRoundOne checks docs/rules.md 5.8 by hand: 拦腰, odd boards smaller number
// red, even boards larger number red, the bye to the last number.
func TestRoundOne(t *testing.T) {
	tests := []struct {
		n      int
		method string
		want   string
	}{
		// 8 players: 1 v 5, 2 v 6, 3 v 7, 4 v 8; boards 2 and 4 reversed.
		{8, "split", "1-5 6-2 3-7 8-4"},
		// 9 players: 9 has the bye, the other 8 as above.
		{9, "split", "1-5 6-2 3-7 8-4 | bye 9"},
		// 6 players: 1 v 4, 2 v 5, 3 v 6.
		{6, "split", "1-4 5-2 3-6"},
		// adjacent: 1-2, 3-4, 5-6; board 2 larger number red.
		{6, "adjacent", "1-2 4-3 5-6"},
		// first-last, 7 players: 7 has the bye; 1 v 6, 2 v 5, 3 v 4.
		{7, "first-last", "1-6 5-2 3-4 | bye 7"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%d-%s", tt.n, tt.method), func(t *testing.T) {
			opts, _ := ParseOptions(map[string]string{"first-round": tt.method})
			got := mustPair(t, Input{Players: players(tt.n), Round: 1, Total: 7, Options: opts}).String()
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("pairing (-want +got):\n%s", diff)
			}
		})
	}
}

// TestRoundOneDirectMatchesEngine: the direct round-1 pattern is what the
// matching finds too (so the shortcut changes speed, not answers).
func TestRoundOneDirectMatchesEngine(t *testing.T) {
	for _, method := range []string{"split", "adjacent", "first-last", "random"} {
		for n := 2; n <= 41; n++ {
			opts, _ := ParseOptions(map[string]string{"first-round": method})
			in := Input{Players: players(n), Round: 1, Total: 7, Options: opts, Seed: int64(n)}
			in.Table, _ = scoringPreset()
			_, pool, g, err := setup(in)
			if err != nil {
				t.Fatal(err)
			}
			d, ok := g.direct(pool)
			if !ok {
				t.Fatalf("%s n=%d: no direct pairing", method, n)
			}
			m, err := g.run(pool)
			if err != nil {
				t.Fatal(err)
			}
			key := func(p *pairing) string {
				s := map[string]bool{}
				for _, pr := range p.pairs {
					s[fmt.Sprint(min(pr[0].no, pr[1].no), max(pr[0].no, pr[1].no))] = true
				}
				if p.bye != nil {
					s[fmt.Sprint("bye", p.bye.no)] = true
				}
				return fmt.Sprint(s)
			}
			if key(d) != key(m) {
				t.Errorf("%s n=%d: direct %s, matching %s", method, n, key(d), key(m))
			}
		}
	}
}
