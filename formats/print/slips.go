package print

import (
	"fmt"
	"strconv"

	"github.com/xiangqi-org/xqt/formats/qrcode"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// roundContext is what the slips of a round need besides the round: its
// stage, its number within the stage and a knockout's matches.
type roundContext struct {
	st *scoring.Stage
	k  int // the round's number within its stage, from 1
	ko *knockout.State
}

func (d *doc) roundContext(r *scoring.Round) (*roundContext, error) {
	rc := &roundContext{st: d.ev.Stage(r.Stage)}
	for _, sr := range d.ev.StageRounds(r.Stage) {
		rc.k++
		if sr.Number == r.Number {
			break
		}
	}
	if rc.st != nil && hasBracket(rc.st) && !rc.st.Teams {
		ctxs, err := view.Contexts(d.ev, r.Number)
		if err != nil {
			return nil, err
		}
		for _, c := range ctxs {
			if c.Stage.ID == r.Stage {
				rc.ko = c.KO
			}
		}
	}
	return rc, nil
}

// hasBracket reports whether the stage's system plays a bracket (a
// knockout), whose matches the slips take from the resolved bracket.
func hasBracket(st *scoring.Stage) bool {
	sys, err := pairing.For(st)
	return err == nil && sys.Views().Has(pairing.ViewBracket)
}

// format is the match format of board g: a knockout match's, else the
// stage's for the round.
func (rc *roundContext) format(r *scoring.Round, g scoring.Game) scoring.MatchFormat {
	if rc.ko != nil {
		if m := rc.ko.MatchAt(r.Number, g.Board); m != nil {
			return m.Format
		}
	}
	f, err := scoring.StageMatchFormat(rc.st, rc.k, false)
	if err != nil {
		return scoring.MatchFormat{Games: 1}
	}
	return f
}

// roundName is the round as a slip's heading names it: 第3轮, a knockout's
// 半决赛 beside it.
func (d *doc) roundName(rc *roundContext, r *scoring.Round, g scoring.Game) string {
	s := d.l(fmt.Sprintf("第%d轮", r.Number), fmt.Sprintf("Round %d", r.Number))
	if rc.ko != nil {
		if m := rc.ko.MatchAt(r.Number, g.Board); m != nil {
			if t := view.RoundTitle(d.lang, rc.ko, m, true); t != d.l(fmt.Sprintf("第%d轮", m.Column), fmt.Sprintf("Round %d", m.Column)) {
				s += " " + t
			}
		}
	}
	return s
}

// slips writes a result slip 对局记录表 for every board of round r, one for
// every team match of a team round.
func (d *doc) slips(r *scoring.Round) error {
	rc, err := d.roundContext(r)
	if err != nil {
		return err
	}
	d.title = d.eventTitle() + " " + d.l(fmt.Sprintf("第%d轮对局记录表", r.Number), fmt.Sprintf("Round %d result slips", r.Number))
	if isTeamRound(r) {
		for _, m := range r.Matches {
			d.teamSlip(rc, r, m)
		}
		return nil
	}
	if len(r.Games) == 0 {
		return fmt.Errorf("round %d has no boards to print", r.Number)
	}
	for _, g := range r.Games {
		d.slip(rc, r, g)
	}
	return nil
}

// slipHead writes a slip's heading: the record's name, the event, stage and
// round, and the board as 'xqt result' takes it.
func (d *doc) slipHead(where, board, qr string) {
	d.w("<div class=\"head\"><div><b>%s</b><br>%s<br>%s</div>%s<div class=\"board\">%s</div></div>\n",
		e(d.l("中国象棋比赛对局记录表", "Xiangqi game record")), e(d.eventTitle()), e(where), qr, e(board))
}

// resultBox is the result entered, or "" for a box to fill.
func (d *doc) resultBox(res scoring.Result) string {
	if res == scoring.NoResult {
		return ""
	}
	return view.ResultText(d.lang, res)
}

// ways lists the ways to write a result, as 'xqt result' reads them.
func (d *doc) ways() string {
	return d.l("结果写法：1-0 红胜　= 和　0-1 黑胜　+- 黑方弃权　-+ 红方弃权　-- 双方弃权",
		"Write the result as: 1-0 red wins, = draw, 0-1 black wins, +- black forfeits, -+ red forfeits, -- both forfeit")
}

// slip writes the slip of one board: both players with start number and
// club, a line for each game of a match, the result, times, fouls and the
// three signatures of article 10.1.
func (d *doc) slip(rc *roundContext, r *scoring.Round, g scoring.Game) {
	f := rc.format(r, g)
	where := d.roundName(rc, r, g)
	if s := d.stageLabel(r, g.Group); s != "" {
		where = s + " " + where
	}
	d.w("<div class=\"slip\">\n")
	d.slipHead(where, d.l(fmt.Sprintf("第 %d 台", g.Board), fmt.Sprintf("Board %d", g.Board)), d.slipQR(r.Number, g.Board))
	games := f.MaxGames()
	if games <= 1 {
		d.w("<table><tr><th></th><th class=\"num\">%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
			e(d.l("序号", "No.")), e(d.l("姓名", "Name")), e(d.l("单位", "Club")), e(d.l("用时", "Time used")), e(d.l("犯规", "Fouls")))
		for _, p := range []struct {
			side scoring.Side
			no   int
		}{{scoring.Red, g.Red}, {scoring.Black, g.Black}} {
			d.w("<tr><th>%s</th><td class=\"num\">%d</td><td>%s</td><td>%s</td><td class=\"box\"></td><td class=\"box\"></td></tr>\n",
				e(d.side(p.side)), p.no, e(d.name(p.no)), e(d.club(p.no)))
		}
		d.w("<tr><th>%s</th><td colspan=\"5\" class=\"box\">%s</td></tr></table>\n", e(d.l("结果", "Result")), e(d.resultBox(g.Result)))
	} else {
		d.w("<table><tr><th></th><th class=\"num\">%s</th><th>%s</th><th>%s</th></tr>\n", e(d.l("序号", "No.")), e(d.l("姓名", "Name")), e(d.l("单位", "Club")))
		for _, no := range []int{g.Red, g.Black} {
			d.w("<tr><th></th><td class=\"num\">%d</td><td>%s</td><td>%s</td></tr>\n", no, e(d.name(no)), e(d.club(no)))
		}
		d.w("</table>\n<table style=\"margin-top:2mm\"><tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
			e(d.l("局", "Game")), e(d.l("类别", "Kind")), e(d.l("红方", "Red")), e(d.l("黑方", "Black")), e(d.l("结果", "Result")), e(d.l("红方用时", "Red time")), e(d.l("黑方用时", "Black time")))
		for i := 0; i < games; i++ {
			kind := d.l("正式", "regular")
			if i >= f.Games {
				kind = view.GameKind(d.lang, f.Tiebreak[i-f.Games])
			}
			red, black := g.Red, g.Black
			if i%2 == 1 {
				red, black = black, red
			}
			redName, blackName := d.name(red), d.name(black)
			res := ""
			if i < len(g.Games) {
				mg := g.Games[i]
				if mg.Red == g.Black {
					red, black = g.Black, g.Red
				} else {
					red, black = g.Red, g.Black
				}
				redName, blackName = d.name(red), d.name(black)
				res = d.resultBox(mg.Result)
			} else if i == 0 && len(g.Games) == 0 {
				res = d.resultBox(g.Result) // decided in one game: the match's result is the game's
			} else if i >= f.Games && (f.Tiebreak[i-f.Games] == scoring.KindArmageddon || f.Tiebreak[i-f.Games] == scoring.KindRedLoses) {
				redName, blackName = "", "" // the chooser picks the colour
			}
			d.w("<tr><td class=\"num\">%d</td><td>%s</td><td>%s</td><td>%s</td><td class=\"box\">%s</td><td></td><td></td></tr>\n",
				i+1, e(kind), e(redName), e(blackName), e(res))
		}
		winner := ""
		if rc.ko != nil {
			if m := rc.ko.MatchAt(r.Number, g.Board); m != nil && m.Winner > 0 {
				winner = d.name(m.Winner)
			}
		}
		d.w("<tr><th colspan=\"2\">%s</th><td colspan=\"5\" class=\"box\">%s</td></tr></table>\n", e(d.l("胜者", "Winner")), e(winner))
	}
	d.w("<p class=\"ways\">%s %s</p>\n", e(d.ways()), e(d.l(fmt.Sprintf("（录入：xqt result 文件 %d %d 结果）", r.Number, g.Board), fmt.Sprintf("(enter: xqt result FILE %d %d RESULT)", r.Number, g.Board))))
	d.signatures(d.l("红方签名", "Red signs"), d.l("黑方签名", "Black signs"), d.l("裁判签名", "Arbiter signs"))
	d.w("</div>\n")
}

// slipQR is the QR code of the slip's one-board link when the slips are
// printed by the server (markup for the heading, "" otherwise): scanned
// at the table, it opens the entry page of that board (of that team
// match) only. The slip stays the paper record.
func (d *doc) slipQR(round, board int) string {
	if d.slipLink == nil {
		return ""
	}
	link := d.slipLink(round, board)
	if link == "" {
		return ""
	}
	svg, err := qrcode.SVG(link, 90, d.l("录入本台成绩的二维码", "QR code to enter this board's result"))
	if err != nil {
		return "" // a link too long for a code: the slip is still the record
	}
	return "<div class=\"qr-box\">" + svg + e(d.l("扫码录入本台成绩", "scan to enter the result")) + "</div>"
}

func (d *doc) signatures(labels ...string) {
	d.w("<div class=\"sign\">")
	for _, l := range labels {
		d.w("<span>%s</span>", e(l))
	}
	d.w("</div>\n")
}

// teamSlip writes the slip of one team match: every board with both
// players, a result and times per board, the match's game points and
// match points, and the captains' and the arbiter's signatures.
func (d *doc) teamSlip(rc *roundContext, r *scoring.Round, m scoring.TeamMatch) {
	where := d.l(fmt.Sprintf("第%d轮", r.Number), fmt.Sprintf("Round %d", r.Number))
	if s := d.stageLabel(r, ""); s != "" {
		where = s + " " + where
	}
	d.w("<div class=\"slip\">\n")
	d.slipHead(where+"　"+d.teamName(m.Red)+" — "+d.teamName(m.Black), d.l(fmt.Sprintf("第 %d 场", m.Number), fmt.Sprintf("Match %d", m.Number)), d.slipQR(r.Number, m.Number))
	d.w("<table><tr><th class=\"num\">%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
		e(d.l("台", "Bd")), e(d.l("红方", "Red")), e(d.l("黑方", "Black")), e(d.l("结果", "Result")), e(d.l("红方用时", "Red time")), e(d.l("黑方用时", "Black time")))
	for _, g := range matchGames(r, m.Number) {
		d.w("<tr><td class=\"num\">%d</td><td>%s</td><td>%s</td><td class=\"box\">%s</td><td></td><td></td></tr>\n",
			g.TeamBoard, e(strconv.Itoa(g.Red)+" "+d.name(g.Red)), e(strconv.Itoa(g.Black)+" "+d.name(g.Black)), e(d.resultBox(g.Result)))
	}
	d.w("<tr><th colspan=\"2\">%s</th><td colspan=\"4\" class=\"box\">%s</td></tr>\n", e(d.l("局分", "Game points")), e(d.teamName(m.Red)+"　:　"+d.teamName(m.Black)))
	d.w("<tr><th colspan=\"2\">%s</th><td colspan=\"4\" class=\"box\"></td></tr></table>\n", e(d.l("场分", "Match points")))
	d.w("<p class=\"ways\">%s %s</p>\n", e(d.ways()), e(d.l(fmt.Sprintf("（录入：xqt result 文件 %d %d 结果 --board 台）", r.Number, m.Number), fmt.Sprintf("(enter: xqt result FILE %d %d RESULT --board BOARD)", r.Number, m.Number))))
	d.signatures(d.teamName(m.Red)+d.l("队长签名", " captain"), d.teamName(m.Black)+d.l("队长签名", " captain"), d.l("裁判签名", "Arbiter signs"))
	d.w("</div>\n")
}
