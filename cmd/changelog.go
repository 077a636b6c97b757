package cmd

import (
	"fmt"
	"os"
	"os/user"
	"regexp"
	"strings"
	"time"

	"github.com/xiangqi-org/xqt/scoring"
)

// who is the user running the command, for the log: f.User, else $USER,
// else the account's name, else "".
func (f *Factory) who() string {
	if f.User != nil {
		return f.User()
	}
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return ""
}

// commandLine is the command as a shell would take it back: "xqt result
// spring.yaml 2 3 1-0", arguments with spaces or quotes in single quotes.
func (f *Factory) commandLine(verb string) string {
	if len(f.Args) == 0 {
		return "xqt " + verb
	}
	parts := []string{"xqt"}
	for _, a := range f.Args {
		parts = append(parts, shellQuote(a))
	}
	return strings.Join(parts, " ")
}

var plainArg = regexp.MustCompile(`^[\p{L}\p{N}_./:=,+@%^-]+$`)

func shellQuote(s string) string {
	if plainArg.MatchString(s) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// logChange appends the change being made to ev's log.
func (f *Factory) logChange(ev *scoring.Event, verb string, notes []string) {
	now := time.Now
	if f.Now != nil {
		now = f.Now
	}
	ev.Log = append(ev.Log, scoring.Change{Time: now().Truncate(time.Second), Command: f.commandLine(verb),
		Who: f.who(), Note: strings.Join(notes, "; ")})
}

// resultKey names one board of one round.
type resultKey struct{ round, board int }

// was is a board's result before a change: as text for the log, and the
// result itself.
type was struct {
	text  string
	res   scoring.Result
	games []scoring.Result // a match's games
}

// resultsOf are the results of every board of ev.
func resultsOf(ev *scoring.Event) map[resultKey]was {
	m := map[resultKey]was{}
	for _, r := range ev.Rounds {
		for _, g := range r.Games {
			w := was{text: resultText(g), res: g.Result}
			for _, mg := range g.Games {
				w.games = append(w.games, mg.Result)
			}
			m[resultKey{r.Number, g.Board}] = w
		}
	}
	return m
}

func resultText(g scoring.Game) string {
	var parts []string
	if g.Result != scoring.NoResult {
		parts = append(parts, g.Result.String())
	}
	if len(g.Games) > 0 {
		var gs []string
		for _, mg := range g.Games {
			gs = append(gs, mg.Result.String())
		}
		parts = append(parts, "(games "+strings.Join(gs, " ")+")")
	}
	if g.RedFouls+g.BlackFouls > 0 {
		parts = append(parts, fmt.Sprintf("fouls %d-%d", g.RedFouls, g.BlackFouls))
	}
	return strings.Join(parts, " ")
}

// corrections describes each result of before (an event of rounds rounds)
// that after changes or erases: "round 1, board 2: 1-0 → 0-1". A result
// changed after a later round was paired is a correction: the game keeps
// the result it replaces (scoring.Game.Corrected), so the published
// pairings are still checked against the scores they were made from.
func corrections(before map[resultKey]was, rounds int, after *scoring.Event) []string {
	var notes []string
	for i := range after.Rounds {
		r := &after.Rounds[i]
		for j := range r.Games {
			g := &r.Games[j]
			old, ok := before[resultKey{r.Number, g.Board}]
			now := resultText(*g)
			if !ok || now == old.text || !changedEntered(old, *g) {
				continue
			}
			s := fmt.Sprintf("round %d, %s: %s → %s", r.Number, boardName(*g), old.text, orNone(now))
			if r.Number < rounds {
				s = fmt.Sprintf("correction (round %d was already paired): %s", rounds, s)
				n := len(g.Corrected)
				if g.Result != old.res && old.res != scoring.NoResult && (n == 0 || g.Corrected[n-1].Until < rounds) {
					g.Corrected = append(g.Corrected, scoring.Correction{Was: old.res, Until: rounds})
				}
			}
			notes = append(notes, s)
		}
	}
	return notes
}

// boardName names g as the user types it: a team match's board as the
// match and the board within it ("match 3, board 4", xqt result R 3 ...
// --board 4), not the round's table number, which only --json shows.
func boardName(g scoring.Game) string {
	if g.Match > 0 && g.TeamBoard > 0 {
		return fmt.Sprintf("match %d, board %d", g.Match, g.TeamBoard)
	}
	return fmt.Sprintf("board %d", g.Board)
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// changedEntered reports whether g changes what was already entered: a
// result there was, or a game of a match already played (the next game
// of a match, or a first result, is not a change).
func changedEntered(old was, g scoring.Game) bool {
	if old.res != scoring.NoResult {
		return true
	}
	if len(g.Games) < len(old.games) {
		return true
	}
	for k, res := range old.games {
		if g.Games[k].Result != res {
			return true
		}
	}
	return false
}
