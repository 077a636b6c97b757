package cmd

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

type checkOptions struct {
	Path string
}

func newCmdCheck(f *Factory, runF func(*checkOptions) error) *cobra.Command {
	opts := &checkOptions{}
	c := &cobra.Command{
		Use:   "check FILE",
		Short: "Validate an event file and list missing results",
		Long: `Validate an event file (also one edited by hand): every problem is listed with
its line, and the exit code is 3. A valid file prints a summary and the boards
that still have no result.`,
		Example: "  xqt check spring.yaml",
		Args:    exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runCheck(f, opts)
		},
	}
	return c
}

func runCheck(f *Factory, opts *checkOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	errs, warns := splitWarnings(systemChecks(ev))
	for _, w := range warns {
		fmt.Fprintf(f.IO.Err, "warning: %v\n", w)
	}
	if len(errs) > 0 {
		return invalid(errors.Join(errs...))
	}
	fmt.Fprintf(f.IO.Out, "%s: ok: %d players, %d stage(s), %d round(s) paired\n", opts.Path, len(ev.Players), len(ev.Stages), len(ev.Rounds))
	for _, r := range ev.Rounds {
		if m := r.Missing(); len(m) > 0 {
			fmt.Fprintf(f.IO.Out, "round %d: no result on board(s) %s\n", r.Number, joinInts(m))
		}
	}
	return nil
}

// systemChecks runs the pairing rules of each stage's system over the
// rounds already paired (a pairing entered or edited by hand). Each system
// adds its checker here.
func systemChecks(ev *scoring.Event) []error {
	var errs []error
	for _, r := range ev.Rounds {
		st := ev.Stage(r.Stage)
		if st == nil {
			continue
		}
		if st.System == "swiss" && st.Options["swiss"] != "dutch" {
			errs = append(errs, checkSwiss(ev, st, r)...)
		}
		if st.System == "round-robin" && len(st.Order) > 0 {
			k := 0
			for _, x := range ev.StageRounds(st.ID) {
				if x.Number <= r.Number {
					k++
				}
			}
			label := func(no int) string { return playerLabel(ev, no) }
			for _, d := range pairing.CheckRoundRobinRound(st.Order, st.Cycles, k, r, label) {
				errs = append(errs, fmt.Errorf("round %d: %s (Berger table of stage %s)", r.Number, d, st.ID))
			}
		}
	}
	return errs
}
