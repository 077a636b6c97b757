package cmd

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

type standingsOptions struct {
	Path      string
	After     int
	Stage     string
	Group     string
	Final     bool
	Tiebreaks []string
	JSON      bool
	// team events (standings_team.go)
	Individual bool
	TeamRank   bool
	// --titles (print.go)
	Titles                 bool
	Level, Section, Shared string
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
"value": 12}]}]}, tiebreaks in their ranking order. A player whose results article 20.3
cancelled (withdrawn having met fewer than half of the opponents) is not in the table: he
is listed after it (退赛, no place; "withdrawn": [{"no": 6, "name": "...", "round": 3}]),
or kept in place and marked with the stage option withdrawn=ranked ("withdrawn": 3 in
his row).

A team stage prints the team standings, the team crosstable and the board-by-board
scores; --json has the same fields for teams (no and name the team's, points its
match points 场分) and "kind": "teams". --individual gives the players' own table
and the board prizes 台次奖 ("kind": "individual"); --teams the team ranking of an
individual stage (docs/teams.md).`,
		Example: `  xqt standings spring.yaml
  xqt standings spring.yaml --after 3
  xqt standings school.yaml --stage groups --group A
  xqt standings school.yaml --final     # final places across all stages
  xqt standings spring.yaml --tiebreaks BH,BH/C1,SB --json
  xqt standings league.yaml               # a team stage: teams, crosstable, board scores
  xqt standings league.yaml --individual  # its players and the board prizes
  xqt standings staff.yaml --teams        # an individual event's team ranking`,
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
	fl.StringVar(&opts.Group, "group", "", "one group 小组 of a group stage (default: every group, one after the other)")
	fl.BoolVar(&opts.Final, "final", false, "final places across all stages: the last stage's ranking, then those out in each earlier stage")
	fl.StringSliceVar(&opts.Tiebreaks, "tiebreaks", nil, "use these tiebreaks instead of the stage's (ids or FIDE codes; see 'xqt tiebreaks')")
	fl.BoolVar(&opts.JSON, "json", false, "print JSON (fields documented above)")
	fl.BoolVar(&opts.Individual, "individual", false, "team stage: the players' own table and the board prizes 台次奖 (docs/teams.md)")
	fl.BoolVar(&opts.TeamRank, "teams", false, "individual stage: the team ranking beside it (branches, schools: docs/teams.md)")
	fl.BoolVar(&opts.Titles, "titles", false, "the title qualification list 达标名单: who reached which title by which clause (docs/print.md)")
	addTitleFlags(fl, &opts.Level, &opts.Section, &opts.Shared)
	registerTitleCompletions(c)
	// --final ranks across every stage with their own tiebreaks: the flags
	// that pick one stage, round, group or tiebreaks contradict it.
	for _, other := range []string{"after", "stage", "group", "tiebreaks", "teams"} {
		c.MarkFlagsMutuallyExclusive("final", other)
	}
	c.MarkFlagsMutuallyExclusive("teams", "individual")
	return c
}

// stageStandings computes the standings of a stage after event round after
// (0: every round of the stage).
func stageStandings(ev *scoring.Event, st *scoring.Stage, stageRounds []scoring.Round, after int, criteria []string) (*tiebreak.Standings, error) {
	var rounds []scoring.Round
	for _, r := range stageRounds {
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
	DecidedBy string         `json:"decided_by,omitempty"` // --final: the stage that gave the place
	Open      bool           `json:"open,omitempty"`       // a place play has not decided yet (knockout, ladder)
	// Withdrawn is the first round not played of a player whose results
	// article 20.3 cancelled, kept in the table at the organiser's asking
	// (stage option withdrawn=ranked).
	Withdrawn int `json:"withdrawn,omitempty"`
	// Qualified is set for a player who went on to a later stage (出线).
	Qualified bool `json:"qualified,omitempty"`
}

// jsonWithdrawn is a player listed after the table: article 20.3
// cancelled their results, so they have no place.
type jsonWithdrawn struct {
	No    int    `json:"no"`
	Name  string `json:"name"`
	Round int    `json:"round"` // the first round they did not play
	// NoGame: they withdrew without a game in the stage, not ranked
	// (docs/rules.md 8.3), rather than 20.3 cancelling their results.
	NoGame bool `json:"no_game,omitempty"`
}

// jsonSplit is two neighbouring rows level on points and what set them
// apart: the criterion's id and its two values, or a penalty (18.4).
type jsonSplit struct {
	Places  [2]int     `json:"places"`
	Nos     [2]int     `json:"nos"`
	By      string     `json:"by,omitempty"`
	Values  [2]float64 `json:"values"`
	Penalty bool       `json:"penalty,omitempty"`
}

type jsonStandings struct {
	After         int    `json:"after"`
	Stage         string `json:"stage"`
	Group         string `json:"group,omitempty"`
	PlayoffNeeded bool   `json:"playoff_needed"`
	// PlayoffPlaces are the shared places a play-off must decide (15.6).
	PlayoffPlaces []int     `json:"playoff_places"`
	Rows          []jsonRow `json:"rows"`
	// Withdrawn are the players whose results article 20.3 cancelled,
	// listed after the table with no place (omitted when there are none).
	Withdrawn []jsonWithdrawn `json:"withdrawn,omitempty"`
	// Splits say what set apart two neighbouring rows level on points.
	Splits []jsonSplit `json:"splits,omitempty"`
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
	if opts.Final {
		return finalStandings(f, c, ev, opts)
	}
	if opts.Titles {
		return standingsTitles(f, c, ev, opts)
	}
	views := []*scoring.Stage{st}
	roundsOf := [][]scoring.Round{ev.StageRounds(st.ID)}
	if len(st.Groups) > 0 {
		views, roundsOf = nil, nil
		for i := range st.Groups {
			g := &st.Groups[i]
			if opts.Group != "" && g.ID != opts.Group {
				continue
			}
			v, rs := ev.GroupView(st, g)
			views, roundsOf = append(views, &v), append(roundsOf, rs)
		}
		if len(views) == 0 {
			return invalidf("stage %s has no group %q: its groups are %s", st.ID, opts.Group, groupList(st))
		}
	} else if opts.Group != "" && !st.Teams { // team groups: standings_team.go
		return invalidf("stage %s has no groups", st.ID)
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
	if sys, err := pairing.For(st); err == nil && st.Teams && sys.Ranking() == pairing.ByPlaces && opts.Tiebreaks == nil && !opts.Individual {
		tev := pairing.TeamEvent(view.Cut(ev, opts.After)) // a team knockout: its bracket of teams
		tst := tev.Stage(st.ID)
		if sys, err := pairing.For(tst); err == nil {
			if placer, ok := sys.(pairing.Placer); ok {
				return placesStandings(f, c, tev, tst, sys, placer, opts)
			}
		}
	}
	if st.Teams || opts.TeamRank {
		return runTeamStandings(f, c, ev, st, after, opts) // standings_team.go
	}
	if sys, err := pairing.For(st); err == nil && opts.Tiebreaks == nil {
		if placer, ok := sys.(pairing.Placer); ok && sys.Ranking() == pairing.ByPlaces {
			return placesStandings(f, c, view.Cut(ev, opts.After), st, sys, placer, opts) // as they stood after --after
		}
	}
	for i, v := range views {
		if i > 0 && !opts.JSON {
			fmt.Fprintln(f.IO.Out)
		}
		if err := printStandings(f, c, ev, v, roundsOf[i], after, opts); err != nil {
			return err
		}
	}
	return nil
}

func groupList(st *scoring.Stage) string {
	var ids []string
	for _, g := range st.Groups {
		ids = append(ids, g.ID)
	}
	return strings.Join(ids, ", ")
}

// printStandings prints one table: a stage, or one group of it (a view).
func printStandings(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, after int, opts *standingsOptions) error {
	s, err := stageStandings(ev, st, rounds, after, opts.Tiebreaks)
	if err != nil {
		return err
	}
	group := ""
	if len(st.Players) > 0 && opts != nil {
		if orig := ev.Stage(st.ID); orig != nil {
			if g := orig.GroupOf(st.Players[0]); g != nil {
				group = g.ID
			}
		}
	}
	var nos []int
	for _, row := range s.Rows {
		nos = append(nos, row.No)
	}
	qualified := map[int]bool{}
	if after == len(ev.Rounds) || after >= lastStageRound(ev, st.ID) {
		qualified = view.Qualified(ev, st.ID, nos)
	}
	if opts.JSON {
		out := jsonStandings{After: after, Stage: st.ID, Group: group, PlayoffNeeded: s.PlayoffNeeded, PlayoffPlaces: orEmpty(s.PlayoffPlaces), Rows: []jsonRow{}}
		for _, sp := range view.Splits(s) {
			out.Splits = append(out.Splits, jsonSplit{Places: sp.Places, Nos: sp.Nos, By: sp.Criterion.ID, Values: [2]float64{sp.Values[0].Float(), sp.Values[1].Float()}, Penalty: sp.Penalty})
		}
		for _, row := range s.Rows {
			jr := jsonRow{Place: row.Place, Shared: row.Shared, No: row.No, Points: row.Points.Float(), Tiebreaks: []jsonTiebreak{}, Qualified: qualified[row.No]}
			if p := ev.Player(row.No); p != nil {
				jr.Name = p.Name
			}
			for i, v := range row.Values {
				jr.Tiebreaks = append(jr.Tiebreaks, jsonTiebreak{ID: s.Criteria[i].ID, Value: v.Float()})
			}
			if row.Cancelled {
				jr.Withdrawn = withdrawnRound(ev, row.No)
			}
			out.Rows = append(out.Rows, jr)
		}
		for _, w := range s.Withdrawn {
			out.Withdrawn = append(out.Withdrawn, jsonWithdrawn{No: w.No, Name: playerName(ev, w.No), Round: w.Round, NoGame: w.NoGame})
		}
		return writeJSON(f, out)
	}
	header := []string{"名次 Place", "序号 No", "姓名 Name", "积分 Pts"}
	for _, cr := range s.Criteria {
		header = append(header, cr.Zh+" "+cr.Code)
	}
	if len(qualified) > 0 {
		header = append(header, view.QualifiedMark("zh")+" "+view.QualifiedMark("en"))
	}
	t := &table{header: header, right: map[int]bool{0: true, 1: true, 3: true}}
	for i, row := range s.Rows {
		name := playerName(ev, row.No)
		if row.Cancelled {
			name += fmt.Sprintf(" (%s from round %d, results cancelled: %s)", view.Both(view.TermWithdrawn), withdrawnRound(ev, row.No), string(scoring.WithdrawalRoundRobin))
		}
		cells := []string{placeText(row.Place, row.Shared), strconv.Itoa(row.No), name, row.Points.String()}
		for j, v := range row.Values {
			if !view.Needed(s, i, j) {
				cells = append(cells, "") // 直胜 of a player level with nobody
				continue
			}
			cells = append(cells, v.String())
		}
		if len(qualified) > 0 {
			mark := ""
			if qualified[row.No] {
				mark = view.QualifiedMark("zh")
			}
			cells = append(cells, mark)
		}
		t.add(cells...)
	}
	title := ev.Name
	if group != "" {
		title += " " + groupTitle(group)
	}
	fmt.Fprintf(f.IO.Out, "%s: 第%d轮后 after round %d\n", title, after, after)
	if err := t.write(f.IO.Out, f.aligned(c)); err != nil {
		return err
	}
	printWithdrawn(f, s, func(no int) string { return playerName(ev, no) })
	notes, _ := view.WhyNotes("zh", s, false, func(no int) string { return playerName(ev, no) })
	for _, n := range notes {
		fmt.Fprintln(f.IO.Out, n)
	}
	if s.PlayoffNeeded {
		fmt.Fprintln(f.IO.Err, playoffMessage(s.PlayoffPlaces))
	}
	return nil
}

// withdrawnRound is the first round player no did not play (0: still in).
func withdrawnRound(ev *scoring.Event, no int) int {
	if p := ev.Player(no); p != nil {
		return p.Withdrawn
	}
	return 0
}

// lastStageRound is the number of the last round of stage id, 0 before any.
func lastStageRound(ev *scoring.Event, id string) int {
	n := 0
	for _, r := range ev.Rounds {
		if r.Stage == id || len(ev.Stages) == 0 {
			n = max(n, r.Number)
		}
	}
	return n
}

// playoffMessage says which shared places need a play-off (15.6).
func playoffMessage(places []int) string {
	playoff := view.Term(view.TermPlayoff, "en") + " " + view.Term(view.TermPlayoff, "zh")
	if len(places) == 1 && places[0] == 1 {
		return "first place is shared: article 15.6 needs a " + playoff
	}
	return fmt.Sprintf("place(s) %s= shared where a place must not be (first or a prize place marked with 'xqt playoff --places'): article 15.6 needs a %s for each",
		strings.ReplaceAll(joinInts(places), ", ", "=, "), playoff)
}

func orEmpty(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}

// placesStandings prints the places of a stage whose system ranks by
// results, not points (knockout, ladder), as the system gives them
// (pairing.Placer), the workbook and the pages show them: the places play
// has decided, players out in the same round sharing the place below those
// still in, and those still in (open) sharing the best places left.
func placesStandings(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, sys pairing.System, placer pairing.Placer, opts *standingsOptions) error {
	places, err := placer.Places(ev, st)
	if err != nil {
		return invalid(err)
	}
	open := slices.ContainsFunc(places, func(p pairing.Placed) bool { return p.Open })
	if opts.JSON {
		out := jsonStandings{After: len(ev.Rounds), Stage: st.ID, Rows: []jsonRow{}}
		for _, p := range places {
			out.Rows = append(out.Rows, jsonRow{Place: p.Place, Shared: p.Shared, No: p.No, Name: playerName(ev, p.No), Tiebreaks: []jsonTiebreak{}, Open: p.Open})
		}
		return writeJSON(f, out)
	}
	t := &table{header: []string{"名次 Place", "序号 No", "姓名 Name"}, right: map[int]bool{0: true, 1: true}}
	if open {
		t.header = append(t.header, "备注 Note")
	}
	for _, p := range places {
		cells := []string{placeText(p.Place, p.Shared), strconv.Itoa(p.No), playerName(ev, p.No)}
		if p.Open {
			cells = append(cells, "在赛 still in")
		} else if open {
			cells = append(cells, "")
		}
		t.add(cells...)
	}
	zh, en := sys.Label(st)
	fmt.Fprintf(f.IO.Out, "%s: %s名次 %s places\n", ev.Name, zh, en)
	if !slices.ContainsFunc(places, func(p pairing.Placed) bool { return !p.Open }) {
		fmt.Fprintln(f.IO.Err, "no place is decided yet")
	}
	return t.write(f.IO.Out, f.aligned(c))
}

// placeText is a place as printed: "3", or "3=" when it is shared 并列.
func placeText(place int, shared bool) string {
	if shared {
		return strconv.Itoa(place) + "="
	}
	return strconv.Itoa(place)
}

// finalStandings prints the final places across every stage.
func finalStandings(f *Factory, c *cobra.Command, ev *scoring.Event, opts *standingsOptions) error {
	if len(ev.Stages) > 0 && ev.Stages[0].Teams {
		ev = pairing.TeamEvent(ev) // a team event: final places of teams
	}
	places, err := stage.FinalPlaces(ev)
	if err != nil {
		return invalid(err)
	}
	if opts.JSON {
		out := jsonStandings{After: len(ev.Rounds), Stage: "final", Rows: []jsonRow{}}
		for _, p := range places {
			out.Rows = append(out.Rows, jsonRow{Place: p.Place, Shared: p.Shared, No: p.No, Name: playerName(ev, p.No), Tiebreaks: []jsonTiebreak{}, DecidedBy: p.Stage})
		}
		return writeJSON(f, out)
	}
	t := &table{header: []string{"名次 Place", "序号 No", "姓名 Name", "阶段 Stage"}, right: map[int]bool{0: true, 1: true}}
	for _, p := range places {
		t.add(placeText(p.Place, p.Shared), strconv.Itoa(p.No), playerName(ev, p.No), stageName(ev, p.Stage))
	}
	fmt.Fprintf(f.IO.Out, "%s: 最终名次 final places\n", ev.Name)
	return t.write(f.IO.Out, f.aligned(c))
}

// stageName is a stage's name, or its id.
func stageName(ev *scoring.Event, id string) string {
	if st := ev.Stage(id); st != nil && st.Name != "" {
		return st.Name
	}
	return id
}

// groupTitle names a group in both languages: "A组 group A"; a section's own
// name (男子组) as it is.
func groupTitle(id string) string {
	for _, r := range id {
		if r >= 128 {
			return id
		}
	}
	return id + "组 group " + id
}
