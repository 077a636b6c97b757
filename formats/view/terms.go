package view

import "github.com/xiangqi-org/xqt/scoring"

// TermKey names a word that every renderer prints, the terminal, the
// workbook, the pages and the JSON: a result, a mark beside a name, the
// name of a decision. Term gives it in one language; each is defined once,
// here, so the renderers cannot drift apart.
type TermKey string

// The terms. The English is lower case, as it stands inside a line; a
// renderer capitalises it where a line or a heading begins.
const (
	TermRedWins       TermKey = "red-wins"       // 红胜: a result, 1-0
	TermBlackWins     TermKey = "black-wins"     // 黑胜: 0-1
	TermDraw          TermKey = "draw"           // 和: =
	TermBlackForfeits TermKey = "black-forfeits" // 黑弃权: +-, red wins without play
	TermRedForfeits   TermKey = "red-forfeits"   // 红弃权: -+, black wins without play
	TermBothForfeit   TermKey = "both-forfeit"   // 双弃权: --
	TermBye           TermKey = "bye"            // 轮空
	TermQualified     TermKey = "qualified"      // 出线: went on to the next stage
	TermWithdrawn     TermKey = "withdrawn"      // 退赛 (articles 20.3, 20.4)
	TermSub           TermKey = "sub"            // 替补: a team's substitute (12.2)
	TermPlayoff       TermKey = "play-off"       // 加赛: deciding a shared place (15.6)
	TermExtra         TermKey = "extra"          // 加赛: a tie-break game of a match
	TermLots          TermKey = "lots"           // 抽签: lots deciding a tied match
)

// terms are the words of each term, Chinese and English.
var terms = map[TermKey][2]string{
	TermRedWins:       {"红胜", "red wins"},
	TermBlackWins:     {"黑胜", "black wins"},
	TermDraw:          {"和", "draw"},
	TermBlackForfeits: {"黑弃权", "black forfeits"},
	TermRedForfeits:   {"红弃权", "red forfeits"},
	TermBothForfeit:   {"双弃权", "both forfeit"},
	TermBye:           {"轮空", "bye"},
	TermQualified:     {"出线", "qualified"},
	TermWithdrawn:     {"退赛", "withdrawn"},
	TermSub:           {"替补", "sub."},
	TermPlayoff:       {"加赛", "play-off"},
	TermExtra:         {"加赛", "extra"},
	TermLots:          {"抽签", "lots"},
}

// Terms lists the terms, for a test or a glossary, in the order above.
var Terms = []TermKey{TermRedWins, TermBlackWins, TermDraw, TermBlackForfeits, TermRedForfeits, TermBothForfeit,
	TermBye, TermQualified, TermWithdrawn, TermSub, TermPlayoff, TermExtra, TermLots}

// Term is the word of key in lang ("en", else Chinese); "" for a key that
// is not a term.
func Term(key TermKey, lang string) string {
	w := terms[key]
	return L(lang, w[0], w[1])
}

// Both is the term in Chinese and English, as the terminal prints it
// beside a name or in a cell: 轮空 bye.
func Both(key TermKey) string { return Term(key, "zh") + " " + Term(key, "en") }

// ResultTerm is the term of a game's result ("" for no result): the words
// score sheets write, which scoring.ParseResult reads back.
func ResultTerm(r scoring.Result) TermKey {
	switch r {
	case scoring.RedWins:
		return TermRedWins
	case scoring.BlackWins:
		return TermBlackWins
	case scoring.Draw:
		return TermDraw
	case scoring.RedForfeit:
		return TermBlackForfeits
	case scoring.BlackForfeit:
		return TermRedForfeits
	case scoring.DoubleForfeit:
		return TermBothForfeit
	}
	return ""
}
