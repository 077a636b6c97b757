package xlsx

import (
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mattn/go-runewidth"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xuri/excelize/v2"
)

// Bracket sheet geometry. Each round is a block of three columns (the name
// on its line, the player's points in the match, the connector to the next
// round), two sheet rows per first-round line. A printed page holds 32 tree
// rows (16 first-round lines) at full size, names at 10 pt: 16 players
// print on one A4 landscape page, 32 on two and 64 on four, one under
// another, each page with the title and round headers; manual page breaks
// keep each page to whole first-round matches. Up to 8 players get bigger
// rows and type. Printed wider than the page (128 players and more) the
// sheet is scaled down to the page width.
const (
	bracketPageRows = 32
	bracketRowH     = 14.0
	bracketFont     = 10.0
	bracketBigRows  = 16 // tree rows up to which the big size is used (8 players)
	bracketBigRowH  = 22.0
	bracketBigFont  = 12.0
	bracketNameW    = 11.0
	bracketScoreW   = 3.6
	bracketConnW    = 1.2
	bracketColsPerR = 3
	// bracketPagePx is the printable width of A4 landscape within the
	// bracket's 0.5 in side margins, in pixels at 96 dpi, less a little
	// slack. A column unit is 7 pixels where the workbook's default font
	// (Calibri) is installed, and up to 9 where another stands in for it
	// (LibreOffice on Linux): 9 is assumed, so 64 players (seven blocks of
	// 15.8 units) print at full size everywhere.
	bracketPagePx = 1020
	bracketUnitPx = 9
	// A bracket narrow enough for A4 portrait (bracketPortraitPx within
	// the same margins) and taller than a landscape page prints portrait,
	// which holds bracketPortraitRows tree rows at full size: the two
	// rounds of a 23-player card draw (48 rows) then fit one page, scaled
	// a little, instead of two half-empty landscape pages.
	bracketPortraitPx   = 680
	bracketPortraitRows = 46
)

// bracketSheet draws the main bracket of a knockout stage with borders:
// names on lines, winners carried to the next column, each player's points
// in the match beside the name, the champion on the right. Placement
// matches, the losers' bracket and the grand final are listed on the
// other-matches sheet, the places on the places sheet.
func (b *book) bracketSheet(sc *stageCtx) error {
	ks := sc.ko
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
	rowH, font := bracketRowH, bracketFont
	if t.Rows+1 <= bracketBigRows {
		rowH, font = bracketBigRowH, bracketBigFont
	}
	styles, err := b.bracketStyles(font)
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
	// line writes a merged line across the sheet in the book's style k.
	lastCol := t.Cols * bracketColsPerR
	width := float64(t.Cols) * (bracketNameW + bracketScoreW + bracketConnW)
	line := func(row int, c cell, h float64) error {
		id, err := b.style(c.k)
		if err != nil {
			return err
		}
		if err := put(row, 1, c.v, id); err != nil {
			return err
		}
		if err := f.SetCellStyle(name, cellName(row, 1), cellName(row, lastCol), id); err != nil {
			return err
		}
		if err := f.MergeCell(name, cellName(row, 1), cellName(row, lastCol)); err != nil {
			return err
		}
		return f.SetRowHeight(name, row, h)
	}
	label := func(no int) string {
		switch no {
		case 0:
			return ""
		case knockout.Bye:
			if ks.Cards {
				return "K"
			}
			return view.Term(view.TermBye, b.lang)
		}
		return b.name(sc.ev, no)
	}

	// Title, subtitle, the legend of the score marks, round headers.
	title, h := fitTitle(cell{v: b.title, k: kTitle}, width)
	if err := line(1, title, h); err != nil {
		return err
	}
	what := b.l("淘汰赛对阵图", "Knockout bracket")
	if strings.Contains(sc.prefix, "淘汰") || strings.Contains(strings.ToLower(sc.prefix), "knockout") {
		what = b.l("对阵图", "Bracket") // the stage's name says knockout already: not 淘汰赛 淘汰赛对阵图
	}
	sub, h := fitTitle(cell{v: strings.TrimSpace(sc.prefix + what), k: kSubtitle}, width)
	if err := line(2, sub, h); err != nil {
		return err
	}
	top := 4 // first tree row
	seats := view.SeatLabels(sc.ev, sc.st)
	if legend := b.bracketLegend(ks, t, len(seats) > 0, width); legend != "" {
		if err := line(3, cell{v: legend, k: kLegend}, 4+14*float64(wrapLines(legend, width))); err != nil {
			return err
		}
		top = 5
	}
	head := top - 1
	for c := 1; c <= t.Cols; c++ {
		col := (c-1)*bracketColsPerR + 1
		if err := put(head, col, capitalize(b.bracketColumnTitle(sc.ev, ks, t, c)), styles.head); err != nil {
			return err
		}
		if err := f.SetCellStyle(name, cellName(head, col+1), cellName(head, col+1), styles.head); err != nil {
			return err
		}
		if err := f.MergeCell(name, cellName(head, col), cellName(head, col+1)); err != nil {
			return err
		}
	}
	if err := f.SetRowHeight(name, head, 16); err != nil {
		return err
	}

	// Seats: name and points on the line (bottom border).
	for _, s := range t.Seats {
		row := top + s.Row
		col := (s.Col-1)*bracketColsPerR + 1
		nameStyle, scoreStyle := styles.line, styles.lineScore
		if s.Won {
			nameStyle = styles.lineWon
		}
		switch {
		case s.Match < 0 && s.Player > 0 && s.Player == ks.Champion:
			nameStyle, scoreStyle = styles.champion, styles.championScore
		case s.Match < 0:
			// a line after the last round so far: who goes on
			nameStyle = styles.lineWon
		}
		text := label(s.Player)
		if l, ok := seats[s.Player]; ok && s.Col == 1 {
			text = l + " " + text // a crossover's group place, A1
		}
		if err := put(row, col, text, nameStyle); err != nil {
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
			if err := put(top+r, col, nil, st); err != nil {
				return err
			}
		}
		if l.Mid == l.Top {
			if err := put(top+l.Mid, col, nil, styles.across); err != nil {
				return err
			}
		}
	}
	last := top + t.Rows
	for r := top; r <= last; r++ {
		if err := f.SetRowHeight(name, r, rowH); err != nil {
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
	// Whole subtrees on every page (bracketpages.go).
	pageRows, portrait := bracketPageRows, false
	if t.Rows+1 > bracketPageRows && width*bracketUnitPx <= bracketPortraitPx {
		pageRows, portrait = bracketPortraitRows, true
	}
	breaks, scale := bracketBreaks(t, pageRows)
	for _, r := range breaks {
		if err := f.InsertPageBreak(name, cellName(top+r, 1)); err != nil {
			return err
		}
	}
	return b.bracketPage(name, head, lastCol, last, width, scale, portrait)
}

// bracketLegend explains the marks the tree shows: * for a match won on
// tie-break games or lots, + and - for forfeits, K for the card draw's bye,
// and a crossover's group places (places). Parts that would fill more than
// four fifths of a line of width are put on lines of their own, so that a
// spreadsheet whose font runs wider than the estimate breaks the legend
// between its parts, never inside one ("胜" / "出").
func (b *book) bracketLegend(ks *knockout.State, t *knockout.Tree, places bool, width float64) string {
	var star, forfeit, k bool
	for _, s := range t.Seats {
		star = star || strings.HasSuffix(s.Score, "*")
		forfeit = forfeit || s.Score == "+" || s.Score == "-"
		k = k || s.Player == knockout.Bye && ks.Cards
	}
	var parts []string
	if places {
		parts = append(parts, b.l("A1 为A组第1名，B2 为B组第2名", "A1: first of group A, B2: second of group B"))
	}
	if star || forfeit {
		parts = append(parts, b.l("名字旁为该场得分", "beside each name: the player's points in the match"))
	}
	if star {
		parts = append(parts, b.l("* 经加赛或抽签胜出", "* won on tie-break games or lots"))
	}
	if forfeit {
		parts = append(parts, b.l("+ 弃权胜，- 弃权负", "+ forfeit win, - forfeit loss"))
	}
	if k {
		parts = append(parts, b.l("K 轮空牌（直接晋级）", "K: the bye card (goes through)"))
	}
	legend := strings.Join(parts, b.l("；", "; "))
	if float64(runewidth.StringWidth(legend)) > 0.8*(width-1) {
		legend = strings.Join(parts, "\n")
	}
	return legend
}

// bracketColumnTitle heads tree column c: the round its seats play
// (第1轮, 1/4决赛, 半决赛, 决赛), and the champion's column.
func (b *book) bracketColumnTitle(ev *scoring.Event, ks *knockout.State, t *knockout.Tree, c int) string {
	for _, s := range t.Seats {
		if s.Col == c && s.Match >= 0 {
			return b.roundTitle(ks, &ks.Matches[s.Match])
		}
	}
	// The column after the roots: the champion, the winners' bracket
	// winner of a double elimination, or the next card round's players.
	for _, s := range t.Seats {
		if s.Col == c-1 && s.Match >= 0 {
			m := &ks.Matches[s.Match]
			switch {
			case m.Final:
				return b.l("冠军", "Champion")
			case m.Section == "winners":
				return b.l("胜者组第一", "Winners' bracket winner")
			}
		}
	}
	if ks.Stopped(ev) {
		// a knockout down to its Until: these players go on to the next
		// stage, nobody plays a round here
		return b.l("晋级", "Qualified")
	}
	return b.l(fmt.Sprintf("第%d轮", c), fmt.Sprintf("Round %d", c))
}

// capitalize makes "semi-final" a heading: "Semi-final".
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// bracketPage sets A4 landscape (portrait when asked) at full size
// (smaller when the bracket is wider than the page, or at the scale tall
// that fits a bracket a little taller than one page), the title rows
// through head repeated on every page, and the print area.
func (b *book) bracketPage(name string, head, lastCol, lastRow int, width float64, tall int, portrait bool) error {
	f := b.f
	orient := "landscape"
	if portrait {
		orient = "portrait"
	}
	size := 9 // A4
	scale := uint(tall)
	if px := width * bracketUnitPx; px > bracketPagePx {
		scale = min(scale, uint(math.Floor(100*bracketPagePx/px)))
	}
	if err := f.SetPageLayout(name, &excelize.PageLayoutOptions{Size: &size, Orientation: &orient, AdjustTo: &scale}); err != nil {
		return err
	}
	// Excel ignores manual page breaks on a sheet fitted to pages.
	fit := false
	if err := f.SetSheetProps(name, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	lr, tb, hf, yes := 0.5, 0.45, 0.2, true
	if err := f.SetPageMargins(name, &excelize.PageLayoutMarginsOptions{
		Left: &lr, Right: &lr, Top: &tb, Bottom: &tb, Header: &hf, Footer: &hf, Horizontally: &yes,
	}); err != nil {
		return err
	}
	quoted := strings.ReplaceAll(name, "'", "''")
	end, _ := excelize.CoordinatesToCellName(lastCol, lastRow)
	col, row, _ := excelize.SplitCellName(end)
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Area", RefersTo: fmt.Sprintf("'%s'!$A$1:$%s$%d", quoted, col, row), Scope: name}); err != nil {
		return err
	}
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: fmt.Sprintf("'%s'!$1:$%d", quoted, head), Scope: name}); err != nil {
		return err
	}
	return f.SetHeaderFooter(name, &excelize.HeaderFooterOptions{OddFooter: b.footer("")})
}

type bracketStyleSet struct {
	head, line, lineWon, lineScore, champion, championScore, vert, vertMid, across int
}

func (b *book) bracketStyles(size float64) (bracketStyleSet, error) {
	var s bracketStyleSet
	font := func(size float64, bold bool) *excelize.Font {
		return &excelize.Font{Family: b.font, Size: size, Bold: bold}
	}
	bottom := excelize.Border{Type: "bottom", Color: "000000", Style: 1}
	left := excelize.Border{Type: "left", Color: "000000", Style: 1}
	thin := []excelize.Border{left, {Type: "right", Color: "000000", Style: 1}, {Type: "top", Color: "000000", Style: 1}, bottom}
	double := []excelize.Border{{Type: "bottom", Color: "000000", Style: 2}}
	defs := []struct {
		dst *int
		st  excelize.Style
	}{
		{&s.head, excelize.Style{Font: font(10, true), Border: thin, Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}}, Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center", ShrinkToFit: true}}},
		{&s.line, excelize.Style{Font: font(size, false), Border: []excelize.Border{bottom}, Alignment: &excelize.Alignment{Vertical: "bottom", ShrinkToFit: true}}},
		{&s.lineWon, excelize.Style{Font: font(size, true), Border: []excelize.Border{bottom}, Alignment: &excelize.Alignment{Vertical: "bottom", ShrinkToFit: true}}},
		{&s.lineScore, excelize.Style{Font: font(size, false), Border: []excelize.Border{bottom}, Alignment: &excelize.Alignment{Horizontal: "right", Vertical: "bottom", ShrinkToFit: true}}},
		{&s.champion, excelize.Style{Font: font(size, true), Border: double, Alignment: &excelize.Alignment{Vertical: "bottom", ShrinkToFit: true}}},
		{&s.championScore, excelize.Style{Border: double}},
		{&s.vert, excelize.Style{Border: []excelize.Border{left}}},
		{&s.vertMid, excelize.Style{Border: []excelize.Border{left, bottom}}},
		{&s.across, excelize.Style{Border: []excelize.Border{bottom}}},
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
