package event

import (
	"bytes"
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
	var n yaml.Node
	if err := n.Encode(f); err != nil {
		return nil, err
	}
	styleNode(&n, "")
	var buf bytes.Buffer
	buf.WriteString(header)
	if w := strings.Join(strings.Fields(m.WrittenBy), " "); w != "" {
		buf.WriteString("# Written by " + w + ".\n")
	}
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&n); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
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
				Group: g.Group, Chooser: g.Chooser, Lots: g.Lots, LotsSeed: g.LotsSeed}
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
	logToFile(ev, f)
	return f
}
