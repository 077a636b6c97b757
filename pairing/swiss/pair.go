package swiss

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// Result is a paired round with what led to it.
type Result struct {
	// Round holds the games (boards numbered from 1, no results), the byes
	// and the notes to record (relaxations, forced pairs that repeat a
	// meeting). Number and Stage are left for the caller.
	Round scoring.Round
	// Boards explains each board, in board order (xqt pair --explain).
	Boards []Board
	// Bye explains the bye, if one was allocated.
	Bye *Board
	// Ahead is how many of the stage's later rounds the look-ahead made
	// sure can still be paired without rematches (the players of this
	// round staying); AheadKnown is false when its search ran out of
	// budget, so that a better pairing may have been missed.
	Ahead      int
	AheadKnown bool
	// AheadChanged says the look-ahead replaced the best pairing under
	// the order, which would have left fewer rounds pairable.
	AheadChanged bool
}

// Board is the explanation of one board: the players' scores, colour and
// float histories before the round, and why the colours fell as they did.
type Board struct {
	Board                    int
	Red, Black               int
	RedScore, BlackScore     scoring.Points
	RedColours, BlackColours string // one letter per earlier round: R, B, - (no game)
	RedFloats, BlackFloats   string // D floated down, U up, . neither
	Float                    string // "", "down" (red is the higher score) or "up"
	Colour                   string // the rule that gave red
	Fixed                    bool   // forced by the organiser
	Relaxed                  bool   // a colour limit was relaxed (last round)
}

// A round records what its pairing does not show as notes
// (scoring.RoundNote): a last-round colour relaxation (NoteRelaxed; Check
// accepts a colour-limit break only for the player a note names), a rematch
// made under Input.AllowRematch (NoteRematch; Check accepts a rematch only
// for a pair a note names), a bye the organiser gave through Input.Byes
// (NoteByeGiven, so that Check tells it from the pairing bye), a requested
// bye (NoteByeRequested) and a forced pairing (NoteFixed).

// RematchError says a forced pair repeats a meeting; Hint says how to
// force it anyway.
type RematchError struct{ Red, Black int }

func (e *RematchError) Error() string { return e.Named(nil) }

// Named is the message with the two players written by label (nil:
// "player N").
func (e *RematchError) Named(label func(no int) string) string {
	return scoring.PlayerErrorf("forced pair %d-%d: %v and %v have met already (no rematch, docs/swiss.md)", e.Red, e.Black, scoring.PlayerNo(e.Red), scoring.PlayerNo(e.Black)).Named(label)
}

// Hint is the way on that the CLI shows.
func (e *RematchError) Hint() string {
	return "give --allow-rematch to force the rematch (it is recorded in the round's notes)"
}

// A pairing forced by the organiser (NoteFixed): Check does not hold its
// colours against docs/rules.md 5.4, only the absolute rules.

// Pair pairs one Swiss round by docs/rules.md section 5 (Chinese practice).
// When no legal pairing exists the error wraps ErrNoPairing and is a
// *NoPairingError naming the rule that blocks it.
func Pair(in Input) (*Result, error) {
	f, pool, g, err := setup(in)
	if err != nil {
		return nil, err
	}
	p, err := g.pairBye(f, pool)
	if errors.Is(err, errIncomplete) {
		np := f.diagnose(pool)
		if !in.AllowRematch {
			return nil, np
		}
		f.rematch = true
		if p, err = g.pairBye(f, pool); errors.Is(err, errIncomplete) {
			return nil, np
		}
	}
	if err != nil {
		return nil, err
	}
	best := p
	p, rounds, known := g.ahead(f, pool, p)
	res := f.result(p, chinese{f})
	res.Ahead, res.AheadKnown, res.AheadChanged = rounds, known, p != best
	return res, nil
}

// pairBye pairs pool with the bye, when the pool is odd, in the lowest
// score group that allows a complete legal pairing (docs/rules.md 5.6): it
// tries the groups from the lowest up, each restricted to players who
// have not had a bye.
func (g *engine) pairBye(f *field, pool []*entrant) (*pairing, error) {
	defer func() { f.byeSet = false }()
	if len(pool)%2 == 0 {
		return g.pair(pool)
	}
	var levels []scoring.Points
	for _, e := range pool {
		if !e.hadBye && !slices.Contains(levels, e.score) {
			levels = append(levels, e.score)
		}
	}
	slices.Sort(levels)
	var best *pairing
	for _, l := range levels {
		f.byeSet, f.byeScore = true, l
		p, err := g.pair(pool)
		if errors.Is(err, errIncomplete) {
			continue
		}
		if err != nil {
			return nil, err
		}
		// A lower bye comes first in the engine's order; under
		// --allow-rematch the fewest rematches come before it.
		p.rank = append([]int64{-int64(l)}, p.rank...)
		if !f.rematch {
			return p, nil
		}
		if best == nil || len(p.rank) > 1 && p.rank[1] > best.rank[1] {
			best = p
		}
	}
	if best != nil {
		return best, nil
	}
	return nil, errIncomplete
}

// pair runs the engine on pool: round 1's pattern when it is legal, else
// the bracket search, exact when the look-ahead fails.
func (g *engine) pair(pool []*entrant) (*pairing, error) {
	p, ok := g.direct(pool)
	if ok {
		return p, nil
	}
	exact := g.exact
	defer func() { g.exact = exact }()
	p, err := g.run(pool)
	if errors.Is(err, errLookahead) {
		g.exact = true
		p, err = g.run(pool)
	}
	return p, err
}

// setup reads the field, applies the organiser's controls and returns the
// pool to pair with the engine that pairs it.
func setup(in Input) (*field, []*entrant, *engine, error) {
	f, err := newField(in)
	if err != nil {
		return nil, nil, nil, err
	}
	if in.Total > 0 && in.Round > in.Total {
		return nil, nil, nil, fmt.Errorf("round %d: the stage has %d rounds", in.Round, in.Total)
	}
	taken := map[int]string{}
	take := func(no int, what string) error {
		e := f.byNo[no]
		if e == nil {
			return scoring.PlayerErrorf("%s: %v is not in the stage", what, scoring.PlayerNo(no)).WithHint("'xqt player list' shows who is")
		}
		if prev, ok := taken[no]; ok {
			return scoring.PlayerErrorf("%s: %v is already %s", what, scoring.PlayerNo(no), prev).WithHint("name each player once")
		}
		if f.withdrawn(in.Players[e.pos]) {
			return scoring.PlayerErrorf("%s: %v withdrew before round %d", what, scoring.PlayerNo(no), f.number).WithHint("leave them out")
		}
		taken[no] = what
		return nil
	}
	var errs []error
	for _, no := range in.Exclude {
		if f.byNo[no] == nil {
			errs = append(errs, scoring.PlayerErrorf("excluded %v is not in the stage", scoring.PlayerNo(no)))
			continue
		}
		taken[no] = "excluded"
	}
	for _, fx := range in.Fixed {
		what := fmt.Sprintf("forced pair %d-%d", fx.Red, fx.Black)
		errs = append(errs, take(fx.Red, what), take(fx.Black, what))
	}
	for _, no := range in.Byes {
		errs = append(errs, take(no, "given bye"))
	}
	for _, no := range in.Requested {
		errs = append(errs, take(no, "requested bye"))
	}
	for _, fx := range in.Fixed {
		a, b := f.byNo[fx.Red], f.byNo[fx.Black]
		if a != nil && b != nil && a.met[b.no] && !in.AllowRematch {
			errs = append(errs, &RematchError{Red: a.no, Black: b.no})
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, nil, nil, err
	}
	var pool []*entrant
	for i, p := range in.Players {
		if _, ok := taken[p.No]; ok || f.withdrawn(p) {
			continue
		}
		pool = append(pool, f.all[i])
	}
	g := &engine{crit: chinese{f}, shape: in.Options.Bracket, dense: in.dense, key: func(e *entrant) int { return e.pos }}
	if in.Round == 1 {
		g.shape = in.Options.FirstRound
		if g.shape == "random" {
			perm := rand.New(rand.NewPCG(uint64(in.Seed), 0x78717453)).Perm(len(in.Players))
			g.key = func(e *entrant) int { return perm[e.pos] }
			g.shape = "split"
		}
	}
	g.exact = in.Options.Exact || (len(pool) <= ExactLimit && !in.Options.Lookahead)
	return f, pool, g, nil
}

// result orders the boards and allocates colours.
func (f *field) result(p *pairing, crit chinese) *Result {
	in := f.in
	type board struct {
		a, b    *entrant
		fixed   bool
		relaxed bool
	}
	relaxed := map[[2]*entrant]bool{}
	for _, r := range p.relaxed {
		relaxed[r] = true
	}
	var boards []board
	for _, fx := range in.Fixed {
		boards = append(boards, board{a: f.byNo[fx.Red], b: f.byNo[fx.Black], fixed: true})
	}
	for _, pr := range p.pairs {
		boards = append(boards, board{a: pr[0], b: pr[1], relaxed: relaxed[pr]})
	}
	// docs/rules.md 5.9: higher score first, then sum of scores, then start number.
	sort.SliceStable(boards, func(i, j int) bool {
		bi, bj := boards[i], boards[j]
		hi, hj := max(bi.a.score, bi.b.score), max(bj.a.score, bj.b.score)
		if hi != hj {
			return hi > hj
		}
		si, sj := bi.a.score+bi.b.score, bj.a.score+bj.b.score
		if si != sj {
			return si > sj
		}
		return min(bi.a.pos, bi.b.pos) < min(bj.a.pos, bj.b.pos)
	})
	res := &Result{}
	for k, bd := range boards {
		var red, black *entrant
		var why string
		switch {
		case bd.fixed:
			red, black, why = bd.a, bd.b, "forced by the organiser"
			res.Round.Notes = append(res.Round.Notes, scoring.RoundNote{Kind: scoring.NoteFixed, Red: bd.a.no, Black: bd.b.no})
		case in.Round == 1:
			// docs/rules.md 5.8: odd boards smaller number red, even boards larger.
			lo, hi := bd.a, bd.b
			if hi.pos < lo.pos {
				lo, hi = hi, lo
			}
			red, black, why = lo, hi, fmt.Sprintf("round 1, odd board: smaller start number red (%d before %d)", lo.no, hi.no)
			if (k+1)%2 == 0 {
				red, black, why = hi, lo, fmt.Sprintf("round 1, even board: larger start number red (%d after %d)", hi.no, lo.no)
			}
			if !red.can(scoring.Red) || !black.can(scoring.Black) {
				red, black, why = crit.colours(bd.a, bd.b)
			}
		default:
			red, black, why = crit.colours(bd.a, bd.b)
		}
		g := scoring.Game{Board: k + 1, Red: red.no, Black: black.no}
		res.Round.Games = append(res.Round.Games, g)
		if red.met[black.no] || black.met[red.no] {
			res.Round.Notes = append(res.Round.Notes, scoring.RoundNote{Kind: scoring.NoteRematch, Red: red.no, Black: black.no, Board: g.Board, Met: metIn(red, black.no)})
		}
		x := f.explain(g.Board, red, black)
		x.Colour, x.Fixed = why, bd.fixed
		if !bd.fixed && (!red.can(scoring.Red) || !black.can(scoring.Black)) {
			x.Relaxed = true
			for _, e := range []*entrant{red, black} {
				s := scoring.Red
				if e == black {
					s = scoring.Black
				}
				if !e.can(s) {
					res.Round.Notes = append(res.Round.Notes, scoring.RoundNote{Kind: scoring.NoteRelaxed, Player: e.no, Side: s, Board: g.Board, Limit: limitBroken(e, s)})
				}
			}
		}
		res.Boards = append(res.Boards, x)
	}
	res.Round.Byes = append(res.Round.Byes, in.Byes...)
	for _, no := range in.Byes {
		res.Round.Notes = append(res.Round.Notes, scoring.RoundNote{Kind: scoring.NoteByeGiven, Player: no})
	}
	for _, no := range in.Requested {
		if in.HalfBye {
			res.Round.HalfByes = append(res.Round.HalfByes, no)
			res.Round.Notes = append(res.Round.Notes, scoring.RoundNote{Kind: scoring.NoteByeRequested, Player: no, Half: true})
		} else {
			res.Round.Absent = append(res.Round.Absent, no)
			res.Round.Notes = append(res.Round.Notes, scoring.RoundNote{Kind: scoring.NoteByeRequested, Player: no})
		}
	}
	if p.bye != nil {
		res.Round.Byes = append(res.Round.Byes, p.bye.no)
		x := f.explain(0, p.bye, nil)
		x.Colour = "bye: the lowest score group a legal pairing allows, no bye before"
		res.Bye = &x
	}
	return res
}

// metIn lists the rounds (within the stage, from 1) in which e met no.
// metIn lists the rounds (of the stage) in which e met player no.
func metIn(e *entrant, no int) []int {
	var rs []int
	for i, o := range e.opps {
		if o == no {
			rs = append(rs, i+1)
		}
	}
	return rs
}

// limitBroken is the colour limit e breaks by playing s.
func limitBroken(e *entrant, s scoring.Side) scoring.ColourLimit {
	if e.lastTwo() == s {
		return scoring.LimitInARow
	}
	return scoring.LimitDifference
}

func (f *field) explain(board int, red, black *entrant) Board {
	x := Board{Board: board, Red: red.no, RedScore: red.score, RedColours: red.colours(), RedFloats: red.floatText()}
	if black != nil {
		x.Black, x.BlackScore, x.BlackColours, x.BlackFloats = black.no, black.score, black.colours(), black.floatText()
		switch {
		case red.score > black.score:
			x.Float = "down"
		case red.score < black.score:
			x.Float = "up"
		}
	}
	return x
}

// String prints a pairing compactly for tests and logs: "1-5 6-2 | bye 9".
func (r *Result) String() string {
	var parts []string
	for _, g := range r.Round.Games {
		parts = append(parts, fmt.Sprintf("%d-%d", g.Red, g.Black))
	}
	s := strings.Join(parts, " ")
	if len(r.Round.Byes) > 0 {
		var b []string
		for _, no := range r.Round.Byes {
			b = append(b, fmt.Sprint(no))
		}
		s += " | bye " + strings.Join(b, " ")
	}
	return s
}
