package xlsx

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// The sheets of a team stage (docs/teams.md): each round's team pairings
// with every board, the team standings after each complete round with the
// tiebreak legend, the team crosstable, each team's board-by-board scores,
// and the players' own table with the board prizes; a team knockout has
// the places of its bracket instead of standings.

// teamStageSheets lists the sheets of a team stage.
func (b *book) teamStageSheets(sc *stageCtx) []func(*stageCtx) error {
	if sc.System.Views().Has(pairing.ViewBracket) {
		return []func(*stageCtx) error{b.teamRoundSheets, b.teamPlacesSheet, b.individualSheet}
	}
	return []func(*stageCtx) error{b.teamRoundSheets, b.perGroup(b.teamCrossSheet), b.perGroup(b.boardScoresSheet), b.individualSheet}
}

// groupContexts returns a team stage's context once per group of teams,
// each a stage of the group's teams with the group in its sheet names; a
// stage without groups is itself.
func (b *book) groupContexts(sc *stageCtx) []*stageCtx {
	if len(sc.st.TeamGroups) == 0 {
		return []*stageCtx{sc}
	}
	var out []*stageCtx
	for _, g := range sc.st.TeamGroups {
		v := *sc.st
		v.TeamIDs, v.TeamOrder, v.TeamGroups = g.Players, g.Order, nil
		c := *sc
		c.st, c.group, c.prefix = &v, g.ID, sc.prefix+groupLabel(g.ID, b.lang)+" "
		out = append(out, &c)
	}
	return out
}

// perGroup runs a sheet once per group of teams.
func (b *book) perGroup(sheet func(*stageCtx) error) func(*stageCtx) error {
	return func(sc *stageCtx) error {
		for _, g := range b.groupContexts(sc) {
			if err := sheet(g); err != nil {
				return err
			}
		}
		return nil
	}
}

func (b *book) teamName(ev *scoring.Event, no int) string {
	if tm := ev.FindTeam(no); tm != nil {
		return tm.Name
	}
	return fmt.Sprintf("#%d", no)
}

// teamRoundSheets writes each round's pairings and, once it is complete
// (and the stage is not a knockout), the team standings after it.
func (b *book) teamRoundSheets(sc *stageCtx) error {
	for k, r := range sc.rounds {
		if err := b.teamPairingsSheet(sc, r); err != nil {
			return err
		}
		if len(r.Missing()) == 0 && sc.System.Ranking() == pairing.ByPoints {
			for _, g := range b.groupContexts(sc) {
				if err := b.teamStandingsSheet(g, k+1, r.Number); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// teamPairingsSheet writes one round: a line per match with the two teams
// and their game points, then its boards, red player first.
func (b *book) teamPairingsSheet(sc *stageCtx, r scoring.Round) error {
	ev := sc.ev
	s := b.newSheet(sc.prefix + b.l(fmt.Sprintf("第%d轮团体对阵", r.Number), fmt.Sprintf("R%d team pairings", r.Number)))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l(fmt.Sprintf("第 %d 轮团体对阵表", r.Number), fmt.Sprintf("Round %d team pairings", r.Number))))
	s.header(b.h("场次", "Match"), b.h("台次", "Board"), b.h("桌号", "Table"), b.h("红方", "Red"), b.h("队", "Team"), b.h("结果", "Result"), b.h("黑方", "Black"), b.h("队", "Team"))
	subs := false
	player := func(no int, sub bool) string {
		if sub {
			subs = true
			return b.name(ev, no) + view.SubMark(b.lang)
		}
		return b.name(ev, no)
	}
	for _, tm := range view.TeamMatches(ev, &r) {
		var label any = tm.Number
		if tm.Group != "" {
			label = fmt.Sprintf("%d %s", tm.Number, groupLabel(tm.Group, b.lang))
		}
		s.row(styled(label, kStrong), "", "", styled(b.teamName(ev, tm.Red), kStrong), "", styled(tm.ScoreText(b.lang), kStrong), styled(b.teamName(ev, tm.Black), kStrong), "")
		for _, g := range tm.Boards {
			s.row("", g.TeamBoard, g.Board, player(g.Red, g.Sub[0]), b.teamName(ev, ev.TeamOf(g.Red)), styled(b.resultText(g.Result), kCenter), player(g.Black, g.Sub[1]), b.teamName(ev, ev.TeamOf(g.Black)))
		}
	}
	if len(r.TeamByes) > 0 {
		var names []string
		for _, no := range r.TeamByes {
			names = append(names, b.teamName(ev, no))
		}
		s.note(b.l("轮空：", "Bye: ") + strings.Join(names, b.l("、", ", ")))
	}
	if gone := b.teamWithdrawn(sc, r); gone != "" {
		s.note(b.l("已退赛：", "Withdrawn: ") + gone)
	}
	s.note(b.l("先列的队单数台执红、双数台执黑（第13.2、13.3条）。场次行的比分为两队局分。桌号为全轮统一编号，录入成绩时填桌号。",
		"The team listed first has red on odd boards and black on even boards. The match line gives the two teams' game points. The table number runs across the round: type it when entering results (xqt results)."))
	if subs {
		s.note(b.l("（替补）：该队登记的替补队员。", "(sub.): a substitute registered by the team."))
	}
	s.freezeCols = 2
	return s.finish()
}

// teamWithdrawn lists the members of the stage's teams who withdrew at or
// before round r and do not play in it, "12 徐亮（三中）", as an individual
// round's notes do (view.NoteWithdrawn): a team plays on without them.
func (b *book) teamWithdrawn(sc *stageCtx, r scoring.Round) string {
	ev := sc.ev
	in := map[int]bool{}
	for _, g := range r.Games {
		in[g.Red], in[g.Black] = true, true
	}
	teams := map[int]bool{}
	for _, t := range ev.StageTeams(sc.st) {
		teams[t.No] = true
	}
	var parts []string
	for _, p := range ev.Players {
		if p.Withdrawn > 0 && p.Withdrawn <= r.Number && !in[p.No] && teams[ev.TeamOf(p.No)] {
			parts = append(parts, fmt.Sprintf("%d %s", p.No, b.name(ev, p.No))+b.l("（"+b.teamName(ev, ev.TeamOf(p.No))+"）", " ("+b.teamName(ev, ev.TeamOf(p.No))+")"))
		}
	}
	return strings.Join(parts, b.l("、", ", "))
}

// teamStandings ranks the stage's teams after its first k rounds.
func (sc *stageCtx) teamStandings(k int) (*tiebreak.Standings, error) {
	return tiebreak.TeamStandings(sc.ev, sc.st, sc.rounds[:k], nil)
}

// teamStandingsSheet writes the team standings after the stage's first k
// rounds (event round number), with the legend of the criteria.
func (b *book) teamStandingsSheet(sc *stageCtx, k, number int) error {
	st, err := sc.teamStandings(k)
	if err != nil {
		return err
	}
	points := b.h("场分", "MP")
	zh, en := sc.ev.MatchPointsLegend(sc.st)
	legend := []string{b.l("场分："+zh, "MP: "+en)}
	if sc.st.Options[tiebreak.TeamRankingOption] == "places" {
		// 队员总分制 (15.5): the teams by their members' places
		ind, err := tiebreak.Compute(tiebreak.IndividualInput(sc.ev, sc.st, sc.rounds[:k], nil))
		if err != nil {
			return err
		}
		st, points = tiebreak.TeamTotals(ind, sc.ev.StageTeams(sc.st), sc.st.Boards), b.h("积分", "Points")
		legend = []string{b.l("队员总分制（第15.5条）：各队上场人数内最好队员的个人名次相加，小者在前；积分为这些队员的积分", "Team total (15.5): the places of each team's best players added, lower first; Points are their points")}
	}
	s := b.newSheet(sc.prefix + b.l(fmt.Sprintf("第%d轮后团体名次", number), fmt.Sprintf("R%d team standings", number)))
	s.title(b.title)
	sub := b.l(fmt.Sprintf("第 %d 轮后团体名次", number), fmt.Sprintf("Team standings after round %d", number))
	planned := sc.st.Rounds
	if n := len(sc.ev.StageTeams(sc.st)); planned == 0 && sc.st.Scheduled() && n > 1 {
		planned = (n - 1 + n%2) * max(sc.st.Cycles, 1)
	}
	over := k == len(sc.rounds) && planned > 0 && k >= planned
	if over {
		sub = b.l(fmt.Sprintf("最终团体名次（%d 轮）", k), fmt.Sprintf("Final team standings (%d rounds)", k))
		s.footerName = sc.prefix + b.l("最终团体名次", "Final team standings")
	}
	s.subtitle(strings.TrimSpace(sc.prefix + sub))
	hdr := []any{b.h("名次", "Place"), b.h("队号", "No."), b.h("队名", "Team"), points}
	for _, c := range st.Criteria {
		hdr = append(hdr, b.criterionHeader(c))
	}
	s.header(hdr...)
	for i, r := range st.Rows {
		row := []any{styled(b.placeText(r), kStrong), r.No, b.teamName(sc.ev, r.No), styled(r.Points.Float(), kStrong)}
		for j, v := range r.Values {
			if !view.Needed(st, i, j) {
				row = append(row, "") // 直胜 of a team level with nobody
				continue
			}
			row = append(row, valueCell(v))
		}
		s.row(row...)
	}
	for _, c := range st.Criteria {
		legend = append(legend, b.l(c.Zh+"：", c.Code+" "+c.En+": ")+view.TeamCriterionDesc(b.lang, c))
	}
	s.note(strings.Join(legend, b.l("；", "; ")))
	b.whyNotes(s, st, over, func(no int) string { return b.teamName(sc.ev, no) })
	for _, w := range st.Withdrawn { // a team whose results 20.3 cancelled: no place
		name := b.teamName(sc.ev, w.No)
		if w.NoGame {
			s.note(b.l(fmt.Sprintf("退赛：%s（%d队）第%d轮起退出，本阶段未赛一场，不计名次。", name, w.No, w.Round),
				fmt.Sprintf("Withdrawn: %s (team %d) from round %d without a match in this stage, no place.", name, w.No, w.Round)))
			continue
		}
		s.note(b.l(fmt.Sprintf("退赛（第20.3条）：%s（%d队）第%d轮起退出，已赛对手不足半数，所有成绩注销，不计名次。", name, w.No, w.Round),
			fmt.Sprintf("Withdrawn (article 20.3): %s (team %d) from round %d, fewer than half of the opponents met: results cancelled, no place.", name, w.No, w.Round)))
	}
	s.freezeCols = 3
	return s.finish()
}

// teamCrossSheet writes the team crosstable: each cell the game points of
// the row team and of the column team in their match.
func (b *book) teamCrossSheet(sc *stageCtx) error {
	st, err := sc.teamStandings(len(sc.rounds))
	if err != nil {
		return err
	}
	cells := tiebreak.TeamCross(st)
	s := b.newSheet(sc.prefix + b.l("团体交叉表", "Team crosstable"))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l("团体交叉表", "Team crosstable")))
	hdr := []any{b.h("名次", "Place"), b.h("队名", "Team")}
	// Rows and columns in the order of the places, each named by its team
	// number 队号 as on the standings and pairing sheets (and in xqt
	// standings), not by its row.
	for _, r := range st.Rows {
		hdr = append(hdr, fmt.Sprint(r.No))
	}
	hdr = append(hdr, b.h("场分", "MP"))
	s.header(hdr...)
	for i, r := range st.Rows {
		row := []any{styled(b.placeText(r), kStrong), fmt.Sprintf("%d %s", r.No, b.teamName(sc.ev, r.No))}
		for j := range st.Rows {
			if i == j {
				row = append(row, styled("", kDiagonal))
				continue
			}
			row = append(row, styled(strings.Join(cells[i][j], " "), kCenter))
		}
		row = append(row, styled(r.Points.Float(), kStrong))
		s.row(row...)
	}
	s.note(b.l(teamCrossLegend("zh"), "Each cell: game points of the row team - of the column team; + a match won by forfeit, - lost by forfeit."))
	s.freezeCols = 2
	return s.finish()
}

// boardScoresSheet writes each team's score board by board.
func (b *book) boardScoresSheet(sc *stageCtx) error {
	scores := tiebreak.BoardScores(sc.ev, sc.st, sc.rounds)
	s := b.newSheet(sc.prefix + b.l("各台得分", "Board scores"))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l("各队各台得分", "Board-by-board scores")))
	hdr := []any{b.h("队号", "No."), b.h("队名", "Team")}
	for k := 1; k <= sc.st.Boards; k++ {
		hdr = append(hdr, b.h(fmt.Sprintf("第%d台", k), fmt.Sprintf("Board %d", k)))
	}
	hdr = append(hdr, b.h("局分合计", "Total"))
	s.header(hdr...)
	for _, tm := range sc.ev.StageTeams(sc.st) {
		row := []any{tm.No, tm.Name}
		var total scoring.Points
		bs := scores[tm.No]
		for k := 0; k < sc.st.Boards; k++ {
			if k < len(bs) {
				row = append(row, styled(fmt.Sprintf("%s / %d", bs[k].Points, bs[k].Games), kCenter))
				total += bs[k].Points
			} else {
				row = append(row, "")
			}
		}
		row = append(row, styled(total.Float(), kStrong))
		s.row(row...)
	}
	s.note(b.l("格内为局分 / 局数。", "Each cell: game points / games on that board."))
	s.freezeCols = 2
	return s.finish()
}

// individualSheet writes the players' own table of the team stage and the
// board prizes: the best score on each board.
func (b *book) individualSheet(sc *stageCtx) error {
	ev := sc.ev
	ind, err := tiebreak.Compute(tiebreak.IndividualInput(ev, sc.st, sc.rounds, nil))
	if err != nil {
		return err
	}
	s := b.newSheet(sc.prefix + b.l("个人成绩", "Individual"))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l("个人成绩与台次奖", "Individual results and board prizes")))
	hdr := []any{b.h("名次", "Place"), b.h("序号", "No."), b.h("姓名", "Name"), b.h("队", "Team"), b.h("积分", "Points")}
	for _, c := range ind.Criteria {
		hdr = append(hdr, b.criterionHeader(c))
	}
	s.header(hdr...)
	for _, r := range ind.Rows {
		row := []any{styled(b.placeText(r), kStrong), r.No, b.name(ev, r.No), b.teamName(ev, ev.TeamOf(r.No)), styled(r.Points.Float(), kStrong)}
		for _, v := range r.Values {
			row = append(row, valueCell(v))
		}
		s.row(row...)
	}
	// what the columns mean, what split tied players, who withdrew
	var legend []string
	for _, c := range ind.Criteria {
		legend = append(legend, b.l(c.Zh+"："+tiebreak.DescZh(c), c.Code+" "+c.En+": "+c.Desc))
	}
	if len(legend) > 0 {
		s.note(strings.Join(legend, b.l("；", "; ")))
	}
	b.whyNotes(s, ind, sc.StageOver(ev, sc.st, len(sc.rounds)), func(no int) string { return b.name(ev, no) })
	last := 0
	for _, r := range sc.rounds {
		last = max(last, r.Number)
	}
	for _, r := range ind.Rows {
		if p := ev.Player(r.No); p != nil && p.Withdrawn > 0 && p.Withdrawn <= last {
			team := b.teamName(ev, ev.TeamOf(r.No))
			s.note(b.l(fmt.Sprintf("退赛：%d %s（%s）第%d轮起退赛，此前各轮成绩计入。", r.No, b.name(ev, r.No), team, p.Withdrawn),
				fmt.Sprintf("Withdrawn: %d %s (%s) from round %d; the rounds before count.", r.No, b.name(ev, r.No), team, p.Withdrawn)))
		}
	}
	b.withdrawnNote(s, ev, ind) // without a place (20.3, or no game)
	s.blank()
	s.row(styled(b.l("台次奖", "Board prizes"), kKey))
	// a second header would make the whole table the rows repeated on
	// every printed page: header-styled cells instead
	s.row(styled(b.h("台次", "Board"), kHeader), styled(b.h("名次", "Place"), kHeader), styled(b.h("姓名", "Name"), kHeader),
		styled(b.h("队", "Team"), kHeader), styled(b.h("局分", "Points"), kHeader), styled(b.h("局数", "Games"), kHeader))
	for k, list := range tiebreak.BoardPrizes(ev, sc.st, sc.rounds) {
		for _, p := range list {
			if p.Place > 1 {
				break
			}
			s.row(k+1, styled(b.placeLabel(p.Place, p.Shared), kStrong), b.name(ev, p.No), b.teamName(ev, ev.TeamOf(p.No)), styled(p.Points.Float(), kStrong), p.Games)
		}
	}
	s.note(b.l("台次奖：各台得分最高者；同分局数少者在前，再相同则并列。",
		"Board prizes: the best score on each board; equal points, fewer games first; then shared."))
	s.freezeCols = 3
	return s.finish()
}

// teamPlacesSheet writes a team knockout's places, worked out on the event
// seen as teams.
func (b *book) teamPlacesSheet(sc *stageCtx) error {
	tev := pairing.TeamEvent(sc.ev)
	cut := *tev
	cut.Rounds = nil
	last := 0
	for _, r := range sc.rounds {
		last = max(last, r.Number)
	}
	for _, r := range tev.Rounds {
		if r.Number <= last {
			cut.Rounds = append(cut.Rounds, r)
		}
	}
	ks, err := knockout.Resolve(&cut, cut.Stage(sc.st.ID))
	if err != nil {
		return err
	}
	s := b.newSheet(sc.prefix + b.l("团体名次", "Team places"))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l("淘汰赛团体名次", "Knockout team places")))
	s.header(b.h("名次", "Place"), b.h("队号", "No."), b.h("队名", "Team"))
	left := ks.Left(&cut)
	for _, no := range left {
		s.row(styled(b.l("晋级", "through"), kStrong), no, b.teamName(sc.ev, no))
	}
	for _, p := range ks.Places() {
		skip := false
		for _, no := range left {
			skip = skip || no == p.Player
		}
		if !skip {
			s.row(styled(b.placeLabel(p.Place, p.Shared), kStrong), p.Player, b.teamName(sc.ev, p.Player))
		}
	}
	s.freezeCols = 3
	return s.finish()
}

// branchSheet writes the team ranking of an individual stage (the
// university staff event's branches, or 队员总分制) beside its standings.
func (b *book) branchSheet(sc *stageCtx) error {
	tr, ok, err := sc.TeamRanking(sc.ev)
	if err != nil || !ok {
		return err
	}
	st := tr.Table
	s := b.newSheet(sc.prefix + b.l("团体总分", "Team ranking"))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l("团体总分排名", "Team ranking")))
	hdr := []any{b.h("名次", "Place"), b.h("队号", "No."), b.h("队名", "Team"), b.h("积分", "Points")}
	for _, c := range st.Criteria {
		hdr = append(hdr, b.criterionHeader(c))
	}
	hdr = append(hdr, b.h("队员（积分）", "Members (points)"))
	s.header(hdr...)
	for _, r := range st.Rows {
		place := b.placeText(r)
		if r.Place == 0 {
			place = b.l("不计名次", "unranked")
		}
		row := []any{styled(place, kStrong), r.No, b.teamName(sc.ev, r.No), styled(r.Points.Float(), kStrong)}
		for _, v := range r.Values {
			row = append(row, valueCell(v))
		}
		row = append(row, view.MembersText(b.lang, tr.Members[r.No], func(no int) string { return b.name(sc.ev, no) }))
		s.row(row...)
	}
	s.note(view.TeamRankingLegend(b.lang, sc.st))
	for _, c := range st.Criteria {
		s.note(b.l(c.Zh+"："+tiebreak.DescZh(c), c.En+": "+c.Desc))
	}
	b.whyNotes(s, st, sc.StageOver(sc.ev, sc.st, len(sc.rounds)), func(no int) string { return b.teamName(sc.ev, no) })
	s.freezeCols = 3
	return s.finish()
}
