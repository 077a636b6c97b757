package xlsx

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xuri/excelize/v2"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// koEvent builds a seeded single-game knockout of n players paired round by
// round with knockout.PairRound, seeded by rating (player 1 highest), the
// national match format (a drawn game goes to a rapid game with colours
// swapped, then armageddon), for the given number of rounds (all: until the
// stage is over). The lower start number wins, except that every fifth
// game is an upset and every seventh is drawn and won in the rapid game by
// the player with black in the first game.
func koEvent(t testing.TB, n, rounds int, options map[string]string) *scoring.Event {
	t.Helper()
	table, err := scoring.Preset("cxa2011")
	if err != nil {
		t.Fatal(err)
	}
	opts := map[string]string{"match": "national"}
	for k, v := range options {
		opts[k] = v
	}
	ev := &scoring.Event{
		Name: "2019 全国象棋锦标赛（个人）男子甲组", NameEn: "2019 National Xiangqi Championship, Men's A Group",
		Start: "2019-11-05", Edition: "cxa2011", Points: table,
		Stages: []scoring.Stage{{ID: "main", System: "knockout", Numbering: "rating", Options: opts}},
	}
	surnames := []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭")
	given := []string{"小明", "建国", "海", "志强"}
	clubs := []string{"四川", "杭州", "浙江", "广东", "北京", "湖北", "黑龙江", "上海"}
	for i := 0; i < n; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i + 1,
			Name: string(surnames[i%len(surnames)]) + given[i/len(surnames)%len(given)], NameEn: fmt.Sprintf("Player %d", i+1),
			Club: clubs[i%len(clubs)], Rating: 2700 - 10*i})
	}
	st := &ev.Stages[0]
	games := 0
	for k := 1; rounds == 0 || k <= rounds; k++ {
		r, err := knockout.PairRound(ev, st, int64(100+k))
		if err != nil {
			if rounds == 0 && strings.Contains(err.Error(), "is over") {
				break
			}
			t.Fatalf("round %d: %v", k, err)
		}
		r.Number, r.Stage = k, "main"
		for i := range r.Games {
			g := &r.Games[i]
			games++
			redWins := (g.Red < g.Black) != (games%5 == 0)
			switch {
			case games%7 == 0:
				g.Games = []scoring.MatchGame{{Red: g.Red, Result: scoring.Draw}, {Red: g.Black, Result: scoring.RedWins, Kind: "rapid"}}
				g.Result = scoring.BlackWins
			case redWins:
				g.Result = scoring.RedWins
			default:
				g.Result = scoring.BlackWins
			}
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	return ev
}

// koGoldenEvent is the knockout golden: 12 players in a bracket of 16 (the
// top four seeds get a bye), a third-place match, a match decided in the
// rapid game.
func koGoldenEvent(t *testing.T) *scoring.Event {
	return koEvent(t, 12, 0, map[string]string{"third-place": "true"})
}

// TestBracketPrint checks the bracket prints readably on A4 landscape for
// 8 to 64 players: full size, names at 10 pt or more on rows tall enough
// for them, 32 tree rows (16 first-round lines) a page with a manual break
// between pages, the title and round headers repeated on every page.
func TestBracketPrint(t *testing.T) {
	tests := []struct {
		n, pages int
		rowH     float64
		font     float64
	}{
		{8, 1, bracketBigRowH, bracketBigFont},
		{16, 1, bracketRowH, bracketFont},
		{32, 2, bracketRowH, bracketFont},
		{64, 4, bracketRowH, bracketFont},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.n), func(t *testing.T) {
			ev := koEvent(t, tt.n, 0, nil)
			var buf bytes.Buffer
			if err := Write(&buf, ev, Options{}); err != nil {
				t.Fatal(err)
			}
			if dir := os.Getenv("XQT_XLSX_OUT"); dir != "" {
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("ko%d.xlsx", tt.n)), buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			f := openBook(t, buf.Bytes())
			defer f.Close()
			const sheet = "对阵图"
			pl, err := f.GetPageLayout(sheet)
			if err != nil {
				t.Fatal(err)
			}
			if *pl.Orientation != "landscape" || *pl.Size != 9 || *pl.AdjustTo != 100 {
				t.Errorf("page: %s size %d scale %d, want A4 landscape at 100 %%", *pl.Orientation, *pl.Size, *pl.AdjustTo)
			}
			props, _ := f.GetSheetProps(sheet)
			if props.FitToPage != nil && *props.FitToPage {
				t.Error("fitted to pages: Excel would ignore the page breaks")
			}
			// The tree: rows from the one under the round headers to the
			// last row with a name.
			rows, _ := f.GetRows(sheet)
			head := -1
			for i, r := range rows {
				if slices.Contains(r, "冠军") {
					head = i + 1
				}
			}
			if head < 0 {
				t.Fatal("no round header row")
			}
			var titles string
			for _, dn := range f.GetDefinedName() {
				if dn.Scope == sheet && dn.Name == "_xlnm.Print_Titles" {
					titles = dn.RefersTo
				}
			}
			if want := fmt.Sprintf("$1:$%d", head); !strings.HasSuffix(titles, want) {
				t.Errorf("print titles %q, want rows 1 to %d", titles, head)
			}
			treeRows := 2*tt.n - 1
			first, last := head+1, head+treeRows
			names := 0
			for r := first; r <= last; r++ {
				h, _ := f.GetRowHeight(sheet, r)
				if h != tt.rowH {
					t.Fatalf("row %d height %v, want %v", r, h, tt.rowH)
				}
				for c := 1; c <= len(rows[r-1]); c++ {
					cell, _ := excelize.CoordinatesToCellName(c, r)
					v, _ := f.GetCellValue(sheet, cell)
					if v == "" || c%bracketColsPerR != 1 {
						continue
					}
					names++
					id, _ := f.GetCellStyle(sheet, cell)
					st, _ := f.GetStyle(id)
					if st.Font == nil || st.Font.Size < tt.font {
						t.Fatalf("%s %q: font %+v, want %v pt or more", cell, v, st.Font, tt.font)
					}
					// CJK fonts need about 1.4 em a line.
					if st.Font.Size*1.4 > tt.rowH {
						t.Errorf("%s: %v pt type on %v pt rows", cell, st.Font.Size, tt.rowH)
					}
				}
			}
			// every seat of every round and the champion
			if want := 2*tt.n - 1; names != want {
				t.Errorf("%d names on the tree, want %d", names, want)
			}
			all, err := rowBreaks(buf.Bytes(), f)
			if err != nil {
				t.Fatal(err)
			}
			var breaks []int
			for _, b := range all[sheet] {
				n, _ := strconv.Atoi(b)
				breaks = append(breaks, n)
			}
			var want []int
			for p := 1; p < tt.pages; p++ {
				want = append(want, head+p*bracketPageRows)
			}
			if !cmp.Equal(breaks, want) {
				t.Errorf("row breaks after rows %v, want %v (%d pages)", breaks, want, tt.pages)
			}
			// A page: the repeated rows and 32 tree rows fit A4 landscape
			// (595 pt less 0.45 in margins top and bottom).
			height := 0.0
			for r := 1; r <= head; r++ {
				h, _ := f.GetRowHeight(sheet, r)
				height += h
			}
			height += float64(min(bracketPageRows, treeRows)) * tt.rowH
			if avail := 595 - 2*0.45*72; height > avail {
				t.Errorf("a page needs %v pt, A4 landscape has %v", height, avail)
			}
			// Width within 0.5 in margins (1026 px), at up to 9 pixels a
			// unit (LibreOffice without Calibri).
			width := 0.0
			for c := 1; c <= len(rows[head-1]); c++ {
				col, _ := excelize.ColumnNumberToName(c)
				w, _ := f.GetColWidth(sheet, col)
				width += w
			}
			if width*9 > 1026 {
				t.Errorf("bracket is %v units wide, more than the page", width)
			}
		})
	}
}

// TestKnockoutPlaces checks the places sheet against pairing's Places, the
// round each player went out in, and that a knockout gets no standings by
// points.
func TestKnockoutPlaces(t *testing.T) {
	ev := koGoldenEvent(t)
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	defer f.Close()
	for _, s := range f.GetSheetList() {
		if strings.Contains(s, "排名") {
			t.Errorf("sheet %q: a knockout is not ranked by points", s)
		}
	}
	ks, err := knockout.Resolve(ev, &ev.Stages[0])
	if err != nil {
		t.Fatal(err)
	}
	rows, err := f.GetRows("名次")
	if err != nil {
		t.Fatal(err)
	}
	if got := rows[1][0]; got != "最终名次" {
		t.Errorf("subtitle %q", got)
	}
	var got, want [][]string
	for _, r := range rows[3:] {
		if len(r) >= 5 {
			got = append(got, []string{r[0], r[1], r[2]})
		}
	}
	for _, p := range ks.Places() {
		place := strconv.Itoa(p.Place)
		if p.Shared {
			place = "并列" + place
		}
		want = append(want, []string{place, strconv.Itoa(p.Player), ev.Player(p.Player).Name})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("places sheet (-Places() +sheet):\n%s", diff)
	}
	if len(want) != len(ev.Players) {
		t.Errorf("%d places for %d players", len(want), len(ev.Players))
	}
	// Column 单位 is index 3, 成绩 index 4.
	reached := map[string]string{}
	for _, r := range rows[3:] {
		if len(r) >= 5 {
			reached[r[0]] = r[4]
		}
	}
	// places 3 and 4 came from the third-place match, not the semi-final
	// both lost (issue 20)
	for place, want := range map[string]string{"1": "冠军", "2": "决赛", "3": "三四名决赛胜", "4": "三四名决赛负", "并列5": "1/4决赛", "并列9": "第1轮"} {
		if reached[place] != want {
			t.Errorf("place %s reached %q, want %q", place, reached[place], want)
		}
	}
	other, err := f.GetRows("其他场次")
	if err != nil {
		t.Fatal(err)
	}
	if len(other) != 4 || other[3][0] != "三四名决赛" {
		t.Errorf("other matches sheet: %q", other)
	}
}

// TestKnockoutInProgress: after round 2 of 3 the places sheet lists the
// players still in above those who are out, without a place.
func TestKnockoutInProgress(t *testing.T) {
	ev := koEvent(t, 8, 2, nil)
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{Lang: "en"}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	defer f.Close()
	rows, err := f.GetRows("Places")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rows[3:] {
		if len(r) >= 5 {
			got = append(got, r[0]+" "+r[4])
		}
	}
	want := []string{" still in", " still in", "3= semi-final", "3= semi-final", "5= quarter-final", "5= quarter-final", "5= quarter-final", "5= quarter-final"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("places after round 2 (-want +got):\n%s", diff)
	}
	if rows[1][0] != "Places after round 2" {
		t.Errorf("subtitle %q", rows[1][0])
	}
}

func TestTitleLines(t *testing.T) {
	tests := []struct {
		name  string
		s     string
		pt    float64
		width float64
		want  []string
	}{
		{"fits", "2026 春季教职工象棋赛", titlePt, 60, []string{"2026 春季教职工象棋赛"}},
		{"at the bracket", "2019 全国象棋锦标赛（个人）男子甲组", titlePt, 40, []string{"2019 全国象棋锦标赛", "（个人）男子甲组"}},
		{"at a space", "2019 National Xiangqi Championship, Men's A Group", titlePt, 60, []string{"2019 National Xiangqi", "Championship, Men's A Group"}},
		{"three lines", "2019 National Xiangqi Championship, Men's A Group", titlePt, 42, []string{"2019 National", "Xiangqi Championship,", "Men's A Group"}},
		{"shrunk rather than cut", "青石镇第一届职工中国象棋比赛", titlePt, 30, []string{"青石镇第一届职工中国象棋比赛"}},
		{"between characters when too wide to shrink", "青石镇第一届职工中国象棋比赛", titlePt, 20, []string{"青石镇第一届", "职工中国象棋比赛"}},
		{"at the space, not inside the name", "2026 象棋十三人淘汰赛", titlePt, 20, []string{"2026", "象棋十三人淘汰赛"}},
		{"at the bracket, not inside 象棋", "2019 中国象棋锦标赛（个人）", titlePt, 36, []string{"2019 中国象棋锦标赛", "（个人）"}},
		{"a word is never cut", "Supercalifragilistic", titlePt, 10, []string{"Supercalifragilistic"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := titleLines(tt.s, tt.pt, true, tt.width)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("titleLines(%q, width %v) (-want +got):\n%s", tt.s, tt.width, diff)
			}
			for _, l := range got {
				if w := textUnits(l, tt.pt, true); w > tt.width && strings.Contains(l, " ") {
					t.Errorf("line %q is %v units, wider than %v", l, w, tt.width)
				}
			}
		})
	}
}

// TestKnockoutNotStarted: a knockout with its players but no round yet has
// no bracket, places or other-matches sheet, and the event sheet says how
// it ranks.
func TestKnockoutNotStarted(t *testing.T) {
	ev := koEvent(t, 6, 0, nil)
	ev.Rounds, ev.Stages[0].Order = nil, nil
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	defer f.Close()
	if got, want := f.GetSheetList(), []string{"赛事信息", "参赛名单"}; !cmp.Equal(got, want) {
		t.Errorf("sheets = %q, want %q", got, want)
	}
	rows, _ := f.GetRows("赛事信息")
	found := false
	for _, r := range rows {
		found = found || len(r) > 1 && r[0] == "名次排列" && strings.HasPrefix(r[1], "按淘汰赛结果")
	}
	if !found {
		t.Error("the event sheet does not say a knockout ranks by the knockout")
	}
}

// TestFooter: the footer carries the whole event name, however long, in
// type that fits beside the sheet name and page number (6 to 9 pt).
func TestFooter(t *testing.T) {
	for _, tt := range []struct {
		title string
		pt    int
	}{
		{"2026 镇职工象棋比赛", 9},
		{"2019 National Xiangqi Championship, Men's A Group", 9},
		{"2019 全国象棋锦标赛（个人）男子甲组", 9},
		{"2026 青石镇第一届职工中国象棋比赛暨庆祝建镇七十周年群众体育系列活动", 9},
		{strings.Repeat("很长的比赛名称", 12), 6},
	} {
		b := newBook("zh", "宋体", tt.title)
		got := b.footer("")
		if !strings.Contains(got, tt.title) {
			t.Errorf("footer %q cuts the title %q", got, tt.title)
		}
		if want := fmt.Sprintf("&L&%d ", tt.pt); !strings.HasPrefix(got, want) {
			t.Errorf("footer %q: want the title at %d pt", got, tt.pt)
		}
		b.f.Close()
	}
}
