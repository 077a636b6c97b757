package view

import (
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// Match is one pairing of a round as every view shows it: the board (the
// table number `xqt result` takes), the players, the result, and the
// games of a match of several games, each in its own colours.
type Match struct {
	Board      int
	Red, Black int // the players; Red has red in the first game
	Group      string
	// Result is the result from Red's view as entered. Implied is the
	// result the standings give an open game (Context.Implied: the
	// forfeit a withdrawal makes of it, NoResult for a cancelled one)
	// when HasImplied.
	Result     scoring.Result
	Implied    scoring.Result
	HasImplied bool
	// Games are the games of a match of several, in order, each result
	// from that game's red player's view; nil for a single game and for a
	// match entered by its result alone (ByResult).
	Games    []scoring.MatchGame
	ByResult bool
	// Regular is the number of regular games of the format; the games
	// past it, and games of a named kind, are tie-break games.
	Regular int
	// Lots is the player who won the lots, LotsByTool whether xqt drew
	// them (`xqt draw --lots`) rather than the arbiter in the hall.
	Lots       int
	LotsByTool bool
	// Winner is the player who goes through (a knockout), 0 otherwise.
	Winner int
	// ko and km are the knockout and the match, nil for other systems.
	ko *knockout.State
	km *knockout.MatchInfo
	// TeamBoard is the board within a team match (1 to the stage's
	// boards); Board stays the table number across the round.
	TeamBoard int
	// Sub marks a team board's players who are their team's substitutes
	// 替补 (scoring.Team.Subs).
	Sub [2]bool
	// Next is the game a knockout match of several needs next, while it
	// is undecided: its number, kind and colours (none for an armageddon
	// game, whose colours its Chooser picks); nil otherwise.
	Next *scoring.NextGame
}

// Title names a knockout match off the main line: 三四名决赛, 5-8名 ...;
// "" for the others.
func (m Match) Title(lang string) string {
	if m.km == nil || m.km.Section == "main" || m.km.Section == "winners" || m.km.Final {
		return ""
	}
	return RoundTitle(lang, m.ko, m.km, false)
}

// Knockout reports whether the match is a knockout's (it has a winner
// who goes through, no points).
func (m Match) Knockout() bool { return m.km != nil }

// Multi reports whether the match has games of its own to list.
func (m Match) Multi() bool { return len(m.Games) > 0 }

// NewMatch is game g of round k (0-based in the context) as the views
// show it; f is its match format (the stage's, or the knockout match's),
// ks the knockout worked out (nil for other systems).
func (c *Context) NewMatch(ev *scoring.Event, k int, g scoring.Game, f scoring.MatchFormat, ks *knockout.State, round int) Match {
	m := Match{Board: g.Board, TeamBoard: g.TeamBoard, Red: g.Red, Black: g.Black, Group: g.Group, Result: g.Result, Lots: g.Lots, LotsByTool: g.LotsSeed != 0, Regular: max(f.Games, 1)}
	if g.Result == scoring.NoResult && len(g.Games) == 0 && k >= 0 && k+1 < len(c.Standings) {
		m.Implied, m.HasImplied = c.Implied(k, g)
	}
	if len(g.Games) > 0 && (len(g.Games) > 1 || f.Games > 1 || g.Games[0].Kind != "") {
		m.Games = g.Games
	}
	m.ByResult = len(g.Games) == 0 && f.Games > 1 && g.Result != scoring.NoResult
	if ks != nil {
		if km := ks.MatchAt(round, g.Board); km != nil {
			m.Regular = max(km.Format.Games, 1)
			if km.Winner > 0 {
				m.Winner = km.Winner
			}
			m.ko, m.km = ks, km
			if km.Winner == 0 && (len(g.Games) > 0 || g.Result == scoring.NoResult) {
				if st, err := km.Format.Decide(g); err == nil {
					m.Next = st.Next
				}
			}
		}
	}
	for i, no := range []int{g.Red, g.Black} {
		if t := ev.FindTeam(ev.TeamOf(no)); t != nil && slices.Contains(t.Subs, no) {
			m.Sub[i] = true
		}
	}
	return m
}

// Matches are the games of round k (0-based in the context) as the views
// show them (NewMatch), in board order.
func (c *Context) Matches(ev *scoring.Event, k int) []Match {
	r := c.Rounds[k]
	var out []Match
	for _, g := range r.Games {
		f := scoring.MatchFormat{Games: 1}
		if c.KO == nil {
			if mf, err := scoring.StageMatchFormat(c.Stage, r.Number, false); err == nil {
				f = mf
			}
		}
		out = append(out, c.NewMatch(ev, k, g, f, c.KO, r.Number))
	}
	return out
}

// GameText is one game of a match in its own colours: "红胜", "和" (zh),
// "1-0", "=" (en); a tie-break game with its kind first ("加赛 红胜",
// "和棋先手负 和").
func (m Match) GameText(lang string, i int) string { return m.gameText(lang, lang, i) }

// gameText is GameText with the result in the words of resLang and the
// kind in those of lang.
func (m Match) gameText(resLang, lang string, i int) string {
	mg := m.Games[i]
	t := ResultText(resLang, mg.Result)
	if i >= m.Regular || mg.Kind != "" {
		t = GameKind(lang, mg.Kind) + " " + t
	}
	return t
}

// Score is the game points of Red and Black over every game of the match
// (win 1, draw ½ each, a forfeit 1 to the winner): "1½:½".
func (m Match) Score() string {
	var half [2]int
	for _, mg := range m.Games {
		side := 0
		if mg.Red != m.Red {
			side = 1
		}
		switch mg.Result.Outcome(scoring.Red) {
		case scoring.Win:
			half[side] += 2
		case scoring.DrawOutcome:
			half[0]++
			half[1]++
		case scoring.Loss:
			if mg.Result != scoring.DoubleForfeit {
				half[1-side] += 2
			}
		}
	}
	return Half(half[0]) + ":" + Half(half[1])
}

// Half writes a count of half points: "1½", "½", "2".
func Half(h int) string { return scoring.Halves(h) }

// Text is the result cell of the match: a single game's result ("红胜",
// "1-0", a forfeit, the implied forfeit of a withdrawal), or the games in
// order with their colours and the game points of the players as listed,
// "红胜 和 | 1½:½", then the lots and who drew them ("抽签（裁判抽取）：
// 王天一胜"). A match entered by its result alone says so: "红胜（仅录入
// 比赛结果）". name gives a player's name.
func (m Match) Text(lang string, name func(no int) string) string { return m.text(lang, lang, name) }

// CodeText is Text for the terminal, where results are the codes an
// organiser types: each result as its code (1-0, =, 0-1, +-), the kinds
// of tie-break games and the lots in Chinese ("1-0 0-1 和棋先手负 = | 1½:1½").
func (m Match) CodeText(name func(no int) string) string { return m.text("en", "zh", name) }

// text is Text with the results in the words of resLang, the rest in
// those of lang.
func (m Match) text(resLang, lang string, name func(no int) string) string {
	var t string
	switch {
	case m.Multi():
		var parts []string
		for i := range m.Games {
			parts = append(parts, m.gameText(resLang, lang, i))
		}
		t = strings.Join(parts, " ") + " | " + m.Score()
	case m.Result == scoring.NoResult && m.HasImplied && m.Implied == scoring.NoResult:
		t = "*"
	case m.Result == scoring.NoResult && m.HasImplied:
		t = ResultText(resLang, m.Implied)
	case m.Result == scoring.NoResult:
	default:
		t = ResultText(resLang, m.Result)
		if m.ByResult {
			t += L(lang, "（仅录入比赛结果）", " (match result only)")
		}
	}
	if m.Lots != 0 {
		by := L(lang, "裁判抽取", "drawn by the arbiter")
		if m.LotsByTool {
			by = L(lang, "xqt 抽取", "drawn by xqt")
		}
		t += L(lang, "，"+Term(TermLots, "zh")+"（"+by+"）："+name(m.Lots)+"胜", ", "+Term(TermLots, "en")+" ("+by+") won by "+name(m.Lots))
	}
	return t
}

// GamesText lists the games of a match of several in their own colours
// ("红胜 和 加赛 黑胜") and the lots, without the game points: for a bracket,
// whose seats carry the points.
func (m Match) GamesText(lang string, name func(no int) string) string {
	var parts []string
	for i := range m.Games {
		parts = append(parts, m.GameText(lang, i))
	}
	t := strings.Join(parts, " ")
	if m.Lots != 0 {
		t += L(lang, "，"+Term(TermLots, "zh")+"："+name(m.Lots)+"胜", ", "+Term(TermLots, "en")+" won by "+name(m.Lots))
	}
	return t
}

// SubMark is the mark after a substitute's name: "（替补）", " (sub.)".
func SubMark(lang string) string {
	return L(lang, "（"+Term(TermSub, "zh")+"）", " ("+Term(TermSub, "en")+")")
}

// ParseGames reads back the games of a result cell written by Text: the
// result of each game from its own red player's view, in order (the kind
// words of tie-break games skipped); a single result for a cell of one
// game. It is what a reader of any view can check against the event.
func ParseGames(cell string) []scoring.Result {
	left, _, _ := strings.Cut(cell, " | ")
	left, _, _ = strings.Cut(left, "，"+Term(TermLots, "zh"))
	left, _, _ = strings.Cut(left, ", "+Term(TermLots, "en"))
	left = strings.TrimSuffix(strings.TrimSuffix(left, "（仅录入比赛结果）"), " (match result only)")
	var out []scoring.Result
	for _, tok := range strings.Fields(left) {
		if r, ok := resultWords[tok]; ok {
			out = append(out, r)
		}
	}
	return out
}

// resultWords are the words of a result in a cell, both languages: the
// Chinese term and the score sheet's notation.
var resultWords = func() map[string]scoring.Result {
	m := map[string]scoring.Result{}
	for _, r := range []scoring.Result{scoring.RedWins, scoring.BlackWins, scoring.Draw, scoring.RedForfeit, scoring.BlackForfeit, scoring.DoubleForfeit} {
		m[Term(ResultTerm(r), "zh")], m[r.String()] = r, r
	}
	return m
}()

// GamesLegend says how a match's games are written (Match.Text), for the
// note under a round's pairings.
func GamesLegend(lang string) string {
	return L(lang, "多局制的对局栏按局序列出每局结果，各以该局执红者记（红胜＝该局执红者胜，每局换先）；竖线后为左、右两栏棋手的局分。",
		"A match's games are listed in order, each from that game's red player (1-0: red won that game; colours alternate); after the bar, the game points of the left and right players.")
}

// ScoreText is a short score of a match for brackets and lists of
// matches, from player first's view: the regular games' points ("2-1",
// "1½-½"), then each tie-break game by its kind ("和棋先手负 0-1") and
// the lots (抽签); a single game or a match entered by its result alone
// is its result (红胜, 1-0; a forfeit by its text); "" before any result.
func ScoreText(lang string, g scoring.Game, f scoring.MatchFormat, first int) string {
	return scoreText(lang, lang, g, f, first)
}

// CodeScoreText is ScoreText for the terminal: results as the codes an
// organiser types (1-0, =), the kinds of tie-break games and the lots in
// Chinese ("1-1 和棋先手负 0-1").
func CodeScoreText(g scoring.Game, f scoring.MatchFormat, first int) string {
	return scoreText("en", "zh", g, f, first)
}

// scoreText is ScoreText with a single game's result in the words of
// resLang, the rest in those of lang.
func scoreText(resLang, lang string, g scoring.Game, f scoring.MatchFormat, first int) string {
	res := g.Result
	if first != g.Red {
		res = Flip(res)
	}
	games := scoring.MatchGames(g)
	st, err := f.Decide(g)
	switch {
	case len(games) == 0:
		return ""
	case err != nil || len(g.Games) == 0 || f.Games <= 1 && len(games) == 1:
		if !res.Played() || resLang != "en" {
			return ResultText(resLang, res)
		}
		return res.String()
	}
	a, b := st.Score[0], st.Score[1]
	if first != g.Red {
		a, b = b, a
	}
	parts := []string{Half(a) + "-" + Half(b)}
	for _, mg := range games[min(f.Games, len(games)):] {
		w := "½-½"
		switch o := mg.Result.Outcome(scoring.Red); {
		case o == scoring.Win && mg.Red == first, o == scoring.Loss && mg.Red != first:
			w = "1-0"
		case o == scoring.Win, o == scoring.Loss:
			w = "0-1"
		}
		parts = append(parts, GameKind(lang, mg.Kind)+" "+w)
	}
	if g.Lots != 0 {
		parts = append(parts, Term(TermLots, lang))
	}
	return strings.Join(parts, " ")
}
