package roster

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"

	"github.com/xiangqi-org/xqt/scoring"
)

// zhPlayers is the roster of testdata/zh-bom.csv and of the encodings made
// from it: the full-width space in 李　四 and the blank row disappear.
var zhPlayers = []scoring.Player{
	{No: 1, Name: "王小明", Club: "一中", Rating: 1620, Sex: "M"},
	{No: 2, Name: "李四", Club: "二中", Sex: "F"},
	{No: 3, Name: "张三丰", Club: "一中", Rating: 1550, Sex: "M"},
	{No: 4, Name: "欧阳明月", Club: "三中", Rating: 1480, Sex: "F"},
}

func TestReadFile(t *testing.T) {
	tests := []struct {
		file     string
		players  []scoring.Player
		rows     []int
		numbered bool
		ignored  []string
	}{
		{"testdata/zh-bom.csv", zhPlayers, []int{3, 4, 5, 7}, true, []string{"备注"}},
		{"testdata/en.csv", []scoring.Player{
			{No: 1, Name: "Wang Xiaoming", Club: "No.1 School", Rating: 1620, Group: "A", Team: "Blue", Sex: "M"},
			{No: 2, Name: "Li Si", Club: "No.2 School", Rating: 1600, Group: "B", Team: "Red", Sex: "F"},
			{No: 3, Name: "Zhang, San", Club: "No.1 School", Group: "A", Team: "Blue", Sex: "M"},
		}, []int{2, 3, 4}, true, nil},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.file), func(t *testing.T) {
			ro, err := ReadFile(tt.file)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.players, ro.Players); diff != "" {
				t.Errorf("players (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.rows, ro.Rows); diff != "" {
				t.Errorf("rows (-want +got):\n%s", diff)
			}
			if ro.Numbered != tt.numbered {
				t.Errorf("numbered = %v, want %v", ro.Numbered, tt.numbered)
			}
			if diff := cmp.Diff(tt.ignored, ro.Ignored); diff != "" {
				t.Errorf("ignored (-want +got):\n%s", diff)
			}
		})
	}
}

// TestEncodings reads the same roster saved the ways Excel and WPS save it.
func TestEncodings(t *testing.T) {
	utf8BOM, err := os.ReadFile("testdata/zh-bom.csv")
	if err != nil {
		t.Fatal(err)
	}
	plain := bytes.TrimPrefix(utf8BOM, []byte("\xef\xbb\xbf"))
	gbk, err := simplifiedchinese.GBK.NewEncoder().Bytes(plain)
	if err != nil {
		t.Fatal(err)
	}
	gb18030, err := simplifiedchinese.GB18030.NewEncoder().Bytes(plain)
	if err != nil {
		t.Fatal(err)
	}
	utf16, err := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes(bytes.ReplaceAll(plain, []byte(","), []byte("\t")))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"utf8-bom.csv", utf8BOM},
		{"utf8.csv", plain},
		{"crlf.csv", bytes.ReplaceAll(plain, []byte("\n"), []byte("\r\n"))},
		{"gbk.csv", gbk},
		{"gb18030.csv", gb18030},
		{"utf16-tabs.txt", utf16},
		{"semicolons.csv", bytes.ReplaceAll(plain, []byte(","), []byte(";"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.name == "gbk.csv" && bytes.Equal(tt.data, plain) {
				t.Fatal("GBK encoding did not change the bytes: the test would prove nothing")
			}
			ro, err := Read(tt.name, bytes.NewReader(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(zhPlayers, ro.Players); diff != "" {
				t.Errorf("players (-want +got):\n%s", diff)
			}
		})
	}
}

// writeXLSX makes a workbook whose sheets hold the given rows.
func writeXLSX(t *testing.T, sheets map[string][][]any, order ...string) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, name := range order {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", name); err != nil {
				t.Fatal(err)
			}
		} else if _, err := f.NewSheet(name); err != nil {
			t.Fatal(err)
		}
		for r, row := range sheets[name] {
			cell, _ := excelize.CoordinatesToCellName(1, r+1)
			if err := f.SetSheetRow(name, cell, &row); err != nil {
				t.Fatal(err)
			}
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestReadXLSX(t *testing.T) {
	data := writeXLSX(t, map[string][][]any{
		"说明": {{"请在下一页填写"}},
		"名单": {
			{"2026 春季教职工象棋赛"},
			{},
			{"序号", "姓名", "单位", "等级分", "组别", "队", "性别"},
			{1, "王小明", "一中", 1620, "甲", "一队", "男"},
			{2, "李四", "二中", 1600.0, "乙", "二队", "女"},
			{},
			{4, "张三", "一中", nil, "甲", "一队", "男"},
		},
	}, "说明", "名单")
	ro, err := Read("roster.xlsx", bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	want := []scoring.Player{
		{No: 1, Name: "王小明", Club: "一中", Rating: 1620, Group: "甲", Team: "一队", Sex: "M"},
		{No: 2, Name: "李四", Club: "二中", Rating: 1600, Group: "乙", Team: "二队", Sex: "F"},
		{No: 4, Name: "张三", Club: "一中", Group: "甲", Team: "一队", Sex: "M"},
	}
	if diff := cmp.Diff(want, ro.Players); diff != "" {
		t.Errorf("players (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{4, 5, 7}, ro.Rows); diff != "" {
		t.Errorf("rows (-want +got):\n%s", diff)
	}
	if ro.Sheet != "名单" {
		t.Errorf("sheet = %q, want 名单", ro.Sheet)
	}

	bad := writeXLSX(t, map[string][][]any{
		"Sheet1": {{"Name", "Rating"}, {"Wang", "high"}},
	}, "Sheet1")
	_, err = Read("bad.xlsx", bytes.NewReader(bad))
	if got, want := errText(err), `bad.xlsx:2:2: rating "high" is not a whole number: write the 等级分 in digits (1620), or leave it empty when unrated`; got != want {
		t.Errorf("error:\n%s\nwant:\n%s", got, want)
	}
}

func errText(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		data string
		want []string // one line per problem, all reported at once
	}{
		{"bad.csv", "", nil}, // filled from testdata below
		{"noheader.csv", "1,王小明,一中\n2,李四,二中\n", []string{
			"noheader.csv: no header row with a name column in the first 10 rows: add a header row such as 序号,姓名,单位,等级分 (or No,Name,Club,Rating)",
		}},
		{"partly-numbered.csv", "序号,姓名\n1,王小明\n,李四\n3,张三\n,赵六\n", []string{
			"partly-numbered.csv:3:1: no start number while other rows have one: fill in the 序号 column on every row, or empty it on all rows to number players in file order",
			"partly-numbered.csv:5:1: no start number while other rows have one: fill in the 序号 column on every row, or empty it on all rows to number players in file order",
		}},
		{"twoclubs.csv", "姓名,单位,学校\n王小明,一中,一中\n", []string{
			`twoclubs.csv:1: columns 2 ("单位") and 3 ("学校") both give the club 单位: delete or rename one of them`,
		}},
		{"sex.csv", "Name,Sex,No\nWang,X,0\n", []string{
			`sex.csv:2:3: start number "0" is not a whole number from 1 up: write 1, 2, 3, ...`,
			`sex.csv:2:2: sex "X" is not understood: write 男 or 女 (M or F)`,
		}},
		{"empty.csv", "姓名,单位\n,\n", []string{
			"empty.csv:1: no players below the header row: add one player per row",
		}},
		// Quotes are strict: an unclosed quote would merge rows.
		{"quotes.csv", "姓名,单位\n\"王小明\"x\"y,一中\n", []string{
			`quotes.csv:2:5: a stray or missing quote " in a quoted field: close the quote before the next separator, or write a quote inside it twice ("")`,
		}},
		{"unclosed.csv", "姓名,单位\n李一,一中\n\"李二,二中\n王三,三中\n", []string{
			"unclosed.csv:4:6: the quote opened on line 3 is not closed where the field should end, so lines 3 to 4 would be read as one player: close the quote on line 3 or remove it",
		}},
		{"unclosed-mid.csv", "姓名,单位\n李一,一中\n李二,\"二中\n王三,三中\n", []string{
			"unclosed-mid.csv:4:6: the quote opened on line 3 is not closed where the field should end, so lines 3 to 4 would be read as one player: close the quote on line 3 or remove it",
		}},
		{"bare.csv", "姓名,单位\n王\"小\"明,一中\n", []string{
			`bare.csv:2:2: a quote " inside a field: remove it, or quote the whole field and double the quote ("王""小""明")`,
		}},
		{"bare-tab.tsv", "姓名\t单位\n李一\t一\"中\n", []string{
			`bare-tab.tsv:2:5: a quote " inside a field: remove it, or quote the whole field and double the quote ("王""小""明")`,
		}},
		{"roster.xls", "", []string{
			"roster.xls: this spreadsheet format cannot be read: save it as .xlsx (Excel 工作簿) or CSV UTF-8",
		}},
	}
	bad, err := os.ReadFile("testdata/bad.csv")
	if err != nil {
		t.Fatal(err)
	}
	tests[0].data = string(bad)
	tests[0].want = []string{
		"bad.csv:3:2: no name: fill in the 姓名 column or delete the row",
		`bad.csv:4:4: rating "十五" is not a whole number: write the 等级分 in digits (1620), or leave it empty when unrated`,
		"bad.csv:5:1: start number 3 is already used on row 4: give every player a different 序号",
		"bad.csv:6:2: 王小明 is already on row 2: two players may not share a name; add a mark that tells them apart, such as the club (王小明(三中))",
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(tt.name, strings.NewReader(tt.data))
			if err == nil {
				t.Fatalf("no error, want:\n%s", strings.Join(tt.want, "\n"))
			}
			if diff := cmp.Diff(tt.want, strings.Split(err.Error(), "\n")); diff != "" {
				t.Errorf("error lines (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNotText(t *testing.T) {
	// Invalid in UTF-8 and in GB18030 (0x80 alone and 0xFF are not GB18030 lead bytes).
	_, err := Read("junk.csv", bytes.NewReader([]byte{'a', ',', 0xFF, 0xFF, '\n'}))
	if err == nil || !strings.Contains(err.Error(), "neither UTF-8 nor GBK") {
		t.Errorf("err = %v, want a message about the encoding", err)
	}
	var re *RowError
	if errors.As(err, &re) {
		t.Errorf("an encoding problem is not a row problem: %v", err)
	}
}

func TestHeaders(t *testing.T) {
	tests := []struct {
		in   string
		want field
	}{
		{"姓名", fName}, {" 姓 名 ", fName}, {"姓名*", fName}, {"姓名：", fName}, {"Name", fName},
		{"NAME", fName}, {"Name (required)", fName}, {"等级分（可空）", fRating}, {"Ｎｏ．", fNo},
		{"单位/学校", fClub}, {"学校", fClub}, {"Club", fClub}, {"组别", fGroup}, {"队", fTeam},
		{"Start No.", fNo}, {"性别", fSex}, {"Rating", fRating}, {"FIDE ID", fID},
	}
	for _, tt := range tests {
		got, ok := lookupHeader(tt.in)
		if !ok || got != tt.want {
			t.Errorf("lookupHeader(%q) = %q, %v; want %q", tt.in, got, ok, tt.want)
		}
	}
	for _, s := range []string{"备注", "电话", "积分"} {
		if f, ok := lookupHeader(s); ok {
			t.Errorf("lookupHeader(%q) = %q, want no field", s, f)
		}
	}
}

func FuzzReadCSV(f *testing.F) {
	for _, name := range []string{"testdata/zh-bom.csv", "testdata/en.csv", "testdata/bad.csv"} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ro, err := ReadCSV("fuzz.csv", bytes.NewReader(data))
		if err == nil {
			seen := map[int]bool{}
			for _, p := range ro.Players {
				if p.Name == "" {
					t.Errorf("player without a name accepted: %+v", p)
				}
				if p.No != 0 && seen[p.No] {
					t.Errorf("duplicate start number %d accepted", p.No)
				}
				seen[p.No] = true
			}
		}
	})
}
