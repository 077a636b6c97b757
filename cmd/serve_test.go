package cmd

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/spf13/viper"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/serve"
	"github.com/xiangqi-org/xqt/scoring"
)

var serveClock = func() time.Time { return time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC) }

// serveFactory is a Factory for in-process runs with a fixed clock and user.
func serveFactory(user string) *Factory {
	f := &Factory{
		IO:     &IOStreams{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard},
		Now:    serveClock,
		Config: viper.New(),
		Pid:    4242,
		User:   func() string { return user },
	}
	f.Config.SetDefault("lang", "zh")
	return f
}

// cli runs xqt in-process as user and returns the exit code and stderr.
func cli(user string, args ...string) (int, string) {
	var errb bytes.Buffer
	f := serveFactory(user)
	f.IO.Err = &errb
	code := Run(f, args)
	return code, errb.String()
}

// pairedEvent writes a Swiss event of n players with round 1 paired and
// returns its path.
func pairedEvent(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	roster := "姓名\n"
	for i := 1; i <= n; i++ {
		roster += fmt.Sprintf("选手%d\n", i)
	}
	csv := filepath.Join(dir, "r.csv")
	if err := os.WriteFile(csv, []byte(roster), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"init", path, "--name", "测试赛", "--system", "swiss", "--rounds", "5"},
		{"player", "import", path, csv},
		{"pair", path},
	} {
		if code, stderr := cli("组委", args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
	}
	return path
}

// testServer serves path through the real entry path (the group commit)
// and returns the server, its test URL and the organiser's secret.
func testServer(t *testing.T, path string) (*serve.Server, *httptest.Server, string) {
	t.Helper()
	f := serveFactory("unused")
	so := serve.Options{Path: path, Enter: serveEnter(f, path), EnterAll: serveEnterAll(f, path), Now: serveClock}
	serveSteps(f, path, &so)
	s, secret, err := serve.New(so)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return s, ts, secret
}

type reqOpt func(*http.Request)

func withKey(k string) reqOpt { return func(r *http.Request) { r.Header.Set(serve.KeyHeader, k) } }
func withCookie(k string) reqOpt {
	return func(r *http.Request) { r.AddCookie(&http.Cookie{Name: "xqt_key", Value: k}) }
}
func crossSite(r *http.Request) {
	r.Header.Set("Origin", "http://evil.example")
	r.Header.Set("Sec-Fetch-Site", "cross-site")
}

// do sends a request and returns the status and body.
func do(t *testing.T, c *http.Client, method, u string, form url.Values, opts ...reqOpt) (int, string) {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	r, err := http.NewRequest(method, u, body)
	if err != nil {
		t.Fatal(err)
	}
	if form != nil {
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for _, o := range opts {
		o(r)
	}
	resp, err := c.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func secretIn(t *testing.T, body string) string {
	t.Helper()
	_, after, ok := strings.Cut(body, `<code id="newlink">`)
	if !ok {
		t.Fatalf("no new link in the page:\n%s", body)
	}
	link, _, _ := strings.Cut(after, "</code>")
	_, secret, ok := strings.Cut(link, "/k/")
	if !ok {
		t.Fatalf("new link %q has no /k/", link)
	}
	return secret
}

// makeLink makes a link through the organiser page and returns its secret.
func makeLink(t *testing.T, ts *httptest.Server, org, name, role, boards string) string {
	t.Helper()
	code, body := do(t, ts.Client(), "POST", ts.URL+"/org/links", url.Values{"name": {name}, "role": {role}, "boards": {boards}}, withKey(org))
	if code != 200 {
		t.Fatalf("make link %s: %d\n%s", name, code, body)
	}
	return secretIn(t, body)
}

// TestServeRefusesWrites sends every write route (results, links,
// conflicts, check-in, the organiser's steps) without a key, with a wrong
// key, a revoked key, a results key for other boards, a screen key and as a
// cross-origin form, and every route but the check-in with a check-in key,
// and checks that each is refused, the event file stays byte-identical, no
// export is written and no link or conflict changes.
func TestServeRefusesWrites(t *testing.T) {
	path := pairedEvent(t, 8) // boards 1-4
	s, ts, org := testServer(t, path)
	c := ts.Client()
	helper := makeLink(t, ts, org, "甲裁判", "results", "1-2")
	other := makeLink(t, ts, org, "乙裁判", "results", "3-4")
	screen := makeLink(t, ts, org, "大屏", "screen", "")
	gone := makeLink(t, ts, org, "丙裁判", "results", "")
	_, slip, err := s.AddBoardLink("第1轮第1台 slip", 1, 1, false) // a result slip's key
	if err != nil {
		t.Fatal(err)
	}
	var goneID, screenID string
	for _, l := range s.Links() {
		switch l.Name {
		case "丙裁判":
			goneID = l.ID
		case "大屏":
			screenID = l.ID
		}
	}
	if code, body := do(t, c, "POST", ts.URL+"/org/links/"+goneID+"/revoke", url.Values{}, withKey(org)); code != 200 {
		t.Fatalf("revoke: %d %s", code, body)
	}
	// A conflict to decide: board 1 entered, then a different entry.
	if code, body := do(t, c, "POST", ts.URL+"/board/1", url.Values{"round": {"1"}, "result": {"1-0"}}, withKey(helper)); code != 200 {
		t.Fatalf("enter: %d %s", code, body)
	}
	if code, _ := do(t, c, "POST", ts.URL+"/board/1", url.Values{"round": {"1"}, "result": {"0-1"}}, withKey(helper)); code != http.StatusConflict {
		t.Fatalf("different second entry: status %d, want 409", code)
	}
	conflictID := s.Conflicts()[0].ID
	links := len(s.Links())

	routes := []struct {
		path string
		form url.Values
	}{
		{"/board/3", url.Values{"round": {"1"}, "result": {"1-0"}}},
		{"/match/3", url.Values{"round": {"1"}, "tb": {"1"}, "result": {"1-0"}}},
		{"/org/slips", url.Values{"round": {"1"}}},
		{"/org/links", url.Values{"name": {"黑客"}, "role": {"organiser"}}},
		{"/org/links/" + screenID + "/revoke", url.Values{}},
		{fmt.Sprintf("/org/conflicts/%d/accept", conflictID), url.Values{}},
		{fmt.Sprintf("/org/conflicts/%d/dismiss", conflictID), url.Values{}},
		{"/checkin", url.Values{"no": {"1"}, "present": {"1"}}},
		{"/org/checkin", url.Values{"action": {"open"}, "absent": {"exclude"}}},
		{"/org/steps/pair", url.Values{}},
		{"/org/steps/advance", url.Values{}},
		{"/org/steps/export-xlsx", url.Values{}},
		{"/org/steps/export-html", url.Values{}},
	}
	keys := []struct {
		name string
		opts []reqOpt
		want int
	}{
		{"no key", nil, 401},
		{"wrong key", []reqOpt{withKey("not-a-key-at-all-but-long-enough-000000000")}, 401},
		{"revoked key", []reqOpt{withKey(gone)}, 401},
		{"revoked key as cookie", []reqOpt{withCookie(gone)}, 401},
		{"results key for boards 1-2", []reqOpt{withKey(helper)}, 403},
		{"screen key", []reqOpt{withKey(screen)}, 403},
		{"one-board key of round 1 board 1", []reqOpt{withKey(slip)}, 403},
		{"organiser cookie, cross-origin form", []reqOpt{withCookie(org), crossSite}, 403},
		{"organiser key, other Origin only", []reqOpt{withKey(org), func(r *http.Request) { r.Header.Set("Origin", "http://evil.example") }}, 403},
	}
	before := mustRead(t, path)
	exported, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "e.*"))
	refused := 0
	// A check-in link ticks players, and nothing else.
	checkin := makeLink(t, ts, org, "点名员", "checkin", "")
	for _, rt := range routes {
		if rt.path == "/checkin" {
			continue
		}
		if code, body := do(t, c, "POST", ts.URL+rt.path, rt.form, withKey(checkin)); code != 403 {
			t.Errorf("POST %s with a check-in key: status %d, want 403\n%s", rt.path, code, body)
		}
		refused++
	}
	links++
	for _, rt := range routes {
		for _, k := range keys {
			code, body := do(t, c, "POST", ts.URL+rt.path, rt.form, k.opts...)
			if code != k.want {
				t.Errorf("POST %s with %s: status %d, want %d\n%s", rt.path, k.name, code, k.want, body)
			}
			refused++
		}
		// A page route never changes anything: GET on a write route is
		// not even routed to it.
		if code, _ := do(t, c, "GET", ts.URL+rt.path, nil, withKey(org)); rt.path != "/board/3" && rt.path != "/match/3" && rt.path != "/checkin" && code != http.StatusMethodNotAllowed {
			t.Errorf("GET %s: status %d, want 405", rt.path, code)
		}
	}
	// The other helper's key covers board 3: that one is allowed, so the
	// refusal above was the range, not the route.
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("a refused request changed the event file")
	}
	if now, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "e.*")); len(now) != len(exported) {
		t.Fatalf("a refused export wrote a file: %v, before %v", now, exported)
	}
	if len(s.Links()) != links || len(s.Conflicts()) != 1 {
		t.Fatalf("links %d (want %d), conflicts %d (want 1)", len(s.Links()), links, len(s.Conflicts()))
	}
	for _, l := range s.Links() {
		if l.Name == "大屏" && l.Revoked {
			t.Fatalf("the screen link was revoked by a refused request")
		}
	}
	if code, body := do(t, c, "POST", ts.URL+"/board/3", url.Values{"round": {"1"}, "result": {"1-0"}}, withKey(other)); code != 200 {
		t.Fatalf("results key of boards 3-4 on board 3: %d\n%s", code, body)
	}
	if bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("the allowed entry did not change the file")
	}
	t.Logf("%d refused write requests, file byte-identical", refused)
}

// TestServeNoFiles checks that no URL opens a file or lists a folder.
func TestServeNoFiles(t *testing.T) {
	path := pairedEvent(t, 4)
	_, ts, org := testServer(t, path)
	for _, p := range []string{"/e.yaml", "/assets/", "/assets/pages.html", "/../e.yaml", "/k/", "/board/", "/etc/passwd", "/app.js/../e.yaml", "/%2e%2e/e.yaml"} {
		code, body := do(t, ts.Client(), "GET", ts.URL+p, nil, withKey(org))
		if code == 200 || strings.Contains(body, "xqt event file") || strings.Contains(body, "{{define") {
			t.Errorf("GET %s: status %d, body %.80q", p, code, body)
		}
	}
	if code, _ := do(t, ts.Client(), "POST", ts.URL+"/", url.Values{}, withKey(org)); code != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d, want 405", code)
	}
}

// TestServeLogin checks the link: it sets a SameSite=Strict, HttpOnly
// cookie that then opens the pages, and a revoked link no longer does.
func TestServeLogin(t *testing.T) {
	path := pairedEvent(t, 4)
	s, ts, org := testServer(t, path)
	resp, err := ts.Client().Get(ts.URL + "/k/" + org)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	var ck *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == "xqt_key" {
			ck = c
		}
	}
	if ck == nil || ck.Value != org || ck.SameSite != http.SameSiteStrictMode || !ck.HttpOnly || ck.Path != "/" {
		t.Fatalf("cookie %+v: want xqt_key=secret, SameSite=Strict, HttpOnly, Path=/", ck)
	}
	if code, body := do(t, ts.Client(), "GET", ts.URL+"/org", nil, withCookie(org)); code != 200 || !strings.Contains(body, "links") {
		t.Fatalf("organiser page with the cookie: %d", code)
	}
	helper := makeLink(t, ts, org, "甲", "results", "")
	if len(helper) < 22 { // 128 bits in base64 are 22 characters
		t.Fatalf("secret %q is shorter than 128 bits", helper)
	}
	for _, l := range s.Links() {
		if l.Name == "甲" {
			if _, err := s.Revoke(l.ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	if code, _ := do(t, ts.Client(), "GET", ts.URL+"/k/"+helper, nil); code != 401 {
		t.Fatalf("revoked link: status %d, want 401", code)
	}
	// The organiser page never shows a secret again, only the new link once.
	_, body := do(t, ts.Client(), "GET", ts.URL+"/org", nil, withKey(org))
	if strings.Contains(body, org) || strings.Contains(body, helper) {
		t.Fatalf("the organiser page shows a secret")
	}
}

// TestServeSameAsCLI enters a round through the server and the same round
// through 'xqt result' as the same user at the same time: the two event
// files are byte-identical (results and change log).
func TestServeSameAsCLI(t *testing.T) {
	path := pairedEvent(t, 12) // boards 1-6
	start := mustRead(t, path)
	round := []struct {
		board int
		res   string
	}{{1, "1-0"}, {2, "="}, {3, "0-1"}, {4, "-+"}, {5, "+-"}, {6, "--"}}
	for _, e := range round {
		if code, stderr := cli("王裁判", "result", path, "1", fmt.Sprint(e.board), e.res); code != 0 {
			t.Fatalf("xqt result %d %s: %d %s", e.board, e.res, code, stderr)
		}
	}
	byCLI := mustRead(t, path)
	if err := os.WriteFile(path, start, 0o644); err != nil {
		t.Fatal(err)
	}
	_, ts, org := testServer(t, path)
	helper := makeLink(t, ts, org, "王裁判", "results", "")
	for _, e := range round {
		code, body := do(t, ts.Client(), "POST", ts.URL+fmt.Sprintf("/board/%d", e.board), url.Values{"round": {"1"}, "result": {e.res}}, withKey(helper))
		if code != 200 || !strings.Contains(body, fmt.Sprintf("round 1, board %d: ", e.board)) {
			t.Fatalf("board %d %s: %d\n%s", e.board, e.res, code, body)
		}
	}
	byServer := mustRead(t, path)
	if !bytes.Equal(byCLI, byServer) {
		t.Fatalf("server and CLI differ:\n--- cli\n%s\n--- server\n%s", byCLI, byServer)
	}
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	last := ev.Log[len(ev.Log)-1]
	if last.Who != "王裁判" || last.Command != "xqt result "+path+" 1 6 --" {
		t.Fatalf("last log entry %+v", last)
	}
}

// TestServeMessagesAndConflicts checks that a refused entry shows the CLI's
// own message and leaves the file byte-identical, that the same result sent
// twice is written once, and that a different second entry becomes a
// conflict the organiser decides.
func TestServeMessagesAndConflicts(t *testing.T) {
	path := pairedEvent(t, 4) // boards 1-2
	s, ts, org := testServer(t, path)
	c := ts.Client()
	a := makeLink(t, ts, org, "甲", "results", "")
	b := makeLink(t, ts, org, "乙", "results", "")
	before := mustRead(t, path)
	for _, bad := range []struct{ board, res string }{{"1", "x"}, {"1", "*"}, {"1", ""}} {
		code, body := do(t, c, "POST", ts.URL+"/board/"+bad.board, url.Values{"round": {"1"}, "result": {bad.res}}, withKey(a))
		ec, stderr := cli("甲", "result", path, "1", bad.board, bad.res)
		want := strings.TrimSpace(strings.TrimPrefix(stderr, "xqt: "))
		if ec != 3 || code != http.StatusUnprocessableEntity || !strings.Contains(html.UnescapeString(body), want) {
			t.Errorf("result %q: server %d, cli %d %q; page:\n%s", bad.res, code, ec, want, body)
		}
	}
	// A board the round does not have, entered by the organiser.
	code, body := do(t, c, "POST", ts.URL+"/board/9", url.Values{"round": {"1"}, "result": {"1-0"}}, withKey(org))
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "round 1 has no board 9") {
		t.Errorf("board 9: %d\n%s", code, body)
	}
	// A results link may not enter a round that is not the current one.
	if code, _ := do(t, c, "POST", ts.URL+"/board/1", url.Values{"round": {"2"}, "result": {"1-0"}}, withKey(a)); code != http.StatusForbidden {
		t.Errorf("round 2 by a results link: %d, want 403", code)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatalf("a refused entry changed the file")
	}

	if code, _ := do(t, c, "POST", ts.URL+"/board/1", url.Values{"round": {"1"}, "result": {"1-0"}}, withKey(a)); code != 200 {
		t.Fatalf("first entry: %d", code)
	}
	once := mustRead(t, path)
	if code, body := do(t, c, "POST", ts.URL+"/board/1", url.Values{"round": {"1"}, "result": {"红胜"}}, withKey(b)); code != 200 || !strings.Contains(body, "already entered") {
		t.Fatalf("same result again: %d\n%s", code, body)
	}
	if code, body := do(t, c, "POST", ts.URL+"/board/1", url.Values{"round": {"1"}, "result": {"0-1"}}, withKey(b)); code != http.StatusConflict || !strings.Contains(body, "already has the result 1-0") {
		t.Fatalf("different result: %d\n%s", code, body)
	}
	if !bytes.Equal(once, mustRead(t, path)) {
		t.Fatalf("a repeated or conflicting entry changed the file")
	}
	cs := s.Conflicts()
	if len(cs) != 1 || cs[0].Existing != "1-0" || cs[0].Wanted != "0-1" || cs[0].By != "乙" || cs[0].Board != 1 {
		t.Fatalf("conflicts %+v", cs)
	}
	if _, body := do(t, c, "GET", ts.URL+"/org", nil, withKey(org)); !strings.Contains(body, "乙 录入 sent <b>0-1</b>") {
		t.Fatalf("the organiser page does not show the conflict:\n%s", body)
	}
	if code, body := do(t, c, "POST", ts.URL+fmt.Sprintf("/org/conflicts/%d/accept", cs[0].ID), url.Values{}, withKey(org)); code != 200 {
		t.Fatalf("accept: %d\n%s", code, body)
	}
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if g := ev.Rounds[0].Games[0]; g.Result != scoring.BlackWins {
		t.Fatalf("after accepting, board 1 is %v, want 0-1", g.Result)
	}
	last := ev.Log[len(ev.Log)-1]
	if last.Who != "organiser 编排长" || !strings.HasSuffix(last.Command, " 1 1 0-1") || last.Note != "round 1, board 1: 1-0 → 0-1" {
		t.Fatalf("the decision's log entry: %+v", last)
	}
	if len(s.Conflicts()) != 0 {
		t.Fatalf("conflict still open after the decision")
	}
	var entries int
	for _, l := range ev.Log {
		if strings.HasPrefix(l.Command, "xqt result ") {
			entries++
		}
	}
	if entries != 2 {
		t.Fatalf("%d result entries in the log, want 2 (the first entry and the decision)", entries)
	}
}

// TestServeSeesCLIWrites checks that a write by the command line while the
// server runs changes the version the pages poll and shows on the pages.
func TestServeSeesCLIWrites(t *testing.T) {
	path := pairedEvent(t, 4)
	_, ts, org := testServer(t, path)
	screen := makeLink(t, ts, org, "大屏", "screen", "")
	_, v1 := do(t, ts.Client(), "GET", ts.URL+"/v", nil, withKey(screen))
	_, v1again := do(t, ts.Client(), "GET", ts.URL+"/v", nil, withKey(screen))
	if v1 != v1again {
		t.Fatalf("version moved without a change: %q %q", v1, v1again)
	}
	if code, stderr := cli("组委", "result", path, "1", "2", "="); code != 0 {
		t.Fatalf("xqt result: %d %s", code, stderr)
	}
	_, v2 := do(t, ts.Client(), "GET", ts.URL+"/v", nil, withKey(screen))
	if v2 == v1 {
		t.Fatalf("version %q did not change after the CLI wrote the file", v2)
	}
	_, body := do(t, ts.Client(), "GET", ts.URL+"/screen", nil, withKey(screen))
	if !strings.Contains(body, `data-k="2">和</td>`) || !strings.Contains(body, `data-v="`+v2+`"`) {
		t.Fatalf("the screen does not show the CLI's result:\n%s", body)
	}
}

// TestServeLoad is a bounded loopback load test: 300 pollers ask for the
// version (and now and then a page) while 150 results are entered, each
// sent twice by two helpers, and a command line writer enters 10 more
// boards at the same time. Every result must be saved exactly once. The
// latencies are logged as figures, never asserted.
func TestServeLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: run without -short")
	}
	const (
		pollers  = 300
		polls    = 15
		entries  = 150
		cliBoard = 10
	)
	// The entries come spread over window (XQT_SERVE_LOAD_WINDOW=0s sends
	// them all at once); the pollers poll about once a second meanwhile.
	window := 15 * time.Second
	if w, err := time.ParseDuration(os.Getenv("XQT_SERVE_LOAD_WINDOW")); err == nil {
		window = w
	}
	path := pairedEvent(t, 2*(entries+cliBoard))
	_, ts, org := testServer(t, path)
	helpers := []string{makeLink(t, ts, org, "甲", "results", ""), makeLink(t, ts, org, "乙", "results", "")}
	screen := makeLink(t, ts, org, "大屏", "screen", "")
	tr := &http.Transport{MaxIdleConnsPerHost: 400}
	c := &http.Client{Transport: tr, Timeout: 60 * time.Second}
	defer tr.CloseIdleConnections()

	var mu sync.Mutex
	var pollLat, entryLat []time.Duration
	var failures atomic.Int64
	timed := func(lat *[]time.Duration, method, u string, form url.Values, key string) int {
		var body io.Reader
		if form != nil {
			body = strings.NewReader(form.Encode())
		}
		r, _ := http.NewRequest(method, u, body)
		if form != nil {
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		r.Header.Set(serve.KeyHeader, key)
		t0 := time.Now()
		resp, err := c.Do(r)
		if err != nil {
			failures.Add(1)
			return 0
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		d := time.Since(t0)
		mu.Lock()
		*lat = append(*lat, d)
		mu.Unlock()
		return resp.StatusCode
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < pollers; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < polls; j++ {
				u := ts.URL + "/v"
				if j == polls-1 && i%10 == 0 {
					u = ts.URL + "/screen"
				}
				if code := timed(&pollLat, "GET", u, nil, screen); code != 200 {
					failures.Add(1)
				}
				time.Sleep(time.Duration(700+(i*37+j*11)%600) * time.Millisecond)
			}
		}(i)
	}
	var statuses sync.Map
	for b := 1; b <= entries; b++ {
		for h, key := range helpers {
			wg.Add(1)
			go func(b, h int, key string) {
				defer wg.Done()
				time.Sleep(window*time.Duration(b-1)/entries + time.Duration((b*7+h*13)%200)*time.Millisecond)
				code := timed(&entryLat, "POST", fmt.Sprintf("%s/board/%d", ts.URL, b), url.Values{"round": {"1"}, "result": {"1-0"}}, key)
				statuses.Store(fmt.Sprintf("%d/%d", b, h), code)
			}(b, h, key)
		}
	}
	// The command line writes boards 151-160 meanwhile, running again 50ms
	// after the server held the lock (exit 5): sooner than an organiser
	// would, and each refused run still reads the file.
	wg.Add(1)
	go func() {
		defer wg.Done()
		for b := entries + 1; b <= entries+cliBoard; b++ {
			for try := 0; ; try++ {
				code, stderr := cli("组委", "result", path, "1", fmt.Sprint(b), "0-1")
				if code == 0 {
					break
				}
				if code != ExitLocked || try > 500 {
					t.Errorf("cli board %d: exit %d %s", b, code, stderr)
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
		}
	}()
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(3 * time.Minute):
		t.Fatalf("load test did not finish within 3 minutes (a hang, not a latency limit)")
	}
	elapsed := time.Since(start)
	if n := failures.Load(); n != 0 {
		t.Errorf("%d polls failed", n)
	}
	statuses.Range(func(k, v any) bool {
		if v.(int) != 200 {
			t.Errorf("entry %s: status %d", k, v)
		}
		return true
	})
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	saved := map[int]int{}
	for _, l := range ev.Log {
		var b int
		var res string
		if _, err := fmt.Sscanf(strings.TrimPrefix(l.Command, "xqt result "+path), " 1 %d %s", &b, &res); err == nil {
			saved[b]++
		}
	}
	for b := 1; b <= entries+cliBoard; b++ {
		want := scoring.RedWins
		if b > entries {
			want = scoring.BlackWins
		}
		if g := ev.Rounds[0].Games[b-1]; g.Board != b || g.Result != want {
			t.Errorf("board %d: result %v, want %v", g.Board, g.Result, want)
		}
		if saved[b] != 1 {
			t.Errorf("board %d saved %d times, want exactly once", b, saved[b])
		}
	}
	t.Logf("%d pollers x %d polls, %d entries x 2 helpers over %v, %d CLI writes: %v in all", pollers, polls, entries, window, cliBoard, elapsed.Round(time.Millisecond))
	t.Logf("polls:   n=%d %s", len(pollLat), percentiles(pollLat))
	t.Logf("entries: n=%d %s", len(entryLat), percentiles(entryLat))
}

func percentiles(d []time.Duration) string {
	if len(d) == 0 {
		return "none"
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	at := func(p float64) time.Duration {
		return d[min(len(d)-1, int(p*float64(len(d))))].Round(100 * time.Microsecond)
	}
	return fmt.Sprintf("p50=%v p95=%v p99=%v max=%v", at(0.50), at(0.95), at(0.99), d[len(d)-1].Round(100*time.Microsecond))
}

// TestServeArgs checks the exit codes of a refused start: 2 for a bad
// address, 3 for a bad event file; neither listens.
func TestServeArgs(t *testing.T) {
	path := pairedEvent(t, 4)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"serve", path, "--addr", "nonsense"}, ExitUsage, "is not HOST:PORT"},
		{[]string{"serve", path, "--addr", "127.0.0.1:99999"}, ExitUsage, "from 0 to 65535"},
		{[]string{"serve"}, ExitUsage, "needs the event file"},
		{[]string{"serve", filepath.Join(t.TempDir(), "none.yaml")}, ExitInvalid, "does not exist"},
	} {
		code, stderr := cli("组委", c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%v: exit %d %q, want %d and %q", c.args, code, stderr, c.code, c.msg)
		}
	}
}

// syncBuf is a bytes.Buffer safe for the server goroutine and the test.
type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestServeStartAndStop runs the verb on a free loopback port: it prints
// the address and the organiser link, whose key works; the secret appears
// once on stdout and never on stderr; the server stops when told.
func TestServeStartAndStop(t *testing.T) {
	path := pairedEvent(t, 4)
	var out, errb syncBuf
	f := serveFactory("组委")
	f.IO.Out, f.IO.Err = &out, &errb
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveUntil(ctx, f, &serveOptions{Path: path, Addr: "127.0.0.1:0"}) }()
	var link string
	for i := 0; i < 200 && link == ""; i++ {
		for _, line := range strings.Split(out.String(), "\n") {
			if _, l, ok := strings.Cut(line, "(keep it private 请勿外传): "); ok {
				link = l
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	if link == "" || !strings.Contains(out.String(), "open 打开: http://127.0.0.1:") {
		cancel()
		t.Fatalf("no address or organiser link printed:\n%s\n%s", out.String(), errb.String())
	}
	resp, err := http.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("organiser link: status %d", resp.StatusCode)
	}
	_, secret, _ := strings.Cut(link, "/k/")
	if len(secret) < 22 || strings.Count(out.String(), secret) != 1 || strings.Contains(errb.String(), secret) {
		t.Fatalf("the secret %q must be printed once, on stdout only", secret)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve returned %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("serve did not stop")
	}
	if !strings.Contains(errb.String(), "server stopped") {
		t.Fatalf("stderr: %s", errb.String())
	}
}

// TestServeBatchSameAsCLI enters one batch through the group commit
// (serveEnterAll: one lock, one save) with refused entries among the
// accepted ones, and the accepted ones one by one with 'xqt result': the
// files are byte-identical (results, change log with who and when), and
// each refused entry gets its own outcome, the CLI's message where the CLI
// refuses it too. One refusal comes from the stage guard after the result
// was already recorded in memory (a result over the forfeit of a withdrawn
// player, article 20.4), once before any entry was accepted and once
// after: neither leaves a trace.
func TestServeBatchSameAsCLI(t *testing.T) {
	path := pairedEvent(t, 12) // boards 1-6
	if code, stderr := cli("组委", "player", "withdraw", path, "12", "--round", "1"); code != 0 {
		t.Fatalf("withdraw: %d %s", code, stderr)
	}
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	wb := 0 // the board of the withdrawn player, a forfeit now
	for _, g := range ev.Rounds[0].Games {
		if g.Red == 12 || g.Black == 12 {
			wb = g.Board
		}
	}
	if wb == 0 {
		t.Fatal("player 12 is on no board")
	}
	var open []int
	for b := 1; b <= 6; b++ {
		if b != wb {
			open = append(open, b)
		}
	}
	start := mustRead(t, path)
	accepted := []serve.Entry{
		{Round: 1, Board: open[0], Result: "1-0", User: "王裁判"},
		{Round: 1, Board: open[1], Result: "=", User: "李裁判"},
		{Round: 1, Board: open[2], Result: "0-1", User: "王裁判"},
		{Round: 1, Board: open[3], Result: "-+", User: "李裁判"},
		{Round: 1, Board: open[4], Result: "--", User: "王裁判"},
	}
	for _, e := range accepted {
		if code, stderr := cli(e.User, "result", path, "1", fmt.Sprint(e.Board), e.Result); code != 0 {
			t.Fatalf("xqt result %d %s: %d %s", e.Board, e.Result, code, stderr)
		}
	}
	byCLI := mustRead(t, path)
	// What the CLI says to the refused ones (each on the file as the batch
	// has it at that point; none of them changes it).
	_, badMsg := cli("王裁判", "result", path, "1", "1", "x")
	_, guardMsg := cli("组委", "result", path, "1", fmt.Sprint(wb), "1-0")
	_, noBoardMsg := cli("组委", "result", path, "1", "9", "1-0")
	if !bytes.Equal(byCLI, mustRead(t, path)) {
		t.Fatal("a refused CLI entry changed the file")
	}
	if err := os.WriteFile(path, start, 0o644); err != nil {
		t.Fatal(err)
	}
	org := func(b int, res string) serve.Entry {
		return serve.Entry{Round: 1, Board: b, Result: res, User: "组委", Override: true}
	}
	batch := []serve.Entry{
		org(wb, "1-0"), // refused by the guard before anything was accepted
		accepted[0],
		{Round: 1, Board: open[1], Result: "x", User: "王裁判"},
		accepted[1],
		{Round: 1, Board: open[0], Result: "1-0", User: "李裁判"}, // the same again
		org(wb, "1-0"), // refused by the guard after two were accepted
		accepted[2],
		{Round: 1, Board: open[1], Result: "0-1", User: "王裁判"}, // a different one: conflict
		org(9, "1-0"),
		accepted[3],
		accepted[4],
	}
	outs, saved := serveEnterAll(serveFactory("unused"), path)(batch)
	if !bytes.Equal(byCLI, mustRead(t, path)) {
		t.Fatalf("the batch and the CLI differ:\n--- cli\n%s\n--- batch\n%s", byCLI, mustRead(t, path))
	}
	want := func(i int, ok func(serve.Outcome) bool, what string) {
		t.Helper()
		if !ok(outs[i]) {
			t.Errorf("entry %d (%+v): outcome %+v, want %s", i, batch[i], outs[i], what)
		}
	}
	cliSays := func(stderr string) func(serve.Outcome) bool {
		msg := strings.TrimSpace(strings.TrimPrefix(stderr, "xqt: "))
		return func(o serve.Outcome) bool { return o.Err != nil && msg != "" && o.Err.Error() == msg }
	}
	applied := func(b int) func(serve.Outcome) bool {
		return func(o serve.Outcome) bool {
			return o.Err == nil && strings.HasPrefix(o.Message, fmt.Sprintf("round 1, board %d: ", b))
		}
	}
	want(0, cliSays(guardMsg), "the guard's refusal "+guardMsg)
	want(1, applied(open[0]), "applied")
	want(2, cliSays(badMsg), "the CLI's message "+badMsg)
	want(3, applied(open[1]), "applied")
	want(4, func(o serve.Outcome) bool { return errors.Is(o.Err, serve.ErrSame) }, "ErrSame")
	want(5, cliSays(guardMsg), "the guard's refusal")
	want(6, applied(open[2]), "applied")
	want(7, func(o serve.Outcome) bool {
		var ce *serve.ConflictError
		return errors.As(o.Err, &ce) && ce.Existing == "=" && ce.Board == open[1]
	}, "a conflict with =")
	want(8, cliSays(noBoardMsg), "the CLI's message "+noBoardMsg)
	want(9, applied(open[3]), "applied")
	want(10, applied(open[4]), "applied")
	// What the batch hands the pages is the file as a load reads it.
	fromFile, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if saved == nil || !reflect.DeepEqual(saved.Event, fromFile) {
		t.Fatalf("the saved event is not the file as loaded")
	}
	if fi, err := os.Stat(path); err != nil || !os.SameFile(fi, saved.Info) || fi.Size() != saved.Info.Size() {
		t.Fatalf("the saved file state %v is not the file's", saved.Info)
	}
	// A batch in which nothing is accepted writes nothing.
	again, _ := serveEnterAll(serveFactory("unused"), path)([]serve.Entry{batch[4], batch[8]})
	if !errors.Is(again[0].Err, serve.ErrSame) || again[1].Err == nil || !bytes.Equal(byCLI, mustRead(t, path)) {
		t.Fatalf("a batch of refusals: %+v, or it changed the file", again)
	}
}

// startServeProcess runs 'xqt serve' as a child process (the test binary as xqt,
// as the scripts run it) on a free loopback port and returns it with the
// server's URL and the organiser's secret.
func startServeProcess(t *testing.T, path string) (*exec.Cmd, string, string) {
	t.Helper()
	c := exec.Command("xqt", "serve", path, "--addr", "127.0.0.1:0")
	out, err := c.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	c.Stderr = io.Discard
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	var base, secret string
	timeout := time.After(30 * time.Second)
	for secret == "" {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("xqt serve ended before printing its link")
			}
			if u, ok := strings.CutPrefix(l, "open 打开: "); ok {
				base = strings.TrimSuffix(u, "/")
			}
			if _, s, ok := strings.Cut(l, "/k/"); ok {
				secret = s
			}
		case <-timeout:
			_ = c.Process.Kill()
			t.Fatalf("xqt serve printed no link within 30s")
		}
	}
	go func() { // keep the pipe drained
		for range lines {
		}
	}()
	return c, base, secret
}

// TestServeKillDuringWrite kills 'xqt serve' (SIGKILL, a child process) at
// random moments while entries are being saved, 40 times, as the crash
// tests of formats/event do for a writer. After each kill the file decodes
// and passes its checks, every entry answered 200 is in it with its
// result, each result on the board has exactly one line in the change log,
// and once the next writer takes the lock (which recovers a killed save)
// no temporary file is left. A board whose request died with the server
// may or may not be in; it is sent again to the next server, which either
// enters it or answers "already entered": never twice.
func TestServeKillDuringWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("kills 40 'xqt serve' processes (about 10-30s): run without -short")
	}
	const (
		kills  = 40
		boards = 160
		burst  = 4 // new entries sent at once before each kill
	)
	path := pairedEvent(t, 2*boards)
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 22))
	results := []string{"1-0", "=", "0-1", "+-", "-+", "--"}
	want := map[int]scoring.Result{} // boards answered 200, with their result
	sent := map[int]string{}         // the result sent for each board, ever
	var midSave int
	lost := map[int]bool{} // boards saved whose answer died with the server
	next := 1
	for k := 0; k < kills; k++ {
		srv, base, org := startServeProcess(t, path)
		c := &http.Client{Timeout: 20 * time.Second}
		code, body := do(t, c, "POST", base+"/org/links", url.Values{"name": {fmt.Sprint("裁判", k)}, "role": {"results"}}, withKey(org))
		if code != 200 {
			_ = srv.Process.Kill()
			t.Fatalf("make link: %d %s", code, body)
		}
		key := secretIn(t, body)
		// The boards of this burst: the ones whose fate is unknown first,
		// then new ones.
		var todo []int
		for b := range sent {
			if _, ok := want[b]; !ok {
				todo = append(todo, b)
			}
		}
		sort.Ints(todo)
		for len(todo) < burst && next <= boards {
			sent[next] = results[rng.IntN(len(results))]
			todo = append(todo, next)
			next++
		}
		var mu sync.Mutex
		var wg sync.WaitGroup
		for _, b := range todo {
			wg.Add(1)
			go func(b int) {
				defer wg.Done()
				time.Sleep(time.Duration(rng.IntN(30)) * time.Millisecond)
				form := url.Values{"round": {"1"}, "result": {sent[b]}}
				r, _ := http.NewRequest("POST", fmt.Sprintf("%s/board/%d", base, b), strings.NewReader(form.Encode()))
				r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				r.Header.Set(serve.KeyHeader, key)
				resp, err := c.Do(r)
				if err != nil {
					return // the server died first: unknown
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode == 200 {
					res, _ := parseEntered(sent[b])
					mu.Lock()
					want[b] = res
					mu.Unlock()
				}
			}(b)
		}
		time.Sleep(time.Duration(20+rng.IntN(150)) * time.Millisecond)
		_ = srv.Process.Kill()
		_ = srv.Wait()
		wg.Wait()

		if _, err := os.Stat(path + ".bak.next"); err == nil {
			midSave++
		} else if tmp, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*xqt-tmp-*")); len(tmp) > 0 {
			midSave++
		}
		ev, err := event.Load(path)
		if err != nil {
			t.Fatalf("kill %d: the event file does not load: %v", k+1, err)
		}
		logged := map[int]int{}
		for _, l := range ev.Log {
			var b int
			var res string
			if _, err := fmt.Sscanf(strings.TrimPrefix(l.Command, "xqt result "+path), " 1 %d %s", &b, &res); err == nil {
				logged[b]++
			}
		}
		for _, g := range ev.Rounds[0].Games {
			w, ok := want[g.Board]
			switch {
			case ok && g.Result != w:
				t.Fatalf("kill %d: board %d answered 200 with %v, the file has %v", k+1, g.Board, w, g.Result)
			case g.Result != scoring.NoResult && logged[g.Board] != 1:
				t.Fatalf("kill %d: board %d has a result and %d log lines, want 1", k+1, g.Board, logged[g.Board])
			case g.Result == scoring.NoResult && logged[g.Board] != 0:
				t.Fatalf("kill %d: board %d has no result but %d log lines", k+1, g.Board, logged[g.Board])
			case !ok && g.Result != scoring.NoResult:
				// saved, but the answer died with the server
				res, _ := parseEntered(sent[g.Board])
				if g.Result != res {
					t.Fatalf("kill %d: board %d has %v, never sent", k+1, g.Board, g.Result)
				}
				lost[g.Board] = true
			}
		}
		release, err := event.Lock(path, "kill test")
		if err != nil {
			t.Fatalf("kill %d: lock after the kill: %v", k+1, err)
		}
		release()
		left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*xqt-tmp-*"))
		if _, err := os.Stat(path + ".bak.next"); err == nil {
			left = append(left, path+".bak.next")
		}
		if len(left) > 0 {
			t.Fatalf("kill %d: temporary files left after recovery: %v", k+1, left)
		}
		if _, err := event.Load(path + ".bak"); err != nil && k > 0 {
			t.Fatalf("kill %d: the backup does not load: %v", k+1, err)
		}
	}
	answered := len(want)
	if answered == 0 {
		t.Fatalf("no entry was answered before any kill: the test killed too early to test anything")
	}
	if code, stderr := cli("组委", "check", path); code != 0 {
		t.Fatalf("xqt check after %d kills: %d %s", kills, code, stderr)
	}
	t.Logf("%d kills: %d entries answered 200, all in the file; %d saved whose answer died with the server (sent again: \"already entered\"); %d kills landed inside a save (a backup or temporary file to recover)", kills, answered, len(lost), midSave)
}

// rosterEvent writes a Swiss event of n players, no round paired yet.
func rosterEvent(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	roster := "姓名,队\n"
	for i := 1; i <= n; i++ {
		roster += fmt.Sprintf("选手%d,队%d\n", i, (i+1)/2)
	}
	csv := filepath.Join(dir, "r.csv")
	if err := os.WriteFile(csv, []byte(roster), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"init", path, "--name", "测试赛", "--system", "swiss", "--rounds", "5"},
		{"player", "import", path, csv},
	} {
		if code, stderr := cli("组委", args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
	}
	return path
}

// TestServeCheckIn runs a check-in through the pages: the organiser opens
// it (absent players left out), a check-in link ticks six of eight players
// and unticks one again, the organiser pairs round 1 from the page; then
// the same through 'xqt checkin' and 'xqt pair' as the same users: the
// files are byte-identical, and the round leaves the three players not
// checked in out (recorded as absent, and named in the log). Then a
// check-in under forfeit for the paired round: closing it forfeits the
// games of the players not ticked.
func TestServeCheckIn(t *testing.T) {
	path := rosterEvent(t, 8)
	start := mustRead(t, path)
	_, ts, org := testServer(t, path)
	c := ts.Client()
	ck := makeLink(t, ts, org, "点名员", "checkin", "")
	if code, body := do(t, c, "GET", ts.URL+"/checkin", nil, withKey(ck)); code != 200 || !strings.Contains(body, "no check-in is open") {
		t.Fatalf("check-in page before it opens: %d\n%s", code, body)
	}
	if code, body := do(t, c, "POST", ts.URL+"/checkin", url.Values{"no": {"1"}, "present": {"1"}}, withKey(ck)); code != http.StatusUnprocessableEntity || !strings.Contains(body, "no check-in is open") {
		t.Fatalf("tick before it opens: %d\n%s", code, body)
	}
	if code, body := do(t, c, "POST", ts.URL+"/org/checkin", url.Values{"action": {"open"}, "absent": {"exclude"}}, withKey(org)); code != 200 || !strings.Contains(body, "check-in 点名 open for round 1") {
		t.Fatalf("open: %d\n%s", code, body)
	}
	for _, no := range []string{"1", "2", "3", "4", "5", "6"} {
		if code, body := do(t, c, "POST", ts.URL+"/checkin", url.Values{"no": {no}, "present": {"1"}}, withKey(ck)); code != 200 || !strings.Contains(body, "present 到") {
			t.Fatalf("tick %s: %d\n%s", no, code, body)
		}
	}
	if code, body := do(t, c, "POST", ts.URL+"/checkin", url.Values{"no": {"6"}, "present": {"0"}}, withKey(ck)); code != 200 || !strings.Contains(body, "选手6 (6): not present 未到") {
		t.Fatalf("untick 6: %d\n%s", code, body)
	}
	if code, body := do(t, c, "POST", ts.URL+"/checkin", url.Values{"no": {"99"}, "present": {"1"}}, withKey(ck)); code != http.StatusUnprocessableEntity || !strings.Contains(body, "no player has start number 99") {
		t.Fatalf("tick 99: %d\n%s", code, body)
	}
	_, page := do(t, c, "GET", ts.URL+"/checkin", nil, withKey(ck))
	if !strings.Contains(page, "5 / 8 已到 present") || strings.Count(page, `class="present"`) != 5 || !strings.Contains(page, "<td>队3</td>") {
		t.Fatalf("check-in page after the ticks:\n%s", page)
	}
	if code, body := do(t, c, "POST", ts.URL+"/org/steps/pair", url.Values{}, withKey(org)); code != 200 || !strings.Contains(body, "round 1 paired") {
		t.Fatalf("pair: %d\n%s", code, body)
	}
	byServer := mustRead(t, path)

	if err := os.WriteFile(path, start, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, run := range []struct {
		user string
		args []string
	}{
		{"organiser 编排长", []string{"checkin", path, "--open", "exclude"}},
		{"点名员", []string{"checkin", path, "--present", "1"}},
		{"点名员", []string{"checkin", path, "--present", "2"}},
		{"点名员", []string{"checkin", path, "--present", "3"}},
		{"点名员", []string{"checkin", path, "--present", "4"}},
		{"点名员", []string{"checkin", path, "--present", "5"}},
		{"点名员", []string{"checkin", path, "--present", "6"}},
		{"点名员", []string{"checkin", path, "--absent", "6"}},
		{"organiser 编排长", []string{"pair", path}},
	} {
		if code, stderr := cli(run.user, run.args...); code != 0 {
			t.Fatalf("%v: %d %s", run.args, code, stderr)
		}
	}
	if byCLI := mustRead(t, path); !bytes.Equal(byCLI, byServer) {
		t.Fatalf("check-in and pairing by the server and by the CLI differ:\n--- cli\n%s\n--- server\n%s", byCLI, byServer)
	}
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if r := ev.Rounds[0]; !reflect.DeepEqual(r.Absent, []int{6, 7, 8}) || len(r.Games) != 2 || len(r.Byes) != 1 || ev.CheckIn != nil {
		t.Fatalf("round 1: absent %v, %d games, byes %v, check-in %+v; want 6, 7, 8 left out, two boards and a bye, check-in closed", r.Absent, len(r.Games), r.Byes, ev.CheckIn)
	}
	if last := ev.Log[len(ev.Log)-1]; last.Note != "check-in: left out 选手6 (6), 选手7 (7), 选手8 (8)" {
		t.Fatalf("pair's log entry: %+v", last)
	}

	// Forfeit: the round is paired; the players of board 1 are not ticked.
	if code, body := do(t, c, "POST", ts.URL+"/org/checkin", url.Values{"action": {"open"}, "absent": {"forfeit"}}, withKey(org)); code != 200 {
		t.Fatalf("open forfeit: %d\n%s", code, body)
	}
	g1, g2 := ev.Rounds[0].Games[0], ev.Rounds[0].Games[1]
	for _, no := range []int{g1.Black, g2.Red, g2.Black} {
		if code, body := do(t, c, "POST", ts.URL+"/checkin", url.Values{"no": {fmt.Sprint(no)}, "present": {"1"}}, withKey(ck)); code != 200 {
			t.Fatalf("tick %d: %d\n%s", no, code, body)
		}
	}
	if code, body := do(t, c, "POST", ts.URL+"/org/checkin", url.Values{"action": {"close"}}, withKey(org)); code != 200 || !strings.Contains(body, "round 1, board 1: ") {
		t.Fatalf("close: %d\n%s", code, body)
	}
	ev, err = event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if r := ev.Rounds[0]; r.Games[0].Result != scoring.BlackForfeit || r.Games[1].Result != scoring.NoResult || ev.CheckIn != nil {
		t.Fatalf("after closing: board 1 %v (want -+: red absent), board 2 %v (want none), check-in %+v", r.Games[0].Result, r.Games[1].Result, ev.CheckIn)
	}
}

// TestServeSteps presses the organiser's buttons: pair refused while the
// round has no results (the CLI's message, the file byte-identical), then
// pairs once the results are in; advance refused on a one-stage event;
// export writes the workbook and the page beside the event file and leaves
// it unchanged.
func TestServeSteps(t *testing.T) {
	path := pairedEvent(t, 4) // boards 1-2
	_, ts, org := testServer(t, path)
	c := ts.Client()
	before := mustRead(t, path)
	_, want := cli("组委", "pair", path)
	want = strings.TrimSpace(strings.TrimPrefix(want, "xqt: "))
	code, body := do(t, c, "POST", ts.URL+"/org/steps/pair", url.Values{}, withKey(org))
	if code != http.StatusUnprocessableEntity || want == "" || !strings.Contains(html.UnescapeString(body), want) {
		t.Fatalf("pair with results missing: %d, want 422 and %q\n%s", code, want, body)
	}
	_, wantAdv := cli("组委", "advance", path)
	wantAdv = strings.TrimSpace(strings.TrimPrefix(wantAdv, "xqt: "))
	code, body = do(t, c, "POST", ts.URL+"/org/steps/advance", url.Values{}, withKey(org))
	if code != http.StatusUnprocessableEntity || wantAdv == "" || !strings.Contains(html.UnescapeString(body), wantAdv) {
		t.Fatalf("advance on a one-stage event: %d, want 422 and %q\n%s", code, wantAdv, body)
	}
	if code, _ := do(t, c, "POST", ts.URL+"/org/steps/unpair", url.Values{}, withKey(org)); code != http.StatusNotFound {
		t.Fatalf("a step the page does not offer: %d, want 404", code)
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatal("a refused step changed the file")
	}
	for _, f := range []string{"xlsx", "html"} {
		code, body := do(t, c, "POST", ts.URL+"/org/steps/export-"+f, url.Values{}, withKey(org))
		out := strings.TrimSuffix(path, ".yaml") + "." + f
		fi, err := os.Stat(out)
		if code != 200 || err != nil || fi.Size() == 0 {
			t.Fatalf("export %s: %d, %v\n%s", f, code, err, body)
		}
	}
	if !bytes.Equal(before, mustRead(t, path)) {
		t.Fatal("an export changed the event file")
	}
	for b, res := range []string{"1-0", "="} {
		if code, body := do(t, c, "POST", ts.URL+fmt.Sprintf("/board/%d", b+1), url.Values{"round": {"1"}, "result": {res}}, withKey(org)); code != 200 {
			t.Fatalf("enter board %d: %d\n%s", b+1, code, body)
		}
	}
	code, body = do(t, c, "POST", ts.URL+"/org/steps/pair", url.Values{}, withKey(org))
	if code != 200 || !strings.Contains(body, "round 2 paired") || !strings.Contains(body, "<pre class=\"output\">") {
		t.Fatalf("pair: %d\n%s", code, body)
	}
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if last := ev.Log[len(ev.Log)-1]; len(ev.Rounds) != 2 || last.Command != "xqt pair "+path || last.Who != "organiser 编排长" {
		t.Fatalf("%d rounds, last log entry %+v", len(ev.Rounds), last)
	}
	// The round page shows the new round at once.
	if _, body := do(t, c, "GET", ts.URL+"/", nil, withKey(org)); !strings.Contains(body, "第 2 轮 round 2") {
		t.Fatalf("the round page after pairing:\n%s", body)
	}
}
