package serve

import (
	"embed"
	"errors"
	"html/template"
	"net/http"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

//go:embed assets/pages.html assets/app.js assets/app.css assets/screen.js
var assets embed.FS

var pages = template.Must(template.New("").Funcs(pageFuncs).ParseFS(assets, "assets/pages.html"))

// cookieName carries the key in the browser; a script or a test may send the
// key in the KeyHeader header instead.
const (
	cookieName = "xqt_key"
	KeyHeader  = "X-Xqt-Key"
)

// Buttons are the results a board page offers, with the text sent, which
// 'xqt result' reads the same way.
var Buttons = []struct{ Label, Value string }{
	{"红胜 red wins", "1-0"},
	{"和 draw", "="},
	{"黑胜 black wins", "0-1"},
	{"红弃权 red forfeits", "-+"},
	{"黑弃权 black forfeits", "+-"},
	{"双弃权 both forfeit", "--"},
}

// ServeHTTP serves the pages. Every route is a fixed pattern: no part of a
// URL names a file, and nothing is listed.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer") // the /k/ link must not leak
	h.Set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; form-action 'self'")
	s.handler().ServeHTTP(w, r)
}

func (s *Server) handler() http.Handler {
	s.hOnce.Do(func() {
		mux := http.NewServeMux()
		mux.HandleFunc("GET /{$}", s.home)
		mux.HandleFunc("GET /k/{secret}", s.login)
		mux.HandleFunc("GET /board/{n}", s.need(nil, s.boardPage))
		mux.HandleFunc("POST /board/{n}", s.need(nil, s.postResult))
		mux.HandleFunc("GET /screen", s.need(nil, s.screen))
		mux.HandleFunc("GET /match/{n}", s.need(nil, s.matchPage))
		mux.HandleFunc("POST /match/{n}", s.need(nil, s.postMatch))
		mux.HandleFunc("POST /org/slips", s.need(isOrganiser, s.postSlips))
		mux.HandleFunc("GET /org", s.need(isOrganiser, s.orgPage))
		mux.HandleFunc("POST /org/links", s.need(isOrganiser, s.postLink))
		mux.HandleFunc("POST /org/links/{id}/revoke", s.need(isOrganiser, s.postRevoke))
		mux.HandleFunc("POST /org/conflicts/{id}/{action}", s.need(isOrganiser, s.postDecide))
		mux.HandleFunc("GET /v", s.need(nil, s.version))
		s.stepRoutes(mux) // checkin.go, steps.go
		mux.HandleFunc("GET /app.js", asset("assets/app.js", "text/javascript; charset=utf-8"))
		mux.HandleFunc("GET /app.css", asset("assets/app.css", "text/css; charset=utf-8"))
		mux.HandleFunc("GET /screen.js", asset("assets/screen.js", "text/javascript; charset=utf-8"))
		cop := http.NewCrossOriginProtection()
		cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			s.fail(w, r, nil, http.StatusForbidden, "cross-origin request refused: changes are made only from this server's own pages 跨站请求被拒绝")
		}))
		s.h = cop.Handler(mux)
	})
	return s.h
}

func asset(name, ctype string) http.HandlerFunc {
	data, err := assets.ReadFile(name)
	if err != nil {
		panic(err)
	}
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", ctype)
		_, _ = w.Write(data)
	}
}

func isOrganiser(l *Link) bool { return l.Role == Organiser }

// keyOf is the key a request carries: the header, else the cookie.
func keyOf(r *http.Request) string {
	if k := r.Header.Get(KeyHeader); k != "" {
		return k
	}
	if c, err := r.Cookie(cookieName); err == nil {
		return c.Value
	}
	return ""
}

type linkHandler func(w http.ResponseWriter, r *http.Request, l *Link)

// need wraps h so it runs only for a live link that ok allows (any live
// link when ok is nil); a screen link may only read the screen and the
// version.
func (s *Server) need(ok func(*Link) bool, h linkHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		l := s.linkOf(keyOf(r))
		if l == nil {
			s.fail(w, r, nil, http.StatusUnauthorized, "no valid key: open the link you were given (a revoked link no longer works) 请打开编排长发给您的链接")
			return
		}
		screenOK := r.Method == http.MethodGet && (r.URL.Path == "/screen" || r.URL.Path == "/v")
		if (ok != nil && !ok(l)) || (l.Role == Screen && !screenOK) || (l.Role == Checkin && !screenOK && r.URL.Path != "/checkin") {
			s.fail(w, r, l, http.StatusForbidden, "this link ("+roleLabel(l.Role)+") has no right to this page or change 此链接无此权限")
			return
		}
		h(w, r, l)
	}
}

// page is what every template gets.
type page struct {
	Title   string
	Link    *Link
	Role    string
	Version string
	Event   *scoring.Event
	Round   *scoring.Round
	Message string
	Error   string
	Status  int
	Data    any
}

func (s *Server) render(w http.ResponseWriter, name string, status int, p page) {
	if p.Link != nil {
		p.Role = roleLabel(p.Link.Role)
	}
	if p.Version == "" {
		_, p.Version, _ = s.current()
	}
	var b strings.Builder
	if err := pages.ExecuteTemplate(&b, name, p); err != nil {
		http.Error(w, "page error: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(b.String()))
}

func (s *Server) fail(w http.ResponseWriter, r *http.Request, l *Link, status int, msg string) {
	s.render(w, "message", status, page{Title: http.StatusText(status), Link: l, Error: msg})
}

func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	l := s.linkOf(keyOf(r))
	if l == nil {
		s.fail(w, r, nil, http.StatusUnauthorized, "no valid key: open the link you were given 请打开编排长发给您的链接")
		return
	}
	if l.Role == Screen {
		s.screen(w, r, l)
		return
	}
	if l.Role == Checkin {
		s.checkinPage(w, r, l)
		return
	}
	ev, ver, err := s.current()
	p := page{Title: "本轮 round", Link: l, Event: ev, Version: ver}
	if err != nil {
		p.Error = err.Error()
	}
	if ev != nil && len(ev.Rounds) > 0 {
		p.Round = &ev.Rounds[len(ev.Rounds)-1]
	}
	p.Data = s.boardRows(ev, p.Round, l)
	s.render(w, "round", http.StatusOK, p)
}

// login takes the key from the link, keeps it in a cookie and shows whose
// link it is. The cookie is SameSite=Strict and HttpOnly; the page links on
// rather than redirecting, so the next request is a same-site one.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	secret := r.PathValue("secret")
	l := s.linkOf(secret)
	if l == nil {
		s.fail(w, r, nil, http.StatusUnauthorized, "this link is not valid (revoked, or the server was restarted): ask the organiser for a new one 链接无效")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: secret, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: 7 * 24 * 3600, Secure: r.TLS != nil})
	s.render(w, "login", http.StatusOK, page{Title: "欢迎 welcome", Link: l})
}

// row is one board in a list.
type row struct {
	Board      int
	Red, Black string
	Result     string
	Mine       bool // the link may enter it
}

func (s *Server) boardRows(ev *scoring.Event, r *scoring.Round, l *Link) []row {
	if ev == nil || r == nil {
		return nil
	}
	var rows []row
	for _, g := range r.Games {
		rows = append(rows, row{Board: g.Board, Red: name(ev, g.Red), Black: name(ev, g.Black), Result: resultLabel(g.Result), Mine: l != nil && l.mayEnterOn(r.Number, g.Board)})
	}
	return rows
}

func name(ev *scoring.Event, no int) string {
	if p := ev.Player(no); p != nil {
		return p.Name
	}
	return "?"
}

func resultLabel(r scoring.Result) string {
	if r == scoring.NoResult {
		return ""
	}
	return r.String()
}

// roundPage is the page of the current (last paired) round for link l,
// titled title, with msg and errText shown (errText, else a failure to
// read the file); when no round is paired yet it answers with a message
// page and false.
func (s *Server) roundPage(w http.ResponseWriter, l *Link, title, msg, errText string) (page, bool) {
	ev, ver, err := s.current()
	if err != nil && errText == "" {
		errText = err.Error()
	}
	p := page{Title: title, Link: l, Event: ev, Version: ver, Message: msg, Error: errText}
	if ev == nil || len(ev.Rounds) == 0 {
		if p.Error == "" {
			p.Error = "no round is paired yet 尚未编排"
		}
		s.render(w, "message", http.StatusNotFound, p)
		return p, false
	}
	p.Round = &ev.Rounds[len(ev.Rounds)-1]
	return p, true
}

func (s *Server) boardPage(w http.ResponseWriter, r *http.Request, l *Link) {
	s.showBoard(w, l, atoi(r.PathValue("n")), http.StatusOK, "", "")
}

func (s *Server) showBoard(w http.ResponseWriter, l *Link, n, status int, msg, errText string) {
	p, ok := s.roundPage(w, l, "台次 board", msg, errText)
	if !ok {
		return
	}
	ev := p.Event
	for _, rw := range s.boardRows(ev, p.Round, l) {
		if rw.Board == n {
			p.Data = boardData(ev, p.Round, rw) // board.go
			s.render(w, "board", status, p)
			return
		}
	}
	if p.Error == "" {
		p.Error = "the current round has no such board 本轮无此台次"
		status = http.StatusNotFound
	}
	s.render(w, "message", status, p)
}

// postResult enters the result of a board of the current round; only the
// organiser may enter one for an earlier round (a correction).
func (s *Server) postResult(w http.ResponseWriter, r *http.Request, l *Link) {
	n := atoi(r.PathValue("n"))
	if !l.mayEnter(n) {
		s.fail(w, r, l, http.StatusForbidden, "this link enters results for boards "+l.Boards()+" only 此链接不能录入该台")
		return
	}
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, l, http.StatusBadRequest, "unreadable form: "+err.Error())
		return
	}
	ev, _, _ := s.current()
	round := atoi(r.PostFormValue("round"))
	if ev == nil || round < 1 {
		s.showBoard(w, l, n, http.StatusUnprocessableEntity, "", "the form names no round: reload the page 请刷新页面")
		return
	}
	if !l.mayEnterOn(round, n) {
		s.fail(w, r, l, http.StatusForbidden, "this link enters the result of "+l.Boards()+" only 此链接只能录入该轮该台")
		return
	}
	if round != len(ev.Rounds) && l.Role != Organiser {
		s.showBoard(w, l, n, http.StatusForbidden, "", "round "+r.PostFormValue("round")+" is not the current round: a correction needs the organiser 非本轮成绩须由编排长更正")
		return
	}
	msg, err := s.enter(Entry{Round: round, Board: n, Result: r.PostFormValue("result"), User: l.Name, Override: l.Role == Organiser, Game: atoi(r.PostFormValue("game")), Red: atoi(r.PostFormValue("red"))})
	var ce *ConflictError
	switch {
	case err == nil:
		s.showBoard(w, l, n, http.StatusOK, msg, "")
	case errors.Is(err, ErrSame):
		s.showBoard(w, l, n, http.StatusOK, "already entered, nothing changed 已录入，未改动", "")
	case errors.As(err, &ce):
		s.showBoard(w, l, n, http.StatusConflict, "", ce.Error())
	case isLocked(err):
		s.showBoard(w, l, n, http.StatusServiceUnavailable, "", err.Error())
	default:
		s.showBoard(w, l, n, http.StatusUnprocessableEntity, "", err.Error())
	}
}

func (s *Server) version(w http.ResponseWriter, r *http.Request, l *Link) {
	_, v := s.check()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte(v))
}
