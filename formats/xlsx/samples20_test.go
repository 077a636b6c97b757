package xlsx

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

// universitySwiss is the university-swiss sample after its seven rounds
// (25 staff, 6 branches; testdata/university-swiss.yaml).
func universitySwiss(t *testing.T) *scoring.Event {
	t.Helper()
	ev, err := event.Load("testdata/university-swiss.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestBranchSplitByEarlierRound (issue 20): the branch ranking 团体总分 of
// the university sample has 信息学院分工会 4th and 测绘学院分工会 5th on
// 12.5 points each. The ranking compares the members' points of the last
// round, then the round before, and so on (末轮积分), then their 对手分:
//
//	round 7: 信息 0.5 (9) + 1 bye (3) + 0 + 0 = 1.5; 测绘 1 (2) + 0 + 0.5 (8) + 0 = 1.5
//	round 6: 信息 0 + 1 (3) + 0 + 0 = 1;             测绘 0 + 1 (20) + 0 + 0 = 1
//	round 5: 信息 1 (9) + 0 + 1 (15) + 1 bye (21) = 3; 测绘 ½ + ½ + 1 (8) + 0 = 2
//
// so round 5 split them, not the 对手分 96 : 98.5 (which would have put 测绘
// first); the note said "按对手分区分（96 : 98.5）" before.
func TestBranchSplitByEarlierRound(t *testing.T) {
	rows := sheetRows(t, universitySwiss(t), Options{})["团体总分"]
	all := textOf(rows)
	want := "第4、5名（信息学院分工会、测绘学院分工会）同积12.5分，按末轮积分区分（栏中同为 1.5，由其后逐项比较决出）。"
	if !strings.Contains(all, want) {
		t.Errorf("no %q in\n%s", want, all)
	}
	if strings.Contains(all, "按对手分区分（96 : 98.5）") {
		t.Errorf("the note names the 对手分, which did not split them:\n%s", all)
	}
}

// sheetHeight is the sum of a sheet's row heights in points.
func sheetHeight(t *testing.T, f interface {
	GetRows(string, ...excelize.Options) ([][]string, error)
	GetRowHeight(string, int) (float64, error)
}, sheet string) float64 {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	h := 0.0
	for r := 1; r <= len(rows); r++ {
		rh, err := f.GetRowHeight(sheet, r)
		if err != nil {
			t.Fatal(err)
		}
		h += rh
	}
	return h
}

// TestSwissStandingsOnePage (issue 20): every standings sheet of the
// 25-player university Swiss prints on one portrait page. Before, the tie
// notes (up to 15 under a table, each its own wrapped line) ran rounds 2 to
// 7 onto a second page holding only the notes. Now more than three notes
// run on as one paragraph, and a sheet at most a quarter of a page too
// tall is shrunk onto one page (FitToHeight 1).
func TestSwissStandingsOnePage(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, universitySwiss(t), Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	defer f.Close()
	standings := regexp.MustCompile(`^(第\d+轮后排名|最终排名)`)
	n := 0
	for _, sheet := range f.GetSheetList() {
		if !standings.MatchString(sheet) {
			continue
		}
		n++
		pl, err := f.GetPageLayout(sheet)
		if err != nil {
			t.Fatal(err)
		}
		h := sheetHeight(t, f, sheet)
		switch {
		case h <= portraitHeight:
		case pl.FitToHeight != nil && *pl.FitToHeight == 1 && h <= portraitHeight*(1+spillShare):
		default:
			t.Errorf("%s: %.0f pt tall (a page is %.0f), not fitted to one page: prints on two", sheet, h, float64(portraitHeight))
		}
		if sheet == "第7轮后排名" || strings.HasPrefix(sheet, "最终排名") {
			all := textOf(must(f.GetRows(sheet)))
			// the 15 notes of the final table run on in one cell
			if !strings.Contains(all, "（28.5 : 26）。第5、6名（徐红梅、林海鹰）") {
				t.Errorf("%s: the tie notes are not one paragraph:\n%s", sheet, all)
			}
		}
	}
	if n != 7 {
		t.Errorf("%d standings sheets, want 7 (rounds 1-6 and the final)", n)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestSpills: the fit-to-one-page rule by the numbers.
func TestSpills(t *testing.T) {
	tests := []struct {
		height, total float64
		landscape     bool
		want          bool
	}{
		{portraitHeight, 60, false, false},        // fits
		{portraitHeight + 1, 60, false, true},     // just over
		{portraitHeight * 1.25, 60, false, true},  // a quarter over
		{portraitHeight * 1.3, 60, false, false},  // two real pages
		{portraitHeight * 1.3, 110, false, true},  // wider than the page: shrunk to 88/110, a page holds 1.25 pages' height
		{portraitHeight * 1.6, 110, false, false}, // and 1.6 > 1.25 × 1.25
		{landscapeHeight + 10, 100, true, true},
	}
	for _, tt := range tests {
		page := float64(portraitWidth)
		if tt.landscape {
			page = landscapeWidth
		}
		if got := spills(tt.height, tt.total, page, tt.landscape); got != tt.want {
			t.Errorf("spills(%.0f, %.0f, landscape %v) = %v, want %v", tt.height, tt.total, tt.landscape, got, tt.want)
		}
	}
}

// TestTeamCrossNumbers (issue 20): the team crosstable of the team-league
// sample names its rows and columns by team number 队号, in the order of
// the places, as the standings sheet and `xqt standings` do. The final
// places are 二中 (team 2), 三中 (3), 实验中学 (6), 五中 (5), 一中 (1), 四中
// (4); the sheet printed "1 二中" … "6 四中" and columns 1-6 before, so
// "1" was 二中 here and 一中 on every other sheet.
func TestTeamCrossNumbers(t *testing.T) {
	rows := sheetRows(t, teamLeague(t), Options{})["团体交叉表"]
	hi := -1
	for i, r := range rows {
		if len(r) > 0 && strings.HasPrefix(r[0], "名次") {
			hi = i
			break
		}
	}
	if hi < 0 {
		t.Fatalf("no header in\n%s", textOf(rows))
	}
	if got, want := strings.Join(rows[hi][2:8], " "), "2 3 6 5 1 4"; got != want {
		t.Errorf("columns %q, want %q", got, want)
	}
	var names []string
	for _, r := range rows[hi+1 : hi+7] {
		names = append(names, r[1])
	}
	if got, want := strings.Join(names, ","), "2 二中,3 三中,6 实验中学,5 五中,1 一中,4 四中"; got != want {
		t.Errorf("rows %q, want %q", got, want)
	}
	// 二中 (row 1) against 三中 (column "3"): 1-7, and 三中 against 二中 7-1
	if rows[hi+1][3] != "1-7" || rows[hi+2][2] != "7-1" {
		t.Errorf("二中-三中 cells %q and %q, want 1-7 and 7-1", rows[hi+1][3], rows[hi+2][2])
	}
}

// TestTeamLegends (issue 20): the team league ranks teams by match points
// 场分, then 局分, 胜局, 直胜, 犯规 counted over the boards. The event
// sheet and the team standings define them for teams, not with the
// player's words ("胜的轮数", "本人对局中"), and the ranking order starts with
// 场分, not 积分.
func TestTeamLegends(t *testing.T) {
	book := sheetRows(t, teamLeague(t), Options{})
	info := textOf(book["赛事信息"])
	final := textOf(book["第5轮后团体名次"]) // subtitled 最终团体名次（5 轮）
	for _, tt := range []struct {
		sheet, text string
		want        []string
	}{
		{"赛事信息", info, []string{"名次排列|场分 > 局分 > 胜局 > 直胜 > 犯规", "场分|胜2分、和1分、负0分", "MP|场分|各场对阵按场分计分所得总分",
			"WIN|胜局|各台胜局数", "DIR|直胜|与同分队相遇所得场分", "GP|局分|各场对阵各台局分之和", "FOUL|犯规|本队各台对局中记录的犯规次数"}},
		{"最终团体名次", final, []string{"胜局：各台胜局数", "直胜：与同分队相遇所得场分", "犯规：本队各台对局"}},
	} {
		for _, w := range tt.want {
			if !strings.Contains(tt.text, w) {
				t.Errorf("%s: no %q in\n%s", tt.sheet, w, tt.text)
			}
		}
		for _, w := range []string{"胜的轮数", "本人对局中", "PTS|积分"} {
			if strings.Contains(tt.text, w) {
				t.Errorf("%s: a player's definition %q in\n%s", tt.sheet, w, tt.text)
			}
		}
	}
}

// loadSample loads a sample event from testdata (the event file its
// samples/NAME/run.sh writes).
func loadSample(t *testing.T, name string) *scoring.Event {
	t.Helper()
	ev, err := event.Load("testdata/" + name + ".yaml")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestInfoCrossNotes (issue 20): the event sheet says what a crosstable
// cell holds as the crosstable sheets do. The club groups play two games a
// pairing, so a cell is the match's points by the table, not a game's; a
// team crosstable cell is the match's game points 局分. Before, every event
// sheet said "交叉表中：数字为该局得分".
func TestInfoCrossNotes(t *testing.T) {
	for _, tt := range []struct {
		name string
		ev   *scoring.Event
		want string
	}{
		{"club-groups", loadSample(t, "club-groups"), "交叉表格中为该场比赛（2 局）行方按计分表所得积分"},
		{"team-league", teamLeague(t), "团体交叉表格内为该场局分：本行队 : 本列队"},
		{"school", loadSample(t, "school"), "交叉表格中为该局得分（行方视角）"},
	} {
		all := textOf(sheetRows(t, tt.ev, Options{})["赛事信息"])
		if !strings.Contains(all, tt.want) {
			t.Errorf("%s: no %q in\n%s", tt.name, tt.want, all)
		}
		if strings.Contains(all, "数字为该局得分") {
			t.Errorf("%s: the old one-game legend in\n%s", tt.name, all)
		}
	}
}

// TestTeamWithdrawnNote (issue 20): 徐亮 (12, 三中) withdrew from round 4
// of the team league (the start list says 第4轮起退赛); the team pairing
// sheets of rounds 4 and 5 say so under the matches, as an individual
// round's sheet does, and those of rounds 1-3 do not.
func TestTeamWithdrawnNote(t *testing.T) {
	book := sheetRows(t, teamLeague(t), Options{})
	for r := 1; r <= 5; r++ {
		sheet := fmt.Sprintf("第%d轮团体对阵", r)
		all := textOf(book[sheet])
		has := strings.Contains(all, "已退赛：12 徐亮（三中）")
		if has != (r >= 4) {
			t.Errorf("%s: withdrawal note %v, want %v:\n%s", sheet, has, r >= 4, all)
		}
	}
}

// TestIndividualNotes (issue 20): the team league's individual table
// 个人成绩 defines its columns, notes the tie splits and marks 徐亮's
// withdrawal from round 4 (he played rounds 1-3, which count: 2 points,
// 23rd in testdata/team-league.yaml). There 唐亮 (13th) and 张伟 (14th)
// are level on 5 points and split by 对手分 23 : 22; with 13 such notes
// under 26 rows they run on as one paragraph.
func TestIndividualNotes(t *testing.T) {
	all := textOf(sheetRows(t, teamLeague(t), Options{})["个人成绩"])
	for _, w := range []string{
		"对手分：", "胜局：", "犯规：",
		// a run of places level on points, split one after the other by
		// one criterion, is one sentence (view.WhyNotes: places 16-19 on 4
		// points, 对手分 26, 24, 23, 8), but not across a shared place
		// (并列4 罗军、韩冰 below 周杰's 3; 并列13 陈志远、高翔 above 何勇's 15)
		"第16至19名（胡斌、宋平、郑凯、马超）同积4分，按对手分依次区分（26 : 24 : 23 : 8）。",
		"第3、4名（周杰、罗军）同积7分，按对手分区分（23 : 21）。第4、6名（韩冰、孙浩）",
		"第13、15名（高翔、何勇）同积5分，按对手分区分（25 : 22）。",
		"第4名并列（罗军、韩冰）：同积7分，各项比较均相同。",
		"退赛：12 徐亮（三中）第4轮起退赛，此前各轮成绩计入。",
	} {
		if !strings.Contains(all, w) {
			t.Errorf("no %q in\n%s", w, all)
		}
	}
}

// TestThirdPlaceReached (issue 20): in the club sample's crossover 李文杰
// (5) beat 陈国强 (1) 2-0 in the third-place match, after losing his
// semi-final to 黄建华 (3) on the extra game (drawn, red loses), who then
// won the final against 吴少峰 (7) 2-0; the crossover's places say so for
// places 3 and 4 (both had "半决赛", which did not say why one is 3rd).
func TestThirdPlaceReached(t *testing.T) {
	rows := sheetRows(t, loadSample(t, "club-groups"), Options{})["交叉赛 名次"]
	got := map[string]string{}
	for _, r := range rows {
		if len(r) >= 5 {
			got[r[2]] = r[0] + " " + r[4]
		}
	}
	for name, want := range map[string]string{"黄建华": "1 冠军", "吴少峰": "2 决赛", "李文杰": "3 三四名决赛胜", "陈国强": "4 三四名决赛负"} {
		if got[name] != want {
			t.Errorf("%s: %q, want %q (rows %q)", name, got[name], want, rows)
		}
	}
}

// TestInfoQualify (issue 20): the event sheet says at each cut who goes
// on, as the stages were set up (samples/school/run.sh: the knockout --until
// 12 and groups --qualify 12, the final --qualify top3-per-group;
// samples/club-groups: the crossover takes the top 2 of each group).
func TestInfoQualify(t *testing.T) {
	for _, tt := range []struct {
		name string
		want []string
	}{
		{"school", []string{"淘汰赛|淘汰赛，23 人，已赛 1 轮\n出线|剩余 12 人进入小组赛", "小组赛 A组|单循环，6 人，已赛 5 / 5 轮\n出线|每组前 3 名进入决赛"}},
		{"club-groups", []string{"小组循环 B组|单循环，5 人，已赛 5 / 5 轮\n出线|每组前 2 名进入交叉赛"}},
	} {
		all := textOf(sheetRows(t, loadSample(t, tt.name), Options{})["赛事信息"])
		for _, w := range tt.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s: no %q in\n%s", tt.name, w, all)
			}
		}
		if strings.Contains(all, "决赛|单循环，6 人，已赛 5 / 5 轮\n出线") {
			t.Errorf("%s: the last stage has a cut:\n%s", tt.name, all)
		}
	}
}

// TestFinalFooter (issue 20): a stage's last standings print 最终排名 in
// the page footer, as their title does, not the tab name of the round
// ("第5轮后团体名次", "小组赛 A组 第6轮后排名" for 5 rounds of the group);
// other sheets keep the tab name (&A).
func TestFinalFooter(t *testing.T) {
	for _, tt := range []struct {
		sample, sheet, want string
	}{
		{"team-league", "第5轮后团体名次", "最终团体名次"},
		{"team-league", "第4轮后团体名次", "&A"},
		{"school", "小组赛 A组 第6轮后排名", "小组赛 A组 最终排名"},
		{"school", "决赛 第11轮后排名", "决赛 最终排名"},
		{"university-swiss", "第7轮后排名", "最终排名"},
		{"university-swiss", "第6轮后排名", "&A"},
	} {
		ev := teamLeague(t)
		if tt.sample != "team-league" {
			ev = loadSample(t, tt.sample)
		}
		var buf bytes.Buffer
		if err := Write(&buf, ev, Options{}); err != nil {
			t.Fatal(err)
		}
		f := openBook(t, buf.Bytes())
		hf, err := f.GetHeaderFooter(tt.sheet)
		f.Close()
		if err != nil {
			t.Fatalf("%s %s: %v", tt.sample, tt.sheet, err)
		}
		if !strings.Contains(hf.OddFooter, "&R&9"+tt.want+"  ") {
			t.Errorf("%s %s: footer %q, want %q on the right", tt.sample, tt.sheet, hf.OddFooter, tt.want)
		}
	}
}

// TestCrosstableQualified (issue 20): a group's crosstable marks who went
// on (出线), as its final standings do: in the school sample 林晨曦 (16),
// 郑一鸣 (23) and 杨浩然 (6) of group A, the top 3 (final --qualify
// top3-per-group); the final stage's crosstable, with no later stage, has
// no such column.
func TestCrosstableQualified(t *testing.T) {
	book := sheetRows(t, loadSample(t, "school"), Options{})
	rows := book["小组赛 A组 循环表"]
	hi, col := -1, -1
	for i, r := range rows {
		for j, h := range r {
			if hi < 0 && strings.HasPrefix(h, "出线\n") { // the header 出线 / Qualified
				hi, col = i, j
			}
		}
	}
	if col < 0 {
		t.Fatalf("no 出线 column in\n%s", textOf(rows))
	}
	var got []string
	for _, r := range rows[hi+1:] {
		if len(r) > col && r[col] == "出线" {
			got = append(got, r[2])
		}
	}
	// rows in table order: 郑一鸣 1, 林晨曦 3, 杨浩然 5
	if want := "郑一鸣 林晨曦 杨浩然"; strings.Join(got, " ") != want {
		t.Errorf("出线 %q, want %q", got, want)
	}
	if strings.Contains(textOf(book["决赛 循环表"]), "出线") {
		t.Errorf("the final's crosstable marks 出线:\n%s", textOf(book["决赛 循环表"]))
	}
}

// TestGridDirectBlank (issue 20): the Swiss grid 成绩表 leaves 直胜 blank
// where the final standings do (view.Needed): 赵立新 (1st, 6 points, level
// with nobody) printed 0 there and blank on 最终排名; 宋振华 and 谢天明,
// level on 5, show their 0.
func TestGridDirectBlank(t *testing.T) {
	book := sheetRows(t, universitySwiss(t), Options{})
	dir := func(sheet, name string) string {
		rows := book[sheet]
		col := -1
		for _, r := range rows {
			for j, h := range r {
				if col < 0 && strings.HasPrefix(h, "直胜\n") {
					col = j
				}
			}
			if col >= 0 && len(r) > 2 && r[2] == name {
				if col < len(r) {
					return r[col]
				}
				return ""
			}
		}
		t.Fatalf("%s: no row of %s", sheet, name)
		return ""
	}
	for _, tt := range []struct{ name, want string }{{"赵立新", ""}, {"宋振华", "0"}, {"谢天明", "0"}} {
		grid, final := dir("成绩表", tt.name), dir("第7轮后排名", tt.name)
		if grid != tt.want || final != tt.want {
			t.Errorf("%s: 直胜 %q on the grid, %q on the standings, want %q", tt.name, grid, final, tt.want)
		}
	}
}

// TestPlayoffNoteOnlyWhenOver (issue 20): article 15.6 has a shared first
// place decided by a play-off 加赛 when the stage is over. The university
// Swiss after round 1 of 7 has nine players on 1 point sharing first
// place; its 第1轮后排名 said "第1名并列，须加赛决定（第15.6条）" as if
// the event were decided. The same table is the final one when the stage
// has a single round (rounds: 1), and then the note is right.
func TestPlayoffNoteOnlyWhenOver(t *testing.T) {
	const note = "须加赛决定"
	ev := universitySwiss(t)
	rows := sheetRows(t, ev, Options{})
	if all := textOf(rows["第1轮后排名"]); strings.Contains(all, note) {
		t.Errorf("round 1 of 7: a play-off note under an interim table:\n%s", all)
	}
	ev.Rounds = ev.Rounds[:1]
	ev.Stages[0].Rounds = 1
	found := 0
	for name, r := range sheetRows(t, ev, Options{}) {
		if strings.Contains(name, "排名") && !strings.Contains(name, "团体") {
			found++
			if all := textOf(r); !strings.Contains(all, "第1名并列，须加赛决定（第15.6条）") {
				t.Errorf("a 1-round stage over: %s has no play-off note:\n%s", name, all)
			}
		}
	}
	if found == 0 {
		t.Error("a 1-round stage: no standings sheet")
	}
}
