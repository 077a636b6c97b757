package xlsx

import (
	"cmp"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/xuri/excelize/v2"
)

// This file is the package's internal API for adding a sheet. A sheet is
// built top to bottom and laid out for print when it is finished:
//
//	s := b.newSheet(b.l("对阵", "Pairings"))
//	s.title(ev.Name)                          // merged across the table
//	s.header(b.h("台次", "Board"), ...)        // repeated on every printed page
//	s.row(1, "王小明", "1-0", ...)              // bordered data row
//	s.note("轮空 Bye: ...")                    // merged line under the table
//	s.freezeCols = 2                           // keep the first columns in view
//	if err := s.finish(); err != nil { ... }
//
// Cell values are string, int, int64, float64, or cell{} for a styled or
// merged cell. finish sizes the columns to their content (two units per CJK
// character), sets A4, fit-to-width, repeated header rows, frozen panes,
// borders and the page footer. The bracket and card-draw sheets add
// themselves the same way from their own files.

// book is a workbook being written.
type book struct {
	f     *excelize.File
	lang  string
	font  string
	sty   map[styleKey]int
	names map[string]bool // sheet names taken, lower-cased
	first bool            // the next sheet replaces the default Sheet1
	title string          // event name for page headers
}

func newBook(lang, font, title string) *book {
	f := excelize.NewFile()
	return &book{f: f, lang: lang, font: font, sty: map[styleKey]int{}, names: map[string]bool{}, first: true, title: title}
}

// l picks the label of the book's language.
func (b *book) l(zh, en string) string {
	if b.lang == "en" {
		return en
	}
	return zh
}

// h is a column header: Chinese over English in zh mode, English in en mode.
func (b *book) h(zh, en string) string {
	if b.lang == "en" {
		return en
	}
	return zh + "\n" + en
}

// kind is the look of a cell.
type kind int

const (
	kText         kind = iota // bordered, left
	kCenter                   // bordered, centred (numbers, short codes)
	kHeader                   // bold on grey, centred, wrapped
	kTitle                    // large bold, no border
	kSubtitle                 // plain, no border
	kNote                     // no border, wrapped
	kKey                      // bold, no border (info sheet labels)
	kValue                    // no border, wrapped (info sheet values)
	kDiagonal                 // crosstable diagonal: grey, centred, bordered
	kWrap                     // bordered, left, wrapped (long definitions)
	kStrong                   // bordered, centred, bold (places, totals)
	kTitleWrap                // kTitle broken over several lines
	kSubtitleWrap             // kSubtitle broken over several lines
	kCenterWrap               // bordered, centred, wrapped (a titled match's games)
	kLegend                   // small, centred, wrapped, no border (bracket legend)
)

// Title and subtitle font sizes in points.
const (
	titlePt    = 16
	subtitlePt = 12
)

type styleKey struct{ k kind }

func (b *book) style(k kind) (int, error) {
	if id, ok := b.sty[styleKey{k}]; ok {
		return id, nil
	}
	thin := []excelize.Border{
		{Type: "left", Color: "000000", Style: 1}, {Type: "right", Color: "000000", Style: 1},
		{Type: "top", Color: "000000", Style: 1}, {Type: "bottom", Color: "000000", Style: 1},
	}
	font := &excelize.Font{Family: b.font, Size: 11}
	st := &excelize.Style{Font: font, Alignment: &excelize.Alignment{Vertical: "center"}}
	switch k {
	case kText:
		st.Border = thin
	case kCenter:
		st.Border = thin
		st.Alignment.Horizontal = "center"
	case kStrong:
		st.Border = thin
		st.Alignment.Horizontal = "center"
		st.Font = &excelize.Font{Family: b.font, Size: 11, Bold: true}
	case kHeader:
		st.Border = thin
		st.Font = &excelize.Font{Family: b.font, Size: 10, Bold: true}
		st.Fill = excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"D9D9D9"}}
		st.Alignment = &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}
	case kTitle, kTitleWrap, kSubtitle, kSubtitleWrap:
		// A title that fits one line still shrinks when the estimate of its
		// width was short; a long one is broken into lines (titleLines).
		st.Font = &excelize.Font{Family: b.font, Size: titlePt, Bold: true}
		if k == kSubtitle || k == kSubtitleWrap {
			st.Font = &excelize.Font{Family: b.font, Size: subtitlePt}
		}
		st.Alignment = &excelize.Alignment{Horizontal: "center", Vertical: "center", ShrinkToFit: true}
		if k == kTitleWrap || k == kSubtitleWrap {
			st.Alignment = &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}
		}
	case kNote:
		st.Alignment = &excelize.Alignment{Vertical: "top", WrapText: true}
	case kKey:
		st.Font = &excelize.Font{Family: b.font, Size: 11, Bold: true}
		st.Alignment = &excelize.Alignment{Vertical: "top"}
	case kLegend:
		st.Font = &excelize.Font{Family: b.font, Size: 10}
		st.Alignment = &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}
	case kValue:
		st.Alignment = &excelize.Alignment{Vertical: "top", WrapText: true}
	case kDiagonal:
		st.Border = thin
		st.Fill = excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"BFBFBF"}}
		st.Alignment.Horizontal = "center"
	case kWrap:
		st.Border = thin
		st.Alignment = &excelize.Alignment{Vertical: "center", WrapText: true}
	case kCenterWrap:
		st.Border = thin
		st.Alignment = &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}
	}
	id, err := b.f.NewStyle(st)
	if err != nil {
		return 0, err
	}
	b.sty[styleKey{k}] = id
	return id, nil
}

// sheetName makes a legal, unique sheet name: no []:*?/\, at most 31
// characters (Excel's limit), "~2", "~3" appended on a clash.
func (b *book) sheetName(want string) string {
	clean := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`[]:*?/\`, r) {
			return '_'
		}
		return r
	}, want)
	clean = strings.Trim(clean, "' ")
	if clean == "" {
		clean = "Sheet"
	}
	cut := func(s string, n int) string {
		r := []rune(s)
		if len(r) > n {
			r = r[:n]
		}
		return string(r)
	}
	name := cut(clean, 31)
	for i := 2; b.names[strings.ToLower(name)]; i++ {
		suffix := fmt.Sprintf("~%d", i)
		name = cut(clean, 31-len(suffix)) + suffix
	}
	b.names[strings.ToLower(name)] = true
	return name
}

// cell is a cell with a chosen look, possibly spanning several columns.
type cell struct {
	v    any
	k    kind
	span int // columns covered, 0 or 1 for one
}

// sheet is one worksheet being built; see the comment at the top of the file.
type sheet struct {
	b    *book
	name string
	rows []srow
	// hdrFirst and hdrLast are the 0-based indexes of the header rows.
	hdrFirst, hdrLast int
	ncols             int
	// freezeCols keeps that many leading columns in view when scrolling
	// and repeats them on each printed page when the sheet is printed
	// several pages wide.
	freezeCols int
	// minWidth and maxWidth bound column widths (Excel units), by column.
	minWidth, maxWidth map[int]float64
	landscape          bool
	// portrait keeps a wide sheet portrait, shrunk to the page width.
	portrait bool
	// noFreeze leaves the panes alone (a sheet whose table starts low).
	noFreeze bool
	// rowH is the height of a one-line table row in points (0: 18).
	rowH float64
	// minCols is the least number of columns (an info sheet of key and
	// value lines without a table has two).
	minCols int
	// height is the sum of the row heights finish set, in points: what
	// layout compares with the page.
	height float64
	// footerName names the sheet in the page footer instead of its tab
	// name: a last round's standings say 最终排名 on paper, as their
	// title does, though the tab keeps its round ("第5轮后排名").
	footerName string
}

// srow is one row: its cells and how it is laid out.
type srow struct {
	cells []cell
	role  kind // kTitle, kSubtitle, kNote: merged across the table; else a table row
	lines int  // text lines, for the row height
}

func (b *book) newSheet(name string) *sheet {
	return &sheet{b: b, name: b.sheetName(name), hdrFirst: -1, hdrLast: -1, minWidth: map[int]float64{}, maxWidth: map[int]float64{}}
}

// title adds a large line merged across the table.
func (s *sheet) title(text string) {
	s.rows = append(s.rows, srow{cells: []cell{{v: text, k: kTitle}}, role: kTitle})
}

// subtitle adds a plain centred line merged across the table.
func (s *sheet) subtitle(text string) {
	s.rows = append(s.rows, srow{cells: []cell{{v: text, k: kSubtitle}}, role: kSubtitle})
}

// note adds a wrapped line merged across the table.
func (s *sheet) note(text string) {
	s.rows = append(s.rows, srow{cells: []cell{{v: text, k: kNote}}, role: kNote})
}

// blank adds an empty line.
func (s *sheet) blank() { s.rows = append(s.rows, srow{role: kNote}) }

// header adds a header row (bold on grey, repeated on each printed page).
// A cell{span: n} covers n columns; a nil value under a spanning or
// vertically merged header cell (written as up) continues the cell above.
func (s *sheet) header(vals ...any) {
	i := len(s.rows)
	if s.hdrFirst < 0 {
		s.hdrFirst = i
	}
	s.hdrLast = i
	s.rows = append(s.rows, srow{cells: cellsOf(kHeader, vals)})
}

// spanning returns a cell covering n columns, styled as its row.
func spanning(v any, n int) cell { return cell{v: v, k: -1, span: n} }

// styled returns a cell with the given look.
func styled(v any, k kind) cell { return cell{v: v, k: k} }

// up in a header row merges the cell with the one above it.
var up = cell{v: upMark{}}

type upMark struct{}

// row adds a bordered data row; plain values are left-aligned text when
// they are strings and centred otherwise.
func (s *sheet) row(vals ...any) { s.rows = append(s.rows, srow{cells: cellsOf(-1, vals)}) }

// pair adds an info line: a bold key and a value spanning the other columns.
func (s *sheet) pair(key, value string) {
	s.rows = append(s.rows, srow{cells: []cell{{v: key, k: kKey}, {v: value, k: kValue, span: -1}}, role: kValue})
}

func cellsOf(k kind, vals []any) []cell {
	cs := make([]cell, 0, len(vals))
	auto := func(v any) kind {
		if k >= 0 {
			return k
		}
		if _, str := v.(string); str {
			return kText
		}
		return kCenter
	}
	for _, v := range vals {
		c, ok := v.(cell)
		if !ok {
			c = cell{v: v, k: auto(v)}
		} else if c.k < 0 {
			c.k = auto(c.v)
		}
		cs = append(cs, c)
		for i := 1; i < c.span; i++ {
			cs = append(cs, cell{v: nil, k: c.k})
		}
	}
	return cs
}

// textWidth is the display width of a value in Excel column units: two per
// CJK character (go-runewidth's East Asian width), the widest line of a
// wrapped text.
func textWidth(v any) float64 {
	var s string
	switch x := v.(type) {
	case nil, upMark:
		return 0
	case string:
		s = x
	case float64:
		s = fmt.Sprint(x)
	default:
		s = fmt.Sprint(x)
	}
	w := 0
	for _, line := range strings.Split(s, "\n") {
		w = max(w, runewidth.StringWidth(line))
	}
	return float64(w)
}

// Page geometry in Excel column units (about one digit each at 11 pt):
// the printable width of A4 with the margins below, portrait and landscape.
const (
	portraitWidth  = 88
	landscapeWidth = 130
	colPad         = 2 // room around the text in a cell
	// narrowTableWidth is the width up to which any table may be widened
	// to keep its title on one line.
	narrowTableWidth = 60
)

// finish writes the sheet into the workbook and lays it out for print.
func (s *sheet) finish() error {
	f, b := s.b.f, s.b
	if b.first {
		if err := f.SetSheetName("Sheet1", s.name); err != nil {
			return err
		}
		b.first = false
	} else if _, err := f.NewSheet(s.name); err != nil {
		return err
	}
	for _, r := range s.rows {
		if r.role == 0 || r.role == kHeader {
			s.ncols = max(s.ncols, len(r.cells))
		}
	}
	s.ncols = max(s.ncols, s.minCols, 1)

	// Column widths from the table cells; merged lines do not count.
	widths := make([]float64, s.ncols)
	for _, r := range s.rows {
		if r.role != 0 {
			if r.role == kValue && len(r.cells) > 0 {
				widths[0] = max(widths[0], textWidth(r.cells[0].v)+colPad)
			}
			continue
		}
		for j := 0; j < len(r.cells); j++ {
			c := r.cells[j]
			if c.span > 1 {
				j += c.span - 1 // shared between columns: ignore
				continue
			}
			w := textWidth(c.v) + colPad
			if c.k == kHeader {
				w = textWidth(c.v) + 1
			}
			widths[j] = max(widths[j], w)
		}
	}
	for j := range widths {
		widths[j] = max(widths[j], 4)
		if m, ok := s.minWidth[j]; ok {
			widths[j] = max(widths[j], m)
		}
		if m, ok := s.maxWidth[j]; ok {
			widths[j] = min(widths[j], m)
		}
	}
	total := s.widenForTitle(widths)

	// Write rows.
	for i, r := range s.rows {
		rowNo := i + 1
		lines := 1
		if r.role != 0 {
			if len(r.cells) == 0 {
				continue
			}
			first := 0
			if r.role == kValue {
				first = 1
				if err := s.put(rowNo, 0, r.cells[0]); err != nil {
					return err
				}
			}
			c := r.cells[first]
			span := total
			for j := 0; j < first; j++ {
				span -= widths[j]
			}
			h := 15.0
			if r.role == kTitle || r.role == kSubtitle {
				c, h = fitTitle(c, span)
			}
			if err := s.put(rowNo, first, c); err != nil {
				return err
			}
			if s.ncols-1 > first {
				if err := s.merge(rowNo, first, s.ncols-1); err != nil {
					return err
				}
			}
			if r.role == kNote || r.role == kValue {
				lines = wrapLines(c.v, span)
			}
			if lines > 1 {
				h = 15.0 * float64(lines)
			}
			if err := f.SetRowHeight(s.name, rowNo, h); err != nil {
				return err
			}
			s.height += h
			continue
		}
		for j := 0; j < len(r.cells); j++ {
			c := r.cells[j]
			if c.v == (upMark{}) {
				// merged into the header cell above: style it, and merge
				if err := s.put(rowNo, j, cell{k: kHeader}); err != nil {
					return err
				}
				if err := s.mergeDown(rowNo, j); err != nil {
					return err
				}
				continue
			}
			if err := s.put(rowNo, j, c); err != nil {
				return err
			}
			if c.span > 1 {
				if err := s.merge(rowNo, j, j+c.span-1); err != nil {
					return err
				}
			}
			w := widths[j]
			if c.span > 1 {
				for k := 1; k < c.span; k++ {
					w += widths[j+k]
				}
			}
			lines = max(lines, wrapLines(c.v, w))
			if c.span > 1 {
				j += c.span - 1
			}
		}
		h := cmp.Or(s.rowH, 18)
		if lines > 1 {
			h = 16 * float64(lines)
		}
		if err := f.SetRowHeight(s.name, rowNo, h); err != nil {
			return err
		}
		s.height += h
	}
	for j, w := range widths {
		col, _ := excelize.ColumnNumberToName(j + 1)
		if err := f.SetColWidth(s.name, col, col, math.Round(w*10)/10); err != nil {
			return err
		}
	}
	return s.layout(total)
}

// widenForTitle widens a table narrower than its title or subtitle (a
// start list of three columns under a long event name) so the title fits
// on one line when that takes at most half as wide again and no more than
// the page, else as wide as makes the lines fitTitle breaks it into even;
// the text columns take the extra width in proportion. It returns the
// table's width.
func (s *sheet) widenForTitle(widths []float64) float64 {
	total := 0.0
	for _, w := range widths {
		total += w
	}
	units := 0.0 // the widest title line
	for _, r := range s.rows {
		if (r.role == kTitle || r.role == kSubtitle) && len(r.cells) > 0 {
			if text, ok := r.cells[0].v.(string); ok {
				pt, bold := float64(titlePt), true
				if r.role == kSubtitle {
					pt, bold = subtitlePt, false
				}
				units = max(units, textUnits(text, pt, bold))
			}
		}
	}
	// On one line the estimate, which errs wide, may be a tenth over:
	// shrink to fit takes up the rest.
	need := units/1.1 + 1
	if need <= total {
		return total
	}
	page := float64(portraitWidth)
	if s.landscape || total > portraitWidth && !s.portrait {
		page = landscapeWidth
	}
	// A narrow table (a start list of two columns) may grow to two thirds
	// of a portrait page for its title.
	if limit := min(page, max(1.5*total, narrowTableWidth)); need > limit {
		// Several lines: as wide as makes them even, with room for
		// breaking at a space rather than mid-way.
		lines := math.Ceil((units + 1) / limit)
		need = min(limit, units/lines*1.15+1)
		if need <= total {
			return total
		}
	}
	text, textW := map[int]bool{}, 0.0
	for _, r := range s.rows {
		if r.role != 0 {
			continue
		}
		for j, c := range r.cells {
			if c.k == kText && c.span <= 1 && !text[j] {
				text[j] = true
				textW += widths[j]
			}
		}
	}
	if len(text) == 0 {
		for j, w := range widths {
			text[j] = true
			textW += w
		}
	}
	for j := range text {
		widths[j] += (need - total) * widths[j] / textW
		widths[j] = math.Round(widths[j]*10) / 10
	}
	total = 0
	for _, w := range widths {
		total += w
	}
	return total
}

// wrapLines estimates the lines a wrapped text takes in a column of width w.
func wrapLines(v any, w float64) int {
	s, ok := v.(string)
	if !ok || w <= colPad {
		return 1
	}
	n := 0
	for _, line := range strings.Split(s, "\n") {
		lw := float64(runewidth.StringWidth(line))
		n += max(1, int(math.Ceil(lw/(w-1))))
	}
	return n
}

// put writes one cell with its style.
func (s *sheet) put(row, col int, c cell) error {
	name, err := excelize.CoordinatesToCellName(col+1, row)
	if err != nil {
		return err
	}
	if c.v != nil && c.v != (upMark{}) {
		if err := s.b.f.SetCellValue(s.name, name, c.v); err != nil {
			return err
		}
	}
	id, err := s.b.style(c.k)
	if err != nil {
		return err
	}
	return s.b.f.SetCellStyle(s.name, name, name, id)
}

func (s *sheet) merge(row, c1, c2 int) error {
	a, _ := excelize.CoordinatesToCellName(c1+1, row)
	z, _ := excelize.CoordinatesToCellName(c2+1, row)
	if a == z {
		return nil
	}
	// Style every covered cell so the border runs along the whole merge.
	st, err := s.b.f.GetCellStyle(s.name, a)
	if err != nil {
		return err
	}
	if err := s.b.f.SetCellStyle(s.name, a, z, st); err != nil {
		return err
	}
	return s.b.f.MergeCell(s.name, a, z)
}

// mergeDown extends the merge of the cell above (row-1, col) to row.
func (s *sheet) mergeDown(row, col int) error {
	top := row - 1
	for top > 1 && s.rows[top-1].cells != nil && len(s.rows[top-1].cells) > col && s.rows[top-1].cells[col].v == (upMark{}) {
		top--
	}
	a, _ := excelize.CoordinatesToCellName(col+1, top)
	z, _ := excelize.CoordinatesToCellName(col+1, row)
	return s.b.f.MergeCell(s.name, a, z)
}

// layout sets the page: A4, portrait unless the table is wider than a
// portrait page, fitted to as few pages wide as keep the text at a
// readable scale (at least about 60 %), header rows repeated on every
// page, panes frozen below the header, page numbers in the footer.
func (s *sheet) layout(total float64) error {
	f := s.b.f
	orient := "portrait"
	page := float64(portraitWidth)
	if s.landscape || total > portraitWidth && !s.portrait {
		orient = "landscape"
		page = landscapeWidth
	}
	wide := max(1, int(math.Ceil(total/(page/0.6))))
	a4 := 9
	tall := 0 // as many pages as it takes
	if wide == 1 && spills(s.height, total, page, orient == "landscape") {
		tall = 1
	}
	if err := f.SetPageLayout(s.name, &excelize.PageLayoutOptions{
		Size: &a4, Orientation: &orient, FitToWidth: &wide, FitToHeight: &tall,
	}); err != nil {
		return err
	}
	yes := true
	if err := f.SetSheetProps(s.name, &excelize.SheetPropsOptions{FitToPage: &yes}); err != nil {
		return err
	}
	lr, tb, hf := 0.5, 0.6, 0.3
	if err := f.SetPageMargins(s.name, &excelize.PageLayoutMarginsOptions{
		Left: &lr, Right: &lr, Top: &tb, Bottom: &tb, Header: &hf, Footer: &hf, Horizontally: &yes,
	}); err != nil {
		return err
	}
	if err := f.SetHeaderFooter(s.name, &excelize.HeaderFooterOptions{OddFooter: s.b.footer(s.footerName)}); err != nil {
		return err
	}
	if s.hdrFirst >= 0 {
		ref := fmt.Sprintf("'%s'!$%d:$%d", strings.ReplaceAll(s.name, "'", "''"), s.hdrFirst+1, s.hdrLast+1)
		if wide > 1 && s.freezeCols > 0 {
			last, _ := excelize.ColumnNumberToName(s.freezeCols)
			ref = fmt.Sprintf("'%s'!$A:$%s,%s", strings.ReplaceAll(s.name, "'", "''"), last, ref)
		}
		if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: ref, Scope: s.name}); err != nil {
			return err
		}
		if s.noFreeze {
			return nil
		}
		top, _ := excelize.CoordinatesToCellName(s.freezeCols+1, s.hdrLast+2)
		pane := "bottomLeft"
		if s.freezeCols > 0 {
			pane = "bottomRight"
		}
		if err := f.SetPanes(s.name, &excelize.Panes{
			Freeze: true, XSplit: s.freezeCols, YSplit: s.hdrLast + 1, TopLeftCell: top, ActivePane: pane,
			Selection: []excelize.Selection{{SQRef: top, ActiveCell: top, Pane: pane}},
		}); err != nil {
			return err
		}
	}
	return nil
}

// Printable height of A4 in points with the margins of layout (0.6 inch
// top and bottom), portrait and landscape.
const (
	portraitHeight  = 842 - 2*0.6*72
	landscapeHeight = 595 - 2*0.6*72
	// spillShare is how far past one page a sheet may run and still be
	// shrunk onto it: a second page holding a few rows or the notes under
	// a table (the standings of a 25-player Swiss with its tie notes) is
	// worse than type 20 % smaller.
	spillShare = 0.25
)

// spills reports whether a sheet of height points and total width units
// runs onto a second page by no more than spillShare of a page, once
// printed as wide as the page lets it (a table wider than the page is
// shrunk to it, which leaves more room below).
func spills(height, total, page float64, landscape bool) bool {
	h := float64(portraitHeight)
	if landscape {
		h = landscapeHeight
	}
	if total > page {
		h *= total / page
	}
	return height > h && height <= h*(1+spillShare)
}

// footerTitleMM is the room for the event name in the page footer, in
// millimetres: three fifths of the printable width of portrait A4, the
// rest for the sheet name and the page number on the right.
const footerTitleMM = 110

// footer is every sheet's page footer: the whole event name on the left,
// in type small enough to fit (9 pt, down to 6 pt for a very long name),
// the sheet name (or name, when given) and page P of N on the right.
func (b *book) footer(name string) string {
	sheet := "&A"
	if name != "" {
		sheet = headerFooterEscape(name)
	}
	// The space ends the size code: "&9" then "2026 ..." would read as size 92026.
	return "&L&" + strconv.Itoa(footerPt(b.title)) + " " + headerFooterEscape(b.title) +
		"&R&9" + sheet + "  " + b.l("第 &P 页，共 &N 页", "page &P of &N")
}

// footerPt is the font size that fits s into footerTitleMM: a display
// cell is half an em, an em is pt × 0.353 mm.
func footerPt(s string) int {
	cells := float64(runewidth.StringWidth(s))
	if cells == 0 {
		return 9
	}
	pt := int(math.Floor(footerTitleMM / (cells * 0.5 * 0.353)))
	return min(9, max(6, pt))
}

// headerFooterEscape doubles the ampersands that header and footer codes use.
func headerFooterEscape(s string) string { return strings.ReplaceAll(s, "&", "&&") }
