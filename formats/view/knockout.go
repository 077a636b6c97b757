package view

import (
	"fmt"
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// RoundTitle names the round of knockout match m by the players left: 决赛
// for two, 半决赛 for four, 1/4决赛 for eight, else 第k轮 (the winners'
// bracket of a double elimination prefixed 胜者组); placement, third-place
// and losers' matches and the grand final by their section. A K or an
// empty line is not a player, a seat still unknown is: 13 players drawing
// cards play 第1轮 (13), 第2轮 (7), 半决赛 (4), 决赛.
//
// The English is lower case as within a sentence ("winners' semi-final")
// unless heading is true ("Winners' Semi-final", "Round 2").
func RoundTitle(lang string, ks *knockout.State, m *knockout.MatchInfo, heading bool) string {
	if m.Final || m.Section != "main" && m.Section != "winners" {
		zh, en := m.SectionTitle()
		if heading && en != "" {
			en = strings.ToUpper(en[:1]) + en[1:]
		}
		return L(lang, zh, en)
	}
	players := 0
	for i := range ks.Matches {
		o := &ks.Matches[i]
		if o.Section == m.Section && o.Column == m.Column && !o.Skipped {
			for _, p := range o.Players {
				if p != knockout.Bye {
					players++
				}
			}
		}
	}
	en := func(lower, title string) string {
		if heading {
			return title
		}
		return lower
	}
	prefix := ""
	if m.Section == "winners" {
		prefix = L(lang, "胜者组", en("winners' ", "Winners' "))
	}
	switch players {
	case 2:
		return prefix + L(lang, "决赛", en("final", "Final"))
	case 4:
		return prefix + L(lang, "半决赛", en("semi-final", "Semi-final"))
	case 8:
		return prefix + L(lang, "1/4决赛", en("quarter-final", "Quarter-final"))
	}
	return prefix + L(lang, fmt.Sprintf("第%d轮", m.Column), fmt.Sprintf(en("round %d", "Round %d"), m.Column))
}

// gameKinds are the tie-break game kinds' names in Chinese and English.
var gameKinds = map[string][2]string{
	"":                     terms[TermExtra],
	scoring.KindExtra:      terms[TermExtra],
	scoring.KindRapid:      {"快棋", "rapid"},
	scoring.KindBlitz:      {"超快棋", "blitz"},
	scoring.KindArmageddon: {"和棋黑胜", "armageddon"},
	scoring.KindRedLoses:   {"和棋先手负", "armageddon (draw: red loses)"},
}

// GameKind names a tie-break game's kind: 加赛, 快棋, 超快棋, 和棋黑胜, 和棋先手负;
// a kind it does not know as it is.
func GameKind(lang, kind string) string {
	if n, ok := gameKinds[kind]; ok {
		return L(lang, n[0], n[1])
	}
	return kind
}

// MatchText lists a knockout match's games from the view of player view:
// "1-0", "=", "快棋 0-1" (a game past the format's regular ones, or of a
// named kind, is prefixed with its kind), a forfeit by its text, then the
// lots ("抽签：王天一胜"). A match of one game is its result. m may be nil
// (one regular game); name gives a player's name.
func MatchText(lang string, g scoring.Game, m *knockout.MatchInfo, view int, name func(no int) string) string {
	if len(g.Games) == 0 {
		r := g.Result
		if view != g.Red {
			r = Flip(r)
		}
		if r.Played() {
			return r.String()
		}
		return ResultText(lang, r)
	}
	regular := 1
	if m != nil {
		regular = m.Format.Games
	}
	var parts []string
	for i, mg := range g.Games {
		res := mg.Result
		if mg.Red != view {
			res = Flip(res)
		}
		t := res.String()
		if !res.Played() {
			t = ResultText(lang, res)
		}
		if i >= regular || mg.Kind != "" {
			t = GameKind(lang, mg.Kind) + " " + t
		}
		parts = append(parts, t)
	}
	if g.Lots != 0 {
		parts = append(parts, L(lang, Term(TermLots, "zh")+"："+name(g.Lots)+"胜", Term(TermLots, "en")+" won by "+name(g.Lots)))
	}
	return strings.Join(parts, L(lang, "，", ", "))
}

// SeatLabels names where each player of a crossover knockout comes from:
// group and place, "A1", "B2" (a section by its name, "女子组1"), for
// printing beside the names of the first round. It is nil for any other
// stage, and when the qualifiers do not fill every group's places evenly
// (then the seeds are not group places).
func SeatLabels(ev *scoring.Event, st *scoring.Stage) map[int]string {
	if st.Seeding != "crossover" || st.From == "" {
		return nil
	}
	from := ev.Stage(st.From)
	if from == nil || len(from.Groups) < 2 || len(st.Order)%len(from.Groups) != 0 {
		return nil
	}
	g := len(from.Groups)
	out := map[int]string{}
	for i, no := range st.Order {
		grp := from.Groups[i%g]
		if !slices.Contains(grp.Players, no) {
			return nil // not in group order: the seeds are not group places
		}
		out[no] = fmt.Sprintf("%s%d", grp.ID, i/g+1)
	}
	return out
}

// Reached says how far each player who is out got: 冠军 for the champion,
// else the round of the match that put the player out, or for the two of
// a third-place or placement match that match and its outcome
// (三四名决赛胜, 三四名决赛负): it decided their places. Players still in
// may have an entry (a first loss in a double elimination): the places say
// who is out. The workbook's places sheet and the pages' say the same.
func Reached(lang string, ks *knockout.State) map[int]string {
	out := map[int]string{}
	lastK := map[int]int{}
	for i := range ks.Matches {
		m := &ks.Matches[i]
		if m.Skipped || !m.Decided() || m.Section == "places" || m.Section == "third" {
			continue
		}
		var losers []int
		switch {
		case m.Winner == knockout.Bye && m.Game != nil: // both forfeited
			losers = m.Players[:]
		case m.Loser > 0:
			losers = []int{m.Loser}
		}
		for _, p := range losers {
			if p > 0 && m.K >= lastK[p] {
				lastK[p], out[p] = m.K, RoundTitle(lang, ks, m, false)
			}
		}
	}
	// A third-place or placement match decided the places of its two: it
	// is what they reached last ("三四名决赛胜"), not the semi-final both
	// lost, which would leave places 3 and 4 unexplained.
	for i := range ks.Matches {
		m := &ks.Matches[i]
		if m.Skipped || !m.Decided() || m.Section != "places" && m.Section != "third" {
			continue
		}
		title := RoundTitle(lang, ks, m, false)
		if m.Winner > 0 {
			out[m.Winner] = title + L(lang, "胜", " won")
		}
		if m.Loser > 0 {
			out[m.Loser] = title + L(lang, "负", " lost")
		}
	}
	if ks.Champion > 0 {
		out[ks.Champion] = L(lang, "冠军", "champion")
	}
	return out
}

// SectionOrder orders a bracket's sections for display: the rounds of the
// main bracket (or the winners' bracket) first, then the final, then the
// matches off it (third place, placements, the losers' bracket).
func SectionOrder(section string) int {
	switch section {
	case "main", "winners":
		return 0
	case "final":
		return 1
	}
	return 2
}
