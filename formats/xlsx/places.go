package xlsx

import (
	"fmt"
	"strings"
)

// systemPlacesSheet writes the places of a stage whose system ranks by
// places and has no bracket (a step ladder), as the system gives them
// (view.Context.Placed, pairing.Placer): the places play has decided, and
// the players still in sharing the places left, marked 在赛.
func (b *book) systemPlacesSheet(sc *stageCtx) error {
	if len(sc.rounds) == 0 {
		return nil
	}
	open := false
	for _, p := range sc.Placed {
		open = open || p.Open
	}
	zh, en := sc.System.Label(sc.st)
	s := b.newSheet(sc.prefix + b.l("名次", "Places"))
	s.title(b.title)
	sub := b.l(fmt.Sprintf("%s最终名次 Final places", zh), fmt.Sprintf("Final places (%s)", en))
	if open {
		n := sc.rounds[len(sc.rounds)-1].Number
		sub = b.l(fmt.Sprintf("第 %d 轮后名次 Places after round %d", n, n), fmt.Sprintf("Places after round %d", n))
	}
	s.subtitle(strings.TrimSpace(sc.prefix + sub))
	clubs := sc.hasClubs()
	hdr := []any{b.h("名次", "Place"), b.h("序号", "No."), b.h("姓名", "Name")}
	if clubs {
		hdr = append(hdr, b.h("单位", "Club"))
	}
	hdr = append(hdr, b.h("备注", "Remarks"))
	s.header(hdr...)
	for _, p := range sc.Placed {
		r := []any{styled(b.placeLabel(p.Place, p.Shared), kStrong), p.No, b.name(sc.ev, p.No)}
		if clubs {
			club := ""
			if pl := sc.ev.Player(p.No); pl != nil {
				club = pl.Club
			}
			r = append(r, club)
		}
		how := ""
		if p.Open {
			how = b.l("在赛", "still in")
		}
		s.row(append(r, how)...)
	}
	if open {
		s.note(b.l("在赛：名次尚未由比赛决出，与其他在赛者并列所余名次。",
			"Still in: no match has decided the place yet; shared with the others still in."))
	}
	s.freezeCols = 3
	s.minWidth[2] = 10 // names
	return s.finish()
}
