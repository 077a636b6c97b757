package cmd

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/event"
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
	if err := checkEventPath(opts.Path); err != nil {
		return err
	}
	ev, lines, err := event.LoadLines(opts.Path)
	if err != nil {
		// loadEvent words every refusal of the file the same way.
		_, err = loadEvent(opts.Path)
		if err == nil {
			return invalidf("%s changed while it was checked: run 'xqt check' again", opts.Path)
		}
		return err
	}
	name := filepath.Base(opts.Path)
	at := func(i int) string {
		if line := lines.Round(i); line > 0 {
			return fmt.Sprintf("%s:%d: ", name, line)
		}
		return name + ": "
	}
	errs, warns := splitWarnings(systemChecks(ev, at))
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

// importedAllocation reports whether e is about the colours or the board
// order of a round another program paired (scoring.NoteImported): those are how
// that program allocates, a warning here.
func importedAllocation(r scoring.Round, e error) bool {
	if !r.Has(scoring.NoteImported, nil) {
		return false
	}
	msg := e.Error()
	return strings.HasSuffix(msg, "[colour-rule]") || strings.HasSuffix(msg, "[board-order]")
}

// systemChecks runs the pairing rules of each stage's system over the
// rounds already paired (a pairing entered or edited by hand), group by
// group for a stage with groups. Every problem of the i-th round starts
// with at(i), the place of the round in the file; all are listed.
func systemChecks(ev *scoring.Event, at func(i int) string) []error {
	return systemChecksOf(ev, at, func(int) bool { return true })
}

// systemChecksOf is systemChecks of the rounds (by index) for which check
// is true; the others are read as the history of the later ones.
func systemChecksOf(ev *scoring.Event, at func(i int) string, check func(i int) bool) []error {
	var errs []error
	before := map[string][]scoring.Round{}
	for ri, r := range ev.Rounds {
		st := ev.Stage(r.Stage)
		if st == nil {
			continue
		}
		if !check(ri) {
			before[st.ID] = append(before[st.ID], r)
			continue
		}
		sys, err := pairing.For(st)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s%w", at(ri), err))
			continue
		}
		if len(st.Groups) == 0 {
			for _, e := range sys.Check(ev, st, scoring.AsPaired(before[st.ID], r.Number), r) {
				shown := fmt.Errorf("%s%s", at(ri), namedError(ev, e))
				if importedAllocation(r, e) {
					errs = append(errs, checkWarning{shown})
					continue
				}
				errs = append(errs, keepWarning(e, shown))
			}
		}
		for i := range st.Groups {
			g := &st.Groups[i]
			view, rounds := ev.GroupView(st, g)
			k := len(before[st.ID])
			if k >= len(rounds) {
				continue
			}
			mine := rounds[k]
			if len(mine.Games)+len(mine.Byes) == 0 {
				continue
			}
			var prev []scoring.Round
			for _, x := range rounds[:k] {
				if len(x.Games)+len(x.Byes) > 0 {
					prev = append(prev, x)
				}
			}
			// Boards are numbered across the round: check the group's
			// games by their place in it.
			for j := range mine.Games {
				mine.Games[j].Board = j + 1
			}
			for _, e := range sys.Check(ev, &view, scoring.AsPaired(prev, r.Number), mine) {
				errs = append(errs, keepWarning(e, fmt.Errorf("%sgroup %s: %s", at(ri), g.ID, namedError(ev, e))))
			}
		}
		before[st.ID] = append(before[st.ID], r)
	}
	return errs
}
