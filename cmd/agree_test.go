package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
	"github.com/xuri/excelize/v2"
)

// The four views of an event (the terminal, the JSON, the workbook and the
// results pages) render one computed view of it (formats/view). This test
// builds every sample event (samples/*/run.sh, with this test binary as
// xqt; the scripts export the workbook and the pages themselves), then
// reads back from each of the four outputs every game of every round (each
// game of a match in its own colours; each board of a team match by its
// table number), every team match's game points, every place of every
// stage or group, the final places across stages and every 出线 mark, and
// requires each to state exactly what the view holds.

// facts are what a view states, each keyed by where it stands:
// "r3 t12" the games on table 12 in round 3 ("1-0 =" each from that
// game's red player), "r3 m2" team match 2's game points ("6:2"),
// "main/A #5" a place ("2", "3=") and "main/A #5 mark" 出线, "final #5" a
// final place.
type facts map[string]string

// TestFourViewsAgree is the agreement test.
func TestFourViewsAgree(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Fatalf("the samples' scripts need bash: %v", err)
	}
	runs, err := filepath.Glob("../samples/*/run.sh")
	if err != nil || len(runs) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	for _, run := range runs {
		name := filepath.Base(filepath.Dir(run))
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			cmd := exec.Command("bash", run, "xqt", dir)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", run, err, out)
			}
			yamls, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
			xlsxs, _ := filepath.Glob(filepath.Join(dir, "*.xlsx"))
			if len(yamls) != 1 || len(xlsxs) != 1 {
				t.Fatalf("want one event file and one workbook in %s, got %v %v", dir, yamls, xlsxs)
			}
			ev, err := event.Load(yamls[0])
			if err != nil {
				t.Fatal(err)
			}
			want := viewFacts(t, ev)
			if len(want) == 0 {
				t.Fatal("the view states nothing")
			}
			t.Logf("%d facts", len(want))
			for _, r := range ev.Rounds {
				for _, g := range r.Games {
					if _, ok := want[fmt.Sprintf("r%d t%d", r.Number, g.Board)]; !ok {
						t.Errorf("the sample left round %d, table %d without a result: its views state nothing there", r.Number, g.Board)
					}
				}
			}
			latinInChinese(t, ev, xlsxs[0])
			for _, got := range []struct {
				name string
				f    facts
			}{
				{"terminal", terminalFacts(t, ev, yamls[0])},
				{"json", jsonFacts(t, ev, yamls[0])},
				{"workbook", workbookFacts(t, ev, xlsxs[0])},
				{"pages", pageFacts(t, ev, filepath.Join(dir, "site"))},
			} {
				if d := cmp.Diff(want, got.f); d != "" {
					t.Errorf("%s: the %s disagrees with the view (-view +%s):\n%s", name, got.name, got.name, d)
				}
			}
		})
	}
}

// gamesText is the canonical text of a cell's games: each result's
// String, in order.
func gamesText(rs []scoring.Result) string {
	var parts []string
	for _, r := range rs {
		parts = append(parts, r.String())
	}
	return strings.Join(parts, " ")
}

// matchGames are the games the view gives a match: each game of a match
// of several, else its result, else the result the standings give it.
func matchGames(m view.Match) string {
	switch {
	case m.Multi():
		var rs []scoring.Result
		for _, g := range m.Games {
			rs = append(rs, g.Result)
		}
		return gamesText(rs)
	case m.Result != scoring.NoResult:
		return m.Result.String()
	case m.HasImplied && m.Implied != scoring.NoResult:
		return m.Implied.String()
	}
	return ""
}

func isTeamStage(ev *scoring.Event, id string) bool {
	st := ev.Stage(id)
	return st != nil && st.Teams
}

// tableKey names a table: the stage's ID and the group's.
func tableKey(stageID, group string) string {
	if group == "" {
		return stageID
	}
	return stageID + "/" + group
}

// viewFacts are the facts of the view of ev: view.Contexts' matches,
// places and marks, view.TeamMatches, stage.FinalPlaces.
func viewFacts(t *testing.T, ev *scoring.Event) facts {
	f := facts{}
	ctxs, err := view.Contexts(ev, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := range ev.Rounds {
		r := &ev.Rounds[i]
		for _, tm := range view.TeamMatches(ev, r) {
			f[fmt.Sprintf("r%d m%d", r.Number, tm.Number)] = tm.ScoreText("en")
			for _, b := range tm.Boards {
				f[fmt.Sprintf("r%d t%d", r.Number, b.Board)] = matchGames(b)
			}
		}
	}
	for _, c := range ctxs {
		key := tableKey(c.Stage.ID, c.Group)
		if c.Stage.Teams {
			st := ev.Stage(c.Stage.ID)
			if st.Elimination() {
				continue // a team knockout's places are its bracket's (not read back here)
			}
			s, err := tiebreak.TeamStandings(ev, st, ev.StageRounds(st.ID), nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range s.Rows {
				f[fmt.Sprintf("%s #%d", key, r.No)] = placeString(r.Place, r.Shared)
			}
			continue
		}
		for k := range c.Rounds {
			for _, m := range c.Matches(ev, k) {
				f[fmt.Sprintf("r%d t%d", c.Rounds[k].Number, m.Board)] = matchGames(m)
			}
		}
		if len(c.Rounds) == 0 {
			continue
		}
		q := c.Qualified(ev)
		for _, p := range c.Places() {
			f[fmt.Sprintf("%s #%d", key, p.No)] = placeString(p.Place, p.Shared)
			if q[p.No] && c.KO == nil {
				f[fmt.Sprintf("%s #%d mark", key, p.No)] = "出线"
			}
		}
	}
	if view.ShowsFinalPlaces(ev, 0) {
		places, err := view.FinalPlaces(ev)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range places {
			f[fmt.Sprintf("final #%d", p.No)] = placeString(p.Place, p.Shared)
		}
	}
	for k, v := range f {
		if v == "" {
			delete(f, k) // a game without a result states nothing
		}
	}
	return f
}

func placeString(place int, shared bool) string {
	if shared {
		return fmt.Sprintf("%d=", place)
	}
	return strconv.Itoa(place)
}

// readPlace reads a place as a view prints it: "3", "3=", "并列3".
func readPlace(s string) string {
	s = strings.TrimSpace(s)
	if n, ok := strings.CutPrefix(s, "并列"); ok {
		return n + "="
	}
	return s
}

// xqtOut runs xqt with args in-process and returns its standard output.
func xqtOut(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command("xqt", args...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("xqt %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return out.String()
}

// sampleStageIDs are the IDs of the stages with rounds (the implicit "main" of
// an event without stages).
func sampleStageIDs(ev *scoring.Event) []string {
	if len(ev.Stages) == 0 {
		return []string{"main"}
	}
	var ids []string
	for _, st := range ev.Stages {
		if len(ev.StageRounds(st.ID)) > 0 && !(st.Teams && st.Elimination()) {
			ids = append(ids, st.ID)
		}
	}
	return ids
}

var groupTitleRe = regexp.MustCompile(` (\S+)组 group (\S+) `)

// terminalFacts reads the facts back from `xqt pairings` of every round
// and `xqt standings` of every stage (and --final).
func terminalFacts(t *testing.T, ev *scoring.Event, path string) facts {
	f := facts{}
	for _, r := range ev.Rounds {
		out := xqtOut(t, "pairings", path, "--round", strconv.Itoa(r.Number))
		lines := strings.Split(out, "\n")
		if len(lines) < 2 {
			continue
		}
		head := strings.Split(lines[1], "\t")
		res, table := colOf(head, "结果 Result"), colOf(head, "桌 Table")
		match := -1
		for _, l := range lines[2:] {
			cells := strings.Split(l, "\t")
			if len(cells) <= res {
				continue
			}
			switch {
			case table >= 0 && cells[0] != "":
				no, _, _ := strings.Cut(cells[0], " ")
				match, _ = strconv.Atoi(no)
				f[fmt.Sprintf("r%d m%d", r.Number, match)] = cells[res]
			case table >= 0 && cells[table] != "":
				f[fmt.Sprintf("r%d t%s", r.Number, cells[table])] = gamesText(view.ParseGames(cells[res]))
			case table < 0 && cells[0] != "":
				f[fmt.Sprintf("r%d t%s", r.Number, cells[0])] = gamesText(view.ParseGames(cells[res]))
			}
		}
	}
	for _, id := range sampleStageIDs(ev) {
		out := xqtOut(t, "standings", path, "--stage", id)
		group := ""
		var head []string
		for _, l := range strings.Split(out, "\n") {
			cells := strings.Split(l, "\t")
			switch {
			case len(cells) == 1 && strings.HasPrefix(l, ev.Name):
				// "NAME A组 group A: ...", "NAME 女子组: ..." (a section)
				group = ""
				title, _, _ := strings.Cut(strings.TrimPrefix(l, ev.Name), ":")
				if m := groupTitleRe.FindStringSubmatch(title + " "); m != nil {
					group = m[1]
				} else if g := strings.TrimSpace(title); g != "" && ev.Stage(id) != nil && ev.Stage(id).FindGroup(g) != nil {
					group = g
				}
				head = nil
			case strings.HasPrefix(l, "名次 Place"):
				head = cells
			case head != nil && len(cells) == len(head):
				if slices.ContainsFunc(cells, func(c string) bool { return strings.HasPrefix(c, "在赛") }) {
					continue // still in play (a knockout, a ladder): not a place yet
				}
				key := fmt.Sprintf("%s #%s", tableKey(id, group), cells[1])
				f[key] = readPlace(cells[0])
				if q := colOf(head, "出线 Q"); q >= 0 && cells[q] == "出线" {
					f[key+" mark"] = "出线"
				}
			}
		}
	}
	if view.ShowsFinalPlaces(ev, 0) {
		for _, l := range strings.Split(xqtOut(t, "standings", path, "--final"), "\n")[2:] {
			if cells := strings.Split(l, "\t"); len(cells) >= 2 {
				f["final #"+cells[1]] = readPlace(cells[0])
			}
		}
	}
	for k, v := range f {
		if v == "" {
			delete(f, k)
		}
	}
	return f
}

func colOf(head []string, name string) int {
	for i, h := range head {
		if strings.TrimSpace(h) == name {
			return i
		}
	}
	return -1
}

// jsonFacts reads the facts back from `xqt pairings --json` and `xqt
// standings --json`.
func jsonFacts(t *testing.T, ev *scoring.Event, path string) facts {
	f := facts{}
	for _, r := range ev.Rounds {
		var jr jsonRound
		if err := json.Unmarshal([]byte(xqtOut(t, "pairings", path, "--round", strconv.Itoa(r.Number), "--json")), &jr); err != nil {
			t.Fatal(err)
		}
		for _, g := range jr.Games {
			var rs []string
			for _, mg := range g.Games {
				rs = append(rs, mg.Result)
			}
			switch {
			case len(rs) == 0 && g.Result == "" && g.Implied != "":
				rs = []string{g.Implied}
			case len(rs) == 0:
				rs = []string{g.Result}
			}
			f[fmt.Sprintf("r%d t%d", r.Number, g.Board)] = strings.Join(rs, " ")
		}
		for _, m := range jr.Matches {
			if m.Result == "" {
				continue
			}
			s := scoring.Points(m.Red.GamePoints*100+0.5).String() + ":" + scoring.Points(m.Black.GamePoints*100+0.5).String()
			if res, err := scoring.ParseResult(m.Result); err == nil && !res.Played() {
				s += " (" + m.Result + ")"
			}
			f[fmt.Sprintf("r%d m%d", r.Number, m.Match)] = s
		}
	}
	for _, id := range sampleStageIDs(ev) {
		dec := json.NewDecoder(strings.NewReader(xqtOut(t, "standings", path, "--stage", id, "--json")))
		for dec.More() {
			var js jsonStandings
			if err := dec.Decode(&js); err != nil {
				t.Fatal(err)
			}
			for _, r := range js.Rows {
				if r.Open {
					continue // still in play: not a place yet
				}
				key := fmt.Sprintf("%s #%d", tableKey(id, js.Group), r.No)
				f[key] = placeString(r.Place, r.Shared)
				if r.Qualified {
					f[key+" mark"] = "出线"
				}
			}
		}
	}
	if view.ShowsFinalPlaces(ev, 0) {
		var js jsonStandings
		if err := json.Unmarshal([]byte(xqtOut(t, "standings", path, "--final", "--json")), &js); err != nil {
			t.Fatal(err)
		}
		for _, r := range js.Rows {
			f[fmt.Sprintf("final #%d", r.No)] = placeString(r.Place, r.Shared)
		}
	}
	for k, v := range f {
		if v == "" {
			delete(f, k)
		}
	}
	return f
}

var (
	pairingSheetRe   = regexp.MustCompile(`第(\d+)轮(团体)?对阵$`)
	standingsSheetRe = regexp.MustCompile(`^(.*?)第(\d+)轮后(团体)?(排名|名次)$`)
)

// sheetPrefix is the prefix the workbook gives a stage's sheets (formats/xlsx
// stageContexts): the stage's name cut to 12 characters, and the group.
func sheetPrefix(ev *scoring.Event, c *view.Context) string {
	p := ""
	if c.Several {
		p = c.Stage.ID
		if c.Stage.Name != "" {
			p = c.Stage.Name
		}
		if r := []rune(p); len(r) > 12 {
			p = string(r[:12])
		}
		p += " "
	}
	if c.Group != "" {
		p += view.GroupLabel("zh", c.Group) + " "
	}
	return p
}

// workbookFacts reads the facts back from the workbook: the result column
// of every pairings sheet, the place, number and 出线 columns of each
// table's last standings sheet (a knockout's 名次 sheet), the final
// places sheet.
func workbookFacts(t *testing.T, ev *scoring.Event, path string) facts {
	wb, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer wb.Close()
	f := facts{}
	rows := func(sheet string) [][]string {
		rs, err := wb.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		return rs
	}
	header := func(rs [][]string, first string) (int, []string) {
		for i, r := range rs {
			if len(r) > 0 && strings.HasPrefix(r[0], first) {
				return i, r
			}
		}
		return -1, nil
	}
	sheets := wb.GetSheetList()
	for _, sh := range sheets {
		m := pairingSheetRe.FindStringSubmatch(sh)
		if m == nil {
			continue
		}
		round := m[1]
		rs := rows(sh)
		hi, head := header(rs, "台次")
		team := m[2] != ""
		if team {
			hi, head = header(rs, "场次")
		}
		if hi < 0 {
			t.Fatalf("%s: no header row", sh)
		}
		res := -1
		for i, h := range head {
			if strings.HasPrefix(h, "结果") || strings.HasPrefix(h, "对局") {
				res = i
			}
		}
		for _, r := range rs[hi+1:] {
			for len(r) <= res {
				r = append(r, "")
			}
			if len(r) == 0 || r[0] == "" && !team {
				continue
			}
			switch {
			case team && isNumber(strings.Fields(r[0] + " x")[0]):
				no, _, _ := strings.Cut(r[0], " ")
				f[fmt.Sprintf("r%s m%s", round, no)] = strings.NewReplacer("（", " (", "）", ")", "黑弃权", "+-", "红弃权", "-+", "双弃权", "--").Replace(r[res])
			case team && len(r) > 2 && r[2] != "":
				f[fmt.Sprintf("r%s t%s", round, r[2])] = gamesText(view.ParseGames(r[res]))
			case !team && isNumber(r[0]):
				games := r[res]
				if i := strings.Index(games, "："); i >= 0 && !strings.Contains(games[:i], "抽签") {
					games = games[i+len("："):] // 三四名决赛：
				}
				f[fmt.Sprintf("r%s t%s", round, r[0])] = gamesText(view.ParseGames(games))
			}
		}
	}
	ctxs, err := view.Contexts(ev, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range ctxs {
		if len(c.Rounds) == 0 || c.Stage.Teams && c.Stage.Elimination() {
			continue
		}
		prefix := sheetPrefix(ev, c)
		sheet, best := "", -1
		for _, sh := range sheets {
			if c.KO != nil {
				if sh == prefix+"名次" {
					sheet = sh
				}
				continue
			}
			if m := standingsSheetRe.FindStringSubmatch(sh); m != nil && m[1] == prefix {
				if n, _ := strconv.Atoi(m[2]); n > best {
					sheet, best = sh, n
				}
			}
		}
		if sheet == "" {
			t.Errorf("workbook: no standings sheet for %q among %q", prefix, sheets)
			continue
		}
		readPlaces(f, rows(sheet), tableKey(c.Stage.ID, c.Group))
	}
	if view.ShowsFinalPlaces(ev, 0) {
		readPlaces(f, rows("最终名次"), "final")
	}
	for k, v := range f {
		if v == "" {
			delete(f, k)
		}
	}
	return f
}

func isNumber(s string) bool { _, err := strconv.Atoi(s); return err == nil }

// readPlaces reads a workbook's table of places under the header that
// starts 名次: the place, the number (序号, 队号) and any 出线 column.
func readPlaces(f facts, rs [][]string, key string) {
	hi := -1
	for i, r := range rs {
		if len(r) > 0 && strings.HasPrefix(r[0], "名次") {
			hi = i
			break
		}
	}
	if hi < 0 {
		return
	}
	no, mark := -1, -1
	for i, h := range rs[hi] {
		switch {
		case strings.HasPrefix(h, "序号") || strings.HasPrefix(h, "队号") || strings.HasPrefix(h, "编号"):
			if no < 0 {
				no = i
			}
		case strings.HasPrefix(h, "出线"):
			mark = i
		}
	}
	for _, r := range rs[hi+1:] {
		if len(r) <= no || no < 0 || !isNumber(r[no]) {
			continue
		}
		f[fmt.Sprintf("%s #%s", key, r[no])] = readPlace(r[0])
		if mark >= 0 && mark < len(r) && r[mark] == "出线" {
			f[fmt.Sprintf("%s #%s mark", key, r[no])] = "出线"
		}
	}
}

var (
	tableRe = regexp.MustCompile(`(?s)<table class="([^"]*)">(.*?)</table>`)
	trRe    = regexp.MustCompile(`(?s)<tr>(.*?)</tr>`)
	cellRe  = regexp.MustCompile(`(?s)<t[dh][^>]*>(.*?)</t[dh]>`)
	smallRe = regexp.MustCompile(`(?s)<small>(.*?)</small>`)
	spanRe  = regexp.MustCompile(`(?s)<span>(.*?)</span>`)
	tagRe   = regexp.MustCompile(`<[^>]+>`)
)

// htmlCell is a page's cell: its main text and the parts of its second
// line.
type htmlCell struct {
	Text string
	Sub  []string
}

// htmlTables are the tables of a page by class, each a list of rows.
func htmlTables(page string) map[string][][][]htmlCell {
	out := map[string][][][]htmlCell{}
	for _, tm := range tableRe.FindAllStringSubmatch(page, -1) {
		var rows [][]htmlCell
		for _, tr := range trRe.FindAllStringSubmatch(tm[2], -1) {
			var row []htmlCell
			for _, td := range cellRe.FindAllStringSubmatch(tr[1], -1) {
				c := htmlCell{}
				body := td[1]
				if sm := smallRe.FindStringSubmatch(body); sm != nil {
					for _, sp := range spanRe.FindAllStringSubmatch(sm[1], -1) {
						c.Sub = append(c.Sub, html.UnescapeString(tagRe.ReplaceAllString(sp[1], "")))
					}
					body = strings.Replace(body, sm[0], "", 1)
				}
				c.Text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(html.UnescapeString(tagRe.ReplaceAllString(body, ""))), "✓"))
				row = append(row, c)
			}
			rows = append(rows, row)
		}
		out[tm[1]] = append(out[tm[1]], rows)
	}
	return out
}

// pageFacts reads the facts back from the results pages: the pairings
// table of every round page (a team round's match lines and boards), the
// first standings table of each table's page, final.html.
func pageFacts(t *testing.T, ev *scoring.Event, dir string) facts {
	f := facts{}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*round-*.html"))
	sort.Strings(files)
	roundRe := regexp.MustCompile(`round-(\d+)\.html$`)
	matchRe := regexp.MustCompile(`^第(\d+)场`)
	tableNoRe := regexp.MustCompile(`^第(\d+)桌$`)
	for _, file := range files {
		round := roundRe.FindStringSubmatch(file)[1]
		for class, tables := range htmlTables(read(filepath.Base(file))) {
			if !strings.HasPrefix(class, "pairings") {
				continue
			}
			for _, rows := range tables {
				for _, r := range rows[1:] {
					if len(r) < 4 {
						continue
					}
					if m := matchRe.FindStringSubmatch(r[0].Text); m != nil {
						f[fmt.Sprintf("r%s m%s", round, m[1])] = strings.NewReplacer("（", " (", "）", ")", "黑弃权", "+-", "红弃权", "-+", "双弃权", "--").Replace(r[2].Text)
						continue
					}
					board := r[0].Text
					if len(r[0].Sub) > 0 {
						if m := tableNoRe.FindStringSubmatch(r[0].Sub[0]); m != nil {
							board = m[1] // a team board: its table number
						}
					}
					f[fmt.Sprintf("r%s t%s", round, board)] = gamesText(view.ParseGames(r[2].Text))
				}
			}
		}
	}
	ctxs, err := view.Contexts(ev, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range ctxs {
		if len(c.Rounds) == 0 || c.Stage.Teams && c.Stage.Elimination() {
			continue
		}
		slug := ""
		if c.Several {
			slug = fmt.Sprintf("s%d-", c.StageNo)
		}
		if c.Group != "" {
			slug += fmt.Sprintf("g%d-", c.GroupNo)
		}
		tables := htmlTables(read(slug + "standings.html"))["standings"]
		if len(tables) == 0 {
			t.Errorf("pages: %sstandings.html has no standings table", slug)
			continue
		}
		pagePlaces(f, tables[0], tableKey(c.Stage.ID, c.Group))
	}
	if view.ShowsFinalPlaces(ev, 0) {
		if tables := htmlTables(read("final.html"))["standings"]; len(tables) > 0 {
			pagePlaces(f, tables[0], "final")
		}
	}
	for k, v := range f {
		if v == "" {
			delete(f, k)
		}
	}
	return f
}

// pagePlaces reads a page's table of places: the place, the number under
// the name, the 出线 column.
func pagePlaces(f facts, rows [][]htmlCell, key string) {
	mark := -1
	for i, h := range rows[0] {
		if h.Text == "出线" {
			mark = i
		}
	}
	for _, r := range rows[1:] {
		if len(r) < 2 || len(r[1].Sub) == 0 {
			continue
		}
		k := fmt.Sprintf("%s #%s", key, r[1].Sub[0])
		f[k] = readPlace(r[0].Text)
		if mark >= 0 && mark < len(r) && r[mark].Text == "出线" {
			f[k+" mark"] = "出线"
		}
	}
}

var (
	latinRe = regexp.MustCompile(`[A-Za-z][A-Za-z.']+`)
	hanRe   = regexp.MustCompile(`\p{Han}`)
)

// latinInChinese fails on a Latin word in a Chinese workbook outside what
// the user typed (names, clubs, teams, the event's facts, stage and group
// ids) and the column headers, which put the English under the Chinese
// (两行表头) by design.
func latinInChinese(t *testing.T, ev *scoring.Event, path string) {
	typed := []string{ev.Name, ev.NameEn, ev.Site, ev.Organizer, ev.Arbiter, "xqt"}
	for _, p := range ev.Players {
		typed = append(typed, p.Name, p.NameEn, p.Club, p.Team)
	}
	for _, tm := range ev.Teams {
		typed = append(typed, tm.Name)
	}
	for _, st := range ev.Stages {
		typed = append(typed, st.ID, st.Name)
		for _, g := range st.Groups {
			typed = append(typed, g.ID)
		}
	}
	codes := map[string]bool{"PTS": true, "MP": true} // MP: a team stage's 场分 (formats/xlsx's legend)
	for _, c := range tiebreak.All() {
		codes[c.Code] = true
	}
	wb, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer wb.Close()
	bad := 0
	for _, sh := range wb.GetSheetList() {
		rows, err := wb.GetRows(sh)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range rows {
			for j, v := range r {
				if first, _, ok := strings.Cut(v, "\n"); ok && hanRe.MatchString(first) {
					continue // a header: Chinese over English
				}
				if codes[v] {
					continue // a column code in the legend of the codes the headers show
				}
				rest := v
				for _, s := range typed {
					if len(s) > 1 {
						rest = strings.ReplaceAll(rest, s, "")
					}
				}
				if w := latinRe.FindString(rest); w != "" {
					if bad++; bad <= 15 {
						cell, _ := excelize.CoordinatesToCellName(j+1, i+1)
						t.Errorf("workbook %s!%s: %q in the Chinese workbook: %q", sh, cell, w, v)
					}
				}
			}
		}
	}
	if bad > 15 {
		t.Errorf("... %d cells in all", bad)
	}
}
