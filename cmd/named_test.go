package cmd

import (
	"errors"
	"fmt"
	"testing"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/swiss"
	"github.com/xiangqi-org/xqt/scoring"
)

func TestNamedError(t *testing.T) {
	ev := &scoring.Event{Players: []scoring.Player{{No: 1, Name: "甲"}, {No: 5, Name: "钱七"}}}
	p := func(no int) scoring.PlayerNo { return scoring.PlayerNo(no) }
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"plain", scoring.PlayerErrorf("%v has no card", p(5)), "钱七 (5) has no card"},
		{"unknown number stays", scoring.PlayerErrorf("%v has no card", p(9)), "player 9 has no card"},
		{"wrapped", fmt.Errorf("round 2: %w", scoring.PlayerErrorf("%v and %v met", p(1), p(5))), "round 2: 甲 (1) and 钱七 (5) met"},
		{"joined under a prefix", fmt.Errorf("cards: %w", errors.Join(scoring.PlayerErrorf("%v twice", p(1)), errors.New("card 红2 missing"), scoring.PlayerErrorf("%v none", p(5)))),
			"cards: 甲 (1) twice\ncard 红2 missing\n钱七 (5) none"},
		{"hint", scoring.PlayerErrorf("%v withdrew", p(1)).WithHint("enter a forfeit"), "甲 (1) withdrew: enter a forfeit"},
		{"no pairing", &swiss.NoPairingError{Players: []int{1, 5}, Detail: "x"}, "no legal pairing: x (left without a partner: 甲 (1), 钱七 (5))"},
		{"rematch", &swiss.RematchError{Red: 1, Black: 5}, "forced pair 1-5: 甲 (1) and 钱七 (5) have met already (no rematch, docs/swiss.md)"},
		{"free text kept", errors.New("player 5 is free text"), "player 5 is free text"},
	}
	for _, tt := range tests {
		if got := namedError(ev, tt.err); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestExitCodeByType(t *testing.T) {
	tests := []struct {
		err  error
		code int
	}{
		{event.ErrorList{{File: "e.yaml", Line: 3, Msg: "x"}}, ExitInvalid},
		{fmt.Errorf("round 3: %w", &swiss.NoPairingError{Detail: "x"}), ExitNoPairing},
		{fmt.Errorf("x: %w", pairing.ErrNoPairing), ExitNoPairing},
		{errors.New("other"), ExitError},
	}
	for _, tt := range tests {
		if got := exitCode(tt.err); got != tt.code {
			t.Errorf("exitCode(%v) = %d, want %d", tt.err, got, tt.code)
		}
	}
}
