package cmd

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

type pairOptions struct {
	Path    string
	DryRun  bool
	Seed    int64
	Fix     []string
	Byes    []string
	Exclude []string
	Explain bool
	JSON    bool
	// Swiss: pair with the fewest rematches when no legal pairing exists;
	// score --bye as a half bye.
	AllowRematch, HalfBye bool

	f   *Factory
	cmd *cobra.Command
}

func newCmdPair(f *Factory, runF func(*pairOptions) error) *cobra.Command {
	opts := &pairOptions{f: f}
	c := &cobra.Command{
		Use:   "pair FILE",
		Short: "Pair the next round",
		Long: `Pair the next round of the current stage and print it.

Round robin: the whole Berger table 循环赛对局秩序表 is fixed when round 1 is paired
(start numbers by the stage's numbering: roster order, rating, or a seeded draw),
and each 'xqt pair' releases its next round. Swiss and knockout pair from the
results so far. The previous round must be complete.`,
		Example: `  xqt pair spring.yaml
  xqt pair spring.yaml --dry-run
  xqt pair swiss.yaml --fix 12-7 --bye 31 --explain
  xqt pair cup.yaml --seed 2026`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.cmd = args[0], c
			if runF != nil {
				return runF(opts)
			}
			return runPair(f, opts)
		},
	}
	fl := c.Flags()
	fl.BoolVar(&opts.DryRun, "dry-run", false, "print the pairing without saving it")
	fl.Int64Var(&opts.Seed, "seed", 0, "seed for a random draw (default: the stage's seed, or one chosen and recorded)")
	fl.StringArrayVar(&opts.Fix, "fix", nil, "Swiss: force a pairing RED-BLACK by start numbers (repeatable)")
	fl.StringArrayVar(&opts.Byes, "bye", nil, "Swiss: this player sits the round out, a requested bye scored zero (repeatable)")
	fl.BoolVar(&opts.HalfBye, "half-bye", false, "Swiss: score the --bye players a half bye")
	fl.BoolVar(&opts.AllowRematch, "allow-rematch", false, "Swiss: when no legal pairing exists, pair with the fewest rematches (noted in the round)")
	fl.StringArrayVar(&opts.Exclude, "exclude", nil, "leave this player out of the round (repeatable)")
	fl.BoolVar(&opts.Explain, "explain", false, "Swiss: show the scores, colour histories and floats behind each board")
	fl.BoolVar(&opts.JSON, "json", false, "print the new round as 'xqt pairings --json' does")
	return c
}

func runPair(f *Factory, opts *pairOptions) error {
	var made scoring.Round
	var ev *scoring.Event
	change := func(e *scoring.Event) error {
		ev = e
		r, res, err := nextRound(e, opts)
		if err != nil {
			return err
		}
		made = r
		if opts.Explain {
			if err := explainSwiss(opts, e, res); err != nil {
				return err
			}
		}
		defer swissNotes(f, e, res) // once the round is in the event
		e.Rounds = append(e.Rounds, r)
		return nil
	}
	if opts.DryRun {
		e, err := loadEvent(opts.Path)
		if err != nil {
			return err
		}
		if err := change(e); err != nil {
			return err
		}
	} else if _, err := f.updateEventNoted(opts.Path, "pair", func(e *scoring.Event, notes *[]string) error {
		left := checkInExcluded(e)
		if err := change(e); err != nil {
			return err
		}
		if c := e.CheckIn; c != nil && c.Round == made.Number {
			// The round is paired: its check-in is done (checkin.go).
			if len(left) > 0 {
				*notes = append(*notes, "check-in: left out "+playerList(e, left))
			}
			e.CheckIn = nil
		}
		return nil
	}); err != nil {
		return err
	}
	if opts.JSON {
		return writeJSON(f, pairingsJSON(ev, &made))
	}
	fmt.Fprintf(f.IO.Err, "round %d paired (stage %s)\n", made.Number, made.Stage)
	return printRound(f, opts.cmd, ev, &made)
}

// nextRound pairs the event's next round through the stage's system
// (pairing.For); cmd only resolves names and renders what went wrong.
func nextRound(ev *scoring.Event, opts *pairOptions) (scoring.Round, *pairing.Result, error) {
	req := &pairing.Request{Event: ev, SeedFlag: opts.Seed, Explain: opts.Explain,
		NewSeed: func() int64 { return opts.f.Now().UnixNano()%1_000_000_000 + 1 },
		HalfBye: opts.HalfBye, AllowRematch: opts.AllowRematch}
	if opts.HalfBye && len(opts.Byes) == 0 {
		return scoring.Round{}, nil, usageError("--half-bye scores the --bye players: name them with --bye N")
	}
	for _, s := range opts.Fix {
		a, b, ok := strings.Cut(s, "-")
		red, err1 := findPlayer(ev, a)
		black, err2 := findPlayer(ev, b)
		if !ok || err1 != nil || err2 != nil {
			return scoring.Round{}, nil, usageError("--fix takes RED-BLACK start numbers, e.g. --fix 12-7; got %q", s)
		}
		req.Fix = append(req.Fix, pairing.Fix{Red: red.No, Black: black.No})
	}
	// An open check-in for this round leaves the players not checked in
	// out, as --exclude does (checkin.go).
	left := checkInExcluded(ev)
	req.Exclude = append(req.Exclude, left...)
	for _, list := range []struct {
		flags []string
		to    *[]int
	}{{opts.Byes, &req.Byes}, {opts.Exclude, &req.Exclude}} {
		for _, s := range list.flags {
			p, err := findPlayer(ev, s)
			if err != nil {
				return scoring.Round{}, nil, err
			}
			*list.to = append(*list.to, p.No)
		}
	}
	if len(left) > 0 { // --exclude may name one of them again
		slices.Sort(req.Exclude)
		req.Exclude = slices.Compact(req.Exclude)
	}
	res, err := stage.PairNext(req)
	if err != nil {
		return scoring.Round{}, nil, pairError(ev, opts.Path, err)
	}
	return res.Round, res, nil
}

// pairError renders a pairing error for the organiser: names for numbers,
// and the command that comes next.
func pairError(ev *scoring.Event, path string, err error) error {
	var (
		missing  *pairing.MissingError
		complete *pairing.CompleteError
		unsup    *pairing.UnsupportedError
	)
	number := len(ev.Rounds) + 1
	switch {
	case errors.As(err, &missing):
		return invalidf("round %d has no result on board(s) %s: enter them with 'xqt result' or 'xqt results' before pairing round %d",
			missing.Round, joinInts(missing.Boards), missing.Round+1)
	case errors.As(err, &complete):
		over := fmt.Sprintf("stage %s is complete (%d rounds)", complete.Stage, complete.Rounds)
		if complete.Winner != 0 {
			over = fmt.Sprintf("stage %s is over: %s won it", complete.Stage, stageLabels(ev, ev.Stage(complete.Stage), []int{complete.Winner}))
		}
		if complete.Next != "" {
			return invalidf("%s: 'xqt advance %s' closes it and seeds stage %s, then 'xqt pair %s' pairs it", over, path, complete.Next, path)
		}
		return invalidf("%s; 'xqt standings %s' and 'xqt export %s -o FILE.xlsx' give the final results", over, path, path)
	case errors.As(err, &unsup):
		return usageError("%v", err)
	case errors.Is(err, pairing.ErrNoPairing):
		return noPairing(fmt.Errorf("round %d: %s; 'xqt pair %s --allow-rematch' pairs it with the fewest rematches (recorded in the round's notes)", number, namedError(ev, err), path))
	}
	return invalidf("round %d: %s", number, namedError(ev, err))
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
