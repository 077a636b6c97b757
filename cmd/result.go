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
	Clear      bool
}

func newCmdResult(f *Factory, runF func(*resultOptions) error) *cobra.Command {
	opts := &resultOptions{}
	c := &cobra.Command{
		Use:   "result FILE ROUND BOARD RESULT  |  result FILE ROUND BOARD --clear",
		Short: "Enter the result of one board",
		Long:  "Enter the result of one board.\n\n" + resultHelp,
		Example: `  xqt result spring.yaml 1 3 1-0
  xqt result spring.yaml 1 4 和
  xqt result spring.yaml 2 1 -+            # red did not come: black wins by forfeit
  xqt result spring.yaml 2 5 0-1 --black-fouls 1
  xqt result cup.yaml 3 1 1-0 --game 2     # game 2 of a best-of-three match
  xqt result spring.yaml 1 3 --clear       # erase the result of board 3`,
		Args: func(c *cobra.Command, args []string) error {
			if clear, _ := c.Flags().GetBool("clear"); clear {
				if len(args) != 3 {
					return usageError("%s --clear needs the event file, round and board, and no result (got %d argument(s)); see 'xqt %s --help'", c.CommandPath(), len(args), c.Name())
				}
				return nil
			}
			return exactArgs(4, "the event file, round, board and result (or --clear to erase one)")(c, args)
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if len(args) == 4 {
				opts.Result = args[3]
			}
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
	fl.BoolVar(&opts.Clear, "clear", false, "erase the result (of the board, or with --game of that game)")
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

// parseEntered reads a result as typed. A text that means "no result" (empty,
// "*") is refused: erasing is the explicit --clear.
func parseEntered(text string) (scoring.Result, error) {
	res, err := scoring.ParseResult(text)
	if err != nil {
		return res, err
	}
	if res == scoring.NoResult {
		return res, fmt.Errorf("empty result %q: write 1-0, 0-1, = ...; to erase a result use 'xqt result FILE ROUND BOARD --clear'", text)
	}
	return res, nil
}

// entry is one result to record: what 'xqt result' takes from its arguments
// and 'xqt results' from each line.
type entry struct {
	round, board, game   int
	res                  scoring.Result
	red                  string // armageddon: who took red (name or number)
	redFouls, blackFouls int    // -1: unchanged
}

// record enters one result in ev. It is the one code path of 'xqt result'
// and 'xqt results': a knockout match (or --game) goes through the match
// logic, which refuses a result its games contradict.
func record(ev *scoring.Event, e entry) (*scoring.Game, error) {
	g, err := boardOf(ev, e.round, e.board)
	if err != nil {
		return nil, err
	}
	if done, err := matchSummary(ev, e, g); done || err != nil {
		if err != nil {
			return nil, err
		}
		if e.red != "" {
			return nil, usageError("--red names who took red in one armageddon game: give it with --game N")
		}
	} else if e.game > 0 || isKnockoutRound(ev, e.round) {
		red := 0
		if e.red != "" {
			p, err := findPlayer(ev, e.red)
			if err != nil {
				return nil, err
			}
			red = p.No
		}
		if err := setMatchGame(ev, e.round, g, e.game, e.res, red); err != nil {
			return nil, err
		}
	} else {
		if e.red != "" {
			return nil, usageError("round %d, board %d is a single game, not a knockout match: --red (who took red in an armageddon game) does not apply; its red player is %s", e.round, e.board, playerLabel(ev, g.Red))
		}
		g.Result = e.res
	}
	if e.redFouls >= 0 {
		g.RedFouls = e.redFouls
	}
	if e.blackFouls >= 0 {
		g.BlackFouls = e.blackFouls
	}
	if err := foulCheck(ev, e.round, g); err != nil {
		return nil, err
	}
	return g, nil
}

// matchSummary records the result of a whole knockout match of several
// games when no game is named and none is recorded: organisers who know only
// who won the match enter that (the bracket reads a match result without
// games as the match's outcome). It reports false when the board is not such
// a match, leaving it to the match logic. The bracket must still resolve,
// and a correction that changes who advanced is refused once a later round
// of the stage is paired (the games, entered with --game, move the later
// rounds along instead).
func matchSummary(ev *scoring.Event, e entry, g *scoring.Game) (bool, error) {
	if e.game != 0 || len(g.Games) > 0 || e.round < 1 || e.round > len(ev.Rounds) {
		return false, nil
	}
	st := ev.Stage(ev.Rounds[e.round-1].Stage)
	if st == nil || !hasBracket(st) {
		return false, nil
	}
	before, err := knockout.Resolve(ev, st)
	if err != nil {
		return false, nil // the match logic reports it
	}
	mi := matchOf(before, e.round, e.board)
	if mi == nil || mi.Format.Games <= 1 {
		return false, nil
	}
	winner := mi.Winner
	old := g.Result
	g.Result = e.res
	after, err := knockout.Resolve(ev, st)
	if winner != 0 {
		// A bracket the new winner no longer fits also fails to resolve;
		// say why rather than how.
		if err != nil || matchOf(after, e.round, e.board) == nil || matchOf(after, e.round, e.board).Winner != winner {
			for _, r := range ev.Rounds[e.round:] {
				if r.Stage == st.ID {
					err = fmt.Errorf("this correction changes who advanced, and round %d is already paired with the players as they were: a match result alone cannot move the later rounds along; remove the pairing of round %d first", r.Number, r.Number)
					break
				}
			}
		}
	}
	if err != nil {
		g.Result = old
		return true, invalidf("round %d, board %d: %s", e.round, e.board, namedError(ev, err))
	}
	return true, nil
}

func matchOf(ks *knockout.State, round, board int) *knockout.MatchInfo {
	for i := range ks.Matches {
		if ks.Matches[i].Round == round && ks.Matches[i].Board == board {
			return &ks.Matches[i]
		}
	}
	return nil
}

func runResult(f *Factory, opts *resultOptions) error {
	if opts.RedFouls < -1 || opts.BlackFouls < -1 {
		return usageError("--red-fouls and --black-fouls count fouls from 0, got %d", min(opts.RedFouls, opts.BlackFouls))
	}
	res := scoring.NoResult
	if !opts.Clear {
		var err error
		if res, err = parseEntered(opts.Result); err != nil {
			return invalid(err)
		}
	}
	if done, err := teamResult(f, opts, res); done { // result_team.go
		return err
	}
	var msg string
	ev, err := f.updateEvent(opts.Path, "result", func(ev *scoring.Event) error {
		g, err := record(ev, entry{round: opts.Round, board: opts.Board, game: opts.Game, res: res, red: opts.Red,
			redFouls: opts.RedFouls, blackFouls: opts.BlackFouls})
		if err != nil {
			return err
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
