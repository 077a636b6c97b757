package html

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// section is one block of a page: a heading, facts, tables, a bracket and
// notes, in that order.
type section struct {
	ID, Heading, Sub string
	Facts            []fact
	Links            []link
	Tables           []table
	Bracket          []bracketCol
	Notes            []string
	// Earlier holds tables folded away under their captions (standings
	// after earlier rounds).
	Earlier []table
}

type fact struct{ Key, Value string }

type link struct{ Href, Text string }

// table is a table of the page; Class picks its look ("pairings",
// "standings", "cross", "grid").
type table struct {
	Class, Caption string
	Head           []string
	Rows           [][]tcell
}

// tcell is a cell: text, an optional second line in small type, and a
// class ("num", "name", "strong", "diag", "res", "games").
type tcell struct {
	Text  string
	Won   bool     // marked ✓: the winner of a knockout match
	Sub   []string // parts of the second line, each kept on one line
	Class string
	// Keep follows Text on the same line and is never broken ("| 1½:½",
	// a match's game points); After follows it (the lots).
	Keep, After string
	// Span, when set, is the number of columns the cell spans (a team's
	// members under its row).
	Span int
}

// resultCell is a match's result cell (view.Match.Text): the games, then
// the game points after the bar kept on one line, so a phone never breaks
// "| 1½:½" from its numbers, then the lots. Its text is Text's.
func resultCell(text, class string) tcell {
	head, rest, ok := strings.Cut(text, " | ")
	if !ok {
		return tcell{Text: text, Class: class}
	}
	score, after := rest, ""
	for _, sep := range []string{"，", ", "} {
		if i := strings.Index(rest, sep); i >= 0 {
			score, after = rest[:i], rest[i:]
			break
		}
	}
	return tcell{Text: head, Keep: "| " + score, After: after, Class: class}
}

type bracketCol struct {
	Title   string
	Matches []bmatch
}

type bmatch struct {
	Seats [2]bseat
	Where string // "第2轮 第3台"
}

type bseat struct {
	Name, Score string
	Won         bool
}

func txt(s string) tcell { return tcell{Text: s} }
func num(v any) tcell    { return tcell{Text: fmt.Sprint(v), Class: "num"} }

// eventSection is the index: the event's facts and a link to every page.
func (s *site) eventSection() section {
	ev := s.ev
	sec := section{ID: "event", Heading: s.title}
	if s.lang == "zh" && ev.NameEn != "" {
		sec.Sub = ev.NameEn
	}
	add := func(zh, en, v string) {
		if v != "" {
			sec.Facts = append(sec.Facts, fact{s.l(zh, en), v})
		}
	}
	for _, f := range view.EventFacts(ev) {
		add(f.Zh, f.En, f.Value)
	}
	if s.boards != nil { // a team event: ev's players are its teams
		add("参赛队数", "Teams", strconv.Itoa(len(ev.Players)))
		add("参赛人数", "Players", strconv.Itoa(len(s.boards.Players)))
	} else {
		add("参赛人数", "Players", strconv.Itoa(len(ev.Players)))
	}
	for _, sc := range s.stages {
		v := s.systemLabel(sc.st)
		if f, err := scoring.StageMatchFormat(sc.st, 1, false); err == nil && s.boards == nil {
			v += s.matchLabel(f)
		}
		if tb := ev.TableFor(sc.st); sc.st.Points != "" && sc.ko == nil && s.boards == nil && tb.WinRed == tb.WinBlack && tb.DrawRed == tb.DrawBlack && tb.LossRed == tb.LossBlack {
			// a stage's own table (a final of 3-2-1)
			v += s.l(fmt.Sprintf("，胜%s和%s负%s", tb.WinRed, tb.DrawRed, tb.LossRed), fmt.Sprintf(", win %s draw %s loss %s", tb.WinRed, tb.DrawRed, tb.LossRed))
		}
		if n := len(sc.rounds); n > 0 {
			v += s.l(fmt.Sprintf("，已赛 %d 轮", n), fmt.Sprintf(", %d rounds played", n))
		}
		key := s.l("赛制", "System")
		if sc.prefix != "" {
			key = strings.TrimSpace(sc.prefix)
		}
		add(key, key, v)
		if sc.ko != nil && sc.ko.Champion > 0 {
			add("冠军", "Champion", s.name(sc.ko.Champion))
		}
	}
	return sec
}

func (s *site) systemLabel(st *scoring.Stage) string { return view.SystemLabel(s.lang, st) }

// matchLabel says how many games a pairing plays and how a level match is
// decided, after the system on the index: "，每对阵两局", "，三局两胜，平局加赛：
// 和棋先手负"; "" for one game.
func (s *site) matchLabel(f scoring.MatchFormat) string {
	var zh, en string
	switch {
	case f.Games <= 1 && len(f.Tiebreak) == 0:
		return ""
	case f.Games <= 1:
		zh, en = "，每对阵一局", ", one game a pairing"
	case f.BestOf:
		zh, en = fmt.Sprintf("，%d局%d胜", f.Games, f.Games/2+1), fmt.Sprintf(", best of %d", f.Games)
		if f.Games == 3 {
			zh = "，三局两胜"
		}
	case f.Games == 2:
		zh, en = "，每对阵两局", ", two games a pairing"
	default:
		zh, en = fmt.Sprintf("，每对阵%d局", f.Games), fmt.Sprintf(", %d games a pairing", f.Games)
	}
	var kinds, kindsEn []string
	for _, k := range f.Tiebreak {
		if k == "lots" {
			kinds, kindsEn = append(kinds, "抽签"), append(kindsEn, "lots")
			continue
		}
		kinds, kindsEn = append(kinds, view.GameKind("zh", k)), append(kindsEn, view.GameKind("en", k))
	}
	if len(kinds) > 0 {
		zh += "，平局加赛：" + strings.Join(kinds, "、")
		en += ", if level: " + strings.Join(kindsEn, ", ")
	}
	return s.l(zh, en)
}

// playerCell is a player's name with the start number and club beneath.
func (s *site) playerCell(no int, extra string) tcell {
	sub := []string{strconv.Itoa(no)}
	if c := s.club(no); c != "" {
		sub = append(sub, c)
	}
	if extra != "" {
		sub = append(sub, extra)
	}
	return tcell{Text: s.name(no), Sub: sub, Class: "name"}
}

func (s *site) resultText(r scoring.Result) string { return view.ResultText(s.lang, r) }

// pairingsSection is round k (0-based in the stage): board, red, result,
// black with each player's points before the round; a knockout's match
// games and winner.
func (s *site) pairingsSection(sc *stageCtx, k int, r scoring.Round) section {
	sec := section{Heading: sc.prefix + s.l(fmt.Sprintf("第 %d 轮对阵", r.Number), fmt.Sprintf("Round %d pairings", r.Number))}
	before := sc.standings[k].Records
	pts := func(no int) string {
		if rec := before[no]; rec != nil {
			unit := " pts"
			if rec.Total.String() == "1" {
				unit = " pt"
			}
			return s.l(rec.Total.String()+" 分", rec.Total.String()+unit)
		}
		return ""
	}
	t := table{Class: "pairings", Head: []string{s.l("台", "Bd"), s.l("红方", "Red"), s.l("结果", "Result"), s.l("黑方", "Black")}}
	if sc.ko != nil {
		t.Head[2] = s.l("对局", "Games")
		if len(r.Games) > 0 {
			if m := sc.ko.MatchAt(r.Number, r.Games[0].Board); m != nil {
				if t := s.roundTitle(sc.ko, m); !strings.HasPrefix(t, s.l("第", "Round ")) {
					sec.Sub = t // 半决赛, 决赛: the plain 第k轮 is the heading already
				}
			}
		}
	}
	if s.boards != nil {
		return s.teamPairingsSection(r, sec)
	}
	multi := false
	gone := func(no int) string {
		if view.Withdrawn(s.ev, no, r.Number) {
			return view.Term(view.TermWithdrawn, s.lang)
		}
		return ""
	}
	var seats map[int]string // a crossover's group places, A1, in its first round
	if sc.ko != nil {
		seats = view.SeatLabels(s.ev, sc.st)
	}
	seated := false
	for _, m := range sc.Matches(s.ev, k) {
		red, black := s.playerCell(m.Red, gone(m.Red)), s.playerCell(m.Black, gone(m.Black))
		if km := s.crossMatch(sc, seats, r.Number, m.Board); km != nil {
			for _, c := range []*tcell{&red, &black} {
				no := m.Red
				if c == &black {
					no = m.Black
				}
				if l, ok := seats[no]; ok {
					c.Sub, seated = append(c.Sub, l), true
				}
			}
		}
		res := resultCell(m.Text(s.lang, s.name), "res")
		multi = multi || m.Multi()
		if m.Multi() || sc.ko != nil {
			res.Class = "res games"
		}
		if sc.ko != nil {
			if t := m.Title(s.lang); t != "" {
				res.Sub = []string{t}
			}
			red.Won, black.Won = m.Winner > 0 && m.Winner == m.Red, m.Winner > 0 && m.Winner == m.Black
		} else {
			red.Sub = append(red.Sub, pts(m.Red))
			black.Sub = append(black.Sub, pts(m.Black))
		}
		t.Rows = append(t.Rows, []tcell{num(m.Board), red, res, black})
	}
	sec.Tables = append(sec.Tables, t)
	sec.Notes = s.roundNotes(sc, r)
	if multi {
		sec.Notes = append(sec.Notes, view.GamesLegend(s.lang))
	}
	sec.Notes = append(sec.Notes, s.seatLegend(sc))
	if n := s.forfeitLegend(r); n != "" {
		sec.Notes = append(sec.Notes, n)
	}
	if seated {
		sec.Notes = append(sec.Notes, s.l("A1 为A组第1名，B2 为B组第2名。", "A1: first of group A, B2: second of group B."))
	}
	return sec
}

// crossMatch is the knockout match at a board of a round when its players
// carry seat labels (a crossover's first round), nil otherwise.
func (s *site) crossMatch(sc *stageCtx, seats map[int]string, round, board int) *knockout.MatchInfo {
	if sc.ko == nil || len(seats) == 0 {
		return nil
	}
	if km := sc.ko.MatchAt(round, board); km != nil && km.Section == "main" && km.Column == 1 {
		return km
	}
	return nil
}

// seatLegend says what the second line under a name on a round's pairings
// holds: the start number, the club when the stage has clubs, the points
// before the round (not in a knockout, where ✓ marks who goes through).
func (s *site) seatLegend(sc *stageCtx) string {
	club := sc.HasClubs()
	switch {
	case sc.ko != nil && club:
		return s.l("姓名下为序号和单位；✓ 为本场胜出（晋级）者。", "Under each name: start number and club; ✓ the winner of the match, who goes through.")
	case sc.ko != nil:
		return s.l("姓名下为序号；✓ 为本场胜出（晋级）者。", "Under each name: start number; ✓ the winner of the match, who goes through.")
	case club:
		return s.l("姓名下为序号、单位和本轮前积分。", "Under each name: start number, club and points before the round.")
	}
	return s.l("姓名下为序号和本轮前积分。", "Under each name: start number and points before the round.")
}

// teamPairingsSection is a team round: a line per match with the two
// teams and their game points, then every board: the board in the match,
// the table number to type, the players (a substitute marked) and the
// result.
func (s *site) teamPairingsSection(r scoring.Round, sec section) section {
	ev := s.boards
	real := r
	for _, x := range ev.Rounds {
		if x.Number == r.Number {
			real = x
		}
	}
	t := table{Class: "pairings teams", Head: []string{s.l("台", "Bd"), s.l("红方", "Red"), s.l("结果", "Result"), s.l("黑方", "Black")}}
	subs := false
	player := func(no int, sub bool) tcell {
		c := tcell{Text: view.Name(ev, s.lang, no), Sub: []string{strconv.Itoa(no)}, Class: "name"}
		if sub {
			subs = true
			c.Sub = append(c.Sub, view.Term(view.TermSub, s.lang))
		}
		return c
	}
	for _, tm := range view.TeamMatches(ev, &real) {
		head := s.l(fmt.Sprintf("第%d场", tm.Number), fmt.Sprintf("Match %d", tm.Number))
		if tm.Group != "" {
			head += " " + s.groupLabel(tm.Group)
		}
		t.Rows = append(t.Rows, []tcell{{Text: head, Class: "match"}, {Text: view.TeamName(ev, tm.Red), Class: "name strong"},
			{Text: tm.ScoreText(s.lang), Class: "res strong"}, {Text: view.TeamName(ev, tm.Black), Class: "name strong"}})
		for _, g := range tm.Boards {
			bd := tcell{Text: fmt.Sprint(g.TeamBoard), Class: "num", Sub: []string{view.TableLabel(s.lang, g.Board)}}
			t.Rows = append(t.Rows, []tcell{bd, player(g.Red, g.Sub[0]), {Text: s.resultText(g.Result), Class: "res"}, player(g.Black, g.Sub[1])})
		}
	}
	sec.Tables = append(sec.Tables, t)
	for _, no := range real.TeamByes {
		sec.Notes = append(sec.Notes, s.l("轮空：", "Bye: ")+view.TeamName(ev, no))
	}
	var gone []string // withdrawn players, from their round on
	for _, p := range ev.Players {
		if p.Withdrawn > 0 && p.Withdrawn <= r.Number {
			gone = append(gone, s.l(fmt.Sprintf("%d %s（%s，第%d轮起）", p.No, view.Name(ev, s.lang, p.No), view.TeamName(ev, ev.TeamOf(p.No)), p.Withdrawn),
				fmt.Sprintf("%d %s (%s, from round %d)", p.No, view.Name(ev, s.lang, p.No), view.TeamName(ev, ev.TeamOf(p.No)), p.Withdrawn)))
		}
	}
	if len(gone) > 0 {
		sec.Notes = append(sec.Notes, s.l("已退赛：", "Withdrawn: ")+strings.Join(gone, s.l("、", ", ")))
	}
	sec.Notes = append(sec.Notes, s.l("先列的队单数台执红、双数台执黑。场次行的比分为两队局分"+s.gameScale(real)+"；桌号为全轮统一编号，录入成绩时填桌号。",
		"The team listed first has red on odd boards and black on even boards. The match line gives the teams' game points"+s.gameScale(real)+"; the table number runs across the round: type it when entering results."))
	if subs {
		sec.Notes = append(sec.Notes, s.l("替补：该队登记的替补队员。", "sub.: a substitute registered by the team."))
	}
	if n := s.forfeitLegend(real); n != "" {
		sec.Notes = append(sec.Notes, n)
	}
	return sec
}

// forfeitLegend explains the forfeit marks an English page writes for a
// round with a forfeit (+-, -+, --); "" for a Chinese page, whose 黑弃权,
// 红弃权 and 双弃权 say it, and for a round without one.
func (s *site) forfeitLegend(r scoring.Round) string {
	if s.lang == "zh" {
		return ""
	}
	for _, g := range r.Games {
		switch g.Result {
		case scoring.RedForfeit, scoring.BlackForfeit, scoring.DoubleForfeit:
			return "+-: black forfeited, red wins; -+: red forfeited, black wins; --: both forfeited."
		}
	}
	return ""
}

// gameScale says how a board scores in round r's game points 局分, by
// its stage's table: "（每台胜2分、和1分、负0分）", " (a board won 2, drawn 1,
// lost 0)"; a draw scored by colour (2011 13.3) names both.
func (s *site) gameScale(r scoring.Round) string {
	ev := s.boards
	st := ev.Stage(r.Stage)
	if st == nil {
		return ""
	}
	tb := ev.TableFor(st)
	if tb.WinRed != tb.WinBlack || tb.LossRed != tb.LossBlack {
		return ""
	}
	draw, drawEn := tb.DrawRed.String(), tb.DrawRed.String()
	if tb.DrawRed != tb.DrawBlack {
		draw, drawEn = fmt.Sprintf("（红%s、黑%s）", tb.DrawRed, tb.DrawBlack), fmt.Sprintf(" (red %s, black %s)", tb.DrawRed, tb.DrawBlack)
	}
	return s.l(fmt.Sprintf("（每台胜%s分、和%s分、负%s分）", tb.WinRed, draw, tb.LossRed),
		fmt.Sprintf(" (a board won %s, drawn %s, lost %s)", tb.WinRed, drawEn, tb.LossRed))
}

// roundNotes lists the byes, requested byes, absent and withdrawn players
// of a round, the boards without a result, and a last Swiss round's
// relaxed colour limits (view.RoundNotes).
func (s *site) roundNotes(sc *stageCtx, r scoring.Round) []string {
	var notes []string
	list := func(nos []int) string {
		var parts []string
		for _, no := range nos {
			parts = append(parts, fmt.Sprintf("%d %s", no, s.name(no)))
		}
		return strings.Join(parts, s.l("、", ", "))
	}
	// The pages list a withdrawn player's open game among the boards
	// without a result (Round.Missing); the workbook does not.
	for _, n := range sc.RoundNotes(s.lang, r, r.Missing(), s.name) {
		switch n.Kind {
		case view.NoteByeCard:
			notes = append(notes, s.l("抽到 K 轮空（直接晋级）：", "Bye (drew the K, goes through): ")+list(n.Players))
		case view.NoteByeThrough:
			notes = append(notes, s.l("轮空（直接晋级）：", "Bye (goes through): ")+list(n.Players))
		case view.NoteByeNoPoints:
			notes = append(notes, s.l("轮空：", "Bye: ")+list(n.Players))
		case view.NoteBye:
			notes = append(notes, s.l(fmt.Sprintf("轮空（%s 分）：", n.Points), fmt.Sprintf("Bye (%s): ", n.Points))+list(n.Players))
		case view.NoteHalfBye:
			notes = append(notes, s.l(fmt.Sprintf("请假（%s 分）：", n.Points), fmt.Sprintf("Half-point bye (%s): ", n.Points))+list(n.Players))
		case view.NoteAbsent:
			notes = append(notes, s.l(fmt.Sprintf("缺席（%s 分）：", n.Points), fmt.Sprintf("Absent (%s): ", n.Points))+list(n.Players))
		case view.NoteWithdrawn:
			notes = append(notes, s.l("已退赛：", "Withdrawn: ")+list(n.Players))
		case view.NoteOpenBoards:
			var bs []string
			for _, b := range n.Boards {
				bs = append(bs, strconv.Itoa(b))
			}
			notes = append(notes, s.l("尚无结果的台次：", "Boards without a result: ")+strings.Join(bs, ", "))
		case view.NoteRelaxed:
			notes = append(notes, n.Text)
		}
	}
	return notes
}

// matchText lists a knockout match's games from the view of the player
// listed first (view.MatchText).
func (s *site) matchText(g scoring.Game, m *knockout.MatchInfo, viewer int) string {
	return view.MatchText(s.lang, g, m, viewer, s.name)
}

func (s *site) placeText(place int, shared bool) string {
	if !shared {
		return strconv.Itoa(place)
	}
	return s.l(fmt.Sprintf("并列%d", place), fmt.Sprintf("%d=", place))
}

// standingsTable is the standings after the first k rounds.
func (s *site) standingsTable(sc *stageCtx, k int) table {
	st := sc.standings[k]
	t := table{Class: "standings", Head: []string{s.l("名次", "Pl."), s.l("姓名", "Name"), s.l("积分", "Pts")}}
	if s.boards != nil {
		t.Head[1], t.Head[2] = s.l("队名", "Team"), s.l("场分", "MP") // a team event's pages rank teams
	}
	for _, c := range st.Criteria {
		t.Head = append(t.Head, s.l(c.Zh, c.Code))
	}
	qualified := map[int]bool{}
	if k == len(sc.rounds) {
		qualified = sc.Qualified(s.ev)
	}
	if len(qualified) > 0 {
		// beside the points, so a phone shows it without scrolling
		t.Head = append(t.Head[:3], append([]string{s.l("出线", "Q")}, t.Head[3:]...)...)
	}
	for i, r := range st.Rows {
		row := []tcell{{Text: s.placeText(r.Place, r.Shared), Class: "num strong"}, s.playerCell(r.No, s.remark(sc, r.No)), {Text: r.Points.String(), Class: "num strong"}}
		if len(qualified) > 0 {
			mark := ""
			if qualified[r.No] {
				mark = view.QualifiedMark(s.lang)
			}
			row = append(row, tcell{Text: mark, Class: "num strong"})
		}
		for j, v := range r.Values {
			if !needed(st, i, j) {
				row = append(row, num("")) // 直胜 of a player level with nobody
				continue
			}
			row = append(row, num(v.String()))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// whyNotes say what split a table's tied places and, under the stage's
// final table (over), which shared places a play-off must decide
// (view.WhyNotes, as the workbook and the terminal say it).
func (s *site) whyNotes(st *tiebreak.Standings, over bool, name func(no int) string) []string {
	notes, playoff := view.WhyNotes(s.lang, st, over, name)
	if playoff != "" {
		notes = append(notes, playoff)
	}
	return notes
}

// remark notes a late entry, a withdrawal or a penalty (view.Remark).
func (s *site) remark(sc *stageCtx, no int) string {
	p := s.ev.Player(no)
	if p == nil {
		return ""
	}
	q := sc.InStage(*p) // a withdrawal in another stage's rounds is not this stage's
	return view.Remark(s.lang, &q, "第%d轮起参赛", "from round %d")
}

// standingsSections are the standings after the last complete round, the
// earlier rounds' folded under it, and the tiebreak legend.
func (s *site) standingsSections(sc *stageCtx) []section {
	last := -1
	for k := range sc.rounds {
		if sc.complete(k) {
			last = k
		}
	}
	sec := section{Heading: sc.prefix + s.l("排名", "Standings")}
	if last < 0 {
		sec.Notes = append(sec.Notes, s.l("第1轮尚未全部结束。", "Round 1 is not complete yet."))
		return []section{sec}
	}
	n := sc.rounds[last].Number
	sec.Sub = s.l(fmt.Sprintf("第 %d 轮后", n), fmt.Sprintf("after round %d", n))
	sec.Tables = append(sec.Tables, s.standingsTable(sc, last+1))
	st := sc.standings[last+1]
	sec.Notes = append(sec.Notes, s.whyNotes(st, sc.StageOver(s.ev, sc.st, last+1), s.name)...)
	if last+1 == len(sc.rounds) && len(sc.Qualified(s.ev)) > 0 {
		sec.Notes = append(sec.Notes, s.l("出线：进入下一阶段。", "Q: qualified, went on to the next stage."))
	}
	if s.boards != nil {
		sec.Notes = append(sec.Notes, s.l("场分：每场胜、和、负按本阶段计分表得分，由各台局分之和比较决定；各台对局见各轮对阵。",
			"MP: match points for a match won, drawn or lost by the stage's table, from comparing the boards' game points; the boards are on each round's pairings."))
	}
	for _, w := range st.Withdrawn { // results cancelled by 20.3: listed, no place
		name := ""
		if p := s.ev.Player(w.No); p != nil {
			name = p.Name
		}
		if w.NoGame { // withdrew without a game in the stage (docs/rules.md 8.3)
			sec.Notes = append(sec.Notes, s.l(fmt.Sprintf("退赛：%s（%d号）第%d轮起退出，本阶段未赛一局，不计名次。", name, w.No, w.Round),
				fmt.Sprintf("Withdrawn: %s (%d) from round %d without a game in this stage, no place.", name, w.No, w.Round)))
			continue
		}
		sec.Notes = append(sec.Notes, s.l(fmt.Sprintf("退赛（第20.3条）：%s（%d号）第%d轮起退出，成绩注销，不计名次。", name, w.No, w.Round),
			fmt.Sprintf("Withdrawn (article 20.3): %s (%d) from round %d, results cancelled, no place.", name, w.No, w.Round)))
	}
	for _, c := range st.Criteria {
		sec.Notes = append(sec.Notes, s.legendName(c)+s.l("：", ": ")+s.criterionDesc(c))
	}
	for k := last - 1; k >= 0; k-- {
		if !sc.complete(k) {
			continue
		}
		t := s.standingsTable(sc, k+1)
		n := sc.rounds[k].Number
		t.Caption = s.l(fmt.Sprintf("第 %d 轮后排名", n), fmt.Sprintf("Standings after round %d", n))
		sec.Earlier = append(sec.Earlier, t)
	}
	return []section{sec}
}

// teamDesc defines the criteria of a team stage's standings as they apply
// to teams (tiebreak's definitions speak of a player's own games), zh and
// en, by criterion id.
var teamDesc = map[string][2]string{
	"game-points": {"全队各场局分之和", "the game points of all the team's matches added"},
	"wins":        {"全队各台胜局数（实战胜、弃权胜 +；编排轮空计胜一局）", "games won on the team's boards, over the board or by forfeit (+); a pairing bye counts as one"},
	"match-wins":  {"胜场数：实战和弃权所胜的场数，轮空不计", "matches won, over the boards or by forfeit; a bye does not count"},
	"direct":      {"同分队之间对阵所得场分（含弃权）；三队以上同分时，须彼此都已相遇", "match points scored against the teams level on points (forfeits included); three or more level must all have met"},
	"fouls":       {"全队队员对局中记录的犯规次数（第9条）；少者列前", "fouls recorded in the team's games (article 9); fewer ranks higher"},
	"bh":          {"所遇全部对手队的最终场分之和", "the final match points of every team met, added"},
}

// legendName names criterion c at the head of its legend line as its
// column is headed: 小分 (zh); "SB (Sonneborn-Berger)" (en), the column
// showing the code.
func (s *site) legendName(c tiebreak.Criterion) string {
	if s.lang == "zh" || c.Code == "" || strings.EqualFold(c.Code, c.En) {
		return s.l(c.Zh, c.En)
	}
	return c.Code + " (" + c.En + ")"
}

// criterionDesc defines criterion c for a standings legend in the page's
// language: a team stage's as it applies to teams (teamDesc).
func (s *site) criterionDesc(c tiebreak.Criterion) string {
	if d, ok := teamDesc[c.ID]; ok && s.boards != nil {
		return s.l(d[0], d[1])
	}
	if s.lang == "zh" {
		return tiebreak.DescZh(c)
	}
	return c.Desc
}

// crosstableSection is the round robin's crosstable in table order.
func (s *site) crosstableSection(sc *stageCtx) section {
	st := sc.final()
	sec := section{Heading: sc.prefix + s.l("循环赛成绩表", "Crosstable")}
	if n := len(sc.rounds); n > 0 {
		sec.Sub = s.l(fmt.Sprintf("第 %d 轮后", sc.rounds[n-1].Number), fmt.Sprintf("after round %d", sc.rounds[n-1].Number))
	}
	pos := map[int]int{}
	for i, no := range sc.order {
		pos[no] = i
	}
	t := table{Class: "cross", Head: []string{"#", s.l("姓名", "Name")}}
	for i := range sc.order {
		t.Head = append(t.Head, strconv.Itoa(i+1))
	}
	t.Head = append(t.Head, s.l("积分", "Pts"), s.l("名次", "Pl."))
	rows := map[int]tiebreak.Row{}
	for _, r := range st.Rows {
		rows[r.No] = r
	}
	// A team event's cells are the game points of each match, as the
	// workbook's team crosstable has them (tiebreak.TeamCross).
	var cross [][][]string
	at := map[int]int{}
	if s.boards != nil {
		if rs := s.boards.Stage(sc.st.ID); rs != nil {
			var rounds []scoring.Round
			for _, r := range s.boards.StageRounds(rs.ID) {
				if s.after == 0 || r.Number <= s.after {
					rounds = append(rounds, r)
				}
			}
			if ts, err := tiebreak.TeamStandings(s.boards, rs, rounds, nil); err == nil {
				cross = tiebreak.TeamCross(ts)
				for i, r := range ts.Rows {
					at[r.No] = i
				}
			}
		}
		t.Head[1] = s.l("队名", "Team")
	}
	for i, no := range sc.order {
		marks := make([][]string, len(sc.order))
		if cross != nil {
			for j, other := range sc.order {
				if a, ok := at[no]; ok {
					if b, ok := at[other]; ok && a != b {
						marks[j] = cross[a][b]
					}
				}
			}
		} else if rec := st.Records[no]; rec != nil {
			for _, e := range rec.Entries {
				j, ok := pos[e.Opponent]
				if !ok || e.Opponent == 0 {
					continue
				}
				switch e.Kind {
				case scoring.KindPlayed:
					marks[j] = append(marks[j], e.Points.String())
				case scoring.KindForfeitWin:
					marks[j] = append(marks[j], "+")
				case scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
					marks[j] = append(marks[j], "-")
				case scoring.KindCancelled:
					marks[j] = append(marks[j], "*")
				}
			}
		}
		row := []tcell{{Text: strconv.Itoa(i + 1), Class: "num strong"}, s.playerCell(no, "")}
		for j := range sc.order {
			if j == i {
				row = append(row, tcell{Text: "", Class: "diag"})
				continue
			}
			row = append(row, num(strings.Join(marks[j], " ")))
		}
		r := rows[no]
		row = append(row, tcell{Text: r.Points.String(), Class: "num strong"}, tcell{Text: s.placeText(r.Place, r.Shared), Class: "num strong"})
		t.Rows = append(t.Rows, row)
	}
	sec.Tables = append(sec.Tables, t)
	if cross != nil {
		sec.Notes = append(sec.Notes, s.l("格内为该场局分：本行队 : 本列队；+ 对方弃权，- 本队弃权；积分为场分。",
			"Each cell: game points of the row team : of the column team; + a match won by forfeit, - lost by forfeit; Pts are match points."))
		return sec
	}
	sec.Notes = append(sec.Notes, view.CrossLegend(s.lang, sc.st))
	return sec
}

// gridSection is a Swiss stage's result grid: each round's opponent,
// colour and result per player, in the order of the last standings.
func (s *site) gridSection(sc *stageCtx) section {
	st := sc.final()
	sec := section{Heading: sc.prefix + s.l("成绩表", "Results by round")}
	if n := len(sc.rounds); n > 0 {
		sec.Sub = s.l(fmt.Sprintf("第 %d 轮后", sc.rounds[n-1].Number), fmt.Sprintf("after round %d", sc.rounds[n-1].Number))
	}
	t := table{Class: "grid", Head: []string{s.l("名次", "Pl."), s.l("姓名", "Name")}}
	for _, r := range sc.rounds {
		t.Head = append(t.Head, s.l(fmt.Sprintf("第%d轮", r.Number), fmt.Sprintf("R%d", r.Number)))
	}
	t.Head = append(t.Head, s.l("积分", "Pts"))
	for _, r := range st.Rows {
		row := []tcell{{Text: s.placeText(r.Place, r.Shared), Class: "num strong"}, s.playerCell(r.No, "")}
		rec := st.Records[r.No]
		for k := range sc.rounds {
			text := ""
			if rec != nil && k < len(rec.Entries) {
				text = s.gridMark(rec.Entries[k])
			}
			row = append(row, num(text))
		}
		row = append(row, tcell{Text: r.Points.String(), Class: "num strong"})
		t.Rows = append(t.Rows, row)
	}
	sec.Tables = append(sec.Tables, t)
	sec.Notes = append(sec.Notes, s.l("格中为对手序号、执子颜色和结果：如“12红胜”为执红胜12号；+ 弃权胜，- 弃权负。",
		"Each cell: the opponent's number, colour (r red, b black) and result (1 win, ½ draw, 0 loss); + forfeit win, - forfeit loss."))
	return sec
}

func (s *site) gridMark(e scoring.Entry) string { return view.GridMark(s.lang, e) }

// roundTitle names a knockout match's round as a heading (view.RoundTitle).
func (s *site) roundTitle(ks *knockout.State, m *knockout.MatchInfo) string {
	return view.RoundTitle(s.lang, ks, m, true)
}

// bracketSection lays the knockout out by rounds, one column each (one
// under another on a phone): every match's two players, their points in
// the match, the winner in bold; then the matches off the main bracket.
func (s *site) bracketSection(sc *stageCtx) section {
	ks := sc.ko
	sec := section{Heading: sc.prefix + s.l("对阵图", "Bracket")}
	type key struct {
		section string
		col     int
	}
	var order []key
	cols := map[key]*bracketCol{}
	seats := view.SeatLabels(s.ev, sc.st)
	games, cardBye := false, false // for the legend
	label := func(no int) string {
		switch {
		case no == knockout.Bye && ks.Cards:
			return "K"
		case no == knockout.Bye:
			return view.Term(view.TermBye, s.lang)
		case no <= 0:
			return "—"
		}
		return s.name(no)
	}
	for i := range ks.Matches {
		m := &ks.Matches[i]
		if m.Skipped {
			continue
		}
		k := key{m.Section, m.Column}
		if m.Final || m.Section != "main" && m.Section != "winners" {
			k = key{m.Section + "/" + m.ID, 0}
			if m.Final {
				k = key{"final", 0}
			}
		}
		c := cols[k]
		if c == nil {
			c = &bracketCol{Title: s.roundTitle(ks, m)}
			cols[k] = c
			order = append(order, k)
		}
		bm := bmatch{}
		score := [2]string{}
		byResult := m.Game != nil && len(m.Game.Games) == 0 && m.Format.Games > 1 && m.Game.Result != scoring.NoResult
		if m.Game != nil && m.Game.Result != scoring.NoResult && !byResult {
			// a match entered by its result alone has no game points: ✓ marks the winner
			txt := scoring.MatchScoreText(*m.Game, m.Format)
			if i := strings.IndexByte(txt, ' '); i > 0 {
				txt = txt[:i]
			}
			a, b, ok := strings.Cut(txt, "-")
			if ok {
				score = [2]string{a, b}
				if m.Game.Red != m.Players[0] {
					score = [2]string{b, a}
				}
			}
			switch txt {
			case "=":
				score = [2]string{"½", "½"}
			case "+-", "-+", "--":
				score = [2]string{txt[:1], txt[1:]}
				if m.Game.Red != m.Players[0] {
					score = [2]string{txt[1:], txt[:1]}
				}
			}
		}
		for j, p := range m.Players {
			name := label(p)
			if l, ok := seats[p]; ok && m.Section == "main" && m.Column == 1 {
				name = l + " " + name // a crossover's group place, A1
			}
			bm.Seats[j] = bseat{Name: name, Score: score[j], Won: m.Winner > 0 && m.Winner == p}
		}
		switch {
		case byResult:
			bm.Where = s.l("仅录入比赛结果", "match result only")
		case m.Game != nil && (len(m.Game.Games) > 1 || m.Game.Lots != 0):
			vm := sc.NewMatch(s.ev, -1, *m.Game, m.Format, ks, m.Round)
			bm.Where = vm.GamesText(s.lang, s.name)
			if len(vm.Games) > 0 {
				// the games are each from its red player's view: say who had red first
				bm.Where = s.l(s.name(vm.Games[0].Red)+"先手：", s.name(vm.Games[0].Red)+" red first: ") + bm.Where
				games = true
			}
		}
		cardBye = cardBye || ks.Cards && (m.Players[0] == knockout.Bye || m.Players[1] == knockout.Bye)
		c.Matches = append(c.Matches, bm)
	}
	sort.SliceStable(order, func(i, j int) bool { return view.SectionOrder(order[i].section) < view.SectionOrder(order[j].section) })
	for _, k := range order {
		sec.Bracket = append(sec.Bracket, *cols[k])
	}
	if ks.Champion > 0 {
		sec.Sub = s.l("冠军：", "Champion: ") + s.name(ks.Champion)
	}
	sec.Notes = append(sec.Notes, s.l("名字旁为该场得分，胜者为粗体。", "Beside each name: the player's points in the match; the winner in bold."))
	if games {
		sec.Notes = append(sec.Notes, s.l("框内末行为各局结果：先列首局执红者，各局以该局执红者记（红胜＝该局执红者胜，每局换先）。",
			"The last line of a match: who had red in game 1, then each game from that game's red player (1-0: red won it; colours alternate)."))
	}
	if cardBye {
		sec.Notes = append(sec.Notes, s.l("K：抽到 K 牌，本轮轮空，直接晋级。", "K: drew the K, a bye: goes through without a game."))
	}
	if len(seats) > 0 {
		sec.Notes = append(sec.Notes, s.l("A1 为A组第1名，B2 为B组第2名。", "A1: first of group A, B2: second of group B."))
	}
	return sec
}

// placesSection is a knockout's places as knockout.State.Places gives
// them, with how far each player got (the round of the match that put the
// player out, as the workbook's places sheet has it); the players with no
// place yet are listed where their places will be: 晋级 when the stage
// stops with them left (Stage.Until), else 在赛.
func (s *site) placesSection(sc *stageCtx) section {
	ks := sc.ko
	sec := section{Heading: sc.prefix + s.l("名次", "Places")}
	t := table{Class: "standings", Head: []string{s.l("名次", "Pl."), s.l("姓名", "Name"), s.l("成绩", "Reached")}}
	places := ks.Places()
	placed := map[int]bool{}
	for _, p := range places {
		placed[p.Player] = true
	}
	var still []int // players with no place yet, by start number
	for _, p := range sc.players {
		for i := range ks.Matches {
			m := &ks.Matches[i]
			if (m.Players[0] == p.No || m.Players[1] == p.No) && !placed[p.No] && !slices.Contains(still, p.No) {
				still = append(still, p.No)
			}
		}
	}
	stopped := ks.Stopped(s.ev)
	stillIn := len(still)
	stillRows := func() {
		for _, no := range still {
			how := s.l("在赛", "still in")
			if stopped {
				how = s.l("晋级", "went on")
			}
			t.Rows = append(t.Rows, []tcell{num(""), s.playerCell(no, s.remark(sc, no)), txt(how)})
		}
		still = nil
	}
	reached := view.Reached(s.lang, ks)
	shared := false
	for i, p := range places {
		if p.Player <= 0 {
			continue
		}
		if p.Place > i+1 { // a gap: places not decided yet
			stillRows()
		}
		t.Rows = append(t.Rows, []tcell{{Text: s.placeText(p.Place, p.Shared), Class: "num strong"}, s.playerCell(p.Player, s.remark(sc, p.Player)), txt(reached[p.Player])})
		shared = shared || p.Shared
	}
	stillRows()
	sec.Tables = append(sec.Tables, t)
	if shared {
		sec.Notes = append(sec.Notes, s.l("并列：同一轮出局者名次并列。", "=: players out in the same round share the place."))
	}
	switch {
	case stillIn > 0 && stopped:
		sec.Notes = append(sec.Notes, s.l(fmt.Sprintf("晋级：本阶段在剩 %d 人时结束，晋级者的名次由下一阶段决定。", sc.st.Until),
			fmt.Sprintf("Went on: the stage ends when %d are left; their places come from the next stage.", sc.st.Until)))
	case stillIn > 0:
		sec.Notes = append(sec.Notes, s.l("在赛：仍在比赛，名次待定。", "Still in: still playing, place to come."))
	}
	return sec
}

// finalSection is the final places across the stages (stage.FinalPlaces)
// of an event with more than one stage played; ok is false otherwise.
func (s *site) finalSection() (section, bool) {
	if !view.ShowsFinalPlaces(s.ev, s.after) {
		return section{}, false
	}
	places, err := stage.FinalPlaces(s.ev)
	if err != nil {
		return section{}, false
	}
	sec := section{Heading: s.l("最终名次", "Final places")}
	t := table{Class: "standings", Head: []string{s.l("名次", "Pl."), s.l("姓名", "Name"), s.l("决定阶段", "Decided in")}}
	shared := false
	for _, p := range places {
		t.Rows = append(t.Rows, []tcell{{Text: s.placeText(p.Place, p.Shared), Class: "num strong"}, s.playerCell(p.No, ""), txt(view.StageName(s.ev, p.Stage))})
		shared = shared || p.Shared
	}
	sec.Tables = append(sec.Tables, t)
	if shared {
		sec.Notes = append(sec.Notes, s.l("并列：同一阶段名次相同者（如各组第4名）名次并列。", "=: players with the same place in one stage (the 4ths of each group) share the place."))
	}
	return sec, true
}

// teamRankingSection is the team ranking of an individual stage beside its
// standings (view.Context.TeamRanking), each team's members with their
// points, with its legend; ok is false where the stage has none.
func (s *site) teamRankingSection(sc *stageCtx) (section, bool) {
	tr, ok, err := sc.TeamRanking(s.ev)
	if err != nil || !ok {
		return section{}, false
	}
	st := tr.Table
	sec := section{Heading: sc.prefix + s.l("团体总分排名", "Team ranking")}
	t := table{Class: "standings", Head: []string{s.l("名次", "Pl."), s.l("队名", "Team"), s.l("积分", "Pts")}}
	for _, c := range st.Criteria {
		t.Head = append(t.Head, s.l(c.Zh, c.Code))
	}
	for _, r := range st.Rows {
		place := s.placeText(r.Place, r.Shared)
		if r.Place == 0 {
			place = "-"
		}
		row := []tcell{{Text: place, Class: "num strong"}, {Text: view.TeamName(s.ev, r.No), Sub: []string{strconv.Itoa(r.No)}, Class: "name"}, {Text: r.Points.String(), Class: "num strong"}}
		for _, v := range r.Values {
			row = append(row, num(v.String()))
		}
		// the members on a line of their own under the team's, across the
		// table: a phone reads them without scrolling sideways
		members := tcell{Text: s.l("队员：", "Members: ") + view.MembersText(s.lang, tr.Members[r.No], s.name), Class: "members", Span: len(row)}
		t.Rows = append(t.Rows, row, []tcell{members})
	}
	sec.Tables = append(sec.Tables, t)
	sec.Notes = append(sec.Notes, s.l("每队下一行为其队员及各人积分。", "Under each team: its members and each one's points."))
	sec.Notes = append(sec.Notes, view.TeamRankingLegend(s.lang, sc.st))
	for _, c := range st.Criteria {
		desc := c.Desc
		if s.lang == "zh" {
			desc = tiebreak.DescZh(c)
		}
		sec.Notes = append(sec.Notes, s.legendName(c)+s.l("：", ": ")+desc)
	}
	sec.Notes = append(sec.Notes, s.teamWhyNotes(sc, st)...)
	return sec, true
}

// teamWhyNotes say what split a team ranking's tied places. Its 末轮积分
// (back) compares the last round's team score, then the round before and
// so on, but its column keeps the last round's only: where that is level,
// view.Splits, reading the columns, would name the next criterion (对手分)
// even against the order. So a split by the back-count is worked out here
// from the counted members' rounds (tiebreak.BranchTotals' own sums) and
// names the round that set the teams apart.
func (s *site) teamWhyNotes(sc *stageCtx, st *tiebreak.Standings) []string {
	team := func(no int) string { return view.TeamName(s.ev, no) }
	over := sc.StageOver(s.ev, sc.st, len(sc.rounds))
	if len(st.Criteria) == 0 || st.Criteria[0].ID != "back" || st.Counted == nil {
		return s.whyNotes(st, over, team)
	}
	recs := sc.Final().Records
	nr := 0
	for _, rec := range recs {
		nr = max(nr, len(rec.Entries))
	}
	back := func(no int) []scoring.Points { // [0] the last round
		out := make([]scoring.Points, nr)
		for _, m := range st.Counted[no] {
			if rec := recs[m]; rec != nil {
				for k, e := range rec.Entries {
					out[nr-1-k] += e.Points
				}
			}
		}
		return out
	}
	roundOf := func(j int) int { // the round of back-count position j
		if k := nr - 1 - j; k >= 0 && k < len(sc.rounds) {
			return sc.rounds[k].Number
		}
		return 0
	}
	var notes []string
	for _, sp := range view.Splits(st) {
		a, b := back(sp.Nos[0]), back(sp.Nos[1])
		j := 0
		for j < nr && a[j] == b[j] {
			j++
		}
		if sp.Penalty || j == nr {
			notes = append(notes, view.SplitText(s.lang, sp, team))
			continue
		}
		var level, levelEn []string
		for i := 0; i < j; i++ {
			level = append(level, fmt.Sprintf("第%d轮", roundOf(i)))
			levelEn = append(levelEn, strconv.Itoa(roundOf(i)))
		}
		zh := fmt.Sprintf("第%d、%d名（%s、%s）同积%s分，按%s区分：", sp.Places[0], sp.Places[1], team(sp.Nos[0]), team(sp.Nos[1]), sp.Points, st.Criteria[0].Zh)
		en := fmt.Sprintf("Places %d and %d (%s and %s) are level on %s points, split by %s: ", sp.Places[0], sp.Places[1], team(sp.Nos[0]), team(sp.Nos[1]), sp.Points, st.Criteria[0].En)
		if len(level) > 0 {
			zh += strings.Join(level, "、") + "同分，"
			rounds := "round "
			if len(levelEn) > 1 {
				rounds = "rounds "
			}
			en += "level in " + rounds + strings.Join(levelEn, " and ") + ", "
		}
		zh += fmt.Sprintf("第%d轮 %s : %s。", roundOf(j), a[j], b[j])
		en += fmt.Sprintf("round %d %s : %s.", roundOf(j), a[j], b[j])
		notes = append(notes, s.l(zh, en))
	}
	if over && st.PlayoffNeeded {
		notes = append(notes, view.PlayoffText(s.lang, st.PlayoffPlaces))
	}
	return notes
}

// individualSection is a team stage's players' own table and the board
// prizes (tiebreak.IndividualInput, tiebreak.BoardPrizes), from the event
// the team event was made from; ok is false for a site without boards.
func (s *site) individualSection(sc *stageCtx) (section, bool) {
	if s.boards == nil || sc.Group != "" {
		return section{}, false
	}
	ev := s.boards
	st := ev.Stage(sc.st.ID)
	if st == nil || !st.Teams {
		return section{}, false
	}
	var rounds []scoring.Round
	for _, r := range ev.StageRounds(st.ID) {
		if s.after == 0 || r.Number <= s.after {
			rounds = append(rounds, r)
		}
	}
	if len(rounds) == 0 {
		return section{}, false
	}
	ind, err := tiebreak.Compute(tiebreak.IndividualInput(ev, st, rounds, nil))
	if err != nil {
		return section{}, false
	}
	name := func(no int) string { return view.Name(ev, s.lang, no) }
	subs := false
	player := func(no int) tcell {
		c := tcell{Text: name(no), Sub: []string{strconv.Itoa(no), view.TeamName(ev, ev.TeamOf(no))}, Class: "name"}
		if t := ev.FindTeam(ev.TeamOf(no)); t != nil && slices.Contains(t.Subs, no) {
			c.Sub, subs = append(c.Sub, view.Term(view.TermSub, s.lang)), true
		}
		if p := ev.Player(no); p != nil {
			if r := view.Remark(s.lang, p, "第%d轮起参赛", "from round %d"); r != "" {
				c.Sub = append(c.Sub, r) // 退赛 from round n, a late entry, a penalty
			}
		}
		return c
	}
	sec := section{Heading: sc.prefix + s.l("个人成绩与台次奖", "Individual results and board prizes")}
	t := table{Class: "standings", Caption: s.l("个人成绩", "Individual results"), Head: []string{s.l("名次", "Pl."), s.l("姓名", "Name"), s.l("积分", "Pts")}}
	for _, c := range ind.Criteria {
		t.Head = append(t.Head, s.l(c.Zh, c.Code))
	}
	for i, r := range ind.Rows {
		row := []tcell{{Text: s.placeText(r.Place, r.Shared), Class: "num strong"}, player(r.No), {Text: r.Points.String(), Class: "num strong"}}
		for j, v := range r.Values {
			if !needed(ind, i, j) {
				row = append(row, num(""))
				continue
			}
			row = append(row, num(v.String()))
		}
		t.Rows = append(t.Rows, row)
	}
	prizes := table{Class: "standings", Caption: s.l("台次奖", "Board prizes"), Head: []string{s.l("台次", "Board"), s.l("姓名", "Name"), s.l("局分", "Pts"), s.l("局数", "Games")}}
	for k, list := range tiebreak.BoardPrizes(ev, st, rounds) {
		for _, p := range list {
			if p.Place > 1 {
				break
			}
			prizes.Rows = append(prizes.Rows, []tcell{num(k + 1), player(p.No), {Text: p.Points.String(), Class: "num strong"}, num(p.Games)})
		}
	}
	sec.Tables = append(sec.Tables, t, prizes)
	for _, c := range ind.Criteria {
		desc := c.Desc
		if s.lang == "zh" {
			desc = tiebreak.DescZh(c)
		}
		sec.Notes = append(sec.Notes, s.legendName(c)+s.l("：", ": ")+desc)
	}
	sec.Notes = append(sec.Notes, s.whyNotes(ind, sc.StageOver(s.ev, sc.st, len(sc.rounds)), name)...)
	sec.Notes = append(sec.Notes, s.l("台次奖：各台得分最高者；同分局数少者在前，再相同则并列。", "Board prizes: the best score on each board; equal points, fewer games first; then shared."))
	if subs {
		sec.Notes = append(sec.Notes, s.l("替补：该队登记的替补队员。", "sub.: a substitute registered by the team."))
	}
	return sec, true
}

// needed reports whether criterion k of row i means anything to a reader
// (view.Needed: not a 直胜 of a player level with nobody) and, for a
// direct encounter, whether a neighbour level on points is level on the
// criteria before it too: 直胜 is worked out among the players still level
// when it is reached, so it is a bare 0 for a tie split already, even for
// the player who won the game between them.
func needed(st *tiebreak.Standings, i, k int) bool {
	if !view.Needed(st, i, k) {
		return false
	}
	if k >= len(st.Criteria) || !strings.HasPrefix(st.Criteria[k].ID, "direct") && st.Criteria[k].ID != "de" {
		return true
	}
	r := st.Rows[i]
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(st.Rows) || st.Rows[j].Points != r.Points {
			continue
		}
		level := true
		for e := 0; e < k && level; e++ {
			level = e < len(r.Values) && e < len(st.Rows[j].Values) && r.Values[e].Cmp(st.Rows[j].Values[e]) == 0
		}
		if level {
			return true
		}
	}
	return false
}
