package knockout

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// MatchAt returns the knockout match played on board of event round round,
// or nil.
func (ks *State) MatchAt(round, board int) *MatchInfo { return ks.matchAt(round, board) }

// MatchStatus says in a sentence where the match on board of event round
// round stands: who won and how, or which game is next, or that lots must
// decide. names gives a player's label.
func MatchStatus(ev *scoring.Event, round, board int, names func(int) string) (string, error) {
	if round < 1 || round > len(ev.Rounds) {
		return "", fmt.Errorf("round %d is not paired", round)
	}
	st := ev.Stage(ev.Rounds[round-1].Stage)
	if st == nil || st.System != scoring.Knockout {
		return "", nil
	}
	ks, err := Resolve(ev, st)
	if err != nil {
		return "", err
	}
	m := ks.MatchAt(round, board)
	if m == nil {
		return "", nil
	}
	s := m.State
	switch {
	case s.Decided() && m.Winner > 0:
		return fmt.Sprintf("%s wins the match (%s)", names(m.Winner), orWord(s.By, "games")), nil
	case s.Decided():
		return "both players are out", nil
	case s.NeedLots:
		return fmt.Sprintf("still tied after every game: draw lots with 'xqt draw EVENT --round %d --lots %d'", round, board), nil
	case s.Next != nil:
		kind := ""
		if s.Next.Kind != "" {
			kind = " (" + s.Next.Kind + ")"
		}
		if s.Next.Red == 0 {
			return fmt.Sprintf("not decided: next is game %d%s; %s chooses colour", s.Next.Number, kind, names(s.Next.Chooser)), nil
		}
		return fmt.Sprintf("not decided: next is game %d%s, %s red against %s", s.Next.Number, kind, names(s.Next.Red), names(s.Next.Black)), nil
	}
	return "not decided", nil
}

func orWord(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
