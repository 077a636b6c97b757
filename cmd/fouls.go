package cmd

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// foulLimit is the foul limit of the stage round n belongs to.
func foulLimit(ev *scoring.Event, n int) (int, error) {
	if n < 1 || n > len(ev.Rounds) {
		return scoring.DefaultFoulLimit, nil
	}
	st := ev.Stage(ev.Rounds[n-1].Stage)
	if st == nil {
		return scoring.DefaultFoulLimit, nil
	}
	return st.FoulLimit()
}

// foulProblem says what is wrong when a game's fouls reached the limit but
// its result is not the loss they force; "" when nothing is.
func foulProblem(ev *scoring.Event, red, black, redFouls, blackFouls int, res scoring.Result, limit int) string {
	want, ok := scoring.FoulResult(redFouls, blackFouls, limit)
	if !ok || res == scoring.NoResult || res == want {
		return ""
	}
	who := fmt.Sprintf("%s has %d fouls", playerLabel(ev, red), redFouls)
	switch {
	case redFouls >= limit && blackFouls >= limit:
		who = fmt.Sprintf("both players reached it (%d and %d fouls)", redFouls, blackFouls)
	case blackFouls >= limit:
		who = fmt.Sprintf("%s has %d fouls", playerLabel(ev, black), blackFouls)
	}
	return fmt.Sprintf("%d fouls in one game lose it (the event's limit; stage option %s), and %s: the result is %s, not %s",
		limit, scoring.FoulLimitOption, who, want, res)
}

// foulCheck refuses a single game whose fouls reached the limit with a
// result other than the loss they force.
func foulCheck(ev *scoring.Event, round int, g *scoring.Game) error {
	if len(g.Games) > 0 {
		return nil // a match: its games are checked one by one by 'xqt check'
	}
	limit, err := foulLimit(ev, round)
	if err != nil {
		return invalid(err)
	}
	if msg := foulProblem(ev, g.Red, g.Black, g.RedFouls, g.BlackFouls, g.Result, limit); msg != "" {
		return invalidf("round %d, board %d: %s", round, g.Board, msg)
	}
	return nil
}
