package xlsx

import (
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// finalSheet lists the final places across all stages (最终名次) when the
// event has more than one stage with rounds: the last stage's ranking, then
// those out in each earlier stage, with the stage that decided each place.
func (b *book) finalSheet(ev *scoring.Event, opt Options) error {
	if !view.ShowsFinalPlaces(ev, opt.After) {
		return nil
	}
	places, err := view.FinalPlaces(ev) // a team event ranks teams
	if err != nil {
		return err
	}
	if ev.Stages[0].Teams {
		ev = pairing.TeamEvent(ev) // the teams' names
	}
	s := b.newSheet(b.l("最终名次", "Final places"))
	s.title(b.title)
	s.subtitle(b.l("最终名次", "Final places"))
	clubs := false
	for _, p := range ev.Players {
		clubs = clubs || p.Club != ""
	}
	hdr := []any{b.h("名次", "Place"), b.h("序号", "No."), b.h("姓名", "Name")}
	if clubs {
		hdr = append(hdr, b.h("单位", "Club"))
	}
	hdr = append(hdr, b.h("决定阶段", "Decided in"))
	s.header(hdr...)
	shared := false
	for _, p := range places {
		r := []any{styled(b.placeLabel(p.Place, p.Shared), kStrong), p.No, b.name(ev, p.No)}
		if clubs {
			club := ""
			if pl := ev.Player(p.No); pl != nil {
				club = pl.Club
			}
			r = append(r, club)
		}
		r = append(r, view.StageName(ev, p.Stage))
		s.row(r...)
		shared = shared || p.Shared
	}
	if shared {
		s.note(b.l("并列：同一阶段名次相同者（如各组第4名）名次并列。",
			"=: players with the same place in one stage (the 4ths of each group) share the place."))
	}
	s.freezeCols = 3
	s.minWidth[2] = 10
	return s.finish()
}
