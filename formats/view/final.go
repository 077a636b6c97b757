package view

import (
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

// ShowsFinalPlaces reports whether the views list final places across the
// stages (stage.FinalPlaces): when the event has more than one stage with
// rounds and the view shows every round (after 0).
func ShowsFinalPlaces(ev *scoring.Event, after int) bool {
	played := 0
	for _, st := range ev.Stages {
		if len(ev.StageRounds(st.ID)) > 0 {
			played++
		}
	}
	return played >= 2 && after == 0
}

// StageName is the stage's name as the views print it: its name, else its
// ID.
func StageName(ev *scoring.Event, id string) string {
	if st := ev.Stage(id); st != nil && st.Name != "" {
		return st.Name
	}
	return id
}

// FinalPlaces are the final places across the stages (stage.FinalPlaces);
// a team event's are its teams' (pairing.TeamEvent).
func FinalPlaces(ev *scoring.Event) ([]stage.Place, error) {
	if len(ev.Stages) > 0 && ev.Stages[0].Teams {
		ev = pairing.TeamEvent(ev)
	}
	return stage.FinalPlaces(ev)
}
