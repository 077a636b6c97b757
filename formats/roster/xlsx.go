package roster

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/xuri/excelize/v2"
)

// MaxUnzipped is the most a workbook's parts may unpack to. A roster of
// 100,000 players is under 20 MB unpacked.
const MaxUnzipped = 64 << 20

// ReadXLSX reads a roster from an Excel workbook: the first worksheet that
// has a header row with a name column (姓名 or Name) in its first rows.
// Cell values are read unformatted, so a rating shown as "1,620" reads 1620.
// name is used in messages; a sheet other than the first is named in them as
// "file[sheet]".
func ReadXLSX(name string, r io.Reader) (*Roster, error) {
	f, err := excelize.OpenReader(io.LimitReader(r, MaxSize+1), excelize.Options{
		// A workbook's parts are compressed: cap what they unpack to, so a
		// zip bomb is refused after MaxUnzipped bytes, not gigabytes.
		UnzipSizeLimit: MaxUnzipped, UnzipXMLSizeLimit: MaxUnzipped / 4,
	})
	if err != nil && strings.Contains(err.Error(), "unzip size exceeds") {
		return nil, fmt.Errorf("%s: the workbook unpacks to more than %d MB, far more than a player list: is this the roster? (save the sheet alone, or as .csv)", name, MaxUnzipped>>20)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: not a readable .xlsx workbook (%v): save it again from Excel or WPS as .xlsx", name, err)
	}
	defer f.Close()
	var firstErr error
	for i, sheet := range f.GetSheetList() {
		rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
		if err != nil {
			return nil, fmt.Errorf("%s[%s]: %w", name, sheet, err)
		}
		t := &table{name: name, rows: rows}
		if i > 0 {
			t.name = fmt.Sprintf("%s[%s]", name, sheet)
		}
		for j := range rows {
			t.lines = append(t.lines, j+1) // GetRows keeps empty rows, so index+1 is the row
		}
		ro, err := t.parse()
		var re *RowError
		if err != nil && !errors.As(err, &re) {
			// No header on this sheet: try the next one.
			if firstErr == nil {
				firstErr = err
			}
			continue
		}
		if ro != nil {
			ro.Sheet = sheet
		}
		return ro, err
	}
	if firstErr == nil {
		firstErr = fmt.Errorf("%s: the workbook has no worksheets", name)
	}
	return nil, firstErr
}
