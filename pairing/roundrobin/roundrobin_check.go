package roundrobin

import (
	"fmt"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// CheckRound compares round r, the k-th round (1-based) of a
// round-robin stage with table order order, with the Berger table, and
// describes every difference: a pairing that is not in the table, a pairing
// of the table that is missing, colours the wrong way round, a wrong bye.
// Board numbers may differ from the table's order; pairings and colours may
// not. A game the organiser moved by hand is reported, not forbidden: the
// caller decides. name labels a start number in the messages.
func CheckRound(order []int, cycles, k int, r scoring.Round, name func(int) string) []string {
	var out []string
	for _, d := range Differences(order, cycles, k, r) {
		out = append(out, d.Named(name))
	}
	return out
}

// Differences is CheckRound's list as typed errors naming the players by
// start number (scoring.PlayerNo).
func Differences(order []int, cycles, k int, r scoring.Round) []*scoring.PlayerError {
	want, err := Round(order, cycles, k, r.Number, r.Stage)
	if err != nil {
		return []*scoring.PlayerError{scoring.PlayerErrorf("%s", err.Error())}
	}
	name := func(no int) scoring.PlayerNo { return scoring.PlayerNo(no) }
	type pair struct{ lo, hi int }
	key := func(g scoring.Game) pair { return pair{min(g.Red, g.Black), max(g.Red, g.Black)} }
	table := map[pair]scoring.Game{}
	for _, g := range want.Games {
		table[key(g)] = g
	}
	var out []*scoring.PlayerError
	seen := map[pair]bool{}
	for _, g := range r.Games {
		t, ok := table[key(g)]
		switch {
		case !ok:
			out = append(out, scoring.PlayerErrorf("board %d: %v - %v is not a pairing of this round in the table", g.Board, name(g.Red), name(g.Black)))
		case t.Red != g.Red && !r.HasFirstGameLot(): // 13.5: a lot may give game 1 the other way
			out = append(out, scoring.PlayerErrorf("board %d: %v - %v has the colours the wrong way round: the table has %v red", g.Board, name(g.Red), name(g.Black), name(t.Red)))
		}
		seen[key(g)] = true
	}
	var missing []pair
	for p := range table {
		if !seen[p] {
			missing = append(missing, p)
		}
	}
	sort.Slice(missing, func(i, j int) bool { return missing[i].lo < missing[j].lo })
	for _, p := range missing {
		g := table[p]
		out = append(out, scoring.PlayerErrorf("the table's game %v - %v is missing", name(g.Red), name(g.Black)))
	}
	if fmt.Sprint(sortedNos(want.Byes)) != fmt.Sprint(sortedNos(r.Byes)) {
		out = append(out, scoring.PlayerErrorf("the bye goes to %v in the table, the round has %v", names(want.Byes), names(r.Byes)))
	}
	return out
}

func sortedNos(xs []int) []int {
	out := append([]int(nil), xs...)
	sort.Ints(out)
	return out
}

// names lists players for a %v verb: "nobody" or "player 1, player 2".
func names(nos []int) any {
	if len(nos) == 0 {
		return "nobody"
	}
	args := make([]any, len(nos))
	for i, no := range nos {
		args[i] = scoring.PlayerNo(no)
	}
	return scoring.PlayerErrorf(strings.TrimSuffix(strings.Repeat("%v, ", len(nos)), ", "), args...)
}
