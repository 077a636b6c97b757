package roster

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/width"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/scoring"
)

// Roster is a list of players read from a file, in file order.
type Roster struct {
	// Players in file order. No is 0 for every player when the file has no
	// start number column (Numbered false): the caller numbers them.
	Players []scoring.Player
	// Rows holds the file row (CSV line, or worksheet row) of each player,
	// for messages about them.
	Rows     []int
	Numbered bool
	// Columns lists the columns read, as "header=field" ("姓名=name").
	Columns []string
	// Ignored lists the header texts of columns that were not read
	// (remarks, phone numbers, ...), so a caller can mention them.
	Ignored []string
	// Sheet is the worksheet read, for .xlsx files.
	Sheet string
}

// MaxSize is the largest roster file read, to stop a wrong file early.
const MaxSize = 16 << 20

// ReadFile reads a roster from a .csv, .tsv, .txt or .xlsx file; messages
// name the file by path as given.
//
// A FIFO or device is refused unopened (reading one would hang or never
// end).
func ReadFile(path string) (*Roster, error) {
	f, err := safefile.Open(path)
	if errors.Is(err, safefile.ErrNotRegular) {
		return nil, fmt.Errorf("%s: not a regular file (a device, FIFO or folder): name the roster's .csv or .xlsx file", path)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(path, f)
}

// Read reads a roster from r, choosing the format by the extension of name
// (.xlsx/.xlsm: workbook; anything else: delimited text). name is used in
// messages only.
func Read(name string, r io.Reader) (*Roster, error) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".xlsx", ".xlsm":
		return ReadXLSX(name, r)
	case ".xls", ".et", ".ods", ".numbers":
		return nil, fmt.Errorf("%s: this spreadsheet format cannot be read: save it as .xlsx (Excel 工作簿) or CSV UTF-8", name)
	}
	return ReadCSV(name, r)
}

// field is a player attribute a column can hold.
type field string

const (
	fNo     field = "no"
	fName   field = "name"
	fNameEn field = "name_en"
	fClub   field = "club"
	fTeam   field = "team"
	fGroup  field = "group"
	fRating field = "rating"
	fSex    field = "sex"
	fID     field = "id"
)

// headers maps a normalised header text (see normHeader) to its field.
var headers = map[string]field{
	"序号": fNo, "编号": fNo, "号": fNo, "号码": fNo, "参赛号": fNo, "参赛编号": fNo, "抽签号": fNo,
	"no": fNo, "no.": fNo, "#": fNo, "nr": fNo, "nr.": fNo, "number": fNo, "startno": fNo,
	"startno.": fNo, "startnumber": fNo, "seed": fNo, "sno": fNo,

	"姓名": fName, "名字": fName, "选手": fName, "棋手": fName, "运动员": fName, "选手姓名": fName,
	"运动员姓名": fName, "name": fName, "player": fName, "playername": fName, "fullname": fName,

	"英文名": fNameEn, "英文姓名": fNameEn, "拼音": fNameEn, "姓名拼音": fNameEn, "englishname": fNameEn,
	"nameen": fNameEn, "name(en)": fNameEn, "latinname": fNameEn, "pinyin": fNameEn,

	"单位": fClub, "学校": fClub, "单位/学校": fClub, "学校/单位": fClub, "俱乐部": fClub, "所在单位": fClub,
	"工作单位": fClub, "部门": fClub, "院系": fClub, "班级": fClub, "代表单位": fClub, "club": fClub,
	"school": fClub, "unit": fClub, "organisation": fClub, "organization": fClub, "affiliation": fClub,

	"队": fTeam, "队名": fTeam, "队伍": fTeam, "代表队": fTeam, "所在队": fTeam, "团体": fTeam, "team": fTeam,

	"组别": fGroup, "组": fGroup, "小组": fGroup, "分组": fGroup, "group": fGroup, "section": fGroup,

	"等级分": fRating, "等级": fRating, "等级积分": fRating, "rating": fRating, "elo": fRating,
	"rtg": fRating,

	"性别": fSex, "sex": fSex, "gender": fSex,

	"证件号": fID, "身份证": fID, "身份证号": fID, "会员号": fID, "棋协编号": fID, "id": fID,
	"fideid": fID, "playerid": fID,
}

var fieldLabel = map[field]string{
	fNo: "start number 序号", fName: "name 姓名", fNameEn: "English name 英文名", fClub: "club 单位",
	fTeam: "team 队", fGroup: "group 组别", fRating: "rating 等级分", fSex: "sex 性别", fID: "id 证件号",
}

// normHeader folds a header cell for lookup: full-width to narrow, lower
// case, no spaces, no trailing "*" or colon (required-field marks).
func normHeader(s string) string {
	s = width.Fold.String(s)
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '_' || r == '-' {
			return -1
		}
		return r
	}, s)
	return strings.TrimRight(s, "*:")
}

// lookupHeader finds the field of a header text, trying it whole and then
// without a bracketed remark ("等级分(可空)", "Name (required)").
func lookupHeader(s string) (field, bool) {
	h := normHeader(s)
	if f, ok := headers[h]; ok {
		return f, true
	}
	if i := strings.IndexByte(h, '('); i > 0 {
		if f, ok := headers[h[:i]]; ok {
			return f, true
		}
	}
	return "", false
}

// table is a grid of cells with the file row number of each line.
type table struct {
	name  string // file name, possibly with the sheet
	rows  [][]string
	lines []int
}

// A RowError is one problem on one row of a roster file, in the manner of
// encoding/csv's ParseError: Line is the file's line (a workbook's row),
// Column the roster column from 1 (0 when the problem is the row).
type RowError struct {
	File         string
	Line, Column int
	Msg          string
}

func (e *RowError) Error() string {
	if e.Column > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// headerScan is how many leading rows may hold titles before the header.
const headerScan = 10

// parse turns a grid into a roster.
func (t *table) parse() (*Roster, error) {
	hi := -1
	for i := 0; i < len(t.rows) && i < headerScan; i++ {
		for _, c := range t.rows[i] {
			if f, ok := lookupHeader(c); ok && f == fName {
				hi = i
				break
			}
		}
		if hi >= 0 {
			break
		}
	}
	if hi < 0 {
		return nil, fmt.Errorf("%s: no header row with a name column in the first %d rows: add a header row such as 序号,姓名,单位,等级分 (or No,Name,Club,Rating)", t.name, headerScan)
	}
	ro := &Roster{}
	var errs []RowError
	bad := func(line int, format string, args ...any) {
		errs = append(errs, RowError{t.name, line, 0, fmt.Sprintf(format, args...)})
	}
	cols := map[field]int{}
	// badAt is bad in the column of field f.
	badAt := func(line int, f field, format string, args ...any) {
		errs = append(errs, RowError{t.name, line, cols[f] + 1, fmt.Sprintf(format, args...)})
	}
	for j, c := range t.rows[hi] {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		f, ok := lookupHeader(c)
		if !ok {
			ro.Ignored = append(ro.Ignored, c)
			continue
		}
		if k, dup := cols[f]; dup {
			bad(t.lines[hi], "columns %d (%q) and %d (%q) both give the %s: delete or rename one of them", k+1, strings.TrimSpace(t.rows[hi][k]), j+1, c, fieldLabel[f])
			continue
		}
		cols[f] = j
		ro.Columns = append(ro.Columns, c+"="+string(f))
	}
	_, ro.Numbered = cols[fNo]

	cell := func(row []string, f field) string {
		j, ok := cols[f]
		if !ok || j >= len(row) {
			return ""
		}
		return strings.TrimSpace(row[j])
	}
	byNo := map[int]int{}      // start number -> line
	byName := map[string]int{} // name -> line
	numbered, unnumbered := 0, []int(nil)
	for i := hi + 1; i < len(t.rows); i++ {
		row, line := t.rows[i], t.lines[i]
		empty, onlyNo := true, true
		for j, c := range row {
			if strings.TrimSpace(c) != "" {
				empty = false
				if k, ok := cols[fNo]; !ok || k != j {
					onlyNo = false
				}
			}
		}
		if empty || onlyNo {
			// Blank lines, and numbered lines of an unfilled template.
			continue
		}
		name, nameErr := event.NormalizeName(cell(row, fName))
		p := scoring.Player{
			Name:   name,
			NameEn: cell(row, fNameEn),
			Club:   cell(row, fClub),
			Team:   cell(row, fTeam),
			Group:  cell(row, fGroup),
			ID:     cell(row, fID),
		}
		if nameErr != nil {
			badAt(line, fName, "%v", nameErr)
		} else if p.Name == "" {
			badAt(line, fName, "no name: fill in the %s column or delete the row", headerText(t.rows[hi], cols, fName))
		} else if first, dup := byName[p.Name]; dup {
			badAt(line, fName, "%s is already on row %d: two players may not share a name; add a mark that tells them apart, such as the club (%s(%s))", p.Name, first, p.Name, orDefault(p.Club, "一中"))
		} else {
			byName[p.Name] = line
		}
		if s := cell(row, fNo); s != "" {
			n, err := parseInt(s)
			switch {
			case err != nil || n < 1:
				badAt(line, fNo, "start number %q is not a whole number from 1 up: write 1, 2, 3, ...", s)
			default:
				if first, dup := byNo[n]; dup {
					badAt(line, fNo, "start number %d is already used on row %d: give every player a different 序号", n, first)
				} else {
					byNo[n] = line
				}
				p.No = n
			}
			numbered++
		} else if ro.Numbered {
			unnumbered = append(unnumbered, line)
		}
		if s := cell(row, fRating); s != "" {
			n, err := parseInt(s)
			if err != nil || n < 0 {
				badAt(line, fRating, "rating %q is not a whole number: write the 等级分 in digits (1620), or leave it empty when unrated", s)
			}
			p.Rating = n
		}
		if s := cell(row, fSex); s != "" {
			sx, ok := parseSex(s)
			if !ok {
				badAt(line, fSex, "sex %q is not understood: write 男 or 女 (M or F)", s)
			}
			p.Sex = sx
		}
		ro.Players = append(ro.Players, p)
		ro.Rows = append(ro.Rows, line)
	}
	if numbered > 0 {
		for _, line := range unnumbered {
			badAt(line, fNo, "no start number while other rows have one: fill in the %s column on every row, or empty it on all rows to number players in file order", headerText(t.rows[hi], cols, fNo))
		}
	}
	if numbered == 0 {
		ro.Numbered = false
	}
	if len(ro.Players) == 0 && len(errs) == 0 {
		bad(t.lines[hi], "no players below the header row: add one player per row")
	}
	if len(errs) > 0 {
		sort.SliceStable(errs, func(i, j int) bool { return errs[i].Line < errs[j].Line })
		all := make([]error, len(errs))
		for i := range errs {
			all[i] = &errs[i]
		}
		return nil, errors.Join(all...)
	}
	return ro, nil
}

func headerText(hdr []string, cols map[field]int, f field) string {
	if j, ok := cols[f]; ok && j < len(hdr) {
		return strings.TrimSpace(hdr[j])
	}
	return fieldLabel[f]
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// parseInt reads a whole number written with full-width or narrow digits,
// allowing a ".0" tail that spreadsheets add to numbers.
func parseInt(s string) (int, error) {
	s = width.Narrow.String(strings.TrimSpace(s))
	if w, frac, ok := strings.Cut(s, "."); ok && strings.Trim(frac, "0") == "" {
		s = w
	}
	return strconv.Atoi(s)
}

// parseSex maps the usual spellings to "M" or "F".
func parseSex(s string) (string, bool) {
	switch strings.ToLower(width.Fold.String(s)) {
	case "男", "男子", "m", "male", "man", "boy", "男生":
		return "M", true
	case "女", "女子", "f", "female", "woman", "girl", "女生", "w":
		return "F", true
	}
	return "", false
}
