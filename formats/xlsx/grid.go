package xlsx

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// gridSheet writes the result grid 成绩表 of a Swiss stage, the table
// chess-results calls "rank after round with opponents": one row per
// player in the order of the last standings, each round's opponent number,
// colour and result ("12红胜"), then points, tiebreaks and place.
func (b *book) gridSheet(sc *stageCtx) error {
	if len(sc.rounds) == 0 {
		return nil
	}
	st := sc.final()
	n := sc.rounds[len(sc.rounds)-1].Number
	s := b.newSheet(sc.prefix + b.l("成绩表", "Grid"))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l(fmt.Sprintf("成绩表（第 %d 轮后）", n), fmt.Sprintf("Results by round after round %d", n))))
	clubs := sc.hasClubs()
	hdr := []any{b.h("名次", "Place"), b.h("序号", "No."), b.h("姓名", "Name")}
	if clubs {
		hdr = append(hdr, b.h("单位", "Club"))
	}
	lead := len(hdr)
	for _, r := range sc.rounds {
		hdr = append(hdr, b.l(fmt.Sprintf("第%d轮\nR%d", r.Number, r.Number), fmt.Sprintf("R%d", r.Number)))
	}
	hdr = append(hdr, b.h("积分", "Pts"))
	for _, c := range st.Criteria {
		hdr = append(hdr, b.criterionHeader(c))
	}
	s.header(hdr...)
	for i, r := range st.Rows {
		row := []any{styled(b.placeText(r), kStrong), r.No, b.name(sc.ev, r.No)}
		if clubs {
			club := ""
			if p := sc.ev.Player(r.No); p != nil {
				club = p.Club
			}
			row = append(row, club)
		}
		rec := st.Records[r.No]
		for k := range sc.rounds {
			text := ""
			if rec != nil && k < len(rec.Entries) {
				text = b.gridMark(rec.Entries[k])
			}
			row = append(row, styled(text, kCenter))
		}
		row = append(row, styled(r.Points.Float(), kStrong))
		for j, v := range r.Values {
			if !view.Needed(st, i, j) {
				row = append(row, "") // 直胜 that decided nothing, as on the standings
				continue
			}
			row = append(row, valueCell(v))
		}
		s.row(row...)
	}
	s.note(b.l("格中为对手序号、执子颜色和结果：如“12红胜”为执红胜12号；+ 弃权胜，- 弃权负，* 成绩取消。",
		"Each cell: the opponent's number, colour (r red, b black) and result (1 win, ½ draw, 0 loss); + forfeit win, - forfeit loss, * cancelled."))
	s.freezeCols = lead
	for j := lead; j < lead+len(sc.rounds); j++ {
		s.minWidth[j] = 7
	}
	// A little lower than other tables: 24 players and the note still
	// print on one landscape page.
	s.rowH = 16
	if len(sc.rounds) > 7 {
		s.landscape = true
	}
	return s.finish()
}

// gridMark is one round of a player in the result grid (view.GridMark).
func (b *book) gridMark(e scoring.Entry) string { return view.GridMark(b.lang, e) }

// unplayedDesc is the description of an unplayed-round policy in the
// book's language.
func (b *book) unplayedDesc(p tiebreak.PolicyInfo) string {
	if b.lang == "zh" {
		if d := tiebreak.PolicyDescZh(p.Policy); d != "" {
			return d
		}
	}
	return p.Desc
}

// criterionDesc is a tiebreak's definition in the book's language.
func (b *book) criterionDesc(c tiebreak.Criterion) string {
	if b.lang == "zh" {
		return tiebreak.DescZh(c)
	}
	return c.Desc
}
