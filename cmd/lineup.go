package cmd

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

type lineupOptions struct {
	Path    string
	Round   int
	Team    string
	Players []string
}

func newCmdLineup(f *Factory, runF func(*lineupOptions) error) *cobra.Command {
	opts := &lineupOptions{}
	c := &cobra.Command{
		Use:   "lineup FILE ROUND TEAM P1 P2 ...",
		Short: "Give a team's line-up 出场名单 for a round",
		Long: `Give the players a team puts out in a paired round, first board first, by name or
start number, and lay the boards of its match out again. The stage's line-up rule
decides what is allowed (docs/teams.md):

  fixed (分台定人 12.1)       the registered order kept: a missing player's boards move up
  substitute (分台换人 12.2)  any N of members and substitutes in registered order, never
                             reversed (4 boards, 2 substitutes: 1-2-3-4 ... 3-4-5-6, 15 orders)
  per-match (临时定台)   any order of registered players
  all-play-all (全队轮赛) any registered players; each meets every player of the other team

Every board needs a player, each player once, every one registered for the team
(add substitutes with 'xqt team add --sub'). A match with a result keeps its boards:
clear the results first ('xqt result ... *'). A refused line-up leaves the file as it was.`,
		Example: `  xqt lineup league.yaml 3 一中 王小明 张三 赵六 钱七   # 李四 rests: 1-3-4-5
  xqt lineup league.yaml 4 2 5 6 7 8`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) < 4 {
				return usageError("lineup needs the event file, round, team and the players, first board first (got %d argument(s)); see 'xqt lineup --help'", len(args))
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.Team, opts.Players = args[0], args[2], args[3:]
			var err error
			if opts.Round, err = strconv.Atoi(args[1]); err != nil {
				return usageError("round must be a number, got %q", args[1])
			}
			if runF != nil {
				return runF(opts)
			}
			return runLineup(f, opts)
		},
	}
	return c
}

func runLineup(f *Factory, opts *lineupOptions) error {
	var msg string
	_, err := f.updateEvent(opts.Path, "lineup", func(ev *scoring.Event) error {
		r, err := roundArg(ev, opts.Round)
		if err != nil {
			return err
		}
		st := ev.Stage(r.Stage)
		if st == nil || !st.Teams {
			return invalidf("round %d is not a team round: line-ups are for team stages (xqt init --teams)", opts.Round)
		}
		tm, err := findTeam(ev, opts.Team)
		if err != nil {
			return err
		}
		var players []int
		for _, s := range opts.Players {
			p, err := findPlayer(ev, s)
			if err != nil {
				return invalidf("team %s: %v", tm.Name, err)
			}
			players = append(players, p.No)
		}
		if err := ev.CheckLineup(st, tm, players, r.Number); err != nil {
			return invalidf("round %d: %v", r.Number, err)
		}
		m := teamMatchOf(r, tm.No)
		if m == nil {
			return invalidf("team %s has no match in round %d (a bye?)", tm.Name, r.Number)
		}
		old := r.MatchBoards(m.Number)
		for _, g := range old {
			if g.Result != scoring.NoResult {
				return invalidf("round %d, match %d has results (board %d: %s): clear them first, then give the line-up", r.Number, m.Number, g.TeamBoard, g.Result)
			}
		}
		if l := r.LineupOf(tm.No); l != nil {
			l.Players = players
		} else {
			r.Lineups = append(r.Lineups, scoring.Lineup{Team: tm.No, Players: players})
		}
		if err := relayMatch(ev, st, r, m); err != nil {
			return invalid(err)
		}
		msg = fmt.Sprintf("round %d, match %d: %s plays %s", r.Number, m.Number, tm.Name, namesOf(ev, players))
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Err, msg)
	return nil
}

// relayMatch lays the boards of match m of round r out again from the
// line-ups, and numbers every board of the round again in match order.
func relayMatch(ev *scoring.Event, st *scoring.Stage, r *scoring.Round, m *scoring.TeamMatch) error {
	gs, err := pairing.MatchBoards(ev, st, r, m, r.Number, 1)
	if err != nil {
		return err
	}
	var out []scoring.Game
	for _, mm := range r.Matches {
		if mm.Number == m.Number {
			out = append(out, gs...)
			continue
		}
		out = append(out, r.MatchBoards(mm.Number)...)
	}
	for i := range out {
		out[i].Board = i + 1
	}
	r.Games = out
	return nil
}

// teamMatchOf returns the match team plays in round r, or nil.
func teamMatchOf(r *scoring.Round, team int) *scoring.TeamMatch {
	for i := range r.Matches {
		if r.Matches[i].Red == team || r.Matches[i].Black == team {
			return &r.Matches[i]
		}
	}
	return nil
}

func namesOf(ev *scoring.Event, nos []int) string {
	s := ""
	for i, no := range nos {
		if i > 0 {
			s += " "
		}
		s += playerLabel(ev, no)
	}
	return s
}
