package stage

import (
	"errors"
	"slices"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

func TestEntered(t *testing.T) {
	// Player 3 withdrew from round 2: the forfeits a round robin records
	// for him at pairing (20.3) are not results anyone entered.
	players := []scoring.Player{{No: 1}, {No: 2}, {No: 3, Withdrawn: 2}, {No: 4, Withdrawn: 2}}
	tests := []struct {
		name string
		game scoring.Game
		want bool
	}{
		{"no result", scoring.Game{Red: 1, Black: 2}, false},
		{"a result", scoring.Game{Red: 1, Black: 2, Result: scoring.Draw}, true},
		{"fouls only", scoring.Game{Red: 1, Black: 2, RedFouls: 1}, true},
		{"forfeit of the withdrawn black", scoring.Game{Red: 1, Black: 3, Result: scoring.RedForfeit}, false},
		{"forfeit of the withdrawn red", scoring.Game{Red: 3, Black: 1, Result: scoring.BlackForfeit}, false},
		{"both withdrawn", scoring.Game{Red: 3, Black: 4, Result: scoring.DoubleForfeit}, false},
		{"forfeit the other way round", scoring.Game{Red: 1, Black: 3, Result: scoring.BlackForfeit}, true},
		{"a forfeit of a player still in", scoring.Game{Red: 1, Black: 2, Result: scoring.RedForfeit}, true},
		{"a played game of a withdrawn player", scoring.Game{Red: 1, Black: 3, Result: scoring.RedWins}, true},
	}
	for _, tt := range tests {
		ev := &scoring.Event{Players: players}
		r := scoring.Round{Number: 2, Games: []scoring.Game{tt.game}}
		if got := len(Entered(ev, &r)) > 0; got != tt.want {
			t.Errorf("%s: entered = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestUnpair(t *testing.T) {
	rr := func() *scoring.Event {
		return &scoring.Event{
			Players: []scoring.Player{{No: 1}, {No: 2}, {No: 3}},
			Stages: []scoring.Stage{{ID: "main", System: scoring.RoundRobin, Order: []int{2, 1, 3}, Rounds: 3, Seed: 9,
				Numbering: "draw"}},
			Rounds: []scoring.Round{{Number: 1, Stage: "main", Games: []scoring.Game{{Board: 1, Red: 1, Black: 3}}, Byes: []int{2}}},
		}
	}
	// The first round: table order and planned rounds go, the seed stays
	// (reseed: it goes too).
	ev := rr()
	if _, _, err := Unpair(ev, false, false); err != nil {
		t.Fatal(err)
	}
	if st := ev.Stages[0]; len(ev.Rounds) != 0 || st.Order != nil || st.Rounds != 0 || st.Seed != 9 {
		t.Errorf("after unpair: %d rounds, order %v, rounds %d, seed %d; want 0, nil, 0, 9", len(ev.Rounds), st.Order, st.Rounds, st.Seed)
	}
	ev = rr()
	Unpair(ev, false, true)
	if ev.Stages[0].Seed != 0 {
		t.Errorf("reseed left seed %d", ev.Stages[0].Seed)
	}
	// Nothing left to remove.
	if _, _, err := Unpair(ev, false, false); !errors.Is(err, ErrNoRound) {
		t.Errorf("empty event: %v, want ErrNoRound", err)
	}
	// A result: refused with the game named, unless forced.
	ev = rr()
	ev.Rounds[0].Games[0].Result = scoring.RedWins
	var re *ResultsError
	if _, _, err := Unpair(ev, false, false); !errors.As(err, &re) || len(re.Games) != 1 || len(ev.Rounds) != 1 {
		t.Errorf("with a result: %v (rounds left %d)", err, len(ev.Rounds))
	}
	if _, dropped, err := Unpair(ev, true, false); err != nil || len(dropped) != 1 || len(ev.Rounds) != 0 {
		t.Errorf("forced: dropped %v, %v", dropped, err)
	}
	// A team line-up given for the round counts as entered too.
	ev = rr()
	ev.Rounds[0].Lineups = []scoring.Lineup{{Team: 1, Players: []int{1}}}
	if _, _, err := Unpair(ev, false, false); !errors.As(err, &re) || len(re.Lineups) != 1 || len(ev.Rounds) != 1 {
		t.Errorf("with a line-up: %v", err)
	}
	// A closed stage keeps its rounds.
	ev = rr()
	ev.Stages[0].Closed = true
	var ce *ClosedError
	if _, _, err := Unpair(ev, false, false); !errors.As(err, &ce) || len(ev.Rounds) != 1 {
		t.Errorf("closed stage: %v", err)
	}
	// A ladder seeded by advance keeps its order (the qualifying order).
	ev = rr()
	ev.Stages[0].System, ev.Stages[0].From = scoring.Ladder, "groups"
	Unpair(ev, false, false)
	if !slices.Equal(ev.Stages[0].Order, []int{2, 1, 3}) {
		t.Errorf("ladder from advance: order %v, want kept", ev.Stages[0].Order)
	}
}

func TestForgetCorrections(t *testing.T) {
	// Round 1's board 1 was 1-0 until round 3 was paired, then 0-1 while
	// round 4 was. Removing round 4 leaves: 1-0 stood for rounds up to 3;
	// the second record (up to 4) now says the same and goes. Removing
	// round 3 too leaves 1-0 for rounds up to 2; removing round 2 leaves
	// nothing paired after round 1, so no correction record.
	ev := &scoring.Event{Rounds: []scoring.Round{
		{Number: 1, Games: []scoring.Game{{Board: 1, Result: scoring.Draw,
			Corrected: []scoring.Correction{{Was: scoring.RedWins, Until: 3}, {Was: scoring.BlackWins, Until: 4}}}}},
		{Number: 2}, {Number: 3}, {Number: 4}}}
	want := [][]scoring.Correction{
		{{Was: scoring.RedWins, Until: 3}},
		{{Was: scoring.RedWins, Until: 2}},
		nil,
	}
	for i, w := range want {
		ev.Rounds = ev.Rounds[:len(ev.Rounds)-1]
		forgetCorrections(ev, len(ev.Rounds))
		if got := ev.Rounds[0].Games[0].Corrected; !slices.Equal(got, w) {
			t.Errorf("after removing round %d: %v, want %v", 4-i, got, w)
		}
	}
}
