package event

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/gofrs/flock"
	"github.com/google/renameio/v2"
	"github.com/xiangqi-org/xqt/scoring"
	"go.yaml.in/yaml/v3"
)

const header = "# xqt event file: the single source of truth of this tournament.\n" +
	"# Edit it by hand if you must (docs/event-file.md); 'xqt check' validates it.\n"

// Encode writes an event in the canonical form.
func Encode(ev *scoring.Event) ([]byte, error) {
	f := toFile(ev)
	var n yaml.Node
	if err := n.Encode(f); err != nil {
		return nil, err
	}
	styleNode(&n, "")
	var buf bytes.Buffer
	buf.WriteString(header)
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&n); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	// yaml.v3 quotes the key "no" (a YAML 1.1 boolean); YAML 1.2 and this
	// reader take it plain, and plain reads better by hand.
	return bytes.ReplaceAll(buf.Bytes(), []byte(`{"no": `), []byte(`{no: `)), nil
}

// flowItems are the sequences whose items are written one per line in flow
// style ({no: 1, name: 王小明}), so a round or a roster reads like a table.
var flowItems = map[string]bool{"players": true, "games": true, "cards": true}

// styleNode puts short lists of numbers and the items of flowItems lists in
// flow style.
func styleNode(n *yaml.Node, key string) {
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
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
				continue
			}
			styleNode(c, "")
		}
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
		Start: ev.Start, End: ev.End, Edition: ev.Edition}
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
		fr := fileRound{Round: r.Number, Stage: r.Stage, Seed: r.Seed, Byes: r.Byes, HalfByes: r.HalfByes, Absent: r.Absent, Notes: r.Notes}
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
	return f
}

// Save writes the event to path atomically (temporary file in the same
// folder, fsync, rename, fsync of the folder), keeping the previous version
// as path.bak. The event is validated by decoding what is about to be
// written, so a file that would not load again is never written.
func Save(path string, ev *scoring.Event) error {
	data, err := Encode(ev)
	if err != nil {
		return err
	}
	if _, err := Decode(path, data); err != nil {
		return fmt.Errorf("refusing to write an invalid event file: %w", err)
	}
	if old, err := os.ReadFile(path); err == nil {
		if bytes.Equal(old, data) {
			return nil
		}
		if err := renameio.WriteFile(path+".bak", old, 0o644); err != nil {
			return fmt.Errorf("keeping the previous version: %w", err)
		}
	}
	return renameio.WriteFile(path, data, 0o644)
}

// ErrLocked is returned by Lock when another xqt holds the event file.
var ErrLocked = errors.New("event file is locked")

// Lock takes the write lock of an event file (path.lock) for the calling
// command, and returns its release function. A second writer gets ErrLocked
// with the holder named.
func Lock(path, holder string) (func(), error) {
	lockPath := path + ".lock"
	fl := flock.New(lockPath)
	ok, err := fl.TryLock()
	if err != nil {
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	if !ok {
		who, _ := os.ReadFile(lockPath + ".holder")
		h := strings.TrimSpace(string(who))
		if h == "" {
			h = "another xqt command"
		}
		return nil, fmt.Errorf("%w by %s: wait for it to finish, then run the command again", ErrLocked, h)
	}
	_ = os.WriteFile(lockPath+".holder", []byte(holder+"\n"), 0o644)
	return func() {
		_ = os.Remove(lockPath + ".holder")
		_ = fl.Unlock()
	}, nil
}
