package html

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/net/html"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/pairing/roundrobin"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

var names = []string{"王小明", "李四", "张三丰", "欧阳明月", "赵六", "钱七", "孙八", "周九", "吴十", "郑十一", "冯二", "陈三", "褚四"}

func baseEvent(t *testing.T, n int, st scoring.Stage) *scoring.Event {
	t.Helper()
	table, err := scoring.Preset("cxa2011")
	if err != nil {
		t.Fatal(err)
	}
	ev := &scoring.Event{Name: "2026 青石镇象棋赛", NameEn: "2026 Qingshi Xiangqi", Start: "2026-05-01", Edition: "cxa2011", Points: table, Stages: []scoring.Stage{st}}
	for i := 0; i < n; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i + 1, Name: names[i], NameEn: fmt.Sprintf("Player %d", i+1), Club: []string{"镇政府", "中心小学", ""}[i%3]})
	}
	return ev
}

// result is a fixed, varied result.
func result(red, black, k int) scoring.Result {
	return []scoring.Result{scoring.RedWins, scoring.Draw, scoring.BlackWins, scoring.RedWins, scoring.RedForfeit}[(red*7+black*3+k)%5]
}

// rrEvent: a round robin of 6, every round played but the last board of
// the last round.
func rrEvent(t *testing.T) *scoring.Event {
	ev := baseEvent(t, 6, scoring.Stage{ID: "main", System: "round-robin", Tiebreaks: []string{"cxa2011-rr"}, Order: []int{1, 2, 3, 4, 5, 6}})
	for k := 1; k <= 5; k++ {
		r, err := roundrobin.Round(ev.Stages[0].Order, 1, k, k, "main")
		if err != nil {
			t.Fatal(err)
		}
		for i := range r.Games {
			if k < 5 || i < len(r.Games)-1 {
				r.Games[i].Result = result(r.Games[i].Red, r.Games[i].Black, k)
			}
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	return ev
}

// swissEvent: a Swiss of 5 paired by hand, a bye each round, player 5
// withdrawn before round 3.
func swissEvent(t *testing.T) *scoring.Event {
	ev := baseEvent(t, 5, scoring.Stage{ID: "main", System: "swiss", Rounds: 3, Tiebreaks: []string{"bh", "sb"}})
	ev.Players[4].Withdrawn = 3
	g := func(b, red, black int, r scoring.Result) scoring.Game {
		return scoring.Game{Board: b, Red: red, Black: black, Result: r}
	}
	ev.Rounds = []scoring.Round{
		{Number: 1, Stage: "main", Games: []scoring.Game{g(1, 1, 3, scoring.RedWins), g(2, 4, 2, scoring.Draw)}, Byes: []int{5}},
		{Number: 2, Stage: "main", Games: []scoring.Game{g(1, 2, 1, scoring.BlackWins), g(2, 5, 4, scoring.RedWins)}, Byes: []int{3}},
		{Number: 3, Stage: "main", Games: []scoring.Game{g(1, 1, 5, scoring.NoResult), g(2, 3, 2, scoring.Draw)}, Byes: []int{4}},
	}
	ev.Rounds[2].Games = ev.Rounds[2].Games[1:]
	ev.Rounds[2].Games[0].Board = 1
	ev.Rounds[2].Byes = []int{4, 1}
	return ev
}

// koEvent: a 13-player card-draw knockout to the end, the lower start
// number winning; a drawn first game in round 1 goes to an extra game.
func koEvent(t *testing.T) *scoring.Event {
	ev := baseEvent(t, 13, scoring.Stage{ID: "main", System: "knockout", Options: map[string]string{"draw": "cards", "match": "single+extra+lots"}})
	st := &ev.Stages[0]
	for k := 1; k < 10; k++ {
		r, err := knockout.PairRound(ev, st, int64(2026+k))
		if err != nil {
			if strings.Contains(err.Error(), "is over") {
				return ev
			}
			t.Fatal(err)
		}
		r.Number, r.Stage = k, "main"
		for i := range r.Games {
			g := &r.Games[i]
			win := scoring.RedWins
			if g.Black < g.Red {
				win = scoring.BlackWins
			}
			g.Result = win
			if k == 1 && i == 0 {
				w := scoring.RedWins // the extra game, black and red swapped
				if win == scoring.RedWins {
					w = scoring.BlackWins
				}
				g.Games = []scoring.MatchGame{{Red: g.Red, Result: scoring.Draw}, {Red: g.Black, Result: w, Kind: "extra"}}
			}
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	t.Fatal("the knockout does not end")
	return nil
}

// doc is a parsed page.
type doc struct{ root *html.Node }

func parse(t *testing.T, name string, body []byte) doc {
	t.Helper()
	if !bytes.HasPrefix(body, []byte("<!DOCTYPE html>")) {
		t.Errorf("%s: no doctype", name)
	}
	n, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return doc{n}
}

func (d doc) all(match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && match(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(d.root)
	return out
}

func tag(name string) func(*html.Node) bool {
	return func(n *html.Node) bool { return n.Data == name }
}

func attr(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func hasClass(n *html.Node, c string) bool {
	v, _ := attr(n, "class")
	return slices.Contains(strings.Fields(v), c)
}

// text is the text of n; the small second line of a cell left out.
func text(n *html.Node) string {
	var sb strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			sb.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && (c.Data == "small" || hasClass(c, "win")) {
				continue
			}
			walk(c)
		}
	}
	walk(n)
	return strings.TrimSpace(sb.String())
}

// rows returns the body rows of the tables of class c, as cell texts.
func (d doc) rows(c string) [][]string {
	var out [][]string
	for _, tb := range d.all(func(n *html.Node) bool { return n.Data == "table" && hasClass(n, c) }) {
		for _, tr := range (doc{tb}).all(tag("tr")) {
			tds := (doc{tr}).all(tag("td"))
			if len(tds) == 0 {
				continue
			}
			var r []string
			for _, td := range tds {
				r = append(r, text(td))
			}
			out = append(out, r)
		}
	}
	return out
}

// checkPage checks what every page has: the phone viewport, an inline
// style sheet, no script, nothing from the network, a language, and
// navigation whose links all resolve (to a page or a section).
func checkPage(t *testing.T, name string, d doc, targets map[string]bool, lang string) {
	t.Helper()
	vp := d.all(func(n *html.Node) bool { v, _ := attr(n, "name"); return n.Data == "meta" && v == "viewport" })
	if len(vp) != 1 || !strings.Contains(must(attr(vp[0], "content")), "width=device-width") {
		t.Errorf("%s: no phone viewport", name)
	}
	if len(d.all(tag("style"))) != 1 {
		t.Errorf("%s: want one inline style sheet", name)
	}
	if s := d.all(tag("script")); len(s) > 0 {
		t.Errorf("%s: %d scripts", name, len(s))
	}
	for _, n := range d.all(func(*html.Node) bool { return true }) {
		for _, a := range n.Attr {
			if (a.Key == "src" || a.Key == "href" || a.Key == "srcset") && (strings.Contains(a.Val, "//") || strings.HasPrefix(a.Val, "data:")) {
				t.Errorf("%s: <%s %s=%q> loads from elsewhere", name, n.Data, a.Key, a.Val)
			}
		}
		if n.Data == "link" {
			t.Errorf("%s: <link> element", name)
		}
	}
	if h := d.all(tag("html")); len(h) != 1 || must(attr(h[0], "lang")) != lang {
		t.Errorf("%s: html lang is not %q", name, lang)
	}
	links := 0
	for _, a := range d.all(tag("a")) {
		href, _ := attr(a, "href")
		if !targets[href] {
			t.Errorf("%s: link %q goes nowhere", name, href)
		}
		links++
	}
	if links == 0 {
		t.Errorf("%s: no navigation", name)
	}
}

func must(s string, _ bool) string { return s }

// TestSite writes the pages of a round robin, a Swiss and a knockout in
// both languages and checks every page: its form (checkPage) and its
// content against the event and tiebreak.Compute / knockout.Resolve.
func TestSite(t *testing.T) {
	events := []struct {
		name  string
		ev    *scoring.Event
		table string // the stage's table page
	}{
		{"round robin", rrEvent(t), "crosstable.html"},
		{"swiss", swissEvent(t), "grid.html"},
		{"knockout", koEvent(t), "bracket.html"},
	}
	for _, e := range events {
		for _, lang := range []string{"zh", "en"} {
			t.Run(e.name+"/"+lang, func(t *testing.T) {
				pages, err := Site(e.ev, Options{Lang: lang})
				if err != nil {
					t.Fatal(err)
				}
				files := map[string][]byte{}
				var order []string
				for _, p := range pages {
					files[p.Name] = p.Body
					order = append(order, p.Name)
				}
				want := []string{"index.html"}
				for _, r := range e.ev.Rounds {
					want = append(want, fmt.Sprintf("round-%d.html", r.Number))
				}
				want = append(want, "standings.html", e.table)
				if e.table == "bracket.html" {
					want[len(want)-2], want[len(want)-1] = "bracket.html", "standings.html"
				}
				if !slices.Equal(order, want) {
					t.Fatalf("pages %q, want %q", order, want)
				}
				hl := map[string]string{"zh": "zh-Hans", "en": "en"}[lang]
				for name, body := range files {
					d := parse(t, name, body)
					targets := map[string]bool{}
					for f := range files {
						targets[f] = true
					}
					checkPage(t, name, d, targets, hl)
					cur := d.all(func(n *html.Node) bool { _, ok := attr(n, "aria-current"); return ok })
					if len(cur) != 1 || must(attr(cur[0], "href")) != name {
						t.Errorf("%s: the navigation does not mark this page", name)
					}
					if lang == "en" {
						for _, th := range d.all(tag("th")) {
							if s := text(th); strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) }) >= 0 {
								t.Errorf("%s: Chinese header %q in the en pages", name, s)
							}
						}
					}
				}
				checkRounds(t, e.ev, files, lang)
				checkStandings(t, e.ev, files, lang)
			})
		}
	}
}

// pname is the name a page shows for a player.
func pname(ev *scoring.Event, no int, lang string) string {
	p := ev.Player(no)
	if lang == "en" {
		return p.NameEn
	}
	return p.Name
}

// checkRounds: one row per game of each round, board, red, black in
// order; the result as entered (a knockout: each game, the winner marked).
func checkRounds(t *testing.T, ev *scoring.Event, files map[string][]byte, lang string) {
	ko := ev.Stages[0].System == "knockout"
	for _, r := range ev.Rounds {
		name := fmt.Sprintf("round-%d.html", r.Number)
		d := parse(t, name, files[name])
		rows := d.rows("pairings")
		if len(rows) != len(r.Games) {
			t.Errorf("%s: %d rows, want %d games", name, len(rows), len(r.Games))
			continue
		}
		for i, g := range r.Games {
			row := rows[i]
			if row[0] != fmt.Sprint(g.Board) || row[1] != pname(ev, g.Red, lang) || row[3] != pname(ev, g.Black, lang) {
				t.Errorf("%s row %d: %q, want board %d %s - %s", name, i, row, g.Board, pname(ev, g.Red, lang), pname(ev, g.Black, lang))
			}
			want := g.Result.Chinese()
			if lang == "en" {
				want = g.Result.String()
			}
			if len(g.Games) > 1 {
				// each game in its own colours, the extra game named, then the game points
				want = map[string]string{"zh": "和 加赛 ", "en": "= extra "}[lang]
				if !strings.HasPrefix(row[2], want) || !strings.Contains(row[2], " | ") {
					t.Errorf("%s board %d: games %q, want %q...", name, g.Board, row[2], want)
				}
				continue
			}
			if row[2] != want {
				t.Errorf("%s board %d: result %q, want %q", name, g.Board, row[2], want)
			}
		}
		if ko {
			// the winner of each match is marked, and only the winner
			marks := d.all(func(n *html.Node) bool { return hasClass(n, "win") })
			if len(marks) != len(r.Games) {
				t.Errorf("%s: %d winners marked, want %d", name, len(marks), len(r.Games))
			}
		}
		notes := strings.Join(textsOf(d.all(func(n *html.Node) bool { return n.Data == "li" && n.Parent != nil && hasClass(n.Parent, "notes") })), "\n")
		for _, no := range r.Byes {
			if !strings.Contains(notes, pname(ev, no, lang)) {
				t.Errorf("%s: bye %d not in the notes %q", name, no, notes)
			}
		}
		for _, p := range ev.Players {
			if p.Withdrawn > 0 && p.Withdrawn <= r.Number && !strings.Contains(notes, pname(ev, p.No, lang)) {
				t.Errorf("%s: withdrawn player %d not in the notes %q", name, p.No, notes)
			}
		}
	}
}

func textsOf(ns []*html.Node) []string {
	var out []string
	for _, n := range ns {
		out = append(out, text(n))
	}
	return out
}

// checkStandings: the standings page lists tiebreak.Compute's rows after
// the last complete round in order with their points; a knockout's
// places page lists knockout.Resolve's places, and the bracket names the
// champion.
func checkStandings(t *testing.T, ev *scoring.Event, files map[string][]byte, lang string) {
	st := &ev.Stages[0]
	d := parse(t, "standings.html", files["standings.html"])
	rows := d.rows("standings")
	if st.System == "knockout" {
		ks, err := knockout.Resolve(ev, st)
		if err != nil {
			t.Fatal(err)
		}
		places := ks.Places()
		if len(rows) != len(places) {
			t.Fatalf("places: %d rows, want %d", len(rows), len(places))
		}
		for i, p := range places {
			if rows[i][1] != pname(ev, p.Player, lang) {
				t.Errorf("place row %d: %q, want %s", i, rows[i], pname(ev, p.Player, lang))
			}
		}
		b := parse(t, "bracket.html", files["bracket.html"])
		if sub := textsOf(b.all(func(n *html.Node) bool { return hasClass(n, "sub") })); len(sub) != 1 || !strings.Contains(sub[0], pname(ev, ks.Champion, lang)) {
			t.Errorf("bracket: champion %s not named in %q", pname(ev, ks.Champion, lang), sub)
		}
		won := textsOf(b.all(func(n *html.Node) bool { return hasClass(n, "won") }))
		decided := 0
		for _, m := range ks.Matches {
			if m.Winner > 0 && !m.Skipped {
				decided++
			}
		}
		if len(won) != decided {
			t.Errorf("bracket: %d winners in bold, want %d decided matches", len(won), decided)
		}
		return
	}
	last := 0
	for k := range ev.Rounds {
		if len(ev.Rounds[k].Missing()) == 0 {
			last = k + 1
		}
	}
	want, err := tiebreak.Compute(tiebreak.StageInput(ev, st, ev.Rounds[:last]))
	if err != nil {
		t.Fatal(err)
	}
	rows = rows[:len(want.Rows)] // earlier rounds' tables follow
	for i, r := range want.Rows {
		if rows[i][1] != pname(ev, r.No, lang) || rows[i][2] != r.Points.String() {
			t.Errorf("standings row %d: %q, want %s with %s", i, rows[i], pname(ev, r.No, lang), r.Points)
		}
	}
}

// TestSingle: the one-page form has every section, and its navigation
// links to them.
func TestSingle(t *testing.T) {
	ev := koEvent(t)
	body, err := Single(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	d := parse(t, "results.html", body)
	ids := map[string]bool{}
	for _, s := range d.all(tag("section")) {
		ids["#"+must(attr(s, "id"))] = true
	}
	if want := 1 + len(ev.Rounds) + 2; len(ids) != want {
		t.Errorf("%d sections, want %d", len(ids), want)
	}
	checkPage(t, "results.html", d, ids, "zh-Hans")
	if n := len(d.rows("pairings")); n == 0 {
		t.Error("no pairings")
	}
}

func TestBadLang(t *testing.T) {
	if _, err := Site(rrEvent(t), Options{Lang: "fr"}); err == nil {
		t.Error("no error for --lang fr")
	}
}

// TestStages: each stage of a multi-stage event gets its own pages,
// prefixed s1-, s2-, named by the stage, and all links resolve.
func TestStages(t *testing.T) {
	ev := baseEvent(t, 4, scoring.Stage{ID: "groups", Name: "预赛", System: "round-robin", Order: []int{1, 2, 3, 4}, Tiebreaks: []string{"cxa2011-rr"}})
	for k := 1; k <= 3; k++ {
		r, err := roundrobin.Round([]int{1, 2, 3, 4}, 1, k, k, "groups")
		if err != nil {
			t.Fatal(err)
		}
		for i := range r.Games {
			r.Games[i].Result = scoring.RedWins
		}
		ev.Rounds = append(ev.Rounds, r)
	}
	ev.Stages = append(ev.Stages, scoring.Stage{ID: "final", Name: "决赛", System: "round-robin", Players: []int{1, 3}, Order: []int{1, 3}, Tiebreaks: []string{"cxa2011-rr"}})
	r, err := roundrobin.Round([]int{1, 3}, 1, 1, 4, "final")
	if err != nil {
		t.Fatal(err)
	}
	r.Games[0].Result = scoring.Draw
	ev.Rounds = append(ev.Rounds, r)
	pages, err := Site(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	targets := map[string]bool{}
	for _, p := range pages {
		got = append(got, p.Name)
		targets[p.Name] = true
	}
	want := []string{"index.html", "s1-round-1.html", "s1-round-2.html", "s1-round-3.html", "s1-standings.html", "s1-crosstable.html",
		"s2-round-4.html", "s2-standings.html", "s2-crosstable.html", "final.html"}
	if !slices.Equal(got, want) {
		t.Fatalf("pages %q, want %q", got, want)
	}
	for _, p := range pages {
		d := parse(t, p.Name, p.Body)
		checkPage(t, p.Name, d, targets, "zh-Hans")
		h1 := textsOf(d.all(tag("h1")))
		stage := map[bool]string{true: "决赛", false: "预赛"}[strings.HasPrefix(p.Name, "s2-")]
		if p.Name == "final.html" {
			// Across the stages: 1 and 3 of the final, then 2 and 4 who went
			// out in the first stage, each with the stage that placed them.
			rows := d.rows("standings")
			if len(rows) != 4 || len(h1) == 0 || h1[0] != "最终名次" {
				t.Errorf("final.html: heading %q, %d rows, want 最终名次 and 4", h1, len(rows))
			}
			continue
		}
		if p.Name != "index.html" && (len(h1) == 0 || !strings.HasPrefix(h1[0], stage)) {
			t.Errorf("%s: heading %q does not name the stage %s", p.Name, h1, stage)
		}
	}
	// the final's crosstable has its two players only
	for _, p := range pages {
		if p.Name == "s2-crosstable.html" {
			if rows := parse(t, p.Name, p.Body).rows("cross"); len(rows) != 2 {
				t.Errorf("final crosstable has %d rows, want 2", len(rows))
			}
		}
	}
}

// TestWithdrawnListed: in a round robin of six, player 6 withdraws from
// round 2 having met one of five opponents (20.3: 凡已赛对手不足半数者，则所有已赛结果
// 一概注销): the standings have five rows, and a note lists him with no place.
func TestWithdrawnListed(t *testing.T) {
	ev := rrEvent(t)
	ev.Players[5].Withdrawn = 2
	for k := 1; k < len(ev.Rounds); k++ {
		for i, g := range ev.Rounds[k].Games {
			if g.Red == 6 || g.Black == 6 {
				ev.Rounds[k].Games[i].Result = scoring.NoResult
			}
		}
	}
	body, err := Single(ev, Options{})
	if err != nil {
		t.Fatal(err)
	}
	page := string(body)
	if !strings.Contains(page, "退赛（第20.3条）："+names[5]+"（6号）第2轮起退出，成绩注销，不计名次。") {
		t.Error("no 20.3 note for player 6 in the page")
	}
	d := parse(t, "results.html", body)
	// the standings after rounds 1 to 4 (round 5 has an open board), five
	// rows each: player 6 is in none
	if n := len(d.rows("standings")); n != 4*5 {
		t.Errorf("%d standings rows, want 4 tables of 5 (player 6 listed below, not ranked)", n)
	}
}
