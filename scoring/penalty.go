package scoring

import (
	"fmt"
	"strconv"
	"strings"
)

// Penalty is what Player.Penalty records under article 18.4: how many
// warnings 警告 and disqualifications 取消资格 a player has.
type Penalty struct {
	Warnings, Disqualifications int
}

// penaltyWords are the spellings of the two penalties.
var penaltyWords = map[string]bool{ // true: disqualification
	"warning": false, "warnings": false, "警告": false,
	"disqualified": true, "disqualification": true, "disqualifications": true, "取消资格": true,
}

// ParsePenalty reads Player.Penalty: "" (none), or penalties separated by
// commas, each "warning" or "disqualified" (警告, 取消资格), with a count
// in front when there are several: "2 warnings", "warning, disqualified".
func ParsePenalty(s string) (Penalty, error) {
	var p Penalty
	if strings.TrimSpace(s) == "" {
		return p, nil
	}
	for _, item := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '，' || r == '、' }) {
		fields := strings.Fields(item)
		n := 1
		if len(fields) == 2 {
			if c, err := strconv.Atoi(fields[0]); err == nil {
				if c < 1 {
					return Penalty{}, fmt.Errorf("penalty %q: a count is from 1", s)
				}
				n, fields = c, fields[1:]
			}
		}
		word := ""
		if len(fields) == 1 {
			word = strings.ToLower(fields[0])
		}
		dq, ok := penaltyWords[word]
		switch {
		case !ok:
			return Penalty{}, fmt.Errorf("unknown penalty %q: use warning or disqualified (2 warnings for several)", strings.TrimSpace(item))
		case dq:
			p.Disqualifications += n
		default:
			p.Warnings += n
		}
	}
	return p, nil
}

// PenaltyOf is the player's penalty; a penalty the file check would refuse
// counts as one warning, so it still ranks the player below those without.
func PenaltyOf(p *Player) Penalty {
	pen, err := ParsePenalty(p.Penalty)
	if err != nil {
		return Penalty{Warnings: 1}
	}
	return pen
}

// None reports whether there is no penalty.
func (p Penalty) None() bool { return p.Warnings == 0 && p.Disqualifications == 0 }

// Compare orders penalties by severity: -1 when p is lighter than q (ranks
// above it in a tie), 0 when equal, 1 when heavier. A disqualification is
// heavier than any number of warnings; among equal disqualifications, more
// warnings are heavier.
func (p Penalty) Compare(q Penalty) int {
	switch {
	case p.Disqualifications != q.Disqualifications:
		return sign(p.Disqualifications - q.Disqualifications)
	default:
		return sign(p.Warnings - q.Warnings)
	}
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// FoulLimitOption is the stage option that sets how many fouls 犯规 in one
// game lose it (4.1.8: three; an event's own rules may say two).
const FoulLimitOption = "foul-limit"

// DefaultFoulLimit is the number of fouls in one game that lose it.
const DefaultFoulLimit = 3

// FoulLimit is the stage's foul limit: its FoulLimitOption, else
// DefaultFoulLimit. A value that is not a number from 1 is an error.
func (s *Stage) FoulLimit() (int, error) {
	v, ok := s.Options[FoulLimitOption]
	if !ok {
		return DefaultFoulLimit, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 1 {
		return DefaultFoulLimit, fmt.Errorf("stage %s: %s %q is not a number of fouls from 1 (three lose a game by the rules; an event may say two)", s.ID, FoulLimitOption, v)
	}
	return n, nil
}

// FoulResult is the result a game's fouls force at the limit: a player with
// limit fouls or more loses it (both: both lose, recorded as --). ok is
// false when neither player reached the limit.
func FoulResult(redFouls, blackFouls, limit int) (res Result, ok bool) {
	red, black := redFouls >= limit, blackFouls >= limit
	switch {
	case red && black:
		return DoubleForfeit, true
	case red:
		return BlackWins, true
	case black:
		return RedWins, true
	}
	return NoResult, false
}
