package serve

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xiangqi-org/xqt/formats/event"
)

// fake records the entries it is given and answers with next.
type fake struct {
	got  []Entry
	next []error
}

func (f *fake) enter(e Entry) (string, error) {
	f.got = append(f.got, e)
	if len(f.next) > 0 {
		err := f.next[0]
		f.next = f.next[1:]
		return "", err
	}
	return fmt.Sprintf("round %d, board %d: %s", e.Round, e.Board, e.Result), nil
}

// copyEvent copies testdata/e.yaml to a folder of the test's and returns
// its path.
func copyEvent(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("testdata/e.yaml")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "e.yaml")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func newTest(t *testing.T) (*Server, *fake, string, string) {
	t.Helper()
	path := copyEvent(t)
	f := &fake{}
	s, secret, err := New(Options{Path: path, Enter: f.enter, LockWait: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	return s, f, secret, path
}

func post(s *Server, path string, form url.Values, h map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("POST", "http://hall.lan:8080"+path, strings.NewReader(form.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for k, v := range h {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w
}

func TestSecrets(t *testing.T) {
	s, _, org, _ := newTest(t)
	seen := map[string]bool{org: true}
	ids := map[string]bool{}
	for i := 0; i < 200; i++ {
		l, secret, err := s.AddLink(fmt.Sprintf("helper %d", i), Results, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		// 32 random bytes in unpadded base64url: 43 characters, 256 bits.
		if len(secret) != 43 || seen[secret] || ids[l.ID] || strings.Contains(l.ID, secret) {
			t.Fatalf("secret %q (len %d) or id %q repeats or is short", secret, len(secret), l.ID)
		}
		seen[secret], ids[l.ID] = true, true
	}
	for _, l := range s.Links() {
		if strings.Contains(fmt.Sprintf("%+v", l), org) {
			t.Fatalf("a link keeps its secret: %+v", l)
		}
	}
}

func TestAddLinkRefuses(t *testing.T) {
	s, _, _, _ := newTest(t)
	for _, c := range []struct {
		name     string
		role     Role
		from, to int
		want     string
	}{
		{"", Results, 0, 0, "needs a name"},
		{"a\nb", Results, 0, 0, "needs a name"},
		{strings.Repeat("名", 41), Results, 0, 0, "needs a name"},
		{"x", "admin", 0, 0, "unknown role"},
		{"x", Results, 5, 3, "give a range"},
		{"x", Results, 0, 3, "give a range"},
		{"x", Screen, 1, 3, "only for a results link"},
	} {
		if _, _, err := s.AddLink(c.name, c.role, c.from, c.to); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("AddLink(%q, %s, %d, %d): %v, want %q", c.name, c.role, c.from, c.to, err, c.want)
		}
	}
	if len(s.Links()) != 1 {
		t.Fatalf("%d links after refusals, want the organiser's only", len(s.Links()))
	}
}

func TestMayEnterAndRanges(t *testing.T) {
	l := &Link{Role: Results, From: 3, To: 5}
	for b, want := range map[int]bool{2: false, 3: true, 5: true, 6: false} {
		if l.mayEnter(b) != want {
			t.Errorf("boards 3-5, board %d: %v", b, !want)
		}
	}
	if (&Link{Role: Screen}).mayEnter(1) || !(&Link{Role: Results}).mayEnter(99) || !(&Link{Role: Organiser}).mayEnter(1) {
		t.Errorf("screen may enter, or an all-boards link may not")
	}
	for in, want := range map[string][3]int{"": {0, 0, 1}, "7": {7, 7, 1}, "1-20": {1, 20, 1}, " 2 - 4 ": {2, 4, 1}, "5-3": {0, 0, 0}, "0-3": {0, 0, 0}, "a": {0, 0, 0}} {
		from, to, ok := boardRange(in)
		if from != want[0] || to != want[1] || ok != (want[2] == 1) {
			t.Errorf("boardRange(%q) = %d %d %v", in, from, to, ok)
		}
	}
}

// TestSameOriginCookie is the allowed twin of the cross-origin refusal: a
// form from the server's own page, with the cookie, enters the result.
func TestSameOriginCookie(t *testing.T) {
	s, f, org, path := newTest(t)
	before, _ := os.ReadFile(path)
	form := url.Values{"round": {"1"}, "result": {"="}}
	cookie := "xqt_key=" + org
	w := post(s, "/board/3", form, map[string]string{"Cookie": cookie, "Sec-Fetch-Site": "cross-site", "Origin": "http://evil.example"})
	if w.Code != http.StatusForbidden || len(f.got) != 0 {
		t.Fatalf("cross-site: %d, %d entries", w.Code, len(f.got))
	}
	w = post(s, "/board/3", form, map[string]string{"Cookie": cookie, "Sec-Fetch-Site": "same-origin", "Origin": "http://hall.lan:8080"})
	if w.Code != 200 || len(f.got) != 1 || f.got[0] != (Entry{Round: 1, Board: 3, Result: "=", User: "organiser 编排长", Override: true}) {
		t.Fatalf("same origin: %d, entries %+v\n%s", w.Code, f.got, w.Body)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatalf("the server wrote the file itself")
	}
}

// TestLockWait: a lock held by the command line is waited for; one held
// too long is a 503 with the lock's message.
func TestLockWait(t *testing.T) {
	s, f, org, _ := newTest(t)
	locked := fmt.Errorf("%w by 'xqt pair' (pid 7)", event.ErrLocked)
	f.next = []error{locked, locked}
	w := post(s, "/board/3", url.Values{"round": {"1"}, "result": {"1-0"}}, map[string]string{KeyHeader: org})
	if w.Code != 200 || len(f.got) != 3 {
		t.Fatalf("after two locked tries: %d, %d calls", w.Code, len(f.got))
	}
	f.got = nil
	f.next = make([]error, 1000)
	for i := range f.next {
		f.next[i] = locked
	}
	w = post(s, "/board/3", url.Values{"round": {"1"}, "result": {"1-0"}}, map[string]string{KeyHeader: org})
	if w.Code != http.StatusServiceUnavailable || !strings.Contains(w.Body.String(), "xqt pair") {
		t.Fatalf("held lock: %d\n%s", w.Code, w.Body)
	}
}

// TestConflictDecisions: dismiss keeps the file's result and enters
// nothing; an accept that the file refuses leaves the conflict open.
func TestConflictDecisions(t *testing.T) {
	s, f, org, _ := newTest(t)
	_, hs, _ := s.AddLink("甲", Results, 0, 0)
	f.next = []error{&ConflictError{Round: 1, Board: 1, Existing: "1-0"}, &ConflictError{Round: 1, Board: 1, Existing: "1-0"}}
	for i := 0; i < 2; i++ {
		if w := post(s, "/board/1", url.Values{"round": {"1"}, "result": {"0-1"}}, map[string]string{KeyHeader: hs}); w.Code != http.StatusConflict {
			t.Fatalf("conflict: %d", w.Code)
		}
	}
	cs := s.Conflicts()
	if len(cs) != 2 || cs[0].By != "甲" || cs[0].Wanted != "0-1" || cs[0].Existing != "1-0" {
		t.Fatalf("conflicts %+v", cs)
	}
	f.got = nil
	if w := post(s, fmt.Sprintf("/org/conflicts/%d/dismiss", cs[0].ID), url.Values{}, map[string]string{KeyHeader: org}); w.Code != 200 || len(f.got) != 0 {
		t.Fatalf("dismiss: %d, %d entries", w.Code, len(f.got))
	}
	f.next = []error{errors.New("round 1, board 1: refused by the rules")}
	if w := post(s, fmt.Sprintf("/org/conflicts/%d/accept", cs[1].ID), url.Values{}, map[string]string{KeyHeader: org}); w.Code != http.StatusUnprocessableEntity || !strings.Contains(w.Body.String(), "refused by the rules") {
		t.Fatalf("refused accept: %d\n%s", w.Code, w.Body)
	}
	if left := s.Conflicts(); len(left) != 1 || left[0].ID != cs[1].ID {
		t.Fatalf("after a refused accept the conflict must stay open: %+v", left)
	}
	if w := post(s, fmt.Sprintf("/org/conflicts/%d/accept", cs[1].ID), url.Values{}, map[string]string{KeyHeader: org}); w.Code != 200 || len(f.got) != 2 || !f.got[1].Override || f.got[1].User != "organiser 编排长" {
		t.Fatalf("accept: %d %+v", w.Code, f.got)
	}
	if len(s.Conflicts()) != 0 {
		t.Fatalf("conflict open after accepting")
	}
}

// TestPagesAndScript: the pages carry the version the script polls, the
// board page the six buttons, and the script is served from the binary.
func TestPagesAndScript(t *testing.T) {
	s, _, org, _ := newTest(t)
	get := func(path string) (int, string) {
		r := httptest.NewRequest("GET", "http://hall.lan:8080"+path, nil)
		r.Header.Set(KeyHeader, org)
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		b, _ := io.ReadAll(w.Body)
		return w.Code, string(b)
	}
	code, body := get("/board/3")
	if code != 200 {
		t.Fatalf("board 3: %d", code)
	}
	for _, b := range Buttons {
		if !strings.Contains(body, b.Label) {
			t.Errorf("board page lacks %s", b.Label)
		}
	}
	if !strings.Contains(body, "红 丙") || !strings.Contains(body, "黑 己") || !strings.Contains(body, `data-v="`) {
		t.Errorf("board page lacks the names or the version:\n%s", body)
	}
	_, one, _ := s.AddLink("甲", Results, 1, 1)
	r := httptest.NewRequest("GET", "http://hall.lan:8080/board/3", nil)
	r.Header.Set(KeyHeader, one)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code != 200 || strings.Contains(w.Body.String(), "<form") || !strings.Contains(w.Body.String(), "does not enter results on this board") {
		t.Errorf("board 3 for a link of board 1: %d, offers buttons:\n%s", w.Code, w.Body)
	}
	if code, body := get("/app.js"); code != 200 || !strings.Contains(body, `fetch("/v"`) {
		t.Errorf("app.js: %d", code)
	}
	if code, body := get("/"); code != 200 || !strings.Contains(body, "第 1 轮 round 1") {
		t.Errorf("round page: %d\n%s", code, body)
	}
}
