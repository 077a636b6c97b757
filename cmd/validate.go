package cmd

import (
	"errors"
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// The validation on save (issue 21): every writing command refuses to
// write an event that 'xqt check' would reject. The file's own invariants
// (each value, and the whole model: formats/event/invariants.go) run when
// event.SaveMeta decodes what it is about to write; what is left is the
// pairing rules of each round's system (systemChecks), which cost the most.
// They run on the rounds a change can have broken: a round whose pairing
// changed and every later round of its stage, the rounds after one whose
// results changed (a Swiss reads the scores of the rounds before), and
// every round of a stage whose settings changed or when the players did.

// roundsSnapshot is what a change is measured against: a hash of the pairing and
// of the results of every round, of every stage's settings, and of the
// players.
type roundsSnapshot struct {
	pairing, results []uint64
	stages           map[string]uint64
	players          uint64
}

func hashOf(parts ...any) uint64 {
	h := fnv.New64a()
	fmt.Fprint(h, parts...)
	return h.Sum64()
}

func takeRoundsSnapshot(ev *scoring.Event) roundsSnapshot {
	s := roundsSnapshot{stages: map[string]uint64{}}
	var b strings.Builder
	for _, r := range ev.Rounds {
		b.Reset()
		fmt.Fprint(&b, r.Stage, r.Byes, r.HalfByes, r.Absent, r.Matches, r.TeamByes, r.Lineups, r.Cards)
		for _, g := range r.Games {
			fmt.Fprint(&b, g.Board, g.Red, g.Black, g.Group, g.Match, g.TeamBoard, ";")
		}
		h := fnv.New64a()
		h.Write([]byte(b.String()))
		s.pairing = append(s.pairing, h.Sum64())
		b.Reset()
		for _, g := range r.Games {
			fmt.Fprint(&b, g.Result, g.RedFouls, g.BlackFouls, g.Note, g.Withdrawal, g.Chooser, g.Lots, g.Games, ";")
		}
		h = fnv.New64a()
		h.Write([]byte(b.String()))
		s.results = append(s.results, h.Sum64())
	}
	for _, st := range ev.Stages {
		s.stages[st.ID] = hashOf(fmt.Sprintf("%+v", st))
	}
	s.players = hashOf(fmt.Sprintf("%+v%+v", ev.Players, ev.Teams))
	return s
}

// changedRounds says which rounds of ev (by index) the pairing rules must
// check again after a change from before; nil (no roundsSnapshot) checks all.
func changedRounds(before *roundsSnapshot, ev *scoring.Event) func(i int) bool {
	if before == nil {
		return func(int) bool { return true }
	}
	now := takeRoundsSnapshot(ev)
	if now.players != before.players {
		return func(int) bool { return true }
	}
	from := map[string]int{} // the first round index of a stage to check
	mark := func(stage string, i int) {
		if k, ok := from[stage]; !ok || i < k {
			from[stage] = i
		}
	}
	for i, r := range ev.Rounds {
		st := ev.Stage(r.Stage)
		switch {
		case st == nil:
		case before.stages[st.ID] != now.stages[st.ID]:
			mark(st.ID, 0)
		case i >= len(before.pairing) || before.pairing[i] != now.pairing[i]:
			mark(st.ID, i)
		case before.results[i] != now.results[i]:
			mark(st.ID, i+1)
		}
	}
	return func(i int) bool {
		k, ok := from[ev.Rounds[i].Stage]
		return ok && i >= k
	}
}

// validateSave runs the pairing rules over the rounds a change can have
// broken and refuses the change if any breaks them, naming the round and
// the rule. before is the event as loaded (nil: check every round).
func validateSave(before *roundsSnapshot, ev *scoring.Event) error {
	at := func(int) string { return "" } // the rules' messages name the round
	errs, _ := splitWarnings(systemChecksOf(ev, at, changedRounds(before, ev)))
	if len(errs) == 0 {
		return nil
	}
	return invalidf("this change would leave an event that 'xqt check' refuses, so nothing was written:\n%v", errors.Join(errs...))
}
