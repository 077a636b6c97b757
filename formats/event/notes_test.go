package event

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestLegacyNotesMigrate: an event file written before notes had kinds
// keeps each note in the words the Swiss pairing used; loading it gives the
// typed note (the words are exactly RoundNote.String of it), and saving it
// writes the typed note. Words xqt never wrote stay a text note.
func TestLegacyNotesMigrate(t *testing.T) {
	old := []struct {
		words string
		want  scoring.RoundNote
	}{
		{"forced by the organiser: 5-4", scoring.RoundNote{Kind: scoring.NoteFixed, Red: 5, Black: 4}},
		{"rematch allowed by the organiser: 1-2 (board 2; they met in round 1)",
			scoring.RoundNote{Kind: scoring.NoteRematch, Red: 1, Black: 2, Board: 2, Met: []int{1}}},
		{"rematch allowed by the organiser: 2-1 (board 1; they met in round 1, 3)",
			scoring.RoundNote{Kind: scoring.NoteRematch, Red: 2, Black: 1, Board: 1, Met: []int{1, 3}}},
		{"colour limit relaxed: player 1 red on board 1 (three reds in a row; last round, to keep scores together)",
			scoring.RoundNote{Kind: scoring.NoteRelaxed, Player: 1, Side: scoring.Red, Board: 1, Limit: scoring.LimitInARow}},
		{"colour limit relaxed: player 2 black on board 1 (colour difference beyond 2; last round, to keep scores together)",
			scoring.RoundNote{Kind: scoring.NoteRelaxed, Player: 2, Side: scoring.Black, Board: 1, Limit: scoring.LimitDifference}},
		{"bye given by the organiser: player 2", scoring.RoundNote{Kind: scoring.NoteByeGiven, Player: 2}},
		{"requested bye: player 1, scored as a half bye", scoring.RoundNote{Kind: scoring.NoteByeRequested, Player: 1, Half: true}},
		{"requested bye: player 2, scored as a zero bye", scoring.RoundNote{Kind: scoring.NoteByeRequested, Player: 2}},
		{"forced by the organiser: 5-4 again", scoring.RoundNote{Kind: scoring.NoteText, Text: "forced by the organiser: 5-4 again"}},
		{"played in the library", scoring.RoundNote{Kind: scoring.NoteText, Text: "played in the library"}},
	}
	var lines, want []string
	var notes []scoring.RoundNote
	for _, o := range old {
		lines = append(lines, "      - "+quote(o.words))
		notes = append(notes, o.want)
		if o.want.Kind != scoring.NoteText {
			if got := o.want.String(); got != o.words {
				t.Errorf("String() = %q, want the old words %q", got, o.words)
			}
		}
		want = append(want, o.words)
	}
	text := good + "    notes:\n" + strings.Join(lines, "\n") + "\n"
	ev, err := Decode("e.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(notes, ev.Rounds[0].Notes); diff != "" {
		t.Errorf("migrated notes (-want +got):\n%s", diff)
	}
	data, err := Encode(ev)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"- {kind: fixed, red: 5, black: 4}", "- {kind: rematch, red: 2, black: 1, board: 1, met: [1, 3]}",
		"- {kind: relaxed, player: 1, board: 1, side: red, limit: in-a-row}", "- {kind: bye-requested, player: 1, half: true}",
		"- {kind: text, text: played in the library}"} {
		if !strings.Contains(string(data), w) {
			t.Errorf("the saved file lacks %q:\n%s", w, data)
		}
	}
	again, err := Decode("e.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(notes, again.Rounds[0].Notes); diff != "" {
		t.Errorf("typed notes after a save (-want +got):\n%s", diff)
	}
}

func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"` }

// TestBadNotes: a typed note with an unknown kind, field, side or limit is
// refused with its line.
func TestBadNotes(t *testing.T) {
	for _, tc := range []struct{ note, want string }{
		{"{kind: forced, red: 1, black: 2}", `e.yaml:17: round 1: unknown note kind "forced": use fixed, rematch, relaxed, bye-given, bye-requested, first-game-lot, imported, text`},
		{"{kind: fixed, red: 1, blak: 2}", `e.yaml:17: round 1: a note has no field "blak"`},
		{"{kind: relaxed, player: 1, side: white, board: 1}", `e.yaml:17: round 1: note side "white": use red or black`},
		{"{kind: relaxed, player: 1, side: red, limit: three}", `e.yaml:17: round 1: note limit "three"`},
		{"[fixed, 1, 2]", `e.yaml:17: round 1: a note is a mapping`},
	} {
		_, err := Decode("e.yaml", []byte(good+"    notes:\n      - "+tc.note+"\n"))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.note, err, tc.want)
		}
	}
}
