package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

type resultOptions struct {
	Path       string
	Round      int
	Board      int
	Result     string
	Game       int
	Red        string
	RedFouls   int
	BlackFouls int
	MatchBoard int // team rounds: --board within the match (result_team.go)
}

func newCmdResult(f *Factory, runF func(*resultOptions) error) *cobra.Command {
	opts := &resultOptions{}
	c := &cobra.Command{
		Use:   "result FILE ROUND BOARD RESULT",
		Short: "Enter the result of one board",
		Long:  "Enter the result of one board.\n\n" + resultHelp,
		Example: `  xqt result spring.yaml 1 3 1-0
  xqt result spring.yaml 1 4 和
  xqt result spring.yaml 2 1 -+            # red did not come: black wins by forfeit
  xqt result spring.yaml 2 5 0-1 --black-fouls 1
  xqt result cup.yaml 3 1 1-0 --game 2     # game 2 of a best-of-three match`,
		Args: exactArgs(4, "the event file, round, board and result"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.Result = args[0], args[3]
			var err error
			if opts.Round, err = strconv.Atoi(args[1]); err != nil {
				return usageError("round must be a number, got %q", args[1])
			}
			if opts.Board, err = strconv.Atoi(args[2]); err != nil {
				return usageError("board must be a number, got %q", args[2])
			}
			if runF != nil {
				return runF(opts)
			}
			return runResult(f, opts)
		},
	}
	fl := c.Flags()
	fl.IntVar(&opts.Game, "game", 0, "game number within a multi-game match (best of three, two games, rapid, armageddon)")
	fl.StringVar(&opts.Red, "red", "", "armageddon game: the player (name or number) who took red; default: the chooser took black")
	fl.IntVar(&opts.RedFouls, "red-fouls", -1, "fouls 犯规 of the red player in this game (default: unchanged)")
	fl.IntVar(&opts.BlackFouls, "black-fouls", -1, "fouls 犯规 of the black player (default: unchanged)")
	// -1 means "leave as recorded"; do not print it as a default.
	fl.Lookup("red-fouls").DefValue = "0"
	fl.Lookup("black-fouls").DefValue = "0"
	fl.IntVar(&opts.MatchBoard, "board", 0, "team round: the BOARD argument is the match and this its board (xqt result league.yaml 3 2 1-0 --board 4: match 2, board 4); without it +- -+ -- forfeit the whole match (docs/teams.md)")
	return c
}

func runResult(f *Factory, opts *resultOptions) error {
	res, err := scoring.ParseResult(opts.Result)
	if err != nil {
		return invalid(err)
	}
	if done, err := teamResult(f, opts, res); done { // result_team.go
		return err
	}
	var msg string
	ev, err := f.updateEvent(opts.Path, "result", func(ev *scoring.Event) error {
		g, err := boardOf(ev, opts.Round, opts.Board)
		if err != nil {
			return err
		}
		if opts.Game > 0 || isKnockoutRound(ev, opts.Round) {
			red := 0
			if opts.Red != "" {
				p, err := findPlayer(ev, opts.Red)
				if err != nil {
					return err
				}
				red = p.No
			}
			if err := setMatchGame(ev, opts.Round, g, opts.Game, res, red); err != nil {
				return err
			}
		} else {
			g.Result = res
		}
		if opts.RedFouls >= 0 {
			g.RedFouls = opts.RedFouls
		}
		if opts.BlackFouls >= 0 {
			g.BlackFouls = opts.BlackFouls
		}
		shown := g.Result.String()
		if shown == "" {
			shown = "(未决 undecided)"
		}
		msg = fmt.Sprintf("round %d, board %d: %s %s %s", opts.Round, opts.Board, playerLabel(ev, g.Red), shown, playerLabel(ev, g.Black))
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Err, msg)
	if ev != nil {
		status, err := knockout.MatchStatus(ev, opts.Round, opts.Board, func(no int) string { return playerLabel(ev, no) })
		if err == nil && status != "" {
			fmt.Fprintln(f.IO.Err, strings.ReplaceAll(status, "xqt draw EVENT", "xqt draw "+opts.Path))
		}
	}
	return nil
}

// boardOf finds a board of a round.
func boardOf(ev *scoring.Event, round, board int) (*scoring.Game, error) {
	r, err := roundArg(ev, round)
	if err != nil {
		return nil, err
	}
	for i := range r.Games {
		if r.Games[i].Board == board {
			return &r.Games[i], nil
		}
	}
	return nil, invalidf("round %d has no board %d: its boards are 1 to %d ('xqt pairings --round %d' shows them)", round, board, len(r.Games), round)
}
