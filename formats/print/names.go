package print

import (
	"fmt"
	"slices"
	"strconv"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// seat is one player's place in a round, for the pairings by name.
type seat struct {
	no, opp int
	board   string
	side    string
}

// names writes every player of round r in name order (order: OrderPinyin,
// the default, or OrderStroke) with board, colour and opponent; players
// with a bye or absent say so. The English document sorts the English
// names where given, with the same collation.
func (d *doc) names(r *scoring.Round, order string) error {
	tag := language.Chinese
	switch order {
	case "", OrderPinyin:
		order = OrderPinyin
	case OrderStroke:
		tag = language.MustParse("zh-u-co-stroke")
	default:
		return fmt.Errorf("unknown name order %q: use pinyin (拼音) or stroke (笔画)", order)
	}
	var seats []seat
	for _, g := range r.Games {
		board := strconv.Itoa(g.Board)
		if g.Match != 0 {
			board = d.l(fmt.Sprintf("%d（第%d场第%d台）", g.Board, g.Match, g.TeamBoard), fmt.Sprintf("%d (match %d, board %d)", g.Board, g.Match, g.TeamBoard))
		}
		seats = append(seats, seat{g.Red, g.Black, board, d.l("红", "red")}, seat{g.Black, g.Red, board, d.l("黑", "black")})
	}
	for _, no := range r.Byes {
		seats = append(seats, seat{no: no, side: view.Term(view.TermBye, d.lang)})
	}
	for _, no := range r.HalfByes {
		seats = append(seats, seat{no: no, side: d.l("请假", "half-point bye")})
	}
	for _, no := range r.Absent {
		seats = append(seats, seat{no: no, side: d.l("缺席", "absent")})
	}
	if len(seats) == 0 {
		return fmt.Errorf("round %d has no players to list", r.Number)
	}
	col := collate.New(tag)
	slices.SortStableFunc(seats, func(a, b seat) int {
		if c := col.CompareString(d.name(a.no), d.name(b.no)); c != 0 {
			return c
		}
		return a.no - b.no
	})
	orderName := d.l("按姓名拼音排序", "in name order (pinyin)")
	if order == OrderStroke {
		orderName = d.l("按姓氏笔画排序", "in name order (strokes)")
	}
	where := d.l(fmt.Sprintf("第%d轮对阵（%s）", r.Number, orderName), fmt.Sprintf("Round %d pairings %s", r.Number, orderName))
	if s := d.stageLabel(r, ""); s != "" {
		where = s + " " + where
	}
	d.heading(where)
	d.w("<table class=\"list\"><tr><th>%s</th><th class=\"num\">%s</th><th>%s</th><th class=\"num\">%s</th><th>%s</th><th>%s</th></tr>\n",
		e(d.l("姓名", "Name")), e(d.l("序号", "No.")), e(d.l("单位", "Club")), e(d.l("台", "Board")), e(d.l("执", "Colour")), e(d.l("对手", "Opponent")))
	for _, s := range seats {
		opp := ""
		if s.opp != 0 {
			opp = strconv.Itoa(s.opp) + " " + d.name(s.opp)
		}
		d.w("<tr><td><b>%s</b></td><td class=\"num\">%d</td><td>%s</td><td class=\"num\">%s</td><td>%s</td><td>%s</td></tr>\n",
			e(d.name(s.no)), s.no, e(d.club(s.no)), e(s.board), e(s.side), e(opp))
	}
	d.w("</table>\n")
	return nil
}
