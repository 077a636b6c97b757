package cmd

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

type initOptions struct {
	Path      string
	Name      string
	NameEn    string
	Site      string
	Arbiter   string
	Start     string
	Edition   string
	System    string
	Rounds    int
	Cycles    int
	Points    string
	Tiebreaks []string
	Numbering string
	Seed      int64
	Draw      string
	Swiss     string
	Options   []string
	Force     bool
}

func newCmdInit(f *Factory, runF func(*initOptions) error) *cobra.Command {
	opts := &initOptions{}
	c := &cobra.Command{
		Use:   "init FILE --name NAME [--system round-robin|swiss|knockout]",
		Short: "Create a new event file",
		Long: `Create a new event file with one stage. The defaults suit a Chinese school event:
rules of 2011 (win 2, draw 1, loss 0), round robin, tiebreaks of 2011 14.1.`,
		Example: `  xqt init spring.yaml --name "2026 春季教职工象棋赛"
  xqt init spring.yaml --name "教职工赛" --system swiss --rounds 7
  xqt init cup.yaml --name "校园杯" --system knockout --draw cards --seed 2026
  xqt init club.yaml --name "Club RR" --cycles 2 --points 3-1-0 --numbering draw
  xqt init open.yaml --name "公开赛" --points win=3,draw=1,draw_black=2,forfeit_win=2`,
		Args: exactArgs(1, "the event file to create"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runInit(f, opts)
		},
	}
	fl := c.Flags()
	fl.StringVar(&opts.Name, "name", "", "event name (required)")
	fl.StringVar(&opts.NameEn, "name-en", "", "event name in English")
	fl.StringVar(&opts.Site, "site", "", "venue")
	fl.StringVar(&opts.Arbiter, "arbiter", "", "chief arbiter")
	fl.StringVar(&opts.Start, "start", "", "first day, YYYY-MM-DD (default today)")
	fl.StringVar(&opts.Edition, "edition", "cxa2011", "rules edition: cxa2011 or cxa1999")
	fl.StringVar(&opts.System, "system", "round-robin", "round-robin, swiss or knockout")
	fl.IntVar(&opts.Rounds, "rounds", 0, "number of rounds (Swiss; a round robin has as many as the table)")
	fl.IntVar(&opts.Cycles, "cycles", 1, "round robin: 1 single, 2 double 双循环")
	fl.StringVar(&opts.Points, "points", "", "points table: a preset ("+strings.Join(scoring.PresetNames(), ", ")+"; default by edition) or KEY=VALUE,... as in the event file, e.g. win=3,draw=1,draw_black=2")
	fl.StringSliceVar(&opts.Tiebreaks, "tiebreaks", nil, "tiebreak preset or criteria ids in order (default by edition and system; see 'xqt tiebreaks')")
	fl.StringVar(&opts.Numbering, "numbering", "", "order of the table: roster (entry order), rating, or draw (seeded lot); default roster for a round robin, rating for a Swiss (draw when nobody is rated)")
	fl.Int64Var(&opts.Seed, "seed", 0, "seed of random draws (default: chosen and recorded at the first draw)")
	fl.StringVar(&opts.Draw, "draw", "", "knockout pairing: cards (a card draw every round) or seeded (bracket)")
	fl.StringVar(&opts.Swiss, "swiss", "", "Swiss pairing rules: cxa (Chinese practice, default) or dutch (FIDE C.04.3)")
	fl.StringArrayVar(&opts.Options, "option", nil, "system setting KEY=VALUE stored with the stage (repeatable; see docs/)")
	fl.BoolVar(&opts.Force, "force", false, "overwrite an existing file")
	return c
}

// defaultTiebreaks is the preset of article 15 (2011/2014 14) for a system.
func defaultTiebreaks(edition, system string) []string {
	switch system {
	case "round-robin":
		if edition == "cxa1999" {
			return []string{"cxa1999-rr"}
		}
		return []string{"cxa2011-rr"}
	case "swiss":
		if edition == "cxa1999" {
			return []string{"cxa1999-swiss"}
		}
		return []string{"cxa2011-swiss-bh"}
	}
	return nil
}

func runInit(f *Factory, opts *initOptions) error {
	if opts.Name == "" {
		return usageError("init needs --name: the event's name as it should be printed")
	}
	if _, err := os.Stat(opts.Path); err == nil && !opts.Force {
		return invalidf("%s already exists: pick another name, or add --force to overwrite it", opts.Path)
	}
	switch opts.Edition {
	case "cxa2011", "cxa1999":
	default:
		return invalidf("unknown rules edition %q: use cxa2011 or cxa1999", opts.Edition)
	}
	pointsName := opts.Points
	if pointsName == "" {
		pointsName = opts.Edition
	}
	table, err := event.ParseTable(pointsName)
	if err != nil {
		return invalidf("--points: %v", err)
	}
	st := scoring.Stage{ID: "main", System: opts.System, Rounds: opts.Rounds, Numbering: opts.Numbering, Seed: opts.Seed}
	switch opts.System {
	case "round-robin":
		if opts.Cycles < 1 || opts.Cycles > 2 {
			return invalidf("--cycles is 1 (single round robin) or 2 (double)")
		}
		st.Cycles = opts.Cycles
	case "swiss":
		if opts.Rounds < 1 {
			return invalidf("a Swiss needs --rounds (e.g. --rounds 7)")
		}
		// The field is not known yet: say what it takes ('xqt pair' warns
		// again at round 1 when the field is too small).
		fmt.Fprintf(f.IO.Err, "note: %d rounds without rematches need at least %d players (%d if their number is even); for fewer, a round robin (--system round-robin) is the usual choice\n", opts.Rounds, opts.Rounds, opts.Rounds+1)
	case "knockout":
	default:
		return invalidf("unknown system %q: use round-robin, swiss or knockout", opts.System)
	}
	st.Tiebreaks = opts.Tiebreaks
	if len(st.Tiebreaks) == 0 {
		st.Tiebreaks = defaultTiebreaks(opts.Edition, opts.System)
	}
	setOpt := func(k, v string) {
		if st.Options == nil {
			st.Options = map[string]string{}
		}
		st.Options[k] = v
	}
	if opts.Draw != "" {
		setOpt("draw", opts.Draw)
	}
	if opts.Swiss != "" {
		setOpt("swiss", opts.Swiss)
	}
	for _, kv := range opts.Options {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return usageError("--option takes KEY=VALUE, got %q", kv)
		}
		setOpt(k, v)
	}
	start := opts.Start
	if start == "" {
		start = f.Now().Format("2006-01-02")
	}
	ev := &scoring.Event{Name: opts.Name, NameEn: opts.NameEn, Site: opts.Site, Arbiter: opts.Arbiter,
		Start: start, Edition: opts.Edition, Points: table, Stages: []scoring.Stage{st}}
	if err := event.Save(opts.Path, ev); err != nil {
		return invalid(err)
	}
	fmt.Fprintf(f.IO.Err, "created %s (%s, points %s); add players with 'xqt player add %s --name ...'\n",
		opts.Path, opts.System, table.Name, opts.Path)
	return nil
}
