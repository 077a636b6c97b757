package view

import (
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

// FinalPlaces are the final places across the stages (stage.FinalPlaces)
// when the event has more than one stage with rounds and the view shows
// every round (after 0); ok is false when there are none to show.
func FinalPlaces(ev *scoring.Event, after int) (places []stage.Place, ok bool, err error) {
	played := 0
	for _, st := range ev.Stages {
		if len(ev.StageRounds(st.ID)) > 0 {
			played++
		}
	}
	if played < 2 || after > 0 {
		return nil, false, nil
	}
	places, err = stage.FinalPlaces(ev)
	if err != nil {
		return nil, false, err
	}
	return places, true, nil
}

// StageName is the stage's name as the views print it: its name, else its
// ID.
func StageName(ev *scoring.Event, id string) string {
	if st := ev.Stage(id); st != nil && st.Name != "" {
		return st.Name
	}
	return id
}
