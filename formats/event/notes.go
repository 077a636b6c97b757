package event

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
	"go.yaml.in/yaml/v3"
)

// fileNote is a round note as the event file writes it (scoring.RoundNote):
//
//	notes:
//	  - {kind: fixed, red: 12, black: 7}
//	  - {kind: relaxed, player: 4, side: black, board: 2, limit: in-a-row}
type fileNote struct {
	Kind   string `yaml:"kind"`
	Red    int    `yaml:"red,omitempty"`
	Black  int    `yaml:"black,omitempty"`
	Player int    `yaml:"player,omitempty"`
	Board  int    `yaml:"board,omitempty"`
	Side   string `yaml:"side,omitempty"`
	Limit  string `yaml:"limit,omitempty"`
	Met    []int  `yaml:"met,omitempty,flow"`
	Half   bool   `yaml:"half,omitempty"`
	Seed   int64  `yaml:"seed,omitempty"`
	Text   string `yaml:"text,omitempty"`
}

// noteKeys are fileNote's keys, for a strict check of a hand-written note.
var noteKeys = []string{"kind", "red", "black", "player", "board", "side", "limit", "met", "half", "seed", "text"}

// notesToFile writes a round's notes as YAML nodes, one flow mapping each
// with fileNote's keys in order and its empty fields left out (fileRound
// keeps nodes so that an older file's notes in words load too).
func notesToFile(ns []scoring.RoundNote) []yaml.Node {
	var out []yaml.Node
	for _, n := range ns {
		node := yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: yaml.FlowStyle}
		add := func(key string, v *yaml.Node) {
			node.Content = append(node.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key}, v)
		}
		str := func(key, v string) {
			if v != "" {
				add(key, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: v})
			}
		}
		num := func(key string, v int) {
			if v != 0 {
				add(key, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(v)})
			}
		}
		str("kind", string(n.Kind))
		num("red", n.Red)
		num("black", n.Black)
		num("player", n.Player)
		num("board", n.Board)
		if n.Side != scoring.NoSide {
			str("side", n.Side.String())
		}
		str("limit", string(n.Limit))
		if len(n.Met) > 0 {
			seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
			for _, k := range n.Met {
				seq.Content = append(seq.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(k)})
			}
			add("met", seq)
		}
		if n.Half {
			add("half", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
		}
		if n.Seed != 0 {
			add("seed", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.FormatInt(n.Seed, 10)})
		}
		str("text", n.Text)
		out = append(out, node)
	}
	return out
}

// notesFromFile reads round r's notes at path: a mapping is a typed note,
// checked strictly; a plain string is a note an older xqt wrote in words,
// migrated to its kind (legacyNote).
func (c *checker) notesFromFile(path []any, r int, nodes []yaml.Node) []scoring.RoundNote {
	var out []scoring.RoundNote
	for i := range nodes {
		node := &nodes[i]
		p := append(append([]any{}, path...), i)
		if node.Kind == yaml.ScalarNode {
			out = append(out, legacyNote(node.Value))
			continue
		}
		if node.Kind != yaml.MappingNode {
			c.add(p, "round %d: a note is a mapping such as {kind: fixed, red: 12, black: 7}", r)
			continue
		}
		for k := 0; k+1 < len(node.Content); k += 2 {
			if key := node.Content[k].Value; !slices.Contains(noteKeys, key) {
				c.add(p, "round %d: a note has no field %q: use %s", r, key, strings.Join(noteKeys, ", "))
			}
		}
		var fn fileNote
		if err := node.Decode(&fn); err != nil {
			c.add(p, "round %d: note: %v", r, err)
			continue
		}
		n := scoring.RoundNote{Kind: scoring.NoteKind(fn.Kind), Red: fn.Red, Black: fn.Black, Player: fn.Player, Board: fn.Board,
			Limit: scoring.ColourLimit(fn.Limit), Met: fn.Met, Half: fn.Half, Seed: fn.Seed, Text: fn.Text}
		if !slices.Contains(scoring.NoteKinds, n.Kind) {
			var kinds []string
			for _, k := range scoring.NoteKinds {
				kinds = append(kinds, string(k))
			}
			c.add(p, "round %d: unknown note kind %q: use %s", r, fn.Kind, strings.Join(kinds, ", "))
		}
		switch fn.Side {
		case "":
		case "red":
			n.Side = scoring.Red
		case "black":
			n.Side = scoring.Black
		default:
			c.add(p, "round %d: note side %q: use red or black", r, fn.Side)
		}
		switch n.Limit {
		case "", scoring.LimitInARow, scoring.LimitDifference:
		default:
			c.add(p, "round %d: note limit %q: use %s or %s", r, fn.Limit, scoring.LimitInARow, scoring.LimitDifference)
		}
		out = append(out, n)
	}
	return out
}

// legacyNote migrates a note as xqt wrote it in words before notes had
// kinds (scoring.RoundNote.String gives the same words): the file is read
// into the typed note once, when it is loaded, and written typed by the
// next save. Words that match no kind stay a text note.
func legacyNote(s string) scoring.RoundNote {
	text := scoring.RoundNote{Kind: scoring.NoteText, Text: s}
	var n scoring.RoundNote
	switch {
	case strings.HasPrefix(s, "forced by the organiser: "):
		n.Kind = scoring.NoteFixed
		if _, err := fmt.Sscanf(s, "forced by the organiser: %d-%d", &n.Red, &n.Black); err != nil {
			return text
		}
	case strings.HasPrefix(s, "rematch allowed by the organiser: "):
		n.Kind = scoring.NoteRematch
		var met string
		if _, err := fmt.Sscanf(s, "rematch allowed by the organiser: %d-%d (board %d; they met in round ", &n.Red, &n.Black, &n.Board); err != nil {
			return text
		}
		_, met, _ = strings.Cut(s, "they met in round ")
		for _, f := range strings.Split(strings.TrimSuffix(met, ")"), ", ") {
			var k int
			if _, err := fmt.Sscanf(f, "%d", &k); err != nil {
				return text
			}
			n.Met = append(n.Met, k)
		}
	case strings.HasPrefix(s, "colour limit relaxed: player "):
		n.Kind = scoring.NoteRelaxed
		var side string
		if _, err := fmt.Sscanf(s, "colour limit relaxed: player %d %s on board %d", &n.Player, &side, &n.Board); err != nil {
			return text
		}
		switch side {
		case "red":
			n.Side = scoring.Red
		case "black":
			n.Side = scoring.Black
		default:
			return text
		}
		n.Limit = scoring.LimitDifference
		if strings.Contains(s, "s in a row") {
			n.Limit = scoring.LimitInARow
		}
	case strings.HasPrefix(s, "bye given by the organiser: player "):
		n.Kind = scoring.NoteByeGiven
		if _, err := fmt.Sscanf(s, "bye given by the organiser: player %d", &n.Player); err != nil {
			return text
		}
	case strings.HasPrefix(s, "requested bye: player "):
		n.Kind = scoring.NoteByeRequested
		if _, err := fmt.Sscanf(s, "requested bye: player %d", &n.Player); err != nil {
			return text
		}
		n.Half = strings.HasSuffix(s, "scored as a half bye")
	default:
		return text
	}
	if n.String() != s {
		return text // not quite xqt's words: keep them as they are
	}
	return n
}

// legacyWithdrawal maps the note an older xqt gave a game or a team match
// that a withdrawal decided, in words, to the rule it names.
var legacyWithdrawal = map[string]scoring.Withdrawal{
	"withdrawn (20.3)": scoring.WithdrawalRoundRobin,
	"withdrawn (20.4)": scoring.WithdrawalSwiss,
}

// withdrawalFromFile reads the withdrawal mark of the game or team match
// at path (what names it in a message) and its note: a mark must be one
// of scoring.Withdrawals; a note in an older xqt's words (legacyWithdrawal)
// becomes the mark, written as one by the next save, and leaves no note.
func (c *checker) withdrawalFromFile(path []any, what, note, mark string) (string, scoring.Withdrawal) {
	w := scoring.Withdrawal(mark)
	if w != "" && !slices.Contains(scoring.Withdrawals, w) {
		var ws []string
		for _, k := range scoring.Withdrawals {
			ws = append(ws, strconv.Quote(string(k)))
		}
		c.add(append(append([]any{}, path...), "withdrawal"), "%s: withdrawal %q: use %s (the article that decided it), or leave it out", what, mark, strings.Join(ws, " or "))
	}
	old, ok := legacyWithdrawal[note]
	switch {
	case !ok:
		return note, w
	case w != "" && w != old:
		c.add(append(append([]any{}, path...), "note"), "%s: the note says %s and the withdrawal %q: keep one", what, note, mark)
	}
	return "", old
}
