package xlsx

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

func docProps(ev *scoring.Event) *excelize.DocProperties {
	// A fixed date keeps the file the same for the same event.
	stamp := "2000-01-01T00:00:00Z"
	if t, err := time.Parse("2006-01-02", ev.Start); err == nil {
		stamp = t.Format(time.RFC3339)
	}
	return &excelize.DocProperties{Title: ev.Name, Creator: "xqt", Created: stamp, Modified: stamp, Language: "zh-CN"}
}

// systemLabel names a stage's system (view.SystemLabel).
func (b *book) systemLabel(st *scoring.Stage) string { return view.SystemLabel(b.lang, st) }

// pointsLabel describes a points table in one line.
// A round robin's bye scores nothing (scoring.Records), so rr leaves it out.
func (b *book) pointsLabel(t scoring.Table, rr bool) string {
	var parts []string
	if t.DrawRed == t.DrawBlack && t.WinRed == t.WinBlack && t.LossRed == t.LossBlack {
		parts = append(parts, b.l(
			fmt.Sprintf("胜 %s，和 %s，负 %s", t.WinRed, t.DrawRed, t.LossRed),
			fmt.Sprintf("win %s, draw %s, loss %s", t.WinRed, t.DrawRed, t.LossRed)))
	} else {
		parts = append(parts, b.l(
			fmt.Sprintf("红胜 %s，黑胜 %s，红和 %s，黑和 %s，红负 %s，黑负 %s", t.WinRed, t.WinBlack, t.DrawRed, t.DrawBlack, t.LossRed, t.LossBlack),
			fmt.Sprintf("win %s (red) / %s (black), draw %s (red) / %s (black), loss %s (red) / %s (black)", t.WinRed, t.WinBlack, t.DrawRed, t.DrawBlack, t.LossRed, t.LossBlack)))
	}
	parts = append(parts, b.l(
		fmt.Sprintf("弃权胜（+）%s，弃权负（-）%s，双方弃权 %s", t.ForfeitWin, t.ForfeitLoss, t.DoubleForfeit),
		fmt.Sprintf("forfeit win (+) %s, forfeit loss (-) %s, double forfeit %s", t.ForfeitWin, t.ForfeitLoss, t.DoubleForfeit)))
	if !rr {
		parts = append(parts, b.l(fmt.Sprintf("轮空 %s", t.Bye), fmt.Sprintf("bye %s", t.Bye)))
	}
	if b.lang == "zh" {
		return strings.Join(parts, "；") // the table's id is the English the user typed, not the sheet's
	}
	name := t.Name
	if name == "" {
		name = "custom"
	}
	return name + ": " + strings.Join(parts, "; ")
}

// infoSheet writes the event facts, the stages and the tiebreak legend.
func (b *book) infoSheet(ev *scoring.Event, stages []*stageCtx) error {
	s := b.newSheet(b.l("赛事信息", "Event"))
	s.title(b.title)
	if b.lang == "zh" && ev.NameEn != "" {
		s.subtitle(ev.NameEn)
	}
	s.blank()
	add := func(zh, en, v string) {
		if v != "" {
			s.pair(b.l(zh, en), v)
		}
	}
	add("比赛名称", "Event", ev.Name)
	add("英文名称", "English name", ev.NameEn)
	for _, f := range view.EventFacts(ev) {
		add(f.Zh, f.En, f.Value)
	}
	add("规则", "Rules", view.EditionLabel(b.lang, ev.Edition))
	if len(ev.Teams) > 0 {
		add("参赛队数", "Teams", strconv.Itoa(len(ev.Teams)))
	}
	add("参赛人数", "Players", strconv.Itoa(len(ev.Players)))
	for _, sc := range stages {
		st := sc.st
		label := b.systemLabel(st)
		if n := len(sc.rounds); n > 0 || st.Rounds > 0 {
			// A team stage counts its teams 队, a stage of players its players 人.
			field, fieldZh, fieldEn := len(sc.order), "%d 人", "%d players"
			count := len(sc.players)
			if st.Teams {
				field = len(ev.StageTeams(st))
				count, fieldZh, fieldEn = field, "%d 队", "%d teams"
			}
			planned := st.Rounds
			if planned == 0 {
				planned = pairing.Planned(ev, st) // the system's: a round robin's table, a ladder's rungs
			}
			who := b.l(fmt.Sprintf(fieldZh, count), fmt.Sprintf(fieldEn, count))
			if planned > 0 {
				label += b.l(fmt.Sprintf("，%s，已赛 %d / %d 轮", who, n, planned),
					fmt.Sprintf(", %s, %d of %d rounds", who, n, planned))
			} else {
				label += b.l(fmt.Sprintf("，%s，已赛 %d 轮", who, n),
					fmt.Sprintf(", %s, %d rounds played", who, n))
			}
		}
		key := b.l("赛制", "System")
		if len(stages) > 1 {
			key = strings.TrimSpace(sc.prefix)
		}
		s.pair(key, label)
		if q := b.qualifyText(ev, st); q != "" {
			s.pair(b.l("出线", "Qualifying"), q)
		}
		if sc.ko != nil {
			// A knockout scores matches, not points: its facts are the
			// match format and the draw.
			b.knockoutFacts(s, sc)
			s.pair(b.l("名次排列", "Ranking"), b.l("按淘汰赛结果：比赛决出的名次在前，同一轮出局者并列其后的名次",
				"by the knockout: places decided by play first, then players out in the same round share a place"))
			continue
		}
		if sc.System.Ranking() == pairing.ByPlaces && !st.Teams {
			zh, en := sc.System.Label(st)
			s.pair(b.l("名次排列", "Ranking"), b.l("按"+zh+"结果：名次由比赛决出，未决者并列其后的名次",
				"by the "+en+": places decided by play, then players still in share the places left"))
			continue
		}
		if f, err := scoring.StageMatchFormat(st, 0, false); err == nil && f.Games > 1 {
			text := b.formatText(f)
			if f.Drawable && len(f.Tiebreak) == 0 {
				text = b.l(fmt.Sprintf("每对 %d 局（每局换先），按局分定本场胜负，局分相等为平局", f.Games),
					fmt.Sprintf("%d games a pairing, colours swapped; the game points decide the match, level is a drawn match", f.Games))
			}
			s.pair(b.l("比赛办法", "Matches"), text)
		}
		s.pair(b.l("计分", "Points"), b.pointsLabel(sc.table, st.Scheduled()))
		first := b.l("积分", "points")
		if st.Teams {
			// teams are ranked by match points 场分, counted from the boards
			zh, en := ev.MatchPointsLegend(st)
			s.pair(b.l("场分", "Match points"), b.l(zh, en))
			first = b.l("场分", "match points")
		}
		var order []string
		for _, c := range sc.final().Criteria {
			order = append(order, b.l(c.Zh, c.En))
		}
		s.pair(b.l("名次排列", "Ranking"), strings.Join(append([]string{first}, order...), " > "))
		if pol := sc.final().Unplayed; pol != "" {
			for _, p := range tiebreak.Policies() {
				if p.Policy == pol {
					s.pair(b.l("未赛轮次", "Unplayed rounds"), b.l(p.Zh+"：", p.En+": ")+b.unplayedDesc(p))
				}
			}
		}
	}
	// The legend of the ranking columns, for the stages ranked by points
	// (a knockout uses no tiebreak), and of the crosstable where there is one.
	byPoints, crosstable := false, false
	for _, sc := range stages {
		byPoints = byPoints || sc.rankedByPoints()
		crosstable = crosstable || sc.hasCrosstable()
	}
	if byPoints {
		s.blank()
		b.legendHeader(s)
		seen := map[string]bool{}
		players, teams := false, false
		for _, sc := range stages {
			players = players || sc.rankedByPoints() && !sc.st.Teams
			teams = teams || sc.st.Teams
		}
		if players {
			b.legendRow(s, "PTS", "积分", "points", b.l("按计分表所得总分", "total points by the points table"))
		}
		if teams {
			b.legendRow(s, "MP", "场分", "match points", b.l("各场对阵按场分计分所得总分", "total match points of the team's matches"))
		}
		for _, sc := range stages {
			if !sc.rankedByPoints() {
				continue
			}
			for _, c := range sc.final().Criteria {
				// a criterion means another thing for teams (胜局: boards
				// won) than for players (rounds won): one row each
				key := c.ID
				desc := b.criterionDesc(c)
				if sc.st.Teams {
					key, desc = "team "+c.ID, view.TeamCriterionDesc(b.lang, c)
				}
				if seen[key] {
					continue
				}
				seen[key] = true
				b.legendRow(s, c.Code, c.Zh, c.En, desc)
			}
		}
		s.note(b.l("名次栏的“并列3”表示与他人并列第3名；第1名并列时需加赛（第15.6条）。",
			"A place such as 3= is shared. A shared first place needs a play-off (article 15.6)."))
	}
	if crosstable {
		for _, n := range b.crossNotes(stages) {
			s.note(n)
		}
	}
	s.maxWidth[3] = 44 // the definitions
	if b.lang == "zh" {
		s.maxWidth[2], s.maxWidth[3] = 44, 0 // no English column
	}
	if !byPoints {
		s.minCols, s.minWidth[1] = 2, 64
	}
	s.portrait, s.noFreeze = true, true
	return s.finish()
}

// qualifyText says who goes on from stage st to the stages drawn from it
// (Stage.From, Stage.Qualify): "每组前 3 名进入决赛", "剩余 12 人进入小组赛";
// "" for a stage nobody draws from.
func (b *book) qualifyText(ev *scoring.Event, st *scoring.Stage) string {
	var parts []string
	for i := range ev.Stages {
		t := &ev.Stages[i]
		if t.From != st.ID || t.ID == st.ID {
			continue
		}
		name := cmp.Or(t.Name, t.ID)
		q, err := scoring.ParseQualify(t.Qualify)
		if err != nil {
			continue
		}
		var text string
		switch {
		case q.Kind == scoring.QualifyAll && st.Elimination():
			text = b.l("未被淘汰者进入"+name, "the players not eliminated go on to "+name)
		case q.Kind == scoring.QualifyAll:
			text = b.l("全部进入"+name, "everyone goes on to "+name)
		case q.Kind == scoring.QualifyTop && st.Elimination():
			text = b.l(fmt.Sprintf("剩余 %d 人进入%s", q.N, name), fmt.Sprintf("the %d left go on to %s", q.N, name))
		case q.Kind == scoring.QualifyTop:
			text = b.l(fmt.Sprintf("前 %d 名进入%s", q.N, name), fmt.Sprintf("the top %d go on to %s", q.N, name))
		case q.Kind == scoring.QualifyPerGroup:
			text = b.l(fmt.Sprintf("每组前 %d 名进入%s", q.N, name), fmt.Sprintf("the top %d of each group go on to %s", q.N, name))
		default:
			text = b.l("按裁判长名单进入"+name, "the organiser's list goes on to "+name)
		}
		if t.QualifyAfter > 0 {
			text = b.l(fmt.Sprintf("第 %d 轮后", t.QualifyAfter), fmt.Sprintf("after round %d, ", t.QualifyAfter)) + text
		}
		parts = append(parts, text)
	}
	return strings.Join(parts, b.l("；", "; "))
}

// hasCrosstable reports whether the stage has a crosstable sheet: a
// system with one, or a team stage that is no knockout (teamStageSheets).
func (sc *stageCtx) hasCrosstable() bool {
	views := sc.System.Views()
	if sc.st.Teams {
		return !views.Has(pairing.ViewBracket)
	}
	return views.Has(pairing.ViewCrosstable)
}

// crossNotes say on the event sheet what the cells of the stages'
// crosstables hold, as the crosstable sheets do: the points of the game,
// of a match of several games (view.CrossLegend), or a team match's game
// points. One note when the stages agree, else one per stage.
func (b *book) crossNotes(stages []*stageCtx) []string {
	var texts, names []string
	for _, sc := range stages {
		if !sc.hasCrosstable() {
			continue
		}
		// "交叉表" + "格中为…", "Crosstable cells: " + "Cells: …" less its head
		what, legend := b.l("交叉表", "Crosstable cells: "), view.CrossLegend(b.lang, sc.st)
		if sc.st.Teams {
			what, legend = b.l("团体交叉表", "Team crosstable cells: "), teamCrossLegend(b.lang)
		}
		text := what + strings.TrimPrefix(strings.TrimPrefix(legend, "Cells: "), "each cell: ")
		texts, names = append(texts, text), append(names, strings.TrimSpace(sc.prefix))
	}
	same := true
	for _, t := range texts {
		same = same && t == texts[0]
	}
	if same && len(texts) > 0 {
		return texts[:1]
	}
	for i := range texts {
		texts[i] = names[i] + b.l("", " ") + texts[i]
	}
	return texts
}

// teamCrossLegend says what a team crosstable's cell holds.
func teamCrossLegend(lang string) string {
	return view.L(lang, "格内为该场局分：本行队 : 本列队；+ 对方弃权，- 本队弃权。",
		"each cell: game points of the row team - of the column team; + a match won by forfeit, - lost by forfeit.")
}

// playersSheet writes the start list, with only the columns that have data.
func (b *book) playersSheet(ev *scoring.Event) error {
	s := b.newSheet(b.l("参赛名单", "Players"))
	s.title(b.title)
	s.subtitle(b.l("参赛名单", "Start list"))
	type column struct {
		zh, en string
		val    func(p *scoring.Player) any
	}
	cols := []column{
		{"序号", "No.", func(p *scoring.Player) any { return p.No }},
		{"姓名", "Name", func(p *scoring.Player) any { return p.Name }},
		{"英文名", "Latin name", func(p *scoring.Player) any { return p.NameEn }},
		{"单位", "Club", func(p *scoring.Player) any { return p.Club }},
		{"队", "Team", func(p *scoring.Player) any { return p.Team }},
		{"组别", "Group", func(p *scoring.Player) any { return p.Group }},
		{"等级分", "Rating", func(p *scoring.Player) any {
			if p.Rating == 0 {
				return ""
			}
			return p.Rating
		}},
		{"性别", "Sex", func(p *scoring.Player) any { return b.sexLabel(p.Sex) }},
		{"证件号", "ID", func(p *scoring.Player) any { return p.ID }},
		{"备注", "Remarks", func(p *scoring.Player) any { return b.remark(p) }},
	}
	var keep []column
	for i, c := range cols {
		used := i < 2
		for k := range ev.Players {
			if v := c.val(&ev.Players[k]); v != "" && v != nil {
				used = true
			}
		}
		if used {
			keep = append(keep, c)
		}
	}
	var hdr []any
	for _, c := range keep {
		hdr = append(hdr, b.h(c.zh, c.en))
	}
	s.header(hdr...)
	for k := range ev.Players {
		var row []any
		for _, c := range keep {
			v := c.val(&ev.Players[k])
			if _, isInt := v.(int); isInt {
				v = styled(v, kCenter)
			}
			row = append(row, v)
		}
		s.row(row...)
	}
	s.freezeCols = 2
	return s.finish()
}

func (b *book) sexLabel(s string) string {
	switch s {
	case "M":
		return b.l("男", "M")
	case "F":
		return b.l("女", "F")
	}
	return s
}

// remark notes a late entry, a withdrawal or a penalty (view.Remark).
func (b *book) remark(p *scoring.Player) string {
	return view.Remark(b.lang, p, "第%d轮起补报参赛", "late entry from round %d")
}

// roundSheets writes each round's pairings and, once the round is complete,
// the standings after it (not in a knockout: its places sheet ranks it).
func (b *book) roundSheets(sc *stageCtx) error {
	for k, r := range sc.rounds {
		if err := b.pairingsSheet(sc, k, r); err != nil {
			return err
		}
		if sc.complete(k) && sc.rankedByPoints() {
			if err := b.standingsSheet(sc, k+1, r.Number); err != nil {
				return err
			}
		}
	}
	return nil
}

// rankedByPoints reports whether the stage's sheets rank it by points and
// tiebreaks: its system does, or it is a team stage (its individual sheet
// ranks the players by points whatever the system).
func (sc *stageCtx) rankedByPoints() bool {
	return sc.st.Teams || sc.System.Ranking() == pairing.ByPoints
}

// complete reports whether round k (0-based within the stage) has every
// result (view.Context.Complete).
func (sc *stageCtx) complete(k int) bool { return sc.Complete(k) }

// hasClubs reports whether any player of the stage has a club.
func (sc *stageCtx) hasClubs() bool { return sc.HasClubs() }

func (b *book) resultText(r scoring.Result) string { return view.ResultText(b.lang, r) }

// pairingsSheet writes round k (0-based within the stage): board, red (no.,
// name, club, score before the round), result, black mirrored, then the byes.
func (b *book) pairingsSheet(sc *stageCtx, k int, r scoring.Round) error {
	if sc.ko != nil {
		return b.knockoutPairingsSheet(sc, k, r)
	}
	s := b.newSheet(sc.prefix + b.l(fmt.Sprintf("第%d轮对阵", r.Number), fmt.Sprintf("R%d pairings", r.Number)))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l(fmt.Sprintf("第 %d 轮对阵表", r.Number), fmt.Sprintf("Round %d pairings", r.Number))))
	before := sc.standings[k].Records
	score := func(no int) any {
		if rec := before[no]; rec != nil {
			return rec.Total.Float()
		}
		return ""
	}
	clubs := sc.hasClubs()
	side := 3
	if clubs {
		side = 4
	}
	s.header(styled(b.h("台次", "Board"), kHeader), spanning(b.h("红方", "Red"), side), b.h("结果", "Result"), spanning(b.h("黑方", "Black"), side))
	sub := []any{up}
	redCols := []any{b.h("序号", "No."), b.h("姓名", "Name")}
	if clubs {
		redCols = append(redCols, b.h("单位", "Club"))
	}
	redCols = append(redCols, b.h("积分", "Pts"))
	sub = append(sub, redCols...)
	sub = append(sub, up)
	for i := len(redCols) - 1; i >= 0; i-- {
		sub = append(sub, redCols[i])
	}
	s.header(sub...)
	matches := sc.Matches(sc.ev, k)
	multi := false
	for i, g := range r.Games {
		club := func(no int) string {
			if p := sc.ev.Player(no); p != nil {
				return p.Club
			}
			return ""
		}
		name := func(no int) string {
			if view.Withdrawn(sc.ev, no, r.Number) {
				return b.name(sc.ev, no) + b.l("（退赛）", " (withdrawn)")
			}
			return b.name(sc.ev, no)
		}
		row := []any{styled(g.Board, kStrong), g.Red, name(g.Red)}
		if clubs {
			row = append(row, club(g.Red))
		}
		m := matches[i]
		multi = multi || m.Multi()
		res := m.Text(b.lang, func(no int) string { return b.name(sc.ev, no) })
		row = append(row, score(g.Red), styled(res, kStrong), score(g.Black))
		if clubs {
			row = append(row, club(g.Black))
		}
		row = append(row, name(g.Black), g.Black)
		s.row(row...)
	}
	b.roundNotes(s, sc, k, r)
	if multi {
		b.gamesNote(s)
	}
	s.freezeCols = 1
	s.minWidth[side+1] = 10 // result column: 黑弃权, or room to write by hand
	if multi {
		s.minWidth[side+1] = 16 // the games and the game points
	}
	s.minWidth[2] = 10 // names, so a short field does not print cramped
	s.minWidth[2*side] = 10
	return s.finish()
}

// impliedResult is the forfeit article 20.3 makes of an open game of a
// player who withdrew, or "" while the game is simply not entered yet
// (view.Context.ImpliedText).
func (b *book) impliedResult(sc *stageCtx, k int, g scoring.Game) string {
	return sc.ImpliedText(b.lang, k, g)
}

// placeText shows a place, shared ones as 并列3 (zh) or 3= (en).
func (b *book) placeText(r tiebreak.Row) any { return b.placeLabel(r.Place, r.Shared) }

func (b *book) placeLabel(place int, shared bool) any {
	if !shared {
		return place
	}
	return b.l(fmt.Sprintf("并列%d", place), fmt.Sprintf("%d=", place))
}

// valueCell shows a tiebreak value with at most two decimals.
func valueCell(v tiebreak.Value) any {
	f, err := strconv.ParseFloat(v.String(), 64)
	if err != nil {
		return v.String()
	}
	return f
}

// criterionHeader labels a tiebreak column: Chinese label over the code.
func (b *book) criterionHeader(c tiebreak.Criterion) string {
	return b.h(c.Zh, c.Code)
}

// standingsSheet writes the standings after the first k rounds of the stage
// (event round number).
func (b *book) standingsSheet(sc *stageCtx, k, number int) error {
	st := sc.standings[k]
	last := sc.StageOver(sc.ev, sc.st, k)
	s := b.newSheet(sc.prefix + b.l(fmt.Sprintf("第%d轮后排名", number), fmt.Sprintf("R%d standings", number)))
	s.title(b.title)
	sub := b.l(fmt.Sprintf("第 %d 轮后排名", number), fmt.Sprintf("Standings after round %d", number))
	if last {
		// the stage's own round count, not the event's round number
		sub = b.l(fmt.Sprintf("最终排名（%d 轮）", k), fmt.Sprintf("Final standings (%d rounds)", k))
		s.footerName = sc.prefix + b.l("最终排名", "Final standings")
	}
	qualified := map[int]bool{}
	if last {
		qualified = sc.Qualified(sc.ev)
	}
	s.subtitle(strings.TrimSpace(sc.prefix + sub))
	clubs := sc.hasClubs()
	hdr := []any{b.h("名次", "Place"), b.h("序号", "No."), b.h("姓名", "Name")}
	if clubs {
		hdr = append(hdr, b.h("单位", "Club"))
	}
	hdr = append(hdr, b.h("积分", "Points"))
	for _, c := range st.Criteria {
		hdr = append(hdr, b.criterionHeader(c))
	}
	remarks := false
	for _, p := range sc.players {
		p = sc.InStage(p)
		remarks = remarks || b.remark(&p) != ""
	}
	if remarks {
		hdr = append(hdr, b.h("备注", "Remarks"))
	}
	if len(qualified) > 0 {
		hdr = append(hdr, b.h("出线", "Qualified"))
	}
	s.header(hdr...)
	for i, r := range st.Rows {
		p := sc.ev.Player(r.No)
		row := []any{styled(b.placeText(r), kStrong), r.No, b.name(sc.ev, r.No)}
		if clubs {
			club := ""
			if p != nil {
				club = p.Club
			}
			row = append(row, club)
		}
		row = append(row, styled(r.Points.Float(), kStrong))
		for j, v := range r.Values {
			if !view.Needed(st, i, j) {
				row = append(row, "") // 直胜 of a player level with nobody
				continue
			}
			row = append(row, valueCell(v))
		}
		if remarks {
			remark := ""
			if p != nil {
				q := sc.InStage(*p)
				remark = b.remark(&q)
			}
			row = append(row, remark)
		}
		if len(qualified) > 0 {
			mark := ""
			if qualified[r.No] {
				mark = view.QualifiedMark(b.lang)
			}
			row = append(row, styled(mark, kStrong))
		}
		s.row(row...)
	}
	b.whyNotes(s, st, last, func(no int) string { return b.name(sc.ev, no) })
	b.withdrawnNote(s, sc.ev, st)
	s.freezeCols = 3
	return s.finish()
}

// withdrawnNote lists below a table the players whose results article 20.3
// cancelled: they are not in it, and have no place.
func (b *book) withdrawnNote(s *sheet, ev *scoring.Event, st *tiebreak.Standings) {
	for _, w := range st.Withdrawn {
		name := b.name(ev, w.No)
		if w.NoGame { // withdrew without a game in the stage (docs/rules.md 8.3)
			s.note(b.l(fmt.Sprintf("退赛：%s（%d号）第%d轮起退出，本阶段未赛一局，不计名次。", name, w.No, w.Round),
				fmt.Sprintf("Withdrawn: %s (%d) from round %d without a game in this stage, no place.", name, w.No, w.Round)))
			continue
		}
		s.note(b.l(fmt.Sprintf("退赛（第20.3条）：%s（%d号）第%d轮起退出，已赛对手不足半数，所有成绩注销，不计名次。", name, w.No, w.Round),
			fmt.Sprintf("Withdrawn (article 20.3): %s (%d) from round %d, fewer than half of the opponents met: results cancelled, no place.", name, w.No, w.Round)))
	}
}

// crossMark is what a crosstable cell shows for one entry, from the row
// player's view: the points scored, + or - for a forfeit, * when cancelled.
func crossMark(e scoring.Entry) (any, bool) {
	switch e.Kind {
	case scoring.KindPlayed:
		return e.Points.Float(), true
	case scoring.KindForfeitWin:
		return "+", true
	case scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
		return "-", true
	case scoring.KindCancelled:
		return "*", true
	}
	return nil, false
}

// crosstableSheet writes the round-robin crosstable in table order: one row
// and one column per player, X on the diagonal, then points, tiebreaks and
// place. A double round robin shows both games in a cell ("2 1").
func (b *book) crosstableSheet(sc *stageCtx) error {
	st := sc.final()
	s := b.newSheet(sc.prefix + b.l("循环表", "Crosstable"))
	s.title(b.title)
	sub := b.l("循环赛成绩表", "Crosstable")
	if n := len(sc.rounds); n > 0 {
		sub += b.l(fmt.Sprintf("（第 %d 轮后）", sc.rounds[n-1].Number), fmt.Sprintf(" after round %d", sc.rounds[n-1].Number))
	}
	s.subtitle(strings.TrimSpace(sc.prefix + sub))
	pos := map[int]int{} // start number -> table index
	for i, no := range sc.order {
		pos[no] = i
	}
	showNo := false
	for i, no := range sc.order {
		if no != i+1 {
			showNo = true
		}
	}
	clubs := sc.hasClubs()
	hdr := []any{b.h("号", "#")}
	if showNo {
		hdr = append(hdr, b.h("序号", "No."))
	}
	hdr = append(hdr, b.h("姓名", "Name"))
	if clubs {
		hdr = append(hdr, b.h("单位", "Club"))
	}
	lead := len(hdr)
	for i := range sc.order {
		hdr = append(hdr, i+1)
	}
	hdr = append(hdr, b.h("积分", "Pts"))
	for _, c := range st.Criteria {
		hdr = append(hdr, b.criterionHeader(c))
	}
	hdr = append(hdr, b.h("名次", "Place"))
	// who went on to a later stage, as on the final standings (出线)
	qualified := sc.Qualified(sc.ev)
	if len(qualified) > 0 {
		hdr = append(hdr, b.h("出线", "Qualified"))
	}
	s.header(hdr...)

	rows, rowAt := map[int]tiebreak.Row{}, map[int]int{}
	for i, r := range st.Rows {
		rows[r.No], rowAt[r.No] = r, i
	}
	for i, no := range sc.order {
		marks := make([][]string, len(sc.order))
		nums := make([]any, len(sc.order))
		if rec := st.Records[no]; rec != nil {
			for _, e := range rec.Entries {
				j, ok := pos[e.Opponent]
				if !ok || e.Opponent == 0 {
					continue
				}
				m, ok := crossMark(e)
				if !ok {
					continue
				}
				if f, isNum := m.(float64); isNum {
					marks[j] = append(marks[j], scoring.Points(f*100).String())
				} else {
					marks[j] = append(marks[j], m.(string))
				}
				nums[j] = m
			}
		}
		row := []any{styled(i+1, kStrong)}
		if showNo {
			row = append(row, no)
		}
		row = append(row, b.name(sc.ev, no))
		if clubs {
			club := ""
			if p := sc.ev.Player(no); p != nil {
				club = p.Club
			}
			row = append(row, club)
		}
		for j := range sc.order {
			switch {
			case j == i:
				row = append(row, styled("X", kDiagonal))
			case len(marks[j]) == 1:
				row = append(row, styled(nums[j], kCenter))
			case len(marks[j]) > 1:
				row = append(row, styled(strings.Join(marks[j], " "), kCenter))
			default:
				row = append(row, styled("", kCenter))
			}
		}
		r, ranked := rows[no]
		row = append(row, styled(r.Points.Float(), kStrong))
		for j, v := range r.Values {
			if at, ok := rowAt[no]; ok && !view.Needed(st, at, j) {
				row = append(row, "") // 直胜 of a player level with nobody
				continue
			}
			row = append(row, valueCell(v))
		}
		if ranked {
			row = append(row, styled(b.placeText(r), kStrong))
		} else { // results cancelled (20.3): no place
			for range st.Criteria {
				row = append(row, "")
			}
			row = append(row, styled(view.Term(view.TermWithdrawn, b.lang), kStrong))
		}
		if len(qualified) > 0 {
			mark := ""
			if qualified[no] {
				mark = view.QualifiedMark(b.lang)
			}
			row = append(row, styled(mark, kStrong))
		}
		s.row(row...)
	}
	b.whyNotes(s, st, sc.StageOver(sc.ev, sc.st, len(sc.rounds)), func(no int) string { return b.name(sc.ev, no) })
	s.note(view.CrossLegend(b.lang, sc.st))
	b.withdrawnNote(s, sc.ev, st)
	s.freezeCols = lead
	for j := lead; j < lead+len(sc.order); j++ {
		s.minWidth[j] = 4
		if sc.st.Cycles == 2 {
			s.minWidth[j] = 6
		}
	}
	return s.finish()
}

// splitLines is the most tie notes whyNotes writes one to a line under a
// table of more than halfPageRows rows.
const (
	splitLines   = 3
	halfPageRows = 16
)

// whyNotes writes under a table what split its tied places and, under the
// stage's final table (over), which shared places a play-off must decide
// (view.WhyNotes, as the pages and the terminal say it).
//
// A split takes a line, but under a table of more than halfPageRows rows
// more than splitLines splits (a Swiss field has one for nearly every
// score group) run on as one paragraph, each sentence starting with its
// places, so that the notes under a 25-player table do not push it onto a
// second page.
func (b *book) whyNotes(s *sheet, st *tiebreak.Standings, over bool, name func(no int) string) {
	texts, playoff := view.WhyNotes(b.lang, st, over, name)
	if len(texts) > splitLines && len(st.Rows) > halfPageRows {
		texts = []string{strings.Join(texts, b.l("", " "))}
	}
	for _, t := range texts {
		s.note(t)
	}
	if playoff != "" {
		s.note(playoff)
	}
}

// legendHeader heads the legend of the ranking columns: the code the
// column headers show, the Chinese name, the English name (an English
// workbook only) and the definition.
func (b *book) legendHeader(s *sheet) {
	if b.lang == "zh" {
		s.header(b.h("代码", "Code"), b.h("名称", "Name"), b.h("说明", "Definition"))
		return
	}
	s.header(b.h("代码", "Code"), b.h("中文", "Chinese"), b.h("英文", "English"), b.h("说明", "Definition"))
}

// legendRow is one line of that legend.
func (b *book) legendRow(s *sheet, code, zh, en, desc string) {
	if b.lang == "zh" {
		s.row(styled(code, kCenter), zh, styled(desc, kWrap))
		return
	}
	s.row(styled(code, kCenter), zh, en, styled(desc, kWrap))
}
