package cmd

import (
	"fmt"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

type bracketOptions struct {
	Path  string
	Stage string
	JSON  bool
}

func newCmdBracket(f *Factory, runF func(*bracketOptions) error) *cobra.Command {
	opts := &bracketOptions{}
	c := &cobra.Command{
		Use:   "bracket FILE [--stage ID] [--json]",
		Short: "Print a knockout's bracket",
		Long: `Print the bracket of a knockout stage: round 1 on the left, the final on the
right, each player's points in the match beside the name, winners carried to the
next column. Placement matches 附加赛, the third-place match, the losers' bracket
and the grand final of a double elimination follow as a list, then the places
decided so far.

--json prints {"stage": "main", "champion": 3, "matches": [{"id": "M1-1",
"section": "main", "column": 1, "round": 1, "board": 1, "players": [1, 8],
"names": ["王小明", "李四"], "score": "1-0", "winner": 1}], "places": [{"place": 1,
"shared": false, "no": 3, "name": "张三"}]}. A player number of -1 is an empty line
(a bye); 0 is not known yet. "score" is from the first player's view.`,
		Example: "  xqt bracket cup.yaml\n  xqt bracket cup.yaml --json",
		Args:    exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runBracket(f, c, opts)
		},
	}
	c.Flags().StringVar(&opts.Stage, "stage", "", "knockout stage id (default: the last knockout stage)")
	c.Flags().BoolVar(&opts.JSON, "json", false, "print JSON (fields documented above)")
	return c
}

// knockoutStage picks the stage: by id, or the last knockout stage.
func knockoutStage(ev *scoring.Event, id string) (*scoring.Stage, error) {
	if id != "" {
		st := ev.Stage(id)
		if st == nil {
			return nil, invalidf("the event has no stage %q", id)
		}
		if !hasBracket(st) {
			return nil, invalidf("stage %s is a %s, not a knockout", id, st.System)
		}
		return st, nil
	}
	for i := len(ev.Stages) - 1; i >= 0; i-- {
		if hasBracket(&ev.Stages[i]) {
			return &ev.Stages[i], nil
		}
	}
	return nil, invalidf("the event has no knockout stage")
}

type jsonBracketMatch struct {
	ID      string    `json:"id"`
	Section string    `json:"section"`
	Column  int       `json:"column"`
	Round   int       `json:"round"`
	Board   int       `json:"board"`
	Players [2]int    `json:"players"`
	Names   [2]string `json:"names"`
	Score   string    `json:"score"`
	Winner  int       `json:"winner"`
}

type jsonPlace struct {
	Place  int    `json:"place"`
	Shared bool   `json:"shared"`
	No     int    `json:"no"`
	Name   string `json:"name"`
}

type jsonBracket struct {
	Stage    string             `json:"stage"`
	Champion int                `json:"champion"`
	Matches  []jsonBracketMatch `json:"matches"`
	Places   []jsonPlace        `json:"places"`
}

func runBracket(f *Factory, c *cobra.Command, opts *bracketOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	st, err := knockoutStage(ev, opts.Stage)
	if err != nil {
		return err
	}
	ks, err := knockout.Resolve(ev, st)
	if err != nil {
		return invalid(err)
	}
	name := func(no int) string {
		switch no {
		case 0:
			return ""
		case knockout.Bye:
			return view.Term(view.TermBye, "zh")
		}
		if p := ev.Player(no); p != nil {
			return p.Name
		}
		return fmt.Sprint(no)
	}
	if opts.JSON {
		out := jsonBracket{Stage: st.ID, Champion: ks.Champion, Matches: []jsonBracketMatch{}, Places: []jsonPlace{}}
		for _, m := range ks.Matches {
			if m.Skipped {
				continue
			}
			out.Matches = append(out.Matches, jsonBracketMatch{ID: m.ID, Section: m.Section, Column: m.Column, Round: m.Round, Board: m.Board,
				Players: m.Players, Names: [2]string{name(m.Players[0]), name(m.Players[1])}, Score: matchScore(&m), Winner: max(m.Winner, 0)})
		}
		for _, p := range ks.Places() {
			out.Places = append(out.Places, jsonPlace{Place: p.Place, Shared: p.Shared, No: p.Player, Name: name(p.Player)})
		}
		return writeJSON(f, out)
	}
	title := ev.Name
	if st.Name != "" {
		title += " " + st.Name
	}
	fmt.Fprintln(f.IO.Out, title)
	if len(ks.Matches) == 0 {
		fmt.Fprintln(f.IO.Out, "(not drawn yet: 'xqt pair' makes round 1)")
		return nil
	}
	byeName := view.Term(view.TermBye, "zh")
	if ks.Cards {
		byeName = "K"
	}
	if t := ks.MainTree(); t != nil {
		fmt.Fprint(f.IO.Out, drawTree(t, func(s knockout.TreeSeat) string {
			switch s.Player {
			case knockout.Bye:
				return "(" + byeName + ")"
			case 0:
				return ""
			}
			l := name(s.Player)
			if s.Score != "" {
				l += " " + s.Score
			}
			return l
		}))
	}
	tb := &table{header: []string{"场次 Match", "轮 Rd", "台 Bd", "甲 Player", "比分 Score", "乙 Player", "胜者 Winner"}, right: map[int]bool{1: true, 2: true}}
	for _, m := range ks.Matches {
		if m.Skipped || m.Section == "main" || m.Section == "winners" {
			continue
		}
		zh, _ := m.SectionTitle()
		tb.add(zh+" "+m.ID, itoa0(m.Round), itoa0(m.Board), name(m.Players[0]), matchScore(&m), name(m.Players[1]), name(max(m.Winner, 0)))
	}
	if len(tb.rows) > 0 {
		fmt.Fprintln(f.IO.Out)
		if err := tb.write(f.IO.Out, true); err != nil {
			return err
		}
	}
	if pl := ks.Places(); len(pl) > 0 {
		fmt.Fprintln(f.IO.Out)
		pt := &table{header: []string{"名次 Place", "选手 Player"}, right: map[int]bool{0: true}}
		for _, p := range pl {
			pt.add(placeText(p.Place, p.Shared), playerLabel(ev, p.Player))
		}
		return pt.write(f.IO.Out, true)
	}
	return nil
}

func itoa0(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprint(n)
}

// matchScore is the match score from the first seat's view: "1-0",
// "2-1", "½-½ 快棋 0-1", "+/-" for a walkover (view.CodeScoreText).
func matchScore(m *knockout.MatchInfo) string {
	if m.Game == nil {
		return ""
	}
	return view.CodeScoreText(*m.Game, m.Format, m.Players[0])
}

// flipScore turns "2-1 快棋 1-0" into "1-2 快棋 0-1".
func flipScore(s string) string {
	parts := strings.Fields(s)
	for i, p := range parts {
		if a, b, ok := strings.Cut(p, "-"); ok && a != "" && b != "" {
			parts[i] = b + "-" + a
		} else if p == "+-" {
			parts[i] = "-+"
		} else if p == "-+" {
			parts[i] = "+-"
		}
	}
	return strings.Join(parts, " ")
}

// drawTree draws a bracket tree with box-drawing lines; Chinese names take
// two cells, so padding goes by display width.
func drawTree(t *knockout.Tree, label func(knockout.TreeSeat) string) string {
	w := 4
	for _, s := range t.Seats {
		w = max(w, runewidth.StringWidth(label(s)))
	}
	w += 2
	rows := t.Rows + 1
	grid := make([][]string, rows)
	for r := range grid {
		grid[r] = make([]string, t.Cols+1)
	}
	for _, s := range t.Seats {
		l := label(s)
		fill := "─"
		if s.Match < 0 {
			fill = " "
		}
		grid[s.Row][s.Col] = l + " " + strings.Repeat(fill, w-runewidth.StringWidth(l)-1)
	}
	conn := make([][]string, rows)
	for r := range conn {
		conn[r] = make([]string, t.Cols+1)
	}
	for _, l := range t.Links {
		for r := l.Top; r <= l.Bottom; r++ {
			switch {
			case r == l.Top:
				conn[r][l.Col] = "┐"
			case r == l.Bottom:
				conn[r][l.Col] = "┘"
			case r == l.Mid:
				conn[r][l.Col] = "├"
			default:
				conn[r][l.Col] = "│"
			}
		}
	}
	var b strings.Builder
	for r := 0; r < rows; r++ {
		var line strings.Builder
		for c := 1; c <= t.Cols; c++ {
			cell := grid[r][c]
			if cell == "" {
				cell = strings.Repeat(" ", w)
			}
			line.WriteString(cell)
			x := conn[r][c]
			if x == "" {
				x = " "
			}
			if c < t.Cols {
				if x == "├" {
					x += "─"
				} else {
					x += " "
				}
			}
			line.WriteString(x)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
