package xlsx

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"

	"github.com/xuri/excelize/v2"
)

// dump reads a workbook back and prints what a person would check: sheets,
// page setup, print titles, panes, column widths, merged cells, row heights,
// and every cell's value and look. Styles are numbered in order of first use
// and listed at the end, so a changed border or fill shows in the diff.
func dump(r io.Reader) (string, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return "", err
	}
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		return "", err
	}
	breaks, err := rowBreaks(data, f)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var sb strings.Builder
	styles := map[string]int{}
	var styleList []string
	styleName := func(id int) (string, error) {
		st, err := f.GetStyle(id)
		if err != nil {
			return "", err
		}
		sig := styleSig(st)
		n, ok := styles[sig]
		if !ok {
			n = len(styleList) + 1
			styles[sig] = n
			styleList = append(styleList, sig)
		}
		return fmt.Sprintf("s%d", n), nil
	}
	names := map[string]string{}
	for _, dn := range f.GetDefinedName() {
		names[dn.Scope+"|"+dn.Name] = dn.RefersTo
	}
	for i, sheet := range f.GetSheetList() {
		fmt.Fprintf(&sb, "=== sheet %d %q\n", i+1, sheet)
		pl, err := f.GetPageLayout(sheet)
		if err != nil {
			return "", err
		}
		props, err := f.GetSheetProps(sheet)
		if err != nil {
			return "", err
		}
		if props.FitToPage != nil && *props.FitToPage {
			fmt.Fprintf(&sb, "page: size=%d %s fit=%v width=%d height=%d\n", deref(pl.Size), deref(pl.Orientation), deref(props.FitToPage), deref(pl.FitToWidth), deref(pl.FitToHeight))
		} else {
			fmt.Fprintf(&sb, "page: size=%d %s scale=%d%%\n", deref(pl.Size), deref(pl.Orientation), deref(pl.AdjustTo))
		}
		if b := breaks[sheet]; len(b) > 0 {
			fmt.Fprintf(&sb, "page breaks after rows: %s\n", strings.Join(b, " "))
		}
		m, err := f.GetPageMargins(sheet)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&sb, "margins: l=%v r=%v t=%v b=%v centred=%v\n", deref(m.Left), deref(m.Right), deref(m.Top), deref(m.Bottom), deref(m.Horizontally))
		hf, err := f.GetHeaderFooter(sheet)
		if err != nil {
			return "", err
		}
		if hf != nil {
			fmt.Fprintf(&sb, "footer: %s\n", hf.OddFooter)
		}
		if t, ok := names[sheet+"|_xlnm.Print_Titles"]; ok {
			fmt.Fprintf(&sb, "print titles: %s\n", t)
		}
		p, err := f.GetPanes(sheet)
		if err != nil {
			return "", err
		}
		if p.Freeze {
			fmt.Fprintf(&sb, "frozen: x=%d y=%d top-left=%s\n", p.XSplit, p.YSplit, p.TopLeftCell)
		}
		rows, err := f.GetRows(sheet)
		if err != nil {
			return "", err
		}
		ncols := 0
		for _, r := range rows {
			ncols = max(ncols, len(r))
		}
		merged, err := f.GetMergeCells(sheet)
		if err != nil {
			return "", err
		}
		var ms []string
		covered := map[string]bool{} // cells of a merge other than its top left
		for _, mc := range merged {
			ms = append(ms, mc.GetStartAxis()+":"+mc.GetEndAxis())
			c1, r1, _ := excelize.CellNameToCoordinates(mc.GetStartAxis())
			c2, r2, _ := excelize.CellNameToCoordinates(mc.GetEndAxis())
			for r := r1; r <= r2; r++ {
				for c := c1; c <= c2; c++ {
					if r != r1 || c != c1 {
						name, _ := excelize.CoordinatesToCellName(c, r)
						covered[name] = true
					}
				}
			}
			if end, _, err := excelize.SplitCellName(mc.GetEndAxis()); err == nil {
				c, _ := excelize.ColumnNameToNumber(end)
				ncols = max(ncols, c)
			}
		}
		sort.Strings(ms)
		fmt.Fprintf(&sb, "merged: %s\n", strings.Join(ms, " "))
		var ws []string
		for c := 1; c <= ncols; c++ {
			col, _ := excelize.ColumnNumberToName(c)
			w, err := f.GetColWidth(sheet, col)
			if err != nil {
				return "", err
			}
			ws = append(ws, fmt.Sprintf("%s=%v", col, w))
		}
		fmt.Fprintf(&sb, "widths: %s\n", strings.Join(ws, " "))
		for r := 1; r <= len(rows); r++ {
			h, err := f.GetRowHeight(sheet, r)
			if err != nil {
				return "", err
			}
			var cells []string
			for c := 1; c <= ncols; c++ {
				name, _ := excelize.CoordinatesToCellName(c, r)
				v, err := f.GetCellValue(sheet, name)
				if err != nil {
					return "", err
				}
				id, err := f.GetCellStyle(sheet, name)
				if err != nil {
					return "", err
				}
				if v == "" && id == 0 {
					continue
				}
				typ, err := f.GetCellType(sheet, name)
				if err != nil {
					return "", err
				}
				val := fmt.Sprintf("%q", v)
				if typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset && v != "" && isNumber(v) {
					val = v
				}
				if v == "" {
					val = "_"
				}
				if covered[name] {
					val = "^" // shows the merge's value
				}
				sn, err := styleName(id)
				if err != nil {
					return "", err
				}
				col, _ := excelize.ColumnNumberToName(c)
				cells = append(cells, fmt.Sprintf("%s=%s[%s]", col, val, sn))
			}
			fmt.Fprintf(&sb, "%d h=%v: %s\n", r, h, strings.Join(cells, " "))
		}
	}
	sb.WriteString("=== styles\n")
	for i, s := range styleList {
		fmt.Fprintf(&sb, "s%d: %s\n", i+1, s)
	}
	return sb.String(), nil
}

var rowBreakRe = regexp.MustCompile(`<brk id="(\d+)"`)

// rowBreaks reads the manual page breaks of each sheet from the package:
// excelize writes them but has no call to read them back. The rows of a
// sheet's breaks are in its rowBreaks element (before any colBreaks).
func rowBreaks(data []byte, f *excelize.File) (map[string][]string, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	files := map[string]*zip.File{}
	for _, zf := range zr.File {
		files[zf.Name] = zf
	}
	out := map[string][]string{}
	for id, name := range f.GetSheetMap() {
		zf := files[fmt.Sprintf("xl/worksheets/sheet%d.xml", id)]
		if zf == nil {
			continue
		}
		rc, err := zf.Open()
		if err != nil {
			return nil, err
		}
		x, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, err
		}
		xs := string(x)
		start := strings.Index(xs, "<rowBreaks")
		if start < 0 {
			continue
		}
		xs = xs[start:]
		if end := strings.Index(xs, "</rowBreaks>"); end >= 0 {
			xs = xs[:end]
		}
		for _, m := range rowBreakRe.FindAllStringSubmatch(xs, -1) {
			out[name] = append(out[name], m[1])
		}
	}
	return out, nil
}

func isNumber(s string) bool {
	var f float64
	_, err := fmt.Sscan(s, &f)
	return err == nil
}

func deref[T any](p *T) any {
	if p == nil {
		return "-"
	}
	return *p
}

// styleSig describes the parts of a style that matter on paper.
func styleSig(st *excelize.Style) string {
	var parts []string
	if st.Font != nil {
		f := st.Font
		s := fmt.Sprintf("font %q %v", f.Family, f.Size)
		if f.Bold {
			s += " bold"
		}
		if f.Italic {
			s += " italic"
		}
		parts = append(parts, s)
	}
	if len(st.Fill.Color) > 0 {
		parts = append(parts, "fill "+strings.Join(st.Fill.Color, ","))
	}
	var borders []string
	for _, b := range st.Border {
		if b.Style > 0 {
			borders = append(borders, b.Type)
		}
	}
	sort.Strings(borders)
	if len(borders) > 0 {
		parts = append(parts, "border "+strings.Join(borders, ","))
	}
	if a := st.Alignment; a != nil {
		s := "align " + a.Horizontal + "/" + a.Vertical
		if a.WrapText {
			s += " wrap"
		}
		if a.ShrinkToFit {
			s += " shrink"
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return "default"
	}
	return strings.Join(parts, "; ")
}

func openBook(t interface {
	Helper()
	Fatal(...any)
}, data []byte) *excelize.File {
	t.Helper()
	f, err := excelize.OpenReader(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	return f
}
