package serve

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/xiangqi-org/xqt/formats/event"
)

// TestSteps checks the organiser's buttons with stand-ins for the verbs:
// only the steps given are offered, each runs as the link's holder, what
// it says is shown, a refusal is 422 with its message, a lock held too
// long 503, and a step not given is 404.
func TestSteps(t *testing.T) {
	path := copyEvent(t)
	var ran []string
	next := map[string]error{}
	verb := func(name string) func(string) (string, error) {
		return func(user string) (string, error) {
			ran = append(ran, name+" by "+user)
			if err := next[name]; err != nil {
				return "", err
			}
			return "round 2 paired (stage main)\n台 Board <b>", nil
		}
	}
	s, org, err := New(Options{Path: path, Enter: (&fake{}).enter, Pair: verb("pair"), LockWait: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	h := map[string]string{KeyHeader: org}
	if w := getPage(s, "/org", h); !strings.Contains(w.Body.String(), `action="/org/steps/pair"`) || strings.Contains(w.Body.String(), "/org/steps/advance") || strings.Contains(w.Body.String(), "/org/checkin") {
		t.Fatalf("the organiser page offers a step it was not given, or not pair:\n%s", w.Body)
	}
	w := post(s, "/org/steps/pair", url.Values{}, h)
	if w.Code != 200 || !strings.Contains(w.Body.String(), "round 2 paired (stage main)\n台 Board &lt;b&gt;") || len(ran) != 1 || ran[0] != "pair by organiser 编排长" {
		t.Fatalf("pair: %d %v\n%s", w.Code, ran, w.Body)
	}
	next["pair"] = errors.New("round 1 has no result on board(s) 2: enter them")
	if w := post(s, "/org/steps/pair", url.Values{}, h); w.Code != http.StatusUnprocessableEntity || !strings.Contains(w.Body.String(), "round 1 has no result on board(s) 2") {
		t.Fatalf("refused pair: %d\n%s", w.Code, w.Body)
	}
	next["pair"] = fmt.Errorf("%w by 'xqt result' (pid 7)", event.ErrLocked)
	ran = nil
	if w := post(s, "/org/steps/pair", url.Values{}, h); w.Code != http.StatusServiceUnavailable || len(ran) < 2 {
		t.Fatalf("pair while locked: %d after %d tries, want 503 after several\n%s", w.Code, len(ran), w.Body)
	}
	for _, p := range []string{"/org/steps/advance", "/org/steps/export-xlsx", "/org/steps/unpair"} {
		if w := post(s, p, url.Values{}, h); w.Code != http.StatusNotFound {
			t.Errorf("POST %s with no such step given: %d, want 404", p, w.Code)
		}
	}
	if w := post(s, "/org/checkin", url.Values{"action": {"open"}, "absent": {"exclude"}}, h); w.Code != http.StatusNotFound {
		t.Errorf("check-in with none given: %d, want 404", w.Code)
	}
}

func getPage(s *Server, path string, h map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("GET", "http://hall.lan:8080"+path, nil)
	for k, v := range h {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w
}
