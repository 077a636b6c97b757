package cmd

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

type unpairOptions struct {
	Path   string
	Force  bool
	Reseed bool
}

func newCmdUnpair(f *Factory, runF func(*unpairOptions) error) *cobra.Command {
	opts := &unpairOptions{}
	c := &cobra.Command{
		Use:   "unpair FILE",
		Short: "Remove the latest round (undo 'xqt pair')",
		Long: `Remove the latest round of the event, the undo of 'xqt pair'; pair it again
with 'xqt pair'. A round with results is refused and its results listed:
--force removes it anyway and lists the results it dropped.

Only the latest round can go, and only while its stage is open (not closed by
'xqt advance'); in a knockout that is the latest round of the current stage.
When it was a stage's first round, what that pairing fixed goes with it: the
table order (a round robin's Berger table, the Swiss start order, each group's
table) and groups drawn at that pairing, so the next 'xqt pair' pairs the stage
afresh. The stage's seed is kept, so 'xqt pair' gives the same round again
(after a roster change, with the new roster); --reseed forgets it, so the next
'xqt pair' draws with a new seed (or the one --seed gives). A round drawn with a
seed the stage does not keep (a knockout's draw, a later round's cards) prints
it: 'xqt pair FILE --seed S' draws the same again.`,
		Example: `  xqt unpair spring.yaml
  xqt unpair spring.yaml --force          # a result was already entered: drop it too
  xqt unpair spring.yaml --reseed && xqt pair spring.yaml --seed 2027`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runUnpair(f, opts)
		},
	}
	c.Flags().BoolVar(&opts.Force, "force", false, "remove the round even though it has results, and list the results dropped")
	c.Flags().BoolVar(&opts.Reseed, "reseed", false, "a stage's first round: forget the stage's seed too, so the next pairing draws anew")
	return c
}

func runUnpair(f *Factory, opts *unpairOptions) error {
	var (
		removed scoring.Round
		dropped []scoring.Game
		ev      *scoring.Event
	)
	_, err := f.updateEventNoted(opts.Path, "unpair", func(e *scoring.Event, notes *[]string) error {
		ev = e
		var err error
		if removed, dropped, err = stage.Unpair(e, opts.Force, opts.Reseed); err != nil {
			return unpairError(e, opts.Path, err)
		}
		*notes = append(*notes, fmt.Sprintf("removed round %d (stage %s)", removed.Number, removed.Stage))
		for _, g := range dropped {
			*notes = append(*notes, "dropped "+gameLine(e, g))
		}
		for _, l := range removed.Lineups {
			*notes = append(*notes, fmt.Sprintf("dropped the line-up of team %d", l.Team))
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, g := range dropped {
		fmt.Fprintf(f.IO.Out, "dropped: %s\n", gameLine(ev, g))
	}
	fmt.Fprintf(f.IO.Err, "round %d removed (stage %s); 'xqt pair %s' pairs it again\n", removed.Number, removed.Stage, opts.Path)
	if st := ev.Stage(removed.Stage); removed.Seed != 0 && st != nil && st.Seed != removed.Seed && !opts.Reseed {
		fmt.Fprintf(f.IO.Err, "its draw had seed %d: 'xqt pair %s --seed %d' draws it the same way\n", removed.Seed, opts.Path, removed.Seed)
	}
	return nil
}

// gameLine is "board 3: 王小明 (3) - 李四 (7) 1-0".
func gameLine(ev *scoring.Event, g scoring.Game) string {
	s := fmt.Sprintf("board %d: %s - %s", g.Board, playerLabel(ev, g.Red), playerLabel(ev, g.Black))
	if g.Result != scoring.NoResult {
		s += " " + g.Result.String()
	}
	if g.RedFouls+g.BlackFouls > 0 {
		s += fmt.Sprintf(" (fouls %d-%d)", g.RedFouls, g.BlackFouls)
	}
	if len(g.Games) > 0 {
		s += fmt.Sprintf(" (%d match game(s))", len(g.Games))
	}
	return s
}

// unpairError renders what stage.Unpair refused.
func unpairError(ev *scoring.Event, path string, err error) error {
	var (
		res    *stage.ResultsError
		closed *stage.ClosedError
	)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, stage.ErrNoRound):
		return invalidf("%s has no round to remove", path)
	case errors.As(err, &closed):
		return invalidf("round %d belongs to stage %s, closed by 'xqt advance': its results decided who went on, so it stays", closed.Round, closed.Stage)
	case errors.As(err, &res):
		msg := fmt.Sprintf("round %d has %d result(s), so it is kept:", res.Round, len(res.Games))
		if len(res.Lineups) > 0 {
			msg = fmt.Sprintf("round %d has %d result(s) and %d team line-up(s), so it is kept:", res.Round, len(res.Games), len(res.Lineups))
		}
		for _, g := range res.Games {
			msg += "\n  " + gameLine(ev, g)
		}
		for _, l := range res.Lineups {
			msg += fmt.Sprintf("\n  line-up of team %d: %s", l.Team, labels(ev, l.Players))
		}
		return invalidf("%s\nclear them with 'xqt result %s %d BOARD --clear', or remove the round with them: 'xqt unpair %s --force'", msg, path, res.Round, path)
	}
	return invalid(err)
}
