package serve

import (
	"html"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// hall serves a copy of testdata/NAME and returns the server and a screen
// link's key.
func hall(t *testing.T, name string, opts Options) (*Server, string, *scoring.Event) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	opts.Path = path
	opts.Enter = (&fake{}).enter
	s, _, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	_, key, err := s.AddLink("大屏", Screen, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return s, key, ev
}

func get(t *testing.T, s *Server, path, key string) (int, string) {
	t.Helper()
	r := httptest.NewRequest("GET", "http://hall.lan:8080"+path, nil)
	r.Header.Set(KeyHeader, key)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w.Code, w.Body.String()
}

var tagRE = regexp.MustCompile(`<[^>]+>`)

// panels splits a screen page into its panels: id -> the rows of its
// table as text, cells joined by " | ", and the heading first.
func panels(t *testing.T, body string) (ids []string, rows map[string][]string) {
	t.Helper()
	rows = map[string][]string{}
	for _, sec := range strings.Split(body, `<section class="panel" data-panel="`)[1:] {
		id, rest, _ := strings.Cut(sec, `"`)
		ids = append(ids, id)
		_, h, _ := strings.Cut(rest, "<h1>")
		h, _, _ = strings.Cut(h, "</h1>")
		rows[id] = append(rows[id], html.UnescapeString(h))
		for _, tr := range strings.Split(rest, "<tr>")[1:] {
			tr, _, _ = strings.Cut(tr, "</tr>")
			var cells []string
			for _, td := range strings.Split(tr, "<td")[1:] {
				_, td, _ = strings.Cut(td, ">")
				td, _, _ = strings.Cut(td, "</td>")
				cells = append(cells, html.UnescapeString(strings.TrimSpace(tagRE.ReplaceAllString(td, ""))))
			}
			if len(cells) > 0 {
				rows[id] = append(rows[id], strings.Join(cells, " | "))
			}
		}
	}
	return ids, rows
}

// TestScreenSwiss: round 7 of the Swiss of 24 half entered. The screen
// pages through the pairings by board (with the results in), by name, and
// the standings after round 6, the last complete one: the same rows, in
// the same order, as formats/view computes for the workbook and pages.
func TestScreenSwiss(t *testing.T) {
	s, key, ev := hall(t, "hall-swiss.yaml", Options{})
	code, body := get(t, s, "/screen", key)
	if code != 200 {
		t.Fatalf("screen: %d\n%s", code, body)
	}
	ids, rows := panels(t, body)
	if strings.Join(ids, ",") != "board,name,standings" {
		t.Fatalf("panels %v, want board, name, standings", ids)
	}
	board := rows["board"]
	if board[0] != "第7轮对阵（按台次）" || len(board) != 1+12 {
		t.Fatalf("board panel: %q and %d rows, want 12", board[0], len(board)-1)
	}
	// Board 1 is 0-1, board 2 a draw, board 3 not entered yet.
	for i, want := range []string{"1 | 赵立新 7 | 黑胜 | 宋振华 23", "2 | 李志强 2 | 和 | 孙国庆 12", "3 | 徐红梅 11 |  | 杨晓东 6"} {
		if board[1+i] != want {
			t.Errorf("board row %d: %q, want %q", i+1, board[1+i], want)
		}
	}
	// By name: all 24 players once, in pinyin order: Chen, Gao, Guo, He...
	byName := rows["name"][1:]
	if len(byName) != 24 {
		t.Fatalf("%d players by name, want 24", len(byName))
	}
	for i, want := range []string{"陈国平 | 9 | 黑 | 王建华", "高文静 | 11 | 红 | 张德明", "郭明辉 | 8 | 红 | 吴永刚", "何志勇 | 6 | 黑 | 周文斌"} {
		if byName[i] != want {
			t.Errorf("by name %d: %q, want %q", i+1, byName[i], want)
		}
	}
	// Standings after round 6, row for row as view computes them.
	ctxs, err := view.Contexts(ev, 0)
	if err != nil {
		t.Fatal(err)
	}
	if ctxs[0].Complete(6) || !ctxs[0].Complete(5) {
		t.Fatalf("the test event should have round 6 complete and round 7 open")
	}
	st := ctxs[0].Standings[6]
	stand := rows["standings"]
	if stand[0] != "第6轮后排名" || len(stand) != 1+len(st.Rows) {
		t.Fatalf("standings: %q with %d rows, want %d", stand[0], len(stand)-1, len(st.Rows))
	}
	for i, r := range st.Rows {
		if want := view.Name(ev, "zh", r.No) + " | " + r.Points.String(); !strings.Contains(stand[1+i], want) {
			t.Errorf("standings row %d: %q, want %q in it", i+1, stand[1+i], want)
		}
	}
	if !strings.HasPrefix(stand[1], "1 | 赵立新 | 6") {
		t.Errorf("first after round 6: %q", stand[1])
	}

	// The file changes (a result written by the command line): the next
	// screen shows it, not the panels worked out before.
	data, err := os.ReadFile(s.opts.Path)
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(data), `{board: 3, red: 11, black: 6, result: ""}`, `{board: 3, red: 11, black: 6, result: 1-0}`, 1)
	if changed == string(data) {
		t.Fatal("board 3 not found in the test event")
	}
	if err := os.WriteFile(s.opts.Path, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	_, body = get(t, s, "/screen", key)
	if _, rows = panels(t, body); rows["board"][3] != "3 | 徐红梅 11 | 红胜 | 杨晓东 6" {
		t.Errorf("after the file changed, board 3 is %q", rows["board"][3])
	}

	// English, one panel.
	_, body = get(t, s, "/screen?lang=en&show=standings", key)
	ids, rows = panels(t, body)
	if strings.Join(ids, ",") != "standings" || rows["standings"][0] != "Standings after round 6" || !strings.Contains(body, `<html lang="en">`) {
		t.Fatalf("?lang=en&show=standings: %v %q", ids, rows["standings"])
	}
	if !strings.Contains(body, `href="?lang=zh&amp;show=standings"`) {
		t.Errorf("no link to the Chinese screen:\n%s", body)
	}
	// The event's language from the options.
	s2, key2, _ := hall(t, "hall-swiss.yaml", Options{Lang: "en"})
	_, body = get(t, s2, "/screen?show=board", key2)
	if _, rows = panels(t, body); rows["board"][0] != "Round 7 pairings by board" || rows["board"][1] != "1 | 赵立新 7 | 0-1 | 宋振华 23" {
		t.Errorf("Lang en: %q", rows["board"][:2])
	}
}

// TestScreenKnockout: the knockout of 16 played out. The bracket has the
// rounds' columns, the final and the third-place match; matches of two
// games show the game points; the champion is view's.
func TestScreenKnockout(t *testing.T) {
	s, key, ev := hall(t, "hall-knockout.yaml", Options{})
	_, body := get(t, s, "/screen?show=bracket", key)
	if !strings.Contains(body, `data-panel="bracket"`) {
		t.Fatalf("no bracket:\n%s", body)
	}
	ctxs, _ := view.Contexts(ev, 0)
	ko := ctxs[0].KO
	if ko == nil || ko.Champion == 0 {
		t.Fatal("the test event's knockout has no champion")
	}
	if want := "冠军：" + view.Name(ev, "zh", ko.Champion); !strings.Contains(body, want) {
		t.Errorf("no %q on the bracket", want)
	}
	var titles []string
	for _, m := range regexp.MustCompile(`<div class="bcol"><h2>([^<]*)</h2>`).FindAllStringSubmatch(body, -1) {
		titles = append(titles, m[1])
	}
	if got := strings.Join(titles, ","); got != "第1轮,1/4决赛,半决赛,决赛,三四名决赛" {
		t.Errorf("bracket columns %s", got)
	}
	matches := strings.Count(body, `<div class="bmatch">`)
	if matches != 8+4+2+1+1 {
		t.Errorf("%d matches on the bracket, want 16", matches)
	}
	// The winner of every decided match is marked, once a match.
	if won := strings.Count(body, `bseat won`); won != matches {
		t.Errorf("%d winners marked, want %d", won, matches)
	}
}

// TestScreenTeam: a team round shows each match with the teams and the
// game points, then its boards; the standings rank teams.
func TestScreenTeam(t *testing.T) {
	s, key, ev := hall(t, "hall-team.yaml", Options{})
	_, body := get(t, s, "/screen", key)
	ids, rows := panels(t, body)
	if strings.Join(ids, ",") != "board,name,standings" {
		t.Fatalf("panels %v", ids)
	}
	r := &ev.Rounds[len(ev.Rounds)-1]
	tms := view.TeamMatches(ev, r)
	if want := 1 + len(tms) + len(r.Games); len(rows["board"]) != want {
		t.Fatalf("%d board rows, want %d (matches and boards)", len(rows["board"]), want)
	}
	first := "第1场 | " + view.TeamName(ev, tms[0].Red) + " | " + tms[0].ScoreText("zh") + " | " + view.TeamName(ev, tms[0].Black)
	if rows["board"][1] != first {
		t.Errorf("first match row %q, want %q", rows["board"][1], first)
	}
	if !strings.Contains(body, "<th>队名</th>") {
		t.Errorf("the team standings do not rank teams")
	}
}

// TestScreenRole: a screen link reads the screen and nothing else; the
// script and style it needs are served.
func TestScreenRole(t *testing.T) {
	s, key, _ := hall(t, "hall-swiss.yaml", Options{})
	if code, _ := get(t, s, "/", key); code != 200 {
		t.Errorf("/ with a screen key: %d, want the screen", code)
	}
	if code, _ := get(t, s, "/board/1", key); code != 403 {
		t.Errorf("/board/1 with a screen key: %d, want 403", code)
	}
	if code, body := get(t, s, "/screen.js", ""); code != 200 || !strings.Contains(body, "xqt:update") {
		t.Errorf("/screen.js: %d", code)
	}
}
