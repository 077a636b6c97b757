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
	want, err := Round(order, cycles, k, r.Number, r.Stage)
	if err != nil {
		return []string{err.Error()}
	}
	type pair struct{ lo, hi int }
	key := func(g scoring.Game) pair { return pair{min(g.Red, g.Black), max(g.Red, g.Black)} }
	table := map[pair]scoring.Game{}
	for _, g := range want.Games {
		table[key(g)] = g
	}
	var out []string
	seen := map[pair]bool{}
	for _, g := range r.Games {
		t, ok := table[key(g)]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("board %d: %s - %s is not a pairing of this round in the table", g.Board, name(g.Red), name(g.Black)))
		case t.Red != g.Red:
			out = append(out, fmt.Sprintf("board %d: %s - %s has the colours the wrong way round: the table has %s red", g.Board, name(g.Red), name(g.Black), name(t.Red)))
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
		out = append(out, fmt.Sprintf("the table's game %s - %s is missing", name(g.Red), name(g.Black)))
	}
	if fmt.Sprint(sortedNos(want.Byes)) != fmt.Sprint(sortedNos(r.Byes)) {
		out = append(out, fmt.Sprintf("the bye goes to %s in the table, the round has %s", names(want.Byes, name), names(r.Byes, name)))
	}
	return out
}

func sortedNos(xs []int) []int {
	out := append([]int(nil), xs...)
	sort.Ints(out)
	return out
}

func names(nos []int, name func(int) string) string {
	if len(nos) == 0 {
		return "nobody"
	}
	var ss []string
	for _, no := range nos {
		ss = append(ss, name(no))
	}
	return strings.Join(ss, ", ")
}
