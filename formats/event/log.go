package event

import (
	"time"

	"github.com/xiangqi-org/xqt/scoring"
)

// The event's change log (scoring.Event.Log), written last in the file so
// the parts an organiser edits by hand stay at the top.

type fileChange struct {
	Time    string `yaml:"time"` // RFC 3339, to the second, with the writer's offset
	Command string `yaml:"command"`
	Who     string `yaml:"who,omitempty"`
	Note    string `yaml:"note,omitempty"`
}

// fileCorrection is a result a game had until a correction made after a
// later round was paired (scoring.Correction).
type fileCorrection struct {
	Was   string `yaml:"was"`
	Until int    `yaml:"until_round"`
}

// logToFile writes ev's log, and the games' corrections, into f (made by
// toFile from the same event, so rounds and games line up by index).
func logToFile(ev *scoring.Event, f *file) {
	for i, r := range ev.Rounds {
		for j, g := range r.Games {
			for _, c := range g.Corrected {
				f.Rounds[i].Games[j].Corrected = append(f.Rounds[i].Games[j].Corrected, fileCorrection{Was: c.Was.String(), Until: c.Until})
			}
		}
	}
	for _, c := range ev.Log {
		f.Log = append(f.Log, fileChange{Time: c.Time.Format(time.RFC3339), Command: c.Command, Who: c.Who, Note: c.Note})
	}
}

// logFromFile reads f's log and the games' corrections into ev; a time that is not RFC 3339 is an
// error at its line.
func logFromFile(f *file, ev *scoring.Event, c *checker) {
	for i, fr := range f.Rounds {
		for j, fg := range fr.Games {
			if i >= len(ev.Rounds) || j >= len(ev.Rounds[i].Games) {
				continue
			}
			g := &ev.Rounds[i].Games[j]
			for k, fc := range fg.Corrected {
				path := at("rounds", i, "games", j, "corrected", k)
				res, err := scoring.ParseResult(fc.Was)
				if err != nil || res == scoring.NoResult {
					c.add(path, "round %d, board %d: corrected from %q, which is not a result", fr.Round, g.Board, fc.Was)
				}
				if fc.Until <= fr.Round || fc.Until > len(f.Rounds) {
					c.add(path, "round %d, board %d: until_round %d must be a later round that exists", fr.Round, g.Board, fc.Until)
				}
				g.Corrected = append(g.Corrected, scoring.Correction{Was: res, Until: fc.Until})
			}
		}
	}
	for i, fc := range f.Log {
		t, err := time.Parse(time.RFC3339, fc.Time)
		if err != nil {
			c.add([]any{"log", i, "time"}, "log entry %d: time %q is not a date and time such as 2026-03-14T09:30:00+08:00", i+1, fc.Time)
		}
		ev.Log = append(ev.Log, scoring.Change{Time: t, Command: fc.Command, Who: fc.Who, Note: fc.Note})
	}
}
