package knockout

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// StandardPositions returns the standard seed-to-position table for a bracket
// of size p (a power of two): positions[i] is the seed on line i+1 from the
// top. Built by doubling: each seed s of the smaller table becomes the pair
// s, 2n+1-s, so for 8 it is 1,8,4,5,2,7,3,6 (docs/rules.md section 6): seeds 1
// and 2 can only meet in the final, 1-4 in the semi-finals, and so on.
func StandardPositions(p int) []int {
	pos := []int{1}
	for n := 2; n <= p; n *= 2 {
		next := make([]int, 0, n)
		for _, s := range pos {
			next = append(next, s, n+1-s)
		}
		pos = next
	}
	return pos
}

// ParsePositions reads a seed-to-position table written as seeds from the
// top line down, separated by commas or spaces ("1,8,4,5,2,7,3,6"), and
// checks it is a permutation of 1..p with p a power of two.
func ParsePositions(s string) ([]int, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '，' })
	pos := make([]int, 0, len(fields))
	seen := map[int]bool{}
	for _, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("seed positions: %q is not a number", f)
		}
		pos = append(pos, n)
	}
	p := len(pos)
	if p < 2 || p&(p-1) != 0 {
		return nil, fmt.Errorf("seed positions: %d entries, want a power of two (2, 4, 8, 16, ...)", p)
	}
	for _, n := range pos {
		if n < 1 || n > p || seen[n] {
			return nil, fmt.Errorf("seed positions: want each seed 1 to %d exactly once, got %v", p, pos)
		}
		seen[n] = true
	}
	return pos, nil
}

// BracketSize is the bracket size for n players: the next power of two.
func BracketSize(n int) int {
	if n <= 1 {
		return 1
	}
	return 1 << bits.Len(uint(n-1))
}

// Source is where one seat of a bracket match comes from: a seed's line in
// round 1, or the winner or loser of an earlier match.
type Source struct {
	Seed  int  // seed 1..Size for a first-round seat; 0 when fed by a match
	Match int  // index in Bracket.Matches of the feeding match, when Seed is 0
	Loser bool // the feeding match's loser instead of its winner
}

// BracketMatch is one match of a bracket.
type BracketMatch struct {
	ID      string // stable id: "M1-1" main round 1 match 1, "P5-2-1" places 5-8, "W", "L", "GF", "GF2"
	Section string // "main", "places", "winners", "losers", "final"
	Column  int    // column (round) in its section, from 1
	A, B    Source
	// Final marks the championship match, which takes the stage's
	// "match.final" format.
	Final bool
	// Reset marks the grand-final reset of a double elimination: played
	// only when the losers' bracket champion wins the grand final.
	Reset bool
	// WinnerPlace, when not 0, is the place its winner takes.
	WinnerPlace int
	// LoserPlace..LoserPlaceTo is the place its loser takes (shared when
	// the range is wider than one); 0 when the loser plays on.
	LoserPlace, LoserPlaceTo int
	// Lo..Hi are the places the match's players play for (1..N in the main
	// bracket, 5..8 in the play-offs for fifth place).
	Lo, Hi int
}

// Bracket is the fixed structure of a seeded knockout: single elimination
// with optional placement matches, or double elimination.
type Bracket struct {
	Players int // N
	Size    int // P, the next power of two
	Double  bool
	Matches []BracketMatch
	// Positions is the seed-to-position table used (seed on each line).
	Positions []int
}

// BracketOptions are the settings of a seeded bracket.
type BracketOptions struct {
	// Places is how many places are decided by play: 2 (default) only the
	// final, 4 adds the third-place match, 8 adds matches for 5-8, 16 for
	// 9-16; a value at or above the bracket size decides every place.
	Places int
	// Double makes a double elimination: winners' and losers' brackets and
	// a grand final.
	Double bool
	// Reset plays a second grand final when the losers' bracket champion
	// wins the first.
	Reset bool
	// Positions replaces the standard seed-to-position table; its length
	// must be the bracket size.
	Positions []int
}

// NewBracket builds the bracket for n players. Byes go to the top seeds
// (P-N of them, all in round 1): seeds above N are empty lines.
func NewBracket(n int, opt BracketOptions) (*Bracket, error) {
	if n < 2 {
		return nil, fmt.Errorf("a knockout needs at least 2 players, got %d", n)
	}
	if opt.Double && n < 3 {
		return nil, fmt.Errorf("a double elimination needs at least 3 players, got %d", n)
	}
	p := BracketSize(n)
	pos := opt.Positions
	if pos == nil {
		pos = StandardPositions(p)
	} else if len(pos) != p {
		return nil, fmt.Errorf("the seed positions table has %d lines, but %d players need a bracket of %d", len(pos), n, p)
	}
	b := &Bracket{Players: n, Size: p, Double: opt.Double, Positions: slices.Clone(pos)}
	seats := make([]Source, p)
	for i, s := range pos {
		seats[i] = Source{Seed: s}
	}
	if opt.Double {
		b.double(seats, opt.Reset)
	} else {
		places := max(opt.Places, 2)
		b.segment(1, seats, 1, places)
	}
	return b, nil
}

func (b *Bracket) add(m BracketMatch) int {
	b.Matches = append(b.Matches, m)
	return len(b.Matches) - 1
}

// segment plays out the places lo..lo+len(seats)-1 among seats: the winners
// go on for the upper half of the places, the losers play for the lower
// half when places reaches it, and share it otherwise.
func (b *Bracket) segment(lo int, seats []Source, col, places int) {
	size := len(seats)
	if size < 2 {
		return
	}
	section, prefix := "main", "M"
	if lo > 1 {
		section, prefix = "places", "P"+strconv.Itoa(lo)+"-"
	}
	var winners, losers []Source
	first := len(b.Matches)
	for i := 0; i < size; i += 2 {
		m := BracketMatch{ID: fmt.Sprintf("%s%d-%d", prefix, col, i/2+1), Section: section, Column: col, A: seats[i], B: seats[i+1], Lo: lo, Hi: lo + size - 1}
		if size == 2 {
			m.WinnerPlace, m.LoserPlace, m.LoserPlaceTo = lo, lo+1, lo+1
			m.Final = lo == 1
			if lo == 1 {
				m.ID = "F"
			} else {
				m.ID = fmt.Sprintf("P%d", lo)
			}
		}
		idx := b.add(m)
		winners = append(winners, Source{Match: idx})
		losers = append(losers, Source{Match: idx, Loser: true})
	}
	if size == 2 {
		return
	}
	low := lo + size/2
	if low <= places {
		b.segment(low, losers, col+1, places)
	} else {
		for i := first; i < first+size/2; i++ {
			b.Matches[i].LoserPlace, b.Matches[i].LoserPlaceTo = low, lo+size-1
		}
	}
	b.segment(lo, winners, col+1, places)
}

// double builds winners' and losers' brackets and the grand final. The
// losers of winners' round w drop into the losers' bracket in reversed order
// every other round, which keeps early rematches away.
func (b *Bracket) double(seats []Source, reset bool) {
	var wbLosers [][]Source
	col := 1
	for len(seats) > 1 {
		var winners, losers []Source
		for i := 0; i < len(seats); i += 2 {
			idx := b.add(BracketMatch{ID: fmt.Sprintf("W%d-%d", col, i/2+1), Section: "winners", Column: col, A: seats[i], B: seats[i+1]})
			winners = append(winners, Source{Match: idx})
			losers = append(losers, Source{Match: idx, Loser: true})
		}
		wbLosers = append(wbLosers, losers)
		seats = winners
		col++
	}
	champ := seats[0]
	lcol := 1
	var lbCols [][]int
	pairUp := func(s []Source) []Source {
		var out []Source
		var idxs []int
		for i := 0; i < len(s); i += 2 {
			idx := b.add(BracketMatch{ID: fmt.Sprintf("L%d-%d", lcol, i/2+1), Section: "losers", Column: lcol, A: s[i], B: s[i+1]})
			out = append(out, Source{Match: idx})
			idxs = append(idxs, idx)
		}
		lbCols = append(lbCols, idxs)
		lcol++
		return out
	}
	surv := pairUp(wbLosers[0])
	for w := 1; w < len(wbLosers); w++ {
		drop := slices.Clone(wbLosers[w])
		if w%2 == 1 {
			slices.Reverse(drop)
		}
		var next []Source
		var idxs []int
		for i := range surv {
			idx := b.add(BracketMatch{ID: fmt.Sprintf("L%d-%d", lcol, i+1), Section: "losers", Column: lcol, A: drop[i], B: surv[i]})
			next = append(next, Source{Match: idx})
			idxs = append(idxs, idx)
		}
		lbCols = append(lbCols, idxs)
		lcol++
		surv = next
		if len(surv) > 1 {
			surv = pairUp(surv)
		}
	}
	place := 3
	for c := len(lbCols) - 1; c >= 0; c-- {
		for _, idx := range lbCols[c] {
			b.Matches[idx].LoserPlace, b.Matches[idx].LoserPlaceTo = place, place+len(lbCols[c])-1
		}
		place += len(lbCols[c])
	}
	gf := b.add(BracketMatch{ID: "GF", Section: "final", Column: 1, A: champ, B: surv[0], Final: true, WinnerPlace: 1, LoserPlace: 2, LoserPlaceTo: 2})
	if reset {
		b.add(BracketMatch{ID: "GF2", Section: "final", Column: 2, A: Source{Match: gf}, B: Source{Match: gf, Loser: true}, Final: true, Reset: true, WinnerPlace: 1, LoserPlace: 2, LoserPlaceTo: 2})
	}
}

// Bye is the player number of an empty line in a bracket (a seed above N,
// or whoever an empty line "loses" to).
const Bye = -1
