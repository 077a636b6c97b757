package scoring

import "testing"

// TestSystemRules: a stage's rules come from its system's entry in
// Systems, not from its id: a system registered under any name answers
// with its rules, one not known has none, and rules that contradict the
// rulebook are refused (a fixed table withdraws by 20.3; an elimination
// has no withdrawal rule: the organiser enters the forfeit).
func TestSystemRules(t *testing.T) {
	st := &Stage{System: "rotation"}
	if st.Elimination() || st.Scheduled() || WithdrawalRule(st) != "" {
		t.Errorf("an unknown system: elimination %v, scheduled %v, withdrawal %q; want none", st.Elimination(), st.Scheduled(), WithdrawalRule(st))
	}
	remove, err := RegisterSystem(SystemRules{ID: "rotation", Scheduled: true, Withdrawal: WithdrawalRoundRobin})
	if err != nil {
		t.Fatal(err)
	}
	if !st.Scheduled() || st.Elimination() || WithdrawalRule(st) != WithdrawalRoundRobin {
		t.Errorf("registered as a fixed table: scheduled %v, elimination %v, withdrawal %q", st.Scheduled(), st.Elimination(), WithdrawalRule(st))
	}
	if _, err := RegisterSystem(SystemRules{ID: "rotation"}); err == nil {
		t.Error("the same system registered twice")
	}
	remove()
	if st.Scheduled() {
		t.Error("removed, the system still plays a fixed table")
	}
	for _, r := range []SystemRules{
		{},
		{ID: "a", Scheduled: true, Withdrawal: WithdrawalSwiss},
		{ID: "b", Scheduled: true},
		{ID: "c", Elimination: true, Withdrawal: WithdrawalSwiss},
		{ID: "d", Withdrawal: "20.5"},
	} {
		if _, err := RegisterSystem(r); err == nil {
			t.Errorf("%+v: registered", r)
		}
	}
	if n := len(Systems()); n != 4 {
		t.Errorf("%d systems after the refusals, want the 4 scoring names", n)
	}
	if WithdrawalRule(nil) != "" {
		t.Error("no stage has a withdrawal rule")
	}
}
