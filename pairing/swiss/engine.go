package swiss

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/match"
)

// ErrNoPairing is wrapped by every error that says no legal pairing exists
// for the round (the CLI's exit code 4).
var ErrNoPairing = errors.New("no legal pairing")

// NoPairingError names the rule that blocks the round and the players it
// leaves without a partner.
type NoPairingError struct {
	Rule    string // "no-rematch", "colour-limits", "same-club", "one-bye"
	Players []int  // start numbers left unpaired under all the rules
	Detail  string
}

func (e *NoPairingError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "no legal pairing: %s", e.Detail)
	if len(e.Players) > 0 {
		b.WriteString(" (left without a partner: ")
		for i, p := range e.Players {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprint(&b, p)
		}
		b.WriteString(")")
	}
	return b.String()
}

// Unwrap makes errors.Is(err, ErrNoPairing) true.
func (e *NoPairingError) Unwrap() error { return ErrNoPairing }

// errLookahead says the bounded look-ahead could not finish a bracket; the
// engine then starts again with the exact search.
var errLookahead = errors.New("look-ahead failed")

// lookahead is how many lower players, beyond the bracket's size, a
// bracket is solved against in look-ahead mode.
const lookahead = 30

// engine pairs a pool bracket by bracket with a criteria set.
type engine struct {
	crit  criteria
	shape string
	exact bool
	key   func(e *entrant) int // order inside a score group
}

// pairing is the engine's answer: pairs (unordered) and the bye, if any.
type pairing struct {
	pairs   [][2]*entrant
	relaxed [][2]*entrant
	bye     *entrant
	floated map[*entrant]bool // sent down from their score group
}

// run pairs pool; needBye says one player gets the bye.
func (g *engine) run(pool []*entrant) (*pairing, error) {
	sorted := append([]*entrant(nil), pool...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].score != sorted[j].score {
			return sorted[i].score > sorted[j].score
		}
		return g.key(sorted[i]) < g.key(sorted[j])
	})
	needBye := len(sorted)%2 == 1
	res := &pairing{floated: map[*entrant]bool{}}
	var mdp []*entrant
	idx := 0
	for idx < len(sorted) || len(mdp) > 0 {
		j := idx
		for j < len(sorted) && sorted[j].score == sorted[idx].score {
			j++
		}
		b := append(append([]*entrant(nil), mdp...), sorted[idx:j]...)
		rest := sorted[j:]
		idx = j
		floaters, err := g.bracket(b, len(mdp), rest, needBye, res)
		if err == errIncomplete && !g.exact {
			// A bracket above may have decided without seeing far enough:
			// only the exact search can say the round is impossible.
			return nil, errLookahead
		}
		if err != nil {
			return nil, err
		}
		mdp = floaters
		if len(rest) == 0 && len(mdp) > 0 {
			return nil, errLookahead // cannot happen: the last bracket is exact
		}
	}
	return res, nil
}

// bracket solves one score bracket b (nMDP floaters from above first)
// against the lower players rest, records its pairs (and, in the last
// bracket, the bye) in res, and returns the players it sends down.
func (g *engine) bracket(b []*entrant, nMDP int, rest []*entrant, needBye bool, res *pairing) ([]*entrant, error) {
	w, err := g.crit.newBracket(b, nMDP, g.shape)
	if err != nil {
		return nil, err
	}
	for size := lookahead + nMDP; ; size *= 2 {
		exact := g.exact || len(rest) <= size
		floaters, err := g.solveBracket(w, b, nMDP, rest, needBye, exact, size, res)
		if err == errLookahead && !exact {
			continue // a bigger look-ahead may find partners for the floaters
		}
		return floaters, err
	}
}

func (g *engine) solveBracket(w bracketWeights, b []*entrant, nMDP int, rest []*entrant, needBye, exact bool, size int, res *pairing) ([]*entrant, error) {
	m := len(b)
	L := rest
	if !exact {
		L = rest[:size]
	}
	nl := len(L)
	phantom := -1
	n := m + nl
	if exact && needBye {
		phantom = n
		n++
	}
	dummy0 := n
	if !exact {
		n += nl
	}
	// Every bracket player that is matched earns shift, more than any
	// floater's penalty: in look-ahead mode a lower player may stay with
	// its dummy, and a bracket player must never prefer to stay unmatched
	// over floating. The shift adds the same to every complete answer.
	var shift int64 = 1
	for i := 0; i < m; i++ {
		shift = max(shift, 1-w.float(i))
	}
	var edges []match.Edge
	relaxed := map[[2]int]bool{}
	for i := 0; i < m; i++ {
		for j := i + 1; j < m; j++ {
			if ok, rx := g.crit.legal(b[i], b[j]); ok {
				edges = append(edges, match.Edge{U: i, V: j, W: w.pair(i, j, rx) + 2*shift})
				if rx {
					relaxed[[2]int{i, j}] = true
				}
			}
		}
		fw := w.float(i) + shift
		for k, e := range L {
			if ok, _ := g.crit.legal(b[i], e); ok {
				edges = append(edges, match.Edge{U: i, V: m + k, W: fw})
			}
		}
		if phantom >= 0 && g.crit.byeOK(b[i]) {
			edges = append(edges, match.Edge{U: i, V: phantom, W: fw})
		}
	}
	if exact {
		for k := range L {
			for l := k + 1; l < nl; l++ {
				if ok, _ := g.crit.legal(L[k], L[l]); ok {
					edges = append(edges, match.Edge{U: m + k, V: m + l})
				}
			}
			if phantom >= 0 && g.crit.byeOK(L[k]) {
				edges = append(edges, match.Edge{U: m + k, V: phantom})
			}
		}
	} else {
		for k := range L {
			edges = append(edges, match.Edge{U: m + k, V: dummy0 + k})
		}
	}
	mate, err := match.Solve(n, edges, match.Options{MaxCardinality: true})
	if err != nil {
		return nil, err
	}
	for v := 0; v < n; v++ {
		if mate[v] >= 0 {
			continue
		}
		if v < m || exact {
			if !exact {
				return nil, errLookahead
			}
			return nil, errIncomplete
		}
	}
	var floaters []*entrant
	for i := 0; i < m; i++ {
		switch u := mate[i]; {
		case u < m:
			if i < u {
				res.pairs = append(res.pairs, [2]*entrant{b[i], b[u]})
				if relaxed[[2]int{i, u}] {
					res.relaxed = append(res.relaxed, [2]*entrant{b[i], b[u]})
				}
			}
		case u == phantom && len(rest) == 0:
			res.bye = b[i]
			res.floated[b[i]] = true
		default:
			floaters = append(floaters, b[i])
			res.floated[b[i]] = true
		}
	}
	return floaters, nil
}

// errIncomplete: the exact search found no perfect matching, so no legal
// pairing of the pool exists; diagnose says why.
var errIncomplete = errors.New("incomplete")

// feasible reports whether pool can be paired completely (with one bye if
// odd) when legal decides who may meet, and lists who is left over.
func feasible(pool []*entrant, legal func(a, b *entrant) bool, byeOK func(*entrant) bool) (bool, []int) {
	n := len(pool)
	var edges []match.Edge
	phantom := -1
	if n%2 == 1 {
		phantom = n
	}
	for i := range pool {
		for j := i + 1; j < n; j++ {
			if legal(pool[i], pool[j]) {
				edges = append(edges, match.Edge{U: i, V: j, W: 1})
			}
		}
		if phantom >= 0 && byeOK(pool[i]) {
			edges = append(edges, match.Edge{U: i, V: phantom, W: 1})
		}
	}
	size := n
	if phantom >= 0 {
		size++
	}
	mate, _ := match.Solve(size, edges, match.Options{MaxCardinality: true})
	var left []int
	for i := range pool {
		if mate[i] < 0 {
			left = append(left, pool[i].no)
		}
	}
	sort.Ints(left)
	return len(left) == 0 && (phantom < 0 || mate[phantom] >= 0), left
}

// diagnose names the rule that makes pool impossible to pair, by dropping
// the rules one at a time.
func (f *field) diagnose(pool []*entrant) error {
	c := chinese{f}
	full := func(a, b *entrant) bool { ok, _ := c.legal(a, b); return ok }
	_, left := feasible(pool, full, c.byeOK)
	noMeet := func(a, b *entrant) bool { return !a.met[b.no] && !b.met[a.no] }
	noClub := func(a, b *entrant) bool { return noMeet(a, b) && !f.sameClub(a, b) }
	withColours := func(a, b *entrant) bool {
		return noMeet(a, b) && ((a.can(1) && b.can(2)) || (b.can(1) && a.can(2)) || f.last && !f.in.Options.NoRelax)
	}
	anyBye := func(*entrant) bool { return true }
	switch {
	case len(pool) == 1 && !c.byeOK(pool[0]):
		return &NoPairingError{Rule: "one-bye", Players: left, Detail: fmt.Sprintf("player %d is the only one to pair and has had a bye (RULES.md 5.6: one bye per player)", pool[0].no)}
	case feasibleOK(pool, noClub, c.byeOK):
		return &NoPairingError{Rule: "colour-limits", Players: left, Detail: "the colour limits (no three equal colours in a row, difference at most 2; RULES.md 5.3) leave no complete pairing"}
	case feasibleOK(pool, withColours, c.byeOK):
		return &NoPairingError{Rule: "same-club", Players: left, Detail: "keeping players of the same club apart (option avoid-club) leaves no complete pairing"}
	case feasibleOK(pool, full, anyBye):
		return &NoPairingError{Rule: "one-bye", Players: left, Detail: "every player who could take the bye has had one (RULES.md 5.6)"}
	}
	return &NoPairingError{Rule: "no-rematch", Players: left, Detail: "too many of these players have met already (RULES.md 5.1: no rematch, a forfeit counts as met)"}
}

func feasibleOK(pool []*entrant, legal func(a, b *entrant) bool, byeOK func(*entrant) bool) bool {
	ok, _ := feasible(pool, legal, byeOK)
	return ok
}

// direct pairs round 1 without a matching when the method's own pattern
// is legal: with no histories every pair scores the same on all criteria
// but the shape, and the pattern has the best shape (zero everywhere, the
// last player floating to the bye). ok is false when a pair is illegal
// (same club) and the matching must choose.
func (g *engine) direct(pool []*entrant) (*pairing, bool) {
	if len(pool) == 0 {
		return &pairing{}, true
	}
	for _, e := range pool {
		if len(e.byRnd) > 0 {
			return nil, false // not the stage's first round
		}
	}
	sorted := append([]*entrant(nil), pool...)
	sort.SliceStable(sorted, func(i, j int) bool { return g.key(sorted[i]) < g.key(sorted[j]) })
	res := &pairing{floated: map[*entrant]bool{}}
	if len(sorted)%2 == 1 {
		res.bye = sorted[len(sorted)-1]
		if !g.crit.byeOK(res.bye) {
			return nil, false
		}
		res.floated[res.bye] = true
		sorted = sorted[:len(sorted)-1]
	}
	n := len(sorted)
	for i := 0; i < n/2; i++ {
		var a, b *entrant
		switch g.shape {
		case "adjacent":
			a, b = sorted[2*i], sorted[2*i+1]
		case "first-last":
			a, b = sorted[i], sorted[n-1-i]
		default:
			a, b = sorted[i], sorted[i+n/2]
		}
		if ok, rx := g.crit.legal(a, b); !ok || rx {
			return nil, false
		}
		res.pairs = append(res.pairs, [2]*entrant{a, b})
	}
	return res, true
}
