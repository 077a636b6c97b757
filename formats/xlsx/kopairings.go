package xlsx

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// A knockout round's pairings show matches, not points: each match's
// games one by one (regular games, then tie-break games by kind, then the
// lots) and its winner. Byes are listed without points, the K of a card
// draw as K.

// knockoutPairingsSheet writes round k (0-based within the stage) of a
// knockout: board, the two players, the games, the winner.
func (b *book) knockoutPairingsSheet(sc *stageCtx, k int, r scoring.Round) error {
	ks := sc.ko
	s := b.newSheet(sc.prefix + b.l(fmt.Sprintf("第%d轮对阵", r.Number), fmt.Sprintf("R%d pairings", r.Number)))
	s.title(b.title)
	what := ""
	if len(r.Games) > 0 {
		if m := ks.MatchAt(r.Number, r.Games[0].Board); m != nil {
			what = capitalize(b.roundTitle(ks, m))
		}
	}
	sub := b.l(fmt.Sprintf("第 %d 轮对阵表", r.Number), fmt.Sprintf("Round %d pairings", r.Number))
	if what != "" && !strings.HasPrefix(what, b.l("第", "Round ")) {
		// 半决赛, 决赛; a plain 第k轮 is the round number again
		sub += b.l("（"+what+"）", " ("+what+")")
	}
	s.subtitle(strings.TrimSpace(sc.prefix + sub))
	clubs := sc.hasClubs()
	side := 2
	if clubs {
		side = 3
	}
	s.header(styled(b.h("台次", "Board"), kHeader), spanning(b.h("红方（先手）", "Red (first game)"), side),
		b.h("对局", "Games"), spanning(b.h("黑方", "Black"), side), b.h("胜者", "Winner"))
	sub2 := []any{up}
	redCols := []any{b.h("序号", "No."), b.h("姓名", "Name")}
	if clubs {
		redCols = append(redCols, b.h("单位", "Club"))
	}
	sub2 = append(sub2, redCols...)
	sub2 = append(sub2, up)
	for i := len(redCols) - 1; i >= 0; i-- {
		sub2 = append(sub2, redCols[i])
	}
	sub2 = append(sub2, up)
	s.header(sub2...)
	club := func(no int) string {
		if p := sc.ev.Player(no); p != nil {
			return p.Club
		}
		return ""
	}
	multi := false
	matches := sc.Matches(sc.ev, k)
	for i, g := range r.Games {
		m := ks.MatchAt(r.Number, g.Board)
		games, winner := matches[i].Text(b.lang, func(no int) string { return b.name(sc.ev, no) }), ""
		gamesKind := kCenter
		if t := matches[i].Title(b.lang); t != "" {
			// the match's name on a line of its own, so that the column
			// stays as wide as the games (a final round with its
			// third-place match printed landscape before)
			games, gamesKind = t+b.l("：", ":")+"\n"+games, kCenterWrap
		}
		if m != nil {
			multi = multi || matches[i].Multi()
			switch {
			case m.Winner > 0:
				winner = b.name(sc.ev, m.Winner)
			case m.State.NeedLots:
				winner = b.l("待抽签", "lots to draw")
			}
		}
		row := []any{styled(g.Board, kStrong), g.Red, b.name(sc.ev, g.Red)}
		if clubs {
			row = append(row, club(g.Red))
		}
		row = append(row, styled(games, gamesKind))
		if clubs {
			row = append(row, club(g.Black))
		}
		row = append(row, b.name(sc.ev, g.Black), g.Black, styled(winner, kStrong))
		s.row(row...)
	}
	b.roundNotes(s, sc, k, r)
	if multi {
		b.gamesNote(s)
	}
	s.freezeCols = 1
	s.minWidth[side+1] = 16 // the games, or room to write them by hand
	s.minWidth[2] = 10
	s.minWidth[2*side] = 10
	s.minWidth[2*side+2] = 10
	return s.finish()
}

// gamesNote says how a match's games are written (view.Match.Text).
func (b *book) gamesNote(s *sheet) {
	s.note(view.GamesLegend(b.lang))
}

// gameKind names a tie-break game's kind (view.GameKind).
func (b *book) gameKind(kind string) string { return view.GameKind(b.lang, kind) }

// formatText describes a match format: "一局；平局则加赛一局，再平则抽签".
func (b *book) formatText(f scoring.MatchFormat) string {
	var base string
	switch {
	case f.Games <= 1:
		base = b.l("一局定胜负", "one game")
	case f.BestOf:
		base = b.l(fmt.Sprintf("%d局%d胜", f.Games, f.Games/2+1), fmt.Sprintf("best of %d", f.Games))
	default:
		base = b.l(fmt.Sprintf("%d局制（每局换先）", f.Games), fmt.Sprintf("%d games, colours swapped", f.Games))
	}
	// Lots are the last resort of every format, unless an armageddon
	// game, which cannot end level, comes before.
	var then []string
	lots := true
	for _, t := range f.Tiebreak {
		if t == scoring.KindLots {
			continue
		}
		then = append(then, b.gameKind(t)+b.l("一局", " game"))
		lots = t != scoring.KindArmageddon && t != scoring.KindRedLoses
	}
	if lots {
		then = append(then, view.Term(view.TermLots, b.lang))
	}
	return base + b.l("；平局则依次：", "; if tied: ") + strings.Join(then, b.l("，", ", "))
}

// knockoutFacts adds a knockout stage's facts to the info sheet: the
// draw, the match format of each round, the card draw and its options.
func (b *book) knockoutFacts(s *sheet, sc *stageCtx) {
	st := sc.st
	if knockout.IsCards(st) {
		v := b.l("每轮抽签：两种花色各编号 1 至 人数/2，人数为奇数时加一张 K；同号者对阵，抽到红牌者执红先走，抽到 K 者轮空直接晋级",
			"a card draw every round: two suits numbered 1 to half the players, and a K when the number is odd; the same numbers play, the red card has red, the K holder has the bye and goes through")
		if st.Options[knockout.OptNoKTwice] == "true" {
			v += b.l("；同一人不会两次抽到 K", "; nobody draws the K twice")
		}
		s.pair(b.l("抽签办法", "Draw"), v)
	} else {
		v := b.l("按序号排种子", "seeded by start number")
		switch st.Numbering {
		case "rating":
			v = b.l("按等级分排种子", "seeded by rating")
		case "draw":
			v = b.l("抽签排位", "positions drawn by lot")
		}
		if view.SeatLabels(sc.ev, st) != nil {
			v = b.l("交叉赛：各组第1名对另一组第2名（A1-B2、B1-A2）", "crossover: each group's winner meets another group's runner-up (A1-B2, B1-A2)")
		}
		if n := len(sc.players); knockout.BracketSize(n) > n {
			v += b.l("，首轮轮空给种子选手", ", first-round byes to the top seeds")
		}
		if st.Options[knockout.OptThirdPlace] == "true" {
			v += b.l("；另赛三四名", "; a match for third place")
		}
		s.pair(b.l("对阵办法", "Draw"), v)
	}
	def, err := scoring.StageMatchFormat(st, 0, false)
	if err == nil {
		s.pair(b.l("比赛办法", "Matches"), b.formatText(def))
	}
	if fin, err := scoring.StageMatchFormat(st, 0, true); err == nil && fin.String() != def.String() {
		s.pair(b.l("决赛", "Final"), b.formatText(fin))
	}
	for k := 1; k <= 12; k++ {
		if _, ok := st.Options[fmt.Sprintf("match.%d", k)]; !ok {
			continue
		}
		if f, err := scoring.StageMatchFormat(st, k, false); err == nil {
			s.pair(b.l(fmt.Sprintf("第%d轮", k), fmt.Sprintf("Round %d", k)), b.formatText(f))
		}
	}
}
