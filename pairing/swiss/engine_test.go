package swiss

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fakeCriteria weighs pairs and floats from tables keyed by start number,
// so that a test can build exact ties between a bracket's choices.
type fakeCriteria struct {
	pair  map[[2]int]int64 // legal pairs (smaller number first) and their weight
	shape map[[2]int]int64 // shape costs (default 0)
	float map[int]int64    // float weights (default 0)
}

func (c fakeCriteria) legal(a, b *entrant) (bool, bool) {
	_, ok := c.pair[pairKey(a, b)]
	return ok, false
}
func (c fakeCriteria) byeOK(*entrant) bool { return true }
func (c fakeCriteria) newBracket(b []*entrant, _ int, _ string) (bracketWeights, error) {
	return fakeWeights{c, b}, nil
}
func (c fakeCriteria) colours(a, b *entrant) (*entrant, *entrant, string) { return a, b, "" }

type fakeWeights struct {
	c fakeCriteria
	b []*entrant
}

func (w fakeWeights) pair(i, j int, _ bool) int64 { return w.c.pair[pairKey(w.b[i], w.b[j])] }
func (w fakeWeights) float(i int) int64           { return w.c.float[w.b[i].no] }
func (w fakeWeights) shapeCost(i, j int) int64    { return w.c.shape[pairKey(w.b[i], w.b[j])] }

// TestTiesBrokenBelow runs the engine on criteria built to tie: players 1,
// 2, 3 have 2 points, 4 has 1. In the top bracket 1 or 2 can float (3
// cannot: it may not meet 4); both choices weigh 10. The bracket below
// ({floater, 4}) then decides: the floater that meets 4 with the higher
// weight is sent down, unless the top bracket's shape already prefers
// the other choice (shape comes before the brackets below).
func TestTiesBrokenBelow(t *testing.T) {
	tests := []struct {
		name     string
		w14, w24 int64            // weight of 1-4 and 2-4 in the lower bracket
		shape    map[[2]int]int64 // top bracket shape costs
		want     string
	}{
		// 2-4 is worth more below: 2 floats, 1 v 3 above.
		{name: "below prefers 2", w14: 5, w24: 7, want: "1-3 2-4"},
		// 1-4 is worth more below: 1 floats, 2 v 3 above.
		{name: "below prefers 1", w14: 7, w24: 5, want: "1-4 2-3"},
		// The top bracket's shape penalises 2-3 (when 1 floats), so 2
		// floats although 1-4 would be worth more below.
		{name: "shape first", w14: 7, w24: 5, shape: map[[2]int]int64{{2, 3}: 1}, want: "1-3 2-4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := fakeCriteria{
				pair:  map[[2]int]int64{{1, 2}: 10, {1, 3}: 10, {2, 3}: 10, {1, 4}: tt.w14, {2, 4}: tt.w24},
				shape: tt.shape,
				float: map[int]int64{3: -100},
			}
			pool := []*entrant{{no: 1, pos: 0, score: 200}, {no: 2, pos: 1, score: 200}, {no: 3, pos: 2, score: 200}, {no: 4, pos: 3, score: 100}}
			for _, exact := range []bool{true, false} {
				g := &engine{crit: c, shape: "split", exact: exact, key: func(e *entrant) int { return e.pos }}
				p, err := g.run(pool)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, pr := range p.pairs {
					a, b := pr[0].no, pr[1].no
					got = append(got, fmt.Sprintf("%d-%d", min(a, b), max(a, b)))
				}
				sort.Strings(got)
				if diff := cmp.Diff(tt.want, strings.Join(got, " ")); diff != "" {
					t.Errorf("exact %v: pairs (-want +got):\n%s", exact, diff)
				}
			}
		})
	}
}
