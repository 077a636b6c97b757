package xlsx

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// cardSheets writes the card draw of every round that was paired by cards
// (docs/rules.md section 6), one sheet a round: each card, who drew it, the board
// it plays on and the opponent; the K holder's bye; the seed of a draw made
// by xqt, or that it was drawn by hand.
func (b *book) cardSheets(sc *stageCtx) error {
	for _, r := range sc.rounds {
		if len(r.Cards) == 0 {
			continue
		}
		if err := b.cardSheet(sc, r); err != nil {
			return err
		}
	}
	return nil
}

func (b *book) cardSheet(sc *stageCtx, r scoring.Round) error {
	s := b.newSheet(sc.prefix + b.l(fmt.Sprintf("第%d轮抽签", r.Number), fmt.Sprintf("R%d card draw", r.Number)))
	s.title(b.title)
	s.subtitle(strings.TrimSpace(sc.prefix + b.l(fmt.Sprintf("第 %d 轮抽签", r.Number), fmt.Sprintf("Round %d card draw", r.Number))))
	s.header(b.h("牌", "Card"), b.h("序号", "No."), b.h("姓名", "Name"), b.h("台次", "Board"), b.h("先后", "Side"), b.h("对手", "Opponent"))
	opp := map[int]int{}
	for _, g := range r.Games {
		opp[g.Red], opp[g.Black] = g.Black, g.Red
	}
	name := func(no int) string {
		if sc.ev.Player(no) != nil {
			return b.name(sc.ev, no)
		}
		return ""
	}
	for _, c := range r.Cards {
		board, side, other := any(c.Number), "", ""
		switch c.Side {
		case scoring.Red:
			side = b.l("红先", "red")
		case scoring.Black:
			side = b.l("黑后", "black")
		default:
			board, side = "", view.Term(view.TermBye, b.lang)
		}
		if o, ok := opp[c.Player]; ok {
			other = name(o)
		}
		s.row(b.cardText(c), c.Player, name(c.Player), board, side, other)
	}
	how := b.l("现场人工抽签", "drawn by hand in the hall")
	if r.Seed != 0 {
		how = b.l(fmt.Sprintf("由 xqt 抽签，种子 %d（可复现）", r.Seed), fmt.Sprintf("drawn by xqt with seed %d (repeatable)", r.Seed))
	}
	s.note(how)
	return s.finish()
}

// cardText names a card: 红3, 黑3, K in Chinese (the cards' own names),
// R3, B3, K in English.
func (b *book) cardText(c scoring.Card) string {
	if b.lang == "en" {
		switch c.Side {
		case scoring.Red:
			return "R" + strconv.Itoa(c.Number)
		case scoring.Black:
			return "B" + strconv.Itoa(c.Number)
		}
	}
	return knockout.CardText(c)
}
