package swiss

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// quality is the independent measure of a pairing's score quality
// (docs/swiss.md): for each boundary below a score level of the pool,
// from the top, the number of pairs that cross it, then the sum of their
// score differences. Lower is better, compared from the top boundary
// down. It is computed here from the scores alone, not by the engine.
func quality(pool []*entrant, pairs [][2]*entrant) []int64 {
	var levels []scoring.Points
	for _, e := range pool {
		if !slices.Contains(levels, e.score) {
			levels = append(levels, e.score)
		}
	}
	sort.Slice(levels, func(i, j int) bool { return levels[i] > levels[j] })
	q := make([]int64, 2*max(len(levels)-1, 0))
	for t := 0; t+1 < len(levels); t++ {
		for _, pr := range pairs {
			hi, lo := max(pr[0].score, pr[1].score), min(pr[0].score, pr[1].score)
			if hi >= levels[t] && lo <= levels[t+1] {
				q[2*t]++
				q[2*t+1] += int64(hi - lo)
			}
		}
	}
	return q
}

// better reports whether quality a beats b.
func better(a, b []int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// bruteResult is what exhaustive search over the legal pairings of a
// pool that pass a filter finds: whether any exists, the lowest score
// that can have the bye (the bye rule), and among the pairings with the
// bye there the best quality and, at that quality, the fewest colour
// relaxations.
type bruteResult struct {
	any      bool
	byeScore scoring.Points
	best     []int64
	relaxed  int
	example  string
}

// forEachPairing calls visit with every complete legal pairing of a small
// pool (legal by the rules of docs/rules.md 5.1, 5.3, 5.6, 5.7 alone); visit
// returns false to stop.
func forEachPairing(c criteria, pool []*entrant, visit func(pairs [][2]*entrant, bye *entrant, relaxed int) bool) {
	used := make([]bool, len(pool))
	var pairs [][2]*entrant
	var bye *entrant
	relaxed := 0
	odd := len(pool)%2 == 1
	stop := false
	var rec func()
	rec = func() {
		i := 0
		for i < len(pool) && used[i] {
			i++
		}
		if i == len(pool) {
			if !odd || bye != nil {
				stop = !visit(pairs, bye, relaxed)
			}
			return
		}
		used[i] = true
		if odd && bye == nil && !pool[i].hadBye {
			bye = pool[i]
			rec()
			bye = nil
		}
		for j := i + 1; j < len(pool) && !stop; j++ {
			if used[j] {
				continue
			}
			ok, rx := c.legal(pool[i], pool[j])
			if !ok {
				continue
			}
			used[j] = true
			pairs = append(pairs, [2]*entrant{pool[i], pool[j]})
			if rx {
				relaxed++
			}
			rec()
			if rx {
				relaxed--
			}
			pairs = pairs[:len(pairs)-1]
			used[j] = false
		}
		used[i] = false
	}
	rec()
}

// exhaustive finds the best of the legal pairings of pool that pass keep
// (nil: all): it ranks every legal pairing by the bye rule, the quality
// and the relaxations, then asks keep from the best down.
func exhaustive(c criteria, pool []*entrant, keep func([][2]*entrant, *entrant) bool) bruteResult {
	type cand struct {
		pairs   [][2]*entrant
		bye     *entrant
		bs      scoring.Points
		q       []int64
		relaxed int
	}
	var all []cand
	forEachPairing(c, pool, func(pairs [][2]*entrant, bye *entrant, relaxed int) bool {
		var bs scoring.Points
		if bye != nil {
			bs = bye.score
		}
		all = append(all, cand{slices.Clone(pairs), bye, bs, quality(pool, pairs), relaxed})
		return true
	})
	sort.SliceStable(all, func(i, j int) bool {
		a, b := all[i], all[j]
		if a.bs != b.bs {
			return a.bs < b.bs
		}
		if !slices.Equal(a.q, b.q) {
			return better(a.q, b.q)
		}
		return a.relaxed < b.relaxed
	})
	var r bruteResult
	for _, x := range all {
		if keep != nil && !keep(x.pairs, x.bye) {
			continue
		}
		r.any, r.byeScore, r.best, r.relaxed = true, x.bs, x.q, x.relaxed
		var b strings.Builder
		for _, pr := range x.pairs {
			fmt.Fprintf(&b, "%d-%d ", pr[0].no, pr[1].no)
		}
		if x.bye != nil {
			fmt.Fprintf(&b, "| bye %d", x.bye.no)
		}
		r.example = b.String()
		break
	}
	return r
}

// completer reports whether, after a round's pairs and bye, k more
// rounds of pool can be paired with no rematch and no second bye
// (ignoring colours; the club rule when it holds in every round). It is a
// plain search, independent of the engine's look-ahead: rounds ordered by
// the first player's opponent, failed states remembered (they depend on
// the pool alone, so across calls); known is false when it gave up.
type completer struct {
	pool    []*entrant
	clubAll bool
	failed  map[cstate]bool
}

type cstate struct {
	used [3]uint64
	k    int
	min  int
}

func newCompleter(pool []*entrant, clubAll bool) *completer {
	return &completer{pool: pool, clubAll: clubAll, failed: map[cstate]bool{}}
}

func (c *completer) completes(pairs [][2]*entrant, bye *entrant, k int) (ok, known bool) {
	pool := c.pool
	n := len(pool)
	odd := n%2 == 1
	idx := map[*entrant]int{}
	for i, e := range pool {
		idx[e] = i
	}
	nv := n
	if odd {
		nv++ // vertex n is the bye
	}
	edge := func(u, v int) int { return u*nv + v } // u < v, at most 13*13 bits
	var start [3]uint64
	set := func(s *[3]uint64, b int) { s[b/64] |= 1 << (b % 64) }
	has := func(s [3]uint64, b int) bool { return s[b/64]&(1<<(b%64)) != 0 }
	for i, a := range pool {
		for j := i + 1; j < n; j++ {
			b := pool[j]
			if a.met[b.no] || b.met[a.no] || c.clubAll && a.club != "" && a.club == b.club {
				set(&start, edge(i, j))
			}
		}
		if odd && (a.hadBye || a == bye) {
			set(&start, edge(i, n))
		}
	}
	for _, pr := range pairs {
		u, v := idx[pr[0]], idx[pr[1]]
		set(&start, edge(min(u, v), max(u, v)))
	}
	limit := 20_000
	if os.Getenv("XQT_SOAK") != "" {
		limit = 500_000
	}
	gaveUp := false
	var round func(used [3]uint64, k, min0 int) bool
	round = func(used [3]uint64, k, min0 int) bool {
		if k == 0 {
			return true
		}
		st := cstate{used, k, min0}
		if c.failed[st] {
			return false
		}
		if len(c.failed) > limit {
			gaveUp = true
			return false
		}
		var match func(free uint64, cur [3]uint64, first int) bool
		match = func(free uint64, cur [3]uint64, first int) bool {
			if free == 0 {
				return round(cur, k-1, first)
			}
			u := 0
			for free&(1<<u) == 0 {
				u++
			}
			for v := u + 1; v < nv; v++ {
				if free&(1<<v) == 0 || has(cur, edge(u, v)) || u == 0 && v <= min0 {
					continue
				}
				next := cur
				set(&next, edge(u, v))
				f := first
				if u == 0 {
					f = v
				}
				if match(free&^(1<<u|1<<v), next, f) {
					return true
				}
				if gaveUp {
					return false
				}
			}
			return false
		}
		if match(1<<nv-1, used, -1) {
			return true
		}
		c.failed[st] = true
		return false
	}
	ok = round(start, k, -1)
	return ok, !gaveUp
}

// poolKey names the players of a pool.
func poolKey(pool []*entrant) string {
	var nos []int
	for _, e := range pool {
		nos = append(nos, e.no)
	}
	slices.Sort(nos)
	return fmt.Sprint(nos)
}

// event is one random tournament of the soak.
type event struct {
	seed    uint64
	n       int
	total   int
	players []scoring.Player
	rounds  []scoring.Round
	opts    Options
}

type soakStats struct {
	events, pairings, blocked, blockedLarge, brute, byes, relaxed int
	ahead, unknown, deadChecked, rematched                        int // pairings changed by the look-ahead; checks given up; dead ends proved
}

// runEvent plays a random event round by round, checking every pairing.
func runEvent(t *testing.T, seed uint64, n, total int, brute bool, st *soakStats) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 99))
	table, _ := scoring.Preset([]string{"cxa2011", "cxa1999", "3-1-0", "3-2-1", "3-rd1-bd2"}[rng.IntN(5)])
	ps := players(n)
	opts, _ := ParseOptions(nil)
	opts.FirstRound = []string{"split", "split", "adjacent", "first-last", "random"}[rng.IntN(5)]
	opts.Bracket = []string{"split", "adjacent"}[rng.IntN(2)]
	if rng.IntN(4) == 0 {
		opts.AvoidClub = []string{"first", "all"}[rng.IntN(2)]
		for i := range ps {
			ps[i].Club = fmt.Sprintf("c%d", rng.IntN(max(3, n/3)))
		}
	}
	if n <= ExactLimit && rng.IntN(3) == 0 {
		opts.Lookahead = true
	}
	join := map[int]int{} // late entries: first round they play
	for i := range ps {
		switch rng.IntN(20) {
		case 0:
			join[ps[i].No] = 2 + rng.IntN(max(1, total-1))
		case 1:
			ps[i].Withdrawn = 2 + rng.IntN(max(1, total-1))
		}
	}
	st.events++
	var rs []scoring.Round
	var prev *Input
	byes := map[int]int{}
	met := map[[2]int]bool{}
	for k := 1; k <= total; k++ {
		in := Input{Players: ps, Rounds: rs, Table: table, Options: opts, Round: k, Total: total, Number: k, Seed: int64(seed)}
		for _, p := range ps {
			if join[p.No] > k || p.Withdrawn == 0 && rng.IntN(40) == 0 {
				in.Exclude = append(in.Exclude, p.No)
			}
		}
		switch x := rng.IntN(20); {
		case x < 2:
			for _, p := range ps {
				if byes[p.No] == 0 && !slices.Contains(in.Exclude, p.No) && (p.Withdrawn == 0 || p.Withdrawn > k) && join[p.No] <= k {
					in.Byes = []int{p.No}
					break
				}
			}
		case x < 4:
			// Requested byes (scored zero or half), one or two players.
			in.HalfBye = x == 3
			for _, i := range rng.Perm(n)[:1+rng.IntN(2)] {
				p := ps[i]
				if !slices.Contains(in.Exclude, p.No) && (p.Withdrawn == 0 || p.Withdrawn > k) && join[p.No] <= k {
					in.Requested = append(in.Requested, p.No)
				}
			}
		}
		res, err := Pair(in)
		st.pairings++
		if errors.Is(err, ErrNoPairing) {
			_, pool, g, _ := setup(in)
			if len(pool) > 12 {
				st.blockedLarge++
				return
			}
			st.blocked++
			if br := exhaustive(g.crit, pool, nil); br.any {
				t.Fatalf("seed %d n=%d round %d: engine says %v but exhaustive search pairs it: %s", seed, n, k, err, br.example)
			}
			// --allow-rematch: the fewest rematches any pairing needs.
			in2 := in
			in2.AllowRematch = true
			res2, err2 := Pair(in2)
			f2, pool2, g2, _ := setup(in2)
			f2.rematch = true
			fewest := -1
			forEachPairing(g2.crit, pool2, func(pairs [][2]*entrant, _ *entrant, _ int) bool {
				c := 0
				for _, pr := range pairs {
					if pr[0].met[pr[1].no] {
						c++
					}
				}
				if fewest < 0 || c < fewest {
					fewest = c
				}
				return true
			})
			switch {
			case err2 != nil && fewest >= 0:
				t.Fatalf("seed %d n=%d round %d: --allow-rematch: %v, but a pairing with %d rematches exists", seed, n, k, err2, fewest)
			case err2 == nil:
				got := 0
				for _, note := range res2.Round.Notes {
					if note.Kind == scoring.NoteRematch {
						got++
					}
				}
				if got != fewest {
					t.Fatalf("seed %d n=%d round %d: --allow-rematch pairs %s with %d rematches, exhaustive search needs %d", seed, n, k, res2, got, fewest)
				}
				st.rematched++
			}
			// A dead end the look-ahead of the round before should have
			// avoided: the same players, blocked by the no-rematch or bye
			// rule alone. No legal pairing of that round may have left
			// this one pairable.
			var np *NoPairingError
			if prev != nil && errors.As(err, &np) && (np.Rule == "no-rematch" || np.Rule == "one-bye") {
				_, ppool, pg, _ := setup(*prev)
				if poolKey(ppool) == poolKey(pool) {
					st.deadChecked++
					cp := newCompleter(ppool, opts.AvoidClub == "all")
					forEachPairing(pg.crit, ppool, func(pairs [][2]*entrant, bye *entrant, _ int) bool {
						if ok, _ := cp.completes(pairs, bye, 1); ok {
							t.Fatalf("seed %d n=%d round %d: dead end (%v), but round %d could have been paired so that this round pairs", seed, n, k, err, k-1)
						}
						return true
					})
				}
			}
			return
		}
		prev = &in
		if err != nil {
			t.Fatalf("seed %d n=%d round %d: %v", seed, n, k, err)
		}
		r := res.Round
		r.Number, r.Stage = k, "main"
		r.Absent = append(r.Absent, in.Exclude...)
		vs, err := Check(in, r)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) > 0 {
			t.Fatalf("seed %d n=%d round %d/%d: pairing %s breaks: %v", seed, n, k, total, res, vs)
		}
		// Invariants checked here again, independently of Check.
		for _, g := range r.Games {
			key := [2]int{min(g.Red, g.Black), max(g.Red, g.Black)}
			if met[key] {
				t.Fatalf("seed %d round %d: rematch %v", seed, k, key)
			}
			met[key] = true
		}
		for _, b := range r.Byes {
			if byes[b]++; byes[b] > 1 {
				t.Fatalf("seed %d round %d: second bye for %d", seed, k, b)
			}
		}
		for _, n := range r.Notes {
			if n.Kind == scoring.NoteRelaxed {
				st.relaxed++
				if k != total {
					t.Fatalf("seed %d round %d: relaxation before the last round: %s", seed, k, n)
				}
			}
		}
		if brute {
			f, pool, g, _ := setup(in)
			if len(pool) <= 12 {
				st.brute++
				var pairs [][2]*entrant
				relaxed := 0
				for _, pr := range res.Round.Games {
					a, b := f.byNo[pr.Red], f.byNo[pr.Black]
					pairs = append(pairs, [2]*entrant{a, b})
					if _, rx := g.crit.legal(a, b); rx {
						relaxed++
					}
				}
				var bye *entrant
				if len(pool)%2 == 1 {
					bye = f.byNo[res.Round.Byes[len(res.Round.Byes)-1]]
				}
				got := quality(pool, pairs)
				br := exhaustive(g.crit, pool, nil)
				if !res.AheadKnown {
					st.unknown++
				} else if !slices.Equal(got, br.best) || relaxed != br.relaxed || bye != nil && bye.score != br.byeScore {
					// Only the look-ahead may take a pairing that is not the
					// best: every better one must leave the stage without a
					// rematch-free completion, and the engine's must have one.
					// The most rounds that can follow j: the engine's pairing
					// must allow j, and be the best of those that do.
					cp := newCompleter(pool, opts.AvoidClub == "all")
					found := false
					for j := total - k; j >= 1 && !found; j-- {
						gaveUp := false
						keep := func(ps [][2]*entrant, b *entrant) bool {
							ok, known := cp.completes(ps, b, j)
							gaveUp = gaveUp || !known
							return ok
						}
						bj := exhaustive(g.crit, pool, keep)
						if gaveUp {
							st.unknown++ // the test's own search gave up: counted, not judged
							found = true
							br = exhaustive(g.crit, pool, func([][2]*entrant, *entrant) bool { return false })
							break
						}
						if !bj.any {
							continue
						}
						found = true
						if ok, _ := cp.completes(pairs, bye, j); !ok {
							t.Fatalf("seed %d n=%d round %d/%d: pairing %s leaves no %d more rounds, but %s does", seed, n, k, total, res, j, bj.example)
						}
						st.ahead++
						br = bj
					}
					if !found {
						t.Fatalf("seed %d n=%d round %d/%d: pairing %s (quality %v) is not the best (%v: %s), and no pairing leaves another round", seed, n, k, total, res, got, br.best, br.example)
					}
				}
				if !res.AheadKnown {
					// The engine's search gave up: counted, not judged.
				} else if bye != nil && br.any {
					st.byes++
					if bye.score != br.byeScore {
						t.Fatalf("seed %d n=%d round %d: pairing %s gives the bye to a player of %v; exhaustive search gives it to %v: %s", seed, n, k, res, bye.score, br.byeScore, br.example)
					}
				}
				if res.AheadKnown && br.any && !slices.Equal(got, br.best) {
					t.Fatalf("seed %d n=%d round %d: pairing %s has quality %v; exhaustive search finds %v: %s", seed, n, k, res, got, br.best, br.example)
				}
				if res.AheadKnown && br.any && relaxed != br.relaxed {
					t.Fatalf("seed %d n=%d round %d: pairing %s relaxes %d colour limits; exhaustive search needs %d at the same quality: %s", seed, n, k, res, relaxed, br.relaxed, br.example)
				}
			}
		}
		for i := range r.Games {
			g := &r.Games[i]
			switch x := rng.IntN(100); {
			case x < 35:
				g.Result = scoring.RedWins
			case x < 70:
				g.Result = scoring.BlackWins
			case x < 90:
				g.Result = scoring.Draw
			case x < 94:
				g.Result = scoring.RedForfeit
			case x < 98:
				g.Result = scoring.BlackForfeit
			default:
				g.Result = scoring.DoubleForfeit
			}
		}
		rs = append(rs, r)
	}
}

// TestRandomEvents is the property soak: random events (6 to 400 players,
// 5 to 13 rounds, random results with forfeits, given byes, absences,
// withdrawals and late entries), every pairing valid under Check, no
// rematch, one bye per player, colour limits kept except recorded
// last-round relaxations, and on pools of up to 12 players no better
// pairing under the whole priority order by exhaustive search (bracket
// scores compared lexicographically from the top bracket down, so a lower
// bracket breaks an exact tie of the brackets above). The default run
// is a fixed sample; XQT_SOAK=1 runs all 10,000 seeds.
func TestRandomEvents(t *testing.T) {
	count := 300
	if os.Getenv("XQT_SOAK") != "" {
		count = 10000
	}
	var st soakStats
	for i := range count {
		seed := uint64(1000 + i)
		rng := rand.New(rand.NewPCG(seed, 7))
		var n int
		switch {
		case i%10 < 6:
			n = 6 + rng.IntN(7) // 6..12: exhaustive search applies
		case i%10 < 8:
			n = 13 + rng.IntN(12) // 13..24: the whole look-ahead
		default:
			n = 25 + rng.IntN(36)
		}
		total := 5 + rng.IntN(7)
		runEvent(t, seed, n, total, n <= 14, &st)
	}
	t.Logf("%d events, %d pairings (%d checked by exhaustive search, none beaten on score quality, %d of them with the bye in the lowest group possible; %d where the look-ahead took a lesser pairing, each better one proved to leave no completion; %d checks given up), %d blocked (no legal pairing; %d confirmed by exhaustive search, %d of them proved unavoidable from the round before; %d paired under --allow-rematch with the fewest rematches exhaustive search allows), %d recorded relaxations",
		st.events, st.pairings, st.brute, st.byes, st.ahead, st.unknown, st.blocked+st.blockedLarge, st.blocked, st.deadChecked, st.rematched, st.relaxed)
}
