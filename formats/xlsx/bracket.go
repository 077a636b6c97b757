package xlsx

import (
	"fmt"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xuri/excelize/v2"
)

// Bracket sheet geometry: each round is a block of three columns (name on
// its line, the player's points in the match, the connector to the next
// round); two sheet rows per first-round line. Rows are low and the font
// small so 32 first-round lines fit one A4 landscape page; 64 players print
// on two pages, one above the other.
const (
	bracketTop      = 4    // first tree row (after title, subtitle, round headers)
	bracketRowH     = 9.75 // points
	bracketFont     = 9
	bracketLinesA4  = 32 // first-round lines per printed page
	bracketNameW    = 13.0
	bracketScoreW   = 4.0
	bracketConnW    = 1.6
	bracketColsPerR = 3
)

// bracketSheet draws the main bracket of a knockout stage with borders:
// names on lines, winners carried to the next column, each player's points
// in the match beside the name. Placement matches, the losers' bracket and
// the grand final follow as a table on the same sheet, then the places.
func (b *book) bracketSheet(sc *stageCtx) error {
	ks, err := pairing.ResolveKnockout(sc.ev, sc.st)
	if err != nil {
		return err
	}
	t := ks.MainTree()
	if t == nil {
		return nil
	}
	name := b.sheetName(sc.prefix + b.l("对阵图", "Bracket"))
	f := b.f
	if b.first {
		if err := f.SetSheetName("Sheet1", name); err != nil {
			return err
		}
		b.first = false
	} else if _, err := f.NewSheet(name); err != nil {
		return err
	}
	styles, err := b.bracketStyles()
	if err != nil {
		return err
	}
	cellName := func(row, col int) string {
		n, _ := excelize.CoordinatesToCellName(col, row)
		return n
	}
	put := func(row, col int, v any, style int) error {
		c := cellName(row, col)
		if v != nil {
			if err := f.SetCellValue(name, c, v); err != nil {
				return err
			}
		}
		return f.SetCellStyle(name, c, c, style)
	}
	label := func(no int) string {
		switch no {
		case 0:
			return ""
		case pairing.Bye:
			if ks.Cards {
				return "K"
			}
			return b.l("轮空", "bye")
		}
		if p := sc.ev.Player(no); p != nil {
			return p.Name
		}
		return fmt.Sprint(no)
	}
	lastCol := t.Cols * bracketColsPerR
	// Title, subtitle and round headers.
	if err := put(1, 1, b.title, styles.title); err != nil {
		return err
	}
	if err := f.MergeCell(name, cellName(1, 1), cellName(1, lastCol)); err != nil {
		return err
	}
	sub := b.l("淘汰赛对阵图", "Knockout bracket")
	if sc.prefix != "" {
		sub = sc.prefix + sub
	}
	if err := put(2, 1, sub, styles.sub); err != nil {
		return err
	}
	if err := f.MergeCell(name, cellName(2, 1), cellName(2, lastCol)); err != nil {
		return err
	}
	for c := 1; c <= t.Cols; c++ {
		h := b.l(fmt.Sprintf("第%d轮", c), fmt.Sprintf("Round %d", c))
		switch c {
		case t.Cols:
			h = b.l("冠军", "Champion")
		case t.Cols - 1:
			h = b.l("决赛", "Final")
		}
		col := (c-1)*bracketColsPerR + 1
		if err := put(3, col, h, styles.head); err != nil {
			return err
		}
		if err := f.MergeCell(name, cellName(3, col), cellName(3, col+1)); err != nil {
			return err
		}
	}
	// Seats: name and points on the line (bottom border).
	for _, s := range t.Seats {
		row := bracketTop + s.Row
		col := (s.Col-1)*bracketColsPerR + 1
		nameStyle, scoreStyle := styles.line, styles.lineScore
		if s.Won {
			nameStyle = styles.lineWon
		}
		if s.Match < 0 {
			nameStyle = styles.champion
		}
		if err := put(row, col, label(s.Player), nameStyle); err != nil {
			return err
		}
		if err := put(row, col+1, nilIfEmpty(s.Score), scoreStyle); err != nil {
			return err
		}
	}
	// Connectors: a vertical line from the top seat's line down to the
	// bottom seat's, and the line across to the winner at the middle.
	for _, l := range t.Links {
		col := (l.Col-1)*bracketColsPerR + 3
		for r := l.Top + 1; r <= l.Bottom; r++ {
			st := styles.vert
			if r == l.Mid {
				st = styles.vertMid
			}
			if err := put(bracketTop+r, col, nil, st); err != nil {
				return err
			}
		}
		if l.Mid == l.Top {
			if err := put(bracketTop+l.Mid, col, nil, styles.across); err != nil {
				return err
			}
		}
	}
	for r := bracketTop; r <= bracketTop+t.Rows; r++ {
		if err := f.SetRowHeight(name, r, bracketRowH); err != nil {
			return err
		}
	}
	for c := 1; c <= t.Cols; c++ {
		base := (c - 1) * bracketColsPerR
		for i, w := range []float64{bracketNameW, bracketScoreW, bracketConnW} {
			col, _ := excelize.ColumnNumberToName(base + i + 1)
			if err := f.SetColWidth(name, col, col, w); err != nil {
				return err
			}
		}
	}
	row := bracketTop + t.Rows + 2
	row, err = b.bracketOthers(sc, ks, name, row, label, put, styles)
	if err != nil {
		return err
	}
	return b.bracketPage(name, t, lastCol, row)
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// bracketOthers lists the matches off the main tree (placement matches,
// losers' bracket, grand final, third place) and the places so far.
func (b *book) bracketOthers(sc *stageCtx, ks *pairing.KnockoutState, name string, row int, label func(int) string,
	put func(row, col int, v any, style int) error, styles bracketStyleSet) (int, error) {
	var others []pairing.MatchInfo
	for _, m := range ks.Matches {
		if m.Skipped || m.Section == "main" || m.Section == "winners" {
			continue
		}
		others = append(others, m)
	}
	header := func(vals ...string) error {
		for i, v := range vals {
			if err := put(row, i+1, v, styles.head); err != nil {
				return err
			}
		}
		row++
		return nil
	}
	if len(others) > 0 {
		if err := header(b.l("场次", "Match"), b.l("轮", "Rd"), b.l("甲方", "Player"), b.l("比分", "Score"), b.l("乙方", "Player"), b.l("胜者", "Winner")); err != nil {
			return row, err
		}
		for _, m := range others {
			zh, en := m.SectionTitle()
			score := ""
			if m.Game != nil {
				score = scoring.MatchScoreText(*m.Game, m.Format)
				if m.Game.Red != m.Players[0] {
					score = flipScore(score)
				}
			}
			vals := []any{b.l(zh, en), nilIfZero(m.Round), label(m.Players[0]), score, label(m.Players[1]), label(max(m.Winner, 0))}
			for i, v := range vals {
				if err := put(row, i+1, v, styles.cell); err != nil {
					return row, err
				}
			}
			row++
		}
		row++
	}
	if pl := ks.Places(); len(pl) > 0 {
		if err := header(b.l("名次", "Place"), b.l("序号", "No."), b.l("姓名", "Name")); err != nil {
			return row, err
		}
		for _, p := range pl {
			place := fmt.Sprint(p.Place)
			if p.Shared {
				place += "="
			}
			for i, v := range []any{place, p.Player, label(p.Player)} {
				if err := put(row, i+1, v, styles.cell); err != nil {
					return row, err
				}
			}
			row++
		}
	}
	return row, nil
}

func nilIfZero(n int) any {
	if n == 0 {
		return nil
	}
	return n
}

// flipScore turns "2-1 rapid 1-0" into "1-2 rapid 0-1" (the other seat's view).
func flipScore(s string) string {
	out := []rune{}
	var tok []rune
	flush := func() {
		t := string(tok)
		for i, r := range tok {
			if r == '-' && i > 0 && i < len(tok)-1 {
				t = string(tok[i+1:]) + "-" + string(tok[:i])
				break
			}
		}
		switch t {
		case "+-":
			t = "-+"
		case "-+":
			t = "+-"
		}
		out = append(out, []rune(t)...)
		tok = tok[:0]
	}
	for _, r := range s {
		if r == ' ' {
			flush()
			out = append(out, r)
			continue
		}
		tok = append(tok, r)
	}
	flush()
	return string(out)
}

// bracketPage sets A4 landscape, one page wide, and a page per 32
// first-round lines.
func (b *book) bracketPage(name string, t *pairing.Tree, lastCol, lastRow int) error {
	f := b.f
	orient := "landscape"
	size := 9 // A4
	pages := (t.Rows/2)/bracketLinesA4 + 1
	fitW, fitH := 1, pages
	if err := f.SetPageLayout(name, &excelize.PageLayoutOptions{Size: &size, Orientation: &orient, FitToWidth: &fitW, FitToHeight: &fitH}); err != nil {
		return err
	}
	fit := true
	if err := f.SetSheetProps(name, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	end, _ := excelize.CoordinatesToCellName(lastCol, lastRow)
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Area", RefersTo: fmt.Sprintf("'%s'!$A$1:$%s", name, absRef(end)), Scope: name}); err != nil {
		return err
	}
	footer := "&C&P / &N"
	return f.SetHeaderFooter(name, &excelize.HeaderFooterOptions{OddFooter: footer})
}

func absRef(cell string) string {
	col, row, _ := excelize.SplitCellName(cell)
	return fmt.Sprintf("%s$%d", col, row)
}

type bracketStyleSet struct {
	title, sub, head, line, lineWon, lineScore, champion, vert, vertMid, across, cell int
}

func (b *book) bracketStyles() (bracketStyleSet, error) {
	var s bracketStyleSet
	font := func(size float64, bold bool) *excelize.Font {
		return &excelize.Font{Family: b.font, Size: size, Bold: bold}
	}
	bottom := excelize.Border{Type: "bottom", Color: "000000", Style: 1}
	left := excelize.Border{Type: "left", Color: "000000", Style: 1}
	thin := []excelize.Border{left, {Type: "right", Color: "000000", Style: 1}, {Type: "top", Color: "000000", Style: 1}, bottom}
	defs := []struct {
		dst *int
		st  excelize.Style
	}{
		{&s.title, excelize.Style{Font: font(14, true), Alignment: &excelize.Alignment{Horizontal: "center"}}},
		{&s.sub, excelize.Style{Font: font(11, false), Alignment: &excelize.Alignment{Horizontal: "center"}}},
		{&s.head, excelize.Style{Font: font(bracketFont, true), Border: thin, Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}}, Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center"}}},
		{&s.line, excelize.Style{Font: font(bracketFont, false), Border: []excelize.Border{bottom}, Alignment: &excelize.Alignment{Vertical: "bottom", ShrinkToFit: true}}},
		{&s.lineWon, excelize.Style{Font: font(bracketFont, true), Border: []excelize.Border{bottom}, Alignment: &excelize.Alignment{Vertical: "bottom", ShrinkToFit: true}}},
		{&s.lineScore, excelize.Style{Font: font(bracketFont, false), Border: []excelize.Border{bottom}, Alignment: &excelize.Alignment{Horizontal: "right", Vertical: "bottom"}}},
		{&s.champion, excelize.Style{Font: font(bracketFont+1, true), Border: []excelize.Border{{Type: "bottom", Color: "000000", Style: 2}}, Alignment: &excelize.Alignment{Vertical: "bottom"}}},
		{&s.vert, excelize.Style{Border: []excelize.Border{left}}},
		{&s.vertMid, excelize.Style{Border: []excelize.Border{left, bottom}}},
		{&s.across, excelize.Style{Border: []excelize.Border{bottom}}},
		{&s.cell, excelize.Style{Font: font(bracketFont, false), Border: thin, Alignment: &excelize.Alignment{Vertical: "center"}}},
	}
	for _, d := range defs {
		st := d.st
		id, err := b.f.NewStyle(&st)
		if err != nil {
			return s, err
		}
		*d.dst = id
	}
	return s, nil
}
