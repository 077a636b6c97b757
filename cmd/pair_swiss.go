package cmd

import (
	"fmt"
	"strconv"

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
		t.add("", label(b.Red), b.RedScore.String(), b.RedColours, b.RedFloats, "轮空 bye", "", "", "", "", b.Colour)
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
