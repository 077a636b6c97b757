package swiss

import (
	"fmt"
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// Violation is one broken rule in a round's pairing.
type Violation struct {
	// Rule is a stable id: unknown-player, twice, missing, withdrawn,
	// no-rematch, one-bye, colour-three, colour-diff, same-club,
	// colour-rule, board-order.
	Rule    string
	Board   int   // 0 when not about one board
	Players []int // start numbers concerned
	Message string
	// Err is Message as a typed error naming the players (nil on the
	// score-quality warning); Problem renders the whole violation.
	Err *scoring.PlayerError
	// Warning marks advice rather than a broken rule: bye-group (the
	// bye is not in the lowest score group a legal pairing allows) and
	// score-quality (a legal pairing keeps scores closer together).
	Warning bool
}

// Problem is the violation as String writes it, typed so that the players
// can be named.
func (v Violation) Problem() *scoring.PlayerError {
	var msg any = v.Message
	if v.Err != nil {
		msg = v.Err
	}
	if v.Board > 0 {
		return scoring.PlayerErrorf("board %d: %v [%s]", v.Board, msg, v.Rule)
	}
	return scoring.PlayerErrorf("%v [%s]", msg, v.Rule)
}

func (v Violation) String() string {
	if v.Board > 0 {
		return fmt.Sprintf("board %d: %s [%s]", v.Board, v.Message, v.Rule)
	}
	return fmt.Sprintf("%s [%s]", v.Message, v.Rule)
}

// Check validates round r (entered, edited by hand, or made by Pair) of a
// Swiss stage whose earlier rounds are in.Rounds, and returns every broken
// rule: the absolute ones of docs/rules.md 5 (no rematch, one bye, colour limits
// unless relaxed in the last round with a note (scoring.NoteRelaxed), same
// club when the option asks), each player exactly once, colours inside a
// pair by 5.4/5.5 (round 1 by 5.8) and board order by 5.9. Fixed, Byes and
// Exclude of in are ignored: a forced pairing shows up as what it breaks.
// A rematch is accepted when a note (scoring.NoteRematch) names the pair
// (xqt pair --allow-rematch). A valid round is then compared with the
// engine's pairing: warnings (Violation.Warning) say when that gives the
// bye to a lower score group or keeps scores closer together.
func Check(in Input, r scoring.Round) ([]Violation, error) {
	in.Fixed, in.Byes, in.Exclude = nil, nil, nil
	f, err := newField(in)
	if err != nil {
		return nil, err
	}
	crit := chinese{f}
	var vs []Violation
	add := func(rule string, board int, e *scoring.PlayerError, players ...int) {
		if players == nil {
			players = e.Players()
		}
		vs = append(vs, Violation{Rule: rule, Board: board, Players: players, Message: e.Error(), Err: e})
	}
	relaxedFor := map[int]bool{}
	fixed := map[[2]int]bool{}
	rematch := map[[2]int]bool{} // rematches recorded under --allow-rematch
	for _, n := range r.Notes {
		switch n.Kind {
		case scoring.NoteRematch:
			rematch[[2]int{n.Red, n.Black}] = true
		case scoring.NoteFixed:
			fixed[[2]int{n.Red, n.Black}] = true
		case scoring.NoteRelaxed:
			relaxedFor[n.Player] = true
		}
	}
	seen := map[int]string{}
	decided := false // the game being marked is one a withdrawal decided (20.4)
	mark := func(no int, where string, board int) bool {
		if f.byNo[no] == nil {
			add("unknown-player", board, scoring.PlayerErrorf("%v is not in the stage", scoring.PlayerNo(no)))
			return false
		}
		if prev, ok := seen[no]; ok {
			add("twice", board, scoring.PlayerErrorf("%v is %s and %s", scoring.PlayerNo(no), prev, where))
			return false
		}
		seen[no] = where
		if f.withdrawn(in.Players[f.byNo[no].pos]) && where != "absent" && !decided {
			add("withdrawn", board, scoring.PlayerErrorf("%v withdrew before round %d", scoring.PlayerNo(no), f.number))
		}
		return true
	}
	type bd struct {
		g    scoring.Game
		a, b *entrant
	}
	var boards []bd
	for _, g := range r.Games {
		// a player who withdrew after the round was paired: the game is a
		// forfeit won by the opponent (20.4), not a pairing of a withdrawn player
		decided = g.Withdrawal != ""
		okR := mark(g.Red, fmt.Sprintf("on board %d", g.Board), g.Board)
		okB := g.Red != g.Black && mark(g.Black, fmt.Sprintf("on board %d", g.Board), g.Board)
		if g.Red == g.Black {
			add("twice", g.Board, scoring.PlayerErrorf("%v plays himself", scoring.PlayerNo(g.Red)))
		}
		if okR && okB {
			boards = append(boards, bd{g, f.byNo[g.Red], f.byNo[g.Black]})
		}
	}
	decided = false
	for _, no := range r.Byes {
		if mark(no, "given the bye", 0) && f.byNo[no].hadBye {
			add("one-bye", 0, scoring.PlayerErrorf("%v has had a bye already (docs/rules.md 5.6)", scoring.PlayerNo(no)))
		}
	}
	for _, no := range r.HalfByes {
		mark(no, "on a requested bye", 0)
	}
	for _, no := range r.Absent {
		mark(no, "absent", 0)
	}
	for _, p := range in.Players {
		if _, ok := seen[p.No]; !ok && !f.withdrawn(p) && p.Joined <= in.Number {
			add("missing", 0, scoring.PlayerErrorf("%v is neither paired, given a bye nor marked absent", scoring.PlayerNo(p.No)))
		}
	}
	for k, x := range boards {
		a, b, n := x.a, x.b, x.g.Board
		if (a.met[b.no] || b.met[a.no]) && !rematch[[2]int{a.no, b.no}] {
			add("no-rematch", n, scoring.PlayerErrorf("%v and %v have met already (docs/rules.md 5.1; a forfeit counts)", scoring.PlayerNo(a.no), scoring.PlayerNo(b.no)))
		}
		if f.sameClub(a, b) {
			add("same-club", n, scoring.PlayerErrorf("%v and %v are both from %s (option avoid-club)", scoring.PlayerNo(a.no), scoring.PlayerNo(b.no), a.club))
		}
		if r.HasFirstGameLot() {
			continue // 13.5: game 1's colours were drawn by lot, not by the colour rules
		}
		broke := false
		for _, side := range []struct {
			e *entrant
			s scoring.Side
		}{{a, scoring.Red}, {b, scoring.Black}} {
			if side.e.can(side.s) {
				continue
			}
			broke = true
			if f.last && !in.Options.NoRelax && relaxedFor[side.e.no] {
				continue
			}
			rule := "colour-diff"
			if side.e.lastTwo() == side.s {
				rule = "colour-three"
			}
			add(rule, n, scoring.PlayerErrorf("%v with %s: %s (docs/rules.md 5.3)", scoring.PlayerNo(side.e.no), side.s, limitBroken(side.e, side.s)))
		}
		if broke || fixed[[2]int{a.no, b.no}] {
			continue
		}
		var red *entrant
		var why string
		if in.Round == 1 {
			lo, hi := a, b
			if hi.pos < lo.pos {
				lo, hi = hi, lo
			}
			red, why = lo, fmt.Sprintf("round 1, odd board: smaller start number red, %d before %d (docs/rules.md 5.8)", lo.no, hi.no)
			if (k+1)%2 == 0 {
				red, why = hi, fmt.Sprintf("round 1, even board: larger start number red, %d after %d (docs/rules.md 5.8)", hi.no, lo.no)
			}
		} else {
			red, _, why = crit.colours(a, b)
			why += " (docs/rules.md 5.4, 5.5)"
		}
		if red != a {
			add("colour-rule", n, scoring.PlayerErrorf("%v should have red: %s", scoring.PlayerNo(red.no), why), a.no, b.no)
		}
	}
	for k := 1; k < len(boards); k++ {
		p, q := boards[k-1], boards[k]
		hp, hq := max(p.a.score, p.b.score), max(q.a.score, q.b.score)
		sp, sq := p.a.score+p.b.score, q.a.score+q.b.score
		lp, lq := min(p.a.pos, p.b.pos), min(q.a.pos, q.b.pos)
		if hp < hq || hp == hq && (sp < sq || sp == sq && lp > lq) || p.g.Board >= q.g.Board {
			add("board-order", q.g.Board, scoring.PlayerErrorf("board %d should come before board %d (docs/rules.md 5.9: higher score, then sum of scores, then start number)", q.g.Board, p.g.Board))
		}
	}
	if len(vs) == 0 {
		vs = append(vs, review(in, r, f)...)
	}
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Board < vs[j].Board })
	return vs, nil
}

// ReviewLimit is the largest round (players paired) that Check compares
// with the engine's pairing; bigger rounds would cost seconds each.
const ReviewLimit = 1000

// review compares a valid round with the engine's pairing of the same
// players (the same forced pairs, absences and requested byes) and warns
// where the engine's is better: a bye in a lower score group, or a better
// score quality (docs/swiss.md). The engine's pairing is shown.
func review(in Input, r scoring.Round, f *field) []Violation {
	if 2*len(r.Games)+len(r.Byes) > ReviewLimit {
		return nil
	}
	for _, g := range r.Games {
		if g.Withdrawal != "" {
			// paired before a player withdrew (20.4): the engine, which
			// leaves the player out, cannot pair the round it was
			return nil
		}
	}
	fixed := map[[2]int]bool{}
	for _, n := range r.Notes {
		if n.Kind == scoring.NoteFixed {
			fixed[[2]int{n.Red, n.Black}] = true
		}
	}
	in.Exclude = append(append([]int(nil), r.Absent...), r.HalfByes...)
	for _, g := range r.Games {
		if fixed[[2]int{g.Red, g.Black}] {
			in.Fixed = append(in.Fixed, Fix{Red: g.Red, Black: g.Black})
		}
	}
	in.AllowRematch = true // a forced rematch was accepted above
	var byes []int         // the pairing bye, if any
	for _, no := range r.Byes {
		if r.Has(scoring.NoteByeGiven, func(n scoring.RoundNote) bool { return n.Player == no }) {
			in.Byes = append(in.Byes, no)
		} else {
			byes = append(byes, no)
		}
	}
	res, err := Pair(in)
	if err != nil {
		return nil
	}
	_, pool, g, err := setup(in)
	if err != nil {
		return nil
	}
	g.setLevels(pool)
	qual := func(games []scoring.Game) []int64 {
		q := make([]int64, g.qualLen())
		for _, x := range games {
			a, b := f.byNo[x.Red], f.byNo[x.Black]
			if fixed[[2]int{x.Red, x.Black}] || a == nil || b == nil {
				continue
			}
			g.addPairCost(q, a, b, false)
		}
		q[len(q)-1] = 0 // relaxations are not score quality
		return q
	}
	var vs []Violation
	if len(byes) == 1 && len(res.Round.Byes) > len(in.Byes) {
		got, want := f.byNo[byes[0]], f.byNo[res.Round.Byes[len(res.Round.Byes)-1]]
		if got != nil && want != nil && want.score < got.score {
			e := scoring.PlayerErrorf("%v has the bye on %v points, but a legal pairing gives it to the lower score group of %v, on %v (docs/swiss.md): %s", scoring.PlayerNo(got.no), got.score, scoring.PlayerNo(want.no), want.score, res)
			vs = append(vs, Violation{Rule: "bye-group", Players: []int{got.no}, Warning: true, Message: e.Error(), Err: e})
		}
	}
	if qualLess(qual(r.Games), qual(res.Round.Games)) {
		vs = append(vs, Violation{Rule: "score-quality", Warning: true,
			Message: fmt.Sprintf("a legal pairing keeps scores closer together (fewer or smaller score differences from the top down, docs/swiss.md): %s", res)})
	}
	return vs
}
