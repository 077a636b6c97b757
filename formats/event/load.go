package event

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
	"go.yaml.in/yaml/v3"
)

// MaxFileSize is the largest event file read. A season of a large open
// (300 players, 11 rounds) is under 1 MB; anything near this limit is the
// wrong file.
const MaxFileSize = 32 << 20

// Load reads and validates an event file. A path that is not a regular file
// (a FIFO, a device) or is larger than MaxFileSize is refused unread.
func Load(path string) (*scoring.Event, error) {
	data, err := safefile.ReadFile(path, MaxFileSize)
	if errors.Is(err, safefile.ErrTooLarge) {
		return nil, fmt.Errorf("%s: larger than %s, the most an event file may be: is this the event file?", filepath.Base(path), safefile.Size(MaxFileSize))
	}
	if errors.Is(err, safefile.ErrNotRegular) {
		return nil, fmt.Errorf("%s: not a regular file (a device, FIFO or folder): name the event's .yaml file", path)
	}
	if err != nil {
		return nil, err
	}
	return Decode(filepath.Base(path), data)
}

// Lines tells where the parts of an event file are, for messages about
// what the file means (a rematch in round 3) that point into it.
type Lines struct{ loc *locator }

// Round is the line of the file's i-th round (rounds[i], from 0), 0 when
// the file has no such round.
func (l *Lines) Round(i int) int {
	if l == nil || l.loc == nil || l.loc.node() == nil {
		return 0
	}
	n := l.loc.node()
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	for k := 0; n.Kind == yaml.MappingNode && k+1 < len(n.Content); k += 2 {
		if seq := n.Content[k+1]; n.Content[k].Value == "rounds" && seq.Kind == yaml.SequenceNode && i >= 0 && i < len(seq.Content) {
			return seq.Content[i].Line
		}
	}
	return 0
}

// LoadLines is Load that also tells where the file's parts are.
func LoadLines(path string) (*scoring.Event, *Lines, error) {
	data, err := safefile.ReadFile(path, MaxFileSize)
	if err != nil {
		ev, err := Load(path) // the same refusal, worded once
		return ev, nil, err
	}
	ev, lines, err := decode(filepath.Base(path), data)
	return ev, lines, err
}

// Decode parses and validates event file bytes; name prefixes every message.
// A file that does not decode gives an ErrorList.
func Decode(name string, data []byte) (*scoring.Event, error) {
	ev, _, err := decode(name, data)
	return ev, err
}

func decode(name string, data []byte) (*scoring.Event, *Lines, error) {
	var f file
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return nil, nil, yamlErrors(name, err)
	}
	// A second document ("---" and more) would be ignored here and lost by
	// the next write: refuse it.
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case errors.Is(err, io.EOF):
	case err != nil:
		return nil, nil, yamlErrors(name, err)
	default:
		return nil, nil, ErrorList{{File: name, Line: docLine(data, extra.Line), Msg: "a second YAML document starts here (after ---): an event file holds one document; move what follows into the first or delete it"}}
	}
	loc := &locator{data: data}
	ev, err := fromFile(name, &f, loc)
	return ev, &Lines{loc}, err
}

// docLine is the line of the "---" that starts the document whose first
// content is on line contentLine (the line itself when none is found).
func docLine(data []byte, contentLine int) int {
	lines := bytes.Split(data, []byte("\n"))
	for i := min(contentLine, len(lines)) - 1; i >= 0; i-- {
		if bytes.HasPrefix(lines[i], []byte("---")) {
			return i + 1
		}
	}
	return contentLine
}

// locator finds the line of a value in the parsed document by its path of
// mapping keys (string) and sequence indexes (int).
// The document is parsed a second time, into nodes, only when a line is
// asked for: a valid file is parsed once.
type locator struct {
	data   []byte
	root   *yaml.Node
	parsed bool
}

// node is the parsed document, nil if it does not parse (it did once).
func (l *locator) node() *yaml.Node {
	if !l.parsed {
		l.parsed = true
		var root yaml.Node
		if yaml.Unmarshal(l.data, &root) == nil {
			l.root = &root
		}
	}
	return l.root
}

func (l *locator) line(path ...any) int {
	n := l.node()
	if n == nil {
		return 0
	}
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	line := n.Line
	for _, p := range path {
		var next *yaml.Node
		switch k := p.(type) {
		case string:
			if n.Kind == yaml.MappingNode {
				for i := 0; i+1 < len(n.Content); i += 2 {
					if n.Content[i].Value == k {
						next = n.Content[i+1]
						if next.Kind == yaml.ScalarNode {
							next = &yaml.Node{Line: n.Content[i].Line, Kind: next.Kind}
						}
						break
					}
				}
			}
		case int:
			if n.Kind == yaml.SequenceNode && k < len(n.Content) {
				next = n.Content[k]
			}
		}
		if next == nil {
			return line
		}
		n, line = next, next.Line
	}
	return line
}

type checker struct {
	name string
	loc  *locator
	errs ErrorList
}

func (c *checker) add(path []any, format string, args ...any) {
	c.errs = append(c.errs, &Error{File: c.name, Line: c.loc.line(path...), Field: fieldName(path), Msg: fmt.Sprintf(format, args...)})
}

func at(path ...any) []any { return path }

// fromFile turns the decoded file into the event, reporting every problem
// at once with its line: the event's facts and points, the players, the
// stages, the rounds, the teams and the log, then the model's invariants.
func fromFile(name string, f *file, loc *locator) (*scoring.Event, error) {
	c := &checker{name: name, loc: loc}
	ev := c.eventFromFile(f)
	known := c.playersFromFile(f, ev)
	stageIDs := c.stagesFromFile(f, ev, known)
	c.roundsFromFile(f, ev, known, stageIDs)
	teamsFromFile(f, ev, c)
	checkInFromFile(f, ev, known, c)
	logFromFile(f, ev, c)
	if len(c.errs) == 0 {
		modelChecks(ev, c) // invariants.go
	}
	if len(c.errs) > 0 {
		return nil, c.errs
	}
	return ev, nil
}

// eventFromFile reads the format version, the event's facts and its
// points table.
func (c *checker) eventFromFile(f *file) *scoring.Event {
	if f.XQT == 0 {
		c.add(at(), "missing \"xqt: %d\" at the top: is this an xqt event file? 'xqt init' makes one", Version)
	} else if f.XQT > Version {
		c.add(at("xqt"), "written by a newer xqt (format %d, this one reads %d): update xqt", f.XQT, Version)
	}
	ev := &scoring.Event{
		Name: f.Event.Name, NameEn: f.Event.NameEn, Site: f.Event.Site, Organizer: f.Event.Organizer,
		Arbiter: f.Event.Arbiter, Start: f.Event.Start, End: f.Event.End, Edition: f.Event.Edition,
		Level: f.Event.Level, Section: f.Event.Section, Certificate: f.Event.Certificate,
	}
	if ev.Level != "" && !slices.Contains(scoring.Levels, ev.Level) {
		c.add(at("event", "level"), "unknown level of event %q: use one of %s (docs/print.md)", ev.Level, strings.Join(scoring.Levels, ", "))
	}
	if _, err := scoring.SectionsByGroup(ev.Section); err != nil {
		c.add(at("event", "section"), "%v (docs/print.md)", err)
	}
	for _, d := range []struct{ key, v string }{{"start", ev.Start}, {"end", ev.End}} {
		if d.v != "" && !IsDate(d.v) {
			c.add(at("event", d.key), "event %s %q is not a date: write YYYY-MM-DD, e.g. 2026-03-14", d.key, d.v)
		}
	}
	for _, n := range []struct{ key, v string }{{"name", ev.Name}, {"name_en", ev.NameEn}, {"site", ev.Site}, {"organizer", ev.Organizer}, {"arbiter", ev.Arbiter}} {
		if msg := badText(n.v, n.key == "name"); msg != "" {
			c.add(at("event", n.key), "event %s %s", n.key, msg)
		}
	}
	if ev.Name == "" {
		c.add(at("event"), "the event has no name: add 'name: ...' under event")
	}
	switch ev.Edition {
	case "", "cxa2011", "cxa1999":
	default:
		c.add(at("event", "edition"), "unknown rules edition %q: use cxa2011 or cxa1999", ev.Edition)
	}
	t, err := tableFromFile(f.Points)
	if err == nil {
		err = t.Check()
	}
	for _, e := range each(err) {
		c.add(at("points"), "%v", e)
	}
	ev.Points = t
	return ev
}

// playersFromFile reads the players; known reports whether a start number
// is one of them.
func (c *checker) playersFromFile(f *file, ev *scoring.Event) (known func(no int) bool) {
	byNo := map[int]int{}
	byName := map[string]int{}
	for i, p := range f.Players {
		path := at("players", i)
		for _, n := range []struct{ key, v string }{{"name", p.Name}, {"name_en", p.NameEn}, {"club", p.Club}, {"team", p.Team}, {"group", p.Group}} {
			if msg := badText(n.v, n.key == "name" || n.key == "name_en"); msg != "" {
				c.add(append(path, n.key), "player %d: %s %s", p.No, n.key, msg)
			}
		}
		if p.Rating < 0 {
			c.add(append(path, "rating"), "player %d: rating %d is negative: a rating is 0 (none) or more", p.No, p.Rating)
		}
		if p.No <= 0 {
			c.add(path, "player %q has start number %d: start numbers are 1, 2, 3...", p.Name, p.No)
		} else if j, dup := byNo[p.No]; dup {
			c.add(path, "start number %d is used twice (also line %d): give each player their own number", p.No, c.loc.line("players", j))
		} else {
			byNo[p.No] = i
		}
		if p.Name == "" {
			c.add(path, "player %d has no name", p.No)
		} else if j, dup := byName[p.Name]; dup {
			c.add(path, "the name %s is used twice (also line %d): add something that tells them apart, e.g. %s(%s)", p.Name, c.loc.line("players", j), p.Name, orDefault(p.Club, "2"))
		} else {
			byName[p.Name] = i
		}
		if p.Joined < 0 {
			c.add(path, "player %d: joined must be a round number", p.No)
		}
		if p.Withdrawn < 0 {
			c.add(path, "player %d: withdrawn must be a round number", p.No)
		}
		if _, err := scoring.ParsePenalty(p.Penalty); err != nil {
			c.add(path, "player %d: %v", p.No, err)
		}
		ev.Players = append(ev.Players, scoring.Player{No: p.No, Name: p.Name, NameEn: p.NameEn, Club: p.Club, Team: p.Team,
			Group: p.Group, Rating: p.Rating, Sex: p.Sex, ID: p.ID, Withdrawn: p.Withdrawn, Joined: p.Joined, Penalty: p.Penalty})
	}
	return func(no int) bool { _, ok := byNo[no]; return ok }
}

// stagesFromFile reads the stages, their settings and groups; stageIDs
// are their ids.
func (c *checker) stagesFromFile(f *file, ev *scoring.Event, known func(int) bool) (stageIDs map[string]bool) {
	stageIDs = map[string]bool{}
	if len(f.Stages) == 0 {
		c.add(at(), "the event has no stages: add one under stages (system: %s)", pairing.IDList())
	}
	for i, s := range f.Stages {
		path := at("stages", i)
		if s.ID == "" {
			c.add(path, "stage %d has no id", i+1)
		} else if stageIDs[s.ID] {
			c.add(path, "stage id %q is used twice", s.ID)
		}
		if !pairing.Known(s.System) {
			c.add(append(path, "system"), "%v", &pairing.UnknownSystemError{Stage: s.ID, System: s.System})
		}
		if s.Cycles < 0 || s.Cycles > 2 {
			c.add(append(path, "cycles"), "stage %s: cycles is 1 (single round robin) or 2 (double)", s.ID)
		}
		switch s.Numbering {
		case "", "roster", "rating", "draw":
		default:
			c.add(append(path, "numbering"), "stage %s: unknown numbering %q: use roster, rating or draw", s.ID, s.Numbering)
		}
		if s.Points != "" {
			if t, err := scoring.Preset(s.Points); err != nil {
				c.add(append(path, "points"), "stage %s: %v", s.ID, err)
			} else {
				for _, e := range each(t.Check()) {
					c.add(append(path, "points"), "stage %s: %v", s.ID, e)
				}
			}
		}
		for j, no := range s.Players {
			if !known(no) {
				c.add(append(path, "players", j), "stage %s: unknown player %d", s.ID, no)
			}
		}
		for j, no := range s.Order {
			if !known(no) {
				c.add(append(path, "order", j), "stage %s: unknown player %d in the table order", s.ID, no)
			}
		}
		stage := scoring.Stage{ID: s.ID, Name: s.Name, System: scoring.System(s.System), Rounds: s.Rounds, Cycles: s.Cycles,
			Numbering: s.Numbering, Seed: s.Seed, Points: s.Points, Tiebreaks: s.Tiebreaks, Match: s.Match,
			Players: s.Players, Order: s.Order, Options: s.Options,
			From: s.From, Qualify: s.Qualify, QualifyAfter: s.After, GroupCount: s.GroupN, Seeding: s.Seeding, Until: s.Until, Closed: s.Closed}
		if s.From != "" && !stageIDs[s.From] || s.From == s.ID && s.ID != "" {
			c.add(append(path, "from"), "stage %s: from %q is not an earlier stage: name a stage listed above it", s.ID, s.From)
		}
		if _, err := scoring.ParseQualify(s.Qualify); err != nil {
			c.add(append(path, "qualify"), "stage %s: %v", s.ID, err)
		}
		switch s.Seeding {
		case "", "snake", "random", "sections", "crossover":
		default:
			c.add(append(path, "seeding"), "stage %s: unknown seeding %q: use snake, random, sections or crossover", s.ID, s.Seeding)
		}
		if s.GroupN < 0 || s.Until < 0 || s.After < 0 || s.Rounds < 0 {
			c.add(path, "stage %s: rounds, group_count, until and qualify_after are whole numbers from 0", s.ID)
		} else if s.Rounds > MaxRounds {
			c.add(append(path, "rounds"), "stage %s: %d rounds is more than the %d a stage may have: is a digit too many?", s.ID, s.Rounds, MaxRounds)
		}
		if want, label := tableRounds(s); !s.Teams && len(s.Groups) == 0 && len(s.Order) > 1 && s.Rounds > 0 && want > 0 && s.Rounds != want {
			c.add(append(path, "rounds"), "stage %s: a %s of %d has %d rounds (its table), not %d: write rounds: %d", s.ID, label, len(s.Order), want, s.Rounds, want)
		}
		if len(s.Tiebreaks) > 0 {
			if _, err := tiebreak.Resolve(s.Tiebreaks); err != nil {
				c.add(append(path, "tiebreaks"), "stage %s: %v ('xqt tiebreaks' lists them)", s.ID, err)
			}
		}
		inGroup := map[int]string{}
		for j, g := range s.Groups {
			gp := append(append([]any{}, path...), "groups", j)
			if g.ID == "" {
				c.add(gp, "stage %s: group %d has no id", s.ID, j+1)
			}
			for _, no := range append(append([]int{}, g.Players...), g.Order...) {
				if !known(no) {
					c.add(gp, "stage %s, group %s: unknown player %d", s.ID, g.ID, no)
				}
			}
			for _, no := range g.Players {
				if other, dup := inGroup[no]; dup {
					c.add(gp, "stage %s: player %d is in groups %s and %s: a player is in one group", s.ID, no, other, g.ID)
				}
				inGroup[no] = g.ID
			}
			stage.Groups = append(stage.Groups, scoring.Group{ID: g.ID, Players: g.Players, Order: g.Order})
		}
		ev.Stages = append(ev.Stages, stage)
		stageIDs[s.ID] = true
	}
	return stageIDs
}

// roundsFromFile reads the rounds: their games (and a match's games), byes,
// absences, cards and notes, each player at most once a round. Under
// 全队轮赛 a player plays several boards of a round (teams.go).
func (c *checker) roundsFromFile(f *file, ev *scoring.Event, known func(int) bool, stageIDs map[string]bool) {
	allPlayAll := map[string]bool{}
	for _, s := range f.Stages {
		allPlayAll[s.ID] = s.Lineup == scoring.LineupAllPlayAll
	}
	for i, r := range f.Rounds {
		path := at("rounds", i)
		if r.Round != i+1 {
			c.add(path, "round %d is listed as number %d: rounds are numbered 1, 2, 3... in order", i+1, r.Round)
		}
		if !stageIDs[r.Stage] {
			c.add(append(path, "stage"), "round %d: unknown stage %q", r.Round, r.Stage)
		}
		seen := map[int]string{}
		use := func(no int, what string, p []any) {
			if !known(no) {
				c.add(p, "round %d, %s: unknown player %d", r.Round, what, no)
				return
			}
			if prev, dup := seen[no]; dup {
				c.add(p, "round %d: player %d appears twice (%s and %s)", r.Round, no, prev, what)
			}
			seen[no] = what
		}
		round := scoring.Round{Number: r.Round, Stage: r.Stage, Seed: r.Seed, Byes: r.Byes, HalfByes: r.HalfByes, Absent: r.Absent,
			Notes: c.notesFromFile(append(append([]any{}, path...), "notes"), r.Round, r.Notes)}
		boards := map[int]bool{}
		for j, g := range r.Games {
			gp := append(append([]any{}, path...), "games", j)
			what := fmt.Sprintf("board %d", g.Board)
			if g.Board <= 0 || boards[g.Board] {
				c.add(gp, "round %d: board number %d is missing or used twice", r.Round, g.Board)
			}
			boards[g.Board] = true
			if g.Match != 0 && allPlayAll[r.Stage] {
				delete(seen, g.Red)
				delete(seen, g.Black)
			}
			use(g.Red, what, gp)
			use(g.Black, what, gp)
			round.Games = append(round.Games, c.gameFromFile(gp, r.Round, what, g))
		}
		if gap := boardGap(r.Games, boards); gap > 0 {
			c.add(append(path, "games"), "round %d: boards are numbered 1 to %d, but board %d is missing: number the boards without gaps", r.Round, len(r.Games), gap)
		}
		for j, no := range r.Byes {
			use(no, "bye", append(append([]any{}, path...), "byes", j))
		}
		for j, no := range r.HalfByes {
			use(no, "half-point bye", append(append([]any{}, path...), "half_byes", j))
		}
		for j, no := range r.Absent {
			use(no, "absent", append(append([]any{}, path...), "absent", j))
		}
		for j, fc := range r.Cards {
			cp := append(append([]any{}, path...), "cards", j)
			card, err := ParseCard(fc.Card)
			if err != nil {
				c.add(cp, "round %d: %v", r.Round, err)
			}
			if !known(fc.Player) {
				c.add(cp, "round %d, card %s: unknown player %d", r.Round, fc.Card, fc.Player)
			}
			card.Player = fc.Player
			round.Cards = append(round.Cards, card)
		}
		ev.Rounds = append(ev.Rounds, round)
	}
}

// gameFromFile reads the game (or match) on a board of round r at path gp:
// its result, fouls and, for a match, its games.
func (c *checker) gameFromFile(gp []any, r int, what string, g fileGame) scoring.Game {
	if g.Red == g.Black {
		c.add(gp, "round %d, %s: a player cannot play himself", r, what)
	}
	res, err := scoring.ParseResult(g.Result)
	if err != nil {
		c.add(append(gp, "result"), "round %d, %s: %v", r, what, err)
	}
	if g.RedFouls < 0 || g.BlackFouls < 0 {
		c.add(gp, "round %d, %s: fouls are counted from 0", r, what)
	}
	note, w := c.withdrawalFromFile(gp, fmt.Sprintf("round %d, %s", r, what), g.Note, g.Withdrawal)
	game := scoring.Game{Board: g.Board, Red: g.Red, Black: g.Black, Result: res, RedFouls: g.RedFouls, BlackFouls: g.BlackFouls, Note: note,
		Withdrawal: w, Group: g.Group, Chooser: g.Chooser, Lots: g.Lots, LotsSeed: g.LotsSeed}
	for k, mg := range g.Games {
		mp := append(append([]any{}, gp...), "games", k)
		if mg.Red != g.Red && mg.Red != g.Black {
			c.add(mp, "round %d, %s, game %d: red must be %d or %d", r, what, k+1, g.Red, g.Black)
		}
		if mg.RedFouls < 0 || mg.BlackFouls < 0 {
			c.add(mp, "round %d, %s, game %d: fouls are counted from 0", r, what, k+1)
		}
		mres, err := scoring.ParseResult(mg.Result)
		if err != nil {
			c.add(append(mp, "result"), "round %d, %s, game %d: %v", r, what, k+1, err)
		}
		game.Games = append(game.Games, scoring.MatchGame{Red: mg.Red, Result: mres, Kind: mg.Kind, Fouls: [2]int{mg.RedFouls, mg.BlackFouls}, Note: mg.Note})
	}
	return game
}

// MaxRounds is the most rounds a stage may have: a round robin of 60 plays
// 59, a weekly ladder a few hundred; more is a typing slip.
const MaxRounds = 999

// MaxName is the longest name (of the event, a player, a club) in characters.
const MaxName = 200

// tableRounds is the number of rounds a stage's table gives its start
// order, as its system counts them (a round robin's Berger table: n-1, or n
// for an odd n, times the cycles), 0 when the rounds are a setting of the
// stage (a Swiss) or unknown; label names the system in English.
func tableRounds(s fileStage) (int, string) {
	st := &scoring.Stage{ID: s.ID, System: scoring.System(s.System), Cycles: s.Cycles, Order: s.Order, Options: s.Options}
	sys, err := pairing.For(st)
	if err != nil {
		return 0, ""
	}
	_, en := sys.Label(st)
	return sys.Planned(&scoring.Event{}, st), en
}

// IsDate reports whether s is a day written YYYY-MM-DD.
func IsDate(s string) bool {
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}

// badText says what is wrong with a name or label, "" when nothing: a line
// break, a NUL or another control character, or (a name) more than
// MaxName characters.
func badText(s string, name bool) string {
	for _, r := range s {
		if r == '\n' || r == '\r' {
			return "has a line break: a name is one line"
		}
		if unicode.IsControl(r) {
			return fmt.Sprintf("has the control character %U: remove it", r)
		}
	}
	if n := utf8.RuneCountInString(s); name && n > MaxName {
		return fmt.Sprintf("is %d characters long, more than the %d a name may have", n, MaxName)
	}
	return ""
}

// boardGap is the first board number missing from a round whose boards are
// numbered by game (team matches number their boards by match and are not
// checked here), 0 when none is.
func boardGap(games []fileGame, boards map[int]bool) int {
	for _, g := range games {
		if g.Match != 0 {
			return 0
		}
	}
	for b := 1; b <= len(games); b++ {
		if !boards[b] {
			return b
		}
	}
	return 0
}

// each is the errors joined in err (none for nil).
func each(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	if err != nil {
		return []error{err}
	}
	return nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// itoa is strconv.Itoa, named for brevity in messages.
var itoa = strconv.Itoa
