package cmd

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

type statusOptions struct {
	Path string
	JSON bool
}

// statusJSON is 'xqt status --json'.
type statusJSON struct {
	Stage   string        `json:"stage"`
	System  string        `json:"system"`
	Round   int           `json:"round"`   // rounds of the stage paired
	Planned int           `json:"planned"` // 0 while the system cannot tell
	Missing []missingJSON `json:"missing"`
	Absent  []absentJSON  `json:"absent_next"`
	Next    string        `json:"next"`
}

type missingJSON struct {
	Round int        `json:"round"`
	Board int        `json:"board"`
	Red   playerJSON `json:"red"`
	Black playerJSON `json:"black"`
}

type playerJSON struct {
	No   int    `json:"no"`
	Name string `json:"name"`
}

type absentJSON struct {
	playerJSON
	Why string `json:"why"` // withdrawn, late-entry, bye
}

func newCmdStatus(f *Factory, runF func(*statusOptions) error) *cobra.Command {
	opts := &statusOptions{}
	c := &cobra.Command{
		Use:   "status FILE",
		Short: "Say where the event stands and what to run next",
		Long: `Say where the event stands: the current stage and round, the results still
missing (board by board, with the players), who will not play the next round
(players withdrawn, late entries who join later, a round robin's bye from its
table), and the command to run next. A multi-stage event first lists its stages
as 'xqt stage' does. --json prints {"stage": "main", "system": "swiss", "round": 3,
"planned": 7, "missing": [{"round": 3, "board": 2, "red": {"no": 4, "name": "..."},
"black": {...}}], "absent_next": [{"no": 9, "name": "...", "why": "withdrawn"}],
"next": "..."}; why is withdrawn, late-entry or bye.`,
		Example: `  xqt status spring.yaml
  xqt status spring.yaml --json`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runStatus(f, c, opts)
		},
	}
	c.Flags().BoolVar(&opts.JSON, "json", false, "print the status as JSON")
	return c
}

func runStatus(f *Factory, c *cobra.Command, opts *statusOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	out := f.IO.Out
	cur := ev.CurrentStage()
	if cur == nil {
		return invalidf("%s has no stage: add one with 'xqt stage add'", opts.Path)
	}
	if opts.JSON {
		return statusAsJSON(f, ev, cur, opts.Path)
	}
	fmt.Fprintf(out, "%s (%s)\n", ev.Name, opts.Path)
	if len(ev.Stages) > 1 {
		if err := stagesTable(ev).write(out, f.aligned(c)); err != nil {
			return err
		}
	}
	rounds := ev.StageRounds(cur.ID)
	planned := "?"
	if n := pairing.Planned(ev, cur); n > 0 {
		planned = fmt.Sprint(n)
	}
	where := ""
	if len(rounds) != len(ev.Rounds) {
		where = fmt.Sprintf(" (the event's round %d)", len(ev.Rounds))
	}
	of := " of " + planned
	if planned == "?" {
		of = ""
	}
	fmt.Fprintf(out, "stage %s (%s): round %d%s paired%s\n", stageLabel(ev, cur), cur.System, len(rounds), of, where)
	for _, r := range rounds {
		var boards []string
		for _, g := range r.Games {
			if g.Result == scoring.NoResult {
				boards = append(boards, fmt.Sprintf("  board %d: %s - %s", g.Board, playerLabel(ev, g.Red), playerLabel(ev, g.Black)))
			}
		}
		if len(boards) > 0 {
			fmt.Fprintf(out, "round %d: %d result(s) missing\n%s\n", r.Number, len(boards), strings.Join(boards, "\n"))
		}
	}
	next := len(ev.Rounds) + 1
	if away := absentNext(ev, cur, next); len(away) > 0 && !stageOver(ev, cur) {
		fmt.Fprintf(out, "not playing round %d:\n", next)
		for _, a := range away {
			fmt.Fprintf(out, "  %s\n", a.Text)
		}
	}
	step, err := nextStep(ev, opts.Path)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, step)
	return nil
}

// stageLabel is "预赛 (prelim)", or the id alone when the stage has no name.
func stageLabel(ev *scoring.Event, st *scoring.Stage) string {
	if st.Name != "" {
		return st.Name + " (" + st.ID + ")"
	}
	return st.ID
}

// absent is one player who will not play the next round, and why.
type absent struct {
	No   int
	Why  string // withdrawn, late-entry, bye
	Text string
}

// absentNext lists who of the stage will not play round next: players
// withdrawn by then, late entries who join after it, and, in a round robin
// whose table is fixed, the player its table gives the bye.
func absentNext(ev *scoring.Event, st *scoring.Stage, next int) []absent {
	var out []absent
	for _, p := range scoring.StagePlayers(ev, st) {
		switch {
		case p.Withdrawn > 0 && p.Withdrawn <= next:
			out = append(out, absent{p.No, "withdrawn", fmt.Sprintf("%s: withdrawn from round %d", playerLabel(ev, p.No), p.Withdrawn)})
		case p.Joined > next:
			out = append(out, absent{p.No, "late-entry", fmt.Sprintf("%s: late entry, plays from round %d", playerLabel(ev, p.No), p.Joined)})
		}
	}
	if !st.Scheduled() || (len(st.Order) == 0 && len(st.Groups) == 0) {
		return out
	}
	if n := len(ev.Rounds); n > 0 && len(ev.Rounds[n-1].Missing()) > 0 {
		return out
	}
	res, err := stage.PairNext(&pairing.Request{Event: cloneEvent(ev), SeedFlag: 1})
	if err != nil {
		return out
	}
	for _, no := range res.Round.Byes {
		out = append(out, absent{no, "bye", fmt.Sprintf("%s: has the bye (the round robin's table)", playerLabel(ev, no))})
	}
	return out
}

func statusAsJSON(f *Factory, ev *scoring.Event, cur *scoring.Stage, path string) error {
	pj := func(no int) playerJSON {
		out := playerJSON{No: no}
		if p := ev.Player(no); p != nil {
			out.Name = p.Name
		}
		return out
	}
	rounds := ev.StageRounds(cur.ID)
	out := statusJSON{Stage: cur.ID, System: string(cur.System), Round: len(rounds), Planned: pairing.Planned(ev, cur),
		Missing: []missingJSON{}, Absent: []absentJSON{}}
	for _, r := range rounds {
		for _, g := range r.Games {
			if g.Result == scoring.NoResult {
				out.Missing = append(out.Missing, missingJSON{r.Number, g.Board, pj(g.Red), pj(g.Black)})
			}
		}
	}
	for _, a := range absentNext(ev, cur, len(ev.Rounds)+1) {
		if stageOver(ev, cur) {
			break
		}
		out.Absent = append(out.Absent, absentJSON{pj(a.No), a.Why})
	}
	next, err := nextStep(ev, path)
	if err != nil {
		return err
	}
	out.Next = next
	return writeJSON(f, out)
}

// stageOver reports whether the stage has rounds and needs no more.
func stageOver(ev *scoring.Event, st *scoring.Stage) bool {
	done, err := pairing.StageDone(ev, st)
	return err == nil && done && len(ev.StageRounds(st.ID)) > 0
}
