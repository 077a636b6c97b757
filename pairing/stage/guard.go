package stage

import (
	"fmt"
	"slices"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// WithdrawnResultError says a result was entered for a round-robin or Swiss
// game that a withdrawal already decided (article 20.3, 20.4).
type WithdrawnResultError struct {
	Round, Board, Player int
	Swiss                bool // 20.4, not 20.3
}

func (e *WithdrawnResultError) Error() string { return e.Named(nil) }

// Named is the message with the player written by label (nil: "player N").
func (e *WithdrawnResultError) Named(label func(no int) string) string {
	if e.Swiss {
		return scoring.PlayerErrorf("round %d, board %d: %v withdrew before this round, so article 20.4 decides the game (a forfeit won by the opponent): it takes no result", e.Round, e.Board, scoring.PlayerNo(e.Player)).Named(label)
	}
	return scoring.PlayerErrorf("round %d, board %d: %v withdrew before this round, so article 20.3 decides the game (a forfeit won by the opponent, or cancelled with all the player's results when they met fewer than half of their opponents): it takes no result", e.Round, e.Board, scoring.PlayerNo(e.Player)).Named(label)
}

// QualifierChangeError says a change in a closed stage would change who
// qualified for a later stage that already has results.
type QualifierChangeError struct {
	From, To    string
	Now, Before []int
}

func (e *QualifierChangeError) Error() string {
	return fmt.Sprintf("this change in stage %s would change who qualified for stage %s (%v instead of %v), which already has results", e.From, e.To, e.Now, e.Before)
}

// Guard checks an event after a change (a result entered or corrected, a
// player withdrawn) against what the rules and later stages depend on: the
// games of a player withdrawn from a round robin or from a Swiss round
// already paired take no result but the one article 20.3 or 20.4 gives
// (filled in here where still empty), and a stage seeded
// from a closed one keeps its qualifiers once it has results (before that it
// is seeded again, with the same seed). On error the caller drops the change.
func Guard(ev *scoring.Event, seed func() int64) error {
	for ri := range ev.Rounds {
		r := &ev.Rounds[ri]
		st := ev.Stage(r.Stage)
		if scoring.WithdrawalRule(st) == "" {
			continue
		}
		pairing.ForfeitWithdrawn(ev, r)
		for _, g := range r.Games {
			for _, no := range []int{g.Red, g.Black} {
				if p := ev.Player(no); p != nil && p.Withdrawn > 0 && p.Withdrawn <= r.Number && g.Withdrawal == "" {
					return &WithdrawnResultError{Round: r.Number, Board: g.Board, Player: no, Swiss: !st.Scheduled()}
				}
			}
			if g.Withdrawal != "" && !withdrawnResult(ev, r, g) {
				return &WithdrawnResultError{Round: r.Number, Board: g.Board, Player: withdrawnOf(ev, r.Number, g), Swiss: !st.Scheduled()}
			}
		}
	}
	for i := range ev.Stages {
		to := &ev.Stages[i]
		if to.From == "" || len(to.Players) == 0 {
			continue
		}
		from := ev.Stage(to.From)
		if from == nil || !from.Closed {
			continue
		}
		q, err := scoring.ParseQualify(to.Qualify)
		if err != nil {
			return err
		}
		work := *from
		if to.QualifyAfter > 0 {
			work.QualifyAfter = to.QualifyAfter
		}
		now, err := Qualifiers(ev, &work, q, to.Players)
		started := len(ev.StageRounds(to.ID)) > 0
		if err != nil {
			if started {
				return fmt.Errorf("this change in stage %s leaves the qualification for stage %s undecided, and stage %s already has results: %w", from.ID, to.ID, to.ID, err)
			}
			return err
		}
		if sameSet(now, to.Players) {
			continue
		}
		if started {
			return &QualifierChangeError{From: from.ID, To: to.ID, Now: now, Before: slices.Clone(to.Players)}
		}
		if err := Seed(ev, to, now, seed); err != nil {
			return err
		}
	}
	return nil
}

// withdrawnResult reports whether g holds the result 20.3 or 20.4 gives it.
func withdrawnResult(ev *scoring.Event, rd *scoring.Round, g scoring.Game) bool {
	want := scoring.Game{Red: g.Red, Black: g.Black}
	r := scoring.Round{Number: rd.Number, Stage: rd.Stage, Games: []scoring.Game{want}}
	pairing.ForfeitWithdrawn(ev, &r)
	return r.Games[0].Result == g.Result
}

func withdrawnOf(ev *scoring.Event, round int, g scoring.Game) int {
	for _, no := range []int{g.Red, g.Black} {
		if p := ev.Player(no); p != nil && p.Withdrawn > 0 && p.Withdrawn <= round {
			return no
		}
	}
	return g.Red
}

func sameSet(a, b []int) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
