package scoring

import (
	"fmt"
	"strings"
	"unicode"
)

// Side is the colour a player has in a game: red 红 moves first, black 黑 second.
type Side int8

// The sides. NoSide is used for byes and absences.
const (
	NoSide Side = iota
	Red
	Black
)

// String returns "red", "black" or "".
func (s Side) String() string {
	switch s {
	case Red:
		return "red"
	case Black:
		return "black"
	}
	return ""
}

// Other returns the opposite side.
func (s Side) Other() Side {
	switch s {
	case Red:
		return Black
	case Black:
		return Red
	}
	return NoSide
}

// Result is the result of one game from red's view, as written on the result
// sheet. The zero value means no result has been entered yet.
type Result int8

// The results of a game (article 14 and the forfeit marks of 21.4).
const (
	NoResult      Result = iota
	RedWins              // 1-0 红胜
	BlackWins            // 0-1 黑胜
	Draw                 // = 和
	RedForfeit           // +- red wins without play (black forfeits)
	BlackForfeit         // -+ black wins without play (red forfeits)
	DoubleForfeit        // -- both lose without play
)

var resultText = [...]string{"", "1-0", "0-1", "=", "+-", "-+", "--"}

// String returns the canonical text: "1-0", "0-1", "=", "+-", "-+", "--", or "" for no result.
func (r Result) String() string {
	if int(r) < len(resultText) {
		return resultText[r]
	}
	return fmt.Sprintf("Result(%d)", int8(r))
}

// Chinese returns the result as Chinese score sheets write it.
func (r Result) Chinese() string {
	switch r {
	case RedWins:
		return "红胜"
	case BlackWins:
		return "黑胜"
	case Draw:
		return "和"
	case RedForfeit:
		return "黑弃权"
	case BlackForfeit:
		return "红弃权"
	case DoubleForfeit:
		return "双弃权"
	}
	return ""
}

// Played reports whether the game was played over the board.
func (r Result) Played() bool { return r == RedWins || r == BlackWins || r == Draw }

// Outcome returns what the result means for the given side.
func (r Result) Outcome(s Side) Outcome {
	var red Outcome
	switch r {
	case RedWins, RedForfeit:
		red = Win
	case BlackWins, BlackForfeit:
		red = Loss
	case Draw:
		red = DrawOutcome
	case DoubleForfeit:
		return Loss
	default:
		return Pending
	}
	if s == Black {
		return red.Reverse()
	}
	return red
}

// ResultSpelling is one result with the ways organisers write it.
type ResultSpelling struct {
	Result  Result
	Meaning string   // in English, e.g. "red wins"
	Forms   []string // the accepted spellings, the canonical text first
}

// resultSpellings lists every accepted spelling, in the order help and
// error messages show them. Matching ignores case and spaces, and reads
// full-width characters (１-０, １：０) and the dashes a Chinese keyboard or a
// word processor makes (– — － −) as their ASCII forms, so only those are
// listed here.
var resultSpellings = []ResultSpelling{
	{RedWins, "red wins", []string{"1-0", "1:0", "2-0", "2:0", "红胜", "黑负", "先胜", "后负", "红", "r", "red"}},
	{BlackWins, "black wins", []string{"0-1", "0:1", "0-2", "0:2", "黑胜", "红负", "后胜", "先负", "黑", "b", "black"}},
	{Draw, "draw", []string{"=", "½-½", "1/2-1/2", "0.5-0.5", "0.5:0.5", "1/2", "1-1", "1:1", "和", "和棋", "和局", "d", "draw"}},
	{RedForfeit, "red wins without play (black forfeits)", []string{"+-", "+:-", "+/-", "黑弃权"}},
	{BlackForfeit, "black wins without play (red forfeits)", []string{"-+", "-:+", "-/+", "红弃权"}},
	{DoubleForfeit, "both forfeit", []string{"--", "-:-", "-/-", "双弃权"}},
}

// ResultSpellings returns every accepted spelling of each result, canonical
// text first, so help texts list exactly what ParseResult reads.
func ResultSpellings() []ResultSpelling {
	out := make([]ResultSpelling, len(resultSpellings))
	for i, s := range resultSpellings {
		s.Forms = append([]string(nil), s.Forms...)
		out[i] = s
	}
	return out
}

// resultWords maps every accepted spelling, normalised, to its result.
var resultWords = func() map[string]Result {
	m := map[string]Result{}
	for _, s := range resultSpellings {
		for _, f := range s.Forms {
			m[normResult(f)] = s.Result
		}
	}
	return m
}()

// normResult folds a typed result for lookup: no spaces, lower case,
// full-width ASCII (U+FF01-U+FF5E) to ASCII, every dash and minus sign to
// "-", ratio and small colons to ":".
func normResult(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			continue
		case r >= 0xFF01 && r <= 0xFF5E:
			r -= 0xFEE0
		case r >= 0x2010 && r <= 0x2015, r == 0x2212, r == 0xFE58, r == 0xFE63, r == 0x2E3A, r == 0x2E3B:
			r = '-'
		case r == 0x2236, r == 0xFE55:
			r = ':'
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// ParseResult reads a result the way organisers write it, from red's view:
// "1-0" "0-1" "=" (also "1:0", "½-½", "2-0", "1-1"), 红胜 黑胜 和, 红负 (red
// loses: black wins) and 黑负, "+-" and "-+" for a forfeit (the "+" side wins
// without play), "--" for a double forfeit; full-width digits and any dash
// (１-０, 1–0, 1—0, １：０) read as their ASCII forms. ResultSpellings lists
// every form. An empty string or "*" clears the result.
func ParseResult(s string) (Result, error) {
	t := normResult(s)
	if t == "" || t == "*" {
		return NoResult, nil
	}
	if r, ok := resultWords[t]; ok {
		return r, nil
	}
	return NoResult, &UnknownResultError{Text: s}
}

// UnknownResultError is the error of ParseResult for a text it cannot read.
type UnknownResultError struct {
	Text string
}

// Error names the text and lists the accepted forms.
func (e *UnknownResultError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "unknown result %q: write one of", e.Text)
	for i, s := range resultSpellings {
		if i > 0 {
			b.WriteString(";")
		}
		fmt.Fprintf(&b, " %s (%s)", strings.Join(s.Forms, " "), s.Meaning)
	}
	b.WriteString("; full-width digits and dashes are fine (１-０, 1–0)")
	return b.String()
}

// Outcome is a game's outcome for one player.
type Outcome int8

// The outcomes. Pending means the result is not known yet.
const (
	Pending Outcome = iota
	Win
	DrawOutcome
	Loss
)

// Reverse returns the opponent's outcome.
func (o Outcome) Reverse() Outcome {
	switch o {
	case Win:
		return Loss
	case Loss:
		return Win
	}
	return o
}

// String returns "win", "draw", "loss" or "pending".
func (o Outcome) String() string {
	return [...]string{"pending", "win", "draw", "loss"}[o]
}
