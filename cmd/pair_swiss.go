package cmd

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/swiss"
	"github.com/xiangqi-org/xqt/scoring"
)

// explainSwiss prints why each board of a CXA Swiss round was paired as it
// was (xqt pair --explain): scores, colour histories, floats and the colour
// rule. Other systems have nothing to explain and print nothing.
func explainSwiss(opts *pairOptions, ev *scoring.Event, res *pairing.Result) error {
	sr, ok := res.Explain.(*swiss.Result)
	if !ok {
		return nil
	}
	label := func(no int) string { return playerLabel(ev, no) }
	if len(res.Round.Matches) > 0 { // a team Swiss pairs teams
		label = func(no int) string { return fmt.Sprintf("%s (%d)", teamName(ev, no), no) }
	}
	w := opts.f.IO.Out
	if opts.JSON {
		w = opts.f.IO.Err
	}
	t := &table{header: []string{"台 Board", "红方 Red", "分 Pts", "色 Colours", "浮 Floats", "黑方 Black", "分 Pts", "色 Colours", "浮 Floats", "升降 Float", "先后 Why red"},
		right: map[int]bool{0: true, 2: true, 6: true}}
	for _, b := range sr.Boards {
		why := b.Colour
		if b.Relaxed {
			why += " (relaxed)"
		}
		t.add(strconv.Itoa(b.Board), label(b.Red), b.RedScore.String(), b.RedColours, b.RedFloats,
			label(b.Black), b.BlackScore.String(), b.BlackColours, b.BlackFloats, b.Float, why)
	}
	if b := sr.Bye; b != nil {
		t.add("", label(b.Red), b.RedScore.String(), b.RedColours, b.RedFloats, view.Both(view.TermBye), "", "", "", "", b.Colour)
	}
	fmt.Fprintf(w, "编排说明 Pairing explained (colours R red B black - none; floats D down U up)\n")
	if err := t.write(w, opts.f.aligned(opts.cmd)); err != nil {
		return err
	}
	for _, n := range res.Round.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
	return nil
}

// roundsWarning warns when stage st asks for more rounds than its players
// can play without rematches under its system (pairing.MaxRounds: a
// Swiss; docs/swiss.md, no dead ends).
func roundsWarning(f *Factory, ev *scoring.Event, st *scoring.Stage) {
	if st.Teams {
		return
	}
	n := len(scoring.StagePlayers(ev, st))
	if m, bound := pairing.MaxRounds(st, n); bound && st.Rounds > m {
		fmt.Fprintf(f.IO.Err, "warning: stage %s asks for %d rounds, but %d players can play at most %d without rematches; a round robin ('xqt init --system round-robin') plays every pairing once, or 'xqt pair --allow-rematch' pairs the last rounds with the fewest rematches\n", st.ID, st.Rounds, n, m)
	}
}

// entryWarnings is roundsWarning, after a roster is imported, for each
// stage that takes the roster and has no round yet.
func entryWarnings(f *Factory, ev *scoring.Event) {
	for i := range ev.Stages {
		st := &ev.Stages[i]
		if st.From == "" && len(ev.StageRounds(st.ID)) == 0 {
			roundsWarning(f, ev, st)
		}
	}
}

// swissNotes tells the organiser, after a CXA Swiss round is paired, what
// the pairing cannot show: at round 1 that the stage asks for more rounds
// than the field can play without rematches, that the look-ahead replaced
// the best pairing, and that requested byes left an odd field.
func swissNotes(f *Factory, ev *scoring.Event, res *pairing.Result) {
	sr, ok := res.Explain.(*swiss.Result)
	if !ok {
		return
	}
	if st := ev.Stage(res.Round.Stage); st != nil && len(ev.StageRounds(st.ID)) == 1 {
		roundsWarning(f, ev, st)
	}
	if sr.AheadChanged {
		fmt.Fprintf(f.IO.Err, "note: the best pairing by score would leave later rounds without a rematch-free pairing; this one leaves the next %d round(s) pairable (docs/swiss.md, no dead ends)\n", sr.Ahead)
	}
	if sr.Bye != nil && len(res.Round.HalfByes)+len(res.Round.Absent) > 0 && res.Round.Has(scoring.NoteByeRequested, nil) {
		fmt.Fprintf(f.IO.Err, "note: with the requested bye(s) the rest of the field is odd: %s has the pairing bye\n", playerLabel(ev, sr.Bye.Red))
	}
}

// checkWarning is advice from a system's checker (xqt check prints it
// and does not fail).
type checkWarning struct{ error }

// keepWarning returns shown (the rendered form of e) marked as a warning
// when e is a pairing.Warning.
func keepWarning(e, shown error) error {
	var w *pairing.Warning
	if errors.As(e, &w) {
		return checkWarning{shown}
	}
	return shown
}

// splitWarnings separates the warnings from the errors of systemChecks.
func splitWarnings(all []error) (errs, warns []error) {
	for _, e := range all {
		if _, ok := e.(checkWarning); ok {
			warns = append(warns, e)
		} else {
			errs = append(errs, e)
		}
	}
	return errs, warns
}
