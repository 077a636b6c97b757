package stage

import (
	"errors"
	"fmt"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// ErrNoRound says the event has no round to remove.
var ErrNoRound = errors.New("no round is paired")

// ClosedError says the latest round belongs to a stage 'xqt advance' has
// closed: removing it would change who qualified.
type ClosedError struct {
	Round int
	Stage string
}

func (e *ClosedError) Error() string {
	return fmt.Sprintf("round %d belongs to stage %s, which is closed", e.Round, e.Stage)
}

// ResultsError says the round to remove has results; Boards are the games
// with one.
type ResultsError struct {
	Round int
	Games []scoring.Game
	// Lineups are the team line-ups given for the round ('xqt lineup').
	Lineups []scoring.Lineup
}

func (e *ResultsError) Error() string {
	return fmt.Sprintf("round %d has %d result(s) and %d line-up(s)", e.Round, len(e.Games), len(e.Lineups))
}

// Entered lists the games of a round that have a result someone entered:
// a result, a match game, or fouls. A forfeit the pairing itself recorded
// for a player withdrawn before the round (article 20.3) is not one.
func Entered(ev *scoring.Event, r *scoring.Round) []scoring.Game {
	out := func(no int) bool {
		p := ev.Player(no)
		return p != nil && p.Withdrawn > 0 && p.Withdrawn <= r.Number
	}
	var games []scoring.Game
	for _, g := range r.Games {
		auto := false
		switch g.Result {
		case scoring.NoResult:
			auto = true
		case scoring.DoubleForfeit:
			auto = out(g.Red) && out(g.Black)
		case scoring.BlackForfeit:
			auto = out(g.Red) && !out(g.Black)
		case scoring.RedForfeit:
			auto = out(g.Black) && !out(g.Red)
		}
		if !auto || len(g.Games) > 0 || g.RedFouls+g.BlackFouls > 0 {
			games = append(games, g)
		}
	}
	return games
}

// Unpair removes the event's latest round, which must belong to the
// current (not closed) stage and have no results (nor team line-ups)
// unless force is set; it returns the round removed and the games with
// results it dropped.
//
// When it was the stage's first round, what that pairing fixed is cleared
// so the next pairing starts again: the table order (Stage.Order,
// TeamOrder, each group's Order), a round robin's planned rounds, and
// groups the pairing drew (a stage seeded from the roster with --groups or
// sections). The stage's seed is kept, so the same round comes back; with
// reseed it is cleared too, and the next pairing draws a new one.
func Unpair(ev *scoring.Event, force, reseed bool) (scoring.Round, []scoring.Game, error) {
	n := len(ev.Rounds)
	if n == 0 {
		return scoring.Round{}, nil, ErrNoRound
	}
	r := ev.Rounds[n-1]
	st := ev.Stage(r.Stage)
	if st == nil || st.Closed {
		return scoring.Round{}, nil, &ClosedError{Round: r.Number, Stage: r.Stage}
	}
	dropped := Entered(ev, &r)
	if (len(dropped) > 0 || len(r.Lineups) > 0) && !force {
		return scoring.Round{}, nil, &ResultsError{Round: r.Number, Games: dropped, Lineups: r.Lineups}
	}
	ev.Rounds = ev.Rounds[:n-1]
	forgetCorrections(ev, n-1)
	if len(ev.StageRounds(st.ID)) == 0 {
		resetStage(st, reseed)
	}
	return r, dropped, nil
}

// resetStage undoes what a stage's first pairing fixed (see Unpair); what
// 'xqt advance' put there (the players, groups seeded from the stage
// before, a crossover knockout's or a ladder's order) stays.
func resetStage(st *scoring.Stage, reseed bool) {
	fromAdvance := st.From != ""
	if sys, err := pairing.For(st); err != nil || !(fromAdvance && sys.TakesOrder(st)) {
		st.Order = nil
	}
	st.TeamOrder = nil
	if st.Scheduled() {
		st.Rounds = 0
	}
	drawn := !fromAdvance && (st.GroupCount > 1 || st.Seeding == "sections")
	if drawn && !st.Teams {
		st.Groups = nil
	}
	if drawn && st.Teams && st.GroupCount > 1 {
		st.TeamGroups = nil
	}
	for i := range st.Groups {
		st.Groups[i].Order = nil
	}
	for i := range st.TeamGroups {
		st.TeamGroups[i].Order = nil
	}
	if reseed {
		st.Seed = 0
	}
}

// forgetCorrections keeps the games' corrections true once only rounds up
// to latest are left: a result replaced while the removed round stood was
// the one rounds up to latest were paired on at most, and none when the
// game's own round is the latest.
func forgetCorrections(ev *scoring.Event, latest int) {
	for i := range ev.Rounds {
		r := &ev.Rounds[i]
		for j := range r.Games {
			g := &r.Games[j]
			var keep []scoring.Correction
			for _, c := range g.Corrected {
				c.Until = min(c.Until, latest)
				if c.Until > r.Number && (len(keep) == 0 || keep[len(keep)-1].Until < c.Until) {
					keep = append(keep, c)
				}
			}
			g.Corrected = keep
		}
	}
}
