package cmd

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

type drawOptions struct {
	Path   string
	Round  int
	Cards  []string
	Lots   int
	Winner string
	Seed   int64
	JSON   bool

	f   *Factory
	cmd *cobra.Command
}

func newCmdDraw(f *Factory, runF func(*drawOptions) error) *cobra.Command {
	opts := &drawOptions{f: f}
	c := &cobra.Command{
		Use:   "draw FILE --round N --card NAME=CARD ... | --lots BOARD",
		Short: "Enter a card draw made in the hall, or draw lots for a tied match",
		Long: `Enter the cards each player drew in the hall (docs/rules.md section 6): with m players,
two suits numbered 1 to m/2 (红 red and 黑 black) and a K when m is odd. The two
holders of a number play each other on that board, the red card with red; the K
holder has the bye. Every player needs one card and every card must be drawn once;
a wrong set is refused and the file is left unchanged. 'xqt pair' makes the same
draw with a seeded lot instead.

The round must be the next one, or the last one while it has no results (to
correct a draw). In a knockout drawn with cards the players are those still in;
in any other stage a card draw can pair round 1.

Cards are written 红3 / 黑3 (also r3, b3, ♥3, ♠3) and K (also 王).

--lots BOARD decides a match still tied after every game its format allows
(round N, that board) by drawing lots 抽签: drawn by xqt with --seed (recorded), or
as drawn in the hall with --winner NAME.`,
		Example: `  xqt draw cup.yaml --round 1 --card 王小明=红3 --card 李四=黑3 --card 张三=K ...
  xqt draw cup.yaml --round 4 --lots 1 --seed 2026
  xqt draw cup.yaml --round 4 --lots 1 --winner 王小明`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.cmd = args[0], c
			if runF != nil {
				return runF(opts)
			}
			return runDraw(f, opts)
		},
	}
	fl := c.Flags()
	fl.IntVar(&opts.Round, "round", 0, "round number (required)")
	fl.StringArrayVar(&opts.Cards, "card", nil, "a player's card, NAME=CARD (name or start number; repeat for every player)")
	fl.IntVar(&opts.Lots, "lots", 0, "draw lots for the tied match on this board")
	fl.StringVar(&opts.Winner, "winner", "", "with --lots: the player who won the lots drawn in the hall")
	fl.Int64Var(&opts.Seed, "seed", 0, "with --lots: seed of the lot drawn by xqt (default: from the clock, recorded)")
	fl.BoolVar(&opts.JSON, "json", false, "print the round as 'xqt pairings --json' does")
	return c
}

func runDraw(f *Factory, opts *drawOptions) error {
	if opts.Round < 1 {
		return usageError("draw needs --round N")
	}
	if opts.Lots > 0 {
		if len(opts.Cards) > 0 {
			return usageError("--lots and --card do not go together: draw lots and enter cards separately")
		}
		return runLots(f, opts)
	}
	if opts.Winner != "" {
		return usageError("--winner goes with --lots BOARD")
	}
	if len(opts.Cards) == 0 {
		return usageError("give every player's card with --card NAME=CARD (e.g. --card 王小明=红3), or let 'xqt pair' draw")
	}
	var made scoring.Round
	ev, err := f.updateEvent(opts.Path, "draw", func(ev *scoring.Event) error {
		r, err := drawRound(ev, opts)
		if err != nil {
			return err
		}
		made = r
		return nil
	})
	if err != nil {
		return err
	}
	if opts.JSON {
		return writeJSON(f, pairingsJSON(ev, &made))
	}
	fmt.Fprintf(f.IO.Err, "round %d drawn by hand (stage %s)\n", made.Number, made.Stage)
	return printRound(f, opts.cmd, ev, &made)
}

// drawRound checks the round and the cards and adds (or replaces) the round.
func drawRound(ev *scoring.Event, opts *drawOptions) (scoring.Round, error) {
	n := opts.Round
	redo := false
	switch {
	case n == len(ev.Rounds)+1:
		if n > 1 {
			if missing := ev.Rounds[n-2].Missing(); len(missing) > 0 {
				return scoring.Round{}, invalidf("round %d has no result on board(s) %s: enter them before drawing round %d", n-1, joinInts(missing), n)
			}
		}
	case n == len(ev.Rounds) && n > 0:
		last := ev.Rounds[n-1]
		for _, g := range last.Games {
			if g.Result != scoring.NoResult || len(g.Games) > 0 {
				return scoring.Round{}, invalidf("round %d already has results (board %d): its draw can no longer be changed", n, g.Board)
			}
		}
		redo = true
	case n > len(ev.Rounds)+1:
		return scoring.Round{}, invalidf("round %d cannot be drawn yet: the next round is %d", n, len(ev.Rounds)+1)
	default:
		return scoring.Round{}, invalidf("round %d is not the last round: only the next round (%d) or the last one can be drawn", n, len(ev.Rounds)+1)
	}
	base := ev
	var st *scoring.Stage
	if redo {
		trial := *ev
		trial.Rounds = ev.Rounds[:n-1]
		base = &trial
		st = ev.Stage(ev.Rounds[n-1].Stage)
	} else {
		st = ev.CurrentStage()
	}
	if st == nil {
		return scoring.Round{}, invalidf("the event has no stage")
	}
	if st.Scheduled() {
		what := "round robin"
		if sys, err := pairing.For(st); err == nil {
			_, what = sys.Label(st)
		}
		return scoring.Round{}, invalidf("stage %s is a %s: its rounds follow its table, not a card draw", st.ID, what)
	}
	cards, err := parseCards(ev, opts.Cards)
	if err != nil {
		return scoring.Round{}, err
	}
	r, err := knockout.DrawCardsRound(base, st, cards)
	if err != nil {
		return scoring.Round{}, invalidf("%s", namedError(ev, err))
	}
	r.Number, r.Stage = n, st.ID
	if redo {
		ev.Rounds[n-1] = r
	} else {
		ev.Rounds = append(ev.Rounds, r)
	}
	return r, nil
}

// parseCards reads NAME=CARD pairs, reporting every bad one at once.
func parseCards(ev *scoring.Event, specs []string) ([]scoring.Card, error) {
	var cards []scoring.Card
	var bad []string
	for _, s := range specs {
		who, card, ok := strings.Cut(s, "=")
		if !ok {
			bad = append(bad, fmt.Sprintf("--card %q: write NAME=CARD, e.g. 王小明=红3", s))
			continue
		}
		p, err := findPlayer(ev, who)
		if err != nil {
			bad = append(bad, fmt.Sprintf("--card %q: %v", s, err))
			continue
		}
		c, err := knockout.ParseCard(card)
		if err != nil {
			bad = append(bad, fmt.Sprintf("--card %q: %v", s, err))
			continue
		}
		c.Player = p.No
		cards = append(cards, c)
	}
	if len(bad) > 0 {
		return nil, invalidf("%s", strings.Join(bad, "\n"))
	}
	return cards, nil
}

func runLots(f *Factory, opts *drawOptions) error {
	var msg string
	_, err := f.updateEvent(opts.Path, "draw", func(ev *scoring.Event) error {
		winner := 0
		if opts.Winner != "" {
			p, err := findPlayer(ev, opts.Winner)
			if err != nil {
				return err
			}
			winner = p.No
		}
		seed := opts.Seed
		if seed == 0 && winner == 0 {
			seed = f.Now().UnixNano()%1_000_000_000 + 1
		}
		w, err := knockout.DrawLots(ev, opts.Round, opts.Lots, winner, seed)
		if err != nil {
			return invalidf("%s", namedError(ev, err))
		}
		how := "as drawn in the hall"
		if winner == 0 {
			how = fmt.Sprintf("drawn by xqt, seed %d", seed)
		}
		msg = fmt.Sprintf("round %d, board %d: %s wins the lots (%s)", opts.Round, opts.Lots, playerLabel(ev, w), how)
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Err, msg)
	return nil
}

// namer is an error that names players by start number and can write them
// by name (scoring.PlayerError, swiss.NoPairingError, ...).
type namer interface {
	error
	Named(label func(no int) string) string
}

// namedError writes err with its players as "钱七 (5)" wherever a typed
// error in it (wrapped or joined) names them; free text is kept as it is.
func namedError(ev *scoring.Event, err error) string {
	label := func(no int) string {
		if ev.Player(no) == nil {
			return scoring.PlayerNo(no).String()
		}
		return playerLabel(ev, no)
	}
	msg := err.Error()
	for _, n := range namers(err) {
		msg = strings.Replace(msg, n.Error(), n.Named(label), 1)
	}
	return msg
}

// namers are the typed errors in err's tree that name players, outermost
// first (a namer names the errors inside it itself).
func namers(err error) []namer {
	if n, ok := err.(namer); ok {
		return []namer{n}
	}
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		if e := u.Unwrap(); e != nil {
			return namers(e)
		}
	case interface{ Unwrap() []error }:
		var out []namer
		for _, e := range u.Unwrap() {
			out = append(out, namers(e)...)
		}
		return out
	}
	return nil
}

// printCards lists a round's card draw under its pairings.
func printCards(f *Factory, ev *scoring.Event, r *scoring.Round) {
	if len(r.Cards) == 0 {
		return
	}
	parts := make([]string, len(r.Cards))
	for i, c := range r.Cards {
		parts[i] = knockout.CardText(c) + " " + playerLabel(ev, c.Player)
	}
	seed := "drawn by hand"
	if r.Seed != 0 {
		seed = fmt.Sprintf("seed %d", r.Seed)
	}
	fmt.Fprintf(f.IO.Out, "抽签 Cards (%s): %s\n", seed, strings.Join(parts, ", "))
}
