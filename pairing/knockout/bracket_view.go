package knockout

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// TreeSeat is one seat of a match drawn in a bracket tree: a player's line
// in a column. Rows count from 0 at the top; columns from 1 (round 1).
type TreeSeat struct {
	Row, Col int
	Player   int    // start number, 0 while unknown, Bye for an empty line or the K
	Match    int    // index in State.Matches; -1 for the champion's line
	Score    string // the seat's points in the match ("1", "½", "2"), "" while unplayed
	Won      bool
}

// TreeLink joins the two seats of a match (rows Top and Bottom of column
// Col) to the line of its winner in column Col+1 at row Mid.
type TreeLink struct {
	Col, Top, Bottom, Mid int
	Match                 int
}

// Tree is the main bracket laid out for drawing: the final on the right,
// round 1 on the left, two rows per first-round line.
type Tree struct {
	Rows, Cols int
	Seats      []TreeSeat
	Links      []TreeLink
}

// MainTree lays out the main bracket (single elimination or card rounds; the
// winners' bracket of a double elimination) from its final backwards. Before
// the final is known (card draws) every match whose winner has not played
// again is a root, laid out one under another. It is nil before round 1.
func (ks *State) MainTree() *Tree {
	main := func(m *MatchInfo) bool { return m.Section == "main" || m.Section == "winners" }
	fed := map[int]bool{}
	for i := range ks.Matches {
		m := &ks.Matches[i]
		if !main(m) {
			continue
		}
		for _, f := range m.Feed {
			if f >= 0 && ks.Matches[f].Section == m.Section && !ks.Matches[f].Skipped {
				fed[f] = true
			}
		}
	}
	var roots []int
	for i := range ks.Matches {
		if m := &ks.Matches[i]; main(m) && !fed[i] {
			roots = append(roots, i)
		}
	}
	if len(roots) == 0 {
		return nil
	}
	t := &Tree{}
	next := 0
	var place func(i int) int
	place = func(i int) int {
		m := &ks.Matches[i]
		var rows [2]int
		for s := 0; s < 2; s++ {
			f := m.Feed[s]
			if f >= 0 && ks.Matches[f].Section == m.Section && ks.Matches[f].Column < m.Column {
				rows[s] = place(f)
			} else {
				rows[s] = next
				next += 2
			}
			seat := TreeSeat{Row: rows[s], Col: m.Column, Player: m.Players[s], Match: i, Won: m.Decided() && m.Winner == m.Players[s] && m.Winner > 0}
			seat.Score = seatScore(m, s)
			t.Seats = append(t.Seats, seat)
			t.Cols = max(t.Cols, m.Column)
		}
		mid := (rows[0] + rows[1]) / 2
		t.Links = append(t.Links, TreeLink{Col: m.Column, Top: rows[0], Bottom: rows[1], Mid: mid, Match: i})
		return mid
	}
	for _, root := range roots {
		mid := place(root)
		rm := &ks.Matches[root]
		w := 0
		if rm.Decided() {
			w = rm.Winner
		}
		t.Seats = append(t.Seats, TreeSeat{Row: mid, Col: rm.Column + 1, Player: w, Match: -1})
		t.Cols = max(t.Cols, rm.Column+1)
	}
	t.Rows = max(next-2, 1)
	return t
}

// seatScore is a seat's points in its match: "1" "0" "½" for a single game,
// the regular games' points of a longer match, "+" / "-" for a forfeit.
func seatScore(m *MatchInfo, s int) string {
	if m.Game == nil {
		return ""
	}
	games := scoring.MatchGames(*m.Game)
	if len(games) == 0 {
		return ""
	}
	no := m.Players[s]
	if len(m.Game.Games) == 0 && !m.Game.Result.Played() {
		switch m.Game.Result.Outcome(sideOf(m.Game, no)) {
		case scoring.Win:
			return "+"
		case scoring.Loss:
			return "-"
		}
		return ""
	}
	if len(m.Game.Games) == 0 && m.Format.Games > 1 {
		return "" // a match entered by its result alone: no game points to show
	}
	h := m.State.Score[0]
	if no == m.Game.Black {
		h = m.State.Score[1]
	}
	txt := fmt.Sprint(h / 2)
	if h%2 == 1 {
		txt = fmt.Sprint(h/2) + "½"
		if h == 1 {
			txt = "½"
		}
	}
	if m.Winner == no && m.State.By != "games" {
		txt += "*" // won on tie-break games or lots
	}
	return txt
}

func sideOf(g *scoring.Game, no int) scoring.Side {
	if g.Black == no {
		return scoring.Black
	}
	return scoring.Red
}

// SectionTitle names a match's section for lists: 第1轮, 决赛, 三四名, 5-8名 ...
func (m *MatchInfo) SectionTitle() (zh, en string) {
	switch {
	case m.Section == "third" || m.ID == "P3":
		return "三四名决赛", "third place"
	case m.Final && m.ID == "GF2":
		return "总决赛(加赛)", "grand final reset"
	case m.Final && m.ID == "GF":
		return "总决赛", "grand final"
	case m.Final:
		return "决赛", "final"
	case m.Section == "places":
		return fmt.Sprintf("%d-%d名附加赛", m.placeLo(), m.placeHi()), fmt.Sprintf("places %d-%d", m.placeLo(), m.placeHi())
	case m.Section == "losers":
		return fmt.Sprintf("败者组第%d轮", m.Column), fmt.Sprintf("losers' round %d", m.Column)
	case m.Section == "winners":
		return fmt.Sprintf("胜者组第%d轮", m.Column), fmt.Sprintf("winners' round %d", m.Column)
	}
	return fmt.Sprintf("第%d轮", m.Column), fmt.Sprintf("round %d", m.Column)
}

func (m *MatchInfo) placeLo() int { return m.Lo }

func (m *MatchInfo) placeHi() int { return m.Hi }
