package cmd

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/scoring"
)

type checkInOptions struct {
	Path            string
	Open            string // exclude or forfeit
	Present, Absent []string
	Close           bool
}

func newCmdCheckIn(f *Factory, runF func(*checkInOptions) error) *cobra.Command {
	opts := &checkInOptions{}
	c := &cobra.Command{
		Use:   "checkin FILE [--open exclude|forfeit] [--present P]... [--absent P]... [--close]",
		Short: "Check players in before a round 点名 (the roll call the server's check-in page ticks)",
		Long: `Check players in before a round 点名. The check-in is kept in the event file
(its 'checkin' section), so the server's check-in page and the command line see
the same ticks; every change goes into the change log.

--open exclude opens it for the next round to pair: 'xqt pair' then leaves every
player of the stage not ticked present out of that round, as --exclude does (the
round records them as absent), and closes the check-in.
--open forfeit opens it for the round already paired: --close then enters a
forfeit for each game of that round without a result whose player is not ticked
(-+ when red is absent, +- when black is, -- when both are).
--present and --absent tick and untick players (start numbers or names).
Without flags it lists who is ticked and who is not.`,
		Example: `  xqt checkin spring.yaml --open exclude
  xqt checkin spring.yaml --present 3 --present 王小明
  xqt checkin spring.yaml
  xqt pair spring.yaml                      # leaves the players not ticked out`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runCheckIn(f, opts)
		},
	}
	fl := c.Flags()
	fl.StringVar(&opts.Open, "open", "", "open the check-in: exclude (the next round leaves the absent out) or forfeit (the paired round's games of the absent are forfeits)")
	fl.StringArrayVar(&opts.Present, "present", nil, "tick this player present (repeatable)")
	fl.StringArrayVar(&opts.Absent, "absent", nil, "untick this player (repeatable)")
	fl.BoolVar(&opts.Close, "close", false, "close the check-in; under forfeit, enter the forfeits of the absent")
	c.MarkFlagsMutuallyExclusive("open", "close")
	return c
}

func runCheckIn(f *Factory, opts *checkInOptions) error {
	if opts.Open == "" && !opts.Close && len(opts.Present)+len(opts.Absent) == 0 {
		ev, err := loadEvent(opts.Path)
		if err != nil {
			return err
		}
		return listCheckIn(f, ev)
	}
	if opts.Open != "" && opts.Open != scoring.CheckInExclude && opts.Open != scoring.CheckInForfeit {
		return usageError("--open %q: write exclude (the next round leaves the absent out) or forfeit (the paired round's games of the absent are forfeits)", opts.Open)
	}
	var msgs []string
	_, err := f.updateEventNoted(opts.Path, "checkin", func(ev *scoring.Event, notes *[]string) error {
		var err error
		msgs, err = changeCheckIn(ev, opts, notes)
		return err
	})
	if err != nil {
		return err
	}
	for _, m := range msgs {
		fmt.Fprintln(f.IO.Err, m)
	}
	return nil
}

// changeCheckIn applies the flags to ev's check-in: open, tick, untick,
// close, in that order, and returns what it did.
func changeCheckIn(ev *scoring.Event, opts *checkInOptions, notes *[]string) ([]string, error) {
	var msgs []string
	if opts.Open != "" {
		if ev.CheckIn != nil {
			return nil, invalidf("a check-in for round %d is open already: close it with 'xqt checkin %s --close' first", ev.CheckIn.Round, opts.Path)
		}
		round := len(ev.Rounds) + 1
		if opts.Open == scoring.CheckInForfeit {
			if len(ev.Rounds) == 0 {
				return nil, invalidf("--open forfeit is for a round already paired, and none is: use --open exclude before 'xqt pair'")
			}
			round = len(ev.Rounds)
		}
		ev.CheckIn = &scoring.CheckIn{Round: round, Absent: opts.Open}
		msgs = append(msgs, fmt.Sprintf("check-in 点名 open for round %d: %s", round, absentText(opts.Open)))
	}
	c := ev.CheckIn
	if c == nil {
		return nil, invalidf("no check-in is open: open one with 'xqt checkin %s --open exclude' (before pairing) or --open forfeit (the round is paired)", opts.Path)
	}
	for _, list := range []struct {
		names   []string
		present bool
	}{{opts.Present, true}, {opts.Absent, false}} {
		for _, s := range list.names {
			p, err := findPlayer(ev, s)
			if err != nil {
				return nil, err
			}
			i, found := slices.BinarySearch(c.Present, p.No)
			switch {
			case list.present && !found:
				c.Present = slices.Insert(c.Present, i, p.No)
			case !list.present && found:
				c.Present = slices.Delete(c.Present, i, i+1)
			}
			word := "present 到"
			if !list.present {
				word = "not present 未到"
			}
			msgs = append(msgs, fmt.Sprintf("%s: %s", playerLabel(ev, p.No), word))
		}
	}
	if opts.Close {
		if c.Absent == scoring.CheckInForfeit {
			done, err := forfeitAbsent(ev, c)
			if err != nil {
				return nil, err
			}
			if len(done) > 0 {
				*notes = append(*notes, "check-in forfeits: "+strings.Join(done, ", "))
			}
			msgs = append(msgs, done...)
		}
		ev.CheckIn = nil
		msgs = append(msgs, fmt.Sprintf("check-in 点名 of round %d closed", c.Round))
	}
	return msgs, nil
}

func absentText(mode string) string {
	if mode == scoring.CheckInForfeit {
		return "a player not checked in loses the game by forfeit 未到者判负"
	}
	return "a player not checked in is left out of the round 未到者不编排"
}

// checkInPlayers are the players a check-in calls: the players of the
// stage of its round who still play in it.
func checkInPlayers(ev *scoring.Event, c *scoring.CheckIn) []scoring.Player {
	var st *scoring.Stage
	if c.Round <= len(ev.Rounds) {
		st = ev.Stage(ev.Rounds[c.Round-1].Stage)
	} else {
		st = ev.CurrentStage()
	}
	ps := ev.Players
	if st != nil {
		ps = stagePlayers(ev, st)
	}
	var out []scoring.Player
	for _, p := range ps {
		if (p.Withdrawn == 0 || p.Withdrawn > c.Round) && p.Joined <= c.Round {
			out = append(out, p)
		}
	}
	return out
}

// checkInExcluded are the players an open check-in leaves out of the round
// being paired (none when no check-in excludes for it).
func checkInExcluded(ev *scoring.Event) []int {
	c := ev.CheckIn
	if c == nil || c.Absent != scoring.CheckInExclude || c.Round != len(ev.Rounds)+1 {
		return nil
	}
	var out []int
	for _, p := range checkInPlayers(ev, c) {
		if !c.IsPresent(p.No) {
			out = append(out, p.No)
		}
	}
	return out
}

// forfeitAbsent enters a forfeit for each game of the check-in's round that
// has no result and a player not checked in, as 'xqt result' would.
func forfeitAbsent(ev *scoring.Event, c *scoring.CheckIn) ([]string, error) {
	var done []string
	r := &ev.Rounds[c.Round-1]
	if len(r.Matches) > 0 {
		return nil, invalidf("round %d is a team round: enter its forfeits with 'xqt result' board by board", c.Round)
	}
	for _, g := range r.Games {
		if g.Result != scoring.NoResult || len(g.Games) > 0 {
			continue
		}
		red, black := c.IsPresent(g.Red), c.IsPresent(g.Black)
		var res scoring.Result
		switch {
		case !red && !black:
			res = scoring.DoubleForfeit
		case !red:
			res = scoring.BlackForfeit
		case !black:
			res = scoring.RedForfeit
		default:
			continue
		}
		gm, err := record(ev, entry{round: c.Round, board: g.Board, res: res, redFouls: -1, blackFouls: -1})
		if err != nil {
			return nil, err
		}
		done = append(done, fmt.Sprintf("round %d, board %d: %s %s %s", c.Round, g.Board, playerLabel(ev, gm.Red), gm.Result, playerLabel(ev, gm.Black)))
	}
	return done, nil
}

func listCheckIn(f *Factory, ev *scoring.Event) error {
	c := ev.CheckIn
	if c == nil {
		fmt.Fprintln(f.IO.Out, "no check-in is open 未开始点名")
		return nil
	}
	fmt.Fprintf(f.IO.Out, "check-in 点名 of round %d: %s\n", c.Round, absentText(c.Absent))
	t := &table{header: []string{"序号 No", "姓名 Name", "单位 Club", "到 Present"}, right: map[int]bool{0: true}}
	n := 0
	for _, p := range checkInPlayers(ev, c) {
		mark := ""
		if c.IsPresent(p.No) {
			mark = "✓"
			n++
		}
		club := p.Club
		if p.Team != "" {
			club = p.Team
		}
		t.rows = append(t.rows, []string{fmt.Sprint(p.No), p.Name, club, mark})
	}
	if err := t.write(f.IO.Out, true); err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Out, "%d of %d present 已到\n", n, len(t.rows))
	return nil
}

// playerList is "3 (丙), 7 (辛)" for start numbers.
func playerList(ev *scoring.Event, nos []int) string {
	s := make([]string, len(nos))
	for i, no := range nos {
		s[i] = playerLabel(ev, no)
	}
	return strings.Join(s, ", ")
}
