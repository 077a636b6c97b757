package serve

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// orgData is the organiser page's data.
type orgData struct {
	Links     []Link
	Conflicts []Conflict
	Missing   []int // boards of the current round without a result
	NewLink   string
	Roles     []Role
	Steps     []stepButton
	Output    string           // what the last step's verb printed
	CheckIn   *scoring.CheckIn // the open check-in, if any
	CanCheck  bool             // the server offers check-in
}

func (s *Server) orgPage(w http.ResponseWriter, r *http.Request, l *Link) {
	s.showOrg(w, r, l, http.StatusOK, "", "", "")
}

func (s *Server) showOrg(w http.ResponseWriter, r *http.Request, l *Link, status int, msg, errText, newLink string) {
	s.showOrgWith(w, l, status, msg, errText, newLink, "")
}

// showOrgOutput shows the organiser page with what a step's verb printed.
func (s *Server) showOrgOutput(w http.ResponseWriter, r *http.Request, l *Link, status int, output, errText string) {
	msg := ""
	if errText == "" {
		msg = "done 已完成"
	}
	s.showOrgWith(w, l, status, msg, errText, "", output)
}

func (s *Server) showOrgWith(w http.ResponseWriter, l *Link, status int, msg, errText, newLink, output string) {
	ev, ver, err := s.current()
	if err != nil && errText == "" {
		errText = err.Error()
	}
	p := page{Title: "编排长 organiser", Link: l, Event: ev, Version: ver, Message: msg, Error: errText}
	d := orgData{Links: s.Links(), Conflicts: s.Conflicts(), NewLink: newLink, Roles: []Role{Results, Checkin, Screen, Organiser},
		Steps: s.steps(), Output: output, CanCheck: s.opts.CheckIn != nil}
	if ev != nil {
		d.CheckIn = ev.CheckIn
	}
	if ev != nil && len(ev.Rounds) > 0 {
		p.Round = &ev.Rounds[len(ev.Rounds)-1]
		for _, g := range p.Round.Games {
			if g.Result == scoring.NoResult {
				d.Missing = append(d.Missing, g.Board)
			}
		}
	}
	p.Data = d
	s.render(w, "org", status, p)
}

// baseURL is the address the request came to, for the links shown.
func baseURL(r *http.Request) string {
	if r.TLS != nil {
		return "https://" + r.Host
	}
	return "http://" + r.Host
}

// postLink makes a link from the form: name, role, boards ("" for all, or
// "1-20", or "7").
func (s *Server) postLink(w http.ResponseWriter, r *http.Request, l *Link) {
	if err := r.ParseForm(); err != nil {
		s.showOrg(w, r, l, http.StatusBadRequest, "", "unreadable form: "+err.Error(), "")
		return
	}
	from, to, ok := boardRange(r.PostFormValue("boards"))
	if !ok {
		s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", "boards "+strconv.Quote(r.PostFormValue("boards"))+": write a range such as 1-20, one board such as 7, or leave it empty for all boards 台次范围如 1-20", "")
		return
	}
	nl, secret, err := s.AddLink(r.PostFormValue("name"), Role(r.PostFormValue("role")), from, to)
	if err != nil {
		s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", err.Error(), "")
		return
	}
	s.showOrg(w, r, l, http.StatusOK, "link made for "+nl.Name+" 已生成链接", "", baseURL(r)+"/k/"+secret)
}

func boardRange(s string) (int, int, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, 0, true
	}
	a, b, found := strings.Cut(s, "-")
	if !found {
		b = a
	}
	from, err1 := strconv.Atoi(strings.TrimSpace(a))
	to, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || from < 1 || to < from {
		return 0, 0, false
	}
	return from, to, true
}

func (s *Server) postRevoke(w http.ResponseWriter, r *http.Request, l *Link) {
	id := r.PathValue("id")
	if id == l.ID {
		s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", "this is your own link: revoke it from another organiser link 不能撤销自己的链接", "")
		return
	}
	found, err := s.Revoke(id)
	if !found {
		s.showOrg(w, r, l, http.StatusNotFound, "", "no live link "+strconv.Quote(id), "")
		return
	}
	if err != nil {
		s.showOrg(w, r, l, http.StatusInternalServerError, "", "link revoked now 已撤销, but "+err.Error()+": after a restart it would open again; start with --new-links", "")
		return
	}
	s.showOrg(w, r, l, http.StatusOK, "link revoked 已撤销", "", "")
}

func (s *Server) postDecide(w http.ResponseWriter, r *http.Request, l *Link) {
	id := atoi(r.PathValue("id"))
	action := r.PathValue("action")
	if action != "accept" && action != "dismiss" {
		s.showOrg(w, r, l, http.StatusNotFound, "", "a conflict is decided by accept or dismiss", "")
		return
	}
	msg, err := s.decide(id, action == "accept", l.Name)
	if err != nil {
		s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", err.Error(), "")
		return
	}
	s.showOrg(w, r, l, http.StatusOK, msg, "", "")
}
