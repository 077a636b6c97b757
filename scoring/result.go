package scoring

import (
	"fmt"
	"strings"
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

// resultWords maps every accepted spelling (lower-cased, spaces removed) to a result.
var resultWords = map[string]Result{
	"1-0": RedWins, "1:0": RedWins, "2-0": RedWins, "2:0": RedWins, "r": RedWins, "red": RedWins,
	"红胜": RedWins, "红": RedWins, "先胜": RedWins,
	"0-1": BlackWins, "0:1": BlackWins, "0-2": BlackWins, "0:2": BlackWins, "b": BlackWins, "black": BlackWins,
	"黑胜": BlackWins, "黑": BlackWins, "后胜": BlackWins,
	"=": Draw, "½-½": Draw, "1/2-1/2": Draw, "0.5-0.5": Draw, "1/2": Draw, "1-1": Draw, "1:1": Draw,
	"d": Draw, "draw": Draw, "和": Draw, "和棋": Draw,
	"+-": RedForfeit, "+:-": RedForfeit, "+/-": RedForfeit, "黑弃权": RedForfeit,
	"-+": BlackForfeit, "-:+": BlackForfeit, "-/+": BlackForfeit, "红弃权": BlackForfeit,
	"--": DoubleForfeit, "-:-": DoubleForfeit, "-/-": DoubleForfeit, "双弃权": DoubleForfeit,
}

// ParseResult reads a result the way organisers write it, from red's view:
// "1-0" "0-1" "=" (also "1:0", "½-½", "2-0", "1-1"), 红胜 黑胜 和, "+-" and "-+"
// for a forfeit (the "+" side wins without play), "--" for a double forfeit.
// An empty string or "*" clears the result.
func ParseResult(s string) (Result, error) {
	t := strings.ToLower(strings.Join(strings.Fields(s), ""))
	t = strings.ReplaceAll(t, "－", "-")
	t = strings.ReplaceAll(t, "：", ":")
	if t == "" || t == "*" {
		return NoResult, nil
	}
	if r, ok := resultWords[t]; ok {
		return r, nil
	}
	return NoResult, fmt.Errorf("unknown result %q: write 1-0 (red wins), 0-1 (black wins), = (draw), +- or -+ (forfeit, the + side wins), -- (both forfeit), or 红胜/黑胜/和", s)
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
