package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// teamStandingsJSON is 'xqt standings --json' of a team stage: the same
// fields as a player table, no and name being the team's, points its match
// points 场分; kind says "teams".
type teamStandingsJSON struct {
	jsonStandings
	Kind string `json:"kind"`
	// Counted are, with the option team-count, the players each team's
	// score counts (best first).
	Counted []jsonCounted `json:"counted,omitempty"`
}

// runTeamStandings prints a team stage's standings (or, with
// --individual, its players' own table and the board prizes), or the team
// ranking of an individual stage (--teams).
func runTeamStandings(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, after int, opts *standingsOptions) error {
	var rounds []scoring.Round
	for _, r := range ev.StageRounds(st.ID) {
		if after == 0 || r.Number <= after {
			rounds = append(rounds, r)
		}
	}
	if !st.Teams {
		return branchStandings(f, c, ev, st, rounds, after, opts)
	}
	if opts.Individual {
		return individualStandings(f, c, ev, st, rounds, after, opts)
	}
	if len(st.TeamGroups) == 0 {
		if opts.Group != "" {
			return invalidf("stage %s has no groups", st.ID)
		}
		return printTeamStage(f, c, ev, st, rounds, after, opts, "")
	}
	printed := false
	for _, g := range TeamGroupViews(st) {
		if opts.Group != "" && g.TeamGroups[0].ID != opts.Group {
			continue
		}
		if printed && !opts.JSON {
			fmt.Fprintln(f.IO.Out)
		}
		if err := printTeamStage(f, c, ev, g, rounds, after, opts, g.TeamGroups[0].ID); err != nil {
			return err
		}
		printed = true
	}
	if !printed {
		return invalidf("stage %s has no group %q", st.ID, opts.Group)
	}
	return nil
}

// TeamGroupViews returns each group of a team stage as a stage of its own:
// its teams the group's, the group kept as its only group (for the label).
func TeamGroupViews(st *scoring.Stage) []*scoring.Stage {
	var out []*scoring.Stage
	for _, g := range st.TeamGroups {
		v := *st
		v.TeamIDs, v.TeamOrder, v.TeamGroups = g.Players, g.Order, []scoring.Group{g}
		out = append(out, &v)
	}
	return out
}

// printTeamStage prints the team standings, crosstable and board scores of
// a team stage or of one group of it.
func printTeamStage(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, after int, opts *standingsOptions, group string) error {
	view := *st
	view.TeamGroups = nil
	st = &view
	s, err := tiebreak.TeamStandings(ev, st, rounds, opts.Tiebreaks)
	if err != nil {
		return invalid(err)
	}
	zh, en := ev.MatchPointsLegend(st)
	rank, points, legend := s, "场分 MP", "场分 MP: "+zh+"; "+en
	if st.Options[tiebreak.TeamRankingOption] == "places" && opts.Tiebreaks == nil {
		// 队员总分制 (15.5): teams by their members' places
		ind, err := tiebreak.Compute(tiebreak.IndividualInput(ev, st, rounds, nil))
		if err != nil {
			return invalid(err)
		}
		rank, points = tiebreak.TeamTotals(ind, ev.StageTeams(st), st.Boards), "积分 Pts"
		legend = "队员总分制 (15.5): the members' places in the individual table added, lower first; 积分 Pts is the members' points"
	}
	if opts.JSON {
		out := teamJSON(ev, st, rank, after)
		out.Group = group
		return writeJSON(f, out)
	}
	title := ev.Name
	if group != "" {
		title += " " + groupTitle(group)
	}
	fmt.Fprintf(f.IO.Out, "%s: 团体名次 team standings, 第%d轮后 after round %d\n", title, after, after)
	if err := printRanking(f, c, rank, points, func(no int) string { return teamName(ev, no) }); err != nil {
		return err
	}
	printLegend(f, rank.Criteria, legend)
	printWithdrawn(f, rank, func(no int) string { return teamName(ev, no) })
	fmt.Fprintln(f.IO.Out)
	if err := printTeamCrosstable(f, c, ev, s); err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Out)
	return printBoardScores(f, c, ev, st, rounds)
}

func teamJSON(ev *scoring.Event, st *scoring.Stage, s *tiebreak.Standings, after int) teamStandingsJSON {
	out := teamStandingsJSON{jsonStandings{After: after, Stage: st.ID, PlayoffNeeded: s.PlayoffNeeded, PlayoffPlaces: orEmpty(s.PlayoffPlaces), Rows: []jsonRow{}}, "teams", nil}
	for _, row := range s.Rows {
		jr := jsonRow{Place: row.Place, Shared: row.Shared, No: row.No, Name: teamName(ev, row.No), Points: row.Points.Float(), Tiebreaks: []jsonTiebreak{}}
		for i, v := range row.Values {
			jr.Tiebreaks = append(jr.Tiebreaks, jsonTiebreak{ID: s.Criteria[i].ID, Value: v.Float()})
		}
		out.Rows = append(out.Rows, jr)
	}
	for _, w := range s.Withdrawn {
		out.Withdrawn = append(out.Withdrawn, jsonWithdrawn{No: w.No, Name: teamName(ev, w.No), Round: w.Round, NoGame: w.NoGame})
	}
	return out
}

// printWithdrawn lists after a table the entrants whose results article
// 20.3 cancelled: they have no place (退赛).
func printWithdrawn(f *Factory, s *tiebreak.Standings, name func(no int) string) {
	if len(s.Withdrawn) == 0 {
		return
	}
	var ws, none []string
	for _, w := range s.Withdrawn {
		item := fmt.Sprintf("%s (%d) from round %d", name(w.No), w.No, w.Round)
		if w.NoGame {
			none = append(none, item)
			continue
		}
		ws = append(ws, item)
	}
	if len(ws) > 0 {
		fmt.Fprintf(f.IO.Out, "%s %s: %s, results cancelled (已赛对手不足半数), no place\n", view.Term(view.TermWithdrawn, "zh"), scoring.WithdrawalRoundRobin, strings.Join(ws, "; "))
	}
	if len(none) > 0 { // docs/rules.md 8.3
		fmt.Fprintf(f.IO.Out, "%s: %s, no game in this stage (本阶段未赛), no place\n", view.Both(view.TermWithdrawn), strings.Join(none, "; "))
	}
}

// printRanking prints place, number, name, points and the criteria.
func printRanking(f *Factory, c *cobra.Command, s *tiebreak.Standings, points string, name func(no int) string) error {
	header := []string{"名次 Place", "队号 No", "队名 Team", points}
	for _, cr := range s.Criteria {
		header = append(header, cr.Zh+" "+cr.Code)
	}
	t := &table{header: header, right: map[int]bool{0: true, 1: true, 3: true}}
	for _, row := range s.Rows {
		place := strconv.Itoa(row.Place)
		switch {
		case row.Place == 0:
			place = "-"
		case row.Shared:
			place += "="
		}
		cells := []string{place, strconv.Itoa(row.No), name(row.No), row.Points.String()}
		for _, v := range row.Values {
			cells = append(cells, v.String())
		}
		t.add(cells...)
	}
	if err := t.write(f.IO.Out, f.aligned(c)); err != nil {
		return err
	}
	if s.PlayoffNeeded {
		fmt.Fprintln(f.IO.Err, playoffMessage(s.PlayoffPlaces))
	}
	return nil
}

// printLegend explains the columns.
func printLegend(f *Factory, cs []tiebreak.Criterion, first string) {
	var b strings.Builder
	b.WriteString("说明 Legend: " + first)
	for _, cr := range cs {
		fmt.Fprintf(&b, "; %s %s: %s (%s)", cr.Zh, cr.Code, cr.En, cr.Desc)
	}
	fmt.Fprintln(f.IO.Out, b.String())
}

// printTeamCrosstable prints the team crosstable 团体交叉表: each cell the
// game points of the row team and of the column team in their match.
func printTeamCrosstable(f *Factory, c *cobra.Command, ev *scoring.Event, s *tiebreak.Standings) error {
	cells := tiebreak.TeamCross(s)
	// rows and columns in the order of the standings, each named by the
	// team's number (as the workbook's crosstable), not its row
	header := []string{"队 Team"}
	for _, row := range s.Rows {
		header = append(header, strconv.Itoa(row.No))
	}
	header = append(header, "场分 MP", "名次 Place")
	t := &table{header: header, right: map[int]bool{}}
	for i, row := range s.Rows {
		line := []string{strconv.Itoa(row.No) + " " + teamName(ev, row.No)}
		for j := range s.Rows {
			if i == j {
				line = append(line, "×")
				continue
			}
			line = append(line, strings.Join(cells[i][j], " "))
		}
		line = append(line, row.Points.String(), strconv.Itoa(row.Place))
		t.add(line...)
	}
	fmt.Fprintln(f.IO.Out, "团体交叉表 Team crosstable (局分 game points of the row team - of the column team)")
	return t.write(f.IO.Out, f.aligned(c))
}

// printBoardScores prints each team's score board by board 各台得分.
func printBoardScores(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) error {
	scores := tiebreak.BoardScores(ev, st, rounds)
	header := []string{"队 Team"}
	for b := 1; b <= st.Boards; b++ {
		header = append(header, fmt.Sprintf("第%d台 B%d", b, b))
	}
	t := &table{header: header, right: map[int]bool{}}
	for _, tm := range ev.StageTeams(st) {
		line := []string{tm.Name}
		s := scores[tm.No]
		for b := 0; b < st.Boards; b++ {
			if b < len(s) {
				line = append(line, fmt.Sprintf("%s/%d", s[b].Points, s[b].Games))
			} else {
				line = append(line, "")
			}
		}
		t.add(line...)
	}
	fmt.Fprintln(f.IO.Out, "各台得分 Board scores (局分 game points / games)")
	return t.write(f.IO.Out, f.aligned(c))
}

// individualStandings prints the players' own table of a team stage and
// the board prizes 台次奖.
func individualStandings(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, after int, opts *standingsOptions) error {
	s, err := tiebreak.Compute(tiebreak.IndividualInput(ev, st, rounds, opts.Tiebreaks))
	if err != nil {
		return invalid(err)
	}
	if opts.JSON {
		out := teamStandingsJSON{jsonStandings{After: after, Stage: st.ID, PlayoffNeeded: s.PlayoffNeeded, PlayoffPlaces: orEmpty(s.PlayoffPlaces), Rows: []jsonRow{}}, "individual", nil}
		for _, row := range s.Rows {
			jr := jsonRow{Place: row.Place, Shared: row.Shared, No: row.No, Name: playerName(ev, row.No), Points: row.Points.Float(), Tiebreaks: []jsonTiebreak{}}
			for i, v := range row.Values {
				jr.Tiebreaks = append(jr.Tiebreaks, jsonTiebreak{ID: s.Criteria[i].ID, Value: v.Float()})
			}
			out.Rows = append(out.Rows, jr)
		}
		return writeJSON(f, out)
	}
	header := []string{"名次 Place", "序号 No", "姓名 Name", "队 Team", "积分 Pts"}
	for _, cr := range s.Criteria {
		header = append(header, cr.Zh+" "+cr.Code)
	}
	t := &table{header: header, right: map[int]bool{0: true, 1: true, 4: true}}
	for _, row := range s.Rows {
		cells := []string{placeText(row.Place, row.Shared), strconv.Itoa(row.No), playerName(ev, row.No), teamName(ev, ev.TeamOf(row.No)), row.Points.String()}
		for _, v := range row.Values {
			cells = append(cells, v.String())
		}
		t.add(cells...)
	}
	fmt.Fprintf(f.IO.Out, "%s: 个人成绩 individual standings, 第%d轮后 after round %d\n", ev.Name, after, after)
	if err := t.write(f.IO.Out, f.aligned(c)); err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Out)
	pt := &table{header: []string{"台 Board", "名次 Place", "姓名 Name", "队 Team", "局分 GP", "局数 Games"}, right: map[int]bool{0: true, 1: true, 4: true, 5: true}}
	for b, list := range tiebreak.BoardPrizes(ev, st, rounds) {
		for _, p := range list {
			if p.Place > 1 {
				break
			}
			place := "1"
			if p.Shared {
				place = "1="
			}
			pt.add(strconv.Itoa(b+1), place, playerName(ev, p.No), teamName(ev, ev.TeamOf(p.No)), p.Points.String(), strconv.Itoa(p.Games))
		}
	}
	fmt.Fprintln(f.IO.Out, "台次奖 Board prizes (best score on each board; equal points: fewer games first)")
	return pt.write(f.IO.Out, f.aligned(c))
}

// branchStandings prints the team ranking of an individual stage: the
// university staff event's (stage option team-ranking: branch, the
// default: members' points, then by rounds backwards, then opponents'
// score; teams of fewer than team-min players, default 3, unranked) or
// 队员总分制 (team-ranking: places, article 15.5).
func branchStandings(f *Factory, c *cobra.Command, ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, after int, opts *standingsOptions) error {
	if len(ev.Teams) == 0 {
		return invalidf("the event has no teams: give players a team (xqt player add --team, or a 队名/team column in the roster)")
	}
	s, legend, err := tiebreak.TeamRanking(ev, st, rounds)
	if err != nil {
		return invalid(err)
	}
	_, limited := st.Options[tiebreak.TeamCountOption]
	if opts.JSON {
		out := teamJSON(ev, st, s, after)
		if limited {
			out.Counted = []jsonCounted{}
			for _, row := range s.Rows {
				jc := jsonCounted{No: row.No, Name: teamName(ev, row.No), Players: []jsonBye{}}
				for _, no := range s.Counted[row.No] {
					jc.Players = append(jc.Players, jsonBye{No: no, Name: playerName(ev, no)})
				}
				out.Counted = append(out.Counted, jc)
			}
		}
		return writeJSON(f, out)
	}
	fmt.Fprintf(f.IO.Out, "%s: 团体总分 team ranking, 第%d轮后 after round %d\n", ev.Name, after, after)
	if err := printRanking(f, c, s, "积分 Pts", func(no int) string { return teamName(ev, no) }); err != nil {
		return err
	}
	printLegend(f, s.Criteria, legend)
	if limited {
		// who counted (team-count): each team's best players, the others not
		for _, row := range s.Rows {
			var names []string
			for _, no := range s.Counted[row.No] {
				names = append(names, playerLabel(ev, no))
			}
			fmt.Fprintf(f.IO.Out, "计分队员 counted: %s: %s\n", teamName(ev, row.No), strings.Join(names, " "))
		}
	}
	return nil
}

// jsonCounted is a team and the players its score counts (team-count).
type jsonCounted struct {
	No      int       `json:"no"`
	Name    string    `json:"name"`
	Players []jsonBye `json:"players"`
}
