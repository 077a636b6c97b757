package swiss

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestSparseAgreesWithDense plays random events (fixed seeds; 40 to 260
// players, so that the score groups are big enough for the sparse
// matching; every points table, round-1 and bracket shape, club avoidance,
// absences and byes) and pairs every round twice: with the engine's
// sparse matching, which holds few of a bracket's pairs and prices the
// others, and with the dense one that holds them all. Both must give the
// same result (boards, colours, byes, notes and explanations), or fail
// alike. XQT_SOAK=1 plays many more.
func TestSparseAgreesWithDense(t *testing.T) {
	count := 24
	if os.Getenv("XQT_SOAK") != "" {
		count = 400
	}
	rounds := 0
	for seed := range uint64(count) {
		rounds += compareEvent(t, seed)
	}
	t.Logf("%d events, %d rounds paired both ways", count, rounds)
}

// compareEvent plays one event of TestSparseAgreesWithDense and returns
// the number of rounds it compared.
func compareEvent(t *testing.T, seed uint64) int {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 17))
	n := 40 + rng.IntN(221)
	total := 3 + rng.IntN(7)
	table, _ := scoring.Preset([]string{"cxa2011", "cxa1999", "3-1-0", "3-2-1", "3-rd1-bd2"}[rng.IntN(5)])
	ps := players(n)
	opts, _ := ParseOptions(nil)
	opts.FirstRound = []string{"split", "adjacent", "first-last", "random"}[rng.IntN(4)]
	opts.Bracket = []string{"split", "adjacent"}[rng.IntN(2)]
	if rng.IntN(4) == 0 {
		opts.AvoidClub = []string{"first", "all"}[rng.IntN(2)]
		for i := range ps {
			ps[i].Club = fmt.Sprintf("c%d", rng.IntN(max(3, n/6)))
		}
	}
	opts.NoRelax = rng.IntN(4) == 0
	var rs []scoring.Round
	for k := 1; k <= total; k++ {
		in := Input{Players: ps, Rounds: rs, Table: table, Options: opts, Round: k, Total: total, Number: k, Seed: int64(seed)}
		for _, p := range ps {
			if rng.IntN(30) == 0 {
				in.Exclude = append(in.Exclude, p.No)
			}
		}
		where := fmt.Sprintf("seed %d (%d players, %s/%s) round %d of %d", seed, n, opts.FirstRound, opts.Bracket, k, total)
		sparse, serr := Pair(in)
		in.dense = true
		dense, derr := Pair(in)
		if (serr == nil) != (derr == nil) || serr != nil && serr.Error() != derr.Error() {
			t.Fatalf("%s: sparse error %v, dense error %v", where, serr, derr)
		}
		if errors.Is(serr, ErrNoPairing) {
			return k
		}
		if serr != nil {
			t.Fatalf("%s: %v", where, serr)
		}
		if !reflect.DeepEqual(sparse, dense) {
			t.Fatalf("%s: sparse and dense pairings differ:\n%s", where, diffBoards(sparse, dense))
		}
		r := sparse.Round
		r.Number, r.Stage = k, "main"
		r.Absent = append(r.Absent, in.Exclude...)
		randomResults(rng, r.Games, 38)
		rs = append(rs, r)
	}
	return total
}

// diffBoards lists the boards on which two results differ.
func diffBoards(a, b *Result) string {
	var out []string
	for i := range max(len(a.Boards), len(b.Boards)) {
		var x, y string
		if i < len(a.Boards) {
			x = fmt.Sprintf("%+v", a.Boards[i])
		}
		if i < len(b.Boards) {
			y = fmt.Sprintf("%+v", b.Boards[i])
		}
		if x != y {
			out = append(out, fmt.Sprintf("board %d: sparse %s, dense %s", i+1, x, y))
		}
	}
	if !reflect.DeepEqual(a.Round, b.Round) {
		out = append(out, fmt.Sprintf("rounds: sparse %v, dense %v", a.Round, b.Round))
	}
	return strings.Join(out, "\n")
}
