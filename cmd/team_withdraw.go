package cmd

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/scoring"
)

type teamWithdrawOptions struct {
	Path  string
	Team  string
	Round int
}

func newCmdTeamWithdraw(f *Factory, runF func(*teamWithdrawOptions) error) *cobra.Command {
	opts := &teamWithdrawOptions{}
	c := &cobra.Command{
		Use:   "withdraw FILE TEAM [--round N]",
		Short: "Withdraw a team 退赛 from round N on",
		Long: `Withdraw a team from round N on (default: the next round to be paired), with
every player registered for it. Article 20.3 (如有棋手(队)中途退出) and 20.4 decide its
matches as they do a player's games: in a round robin, a team that met fewer than
half of the other teams has all its match results cancelled and is listed after the
table with no place; otherwise, and in a Swiss, its results stand and its matches
from round N on are forfeits won 2:0 by the other team (21.4: 如果缺席者是队，'+'号等于2分),
a round already paired included; a Swiss pairs it no more. The players' own table
shows the forfeited boards. docs/teams.md, docs/rules.md article 20.`,
		Example: "  xqt team withdraw league.yaml 实验中学\n  xqt team withdraw league.yaml 3 --round 4",
		Args:    exactArgs(2, "the event file and the team (number or name)"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.Team = args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return runTeamWithdraw(f, opts)
		},
	}
	c.Flags().IntVar(&opts.Round, "round", 0, "first round the team does not play (default: the next round)")
	return c
}

func runTeamWithdraw(f *Factory, opts *teamWithdrawOptions) error {
	var name string
	var round int
	_, err := f.updateEvent(opts.Path, "team withdraw", func(ev *scoring.Event) error {
		tm, err := findTeam(ev, opts.Team)
		if err != nil {
			return err
		}
		if round, err = withdrawalRound(ev, opts.Round); err != nil {
			return err
		}
		if st := ev.CurrentStage(); st != nil && st.Elimination() {
			return invalidf("stage %s is a %s: articles 20.3 and 20.4 are for round robins and Swiss events; enter the team's match as forfeited instead ('xqt result %s ROUND MATCH +-' or '-+')", st.ID, st.System, opts.Path)
		}
		if tm.Withdrawn > 0 && tm.Withdrawn <= round {
			return invalidf("team %s withdrew from round %d already", tm.Name, tm.Withdrawn)
		}
		for i := round - 1; i < len(ev.Rounds); i++ {
			r := &ev.Rounds[i]
			for k := range r.Matches {
				m := &r.Matches[k]
				if m.Red != tm.No && m.Black != tm.No {
					continue
				}
				for _, g := range r.MatchBoards(m.Number) {
					if g.Result != scoring.NoResult || len(g.Games) > 0 {
						return invalidf("team %s already has a result in round %d (match %d, board %d): withdraw from round %d on", tm.Name, r.Number, m.Number, g.TeamBoard, r.Number+1)
					}
				}
				// a round already paired: the match is the withdrawal's (its
				// boards are made forfeits when the file is saved)
				m.Withdrawal = scoring.WithdrawalRule(ev.Stage(r.Stage))
				if m.Withdrawal == "" {
					m.Withdrawal = scoring.WithdrawalRoundRobin // a stage-less event is a round robin's table
				}
			}
		}
		tm.Withdrawn, name = round, tm.Name
		for _, no := range tm.Registered() {
			if p := ev.Player(no); p != nil && (p.Withdrawn == 0 || p.Withdrawn > round) {
				p.Withdrawn = round
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "team %s withdraws from round %d on, with its players\n", name, round)
	return nil
}
