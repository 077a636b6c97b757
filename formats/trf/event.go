package trf

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// Event converts a parsed tournament into an event: the players of the 001
// lines, one stage with every round of the round columns (white is red), the
// points system of 162/BBx, and the header facts (012 name, 022 place,
// 042/052 dates, 102 chief arbiter). The stage ranks with the "fide"
// tiebreak preset, so standings follow FIDE C.07 article 16 in the edition
// the start date picks. Inconsistent round columns (an opponent whose line
// does not point back, clashing colours or results) are errors naming both
// lines; every problem is reported at once.
func (t *Tournament) Event() (*scoring.Event, error) {
	ev := &scoring.Event{Name: t.Name, Edition: "cxa2011", Points: t.table()}
	for _, h := range t.Header {
		v := strings.TrimSpace(field(h.Text, 4, len(h.Text)))
		switch h.Code {
		case "022":
			ev.Site = v
		case "042":
			ev.Start = isoDate(v)
		case "052":
			ev.End = isoDate(v)
		case "102":
			ev.Arbiter = v
		}
	}
	players := append([]Player(nil), t.Players...)
	sort.SliceStable(players, func(a, b int) bool { return players[a].No < players[b].No })
	for _, p := range players {
		ev.Players = append(ev.Players, scoring.Player{No: p.No, Name: p.Name, Rating: p.Rating,
			Sex: strings.TrimSpace(p.Sex), ID: strings.TrimSpace(p.FideID), Club: strings.TrimSpace(p.Fed)})
	}
	nr := t.Rounds()
	planned := t.TotalRounds
	if planned < nr {
		planned = nr
	}
	st := scoring.Stage{ID: "main", Name: t.Name, System: scoring.Swiss, Rounds: planned, Tiebreaks: []string{"fide"},
		Options: map[string]string{"unplayed": "fide"}}
	if strings.Contains(strings.ToUpper(t.System), "DUTCH") {
		st.Options["swiss"] = "dutch"
	}
	ev.Stages = []scoring.Stage{st}

	var errs []error
	for r := 0; r < nr; r++ {
		rd := scoring.Round{Number: r + 1, Stage: "main"}
		for _, p := range players {
			g := gameAt(p, r)
			if g.Opponent == 0 {
				switch g.Result {
				case 'U', 'F':
					rd.Byes = append(rd.Byes, p.No)
				case 'H':
					rd.HalfByes = append(rd.HalfByes, p.No)
				case 'Z', '-', ' ', 0:
					rd.Absent = append(rd.Absent, p.No)
				default:
					errs = append(errs, &LineError{Line: p.LineNo, Column: roundColumn(r), Err: fmt.Errorf("round %d: result %q needs an opponent", r+1, g.Result)})
				}
				continue
			}
			q := t.Player(g.Opponent)
			if q == nil {
				errs = append(errs, &LineError{Line: p.LineNo, Column: roundColumn(r), Err: fmt.Errorf("round %d: opponent %d has no 001 line", r+1, g.Opponent)})
				continue
			}
			h := gameAt(*q, r)
			if h.Opponent != p.No {
				errs = append(errs, &LineError{Line: p.LineNo, Column: roundColumn(r), Err: fmt.Errorf("round %d: player %d meets %d, but line %d gives %d's opponent as %d", r+1, p.No, q.No, q.LineNo, q.No, h.Opponent)})
				continue
			}
			// Each game once: from white's line, or from the lower start
			// number when the columns carry no colour.
			if g.Colour == h.Colour && (g.Colour == 'w' || g.Colour == 'b') {
				if p.No < q.No {
					errs = append(errs, &LineError{Line: p.LineNo, Column: roundColumn(r), Err: fmt.Errorf("round %d: players %d and %d both have colour %q", r+1, p.No, q.No, g.Colour)})
				}
				continue
			}
			white := g.Colour == 'w' || (g.Colour != 'b' && h.Colour != 'w' && p.No < q.No)
			if !white {
				continue
			}
			res, err := pairResult(g.Result, h.Result)
			if err != nil {
				errs = append(errs, &LineError{Line: p.LineNo, Column: roundColumn(r), Err: fmt.Errorf("round %d: players %d and %d: %w", r+1, p.No, q.No, err)})
				continue
			}
			rd.Games = append(rd.Games, scoring.Game{Board: len(rd.Games) + 1, Red: p.No, Black: q.No, Result: res})
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	// The points column must be what the round columns add up to: a file
	// where they differ was edited by hand or written wrongly, and which of
	// the two is right cannot be told (bbpPairings refuses it too).
	for _, p := range players {
		if p.NoPoints {
			continue
		}
		var sum Points
		for _, g := range p.Games {
			sum += t.Points.ScoreOf(g)
		}
		if sum != p.Points {
			errs = append(errs, &LineError{Line: p.LineNo, Column: 81, Err: fmt.Errorf("player %d: the points column says %s, but the round columns add up to %s: correct the one that is wrong", p.No, p.Points, sum)})
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return ev, nil
}

func gameAt(p Player, r int) Game {
	if r < len(p.Games) {
		return p.Games[r]
	}
	return Game{Colour: ' ', Result: ' '}
}

// pairResult reads the result of a game from white's and black's codes.
func pairResult(w, b byte) (scoring.Result, error) {
	switch {
	case (w == '1' || w == 'W') && (b == '0' || b == 'L'):
		return scoring.RedWins, nil
	case (w == '0' || w == 'L') && (b == '1' || b == 'W'):
		return scoring.BlackWins, nil
	case (w == '=' || w == 'D') && (b == '=' || b == 'D'):
		return scoring.Draw, nil
	case w == '+' && b == '-':
		return scoring.RedForfeit, nil
	case w == '-' && b == '+':
		return scoring.BlackForfeit, nil
	case w == '-' && b == '-':
		return scoring.DoubleForfeit, nil
	case w == ' ' && b == ' ':
		return scoring.NoResult, nil
	}
	return scoring.NoResult, fmt.Errorf("results %q and %q do not fit together", w, b)
}

// table converts the TRF points system (tenths) to a points table, named
// after the preset it equals.
func (t *Tournament) table() scoring.Table {
	ps := t.Points
	pt := func(p Points) scoring.Points { return scoring.Points(p) * scoring.Unit / 10 }
	tb := scoring.Symmetric("", pt(ps.Win), pt(ps.Draw), pt(ps.Loss))
	tb.Bye = pt(ps.PAB)
	tb.ZeroBye = pt(ps.ZeroBye)
	tb.ForfeitLoss = pt(ps.ForfeitLoss)
	tb.DoubleForfeit = pt(ps.ForfeitLoss)
	for _, name := range []string{"fide", "cxa2011", "3-1-0"} {
		if p, err := scoring.Preset(name); err == nil {
			p.Name = ""
			if p == tb {
				tb.Name = name
				break
			}
		}
	}
	return tb
}

// isoDate turns the TRF date forms (YYYY/MM/DD, YY/MM/DD, YYYY.MM.DD) into
// YYYY-MM-DD; anything else is kept as written.
func isoDate(s string) string {
	d := strings.NewReplacer("/", "-", ".", "-").Replace(strings.TrimSpace(s))
	if len(d) == 8 && d[2] == '-' {
		d = "20" + d
	}
	return d
}

// roundColumn is where round r's column (from 0) starts on a 001 line,
// counted from 1.
func roundColumn(r int) int { return 92 + 10*r }
