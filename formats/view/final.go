package view

import "github.com/xiangqi-org/xqt/scoring"

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
