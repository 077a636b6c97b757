package tiebreak

import "github.com/xiangqi-org/xqt/scoring"

const playedKind = scoring.KindPlayed

// single is one single game of a pairing, from one player's view.
type single struct {
	outcome scoring.Outcome
	side    scoring.Side
	played  bool
	fouls   int
}

// singles returns the single games of player i in round r: the games of a
// multi-game match, or the one game of the entry.
func (c *calc) singles(i, r int) []single {
	e := &c.recs[i].Entries[r]
	switch e.Kind {
	case scoring.KindPlayed, scoring.KindForfeitWin, scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
	default:
		return nil
	}
	g, _ := c.game(i, r)
	if g == nil || len(g.Games) == 0 {
		return []single{{outcome: e.Outcome, side: e.Side, played: e.Kind == scoring.KindPlayed, fouls: e.Fouls}}
	}
	no := c.nos[i]
	out := make([]single, 0, len(g.Games))
	for _, mg := range g.Games {
		s := scoring.Black
		if mg.Red == no {
			s = scoring.Red
		}
		f := mg.Fouls[1]
		if s == scoring.Red {
			f = mg.Fouls[0]
		}
		out = append(out, single{outcome: mg.Result.Outcome(s), side: s, played: mg.Result.Played(), fouls: f})
	}
	if e.Kind != scoring.KindPlayed {
		// The whole pairing was forfeited after all: its games are unplayed.
		for k := range out {
			out[k].played = false
		}
	}
	return out
}

// countSingles counts the single games of player i that satisfy ok.
func (c *calc) countSingles(i int, ok func(s single) bool) int64 {
	var n int64
	for r := 0; r < c.nr; r++ {
		for _, s := range c.singles(i, r) {
			if ok(s) {
				n++
			}
		}
	}
	return n
}

// wins is 胜局 counting every win (FIDE WIN): over the board, by forfeit, and
// pairing-allocated byes.
func wins(c *calc, i int, _ mods) Value {
	n := c.countSingles(i, func(s single) bool { return s.outcome == scoring.Win })
	for _, e := range c.entries(i) {
		if e.Kind == scoring.KindBye && e.Outcome == scoring.Win {
			n++ // a round-robin bye scores nothing and is no win
		}
	}
	return Int(n)
}

// winsForfeit is 胜局 with forfeit wins but without byes.
func winsForfeit(c *calc, i int, _ mods) Value {
	return Int(c.countSingles(i, func(s single) bool { return s.outcome == scoring.Win }))
}

// won is FIDE WON: games won over the board.
func won(c *calc, i int, _ mods) Value {
	return Int(c.countSingles(i, func(s single) bool { return s.outcome == scoring.Win && s.played }))
}
