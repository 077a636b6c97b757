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
	Path    string
	Name    string
	NameEn  string
	Site    string
	Arbiter string
	Start   string
	Edition string
	stageFlags
	Force bool
}

func newCmdInit(f *Factory, runF func(*initOptions) error) *cobra.Command {
	opts := &initOptions{}
	c := &cobra.Command{
		Use:   "init FILE --name NAME [--system " + systemsUse() + "]",
		Short: "Create a new event file",
		Long: `Create a new event file with its first stage (add more with 'xqt stage add'). The defaults suit a Chinese school event:
rules of 2011 (win 2, draw 1, loss 0), round robin, tiebreaks of 2011 14.1.`,
		Example: `  xqt init spring.yaml --name "2026 春季教职工象棋赛"
  xqt init spring.yaml --name "教职工赛" --system swiss --rounds 7
  xqt init cup.yaml --name "校园杯" --system knockout --draw cards --seed 2026
  xqt init club.yaml --name "Club RR" --cycles 2 --points 3-1-0 --numbering draw
  xqt init open.yaml --name "公开赛" --points win=3,draw=1,draw_black=2,forfeit_win=2
  xqt init school.yaml --name "2026 小学生象棋赛" --system knockout --draw cards --match best-of-3 --until 12
  xqt init league.yaml --name "2026 机关象棋团体赛" --teams --boards 4 --lineup substitute   # a team event: docs/teams.md`,
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
	fl.StringVar(&opts.stageFlags.Name, "stage-name", "", "name of the first stage as printed (e.g. 预赛, 淘汰赛); default none")
	opts.stageFlags.add(fl, "points table: a preset ("+strings.Join(scoring.PresetNames(), ", ")+"; default by edition) or KEY=VALUE,... as in the event file, e.g. win=3,draw=1,draw_black=2")
	fl.BoolVar(&opts.Force, "force", false, "overwrite an existing file")
	return c
}

func runInit(f *Factory, opts *initOptions) error {
	if opts.Name == "" {
		return usageError("init needs --name: the event's name as it should be printed")
	}
	for _, v := range []*string{&opts.Name, &opts.NameEn, &opts.Site, &opts.Arbiter} {
		n, err := event.NormalizeName(*v)
		if err != nil {
			return invalid(err)
		}
		*v = n
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
	sf := opts.stageFlags
	sf.Points = "" // the first stage scores by the event's table
	st, err := sf.stage("main", opts.Edition)
	if err != nil {
		return err
	}
	// A Swiss field is not known yet: 'xqt pair' warns at round 1 when it
	// is too small for the rounds asked (pair_swiss.go), so init says nothing.
	start := opts.Start
	if start != "" && !event.IsDate(start) {
		return usageError("--start %q: write the first day as YYYY-MM-DD, e.g. %s", start, f.Now().Format("2006-01-02"))
	}
	if start == "" {
		start = f.Now().Format("2006-01-02")
	}
	ev := &scoring.Event{Name: opts.Name, NameEn: opts.NameEn, Site: opts.Site, Arbiter: opts.Arbiter,
		Start: start, Edition: opts.Edition, Points: table, Stages: []scoring.Stage{st}}
	f.logChange(ev, "init", nil)
	if err := event.SaveChecked(opts.Path, ev, writtenBy(), func(w *scoring.Event) error { return validateSave(nil, w) }); err != nil {
		return invalid(err)
	}
	fmt.Fprintf(f.IO.Err, "created %s (%s, points %s); add players with 'xqt player add %s --name ...'\n",
		opts.Path, opts.System, table.Name, opts.Path)
	return nil
}
