package html

// systemPlacesSection is the places of a stage whose system ranks by places
// and has no bracket (a step ladder), as the system gives them
// (view.Context.Placed, pairing.Placer), the players still in marked.
func (s *site) systemPlacesSection(sc *stageCtx) section {
	zh, en := sc.System.Label(sc.st)
	sec := section{Heading: sc.prefix + s.l(zh+"名次", "Places ("+en+")")}
	t := table{Class: "standings", Head: []string{s.l("名次", "Pl."), s.l("姓名", "Name")}}
	open := false
	for _, p := range sc.Placed {
		extra := s.remark(sc, p.No)
		if p.Open {
			extra = s.l("在赛", "still in")
			open = true
		}
		t.Rows = append(t.Rows, []tcell{{Text: s.placeText(p.Place, p.Shared), Class: "num strong"}, s.playerCell(p.No, extra)})
	}
	if open {
		sec.Notes = append(sec.Notes, s.l("在赛：名次尚未由比赛决出，与其他在赛者并列所余名次。",
			"Still in: no match has decided the place yet; shared with the others still in."))
	}
	sec.Tables = append(sec.Tables, t)
	return sec
}
