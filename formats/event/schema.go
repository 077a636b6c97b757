package event

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
	"go.yaml.in/yaml/v3"
)

// Version is the event file format version written in the "xqt" key.
const Version = 1

// file is the YAML shape of an event file. Field order here is the order
// keys are written.
type file struct {
	XQT     int          `yaml:"xqt"`
	Event   fileInfo     `yaml:"event"`
	Points  filePoints   `yaml:"points"`
	Stages  []fileStage  `yaml:"stages"`
	Players []filePlayer `yaml:"players"`
	Teams   []fileTeam   `yaml:"teams,omitempty"` // teams.go
	Rounds  []fileRound  `yaml:"rounds,omitempty"`
	CheckIn *fileCheckIn `yaml:"checkin,omitempty"` // checkin.go
	Log     []fileChange `yaml:"log,omitempty"`     // log.go
}

type fileInfo struct {
	Name      string `yaml:"name"`
	NameEn    string `yaml:"name_en,omitempty"`
	Site      string `yaml:"site,omitempty"`
	Organizer string `yaml:"organizer,omitempty"`
	Arbiter   string `yaml:"arbiter,omitempty"`
	Start     string `yaml:"start,omitempty"`
	End       string `yaml:"end,omitempty"`
	Edition   string `yaml:"edition,omitempty"`
	// level, section, certificate: the title rules and the certificates
	// (docs/print.md).
	Level       string `yaml:"level,omitempty"`
	Section     string `yaml:"section,omitempty"`
	Certificate string `yaml:"certificate,omitempty"`
}

type fileStage struct {
	ID        string            `yaml:"id"`
	Name      string            `yaml:"name,omitempty"`
	System    string            `yaml:"system"`
	Rounds    int               `yaml:"rounds,omitempty"`
	Cycles    int               `yaml:"cycles,omitempty"`
	Numbering string            `yaml:"numbering,omitempty"`
	Seed      int64             `yaml:"seed,omitempty"`
	Points    string            `yaml:"points,omitempty"`
	Tiebreaks []string          `yaml:"tiebreaks,omitempty"`
	Match     string            `yaml:"match,omitempty"`
	Players   []int             `yaml:"players,omitempty"`
	Order     []int             `yaml:"order,omitempty"`
	Options   map[string]string `yaml:"options,omitempty"`
	From      string            `yaml:"from,omitempty"`
	Qualify   string            `yaml:"qualify,omitempty"`
	After     int               `yaml:"qualify_after,omitempty"`
	GroupN    int               `yaml:"group_count,omitempty"`
	Seeding   string            `yaml:"seeding,omitempty"`
	Until     int               `yaml:"until,omitempty"`
	Closed    bool              `yaml:"closed,omitempty"`
	Groups    []fileGroup       `yaml:"groups,omitempty"`

	fileStageTeams `yaml:",inline"` // teams.go
}

type fileGroup struct {
	ID      string `yaml:"id"`
	Players []int  `yaml:"players"`
	Order   []int  `yaml:"order,omitempty"`
}

type filePlayer struct {
	No        int    `yaml:"no"`
	Name      string `yaml:"name"`
	NameEn    string `yaml:"name_en,omitempty"`
	Club      string `yaml:"club,omitempty"`
	Team      string `yaml:"team,omitempty"`
	Group     string `yaml:"group,omitempty"`
	Rating    int    `yaml:"rating,omitempty"`
	Sex       string `yaml:"sex,omitempty"`
	ID        string `yaml:"id,omitempty"`
	Withdrawn int    `yaml:"withdrawn,omitempty"`
	Joined    int    `yaml:"joined,omitempty"`
	Penalty   string `yaml:"penalty,omitempty"`
}

type fileRound struct {
	Round    int         `yaml:"round"`
	Stage    string      `yaml:"stage"`
	Seed     int64       `yaml:"seed,omitempty"`
	Games    []fileGame  `yaml:"games,omitempty"`
	Byes     []int       `yaml:"byes,omitempty"`
	HalfByes []int       `yaml:"half_byes,omitempty"`
	Absent   []int       `yaml:"absent,omitempty"`
	Cards    []fileCard  `yaml:"cards,omitempty"`
	Notes    []yaml.Node `yaml:"notes,omitempty"` // notes.go: typed notes, or an older file's in words
	// teams.go
	Matches  []fileMatch  `yaml:"matches,omitempty"`
	TeamByes []int        `yaml:"team_byes,omitempty"`
	Lineups  []fileLineup `yaml:"lineups,omitempty"`
}

type fileGame struct {
	Board      int              `yaml:"board"`
	Red        int              `yaml:"red"`
	Black      int              `yaml:"black"`
	Result     string           `yaml:"result"`
	RedFouls   int              `yaml:"red_fouls,omitempty"`
	BlackFouls int              `yaml:"black_fouls,omitempty"`
	Games      []fileMatchGame  `yaml:"games,omitempty"`
	Note       string           `yaml:"note,omitempty"`
	Withdrawal string           `yaml:"withdrawal,omitempty"` // the article a withdrawal decided the game by: "20.3", "20.4"
	Group      string           `yaml:"group,omitempty"`
	Chooser    int              `yaml:"chooser,omitempty"`   // won the colour lot 猜先 and chose
	Lots       int              `yaml:"lots,omitempty"`      // won the lots that decided a tied match
	LotsSeed   int64            `yaml:"lots_seed,omitempty"` // seed the tool drew those lots with
	Match      int              `yaml:"match,omitempty"`     // teams.go: the team match of the board
	TeamBoard  int              `yaml:"team_board,omitempty"`
	Corrected  []fileCorrection `yaml:"corrected,omitempty"` // log.go
}

type fileMatchGame struct {
	Red        int    `yaml:"red"`
	Result     string `yaml:"result"`
	Kind       string `yaml:"kind,omitempty"`
	RedFouls   int    `yaml:"red_fouls,omitempty"`
	BlackFouls int    `yaml:"black_fouls,omitempty"`
	Note       string `yaml:"note,omitempty"`
}

type fileCard struct {
	Player int    `yaml:"player"`
	Card   string `yaml:"card"`
}

// filePoints is the points table: a preset name, or a mapping.
type filePoints struct {
	Preset string
	Table  map[string]string // key -> decimal text, only for the mapping form
	Line   int
}

// tableKeys are the keys of a written-out points table, in file order.
var tableKeys = []string{"win", "draw", "loss", "win_black", "draw_black", "loss_black",
	"forfeit_win", "forfeit_loss", "double_forfeit", "bye", "half_bye", "zero_bye"}

func (p *filePoints) UnmarshalYAML(n *yaml.Node) error {
	p.Line = n.Line
	switch n.Kind {
	case yaml.ScalarNode:
		p.Preset = n.Value
		return nil
	case yaml.MappingNode:
		p.Table = map[string]string{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			known := false
			for _, t := range tableKeys {
				known = known || t == k.Value
			}
			if !known {
				return fmt.Errorf("line %d: unknown points key %q (known: %s)", k.Line, k.Value, strings.Join(tableKeys, ", "))
			}
			if v.Kind != yaml.ScalarNode {
				return fmt.Errorf("line %d: points %q must be a number", v.Line, k.Value)
			}
			p.Table[k.Value] = v.Value
		}
		return nil
	}
	return fmt.Errorf("line %d: points must be a preset name (%s) or a table of win/draw/loss...", n.Line, strings.Join(scoring.PresetNames(), ", "))
}

func (p filePoints) MarshalYAML() (any, error) {
	if p.Table == nil {
		return p.Preset, nil
	}
	n := &yaml.Node{Kind: yaml.MappingNode}
	for _, k := range tableKeys {
		v, ok := p.Table[k]
		if !ok {
			continue
		}
		tag := "!!int"
		if strings.Contains(v, ".") {
			tag = "!!float"
		}
		n.Content = append(n.Content,
			&yaml.Node{Kind: yaml.ScalarNode, Value: k},
			&yaml.Node{Kind: yaml.ScalarNode, Tag: tag, Value: v})
	}
	return n, nil
}

// tableToFile writes a points table: its preset name when it is an unchanged
// preset, otherwise every key.
func tableToFile(t scoring.Table) filePoints {
	if t.Name != "" {
		if pre, err := scoring.Preset(t.Name); err == nil && pre == t {
			return filePoints{Preset: t.Name}
		}
	}
	m := map[string]string{}
	for i, v := range tableValues(&t) {
		m[tableKeys[i]] = v.String()
	}
	return filePoints{Table: m}
}

func tableValues(t *scoring.Table) []*scoring.Points {
	return []*scoring.Points{&t.WinRed, &t.DrawRed, &t.LossRed, &t.WinBlack, &t.DrawBlack, &t.LossBlack,
		&t.ForfeitWin, &t.ForfeitLoss, &t.DoubleForfeit, &t.Bye, &t.HalfBye, &t.ZeroBye}
}

// ParseTable reads a points table written as a preset name ("cxa2011") or
// as KEY=VALUE pairs separated by commas ("win=3,draw=1,draw_black=2"), with
// the keys and defaults of the event file's points mapping.
func ParseTable(s string) (scoring.Table, error) {
	if !strings.Contains(s, "=") {
		return tableFromFile(filePoints{Preset: strings.TrimSpace(s)})
	}
	m := map[string]string{}
	for _, kv := range strings.Split(s, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(kv), "=")
		known := false
		for _, t := range tableKeys {
			known = known || t == k
		}
		if !known {
			return scoring.Table{}, fmt.Errorf("unknown points key %q (known: %s)", k, strings.Join(tableKeys, ", "))
		}
		m[k] = strings.TrimSpace(v)
	}
	t, err := tableFromFile(filePoints{Table: m})
	if err != nil {
		return t, err
	}
	return t, t.Check()
}

// tableFromFile reads a points table. In the mapping form, missing keys
// default sensibly: black's values to red's, forfeit win and bye to a win,
// half bye to a draw, the rest to 0.
func tableFromFile(p filePoints) (scoring.Table, error) {
	if p.Table == nil {
		name := p.Preset
		if name == "" {
			name = scoring.DefaultTable
		}
		return scoring.Preset(name)
	}
	get := func(k string, def scoring.Points) (scoring.Points, error) {
		s, ok := p.Table[k]
		if !ok {
			return def, nil
		}
		v, err := scoring.ParsePoints(s)
		if err != nil {
			return 0, fmt.Errorf("points %s: %v", k, err)
		}
		return v, nil
	}
	var t scoring.Table
	var errs []error
	must := func(k string, def scoring.Points) scoring.Points {
		v, err := get(k, def)
		if err != nil {
			errs = append(errs, err)
		}
		return v
	}
	if _, ok := p.Table["win"]; !ok {
		return t, fmt.Errorf("a points table needs at least win (and usually draw and loss)")
	}
	t.WinRed = must("win", 0)
	t.DrawRed = must("draw", 0)
	t.LossRed = must("loss", 0)
	t.WinBlack = must("win_black", t.WinRed)
	t.DrawBlack = must("draw_black", t.DrawRed)
	t.LossBlack = must("loss_black", t.LossRed)
	t.ForfeitWin = must("forfeit_win", t.WinRed)
	t.ForfeitLoss = must("forfeit_loss", 0)
	t.DoubleForfeit = must("double_forfeit", 0)
	t.Bye = must("bye", t.WinRed)
	t.HalfBye = must("half_bye", t.DrawRed)
	t.ZeroBye = must("zero_bye", 0)
	if len(errs) > 0 {
		return t, errs[0]
	}
	return t, nil
}

// CardText writes a card as the hall does: 红3, 黑3, K.
func CardText(c scoring.Card) string {
	switch c.Side {
	case scoring.Red:
		return fmt.Sprintf("红%d", c.Number)
	case scoring.Black:
		return fmt.Sprintf("黑%d", c.Number)
	}
	return "K"
}

// ParseCard reads a card: "红3"/"R3"/"red3", "黑3"/"B3"/"black3", or "K".
func ParseCard(s string) (scoring.Card, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "k" {
		return scoring.Card{}, nil
	}
	var side scoring.Side
	for _, p := range []struct {
		prefix string
		side   scoring.Side
	}{{"红", scoring.Red}, {"red", scoring.Red}, {"r", scoring.Red}, {"黑", scoring.Black}, {"black", scoring.Black}, {"b", scoring.Black}} {
		if strings.HasPrefix(t, p.prefix) {
			side, t = p.side, strings.TrimPrefix(t, p.prefix)
			break
		}
	}
	var n int
	if _, err := fmt.Sscanf(t, "%d", &n); side == scoring.NoSide || err != nil || n < 1 || fmt.Sprint(n) != t {
		return scoring.Card{}, fmt.Errorf("unknown card %q: write 红N (red-suited N), 黑N (black-suited N) or K", s)
	}
	return scoring.Card{Number: n, Side: side}, nil
}
