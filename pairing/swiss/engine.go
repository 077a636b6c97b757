package swiss

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/match"
	"github.com/xiangqi-org/xqt/scoring"
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

func (e *NoPairingError) Error() string { return e.Named(nil) }

// Named is the message with the players left unpaired written by label
// (nil: by start number).
func (e *NoPairingError) Named(label func(no int) string) string {
	if label == nil {
		label = func(no int) string { return fmt.Sprint(no) }
	}
	var b strings.Builder
	fmt.Fprintf(&b, "no legal pairing: %s", e.Detail)
	if len(e.Players) > 0 {
		b.WriteString(" (left without a partner: ")
		for i, p := range e.Players {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(label(p))
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
	// dense holds every legal pair of a bracket in its matching instead
	// of pricing most of them (see problem): the test oracle of pricing.
	dense bool
	key   func(e *entrant) int // order inside a score group

	// levels are the pool's distinct scores, highest first; lvl maps a
	// score to its index. Boundary t lies between levels t and t+1.
	levels []scoring.Points
	lvl    map[scoring.Points]int
}

// setLevels records the score levels of pool.
func (g *engine) setLevels(pool []*entrant) {
	g.lvl = map[scoring.Points]int{}
	g.levels = g.levels[:0]
	for _, e := range pool {
		if _, ok := g.lvl[e.score]; !ok {
			g.lvl[e.score] = 0
			g.levels = append(g.levels, e.score)
		}
	}
	sort.Slice(g.levels, func(i, j int) bool { return g.levels[i] > g.levels[j] })
	for i, l := range g.levels {
		g.lvl[l] = i
	}
}

// qualLen is the length of a score-quality vector (see addPairCost).
func (g *engine) qualLen() int { return 2*max(len(g.levels)-1, 0) + 2 }

// addPairCost adds to q the score-quality cost of the pair a-b: q[0]
// counts rematches (only --allow-rematch makes them legal); for each
// boundary t between score levels that the pair crosses, one pair at
// q[1+2t] and its score difference at q[2+2t]; the last element counts
// last-round colour relaxations. Lower is better, compared from the
// first element on (see qualLess).
func (g *engine) addPairCost(q []int64, a, b *entrant, relaxed bool) {
	if a.met[b.no] {
		q[0]++
	}
	i, j := g.lvl[a.score], g.lvl[b.score]
	if i > j {
		i, j = j, i
	}
	for t := i; t < j; t++ {
		q[1+2*t]++
		q[2+2*t] += int64(g.levels[i] - g.levels[j])
	}
	if relaxed {
		q[len(q)-1]++
	}
}

// qualLess reports whether score-quality vector a is worse than b.
func qualLess(a, b []int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return false
}

// pairing is the engine's answer: pairs (unordered) and the bye, if any.
type pairing struct {
	pairs   [][2]*entrant
	relaxed [][2]*entrant
	bye     *entrant
	// rank orders pairings of the same pool under the engine's order
	// (higher is better): the negated score quality of the pairs, then
	// each bracket's own score from the top.
	rank []int64
}

// maxTies bounds how many exactly tied ways of pairing the brackets so far
// the engine follows at once (see run). Ties are few in practice (the
// random-event soak never has more than a handful); the bound only keeps a
// pathological round from growing without limit.
const maxTies = 256

// step is one bracket's decision on one path through the brackets: the
// pairs it makes and the players it sends down (in the last bracket, the
// bye). prev is the decision of the bracket above.
type step struct {
	prev     *step
	cost     []int64 // score-quality cost of the pairs made so far
	sc       score   // the bracket's score
	pairs    [][2]*entrant
	relaxed  [][2]*entrant
	floaters []*entrant
	bye      *entrant
}

// run pairs pool bracket by bracket from the top score group down. Each
// bracket takes its best choice under the criteria (maximum-weight
// matchings, see problem). When several choices are exactly equal on the
// bracket's criteria but send different players down, the brackets below
// decide: run follows every such tied path in step, keeps at each bracket
// only the paths whose bracket scores best, and merges paths that send the
// same players down (from there on they are identical). The result is the
// pairing whose bracket scores are lexicographically largest, the highest
// bracket first.
func (g *engine) run(pool []*entrant) (*pairing, error) {
	sorted := append([]*entrant(nil), pool...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if sorted[i].score != sorted[j].score {
			return sorted[i].score > sorted[j].score
		}
		return g.key(sorted[i]) < g.key(sorted[j])
	})
	needBye := len(sorted)%2 == 1
	g.setLevels(sorted)
	paths := []*step{nil} // nil: nothing decided yet, nobody floating
	for idx := 0; idx < len(sorted); {
		j := idx
		for j < len(sorted) && sorted[j].score == sorted[idx].score {
			j++
		}
		group, rest := sorted[idx:j], sorted[j:]
		idx = j
		var next []*step
		var best score
		seen := map[string]bool{}
		for _, p := range paths {
			var mdp []*entrant
			past := make([]int64, g.qualLen())
			if p != nil {
				mdp = p.floaters
				past = p.cost
			}
			b := append(append([]*entrant(nil), mdp...), group...)
			sols, sc, err := g.bracket(b, len(mdp), rest, needBye)
			if err == errIncomplete {
				// Only a look-ahead path can fail here (an exact bracket
				// above made sure its floaters can be paired): drop it.
				continue
			}
			if err != nil {
				return nil, err
			}
			sc = sc.plus(past)
			if len(next) > 0 && sc.less(best) {
				continue
			}
			if len(next) == 0 || best.less(sc) {
				next, best, seen = next[:0], sc, map[string]bool{}
			}
			for _, s := range sols {
				st := s.step(p, b, len(rest) == 0)
				st.sc = sc
				st.cost = slices.Clone(past)
				for _, pr := range st.pairs {
					ok, rx := g.crit.legal(pr[0], pr[1])
					g.addPairCost(st.cost, pr[0], pr[1], ok && rx)
				}
				if k := floatKey(st.floaters); !seen[k] && len(next) < maxTies {
					seen[k] = true
					next = append(next, st)
				}
			}
		}
		if len(next) == 0 {
			if !g.exact {
				// A bracket above may have decided without seeing far enough:
				// only the exact search can say the round is impossible.
				return nil, errLookahead
			}
			return nil, errIncomplete
		}
		paths = next
	}
	res := &pairing{}
	var chain []*step
	for s := paths[0]; s != nil; s = s.prev {
		chain = append(chain, s)
	}
	if res.rank = nil; paths[0] != nil {
		for _, c := range paths[0].cost {
			res.rank = append(res.rank, -c)
		}
	}
	for k := len(chain) - 1; k >= 0; k-- {
		s := chain[k]
		res.rank = append(res.rank, s.sc.w, s.sc.shaped)
		res.pairs = append(res.pairs, s.pairs...)
		res.relaxed = append(res.relaxed, s.relaxed...)
		if s.bye != nil {
			res.bye = s.bye
		}
	}
	return res, nil
}

// floatKey identifies a set of floaters (kept in pairing order).
func floatKey(fl []*entrant) string {
	var b strings.Builder
	for _, e := range fl {
		fmt.Fprintf(&b, "%d,", e.no)
	}
	return b.String()
}

// score is a bracket's score: first the score quality of the whole
// round it leaves possible (q, lower is better, see addPairCost), then its
// own criteria: the choice of floaters (w, the pairs' and floaters'
// weights), then the shape of the pairs (shaped, the same with the shape
// costs taken off); higher w and shaped are better.
type score struct {
	q         []int64
	w, shaped int64
}

func (s score) less(t score) bool {
	if qualLess(s.q, t.q) {
		return true
	}
	if qualLess(t.q, s.q) {
		return false
	}
	return s.w < t.w || s.w == t.w && s.shaped < t.shaped
}

// sameChoice reports whether s and t are equal on everything but the shape.
func (s score) sameChoice(t score) bool {
	return slices.Equal(s.q, t.q) && s.w == t.w
}

// plus returns s with the cost past added to its quality.
func (s score) plus(past []int64) score {
	q := slices.Clone(s.q)
	for i := range q {
		q[i] += past[i]
	}
	return score{q, s.w, s.shaped}
}

// bracket solves one score bracket b (nMDP floaters from above first)
// against the lower players rest and returns its best choices, one for
// each distinct set of players it can send down at the best score, with
// that score.
func (g *engine) bracket(b []*entrant, nMDP int, rest []*entrant, needBye bool) ([]solution, score, error) {
	w, err := g.crit.newBracket(b, nMDP, g.shape)
	if err != nil {
		return nil, score{}, err
	}
	for size := lookahead + nMDP; ; size *= 2 {
		exact := g.exact || len(rest) <= size
		p := g.problem(w, b, nMDP, rest, needBye, exact, size)
		sols, err := p.solutions()
		if err == errLookahead && !exact {
			continue // a bigger look-ahead may find partners for the floaters
		}
		if err != nil {
			return nil, score{}, err
		}
		return sols, sols[0].score, nil
	}
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// addAt adds v << pos to the wide integer d (least significant word first).
func addAt(d []uint64, v uint64, pos int) {
	i, sh := pos/64, uint(pos%64)
	var c uint64
	d[i], c = bits.Add64(d[i], v<<sh, 0)
	var hi uint64
	if sh > 0 {
		hi = v >> (64 - sh)
	}
	for j := i + 1; j < len(d) && (c != 0 || hi != 0); j++ {
		d[j], c = bits.Add64(d[j], hi, c)
		hi = 0
	}
}

// step records solution s of bracket b as the decision after prev.
func (s solution) step(prev *step, b []*entrant, final bool) *step {
	st := &step{prev: prev}
	for i, u := range s.partner {
		switch {
		case u < 0 && final:
			st.bye = b[i]
		case u < 0:
			st.floaters = append(st.floaters, b[i])
		case i < u:
			st.pairs = append(st.pairs, [2]*entrant{b[i], b[u]})
			if s.relaxed[[2]int{i, u}] {
				st.relaxed = append(st.relaxed, [2]*entrant{b[i], b[u]})
			}
		}
	}
	return st
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
		return &NoPairingError{Rule: "one-bye", Players: []int{pool[0].no}, Detail: "the only player left to pair has had a bye (docs/rules.md 5.6: one bye per player)"}
	case feasibleOK(pool, noClub, c.byeOK):
		return &NoPairingError{Rule: "colour-limits", Players: left, Detail: "the colour limits (no three equal colours in a row, difference at most 2; docs/rules.md 5.3) leave no complete pairing"}
	case feasibleOK(pool, withColours, c.byeOK):
		return &NoPairingError{Rule: "same-club", Players: left, Detail: "keeping players of the same club apart (option avoid-club) leaves no complete pairing"}
	case feasibleOK(pool, full, anyBye):
		return &NoPairingError{Rule: "one-bye", Players: left, Detail: "every player who could take the bye has had one (docs/rules.md 5.6)"}
	}
	return &NoPairingError{Rule: "no-rematch", Players: left, Detail: "too many of these players have met already (docs/rules.md 5.1: no rematch, a forfeit counts as met)"}
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
	res := &pairing{}
	if len(sorted)%2 == 1 {
		res.bye = sorted[len(sorted)-1]
		if !g.crit.byeOK(res.bye) {
			return nil, false
		}
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
