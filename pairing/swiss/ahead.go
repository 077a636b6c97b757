package swiss

import (
	"math/bits"
	"slices"
)

// MaxRounds is the most rounds n players can play without a rematch:
// n-1 (a round robin), or n when n is odd (one bye each).
func MaxRounds(n int) int {
	if n%2 == 1 {
		return n
	}
	return max(n-1, 0)
}

// AheadLimit is the largest pool for which a round is paired so that all
// the remaining rounds of the stage can still be paired without rematches
// (when that is possible at all); bigger pools are paired so that at
// least the next round can.
const AheadLimit = 24

// aheadBudget bounds the search for the remaining rounds of one round's
// pairing (nodes of the depth-first searches, over all the checks of the
// round); beyond it the answers are "unknown" and the best pairing found
// so far stands.
const aheadBudget = 4_000_000

// aheadRuns bounds how many alternative pairings the look-ahead asks the
// engine for before it builds one from a completion.
const aheadRuns = 500

// aheadRunsBig is that bound for pools bigger than AheadLimit.
const aheadRunsBig = 8

// future is the graph of the games still possible after a round: who may
// meet (not met, not kept apart by the club rule in every round) and who
// may still have a bye (vertex n, when the pool is odd).
type future struct {
	n      int // players; vertex n is the bye when odd
	odd    bool
	adj    []uint32
	budget *int
	lost   bool // the budget ran out
	failed map[futureKey]bool
}

// futureKey is a state of the search: the games still possible, the
// rounds still to build, and the bound on vertex 0's next opponent.
type futureKey struct {
	adj    [AheadLimit + 2]uint32
	k, min int8
}

// newFuture builds the graph of pool after pairing p (nil: before the
// round), for pools of up to AheadLimit players.
func (f *field) newFuture(pool []*entrant, p *pairing) *future {
	n := len(pool)
	fu := &future{n: n, odd: n%2 == 1, adj: make([]uint32, n+1), budget: f.budget, failed: f.failed}
	if fu.failed == nil {
		fu.failed = map[futureKey]bool{}
	}
	if fu.budget == nil {
		b := aheadBudget
		fu.budget = &b
	}
	played := map[[2]int]bool{}
	var bye *entrant
	if p != nil {
		for _, pr := range p.pairs {
			played[pairKey(pr[0], pr[1])] = true
		}
		bye = p.bye
	}
	for i, a := range pool {
		for j := i + 1; j < n; j++ {
			b := pool[j]
			if a.met[b.no] || b.met[a.no] || played[pairKey(a, b)] || f.in.Options.AvoidClub == "all" && a.club != "" && a.club == b.club {
				continue
			}
			fu.adj[i] |= 1 << j
			fu.adj[j] |= 1 << i
		}
		if fu.odd && !a.hadBye && a != bye {
			fu.adj[i] |= 1 << n
			fu.adj[n] |= 1 << i
		}
	}
	return fu
}

// rounds reports whether k more rounds can be paired: k edge-disjoint
// perfect matchings (with the bye vertex when odd). The search takes the
// rounds in order of vertex 0's opponent (so that the same set of rounds
// is not tried in every order) and pairs the most constrained player
// first.
func (fu *future) rounds(k int, minFirst int) bool {
	if k == 0 {
		return true
	}
	all := uint32(1)<<fu.n - 1
	if fu.odd {
		all |= 1 << fu.n
	}
	for v := 0; v <= fu.n; v++ {
		if all&(1<<v) != 0 && bits.OnesCount32(fu.adj[v]) < k {
			return false
		}
	}
	// A state that failed once fails again (the rounds still to build
	// and the games still possible decide; vertex 0's bound only prunes
	// orders of the same rounds).
	key := futureKey{k: int8(k), min: int8(minFirst)}
	copy(key.adj[:], fu.adj)
	if fu.failed[key] {
		return false
	}
	ok := fu.match(all, k, minFirst, -1)
	if !ok && !fu.lost {
		fu.failed[key] = true
	}
	return ok
}

// match builds the rest of one round (free: the vertices still to pair;
// first: vertex 0's opponent in it) and then the rounds after it.
func (fu *future) match(free uint32, k, minFirst, first int) bool {
	if free == 0 {
		return fu.rounds(k-1, first)
	}
	if *fu.budget--; *fu.budget < 0 {
		fu.lost = true
		return false
	}
	v, best := -1, 99
	for w := free; w != 0; w &= w - 1 {
		x := bits.TrailingZeros32(w)
		if x == 0 {
			v, best = 0, -1 // vertex 0 first: its opponent orders the rounds
			break
		}
		if c := bits.OnesCount32(fu.adj[x] & free); c < best {
			v, best = x, c
		}
	}
	if best == 0 {
		return false
	}
	for w := fu.adj[v] & free; w != 0; w &= w - 1 {
		u := bits.TrailingZeros32(w)
		f := first
		if v == 0 {
			if u <= minFirst {
				continue
			}
			f = u
		}
		fu.adj[v] &^= 1 << u
		fu.adj[u] &^= 1 << v
		ok := fu.match(free&^(1<<v|1<<u), k, minFirst, f)
		fu.adj[v] |= 1 << u
		fu.adj[u] |= 1 << v
		if ok {
			return true
		}
		if fu.lost {
			return false
		}
	}
	return false
}

// nextPairable reports whether the round after p can be paired without
// rematches (for pools too big for the whole search): a perfect matching
// of the future graph, found greedily or, failing that, by the matching
// core.
func (f *field) nextPairable(pool []*entrant, p *pairing) bool {
	played := map[[2]int]bool{}
	for _, pr := range p.pairs {
		played[pairKey(pr[0], pr[1])] = true
	}
	n := len(pool)
	ok := func(a, b *entrant) bool {
		return !a.met[b.no] && !b.met[a.no] && !played[pairKey(a, b)] && !(f.in.Options.AvoidClub == "all" && a.club != "" && a.club == b.club)
	}
	byeOK := func(e *entrant) bool { return !e.hadBye && e != p.bye }
	// Greedy from the bottom of the start order, most players first: with
	// few rounds played nearly everyone may meet nearly everyone.
	used := make([]bool, n)
	left := 0
	byeUsed := n%2 == 0
	for i := n - 1; i >= 0; i-- {
		if used[i] {
			continue
		}
		used[i] = true
		found := false
		for j := i - 1; j >= 0; j-- {
			if !used[j] && ok(pool[i], pool[j]) {
				used[j], found = true, true
				break
			}
		}
		if !found && !byeUsed && byeOK(pool[i]) {
			byeUsed, found = true, true
		}
		if !found {
			left++
		}
	}
	if left == 0 {
		return true
	}
	good, _ := feasible(pool, ok, byeOK)
	return good
}

// ahead makes pairing p of pool (the engine's best) one that leaves the
// rest of the stage pairable without rematches, when some legal pairing
// does: every remaining round for pools of up to AheadLimit, the next
// round for bigger ones. It asks the engine again with one or two of p's
// pairs forbidden (the best such pairing that can be completed wins),
// and failing that builds the round from a completion found by search.
// It returns the pairing, how many rounds after it are sure to pair,
// and known, false when a search ran out of budget (the answer may then
// be short of the best).
func (g *engine) ahead(f *field, pool []*entrant, p *pairing) (*pairing, int, bool) {
	k := f.in.Total - f.in.Round
	if k <= 0 || f.rematch || len(pool) < 2 {
		return p, 0, true
	}
	if len(pool) > AheadLimit {
		if f.nextPairable(pool, p) {
			return p, 1, true
		}
		// A few alternatives; whether the next round can be paired at all
		// is not proved either way.
		if q, ok := g.retry(f, pool, p, func(q *pairing) bool { return f.nextPairable(pool, q) }, aheadRunsBig); ok {
			return q, 1, true
		}
		return p, 0, false
	}
	known := true
	// Failed states depend on the pool alone: share them between checks.
	f.failed = map[futureKey]bool{}
	budget := aheadBudget
	f.budget = &budget
	defer func() { f.failed, f.budget = nil, nil }()
	for ; k > 0; k-- {
		// The most rounds that can still follow this one decide.
		completes := func(q *pairing) bool {
			fu := f.newFuture(pool, q)
			ok := fu.rounds(k, -1)
			known = known && !fu.lost
			return ok
		}
		if completes(p) {
			return p, k, known // the usual case: one search
		}
		fu := f.newFuture(pool, nil)
		if !fu.rounds(k+1, -1) {
			known = known && !fu.lost
			continue
		}
		if q, ok := g.retry(f, pool, p, completes, aheadRuns); ok {
			return q, k, known
		}
		if q, ok := g.fromCompletion(f, pool, p, k, completes); ok {
			return q, k, false // built from one completion: maybe not the best
		}
		// The completions found need a first round that breaks a colour
		// limit: try one round fewer.
		known = false
	}
	return p, 0, known // not even one more round can follow: the best pairing stands
}

// constraint is one node of the look-ahead's search: pairs the engine
// may not make and players who may not have the bye.
type constraint struct {
	forbid map[[2]int]bool
	noBye  map[int]bool
}

func (c constraint) with() constraint {
	d := constraint{forbid: map[[2]int]bool{}, noBye: map[int]bool{}}
	for k := range c.forbid {
		d.forbid[k] = true
	}
	for k := range c.noBye {
		d.noBye[k] = true
	}
	return d
}

// retry searches the pairings in the engine's order, best first, for the
// best that passes good (Murty's partition of the solution space: the
// children of a pairing keep its first i-1 decisions and forbid its i-th),
// asking the engine at most aheadRuns times.
func (g *engine) retry(f *field, pool []*entrant, p *pairing, good func(*pairing) bool, maxRuns int) (*pairing, bool) {
	defer func() { f.forbid, f.noBye = nil, nil }()
	type node struct {
		c constraint
		p *pairing
	}
	byNo := map[int]*entrant{}
	for _, e := range pool {
		byNo[e.no] = e
	}
	queue := []node{{constraint{}, p}}
	runs := 0
	for len(queue) > 0 {
		bi := 0
		for i := range queue {
			if slices.Compare(queue[i].p.rank, queue[bi].p.rank) > 0 {
				bi = i
			}
		}
		nd := queue[bi]
		queue = slices.Delete(queue, bi, bi+1)
		if nd.p != p && good(nd.p) {
			return nd.p, true
		}
		// The decisions of nd.p: its pairs, then its bye.
		type decision struct {
			pair [2]int
			bye  int
		}
		var ds []decision
		for _, pr := range nd.p.pairs {
			ds = append(ds, decision{pair: pairKey(pr[0], pr[1])})
		}
		if nd.p.bye != nil {
			ds = append(ds, decision{bye: nd.p.bye.no})
		}
		keep := nd.c.with()
		for _, d := range ds {
			if runs >= maxRuns {
				return p, false
			}
			c := keep.with()
			if d.bye != 0 {
				c.noBye[d.bye] = true
			} else {
				c.forbid[d.pair] = true
			}
			f.forbid, f.noBye = c.forbid, c.noBye
			runs++
			if q, err := g.pairBye(f, pool); err == nil {
				queue = append(queue, node{c, q})
			}
			// Keep decision d in the next children.
			if d.bye != 0 {
				for _, e := range pool {
					if e.no != d.bye {
						keep.noBye[e.no] = true
					}
				}
				continue
			}
			a, b := byNo[d.pair[0]], byNo[d.pair[1]]
			keep.noBye[a.no], keep.noBye[b.no] = true, true
			for _, e := range pool {
				if e != a && e != b {
					keep.forbid[pairKey(a, e)] = true
					keep.forbid[pairKey(b, e)] = true
				}
			}
		}
	}
	return p, false
}

// fromCompletion finds a completion of the stage (this round and k more,
// without rematches) and pairs this round within it: within all of its
// rounds' pairs when that still completes, else as the best of its rounds
// that is legal now.
func (g *engine) fromCompletion(f *field, pool []*entrant, p *pairing, k int, completes func(*pairing) bool) (*pairing, bool) {
	defer func() { f.only = nil }()
	rs := f.completion(pool, k+1)
	if rs == nil {
		return p, false
	}
	f.only = map[[2]int]bool{}
	for _, r := range rs {
		for key := range r {
			f.only[key] = true
		}
	}
	if q, err := g.pairBye(f, pool); err == nil && completes(q) {
		return q, true
	}
	var best *pairing
	for _, r := range rs {
		f.only = r
		if q, err := g.pairBye(f, pool); err == nil && completes(q) && (best == nil || slices.Compare(q.rank, best.rank) > 0) {
			best = q
		}
	}
	if best == nil {
		return p, false
	}
	return best, true
}

// completion returns k rounds (each a set of pairs) pairing pool without
// rematches, or nil.
func (f *field) completion(pool []*entrant, k int) []map[[2]int]bool {
	fu := f.newFuture(pool, nil)
	var out []map[[2]int]bool
	var rec func(k, minFirst int) bool
	var cur [][2]int
	rec = func(k, minFirst int) bool {
		if k == 0 {
			return true
		}
		var m func(free uint32, minFirst int) bool
		m = func(free uint32, minFirst int) bool {
			if free == 0 {
				r := map[[2]int]bool{}
				for _, e := range cur {
					if e[0] < fu.n && e[1] < fu.n {
						r[pairKey(pool[e[0]], pool[e[1]])] = true
					}
				}
				out = append(out, r)
				if rec(k-1, -1) {
					return true
				}
				out = out[:len(out)-1]
				return false
			}
			if *fu.budget--; *fu.budget < 0 {
				return false
			}
			v := bits.TrailingZeros32(free)
			for w := fu.adj[v] & free; w != 0; w &= w - 1 {
				u := bits.TrailingZeros32(w)
				if v == 0 && u <= minFirst {
					continue
				}
				fu.adj[v] &^= 1 << u
				fu.adj[u] &^= 1 << v
				cur = append(cur, [2]int{v, u})
				ok := m(free&^(1<<v|1<<u), max(minFirst, u))
				cur = cur[:len(cur)-1]
				fu.adj[v] |= 1 << u
				fu.adj[u] |= 1 << v
				if ok {
					return true
				}
			}
			return false
		}
		all := uint32(1)<<fu.n - 1
		if fu.odd {
			all |= 1 << fu.n
		}
		return m(all, minFirst)
	}
	if !rec(k, -1) {
		return nil
	}
	return out
}

func fmtPairs(ps [][2]int) string {
	b := make([]byte, 0, len(ps)*8)
	for _, p := range ps {
		b = append(b, byte(p[0]), byte(p[0]>>8), byte(p[1]), byte(p[1]>>8))
	}
	return string(b)
}
