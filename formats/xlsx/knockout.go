package xlsx

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
)

// A knockout is ranked by how far each player got, not by points: the
// places sheet replaces the standings sheets of the other systems, and the
// matches that are not on the drawn bracket get a table of their own.

// roundTitle names the round of a knockout match by the players left
// (view.RoundTitle), in lower case as within a sentence.
func (b *book) roundTitle(ks *knockout.State, m *knockout.MatchInfo) string {
	return view.RoundTitle(b.lang, ks, m, false)
}

// placesSheet writes the places of a knockout stage as
// knockout.State.Places gives them (docs/rules.md section 6): places
// decided by play first, players out in the same round sharing the place
// below those still in, and how far each got. Players still playing are
// listed where their places will be, without one. One sheet for the
// stage: final places once every match is decided, else the places so far.
func (b *book) placesSheet(sc *stageCtx) error {
	ks := sc.ko
	if len(sc.rounds) == 0 || len(ks.Matches) == 0 {
		return nil
	}
	places := ks.Places()
	placed := map[int]bool{}
	for _, p := range places {
		placed[p.Player] = true
	}
	var still []int // players with no place yet, by start number
	seen := map[int]bool{}
	for _, p := range sc.players {
		for i := range ks.Matches {
			m := &ks.Matches[i]
			if (m.Players[0] == p.No || m.Players[1] == p.No) && !placed[p.No] && !seen[p.No] {
				seen[p.No] = true
				still = append(still, p.No)
			}
		}
	}
	s := b.newSheet(sc.prefix + b.l("名次", "Places"))
	s.title(b.title)
	sub := b.l("最终名次", "Final places")
	stopped := ks.Stopped(sc.ev)
	if len(still) > 0 && !stopped {
		n := sc.rounds[len(sc.rounds)-1].Number
		sub = b.l(fmt.Sprintf("第 %d 轮后名次", n), fmt.Sprintf("Places after round %d", n))
	}
	s.subtitle(strings.TrimSpace(sc.prefix + sub))
	clubs := sc.hasClubs()
	remarks := false
	for _, p := range sc.players {
		remarks = remarks || b.remark(&p) != ""
	}
	hdr := []any{b.h("名次", "Place"), b.h("序号", "No."), b.h("姓名", "Name")}
	if clubs {
		hdr = append(hdr, b.h("单位", "Club"))
	}
	hdr = append(hdr, b.h("成绩", "Reached"))
	if remarks {
		hdr = append(hdr, b.h("备注", "Remarks"))
	}
	s.header(hdr...)
	reached := view.Reached(b.lang, ks)
	row := func(place any, no int, how string) {
		p := sc.ev.Player(no)
		r := []any{styled(place, kStrong), no, b.name(sc.ev, no)}
		if clubs {
			club := ""
			if p != nil {
				club = p.Club
			}
			r = append(r, club)
		}
		r = append(r, how)
		if remarks {
			remark := ""
			if p != nil {
				remark = b.remark(p)
			}
			r = append(r, remark)
		}
		s.row(r...)
	}
	// Players still in go where the places run out: above everyone who
	// is out, below the places already decided by play.
	stillIn := len(still)
	stillRows := func() {
		for _, no := range still {
			if stopped {
				row("", no, b.l("晋级", "went on"))
				continue
			}
			row("", no, b.l("在赛", "still in"))
		}
		still = nil
	}
	shared := false
	for i, p := range places {
		if p.Place > i+1 { // a gap: places not decided yet
			stillRows()
		}
		row(b.placeLabel(p.Place, p.Shared), p.Player, reached[p.Player])
		shared = shared || p.Shared
	}
	stillRows()
	if shared {
		s.note(b.l("并列：同一轮出局者名次并列。", "=: players out in the same round share the place."))
	}
	switch {
	case stillIn > 0 && stopped:
		s.note(b.l(fmt.Sprintf("晋级：本阶段在剩 %d 人时结束，晋级者的名次由下一阶段决定。", sc.st.Until),
			fmt.Sprintf("Went on: the stage ends when %d are left; their places come from the next stage.", sc.st.Until)))
	case stillIn > 0:
		s.note(b.l("在赛：仍在比赛，名次待定。", "Still in: still playing, place to come."))
	}
	s.freezeCols = 3
	s.minWidth[2] = 10 // names
	s.minWidth[len(hdr)-1] = 10
	if remarks {
		s.minWidth[len(hdr)-2] = 10
	}
	return s.finish()
}

// otherMatchesSheet lists a knockout's matches that are not on the drawn
// bracket: the third-place match, placement matches, the losers' bracket
// and the grand final of a double elimination.
func (b *book) otherMatchesSheet(sc *stageCtx) error {
	ks := sc.ko
	var others []*knockout.MatchInfo
	for i := range ks.Matches {
		m := &ks.Matches[i]
		if m.Skipped || m.Section == "main" || m.Section == "winners" {
			continue
		}
		others = append(others, m)
	}
	if len(others) == 0 || len(sc.rounds) == 0 {
		return nil
	}
	s := b.newSheet(sc.prefix + b.l("其他场次", "Other matches"))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l("对阵图以外的场次", "Matches off the bracket")))
	s.header(b.h("场次", "Match"), b.h("轮次", "Round"), b.h("台次", "Board"), b.h("甲方", "Player"),
		b.h("比分", "Score"), b.h("乙方", "Player"), b.h("胜者", "Winner"))
	label := func(no int) string {
		switch {
		case no == knockout.Bye:
			return view.Term(view.TermBye, b.lang)
		case no <= 0:
			return ""
		}
		return b.name(sc.ev, no)
	}
	for _, m := range others {
		score := ""
		if m.Game != nil {
			score = view.ScoreText(b.lang, *m.Game, m.Format, m.Players[0])
		}
		s.row(b.roundTitle(ks, m), styled(nilIfZero(m.Round), kCenter), styled(nilIfZero(m.Board), kCenter),
			label(m.Players[0]), styled(score, kCenter), label(m.Players[1]), label(max(m.Winner, 0)))
	}
	for _, c := range []int{3, 5, 6} {
		s.minWidth[c] = 10 // names, so a pending match is room to write them in
	}
	return s.finish()
}

func nilIfZero(n int) any {
	if n == 0 {
		return ""
	}
	return n
}

// flipScore turns "2-1 rapid 1-0" into "1-2 rapid 0-1" (the other seat's view).
func flipScore(s string) string {
	out := []rune{}
	var tok []rune
	flush := func() {
		t := string(tok)
		for i, r := range tok {
			if r == '-' && i > 0 && i < len(tok)-1 {
				t = string(tok[i+1:]) + "-" + string(tok[:i])
				break
			}
		}
		switch t {
		case "+-":
			t = "-+"
		case "-+":
			t = "+-"
		}
		out = append(out, []rune(t)...)
		tok = tok[:0]
	}
	for _, r := range s {
		if r == ' ' {
			flush()
			out = append(out, r)
			continue
		}
		tok = append(tok, r)
	}
	flush()
	return string(out)
}
