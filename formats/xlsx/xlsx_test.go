package xlsx

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xuri/excelize/v2"

	"github.com/xiangqi-org/xqt/pairing/roundrobin"
	"github.com/xiangqi-org/xqt/scoring"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// staffNames are the town staff event's players (docs/rules.md section 7).
var staffNames = []struct{ name, club string }{
	{"王小明", "镇政府"}, {"李四", "中心小学"}, {"张三丰", "卫生院"}, {"欧阳明月", "中心小学"},
	{"赵六", "派出所"}, {"钱七", "镇政府"}, {"孙八", "供电所"}, {"周九", "卫生院"},
	{"吴十", "农商银行"}, {"郑十一", "中学"},
}

// resultFor is a fixed, varied result for a pairing, so every event built
// here is the same on every run.
func resultFor(red, black, round int) scoring.Result {
	switch (red*7 + black*3 + round) % 5 {
	case 0, 1:
		return scoring.RedWins
	case 2, 4:
		return scoring.Draw
	}
	return scoring.BlackWins
}

// rrEvent builds a round robin of n players through the Berger table,
// with results for the first played rounds (the rest paired, no results,
// when paired > played) and the given overrides: "round/board" -> result.
func rrEvent(t testing.TB, n, cycles, paired, played int, over map[[2]int]scoring.Result) *scoring.Event {
	t.Helper()
	table, err := scoring.Preset("cxa2011")
	if err != nil {
		t.Fatal(err)
	}
	ev := &scoring.Event{
		Name: "2026 春季教职工象棋赛", Site: "青石镇文化站", Organizer: "青石镇工会", Arbiter: "林裁判",
		Start: "2026-04-11", End: "2026-04-12", Edition: "cxa2011", Points: table,
		Stages: []scoring.Stage{{ID: "main", System: "round-robin", Cycles: cycles, Tiebreaks: []string{"cxa2011-rr"}}},
	}
	for i := 0; i < n; i++ {
		p := scoring.Player{No: i + 1, Name: staffNames[i%len(staffNames)].name, Club: staffNames[i%len(staffNames)].club}
		if i >= len(staffNames) {
			p.Name += strconv.Itoa(i / len(staffNames)) // unique in big fields
		}
		ev.Players = append(ev.Players, p)
		ev.Stages[0].Order = append(ev.Stages[0].Order, i+1)
	}
	for k := 1; k <= paired; k++ {
		r, err := roundrobin.Round(ev.Stages[0].Order, cycles, k, k, "main")
		if err != nil {
			t.Fatal(err)
		}
		if k <= played {
			for i := range r.Games {
				g := &r.Games[i]
				g.Result = resultFor(g.Red, g.Black, k)
				if res, ok := over[[2]int{k, g.Board}]; ok {
					g.Result = res
				}
			}
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	return ev
}

// staffEvent is the town staff event: 10 players, single round robin, all
// nine rounds played, with a forfeit each way and a double forfeit.
func staffEvent(t *testing.T) *scoring.Event {
	return rrEvent(t, 10, 1, 9, 9, map[[2]int]scoring.Result{
		{3, 2}: scoring.RedForfeit,
		{5, 4}: scoring.DoubleForfeit,
		{7, 1}: scoring.BlackForfeit,
	})
}

// oddEvent is a 9-player round robin in English: byes every round, a
// player who withdrew after playing most games (20.3: the rest are
// forfeits), a warned player, and the last round paired with two boards
// still open.
func oddEvent(t *testing.T) *scoring.Event {
	ev := rrEvent(t, 9, 1, 9, 8, nil)
	ev.Name = "2026 秋季象棋公开赛"
	ev.NameEn = "2026 Autumn Xiangqi Open"
	en := []string{"Wang Xiaoming", "Li Si", "Zhang Sanfeng", "Ouyang Mingyue", "Zhao Liu", "Qian Qi", "Sun Ba", "Zhou Jiu", "Wu Shi"}
	for i := range ev.Players {
		ev.Players[i].NameEn = en[i]
		ev.Players[i].Rating = 1500 + 25*i
	}
	ev.Players[8].Withdrawn = 8
	ev.Players[3].Penalty = "warning"
	last := &ev.Rounds[8]
	for i := range last.Games {
		if i >= 2 {
			last.Games[i].Result = resultFor(last.Games[i].Red, last.Games[i].Black, 9)
		}
	}
	// Player 9 withdrew before round 8: no results from then on, which
	// article 20.3 turns into forfeits won by the opponents.
	for k := 7; k < 9; k++ {
		for i, g := range ev.Rounds[k].Games {
			if g.Red == 9 || g.Black == 9 {
				ev.Rounds[k].Games[i].Result = scoring.NoResult
			}
		}
	}
	return ev
}

// stagesEvent has two stages: a round robin of four, then a double round
// robin final of two (cells show both games), and a table order that is
// not the start-number order.
func stagesEvent(t *testing.T) *scoring.Event {
	ev := rrEvent(t, 4, 1, 3, 3, nil)
	ev.Stages[0].Name = "预赛"
	ev.Stages[0].Order = []int{3, 1, 4, 2}
	ev.Rounds = nil
	for k := 1; k <= 3; k++ {
		r, err := roundrobin.Round(ev.Stages[0].Order, 1, k, k, "main")
		if err != nil {
			t.Fatal(err)
		}
		for i := range r.Games {
			r.Games[i].Result = resultFor(r.Games[i].Red, r.Games[i].Black, k)
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	ev.Stages = append(ev.Stages, scoring.Stage{ID: "final", Name: "决赛", System: "round-robin", Cycles: 2,
		Players: []int{1, 3}, Order: []int{1, 3}, Tiebreaks: []string{"cxa2011-rr"}})
	for k := 1; k <= 2; k++ {
		r, err := roundrobin.Round([]int{1, 3}, 2, k, 3+k, "final")
		if err != nil {
			t.Fatal(err)
		}
		r.Games[0].Result = []scoring.Result{scoring.RedWins, scoring.Draw}[k-1]
		ev.Rounds = append(ev.Rounds, r)
	}
	return ev
}

func TestGolden(t *testing.T) {
	tests := []struct {
		name string
		ev   func(*testing.T) *scoring.Event
		opt  Options
	}{
		{"staff-zh", staffEvent, Options{}},
		{"odd-en", oddEvent, Options{Lang: "en"}},
		{"stages-zh", stagesEvent, Options{Lang: "zh"}},
		{"staff-after3-en", staffEvent, Options{Lang: "en", After: 3}},
		{"ko-zh", koGoldenEvent, Options{}},
		{"ko-after2-en", koGoldenEvent, Options{Lang: "en", After: 2}},
		{"swiss-zh", func(t *testing.T) *scoring.Event { return swissEvent(t) }, Options{}},
		{"cards13-en", func(t *testing.T) *scoring.Event { return cardEvent(t, 13) }, Options{Lang: "en"}},
		{"cards20-zh", func(t *testing.T) *scoring.Event { return cardEvent(t, 20) }, Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := Write(&buf, tt.ev(t), tt.opt); err != nil {
				t.Fatal(err)
			}
			if dir := os.Getenv("XQT_XLSX_OUT"); dir != "" {
				// For looking at the workbook: never committed.
				if err := os.WriteFile(filepath.Join(dir, tt.name+".xlsx"), buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got, err := dump(bytes.NewReader(buf.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", tt.name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("workbook dump differs from %s (-want +got):\n%s", golden, diff)
			}
		})
	}
}

// TestCrosstableCells checks the crosstable against the records, cell by
// cell, independently of the golden file: the diagonal is X, every cell
// shows the row player's points or forfeit mark, and a row and its column
// agree (a 2 against a 0, a draw both ways, + against -).
func TestCrosstableCells(t *testing.T) {
	ev := staffEvent(t)
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	rows, err := f.GetRows("循环表")
	if err != nil {
		t.Fatal(err)
	}
	// rows[0..1] titles, rows[2] header; players from rows[3]; columns:
	// 号, 姓名, 单位, then 1..10.
	const first, lead = 3, 3
	opposite := map[string]string{"2": "0", "0": "2", "1": "1", "+": "-", "-": "+"}
	for i := 0; i < 10; i++ {
		for j := 0; j < 10; j++ {
			got := rows[first+i][lead+j]
			if i == j {
				if got != "X" {
					t.Errorf("diagonal %d = %q, want X", i+1, got)
				}
				continue
			}
			mirror := rows[first+j][lead+i]
			want, ok := opposite[got]
			// A double forfeit is - both ways.
			if !ok || mirror != want && !(got == "-" && mirror == "-") {
				t.Errorf("cell %d v %d = %q, mirror %q", i+1, j+1, got, mirror)
			}
		}
	}
	// Each row adds up to its points column (forfeit wins score 2 at cxa2011).
	for i := 0; i < 10; i++ {
		sum := 0.0
		for j := 0; j < 10; j++ {
			switch c := rows[first+i][lead+j]; c {
			case "+":
				sum += 2
			case "-", "X":
			default:
				v, err := strconv.ParseFloat(c, 64)
				if err != nil {
					t.Fatalf("cell %d v %d = %q", i+1, j+1, c)
				}
				sum += v
			}
		}
		if got := rows[first+i][lead+10]; got != strconv.FormatFloat(sum, 'f', -1, 64) {
			t.Errorf("row %d: points column %s, cells add up to %v", i+1, got, sum)
		}
	}
	// Round 3 board 2 was +- : red has + against black.
	r3, _ := roundrobin.Round(ev.Stages[0].Order, 1, 3, 3, "main")
	g := r3.Games[1]
	if got := rows[first+g.Red-1][lead+g.Black-1]; got != "+" {
		t.Errorf("round 3 board 2: red's cell = %q, want +", got)
	}
	r5, _ := roundrobin.Round(ev.Stages[0].Order, 1, 5, 5, "main")
	g = r5.Games[3]
	if a, b := rows[first+g.Red-1][lead+g.Black-1], rows[first+g.Black-1][lead+g.Red-1]; a != "-" || b != "-" {
		t.Errorf("round 5 board 4 (double forfeit): cells %q and %q, want - and -", a, b)
	}
}

// TestSheetNames checks the limits Excel puts on sheet names.
func TestSheetNames(t *testing.T) {
	b := newBook("zh", "宋体", "")
	tests := []struct{ in, want string }{
		{"第1轮对阵", "第1轮对阵"},
		{"a/b:c?d*e[f]g\\h", "a_b_c_d_e_f_g_h"},
		{strings.Repeat("长", 40), strings.Repeat("长", 31)},
		{strings.Repeat("长", 40), strings.Repeat("长", 29) + "~2"},
		{"Sheet", "Sheet"},
		{"sheet", "sheet~2"},
		{"''", "Sheet~3"}, // "Sheet" and "sheet~2" are taken
	}
	for _, tt := range tests {
		if got := b.sheetName(tt.in); got != tt.want {
			t.Errorf("sheetName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestBadLang(t *testing.T) {
	var buf bytes.Buffer
	err := Write(&buf, staffEvent(t), Options{Lang: "fr"})
	if err == nil || !strings.Contains(err.Error(), `"fr"`) {
		t.Errorf("err = %v, want an error naming the language", err)
	}
}

func TestEmptyEvent(t *testing.T) {
	// A new event: no players, no rounds yet. The workbook is still valid.
	ev := &scoring.Event{Name: "空赛事", Stages: []scoring.Stage{{ID: "main", System: "round-robin"}}}
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	if got, want := f.GetSheetList(), []string{"赛事信息", "参赛名单", "循环表"}; !cmp.Equal(got, want) {
		t.Errorf("sheets = %q, want %q", got, want)
	}
}

// ExampleWrite writes a two-round round robin of four and lists the sheets.
func ExampleWrite() {
	ev := &scoring.Event{
		Name:   "2026 春季教职工象棋赛",
		Points: scoring.Symmetric("cxa2011", scoring.P(2), scoring.P(1), 0),
		Stages: []scoring.Stage{{ID: "main", System: "round-robin", Order: []int{1, 2, 3, 4}, Tiebreaks: []string{"cxa2011-rr"}}},
	}
	for i, name := range []string{"王小明", "李四", "张三", "赵六"} {
		ev.Players = append(ev.Players, scoring.Player{No: i + 1, Name: name})
	}
	for k := 1; k <= 2; k++ {
		r, _ := roundrobin.Round(ev.Stages[0].Order, 1, k, k, "main")
		for i := range r.Games {
			r.Games[i].Result = scoring.RedWins
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{Lang: "zh"}); err != nil {
		fmt.Println(err)
		return
	}
	f, _ := excelize.OpenReader(&buf)
	defer f.Close()
	fmt.Println(strings.Join(f.GetSheetList(), "\n"))
	// Output:
	// 赛事信息
	// 参赛名单
	// 循环表
	// 第1轮对阵
	// 第1轮后排名
	// 第2轮对阵
	// 第2轮后排名
}

// TestDeterministic: the same event gives the same bytes, so a workbook can
// be regenerated without spurious changes.
func TestDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	if err := Write(&a, oddEvent(t), Options{}); err != nil {
		t.Fatal(err)
	}
	if err := Write(&b, oddEvent(t), Options{}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes of the same event differ")
	}
}

// TestWithdrawnListed: player 4 of a round robin of four withdraws from
// round 2 having met one of three opponents (20.3: 凡已赛对手不足半数者，则所有已赛结果
// 一概注销): he is in no place of the standings, the crosstable marks his
// row 退赛 instead of a place, and both sheets say why below the table.
func TestWithdrawnListed(t *testing.T) {
	ev := rrEvent(t, 4, 1, 3, 3, nil)
	ev.Players[3].Withdrawn = 2
	for k := 1; k < 3; k++ {
		for i, g := range ev.Rounds[k].Games {
			if g.Red == 4 || g.Black == 4 {
				ev.Rounds[k].Games[i].Result = scoring.NoResult
			}
		}
	}
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	rows, err := f.GetRows("循环表")
	if err != nil {
		t.Fatal(err)
	}
	const first = 3 // titles, header
	row := rows[first+3]
	if got := row[len(row)-1]; got != "退赛" {
		t.Errorf("crosstable, player 4: place %q, want 退赛", got)
	}
	notes := 0
	for _, name := range f.GetSheetList() {
		rs, _ := f.GetRows(name)
		for _, r := range rs {
			for _, c := range r {
				if strings.Contains(c, "退赛（第20.3条）") && strings.Contains(c, "第2轮起退出") {
					notes++
				}
			}
		}
	}
	if notes < 2 {
		t.Errorf("the 20.3 note appears on %d sheets, want the standings and the crosstable at least", notes)
	}
}
