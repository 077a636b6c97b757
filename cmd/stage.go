package cmd

import (
	"errors"
	"fmt"
	"github.com/xiangqi-org/xqt/formats/event"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

type stageOptions struct {
	Path string
	ID   string
	stageFlags
}

func newCmdStage(f *Factory) *cobra.Command {
	opts := &stageOptions{}
	c := &cobra.Command{
		Use:   "stage FILE",
		Short: "Say where a multi-stage event stands, or add a stage",
		Long: `Without a subcommand, say where the event stands: each stage with its system,
rounds paired and planned, what results are missing, whether it is complete, and
who would qualify for the next stage if it were closed now.

'xqt stage add' adds a stage after the last one; 'xqt advance' closes the current
stage and seeds the next. See docs/stages.md.`,
		Example: `  xqt stage school.yaml
  xqt stage add school.yaml groups --system round-robin --groups 2 --seeding random --points 3-1-0 --from previous --qualify 12
  xqt stage add school.yaml final --system round-robin --points 3-2-1 --from groups --qualify top3-per-group`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			return runStageStatus(f, c, opts)
		},
	}
	add := &cobra.Command{
		Use:   "add FILE ID [flags]",
		Short: "Add a stage after the last one",
		Long: `Add a stage after the last one: its system, points table, tiebreaks and match
format, where its players come from (--from: previous, or a stage id) and who
qualifies (--qualify: N for the top N or the N players left of a knockout,
topN-per-group, or list), and for a group stage how many groups and how they are
seeded (--groups, --seeding snake|random|sections|crossover). The players are put
in when 'xqt advance' closes the stage before it.`,
		Example: `  xqt stage add school.yaml groups --system round-robin --groups 2 --seeding random --points 3-1-0 --from previous --qualify 12
  xqt stage add school.yaml final --system round-robin --points 3-2-1 --from groups --qualify top3-per-group
  xqt stage add club.yaml cross --system knockout --seeding crossover --from groups --qualify top2-per-group --match two-games+extra+armageddon-red-loses`,
		Args: exactArgs(2, "the event file and the new stage's id"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path, opts.ID = args[0], args[1]
			return runStageAdd(f, opts)
		},
	}
	fl := add.Flags()
	opts.stageFlags.add(fl, "points table preset of this stage ("+strings.Join(scoring.PresetNames(), ", ")+"; default the event's)")
	fl.StringVar(&opts.Name, "name", "", "the stage's name as printed (e.g. 预赛, 决赛)")
	fl.StringVar(&opts.From, "from", "previous", "where the players come from: previous (the stage before) or a stage id")
	fl.StringVar(&opts.Qualify, "qualify", "", "who goes on from --from: N, topN-per-group or list (default everyone left)")
	fl.IntVar(&opts.After, "after", 0, "rank --from after this round of it (a Swiss whose top N go on after round 7)")
	c.AddCommand(add)
	return c
}

func runStageAdd(f *Factory, opts *stageOptions) error {
	_, err := f.updateEvent(opts.Path, "stage add", func(ev *scoring.Event) error {
		if ev.Stage(opts.ID) != nil {
			return invalidf("stage %s already exists: pick another id", opts.ID)
		}
		if opts.From == "previous" {
			opts.From = ""
			if n := len(ev.Stages); n > 0 {
				opts.From = ev.Stages[n-1].ID
			}
		} else if ev.Stage(opts.From) == nil {
			return invalidf("--from %s: no such stage (stages: %s)", opts.From, stageIDs(ev))
		}
		st, err := opts.stage(opts.ID, ev.Edition)
		if err != nil {
			return err
		}
		ev.Stages = append(ev.Stages, st)
		if ps := event.QualifyProblems(ev, &ev.Stages[len(ev.Stages)-1], true); len(ps) > 0 {
			return invalidf("%v", ps[0])
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "stage %s added (%s); 'xqt advance %s' seeds it once the stage before is complete\n", opts.ID, opts.System, opts.Path)
	return nil
}

func stageIDs(ev *scoring.Event) string {
	var ids []string
	for _, st := range ev.Stages {
		ids = append(ids, st.ID)
	}
	return strings.Join(ids, ", ")
}

func runStageStatus(f *Factory, c *cobra.Command, opts *stageOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	if err := stagesTable(ev).write(f.IO.Out, f.aligned(c)); err != nil {
		return err
	}
	cur := ev.CurrentStage()
	for _, r := range ev.StageRounds(cur.ID) {
		if m := r.Missing(); len(m) > 0 {
			fmt.Fprintf(f.IO.Out, "round %d: no result on board(s) %s\n", r.Number, joinInts(m))
		}
	}
	next, err := nextStep(ev, opts.Path)
	if err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Out, next)
	return nil
}

// plannedRounds is the number of rounds stage st plans: its system's
// count, or for a stage still waiting for its players from an earlier
// stage the count for the players its qualification sends (the top N),
// 0 when that is not known yet (per group, a list). Counted on the whole
// event's field it would be wrong (0/23 for a final of four).
func plannedRounds(ev *scoring.Event, st *scoring.Stage) int {
	if st.From == "" || len(st.Players) > 0 || st.Teams {
		return pairing.Planned(ev, st)
	}
	q, err := scoring.ParseQualify(st.Qualify)
	if err != nil || q.Kind != scoring.QualifyTop || q.N > len(ev.Players) {
		// how many come is not known: a system whose count does not
		// depend on the field still tells (a Swiss: the rounds it asks
		// for); a field of one stand-in is none to count a table on
		if len(ev.Players) == 0 {
			return 0
		}
		v := *st
		v.Players, v.Order, v.Groups = []int{ev.Players[0].No}, nil, nil
		return pairing.Planned(ev, &v)
	}
	v := *st
	v.Players = nil
	for _, p := range ev.Players[:q.N] { // stand-ins: only how many counts
		v.Players = append(v.Players, p.No)
	}
	return pairing.Planned(ev, &v)
}

// stagesTable is each stage with its system, rounds paired and planned,
// state and players ('xqt stage', 'xqt status').
func stagesTable(ev *scoring.Event) *table {
	cur := ev.CurrentStage()
	t := &table{header: []string{"阶段 Stage", "赛制 System", "轮次 Rounds", "状态 State", "人数 Players"}, right: map[int]bool{4: true}}
	for i := range ev.Stages {
		st := &ev.Stages[i]
		rounds := ev.StageRounds(st.ID)
		planned := "?"
		if n := plannedRounds(ev, st); n > 0 {
			planned = fmt.Sprint(n)
		}
		state := "waiting"
		switch {
		case st.Closed:
			state = "closed"
		case st == cur:
			state = "current"
			if done, err := pairing.StageDone(ev, st); err == nil && done && len(rounds) > 0 {
				state = "complete"
			}
		}
		players := fmt.Sprint(len(scoring.StagePlayers(ev, st)))
		if st.Teams {
			players = fmt.Sprintf("%d teams", len(ev.StageTeams(st)))
		}
		if st.From != "" && len(st.Players) == 0 {
			players = "from " + st.From
		}
		sys := string(st.System)
		if len(st.Groups) > 0 {
			sys += fmt.Sprintf(", %d groups", len(st.Groups))
		}
		t.add(stageName(ev, st.ID)+" ("+st.ID+")", sys, fmt.Sprintf("%d/%s", len(rounds), planned), state, players)
	}
	return t
}

// nextStep says what to run next in the current stage: enter missing
// results, pair the next round, advance to the next stage, or the final
// standings.
func nextStep(ev *scoring.Event, path string) (string, error) {
	cur := ev.CurrentStage()
	missing := false
	for _, r := range ev.StageRounds(cur.ID) {
		missing = missing || len(r.Missing()) > 0
	}
	done, err := pairing.StageDone(ev, cur)
	if err != nil {
		return "", invalid(err)
	}
	done = done && len(ev.StageRounds(cur.ID)) > 0
	last := ev.StageIndex(cur.ID)+1 >= len(ev.Stages)
	switch {
	case missing:
		return fmt.Sprintf("next: enter the missing results ('xqt result %s ROUND BOARD RESULT')", path), nil
	case !done:
		return fmt.Sprintf("next: 'xqt pair %s' pairs round %d (stage %s)", path, len(ev.Rounds)+1, cur.ID), nil
	case last:
		return fmt.Sprintf("the event is complete: 'xqt standings %s --final' gives the final places", path), nil
	}
	_, next, qs, err := stage.Advance(cloneEvent(ev), nil, func() int64 { return 1 })
	if err != nil {
		return fmt.Sprintf("stage %s is complete, but: %s", cur.ID, advanceError(ev, path, err).Error()), nil
	}
	return fmt.Sprintf("stage %s is complete: 'xqt advance %s' takes %d %s to stage %s: %s",
		cur.ID, path, len(qs), entrants(cur), next.ID, stageLabels(ev, cur, qs)), nil
}

func labels(ev *scoring.Event, nos []int) string {
	var s []string
	for _, no := range nos {
		s = append(s, playerLabel(ev, no))
	}
	return strings.Join(s, ", ")
}

// cloneEvent copies an event deeply enough that Advance on the copy leaves
// the original as it was.
func cloneEvent(ev *scoring.Event) *scoring.Event {
	c := *ev
	c.Stages = make([]scoring.Stage, len(ev.Stages))
	copy(c.Stages, ev.Stages)
	return &c
}

// advanceError renders what keeps a stage from closing, with the command
// that helps.
func advanceError(ev *scoring.Event, path string, err error) error {
	var (
		tie     *stage.TieError
		missing *pairing.MissingError
		notDone *stage.NotDoneError
		noNext  *stage.NoNextError
		list    *stage.ListError
	)
	switch {
	case errors.As(err, &tie):
		where := "stage " + tie.Stage
		if tie.Group != "" {
			where += ", group " + tie.Group
		}
		var args []string
		for _, no := range tie.Players {
			args = append(args, fmt.Sprint(no))
		}
		if st := ev.Stage(tie.Stage); st != nil && st.Teams { // teams: docs/teams.md
			return invalidf("%s: %s share place %d, and the qualifying places end there: decide it with a play-off (article 15.6) and record its order, best first, under the stage's options in %s: 'playoff: \"%s\"'",
				where, stageLabels(ev, st, tie.Players), tie.Place, path, strings.Join(args, ","))
		}
		return invalidf("%s: %s share place %d, and the qualifying places end there: decide it with a play-off (article 15.6) and record it, best first: 'xqt playoff %s --stage %s %s'",
			where, labels(ev, tie.Players), tie.Place, path, tie.Stage, strings.Join(args, " "))
	case errors.As(err, &missing):
		return invalidf("round %d has no result on board(s) %s: enter them before closing the stage", missing.Round, joinInts(missing.Boards))
	case errors.As(err, &notDone) && notDone.After > 0:
		return invalidf("stage %s qualifies after its round %d and has %d round(s) so far: 'xqt pair %s' pairs the next", notDone.Stage, notDone.After, notDone.Rounds, path)
	case errors.As(err, &notDone):
		return invalidf("stage %s is not complete (%d round(s) so far): 'xqt pair %s' pairs its next round", notDone.Stage, notDone.Rounds, path)
	case errors.As(err, &list):
		return invalidf("%v: name them, e.g. 'xqt advance %s --player 王小明 --player 李四'", err, path)
	case errors.As(err, &noNext):
		return invalidf("%v; add one with 'xqt stage add %s ID ...'", err, path)
	}
	return invalidf("%s", namedError(ev, err))
}
