package cmd

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/qrcode"
	"github.com/xiangqi-org/xqt/scoring"
)

// eventFrom runs the commands on a new event file e.yaml (with roster.csv
// beside it when roster is not "") and returns its path.
func eventFrom(t *testing.T, roster string, cmds ...[]string) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	if roster != "" {
		if err := os.WriteFile(filepath.Join(dir, "roster.csv"), []byte(roster), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range cmds {
		for i, a := range args {
			args[i] = strings.NewReplacer("EV", path, "ROSTER", filepath.Join(dir, "roster.csv")).Replace(a)
		}
		if code, stderr := cli("组委", args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
	}
	return path
}

// sameAsCLI enters the steps through the server with a results link of
// user and the same steps with the command line, from the same file, and
// requires byte-identical event files (results and change log).
func sameAsCLI(t *testing.T, path, user string, server func(key string, ts func(path string, form url.Values) (int, string)), cliArgs [][]string) {
	t.Helper()
	start := mustRead(t, path)
	for _, a := range cliArgs {
		args := append([]string{"result", path}, a...)
		if code, stderr := cli(user, args...); code != 0 {
			t.Fatalf("%v: %d %s", args, code, stderr)
		}
	}
	byCLI := mustRead(t, path)
	if err := os.WriteFile(path, start, 0o644); err != nil {
		t.Fatal(err)
	}
	_, srv, org := testServer(t, path)
	key := makeLink(t, srv, org, user, "results", "")
	server(key, func(p string, form url.Values) (int, string) {
		return do(t, srv.Client(), "POST", srv.URL+p, form, withKey(key))
	})
	if byServer := mustRead(t, path); !bytes.Equal(byCLI, byServer) {
		t.Fatalf("server and CLI differ:\n--- cli\n%s\n--- server\n%s", byCLI, byServer)
	}
}

// TestServeMatchGames: a best-of-3 knockout match entered game by game
// from its board page gives the file 'xqt result … --game N' gives; the
// page lists a game per slot with its own colours and buttons; a second,
// different entry for a game is a conflict about that game, which the
// organiser's decision enters in that game.
func TestServeMatchGames(t *testing.T) {
	path := eventFrom(t, "姓名\n甲\n乙\n丙\n丁\n",
		[]string{"init", "EV", "--name", "杯赛", "--system", "knockout", "--option", "match=best-of-3", "--seed", "1"},
		[]string{"player", "import", "EV", "ROSTER"},
		[]string{"pair", "EV"})
	_, ts, org := testServer(t, path)
	_, page := do(t, ts.Client(), "GET", ts.URL+"/board/1", nil, withKey(org))
	// Three games of best-of-3, colours alternating: game 2 has game 1's
	// black on red.
	ev, _ := event.Load(path)
	g := ev.Rounds[0].Games[0]
	red, black := ev.Player(g.Red).Name, ev.Player(g.Black).Name
	for n, colours := range map[int][2]string{1: {red, black}, 2: {black, red}, 3: {red, black}} {
		want := fmt.Sprintf("第 %d 局 game %d</h2>\n<p><span class=\"red\">红 %s</span> — <span class=\"black\">黑 %s</span>", n, n, colours[0], colours[1])
		if !strings.Contains(page, want) {
			t.Errorf("game %d not on the board page as %q:\n%s", n, want, page)
		}
	}
	if strings.Count(page, `name="game" value="`) != 3 {
		t.Errorf("%d game forms, want 3", strings.Count(page, `name="game" value="`))
	}

	steps := []struct{ board, game, res string }{{"1", "1", "1-0"}, {"1", "2", "="}, {"1", "3", "0-1"}, {"2", "1", "1-0"}, {"2", "2", "0-1"}}
	var cliArgs [][]string
	for _, s := range steps {
		cliArgs = append(cliArgs, []string{"1", s.board, s.res, "--game", s.game})
	}
	sameAsCLI(t, path, "王裁判", func(key string, post func(string, url.Values) (int, string)) {
		for _, s := range steps {
			if code, body := post("/board/"+s.board, url.Values{"round": {"1"}, "game": {s.game}, "result": {s.res}}); code != 200 {
				t.Fatalf("board %s game %s: %d\n%s", s.board, s.game, code, body)
			}
		}
	}, cliArgs)
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if b1 := ev.Rounds[0].Games[0]; len(b1.Games) != 3 {
		t.Fatalf("board 1 has %d games, want 3", len(b1.Games))
	}

	// A conflict about game 2 of board 2 (1-0 in the file... here 0-1).
	s, ts2, org2 := testServer(t, path)
	a := makeLink(t, ts2, org2, "甲裁判", "results", "")
	before := mustRead(t, path)
	code, body := do(t, ts2.Client(), "POST", ts2.URL+"/board/2", url.Values{"round": {"1"}, "game": {"2"}, "result": {"1-0"}}, withKey(a))
	if code != http.StatusConflict || !strings.Contains(body, "round 1, board 2, game 2 already has the result 0-1") {
		t.Fatalf("different entry for a game: %d\n%s", code, body)
	}
	if code, body := do(t, ts2.Client(), "POST", ts2.URL+"/board/2", url.Values{"round": {"1"}, "game": {"2"}, "result": {"0-1"}}, withKey(a)); code != 200 || !strings.Contains(body, "already entered") {
		t.Fatalf("same entry for a game: %d\n%s", code, body)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("a conflicting entry changed the file")
	}
	cs := s.Conflicts()
	if len(cs) != 1 || cs[0].Game != 2 || cs[0].Where() != "round 1, board 2, game 2" {
		t.Fatalf("conflicts %+v", cs)
	}
	// Accepting it enters game 2 as 1-0, so the match goes to game 3.
	if code, body := do(t, ts2.Client(), "POST", ts2.URL+fmt.Sprintf("/org/conflicts/%d/accept", cs[0].ID), url.Values{}, withKey(org2)); code != 200 {
		t.Fatalf("accept: %d\n%s", code, body)
	}
	ev, _ = event.Load(path)
	if b2 := ev.Rounds[0].Games[1]; len(b2.Games) < 2 || b2.Games[1].Result != scoring.RedWins {
		t.Fatalf("after the decision board 2's games are %+v", b2.Games)
	}
	if last := ev.Log[len(ev.Log)-1]; !strings.HasSuffix(last.Command, " 1 2 1-0 --game 2") {
		t.Fatalf("the decision's log entry: %+v", last)
	}
}

// TestServeTeamBoards: a team round entered board by board from the match
// pages gives the file 'xqt result FILE ROUND MATCH RESULT --board N'
// gives; the match page has each board's buttons; a results link's range
// counts matches; a different entry for a board is a conflict about it.
func TestServeTeamBoards(t *testing.T) {
	path := eventFrom(t, "姓名,队名\n甲1,甲队\n甲2,甲队\n乙1,乙队\n乙2,乙队\n丙1,丙队\n丙2,丙队\n丁1,丁队\n丁2,丁队\n",
		[]string{"init", "EV", "--name", "团体赛", "--system", "round-robin", "--teams", "--boards", "2"},
		[]string{"player", "import", "EV", "ROSTER"},
		[]string{"pair", "EV"})
	_, ts, org := testServer(t, path)
	_, page := do(t, ts.Client(), "GET", ts.URL+"/", nil, withKey(org))
	if !strings.Contains(page, `href="/match/1"`) || !strings.Contains(page, `href="/match/2"`) {
		t.Fatalf("the round page does not link the matches:\n%s", page)
	}
	_, page = do(t, ts.Client(), "GET", ts.URL+"/match/2", nil, withKey(org))
	if strings.Count(page, `name="tb" value="`) != 2 || !strings.Contains(page, "第 2 台 board 2") {
		t.Fatalf("match page:\n%s", page)
	}
	steps := []struct{ match, tb, res string }{{"1", "1", "1-0"}, {"1", "2", "="}, {"2", "1", "0-1"}, {"2", "2", "-+"}}
	var cliArgs [][]string
	for _, s := range steps {
		cliArgs = append(cliArgs, []string{"1", s.match, s.res, "--board", s.tb})
	}
	sameAsCLI(t, path, "李裁判", func(key string, post func(string, url.Values) (int, string)) {
		for _, s := range steps {
			code, body := post("/match/"+s.match, url.Values{"round": {"1"}, "tb": {s.tb}, "result": {s.res}})
			if code != 200 || !strings.Contains(body, "; match ") {
				t.Fatalf("match %s board %s: %d\n%s", s.match, s.tb, code, body)
			}
		}
	}, cliArgs)

	s, ts2, org2 := testServer(t, path)
	one := makeLink(t, ts2, org2, "一场", "results", "2")
	before := mustRead(t, path)
	if code, _ := do(t, ts2.Client(), "POST", ts2.URL+"/match/1", url.Values{"round": {"1"}, "tb": {"1"}, "result": {"0-1"}}, withKey(one)); code != http.StatusForbidden {
		t.Errorf("a results link of match 2 on match 1: %d, want 403", code)
	}
	code, body := do(t, ts2.Client(), "POST", ts2.URL+"/match/2", url.Values{"round": {"1"}, "tb": {"1"}, "result": {"1-0"}}, withKey(one))
	if code != http.StatusConflict || !strings.Contains(body, "round 1, match 2, board 1 already has the result 0-1") {
		t.Fatalf("different entry on a team board: %d\n%s", code, body)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("a refused entry changed the file")
	}
	if cs := s.Conflicts(); len(cs) != 1 || cs[0].TeamBoard != 1 || cs[0].Board != 2 {
		t.Fatalf("conflicts %+v", cs)
	}
	if _, page := do(t, ts2.Client(), "GET", ts2.URL+"/org", nil, withKey(org2)); !strings.Contains(page, "round 1, match 2, board 1") {
		t.Fatalf("the organiser page does not name the team board of the conflict")
	}
}

var slipBoardRE = regexp.MustCompile(`<div class="board">第 (\d+) [台场]</div>`)

// slipLinks posts the organiser's "print slips" form and returns the
// one-board link each slip's QR code reads as, by board (match).
func slipLinks(t *testing.T, c *http.Client, base, org, round string) map[string]string {
	t.Helper()
	r, _ := http.NewRequest("POST", base+"/org/slips", strings.NewReader(url.Values{"round": {round}}.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("X-Xqt-Key", org)
	resp, err := c.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	_, _ = b.ReadFrom(resp.Body)
	if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "style-src 'unsafe-inline'") {
		t.Fatalf("slips: %d %q\n%.400s", resp.StatusCode, resp.Header.Get("Content-Security-Policy"), b.String())
	}
	out := map[string]string{}
	for _, slip := range strings.Split(b.String(), `<div class="slip">`)[1:] {
		m := slipBoardRE.FindStringSubmatch(slip)
		if m == nil {
			t.Fatalf("a slip without its board:\n%.300s", slip)
		}
		link, err := qrcode.DecodeSVG(slip)
		if err != nil {
			t.Fatalf("slip of board %s: %v", m[1], err)
		}
		out[m[1]] = link
	}
	return out
}

// TestServeSlipKeys: the organiser prints a round's slips from the server;
// each slip's QR code reads as a link that opens that board's entry page
// and enters that board of that round only: on another board, in the next
// round, or on the organiser's pages it is refused, the file unchanged.
func TestServeSlipKeys(t *testing.T) {
	path := pairedEvent(t, 8) // boards 1-4
	s, ts, org := testServer(t, path)
	c := ts.Client()
	links := slipLinks(t, c, ts.URL, org, "")
	if len(links) != 4 {
		t.Fatalf("%d slips with a code, want 4", len(links))
	}
	keys := map[string]string{}
	for b, link := range links {
		secret, ok := strings.CutPrefix(link, ts.URL+"/k/")
		if !ok || len(secret) != 43 {
			t.Fatalf("slip %s reads %q, want %s/k/ and a 43-character key", b, link, ts.URL)
		}
		keys[b] = secret
		code, page := do(t, c, "GET", link, nil)
		if code != 200 || !strings.Contains(page, `href="/board/`+b+`"`) || !strings.Contains(page, "第1轮 第"+b+"台 round 1 board "+b) {
			t.Fatalf("slip %s's link: %d\n%s", b, code, page)
		}
	}
	if n := len(s.Links()); n != 1+4 {
		t.Fatalf("%d links, want the organiser's and 4 slips'", n)
	}
	before := mustRead(t, path)
	for _, refused := range []struct {
		path string
		form url.Values
	}{
		{"/board/2", url.Values{"round": {"1"}, "result": {"1-0"}}},
		{"/board/4", url.Values{"round": {"1"}, "result": {"=", ""}}},
		{"/org/links", url.Values{"name": {"x"}, "role": {"organiser"}}},
		{"/org/slips", url.Values{}},
	} {
		if code, body := do(t, c, "POST", ts.URL+refused.path, refused.form, withKey(keys["1"])); code != http.StatusForbidden {
			t.Errorf("board 1's slip key on %s: %d, want 403\n%s", refused.path, code, body)
		}
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("a refused entry changed the file")
	}
	if code, body := do(t, c, "POST", ts.URL+"/board/1", url.Values{"round": {"1"}, "result": {"1-0"}}, withKey(keys["1"])); code != 200 {
		t.Fatalf("board 1's slip key on board 1: %d\n%s", code, body)
	}
	ev, _ := event.Load(path)
	if last := ev.Log[len(ev.Log)-1]; last.Who != "对局记录表 slip 1/1" || ev.Rounds[0].Games[0].Result != scoring.RedWins {
		t.Fatalf("the slip's entry: %+v", last)
	}
	// The round ends and round 2 is paired: the slip keys of round 1 enter
	// nothing in round 2, not even their own board number.
	for _, b := range []string{"2", "3", "4"} {
		if code, stderr := cli("组委", "result", path, "1", b, "="); code != 0 {
			t.Fatal(stderr)
		}
	}
	if code, stderr := cli("组委", "pair", path); code != 0 {
		t.Fatal(stderr)
	}
	before = mustRead(t, path)
	for _, form := range []url.Values{{"round": {"2"}, "result": {"1-0"}}, {"round": {"1"}, "result": {"0-1"}}} {
		if code, body := do(t, c, "POST", ts.URL+"/board/2", form, withKey(keys["2"])); code != http.StatusForbidden {
			t.Errorf("round 1 board 2's slip key, round %s: %d, want 403\n%s", form.Get("round"), code, body)
		}
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("a refused entry changed the file")
	}
	if _, page := do(t, c, "GET", ts.URL+"/", nil, withKey(keys["2"])); strings.Contains(page, `href="/board/2"`) {
		t.Errorf("round 2's page offers board 2 to round 1's slip key")
	}
	// Round 2's slips: new keys, which work.
	links2 := slipLinks(t, c, ts.URL, org, "2")
	k2, _ := strings.CutPrefix(links2["2"], ts.URL+"/k/")
	if code, body := do(t, c, "POST", ts.URL+"/board/2", url.Values{"round": {"2"}, "result": {"1-0"}}, withKey(k2)); code != 200 {
		t.Fatalf("round 2 board 2's slip key: %d\n%s", code, body)
	}
}

// TestServeTeamSlips: a team round's slips are one per match, and the
// code opens the match page with a key for that match only.
func TestServeTeamSlips(t *testing.T) {
	path := eventFrom(t, "姓名,队名\n甲1,甲队\n甲2,甲队\n乙1,乙队\n乙2,乙队\n丙1,丙队\n丙2,丙队\n丁1,丁队\n丁2,丁队\n",
		[]string{"init", "EV", "--name", "团体赛", "--system", "round-robin", "--teams", "--boards", "2"},
		[]string{"player", "import", "EV", "ROSTER"},
		[]string{"pair", "EV"})
	_, ts, org := testServer(t, path)
	links := slipLinks(t, ts.Client(), ts.URL, org, "1")
	if len(links) != 2 {
		t.Fatalf("%d slips, want 2 (one per match)", len(links))
	}
	key, _ := strings.CutPrefix(links["2"], ts.URL+"/k/")
	if _, page := do(t, ts.Client(), "GET", links["2"], nil); !strings.Contains(page, `href="/match/2"`) {
		t.Fatalf("match 2's slip link does not lead to its match page:\n%s", page)
	}
	if code, _ := do(t, ts.Client(), "POST", ts.URL+"/match/1", url.Values{"round": {"1"}, "tb": {"1"}, "result": {"1-0"}}, withKey(key)); code != http.StatusForbidden {
		t.Errorf("match 2's slip key on match 1: %d, want 403", code)
	}
	if code, body := do(t, ts.Client(), "POST", ts.URL+"/match/2", url.Values{"round": {"1"}, "tb": {"2"}, "result": {"1-0"}}, withKey(key)); code != 200 {
		t.Errorf("match 2's slip key on match 2: %d\n%s", code, body)
	}
}

// TestServeArmageddonRed: a match of one game and an armageddon game, drawn
// game 1. The board page names the armageddon game and its chooser, shows
// the default colours (the chooser took black) and, apart, the colours when
// the chooser took red; entering the game from that form gives the file
// 'xqt result … --game 2 --red CHOOSER' gives, and the log line says so.
// Entering it again with the other colours is a conflict, not "same".
func TestServeArmageddonRed(t *testing.T) {
	path := eventFrom(t, "姓名\n甲\n乙\n丙\n丁\n",
		[]string{"init", "EV", "--name", "杯赛", "--system", "knockout", "--option", "match=single+armageddon", "--seed", "1"},
		[]string{"player", "import", "EV", "ROSTER"},
		[]string{"pair", "EV"},
		[]string{"result", "EV", "1", "1", "=", "--game", "1"})
	ev, _ := event.Load(path)
	g := ev.Rounds[0].Games[0]
	chooser := scoring.ArmageddonChooser(g)
	other := g.Red
	if chooser == g.Red {
		other = g.Black
	}
	cn, on := ev.Player(chooser).Name, ev.Player(other).Name
	_, ts, org := testServer(t, path)
	_, page := do(t, ts.Client(), "GET", ts.URL+"/board/1", nil, withKey(org))
	for _, want := range []string{
		"第 2 局 game 2 · 和棋黑胜 armageddon</h2>",
		fmt.Sprintf(`<span class="red">红 %s</span> — <span class="black">黑 %s</span>: <b>未录入`, on, cn),
		fmt.Sprintf("选色方 %s：未另选时执黑", cn),
		fmt.Sprintf(`<summary>选色方 %s 执红 the chooser took red</summary>
<p><span class="red">红 %s</span> — <span class="black">黑 %s</span></p>`, cn, cn, on),
		fmt.Sprintf(`name="red" value="%d"`, chooser),
	} {
		if !strings.Contains(page, want) {
			t.Errorf("board page lacks %q:\n%s", want, page)
		}
	}
	sameAsCLI(t, path, "王裁判", func(key string, post func(string, url.Values) (int, string)) {
		if code, body := post("/board/1", url.Values{"round": {"1"}, "game": {"2"}, "red": {fmt.Sprint(chooser)}, "result": {"1-0"}}); code != 200 {
			t.Fatalf("armageddon with red: %d\n%s", code, body)
		}
	}, [][]string{{"1", "1", "1-0", "--game", "2", "--red", fmt.Sprint(chooser)}})
	ev, _ = event.Load(path)
	b1 := ev.Rounds[0].Games[0]
	if len(b1.Games) != 2 || b1.Games[1].Red != chooser || b1.Games[1].Result != scoring.RedWins {
		t.Fatalf("board 1's games %+v, want game 2 red %d 1-0", b1.Games, chooser)
	}
	if last := ev.Log[len(ev.Log)-1]; !strings.HasSuffix(last.Command, fmt.Sprintf(" 1 1 1-0 --game 2 --red %d", chooser)) {
		t.Errorf("log line %q", last.Command)
	}
	// The same result with the other colours: a conflict about the game.
	_, ts2, org2 := testServer(t, path)
	a := makeLink(t, ts2, org2, "甲裁判", "results", "")
	before := mustRead(t, path)
	if code, body := do(t, ts2.Client(), "POST", ts2.URL+"/board/1", url.Values{"round": {"1"}, "game": {"2"}, "red": {fmt.Sprint(other)}, "result": {"1-0"}}, withKey(a)); code != http.StatusConflict {
		t.Fatalf("other colours: %d\n%s", code, body)
	}
	if code, body := do(t, ts2.Client(), "POST", ts2.URL+"/board/1", url.Values{"round": {"1"}, "game": {"2"}, "red": {fmt.Sprint(chooser)}, "result": {"1-0"}}, withKey(a)); code != 200 || !strings.Contains(body, "already entered") {
		t.Fatalf("same entry: %d\n%s", code, body)
	}
	// red on a board that is not a match game: refused, the file as it was
	if code, body := do(t, ts2.Client(), "POST", ts2.URL+"/board/2", url.Values{"round": {"1"}, "red": {"1"}, "result": {"1-0"}}, withKey(a)); code == 200 {
		t.Fatalf("red without a game: %d\n%s", code, body)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("refused entries changed the file")
	}
}
