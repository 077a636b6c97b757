package serve

import (
	"net/http"
	"strconv"

	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// CheckInChange is one change of the check-in 点名, as 'xqt checkin' takes
// it: open it (Open: exclude or forfeit), tick or untick players, or close it.
type CheckInChange struct {
	Open            string
	Present, Absent []int
	Close           bool
}

// mayCheckIn: the organiser and check-in links tick players.
func mayCheckIn(l *Link) bool { return l.Role == Organiser || l.Role == Checkin }

// checkinRow is one player on the check-in page.
type checkinRow struct {
	No            int
	Name, Team    string
	Present, Open bool
}

// checkinData is the check-in page's data.
type checkinData struct {
	CheckIn *scoring.CheckIn
	Rows    []checkinRow
	Present int
	Absent  string // what happens to the absent, in words
}

// checkinPlayers are the players the check-in calls, as 'xqt checkin'
// lists them: the stage of its round, still playing in it.
func checkinPlayers(ev *scoring.Event, c *scoring.CheckIn) []scoring.Player {
	var st *scoring.Stage
	if c.Round >= 1 && c.Round <= len(ev.Rounds) {
		st = ev.Stage(ev.Rounds[c.Round-1].Stage)
	} else {
		st = ev.CurrentStage()
	}
	ps := ev.Players
	if st != nil {
		ps = tiebreak.StagePlayers(ev, st)
	}
	var out []scoring.Player
	for _, p := range ps {
		if (p.Withdrawn == 0 || p.Withdrawn > c.Round) && p.Joined <= c.Round {
			out = append(out, p)
		}
	}
	return out
}

func (s *Server) checkinPage(w http.ResponseWriter, r *http.Request, l *Link) {
	s.showCheckin(w, l, http.StatusOK, "", "")
}

func (s *Server) showCheckin(w http.ResponseWriter, l *Link, status int, msg, errText string) {
	ev, ver, err := s.current()
	if err != nil && errText == "" {
		errText = err.Error()
	}
	p := page{Title: "点名 check-in", Link: l, Event: ev, Version: ver, Message: msg, Error: errText}
	d := checkinData{}
	if ev != nil && ev.CheckIn != nil {
		c := ev.CheckIn
		d.CheckIn = c
		d.Absent = "未到者不编排 not checked in: left out of the round"
		if c.Absent == scoring.CheckInForfeit {
			d.Absent = "未到者判负 not checked in: the game is lost by forfeit"
		}
		for _, pl := range checkinPlayers(ev, c) {
			team := pl.Team
			if team == "" {
				team = pl.Club
			}
			row := checkinRow{No: pl.No, Name: pl.Name, Team: team, Present: c.IsPresent(pl.No), Open: true}
			if row.Present {
				d.Present++
			}
			d.Rows = append(d.Rows, row)
		}
	}
	p.Data = d
	s.render(w, "checkin", status, p)
}

// postCheckin ticks (present=1) or unticks (present=0) player no.
func (s *Server) postCheckin(w http.ResponseWriter, r *http.Request, l *Link) {
	if s.opts.CheckIn == nil {
		s.fail(w, r, l, http.StatusNotFound, "check-in is not offered by this server")
		return
	}
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, l, http.StatusBadRequest, "unreadable form: "+err.Error())
		return
	}
	no := atoi(r.PostFormValue("no"))
	if no < 1 {
		s.showCheckin(w, l, http.StatusUnprocessableEntity, "", "the form names no player: reload the page 请刷新页面")
		return
	}
	msg, err := s.queueUp(&pending{tick: &tick{user: l.Name, no: no, present: r.PostFormValue("present") != "0"}})
	if err != nil {
		s.showCheckin(w, l, stepStatus(err), "", err.Error())
		return
	}
	s.showCheckin(w, l, http.StatusOK, msg, "")
}

// postCheckinOrg opens (action=open, absent=exclude|forfeit) or closes
// (action=close) the check-in.
func (s *Server) postCheckinOrg(w http.ResponseWriter, r *http.Request, l *Link) {
	if s.opts.CheckIn == nil {
		s.fail(w, r, l, http.StatusNotFound, "check-in is not offered by this server")
		return
	}
	if err := r.ParseForm(); err != nil {
		s.showOrg(w, r, l, http.StatusBadRequest, "", "unreadable form: "+err.Error(), "")
		return
	}
	var c CheckInChange
	switch r.PostFormValue("action") {
	case "open":
		c.Open = r.PostFormValue("absent")
		if c.Open != scoring.CheckInExclude && c.Open != scoring.CheckInForfeit {
			s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", "absent "+strconv.Quote(c.Open)+": choose exclude (left out of the next round) or forfeit (the game of the round paired is lost) 请选择未到者处理方式", "")
			return
		}
	case "close":
		c.Close = true
	default:
		s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", "a check-in is opened or closed (action=open or close)", "")
		return
	}
	msg, err := s.step(func() (string, error) { return s.opts.CheckIn(l.Name, c) })
	if err != nil {
		s.showOrg(w, r, l, stepStatus(err), "", err.Error(), "")
		return
	}
	s.showOrg(w, r, l, http.StatusOK, msg, "", "")
}

// tick is one player ticked present (or unticked) by a link's holder.
type tick struct {
	user    string
	no      int
	present bool
}

// commitTicks saves ticks of one holder that came together as one check-in
// change (one save, one line in the change log, as 'xqt checkin --present
// A --present B' writes), the last tick of a player deciding; every tick
// gets its outcome. When that change is refused for another reason than
// the command line's lock (one bad tick would refuse the others), each
// tick is tried alone.
func (s *Server) commitTicks(group []*pending) []Outcome {
	one := func(t *tick) CheckInChange {
		if t.present {
			return CheckInChange{Present: []int{t.no}}
		}
		return CheckInChange{Absent: []int{t.no}}
	}
	user := group[0].tick.user
	outs := make([]Outcome, len(group))
	if len(group) > 1 {
		last := map[int]bool{}
		var order []int
		for _, p := range group {
			if _, ok := last[p.tick.no]; !ok {
				order = append(order, p.tick.no)
			}
			last[p.tick.no] = p.tick.present
		}
		var c CheckInChange
		for _, no := range order {
			if last[no] {
				c.Present = append(c.Present, no)
			} else {
				c.Absent = append(c.Absent, no)
			}
		}
		msg, err := s.opts.CheckIn(user, c)
		if err == nil || isLocked(err) {
			for i := range outs {
				outs[i] = Outcome{Message: msg, Err: err}
			}
			return outs
		}
	}
	for i, p := range group {
		outs[i].Message, outs[i].Err = s.opts.CheckIn(user, one(p.tick))
	}
	return outs
}
