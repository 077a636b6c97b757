package serve

import (
	"net/http"
)

// stepButton is one of the organiser's next steps, as its page offers it.
type stepButton struct {
	Name, Label string
}

// steps are the steps this server offers, in the order of an event day.
func (s *Server) steps() []stepButton {
	var out []stepButton
	if s.opts.Pair != nil {
		out = append(out, stepButton{"pair", "编排下一轮 pair the next round"})
	}
	if s.opts.Advance != nil {
		out = append(out, stepButton{"advance", "进入下一阶段 advance to the next stage"})
	}
	if s.opts.Export != nil {
		out = append(out, stepButton{"export-xlsx", "导出 Excel export xlsx"}, stepButton{"export-html", "导出网页 export html"})
	}
	return out
}

func (s *Server) stepRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /checkin", s.need(mayCheckIn, s.checkinPage))
	mux.HandleFunc("POST /checkin", s.need(mayCheckIn, s.postCheckin))
	mux.HandleFunc("POST /org/checkin", s.need(isOrganiser, s.postCheckinOrg))
	mux.HandleFunc("POST /org/steps/{step}", s.need(isOrganiser, s.postStep))
}

// postStep runs one of the organiser's steps through the command line's
// verb and shows what it said; a refusal shows the verb's message, and the
// verb has left the file as it was.
func (s *Server) postStep(w http.ResponseWriter, r *http.Request, l *Link) {
	var job func() (string, error)
	switch r.PathValue("step") {
	case "pair":
		if s.opts.Pair != nil {
			job = func() (string, error) { return s.opts.Pair(l.Name) }
		}
	case "advance":
		if s.opts.Advance != nil {
			job = func() (string, error) { return s.opts.Advance(l.Name) }
		}
	case "export-xlsx", "export-html":
		if s.opts.Export != nil {
			format := r.PathValue("step")[len("export-"):]
			job = func() (string, error) { return s.opts.Export(l.Name, format) }
		}
	}
	if job == nil {
		s.showOrg(w, r, l, http.StatusNotFound, "", "no such step: the organiser page offers pair, advance and export 无此操作", "")
		return
	}
	out, err := s.step(job)
	if err != nil {
		s.showOrgOutput(w, r, l, stepStatus(err), "", err.Error())
		return
	}
	s.showOrgOutput(w, r, l, http.StatusOK, out, "")
}

// stepStatus is the HTTP status of a step's refusal: 503 while the
// command line holds the lock, else 422 (the verb refused the input).
func stepStatus(err error) int {
	if isLocked(err) {
		return http.StatusServiceUnavailable
	}
	return http.StatusUnprocessableEntity
}
