package cmd

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// teamResult enters a result in a team round, where the BOARD argument of
// 'xqt result' is the match 场 and --board the board within it; without
// --board a forfeit result (+- -+ --) forfeits the whole match (21.4) from
// the view of the team listed first. It reports whether the round was a
// team round (and so handled).
func teamResult(f *Factory, opts *resultOptions, res scoring.Result) (bool, error) {
	ev, err := loadEvent(opts.Path)
	if err != nil && opts.MatchBoard != 0 {
		return true, err // the file's own problem (a player in two teams), not --board
	}
	if err != nil || opts.Round < 1 || opts.Round > len(ev.Rounds) || len(ev.Rounds[opts.Round-1].Matches) == 0 {
		if opts.MatchBoard != 0 {
			return true, usageError("--board is for a team round, where the third argument is the match: round %d has no team matches", opts.Round)
		}
		return false, nil
	}
	switch {
	case opts.Game != 0:
		return true, usageError("--game is for a match of several games; a team board is one game: 'xqt result %s %d %d RESULT --board N'", opts.Path, opts.Round, opts.Board)
	case opts.Red != "":
		return true, usageError("--red is for an armageddon game of a match; a team board's colours are fixed by its line-up")
	case opts.Clear && opts.MatchBoard == 0:
		return true, usageError("--clear in a team round erases one board: add --board N (the match's boards are numbered from 1); to undo a whole match, clear its boards one by one")
	}
	var msg string
	_, err = f.updateEvent(opts.Path, "result", func(ev *scoring.Event) error {
		r := &ev.Rounds[opts.Round-1]
		m, err := findTeamMatch(r, opts.Board)
		if err != nil {
			return err
		}
		boards := r.MatchBoards(m.Number)
		set := func(k int, res scoring.Result) *scoring.Game {
			g := teamBoardOf(r, m, k)
			if g != nil {
				g.Result = res
			}
			return g
		}
		if opts.MatchBoard == 0 {
			if res.Played() {
				return usageError("round %d, match %d: give --board N for one board's result; without --board only a whole match forfeited (+- -+ --) is entered", r.Number, m.Number)
			}
			for _, g := range boards {
				br := res
				if ev.TeamOf(g.Red) != m.Red { // the first team has black on this board
					switch res {
					case scoring.RedForfeit:
						br = scoring.BlackForfeit
					case scoring.BlackForfeit:
						br = scoring.RedForfeit
					}
				}
				set(g.TeamBoard, br)
			}
			msg = fmt.Sprintf("round %d, match %d: %s %s %s on every board", r.Number, m.Number, teamName(ev, m.Red), res, teamName(ev, m.Black))
		} else {
			if msg, err = setTeamBoard(ev, r, m, opts.MatchBoard, res, opts.RedFouls, opts.BlackFouls); err != nil {
				return err
			}
		}
		msg += teamMatchTail(ev, r, m)
		return nil
	})
	if err != nil {
		return true, err
	}
	fmt.Fprintln(f.IO.Err, msg)
	return true, nil
}

// findTeamMatch is match n of team round r.
func findTeamMatch(r *scoring.Round, n int) (*scoring.TeamMatch, error) {
	m := r.FindMatch(n)
	if m == nil {
		return nil, invalidf("round %d has no match %d: its matches are 1 to %d ('xqt pairings --round %d' shows them)", r.Number, n, len(r.Matches), r.Number)
	}
	return m, nil
}

// teamBoardOf is board k of match m of round r, nil when it has none.
func teamBoardOf(r *scoring.Round, m *scoring.TeamMatch, k int) *scoring.Game {
	for i := range r.Games {
		if g := &r.Games[i]; g.Match == m.Number && g.TeamBoard == k {
			return g
		}
	}
	return nil
}

// setTeamBoard enters res on board k of match m (fouls -1: unchanged) and
// says so; 'xqt result … --board K' and the server's match page both
// enter a team board through it.
func setTeamBoard(ev *scoring.Event, r *scoring.Round, m *scoring.TeamMatch, k int, res scoring.Result, redFouls, blackFouls int) (string, error) {
	g := teamBoardOf(r, m, k)
	if g == nil {
		return "", invalidf("round %d, match %d has no board %d: its boards are 1 to %d", r.Number, m.Number, k, len(r.MatchBoards(m.Number)))
	}
	g.Result = res
	if redFouls >= 0 {
		g.RedFouls = redFouls
	}
	if blackFouls >= 0 {
		g.BlackFouls = blackFouls
	}
	return fmt.Sprintf("round %d, match %d, board %d: %s %s %s", r.Number, m.Number, k, playerLabel(ev, g.Red), orText(res.String(), "(未决 undecided)"), playerLabel(ev, g.Black)), nil
}

// teamMatchTail is the match's score after an entry: "; match A 3-1 B".
func teamMatchTail(ev *scoring.Event, r *scoring.Round, m *scoring.TeamMatch) string {
	st := ev.Stage(r.Stage)
	ms := ev.ScoreMatch(r, m, ev.TableFor(st), st != nil && st.Elimination())
	return fmt.Sprintf("; match %s %s-%s %s", teamName(ev, m.Red), ms.Red, ms.Black, teamName(ev, m.Black))
}
