package swiss

import (
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestCheckWithdrawnAfterPairing is article 20.4 (在积分编排制比赛中，不论是否过半，
// 已赛结果均有效，未赛对局均作弃权，对方获胜): player 3 withdrew after round 2
// was paired, so board 2 is a forfeit won by his opponent, noted as decided
// by the withdrawal (Game.Withdrawal). Check accepts it (no error, no advice: the engine,
// which leaves player 3 out, could not pair that round), and refuses the
// same board without the mark: a withdrawn player is not paired.
func TestCheckWithdrawnAfterPairing(t *testing.T) {
	table, _ := scoringPreset()
	opts, _ := ParseOptions(nil)
	ps := players(6)
	ps[2].Withdrawn = 2
	in := Input{Players: ps, Table: table, Options: opts, Round: 2, Total: 3, Number: 2, Rounds: rounds(t, "1-4 1-0, 5-2 1-0, 3-6 =")}
	r := rounds(t, "", "5-1 1-0, 2-3 +-, 6-4 =")[1]
	r.Games[1].Withdrawal = scoring.WithdrawalSwiss
	vs, err := Check(in, r)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		t.Errorf("a forfeit decided by the withdrawal: got %s %q, want nothing", v.Rule, v.Message)
	}
	r.Games[1].Withdrawal = ""
	vs, err = Check(in, r)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, v := range vs {
		found = found || v.Rule == "withdrawn" && !v.Warning
	}
	if !found {
		t.Errorf("the same board without the mark: got %v, want a withdrawn error", vs)
	}
}
