package stage

import (
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// advanceTeams advances a team event: it runs Advance on the event seen as
// teams (pairing.TeamEvent), so a team stage qualifies and seeds teams by
// the same rules as players, and copies the outcome back: the next stage's
// teams (TeamIDs), groups and order, and the current stage closed.
func advanceTeams(ev *scoring.Event, list []int, seed func() int64) (from, next *scoring.Stage, qualified []int, err error) {
	tev := pairing.TeamEvent(ev)
	tf, tn, qs, err := Advance(tev, list, seed)
	if tf == nil {
		return nil, nil, qs, err
	}
	from = ev.Stage(tf.ID)
	if tn != nil {
		next = ev.Stage(tn.ID)
	}
	if err != nil || next == nil {
		return from, next, qs, err
	}
	if !next.Teams {
		return from, next, qs, &MixedError{From: from.ID, To: next.ID}
	}
	next.TeamIDs, next.TeamOrder, next.Seed = tn.Players, tn.Order, tn.Seed
	from.Closed = true
	return from, next, qs, nil
}

// MixedError says a team stage is followed by an individual one (or the
// other way round), which advancing cannot seed.
type MixedError struct{ From, To string }

func (e *MixedError) Error() string {
	return "stage " + e.From + " is a team stage and stage " + e.To + " is not: both must be team stages (--teams)"
}
