package scoring

import (
	"fmt"
	"slices"
)

// SystemRules is what scoring's rules, and the packages above it, need to
// know of a pairing system to score, rank and check a stage of it. The
// stages ask these, never the system's id: a new system is one more entry
// (pairing.Register adds it with the rest of the system).
type SystemRules struct {
	ID System
	// Elimination: every match must have a winner and players are ranked
	// by how far they got, not by points (a knockout, a step-ladder).
	Elimination bool
	// Scheduled: the stage plays a fixed table (a round robin), so
	// everyone has the bye once and it scores nothing, and a withdrawal
	// follows article 20.3.
	Scheduled bool
	// Withdrawal is the article by which a withdrawal decides the games a
	// withdrawn player was due to play (20.3, 20.4), "" for none (a
	// knockout: the organiser enters the forfeit).
	Withdrawal Withdrawal
}

// systems are the rules of the systems scoring names, in the catalogue's
// order; RegisterSystem adds to them.
var systems = []SystemRules{
	{ID: RoundRobin, Scheduled: true, Withdrawal: WithdrawalRoundRobin},
	{ID: Swiss, Withdrawal: WithdrawalSwiss},
	{ID: Knockout, Elimination: true},
	{ID: Ladder, Elimination: true},
}

// Systems returns the rules of every system known, in order.
func Systems() []SystemRules { return slices.Clone(systems) }

// RulesOf returns the rules of system id, and whether it is known.
func RulesOf(id System) (SystemRules, bool) {
	i := slices.IndexFunc(systems, func(r SystemRules) bool { return r.ID == id })
	if i < 0 {
		return SystemRules{ID: id}, false
	}
	return systems[i], true
}

// Rules returns the rules of the stage's system; a system not known has
// none of them (ranked by points, no fixed table, no withdrawal rule).
func (s *Stage) Rules() SystemRules {
	r, _ := RulesOf(s.System)
	return r
}

// RegisterSystem adds the rules of a new system and returns the function
// that takes them out again. Like pairing.Register, which calls it, it is
// meant for a program's (or a test's) start, before any event is read.
// Rules that contradict each other are refused: a fixed table withdraws by
// article 20.3, an elimination by none.
func RegisterSystem(r SystemRules) (remove func(), err error) {
	switch {
	case r.ID == "":
		return nil, fmt.Errorf("a system's rules need its id")
	case slices.ContainsFunc(systems, func(k SystemRules) bool { return k.ID == r.ID }):
		return nil, fmt.Errorf("system %s has its rules already", r.ID)
	case r.Withdrawal != "" && !slices.Contains(Withdrawals, r.Withdrawal):
		return nil, fmt.Errorf("system %s: withdrawal %q is no article of 20.3 or 20.4", r.ID, r.Withdrawal)
	case r.Scheduled && r.Withdrawal != WithdrawalRoundRobin:
		return nil, fmt.Errorf("system %s: a fixed table withdraws by article 20.3", r.ID)
	case r.Elimination && (r.Scheduled || r.Withdrawal != ""):
		return nil, fmt.Errorf("system %s: an elimination has no fixed table and no withdrawal rule", r.ID)
	}
	systems = append(systems, r)
	return func() {
		systems = slices.DeleteFunc(systems, func(k SystemRules) bool { return k.ID == r.ID })
	}, nil
}
