package trf

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// FromEvent turns one stage of an xqt event into a TRF-16 tournament (red is
// white), so other programs can cross-check its pairings and standings: the
// header lines (012 name, 022 site, 042/052 dates, 102 arbiter, XXR rounds),
// BBx lines when the points are not 1/0.5/0, and a 001 line per player of
// the stage with every round of the stage. A forfeit is "+"/"-" against the
// scheduled opponent, a pairing-allocated bye "U", a half-point bye "H", an
// absence "Z"; a game still without a result is left blank. Points must be
// whole tenths, as TRF writes them.
func FromEvent(ev *scoring.Event, st *scoring.Stage) (*Tournament, error) {
	t := &Tournament{Name: ev.Name, TotalRounds: st.Rounds}
	add := func(code, text string) {
		if text != "" {
			t.Header = append(t.Header, Line{Code: code, Text: code + " " + text})
		}
	}
	add("012", ev.Name)
	add("022", ev.Site)
	add("042", strings.ReplaceAll(ev.Start, "-", "/"))
	add("052", strings.ReplaceAll(ev.End, "-", "/"))
	add("102", ev.Arbiter)
	tb := ev.TableFor(st)
	tenths := func(what string, p scoring.Points) (Points, error) {
		if p%10 != 0 {
			return 0, fmt.Errorf("points for %s (%s) are not whole tenths: TRF cannot write them", what, p)
		}
		return Points(p / 10), nil
	}
	var ps PointSystem
	var errs []error
	for _, f := range []struct {
		what string
		from scoring.Points
		to   *Points
	}{{"a win", tb.WinRed, &ps.Win}, {"a draw", tb.DrawRed, &ps.Draw}, {"a loss", tb.LossRed, &ps.Loss},
		{"an absence", tb.ZeroBye, &ps.ZeroBye}, {"a forfeit loss", tb.ForfeitLoss, &ps.ForfeitLoss}, {"a bye", tb.Bye, &ps.PAB}} {
		v, err := tenths(f.what, f.from)
		if err != nil {
			errs = append(errs, err)
		}
		*f.to = v
	}
	if len(errs) > 0 {
		return nil, errs[0]
	}
	t.Points = ps
	if ps != DefaultPoints {
		t.PointsGiven = true
		for _, l := range []struct {
			code string
			p    Points
		}{{"BBW", ps.Win}, {"BBD", ps.Draw}, {"BBL", ps.Loss}, {"BBZ", ps.ZeroBye}, {"BBF", ps.ForfeitLoss}, {"BBU", ps.PAB}} {
			t.Header = append(t.Header, Line{Code: l.code, Text: fmt.Sprintf("%s %4s", l.code, l.p)})
		}
	}
	if st.Rounds > 0 {
		t.Header = append(t.Header, Line{Code: "XXR", Text: fmt.Sprintf("XXR %d", st.Rounds)})
	}
	topSeed := pairing.TopSeedColour(st) // a Swiss: the top seed's colour in round 1 (XXC)
	if topSeed && st.Options["baku"] == "true" {
		t.Baku, t.System = true, "FIDE_DUTCH_BAKU"
		t.Header = append(t.Header, Line{Code: "192", Text: "192 FIDE_DUTCH_BAKU"})
	}
	if topSeed {
		// The colour of the top-ranked player in round 1 (red is white).
		t.InitialColour = 'w'
		first := "white1"
		if st.Options["first-colour"] == "black" {
			t.InitialColour, first = 'b', "black1"
		}
		t.Header = append(t.Header, Line{Code: "XXC", Text: "XXC " + first})
	}
	var players []scoring.Player
	if len(st.Players) == 0 {
		players = ev.Players
	} else {
		for _, no := range st.Players {
			if p := ev.Player(no); p != nil {
				players = append(players, *p)
			}
		}
	}
	rounds := ev.StageRounds(st.ID)
	recs := scoring.Records(players, rounds, tb, scoring.Options{RoundRobin: st.Scheduled()})
	for _, p := range players {
		rec := recs[p.No]
		tp := Player{No: p.No, Name: p.Name, Rating: p.Rating, FideID: p.ID}
		switch strings.ToUpper(p.Sex) {
		case "M", "男":
			tp.Sex = "m"
		case "F", "W", "女":
			tp.Sex = "w"
		}
		total, err := tenths("a player's total", rec.Total)
		if err != nil {
			return nil, err
		}
		tp.Points = total
		for _, e := range rec.Entries {
			tp.Games = append(tp.Games, entryGame(e))
		}
		t.Players = append(t.Players, tp)
	}
	return t, nil
}

// entryGame writes one round of a player as a TRF round column.
func entryGame(e scoring.Entry) Game {
	colour := byte('-')
	switch e.Side {
	case scoring.Red:
		colour = 'w'
	case scoring.Black:
		colour = 'b'
	}
	g := Game{Opponent: e.Opponent, Colour: colour}
	switch e.Kind {
	case scoring.KindPlayed:
		g.Result = map[scoring.Outcome]byte{scoring.Win: '1', scoring.DrawOutcome: '=', scoring.Loss: '0'}[e.Outcome]
	case scoring.KindForfeitWin:
		g.Result = '+'
	case scoring.KindForfeitLoss, scoring.KindDoubleForfeit:
		g.Result = '-'
	case scoring.KindBye:
		g = Game{Colour: '-', Result: 'U'}
	case scoring.KindHalfBye:
		g = Game{Colour: '-', Result: 'H'}
	case scoring.KindPending:
		g.Result = ' '
	default: // absent, cancelled
		g = Game{Colour: '-', Result: 'Z'}
	}
	return g
}
