package cmd

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

type advanceOptions struct {
	Path    string
	Players []string
	Seed    int64
}

func newCmdAdvance(f *Factory, runF func(*advanceOptions) error) *cobra.Command {
	opts := &advanceOptions{}
	c := &cobra.Command{
		Use:   "advance FILE",
		Short: "Close the current stage and seed the next one",
		Long: `Close the current stage and seed the next one with the players who qualify
(the next stage's --from and --qualify): the players left of a knockout, the top N,
the top N of each group, or a list given with --player. Groups are seeded as the
next stage says (serpentine, a seeded draw, sections; players of one club spread
over the groups), and a crossover pairs A1-B2 and B1-A2.

It refuses while results are missing, while the stage has rounds to play, and
while a tie for a qualifying place is unresolved: it names the players, and
'xqt playoff' records the play-off that decides it. Once the next stage has
results, a correction in this one that would change who qualified is refused.`,
		Example: `  xqt advance school.yaml
  xqt advance open.yaml --player 王小明 --player 李四   # a stage that qualifies by a list`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runAdvance(f, opts)
		},
	}
	c.Flags().StringArrayVar(&opts.Players, "player", nil, "a player who qualifies, for a stage that qualifies by a list (repeatable)")
	c.Flags().Int64Var(&opts.Seed, "seed", 0, "seed of a random group draw (default: the stage's, or one chosen and recorded)")
	return c
}

func runAdvance(f *Factory, opts *advanceOptions) error {
	var from, next *scoring.Stage
	var qs []int
	ev, err := f.updateEvent(opts.Path, "advance", func(ev *scoring.Event) error {
		var list []int
		for _, s := range opts.Players {
			p, err := findPlayer(ev, s)
			if err != nil {
				return err
			}
			list = append(list, p.No)
		}
		seed := func() int64 {
			if opts.Seed != 0 {
				return opts.Seed
			}
			return f.Now().UnixNano()%1_000_000_000 + 1
		}
		var err error
		from, next, qs, err = stage.Advance(ev, list, seed)
		if err != nil {
			return advanceError(ev, opts.Path, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "stage %s closed; %d %s go on to stage %s: %s\n", from.ID, len(qs), entrants(from), next.ID, stageLabels(ev, from, qs))
	for _, g := range next.Groups {
		fmt.Fprintf(f.IO.Err, "  %s: %s\n", groupTitle(g.ID), labels(ev, g.Players))
	}
	fmt.Fprintf(f.IO.Err, "next: 'xqt pair %s' pairs its first round\n", opts.Path)
	return nil
}
