package cmd

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing"
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
		r, err := nextRound(e, opts)
		if err != nil {
			return err
		}
		made = r
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
	} else if _, err := f.updateEvent(opts.Path, "pair", change); err != nil {
		return err
	}
	if opts.JSON {
		return writeJSON(f, pairingsJSON(ev, &made))
	}
	fmt.Fprintf(f.IO.Err, "round %d paired (stage %s)\n", made.Number, made.Stage)
	return printRound(f, opts.cmd, ev, &made)
}

// nextRound checks the event is ready and pairs its next round.
func nextRound(ev *scoring.Event, opts *pairOptions) (scoring.Round, error) {
	st := ev.CurrentStage()
	if st == nil {
		return scoring.Round{}, invalidf("the event has no stage")
	}
	if n := len(ev.Rounds); n > 0 {
		if missing := ev.Rounds[n-1].Missing(); len(missing) > 0 {
			return scoring.Round{}, invalidf("round %d has no result on board(s) %s: enter them with 'xqt result' or 'xqt results' before pairing round %d",
				n, joinInts(missing), n+1)
		}
	}
	k := len(ev.StageRounds(st.ID)) + 1
	if st.Rounds > 0 && k > st.Rounds {
		return scoring.Round{}, invalidf("stage %s is complete: all %d rounds are paired; 'xqt standings %s' and 'xqt export %s -o FILE.xlsx' give the final results", st.ID, st.Rounds, opts.Path, opts.Path)
	}
	var (
		r   scoring.Round
		err error
	)
	switch st.System {
	case "round-robin":
		r, err = pairRoundRobin(ev, st, k, opts)
	case "swiss":
		r, err = pairSwiss(ev, st, k, opts)
	case "knockout":
		r, err = pairKnockout(ev, st, k, opts)
	default:
		err = invalidf("stage %s: unknown system %q", st.ID, st.System)
	}
	if err != nil {
		return r, err
	}
	r.Number, r.Stage = len(ev.Rounds)+1, st.ID
	return r, nil
}

// pairRoundRobin releases round k of the Berger table, fixing the table
// order at round 1.
func pairRoundRobin(ev *scoring.Event, st *scoring.Stage, k int, opts *pairOptions) (scoring.Round, error) {
	if len(opts.Fix)+len(opts.Byes)+len(opts.Exclude) > 0 {
		return scoring.Round{}, usageError("--fix, --bye and --exclude are for Swiss rounds: a round-robin round is fixed by its table")
	}
	if len(st.Order) == 0 {
		players := stagePlayers(ev, st)
		if len(players) < 2 {
			return scoring.Round{}, invalidf("a round robin needs at least 2 players, the event has %d: add them with 'xqt player add'", len(players))
		}
		if len(players) > pairing.MaxRoundRobin {
			return scoring.Round{}, invalidf("a round robin of %d players is more than %d", len(players), pairing.MaxRoundRobin)
		}
		order, seed := tableOrder(players, st.Numbering, chooseSeed(opts, st))
		st.Order = order
		if st.Numbering == "draw" {
			st.Seed = seed
		}
		st.Rounds = pairing.RoundRobinRounds(len(order), st.Cycles)
	}
	return pairing.RoundRobinRound(st.Order, st.Cycles, k, 0, st.ID)
}

// chooseSeed returns the seed for a draw: --seed, the stage's recorded one,
// or one taken from the clock (and recorded by the caller).
func chooseSeed(opts *pairOptions, st *scoring.Stage) int64 {
	switch {
	case opts.Seed != 0:
		return opts.Seed
	case st.Seed != 0:
		return st.Seed
	}
	return opts.f.Now().UnixNano()%1_000_000_000 + 1
}

// tableOrder orders players for the table: entry order, by rating (highest
// first, then start number), or by a seeded lot.
func tableOrder(players []scoring.Player, numbering string, seed int64) ([]int, int64) {
	ps := append([]scoring.Player(nil), players...)
	switch numbering {
	case "rating":
		sort.SliceStable(ps, func(i, j int) bool { return ps[i].Rating > ps[j].Rating })
	case "draw":
		rng := rand.New(rand.NewPCG(uint64(seed), 0x78717464726177)) // "xqtdraw"
		rng.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
	}
	order := make([]int, len(ps))
	for i, p := range ps {
		order[i] = p.No
	}
	return order, seed
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
