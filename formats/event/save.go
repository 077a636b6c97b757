package event

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
	"go.yaml.in/yaml/v3"
)

const header = "# xqt event file: the single source of truth of this tournament.\n" +
	"# Edit it by hand if you must (docs/event-file.md); 'xqt check' validates it.\n"

// Meta is what a save writes into the file's header comment, outside the
// event itself.
type Meta struct {
	// WrittenBy names the program and version that wrote the file
	// ("xqt v1.2.0 (commit 0123abc)"); "" writes no such line.
	WrittenBy string
}

// Encode writes an event in the canonical form.
func Encode(ev *scoring.Event) ([]byte, error) { return EncodeMeta(ev, Meta{}) }

// EncodeMeta writes an event in the canonical form with the header m.
func EncodeMeta(ev *scoring.Event, m Meta) ([]byte, error) { return encodeFile(toFile(ev), m) }

// encodeFile writes the file form of an event in the canonical form.
func encodeFile(f *file, m Meta) ([]byte, error) {
	n, err := fileNode(f)
	if err != nil {
		return nil, err
	}
	return emitFile(n, m)
}

// fileNode is the node tree of f, as yaml.Node.Encode makes it. That
// writes the whole of f as YAML text and parses it back, its emitter
// holding every event of the text until the end (3 GB allocated for a
// roster of 100,000), so the long lists (players, rounds, the log) are
// encoded chunkItems items at a time into the tree of f with one item
// each: the same nodes (TestChunkedEmitIsWhole).
func fileNode(f *file) (*yaml.Node, error) {
	short := *f
	long := map[string]func(j, k int) any{}
	if len(f.Players) > chunkItems {
		short.Players = f.Players[:1]
		long["players"] = func(j, k int) any { return f.Players[j:min(k, len(f.Players))] }
	}
	if len(f.Rounds) > chunkItems {
		short.Rounds = f.Rounds[:1]
		long["rounds"] = func(j, k int) any { return f.Rounds[j:min(k, len(f.Rounds))] }
	}
	if len(f.Log) > chunkItems {
		short.Log = f.Log[:1]
		long["log"] = func(j, k int) any { return f.Log[j:min(k, len(f.Log))] }
	}
	sizes := map[string]int{"players": len(f.Players), "rounds": len(f.Rounds), "log": len(f.Log)}
	var n yaml.Node
	if err := n.Encode(&short); err != nil {
		return nil, err
	}
	if len(long) == 0 {
		return &n, nil
	}
	if n.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("the event encodes to a %v, not a mapping", n.Kind)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		items, ok := long[n.Content[i].Value]
		if !ok {
			continue
		}
		v := n.Content[i+1]
		v.Content = nil
		for j := 0; j < sizes[n.Content[i].Value]; j += chunkItems {
			var part yaml.Node
			if err := part.Encode(items(j, j+chunkItems)); err != nil {
				return nil, err
			}
			v.Content = append(v.Content, part.Content...)
		}
	}
	return &n, nil
}

// emitFile writes node tree n of an event file in the canonical form with
// the header m.
func emitFile(n *yaml.Node, m Meta) ([]byte, error) {
	styleNode(n, "")
	var buf bytes.Buffer
	buf.WriteString(header)
	if w := strings.Join(strings.Fields(m.WrittenBy), " "); w != "" {
		buf.WriteString("# Written by " + w + ".\n")
	}
	if err := emitChunked(&buf, n); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// emitNode writes n as one YAML document in the canonical form (indent 2).
func emitNode(buf *bytes.Buffer, n *yaml.Node) error {
	enc := yaml.NewEncoder(buf)
	enc.SetIndent(2)
	if err := enc.Encode(n); err != nil {
		return err
	}
	return enc.Close()
}

// chunkItems is how many items of a top-level list emitChunked writes in
// one go.
const chunkItems = 512

// emitChunked writes document n as emitNode does, byte for byte, in pieces:
// yaml.v3's emitter keeps every event of a document until its end (about
// ten per player, hundreds of MB for a roster of 100,000), so each top-level key is written on its own, and a long top-level list
// chunkItems items at a time, the key's line written once. The pieces are
// the same bytes as the whole because a top-level key's value and a block
// list's items are written from the same state whatever came before; a
// document with comments (a file's notes) is written whole, as comments
// may attach across the pieces. TestChunkedEmitIsWhole compares them.
func emitChunked(buf *bytes.Buffer, n *yaml.Node) error {
	top := n
	if n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
		top = n.Content[0]
	}
	if top.Kind != yaml.MappingNode || len(top.Content) == 0 || hasComments(n) {
		return emitNode(buf, n)
	}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], top.Content[i+1]
		pair := func(value *yaml.Node) *yaml.Node {
			return &yaml.Node{Kind: yaml.MappingNode, Tag: top.Tag, Style: top.Style, Content: []*yaml.Node{k, value}}
		}
		if v.Kind != yaml.SequenceNode || v.Style&yaml.FlowStyle != 0 || len(v.Content) <= chunkItems {
			if err := emitNode(buf, pair(v)); err != nil {
				return err
			}
			continue
		}
		for j := 0; j < len(v.Content); j += chunkItems {
			part := *v
			part.Content = v.Content[j:min(j+chunkItems, len(v.Content))]
			var piece bytes.Buffer
			if err := emitNode(&piece, pair(&part)); err != nil {
				return err
			}
			b := piece.Bytes()
			if j > 0 { // the key's line once, before the first items
				nl := bytes.IndexByte(b, '\n')
				b = b[nl+1:]
			}
			buf.Write(b)
		}
	}
	return nil
}

// hasComments reports whether any node of the tree under n carries a
// comment.
func hasComments(n *yaml.Node) bool {
	if n.HeadComment != "" || n.LineComment != "" || n.FootComment != "" {
		return true
	}
	for _, c := range n.Content {
		if hasComments(c) {
			return true
		}
	}
	return false
}

// flowItems are the sequences whose items are written one per line in flow
// style ({no: 1, name: 王小明}), so a round or a roster reads like a table.
var flowItems = map[string]bool{"players": true, "games": true, "cards": true}

// styleNode puts short lists of numbers and the items of flowItems lists in
// flow style.
func styleNode(n *yaml.Node, key string) {
	switch n.Kind {
	case yaml.DocumentNode:
		for _, c := range n.Content {
			styleNode(c, "")
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			plainKey(n.Content[i])
			styleNode(n.Content[i+1], n.Content[i].Value)
		}
	case yaml.SequenceNode:
		scalars := true
		for _, c := range n.Content {
			scalars = scalars && c.Kind == yaml.ScalarNode
		}
		if scalars && key != "notes" {
			n.Style = yaml.FlowStyle
			return
		}
		for _, c := range n.Content {
			if flowItems[key] && c.Kind == yaml.MappingNode && !hasNested(c) {
				c.Style = yaml.FlowStyle
				for i := 0; i < len(c.Content); i += 2 {
					plainKey(c.Content[i])
				}
				continue
			}
			styleNode(c, "")
		}
	}
}

// plainKey writes the key "no" plain: yaml.v3 quotes it as a YAML 1.1
// boolean, but YAML 1.2 and this reader take it as a string, and plain reads
// better by hand. Only keys (the schema's own names) are touched, never the
// user's text.
func plainKey(k *yaml.Node) {
	if k.Kind == yaml.ScalarNode && k.Value == "no" && k.Style&yaml.DoubleQuotedStyle != 0 {
		k.Style &^= yaml.DoubleQuotedStyle
	}
}

func hasNested(n *yaml.Node) bool {
	for _, c := range n.Content {
		if c.Kind != yaml.ScalarNode {
			return true
		}
	}
	return false
}

func toFile(ev *scoring.Event) *file {
	f := &file{XQT: Version, Points: tableToFile(ev.Points)}
	f.Event = fileInfo{Name: ev.Name, NameEn: ev.NameEn, Site: ev.Site, Organizer: ev.Organizer, Arbiter: ev.Arbiter,
		Start: ev.Start, End: ev.End, Edition: ev.Edition, Level: ev.Level, Section: ev.Section, Certificate: ev.Certificate}
	for _, s := range ev.Stages {
		fs := fileStage{ID: s.ID, Name: s.Name, System: string(s.System), Rounds: s.Rounds, Cycles: s.Cycles,
			Numbering: s.Numbering, Seed: s.Seed, Points: s.Points, Tiebreaks: s.Tiebreaks, Match: s.Match,
			Players: s.Players, Order: s.Order, Options: s.Options,
			From: s.From, Qualify: s.Qualify, After: s.QualifyAfter, GroupN: s.GroupCount, Seeding: s.Seeding, Until: s.Until, Closed: s.Closed}
		for _, g := range s.Groups {
			fs.Groups = append(fs.Groups, fileGroup{ID: g.ID, Players: g.Players, Order: g.Order})
		}
		f.Stages = append(f.Stages, fs)
	}
	for _, p := range ev.Players {
		f.Players = append(f.Players, filePlayer{No: p.No, Name: p.Name, NameEn: p.NameEn, Club: p.Club, Team: p.Team,
			Group: p.Group, Rating: p.Rating, Sex: p.Sex, ID: p.ID, Withdrawn: p.Withdrawn, Joined: p.Joined, Penalty: p.Penalty})
	}
	for _, r := range ev.Rounds {
		fr := fileRound{Round: r.Number, Stage: r.Stage, Seed: r.Seed, Byes: r.Byes, HalfByes: r.HalfByes, Absent: r.Absent, Notes: notesToFile(r.Notes)}
		for _, g := range r.Games {
			fg := fileGame{Board: g.Board, Red: g.Red, Black: g.Black, Result: g.Result.String(), RedFouls: g.RedFouls, BlackFouls: g.BlackFouls, Note: g.Note,
				Withdrawal: string(g.Withdrawal), Group: g.Group, Chooser: g.Chooser, Lots: g.Lots, LotsSeed: g.LotsSeed}
			for _, mg := range g.Games {
				fg.Games = append(fg.Games, fileMatchGame{Red: mg.Red, Result: mg.Result.String(), Kind: mg.Kind,
					RedFouls: mg.Fouls[0], BlackFouls: mg.Fouls[1], Note: mg.Note})
			}
			fr.Games = append(fr.Games, fg)
		}
		for _, c := range r.Cards {
			fr.Cards = append(fr.Cards, fileCard{Player: c.Player, Card: CardText(c)})
		}
		f.Rounds = append(f.Rounds, fr)
	}
	teamsToFile(ev, f)
	checkInToFile(ev, f)
	logToFile(ev, f)
	return f
}
