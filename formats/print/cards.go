package print

import (
	"fmt"
	"strconv"

	"github.com/xiangqi-org/xqt/scoring"
)

// cards writes a table card 台号卡 for every board of round r, two to an A4
// page with a cut line between: the board number large, the two names
// (start number and club beneath) under it, red on the left. A team
// round's card names the match and the board within it too.
func (d *doc) cards(r *scoring.Round) error {
	if len(r.Games) == 0 {
		return fmt.Errorf("round %d has no boards to print", r.Number)
	}
	d.title = d.eventTitle() + " " + d.l(fmt.Sprintf("第%d轮台号卡", r.Number), fmt.Sprintf("Round %d table cards", r.Number))
	teams := isTeamRound(r)
	d.w("<div class=\"cards\">\n")
	for _, g := range r.Games {
		where := d.l(fmt.Sprintf("第%d轮", r.Number), fmt.Sprintf("Round %d", r.Number))
		if s := d.stageLabel(r, g.Group); s != "" {
			where = s + " " + where
		}
		d.w("<div class=\"card\"><div class=\"ev\">%s<br>%s</div><div class=\"no\">%d</div>\n", e(d.eventTitle()), e(where), g.Board)
		if teams {
			d.w("<div class=\"match\">%s</div>\n", e(d.l(fmt.Sprintf("第%d场 第%d台", g.Match, g.TeamBoard), fmt.Sprintf("match %d, board %d", g.Match, g.TeamBoard))))
		}
		d.w("<div class=\"players\">")
		for _, p := range []struct {
			side scoring.Side
			no   int
		}{{scoring.Red, g.Red}, {scoring.Black, g.Black}} {
			sub := d.side(p.side) + " " + strconv.Itoa(p.no)
			if c := d.club(p.no); c != "" {
				sub += " " + c
			}
			d.w("<div>%s<small>%s</small></div>", e(d.name(p.no)), e(sub))
		}
		d.w("</div></div>\n")
	}
	d.w("</div>\n")
	return nil
}
