package scoring

import (
	"slices"
	"time"
)

// Change is one write of the event file, kept with the event in its log
// ('xqt log'): when, by which command, by whom, and what it changed that
// the command line alone does not say.
type Change struct {
	Time    time.Time
	Command string // the command line as typed: "xqt result spring.yaml 2 3 1-0"
	Who     string // the user who ran it, "" when not known
	// Note says what the command changed beyond its words: a result
	// corrected after the next round was paired (old → new), the results
	// an 'xqt unpair --force' dropped.
	Note string
}

// Correction is a result a game had until it was corrected after a later
// round was paired: the rounds up to Until were paired on Was, and their
// published pairings stay as they were.
type Correction struct {
	Was   Result
	Until int // the last round (event numbering) paired while Was stood
}

// AsPaired returns rounds (earlier than round number) with each game's
// result as it stood when round number was paired: a game corrected later
// shows the result it had then. The rounds given are not changed.
func AsPaired(rounds []Round, number int) []Round {
	out := rounds
	cloned := map[int]bool{}
	for i, r := range rounds {
		for j, g := range r.Games {
			for _, c := range g.Corrected {
				if c.Until < number {
					continue
				}
				if len(cloned) == 0 {
					out = slices.Clone(rounds)
				}
				if !cloned[i] {
					out[i].Games, cloned[i] = slices.Clone(r.Games), true
				}
				out[i].Games[j].Result = c.Was
				break
			}
		}
	}
	return out
}
