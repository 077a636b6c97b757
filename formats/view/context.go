package view

import (
	"fmt"
	"sort"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// Context is one stage of an event, or one group of a group stage seen as
// a stage of its own (scoring.Event.GroupView), as every view shows it.
type Context struct {
	Stage *scoring.Stage // the stage, or the group's view of it
	// StageNo is the stage's place in the event (1-based); GroupNo the
	// group's place in the stage (1-based), 0 for a whole stage.
	StageNo, GroupNo int
	Group            string // the group's ID, "" for a whole stage
	// Several is true when the event has more than one stage, so a view
	// names the stage in its headings.
	Several bool
	Players []scoring.Player // the field, by start number
	Order   []int            // start numbers in table order (round robin)
	Rounds  []scoring.Round  // the stage's rounds up to the cut-off
	Table   scoring.Table    // the points table of the stage
	// Standings[k] is the standings after the first k rounds of Rounds;
	// Standings[0] is before the first round.
	Standings []*tiebreak.Standings
	// KO is a knockout stage worked out from its rounds up to the
	// cut-off; nil for the other systems.
	KO *knockout.State
	// System is the stage's system, which says how the stage is ranked
	// and which tables it has (pairing.System).
	System pairing.System
	// Placed ranks a stage whose system ranks by places (pairing.Placer),
	// from the rounds up to the cut-off; nil for a stage ranked by points.
	Placed []pairing.Placed
}

// Contexts works out every stage of ev, group by group for a group stage,
// from the rounds numbered up to after (0: every round). An event without
// stages is one Swiss stage of all its rounds.
func Contexts(ev *scoring.Event, after int) ([]*Context, error) {
	cut := Cut(ev, after)
	stages := ev.Stages
	if len(stages) == 0 {
		stages = []scoring.Stage{{System: scoring.Swiss}}
	}
	var out []*Context
	for i := range stages {
		st := &stages[i]
		if len(st.Groups) == 0 {
			c, err := newContext(ev, cut, st, false, nil, len(stages) > 1)
			if err != nil {
				return nil, err
			}
			c.StageNo = i + 1
			out = append(out, c)
			continue
		}
		for j := range st.Groups {
			v, rs := cut.GroupView(st, &st.Groups[j])
			c, err := newContext(ev, cut, &v, true, rs, len(stages) > 1)
			if err != nil {
				return nil, err
			}
			c.StageNo, c.GroupNo, c.Group = i+1, j+1, st.Groups[j].ID
			out = append(out, c)
		}
	}
	return out, nil
}

// Cut is ev with only the rounds numbered up to after; ev itself when
// after is 0.
func Cut(ev *scoring.Event, after int) *scoring.Event {
	if after <= 0 {
		return ev
	}
	c := *ev
	c.Rounds = nil
	for _, r := range ev.Rounds {
		if r.Number <= after {
			c.Rounds = append(c.Rounds, r)
		}
	}
	return &c
}

// newContext works out stage st of the event cut, or a group's view of
// it (group true) with the group's rounds groupRounds. Standings are computed over the
// whole event's players and table (ev), from the cut rounds.
func newContext(ev, cut *scoring.Event, st *scoring.Stage, group bool, groupRounds []scoring.Round, several bool) (*Context, error) {
	sys, err := pairing.For(st)
	if err != nil {
		return nil, err
	}
	c := &Context{Stage: st, Several: several, Table: ev.TableFor(st), System: sys}
	if len(st.Players) == 0 {
		c.Players = append(c.Players, ev.Players...)
	} else {
		for _, no := range st.Players {
			if p := ev.Player(no); p != nil {
				c.Players = append(c.Players, *p)
			}
		}
	}
	sort.SliceStable(c.Players, func(i, j int) bool { return c.Players[i].No < c.Players[j].No })
	if len(st.Order) == len(c.Players) && len(st.Order) > 0 {
		c.Order = st.Order
	} else {
		for _, p := range c.Players {
			c.Order = append(c.Order, p.No)
		}
	}
	source := cut.Rounds
	if group {
		source = groupRounds
	}
	for _, r := range source {
		if r.Stage != st.ID && len(ev.Stages) > 0 {
			continue
		}
		if group && len(r.Games)+len(r.Byes)+len(r.HalfByes) == 0 {
			continue // the group's table ran out before a bigger group's
		}
		c.Rounds = append(c.Rounds, r)
	}
	if sys.Views().Has(pairing.ViewBracket) && !st.Teams { // a team knockout is ranked as teams (formats/xlsx teams.go)
		ks, err := knockout.Resolve(cut, st)
		if err != nil {
			return nil, fmt.Errorf("stage %s: %w", st.ID, err)
		}
		c.KO = ks
	}
	if pl, ok := sys.(pairing.Placer); ok && sys.Ranking() == pairing.ByPlaces && !st.Teams {
		ps, err := pl.Places(cut, st)
		if err != nil {
			return nil, fmt.Errorf("stage %s: %w", st.ID, err)
		}
		c.Placed = ps
	}
	for k := 0; k <= len(c.Rounds); k++ {
		s, err := tiebreak.Compute(tiebreak.StageInput(ev, st, c.Rounds[:k]))
		if err != nil {
			return nil, fmt.Errorf("stage %s: standings after %d rounds: %w", st.ID, k, err)
		}
		c.Standings = append(c.Standings, s)
	}
	return c, nil
}

// Final is the standings after every round of the context.
func (c *Context) Final() *tiebreak.Standings { return c.Standings[len(c.Standings)-1] }

// Complete reports whether round k (0-based in Rounds) has every result: a
// game left open by a player who withdrew counts as the forfeit the
// standings make of it.
func (c *Context) Complete(k int) bool {
	for _, rec := range c.Standings[k+1].Records {
		if rec.Entries[k].Kind == scoring.KindPending {
			return false
		}
	}
	return true
}

// HasClubs reports whether any player of the field has a club.
func (c *Context) HasClubs() bool {
	for _, p := range c.Players {
		if p.Club != "" {
			return true
		}
	}
	return false
}

// LastRound is the number of the context's last round, 0 before any.
func (c *Context) LastRound() int {
	if len(c.Rounds) == 0 {
		return 0
	}
	return c.Rounds[len(c.Rounds)-1].Number
}

// Implied is the result the standings give game g of round k (0-based)
// when none is entered: the forfeit a withdrawal makes of it (RedForfeit,
// BlackForfeit), cancelled (ok, with NoResult), or ok false while the game
// is simply not entered yet.
func (c *Context) Implied(k int, g scoring.Game) (r scoring.Result, ok bool) {
	rec := c.Standings[k+1].Records[g.Red]
	if rec == nil {
		return scoring.NoResult, false
	}
	switch rec.Entries[k].Kind {
	case scoring.KindForfeitWin:
		return scoring.RedForfeit, true
	case scoring.KindForfeitLoss:
		return scoring.BlackForfeit, true
	case scoring.KindCancelled:
		return scoring.NoResult, true
	}
	return scoring.NoResult, false
}

// ImpliedText is Implied as the views print it: the forfeit's text, "*"
// for a cancelled game, "" while the game is not entered yet.
func (c *Context) ImpliedText(lang string, k int, g scoring.Game) string {
	r, ok := c.Implied(k, g)
	switch {
	case !ok:
		return ""
	case r == scoring.NoResult:
		return "*"
	}
	return ResultText(lang, r)
}

// OpenBoards are the boards of round k (0-based) still without a result,
// a withdrawn player's open game not among them (Implied).
func (c *Context) OpenBoards(k int, r scoring.Round) []int {
	var boards []int
	for _, g := range r.Games {
		if _, ok := c.Implied(k, g); g.Result == scoring.NoResult && !ok {
			boards = append(boards, g.Board)
		}
	}
	return boards
}

// InStage is player p as the context's tables remark them: a withdrawal
// (or late entry) dated in another stage's rounds is not this stage's, so
// it is left out (a group's standings do not say 第8轮起退赛 of a final
// played later).
func (c *Context) InStage(p scoring.Player) scoring.Player {
	if len(c.Rounds) == 0 {
		return p
	}
	first, last := c.Rounds[0].Number, c.LastRound()
	if p.Withdrawn > 0 && (p.Withdrawn < first || p.Withdrawn > last) {
		p.Withdrawn = 0
	}
	if p.Joined > 1 && (p.Joined <= first || p.Joined > last) {
		p.Joined = 0
	}
	return p
}

// Withdrawn reports whether player no has withdrawn by round (退赛 from
// that round on).
func Withdrawn(ev *scoring.Event, no, round int) bool {
	p := ev.Player(no)
	return p != nil && p.Withdrawn > 0 && p.Withdrawn <= round
}

// StageOver reports whether the standings after the first k rounds of the
// context are st's final ones (st the stage or the group's view of it, ev
// the event as exported): k is every round there is, and the stage plays no
// more (its fixed number of rounds, or as many as its system plans). A
// table after round 2 of 5 is not final: its shared first place is no call
// for a play-off yet (article 15.6).
func (c *Context) StageOver(ev *scoring.Event, st *scoring.Stage, k int) bool {
	if k != len(c.Rounds) {
		return false
	}
	planned := pairing.Planned(ev, st)
	return st.Rounds == 0 || k >= st.Rounds || planned > 0 && k >= planned
}
