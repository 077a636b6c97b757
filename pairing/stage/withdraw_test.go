package stage

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// TestGuardSwissWithdrawal is article 20.4: 在积分编排制比赛中，不论是否过半，已赛结果均有效，
// 未赛对局均作弃权，对方获胜. Player 3 withdraws from round 2 after it was paired:
// his board becomes a forfeit won by player 2, noted as the withdrawal's,
// and takes no other result; round 1 stands.
//
//	R1  1-4 1-0   2-5 0-1   3-6 =
//	R2  5-1 1-0   2-3 +- (3 withdrew)   6-4 =
//
// At 2/1/0: 5 2+2 = 4; 1 2+0 = 2; 2 0+2 = 2 (the forfeit win); 6 1+1 = 2;
// 3 1+0 = 1 (his draw kept: 20.4 keeps every result); 4 0+1 = 1.
func TestGuardSwissWithdrawal(t *testing.T) {
	ev := &scoring.Event{Points: mustTable(t, "cxa2011"), Stages: []scoring.Stage{{ID: "main", System: scoring.Swiss, Rounds: 3, Tiebreaks: []string{"cxa2011-swiss-bh"}}}}
	for no := 1; no <= 6; no++ {
		ev.Players = append(ev.Players, scoring.Player{No: no})
	}
	g := func(b, red, black int, r scoring.Result) scoring.Game {
		return scoring.Game{Board: b, Red: red, Black: black, Result: r}
	}
	ev.Rounds = []scoring.Round{
		{Number: 1, Stage: "main", Games: []scoring.Game{g(1, 1, 4, scoring.RedWins), g(2, 2, 5, scoring.BlackWins), g(3, 3, 6, scoring.Draw)}},
		{Number: 2, Stage: "main", Games: []scoring.Game{g(1, 5, 1, scoring.NoResult), g(2, 2, 3, scoring.NoResult), g(3, 6, 4, scoring.NoResult)}},
	}
	ev.Players[2].Withdrawn = 2
	if err := Guard(ev, func() int64 { return 1 }); err != nil {
		t.Fatal(err)
	}
	b2 := ev.Rounds[1].Games[1]
	if b2.Result != scoring.RedForfeit || b2.Withdrawal != scoring.WithdrawalSwiss || b2.Note != "" {
		t.Fatalf("round 2 board 2: got %v %q note %q, want +- marked %q", b2.Result, b2.Withdrawal, b2.Note, scoring.WithdrawalSwiss)
	}
	// a result typed over it is refused
	bad := *ev
	bad.Rounds = append([]scoring.Round(nil), ev.Rounds...)
	bad.Rounds[1].Games = append([]scoring.Game(nil), ev.Rounds[1].Games...)
	bad.Rounds[1].Games[1].Result = scoring.BlackWins
	if err := Guard(&bad, func() int64 { return 1 }); err == nil {
		t.Error("a result for the withdrawn player's game: accepted, want refused")
	}
	// a file where the forfeit was typed by hand, without the mark (before
	// xqt did it for a Swiss), once with an organiser's note: the mark is
	// added, the note kept, and the file is valid
	for _, note := range []string{"", "left at noon"} {
		hand := *ev
		hand.Rounds = append([]scoring.Round(nil), ev.Rounds...)
		hand.Rounds[1].Games = append([]scoring.Game(nil), ev.Rounds[1].Games...)
		hand.Rounds[1].Games[1].Withdrawal, hand.Rounds[1].Games[1].Note = "", note
		hg := &hand.Rounds[1].Games[1]
		if err := Guard(&hand, func() int64 { return 1 }); err != nil || hg.Withdrawal != scoring.WithdrawalSwiss || hg.Note != note {
			t.Errorf("a hand-typed +- for the withdrawal, note %q: err %v, mark %q note %q; want it adopted", note, err, hg.Withdrawal, hg.Note)
		}
	}
	ev.Rounds[1].Games[0].Result = scoring.RedWins
	ev.Rounds[1].Games[2].Result = scoring.Draw
	st := &ev.Stages[0]
	s, err := tiebreak.Compute(tiebreak.StageInput(ev, st, ev.Rounds))
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]scoring.Points{}
	for _, r := range s.Rows {
		got[r.No] = r.Points
	}
	want := map[int]scoring.Points{5: scoring.P(4), 1: scoring.P(2), 2: scoring.P(2), 6: scoring.P(2), 3: scoring.P(1), 4: scoring.P(1)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("points after round 2 (-want +got):\n%s", diff)
	}
}

func mustTable(t *testing.T, name string) scoring.Table {
	t.Helper()
	tb, err := scoring.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}
