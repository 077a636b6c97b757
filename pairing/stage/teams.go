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
	next.TeamIDs, next.TeamOrder, next.Seed, next.TeamGroups = tn.Players, tn.Order, tn.Seed, tn.Groups
	from.Closed = true
	return from, next, qs, nil
}

// MixedError says a team stage is followed by an individual one (or the
// other way round), which advancing cannot seed.
type MixedError struct{ From, To string }

func (e *MixedError) Error() string {
	return "stage " + e.From + " is a team stage and stage " + e.To + " is not: both must be team stages (--teams)"
}

// seedTeamGroups puts the teams of the current stage into its groups before
// its first round (a team stage with group_count), by its seeding, on the
// event seen as teams: best first by the previous stage's places (a first
// stage: by the members' ratings).
func seedTeamGroups(req *pairing.Request) error {
	ev := req.Event
	st := ev.CurrentStage()
	if st == nil || !st.Teams || len(st.TeamGroups) > 0 || len(ev.StageRounds(st.ID)) > 0 || st.GroupCount < 2 {
		return nil
	}
	tev := pairing.TeamEvent(ev)
	ts := tev.Stage(st.ID)
	var nos []int
	for _, p := range scoring.StagePlayers(tev, ts) {
		nos = append(nos, p.No)
	}
	if len(st.TeamIDs) == 0 {
		nos = byRating(tev, nos)
	}
	seed := func() int64 {
		if req.SeedFlag != 0 || req.NewSeed == nil {
			return max(req.SeedFlag, 1)
		}
		return req.NewSeed()
	}
	keep := ts.Players
	if err := Seed(tev, ts, nos, seed); err != nil {
		return err
	}
	st.TeamGroups, st.Seed, st.TeamIDs = ts.Groups, ts.Seed, keep
	return nil
}
