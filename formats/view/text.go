package view

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// L picks the text of the language: en for "en", else zh.
func L(lang, zh, en string) string {
	if lang == "en" {
		return en
	}
	return zh
}

// Name is player no's name in the language (the English name where one
// is entered), "#no" for a number not in the event.
func Name(ev *scoring.Event, lang string, no int) string {
	p := ev.Player(no)
	if p == nil {
		return fmt.Sprintf("#%d", no)
	}
	if lang == "en" && p.NameEn != "" {
		return p.NameEn
	}
	return p.Name
}

// GroupLabel names a group: "A组" in Chinese, "group A" in English; a
// section's own name ("女子组") as it is.
func GroupLabel(lang, id string) string {
	for _, r := range id {
		if r >= 128 {
			return id
		}
	}
	return L(lang, id+"组", "group "+id)
}

// SystemLabel names a stage's system as the system labels itself
// (pairing.System.Label): 单循环, 双循环, 积分编排制（瑞士制）, 淘汰赛, 阶梯赛.
func SystemLabel(lang string, st *scoring.Stage) string {
	sys, err := pairing.For(st)
	if err != nil {
		return string(st.System)
	}
	zh, en := sys.Label(st)
	return L(lang, zh, en)
}

// ResultText is a result as score sheets write it: "1-0" in English,
// "红胜" in Chinese.
func ResultText(lang string, r scoring.Result) string {
	if lang == "en" {
		return r.String()
	}
	return Term(ResultTerm(r), "zh")
}

// Flip is a result seen from the other side.
func Flip(r scoring.Result) scoring.Result {
	switch r {
	case scoring.RedWins:
		return scoring.BlackWins
	case scoring.BlackWins:
		return scoring.RedWins
	case scoring.RedForfeit:
		return scoring.BlackForfeit
	case scoring.BlackForfeit:
		return scoring.RedForfeit
	}
	return r
}

// GridMark is one round of a player in a Swiss result grid: the opponent's
// number, colour and result, "12红胜" (zh) or "12r1" (en); "+", "-", "*"
// for a forfeit won, lost or a cancelled game; byes and absences by name.
func GridMark(lang string, e scoring.Entry) string {
	side := ""
	switch e.Side {
	case scoring.Red:
		side = L(lang, "红", "r")
	case scoring.Black:
		side = L(lang, "黑", "b")
	}
	opp := fmt.Sprintf("%d%s", e.Opponent, side)
	switch e.Kind {
	case scoring.KindPending:
		return opp
	case scoring.KindPlayed:
		switch e.Outcome {
		case scoring.Win:
			return opp + L(lang, "胜", "1")
		case scoring.DrawOutcome:
			return opp + L(lang, Term(TermDraw, "zh"), "½")
		case scoring.Loss:
			return opp + L(lang, "负", "0")
		}
		return opp
	case scoring.KindForfeitWin:
		return opp + "+"
	case scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
		return opp + "-"
	case scoring.KindCancelled:
		return opp + "*"
	case scoring.KindBye:
		return Term(TermBye, lang)
	case scoring.KindHalfBye:
		return L(lang, "请假", "½ bye")
	case scoring.KindAbsent:
		return L(lang, "缺席", "absent")
	}
	return ""
}

// Remark notes a player's late entry, withdrawal and penalty, joined by
// "，" (zh) or ", " (en). The late entry reads lateZh or lateEn with the
// round for %d: the workbook's start list says 补报参赛 where a page says
// 参赛.
func Remark(lang string, p *scoring.Player, lateZh, lateEn string) string {
	var parts []string
	if p.Joined > 1 {
		parts = append(parts, L(lang, fmt.Sprintf(lateZh, p.Joined), fmt.Sprintf(lateEn, p.Joined)))
	}
	if p.Withdrawn > 0 {
		parts = append(parts, L(lang, fmt.Sprintf("第%d轮起%s", p.Withdrawn, Term(TermWithdrawn, "zh")), fmt.Sprintf("withdrew from round %d", p.Withdrawn)))
	}
	switch p.Penalty {
	case "":
	case "warning":
		parts = append(parts, L(lang, "警告", "warning"))
	case "disqualified":
		parts = append(parts, L(lang, "取消资格", "disqualified"))
	default:
		parts = append(parts, p.Penalty)
	}
	return strings.Join(parts, L(lang, "，", ", "))
}

// RelaxText words the note the Swiss pairing leaves when a last round
// relaxed a colour limit to keep scores together (scoring.NoteRelaxed);
// "" for other notes. name gives a player's name.
func RelaxText(lang string, n scoring.RoundNote, name func(no int) string) string {
	if n.Kind != scoring.NoteRelaxed {
		return ""
	}
	side := L(lang, "执红", "red")
	if n.Side == scoring.Black {
		side = L(lang, "执黑", "black")
	}
	return L(lang, fmt.Sprintf("末轮为使同分者相遇放宽颜色限制：第%d台 %d %s %s。", n.Board, n.Player, name(n.Player), side),
		fmt.Sprintf("Last round: colour limit relaxed to keep scores together: board %d, %d %s plays %s.", n.Board, n.Player, name(n.Player), side))
}

// Language checks a view's language: "zh" (the default, for "") or "en".
func Language(lang string) (string, error) {
	switch lang {
	case "":
		return "zh", nil
	case "zh", "en":
		return lang, nil
	}
	return "", fmt.Errorf("language %q: use zh or en", lang)
}

// Title is the event's name in the language (the English name where one
// is entered).
func Title(ev *scoring.Event, lang string) string {
	if lang == "en" && ev.NameEn != "" {
		return ev.NameEn
	}
	return ev.Name
}

// Fact is one fact about the event, labelled in both languages.
type Fact struct{ Zh, En, Value string }

// EventFacts are the event's dates (start – end), site, organiser and chief
// arbiter, those entered only, in that order.
func EventFacts(ev *scoring.Event) []Fact {
	dates := ev.Start
	if ev.End != "" && ev.End != ev.Start {
		dates += " – " + ev.End
	}
	var out []Fact
	for _, f := range []Fact{
		{"日期", "Dates", dates},
		{"地点", "Site", ev.Site},
		{"主办", "Organizer", ev.Organizer},
		{"裁判长", "Chief arbiter", ev.Arbiter},
	} {
		if f.Value != "" {
			out = append(out, f)
		}
	}
	return out
}

// EditionLabel names the rulebook edition: 中国象棋竞赛规则（2011）, the
// default for "".
func EditionLabel(lang, edition string) string {
	year := strings.TrimPrefix(edition, "cxa")
	if edition == "" {
		year = "2011"
	}
	return L(lang, "中国象棋竞赛规则（"+year+"）", "Chinese Xiangqi Association rules ("+year+")")
}

// CrossLegend says what a crosstable cell holds: the points of the game, or
// for a stage of matches of several games the points the match scored by
// the table (the games are on the round's pairings).
func CrossLegend(lang string, st *scoring.Stage) string {
	if f, err := scoring.StageMatchFormat(st, 0, false); err == nil && f.Games > 1 {
		return L(lang, fmt.Sprintf("格中为该场比赛（%d 局）行方按计分表所得积分，各局结果见各轮对阵表：+ 弃权胜，- 弃权负，* 成绩取消（第20.3条）。", f.Games),
			fmt.Sprintf("Cells: the points the row player scored for the match of %d games by the points table (the games are on each round's pairings); + forfeit win, - forfeit loss, * cancelled (article 20.3).", f.Games))
	}
	return L(lang, "格中为该局得分（行方视角）：+ 弃权胜，- 弃权负，* 成绩取消（第20.3条）。",
		"Cells: points the row player scored; + forfeit win, - forfeit loss, * cancelled (article 20.3).")
}
