package cmd

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

type standingsOptions struct {
	Path      string
	After     int
	Stage     string
	Tiebreaks []string
	JSON      bool
}

func newCmdStandings(f *Factory, runF func(*standingsOptions) error) *cobra.Command {
	opts := &standingsOptions{}
	c := &cobra.Command{
		Use:   "standings FILE [--after N] [--json]",
		Short: "Print the standings 名次",
		Long: `Print the standings of a stage after a round: place (shared places 并列 marked "="),
start number, name, points, then the tiebreaks in their ranking order. When first
place is shared, article 15.6 wants a play-off 加赛, and xqt says so.

--json prints {"after": 3, "stage": "main", "playoff_needed": false, "rows": [{"place": 1,
"shared": false, "no": 4, "name": "...", "points": 6, "tiebreaks": [{"id": "sb",
"value": 12}]}]}, tiebreaks in their ranking order.`,
		Example: `  xqt standings spring.yaml
  xqt standings spring.yaml --after 3
  xqt standings spring.yaml --tiebreaks BH,BH/C1,SB --json`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runStandings(f, c, opts)
		},
	}
	fl := c.Flags()
	fl.IntVar(&opts.After, "after", 0, "standings after this round of the event (default: the last round with results)")
	fl.StringVar(&opts.Stage, "stage", "", "stage id (default: the current stage)")
	fl.StringSliceVar(&opts.Tiebreaks, "tiebreaks", nil, "use these tiebreaks instead of the stage's (ids or FIDE codes; see 'xqt tiebreaks')")
	fl.BoolVar(&opts.JSON, "json", false, "print JSON (fields documented above)")
	return c
}

// stageStandings computes the standings of a stage after event round after
// (0: every round of the stage).
func stageStandings(ev *scoring.Event, st *scoring.Stage, after int, criteria []string) (*tiebreak.Standings, error) {
	var rounds []scoring.Round
	for _, r := range ev.StageRounds(st.ID) {
		if after == 0 || r.Number <= after {
			rounds = append(rounds, r)
		}
	}
	in := tiebreak.StageInput(ev, st, rounds)
	if criteria != nil {
		in.Criteria = criteria
	}
	s, err := tiebreak.Compute(in)
	if err != nil {
		return nil, invalid(err)
	}
	return s, nil
}

type jsonTiebreak struct {
	ID    string  `json:"id"`
	Value float64 `json:"value"`
}

type jsonRow struct {
	Place     int            `json:"place"`
	Shared    bool           `json:"shared"`
	No        int            `json:"no"`
	Name      string         `json:"name"`
	Points    float64        `json:"points"`
	Tiebreaks []jsonTiebreak `json:"tiebreaks"`
}

type jsonStandings struct {
	After         int       `json:"after"`
	Stage         string    `json:"stage"`
	PlayoffNeeded bool      `json:"playoff_needed"`
	Rows          []jsonRow `json:"rows"`
}

func runStandings(f *Factory, c *cobra.Command, opts *standingsOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	st := ev.CurrentStage()
	if opts.Stage != "" {
		if st = ev.Stage(opts.Stage); st == nil {
			return invalidf("no stage %q in %s", opts.Stage, opts.Path)
		}
	}
	if st == nil {
		return invalidf("the event has no stage")
	}
	after := opts.After
	if after < 0 || after > len(ev.Rounds) {
		return invalidf("--after %d: the event has %d rounds", after, len(ev.Rounds))
	}
	if after == 0 {
		for _, r := range ev.StageRounds(st.ID) {
			if len(r.Missing()) < len(r.Games) || len(r.Games) == 0 {
				after = r.Number
			}
		}
	}
	if st.System == "knockout" && opts.Tiebreaks == nil {
		return knockoutStandings(f, c, ev, st, opts)
	}
	s, err := stageStandings(ev, st, after, opts.Tiebreaks)
	if err != nil {
		return err
	}
	if opts.JSON {
		out := jsonStandings{After: after, Stage: st.ID, PlayoffNeeded: s.PlayoffNeeded, Rows: []jsonRow{}}
		for _, row := range s.Rows {
			jr := jsonRow{Place: row.Place, Shared: row.Shared, No: row.No, Points: row.Points.Float(), Tiebreaks: []jsonTiebreak{}}
			if p := ev.Player(row.No); p != nil {
				jr.Name = p.Name
			}
			for i, v := range row.Values {
				jr.Tiebreaks = append(jr.Tiebreaks, jsonTiebreak{ID: s.Criteria[i].ID, Value: v.Float()})
			}
			out.Rows = append(out.Rows, jr)
		}
		return writeJSON(f, out)
	}
	header := []string{"名次 Place", "序号 No", "姓名 Name", "积分 Pts"}
	for _, cr := range s.Criteria {
		header = append(header, cr.Zh+" "+cr.Code)
	}
	t := &table{header: header, right: map[int]bool{0: true, 1: true, 3: true}}
	for _, row := range s.Rows {
		place := strconv.Itoa(row.Place)
		if row.Shared {
			place += "="
		}
		name := ""
		if p := ev.Player(row.No); p != nil {
			name = p.Name
		}
		cells := []string{place, strconv.Itoa(row.No), name, row.Points.String()}
		for _, v := range row.Values {
			cells = append(cells, v.String())
		}
		t.add(cells...)
	}
	fmt.Fprintf(f.IO.Out, "%s: 第%d轮后 after round %d\n", ev.Name, after, after)
	if err := t.write(f.IO.Out, f.aligned(c)); err != nil {
		return err
	}
	if s.PlayoffNeeded {
		fmt.Fprintln(f.IO.Err, "first place is shared: article 15.6 needs a play-off 加赛")
	}
	return nil
}

// knockoutStandings prints a knockout's places: decided places first, and
// players out in the same round sharing the place below those still in.
func knockoutStandings(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, opts *standingsOptions) error {
	ks, err := knockout.Resolve(ev, st)
	if err != nil {
		return invalid(err)
	}
	places := ks.Places()
	if opts.JSON {
		out := jsonStandings{After: len(ev.Rounds), Stage: st.ID, Rows: []jsonRow{}}
		for _, p := range places {
			jr := jsonRow{Place: p.Place, Shared: p.Shared, No: p.Player, Tiebreaks: []jsonTiebreak{}}
			if pl := ev.Player(p.Player); pl != nil {
				jr.Name = pl.Name
			}
			out.Rows = append(out.Rows, jr)
		}
		return writeJSON(f, out)
	}
	t := &table{header: []string{"名次 Place", "序号 No", "姓名 Name"}, right: map[int]bool{0: true, 1: true}}
	for _, p := range places {
		place := strconv.Itoa(p.Place)
		if p.Shared {
			place += "="
		}
		name := ""
		if pl := ev.Player(p.Player); pl != nil {
			name = pl.Name
		}
		t.add(place, strconv.Itoa(p.Player), name)
	}
	fmt.Fprintf(f.IO.Out, "%s: 淘汰赛名次 knockout places\n", ev.Name)
	if len(places) == 0 {
		fmt.Fprintln(f.IO.Err, "no place is decided yet")
	}
	return t.write(f.IO.Out, f.aligned(c))
}
