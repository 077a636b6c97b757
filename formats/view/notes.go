package view

import "github.com/xiangqi-org/xqt/scoring"

// NoteKind says what a line under a round's pairings is about.
type NoteKind int

// The lines under a round's pairings, in the order RoundNotes gives them.
const (
	NoteBye         NoteKind = iota // a Swiss bye, scored Note.Points
	NoteByeNoPoints                 // a round robin's bye, which scores nothing
	NoteByeThrough                  // a knockout bye: the player goes through
	NoteByeCard                     // a knockout card draw's K: goes through
	NoteHalfBye                     // requested half-point byes, scored Note.Points
	NoteAbsent                      // absent players, scored Note.Points
	NoteWithdrawn                   // players who withdrew before the round
	NoteOpenBoards                  // boards still without a result (Note.Boards)
	NoteRelaxed                     // a last Swiss round's relaxed colour limit (Note.Text)
)

// Note is one line under a round's pairings; the views word it.
type Note struct {
	Kind    NoteKind
	Players []int          // the players it names, in the round's order
	Points  scoring.Points // what a bye, half bye or absence scores
	Boards  []int          // NoteOpenBoards: the boards
	Text    string         // NoteRelaxed: the note in the language (RelaxText)
}

// RoundNotes lists what stands under round k (0-based) of the context:
// its byes, requested byes, absent players, the players who have withdrawn
// and are not in it, the open boards (when some but not all are open),
// and the colour limits a last Swiss round relaxed. open are the boards
// the view counts as without a result: OpenBoards(k, r), or r.Missing()
// for a view that lists a withdrawn player's open game too.
func (c *Context) RoundNotes(lang string, r scoring.Round, open []int, name func(no int) string) []Note {
	var notes []Note
	if len(r.Byes) > 0 {
		n := Note{Kind: NoteBye, Players: r.Byes, Points: c.Table.Bye}
		switch {
		case c.KO != nil && c.KO.Cards:
			n.Kind = NoteByeCard
		case c.KO != nil:
			n.Kind = NoteByeThrough
		case c.Stage.Scheduled(): // a fixed table's bye scores nothing (scoring.Records)
			n.Kind = NoteByeNoPoints
		}
		notes = append(notes, n)
	}
	if len(r.HalfByes) > 0 {
		notes = append(notes, Note{Kind: NoteHalfBye, Players: r.HalfByes, Points: c.Table.HalfBye})
	}
	if len(r.Absent) > 0 {
		notes = append(notes, Note{Kind: NoteAbsent, Players: r.Absent, Points: c.Table.ZeroBye})
	}
	in := map[int]bool{}
	for _, g := range r.Games {
		in[g.Red], in[g.Black] = true, true
	}
	for _, no := range append(append(append([]int{}, r.Byes...), r.HalfByes...), r.Absent...) {
		in[no] = true
	}
	var gone []int
	for _, p := range c.Players {
		if p.Withdrawn > 0 && p.Withdrawn <= r.Number && !in[p.No] {
			gone = append(gone, p.No)
		}
	}
	if len(gone) > 0 {
		notes = append(notes, Note{Kind: NoteWithdrawn, Players: gone})
	}
	if len(open) > 0 && len(open) < len(r.Games) {
		notes = append(notes, Note{Kind: NoteOpenBoards, Boards: open})
	}
	for _, n := range r.Notes {
		if t := RelaxText(lang, n, name); t != "" {
			notes = append(notes, Note{Kind: NoteRelaxed, Text: t})
		}
	}
	return notes
}
