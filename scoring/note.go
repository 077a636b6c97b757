package scoring

import (
	"fmt"
	"strconv"
	"strings"
)

// NoteKind is what a round note records.
type NoteKind string

// The round notes a pairing leaves. Each is a fact a checker reads back as
// data and a view words in its language; prose is made from it when shown
// (RoundNote.String), never parsed back.
const (
	// NoteFixed: the organiser forced the pairing Red-Black (--fix).
	NoteFixed NoteKind = "fixed"
	// NoteRematch: the organiser allowed Red and Black to meet again on
	// Board (--allow-rematch); Met are the rounds they met before.
	NoteRematch NoteKind = "rematch"
	// NoteRelaxed: a last round relaxed Player's colour limit to keep
	// scores together: Player plays Side on Board, breaking Limit.
	NoteRelaxed NoteKind = "relaxed"
	// NoteByeGiven: the organiser gave Player the bye (--bye), which is
	// not the pairing bye.
	NoteByeGiven NoteKind = "bye-given"
	// NoteByeRequested: Player asked to sit the round out (--bye in the
	// CXA Swiss), scored a half bye when Half, else a zero bye.
	NoteByeRequested NoteKind = "bye-requested"
	// NoteFirstGameLot: game 1's colours of each pairing of several games
	// were drawn by lot (13.5 猜先, stage option first-game=lot) from Seed,
	// so they need not follow the table or the colour rules.
	NoteFirstGameLot NoteKind = "first-game-lot"
	// NoteImported: the round was read from a TRF file, paired by another
	// program: its colours and board order are that program's ('xqt check'
	// warns of them instead of refusing them).
	NoteImported NoteKind = "imported"
	// NoteText is a note in words only: one written by hand, or one an
	// older xqt wrote in words that no kind above matches.
	NoteText NoteKind = "text"
)

// NoteKinds lists the kinds, as the event file writes them.
var NoteKinds = []NoteKind{NoteFixed, NoteRematch, NoteRelaxed, NoteByeGiven, NoteByeRequested, NoteFirstGameLot, NoteImported, NoteText}

// ColourLimit is the colour rule a relaxed pairing breaks.
type ColourLimit string

// The colour limits (docs/rules.md 5.4).
const (
	LimitInARow     ColourLimit = "in-a-row"   // a third game in a row with one colour
	LimitDifference ColourLimit = "difference" // a colour difference beyond 2
)

// RoundNote is one note of a round: what its games and byes do not show
// about how it was paired.
type RoundNote struct {
	Kind       NoteKind
	Red, Black int         // fixed, rematch: the pair, red first
	Player     int         // relaxed, bye-given, bye-requested
	Board      int         // rematch, relaxed
	Side       Side        // relaxed: the colour Player plays
	Limit      ColourLimit // relaxed
	Met        []int       // rematch: the rounds they met in before
	Half       bool        // bye-requested: scored as a half bye
	Seed       int64       // first-game-lot: the lot's seed
	Text       string      // text
}

// String words the note in English, as 'xqt pair' prints it.
func (n RoundNote) String() string {
	switch n.Kind {
	case NoteFixed:
		return fmt.Sprintf("forced by the organiser: %d-%d", n.Red, n.Black)
	case NoteRematch:
		var met []string
		for _, k := range n.Met {
			met = append(met, strconv.Itoa(k))
		}
		return fmt.Sprintf("rematch allowed by the organiser: %d-%d (board %d; they met in round %s)", n.Red, n.Black, n.Board, strings.Join(met, ", "))
	case NoteRelaxed:
		limit := "colour difference beyond 2"
		if n.Limit == LimitInARow {
			limit = fmt.Sprintf("three %ss in a row", n.Side)
		}
		return fmt.Sprintf("colour limit relaxed: player %d %s on board %d (%s; last round, to keep scores together)", n.Player, n.Side, n.Board, limit)
	case NoteByeGiven:
		return fmt.Sprintf("bye given by the organiser: player %d", n.Player)
	case NoteByeRequested:
		if n.Half {
			return fmt.Sprintf("requested bye: player %d, scored as a half bye", n.Player)
		}
		return fmt.Sprintf("requested bye: player %d, scored as a zero bye", n.Player)
	case NoteFirstGameLot:
		return fmt.Sprintf("13.5 first-game colours by lot 猜先, seed %d", n.Seed)
	case NoteImported:
		return "imported from TRF: paired by another program"
	}
	return n.Text
}

// Has reports whether the round has a note of kind k that fn accepts (nil:
// any of that kind).
func (r *Round) Has(k NoteKind, fn func(RoundNote) bool) bool {
	for _, n := range r.Notes {
		if n.Kind == k && (fn == nil || fn(n)) {
			return true
		}
	}
	return false
}
