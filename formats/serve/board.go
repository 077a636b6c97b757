package serve

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/xiangqi-org/xqt/formats/print"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// board is the board page's data: the board, and for a knockout match of
// several games an entry per game, as 'xqt result … --game N' takes them.
type board struct {
	Row     row
	Buttons any
	// Match is, in a team round, the team match of this board: its page
	// (/match/N) enters the boards.
	Match int
	// Games are the games of a knockout match, entered one by one; the
	// last may be a tie-break game not yet played. Nil for a single game.
	Games  []gameSlot
	Score  string // the game points so far, red's first: 1½:½
	Winner string
}

// gameSlot is one game of a match on the board page.
type gameSlot struct {
	N          int
	Kind       string // 加赛 rapid …, "" for a regular game
	Red, Black string // this game's colours
	Result     string
	// Chooser, for an armageddon game still to enter, is the player who
	// picks the colours: Red and Black are the default (the chooser took
	// black), Swapped the colours when the chooser took red, entered with
	// red=ChooserNo (xqt result … --red).
	Chooser   string
	ChooserNo int
	Swapped   [2]string
}

// boardData is the board page's data for row rw of round r: a knockout
// match lists its games from formats/view (view.Match), with a slot for a
// tie-break game while the match is level.
func boardData(ev *scoring.Event, r *scoring.Round, rw row) board {
	b := board{Row: rw, Buttons: Buttons}
	if len(r.Matches) > 0 {
		for _, g := range r.Games {
			if g.Board == rw.Board {
				b.Match = g.Match
			}
		}
		return b
	}
	m, ok := roundMatches(ev, r)[rw.Board]
	// The games entered: the view lists none for a match of one regular
	// game, but one drawn (the match undecided) goes on to its tie-break
	// game.
	games := m.Games
	for _, g := range r.Games {
		if games == nil && m.Winner == 0 && g.Board == rw.Board && len(g.Games) > 0 {
			games = g.Games
		}
	}
	if !ok || !m.Knockout() || (m.Regular <= 1 && len(games) == 0 && (m.Result == scoring.NoResult || m.Winner > 0)) {
		return b
	}
	slots := max(m.Regular, len(games))
	if m.Winner == 0 && len(games) >= slots && (len(games) > 0 || m.Result != scoring.NoResult) {
		slots++ // level after the games so far: a tie-break game
	}
	for i := 0; i < slots; i++ {
		s := gameSlot{N: i + 1}
		red, black := m.Red, m.Black
		if i%2 == 1 {
			red, black = black, red
		}
		if i < len(games) {
			mg := games[i]
			if mg.Red == m.Black {
				red, black = m.Black, m.Red
			} else {
				red, black = m.Red, m.Black
			}
			s.Result = view.ResultText("zh", mg.Result) + " " + mg.Result.String()
			if i >= m.Regular || mg.Kind != "" {
				s.Kind = view.GameKind("zh", mg.Kind) + " " + view.GameKind("en", mg.Kind)
			}
		} else if nx := m.Next; nx != nil && nx.Number == i+1 {
			// the game the format says comes next: its kind and colours
			if nx.Kind != "" {
				s.Kind = view.GameKind("zh", nx.Kind) + " " + view.GameKind("en", nx.Kind)
			} else if i >= m.Regular {
				s.Kind = "加赛 tie-break"
			}
			if nx.Red != 0 {
				red, black = nx.Red, nx.Black
			} else if nx.Chooser != 0 {
				red, black = m.Red, m.Black
				if nx.Chooser == m.Red {
					red, black = m.Black, m.Red
				}
				s.Chooser, s.ChooserNo = view.Name(ev, "zh", nx.Chooser), nx.Chooser
				s.Swapped = [2]string{view.Name(ev, "zh", black), view.Name(ev, "zh", red)}
			}
		} else if i >= m.Regular {
			s.Kind = "加赛 tie-break"
		}
		s.Red, s.Black = view.Name(ev, "zh", red), view.Name(ev, "zh", black)
		b.Games = append(b.Games, s)
	}
	if m.Winner > 0 {
		b.Winner = view.Name(ev, "zh", m.Winner)
	}
	if m.Multi() {
		b.Score = m.Score()
	}
	return b
}

// teamMatch is the team match page's data: the two teams, the score, and
// every board with its own buttons.
type teamMatch struct {
	Number     int
	Red, Black string
	Score      string
	Boards     []teamBoard
	Mine       bool // the link may enter this match's boards
	Buttons    any
}

type teamBoard struct {
	TeamBoard, Table int
	Red, Black       string
	Result           string
}

func (s *Server) matchPage(w http.ResponseWriter, r *http.Request, l *Link) {
	s.showMatch(w, l, atoi(r.PathValue("n")), http.StatusOK, "", "")
}

func (s *Server) showMatch(w http.ResponseWriter, l *Link, n, status int, msg, errText string) {
	p, ok := s.roundPage(w, l, "团体赛 match", msg, errText)
	if !ok {
		return
	}
	ev := p.Event
	for _, tm := range view.TeamMatches(ev, p.Round) {
		if tm.Number != n {
			continue
		}
		d := teamMatch{Number: n, Red: view.TeamName(ev, tm.Red), Black: view.TeamName(ev, tm.Black), Score: tm.ScoreText("zh"), Mine: l.mayEnterOn(p.Round.Number, n), Buttons: Buttons}
		if d.Score == "" { // boards still open: the game points so far
			d.Score = tm.Points[0].String() + ":" + tm.Points[1].String()
		}
		for _, b := range tm.Boards {
			d.Boards = append(d.Boards, teamBoard{TeamBoard: b.TeamBoard, Table: b.Board, Red: view.Name(ev, "zh", b.Red), Black: view.Name(ev, "zh", b.Black), Result: resultLabel(b.Result)})
		}
		p.Data = d
		s.render(w, "match", status, p)
		return
	}
	if p.Error == "" {
		p.Error = "the current round has no such team match 本轮无此场次"
		status = http.StatusNotFound
	}
	s.render(w, "message", status, p)
}

// postMatch enters one board of a team match of the current round (the
// form's tb), as 'xqt result FILE ROUND MATCH RESULT --board TB'; a
// results link's range counts matches in a team round.
func (s *Server) postMatch(w http.ResponseWriter, r *http.Request, l *Link) {
	n := atoi(r.PathValue("n"))
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, l, http.StatusBadRequest, "unreadable form: "+err.Error())
		return
	}
	ev, _, _ := s.current()
	round, tb := atoi(r.PostFormValue("round")), atoi(r.PostFormValue("tb"))
	switch {
	case ev == nil || round < 1 || tb < 1:
		s.showMatch(w, l, n, http.StatusUnprocessableEntity, "", "the form names no round or board: reload the page 请刷新页面")
		return
	case !l.mayEnterOn(round, n):
		s.fail(w, r, l, http.StatusForbidden, "this link does not enter match "+strconv.Itoa(n)+" of round "+strconv.Itoa(round)+" (it enters "+l.Boards()+") 此链接不能录入该场")
		return
	case round != len(ev.Rounds) && l.Role != Organiser:
		s.showMatch(w, l, n, http.StatusForbidden, "", "round "+strconv.Itoa(round)+" is not the current round: a correction needs the organiser 非本轮成绩须由编排长更正")
		return
	}
	msg, err := s.enter(Entry{Round: round, Board: n, TeamBoard: tb, Result: r.PostFormValue("result"), User: l.Name, Override: l.Role == Organiser})
	status, msg, errText := answer(msg, err)
	s.showMatch(w, l, n, status, msg, errText)
}

// answer is an entry's outcome as a page shows it: the status, the
// message or the error.
func answer(msg string, err error) (int, string, string) {
	var ce *ConflictError
	switch {
	case err == nil:
		return http.StatusOK, msg, ""
	case errors.Is(err, ErrSame):
		return http.StatusOK, "already entered, nothing changed 已录入，未改动", ""
	case errors.As(err, &ce):
		return http.StatusConflict, "", ce.Error()
	case isLocked(err):
		return http.StatusServiceUnavailable, "", err.Error()
	}
	return http.StatusUnprocessableEntity, "", err.Error()
}

// AddBoardLink makes a one-board link: it enters only board board of
// round round (with match, team match board of a team round), as a
// results link of that one board, and stops at the next round. The result
// slips carry one each.
func (s *Server) AddBoardLink(name string, round, board int, match bool) (*Link, string, error) {
	if round < 1 || board < 1 {
		return nil, "", fmt.Errorf("a one-board link needs a round and a board, got %d and %d", round, board)
	}
	l, secret, err := s.addLink(name, Results, board, board, round, match)
	if err != nil {
		return nil, "", err
	}
	s.mu.Lock()
	c := *l
	s.mu.Unlock()
	return &c, secret, nil
}

// postSlips makes the result slips 对局记录表 of a round (the form's round,
// default the current one) with a QR code on each: a new one-board link
// of that board, so a player or a board arbiter scans it at the table and
// enters the result there. The answer is the printable document itself
// (formats/print, as 'xqt print FILE slips' writes it), to print from the
// browser; printing again makes new links and the old ones keep working
// until revoked.
func (s *Server) postSlips(w http.ResponseWriter, r *http.Request, l *Link) {
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, l, http.StatusBadRequest, "unreadable form: "+err.Error())
		return
	}
	ev, _, err := s.current()
	if ev == nil || len(ev.Rounds) == 0 {
		msg := "no round is paired yet 尚未编排"
		if err != nil {
			msg = err.Error()
		}
		s.showOrg(w, r, l, http.StatusNotFound, "", msg, "")
		return
	}
	round := atoi(r.PostFormValue("round"))
	if round == 0 {
		round = len(ev.Rounds)
	}
	if round > len(ev.Rounds) {
		s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", fmt.Sprintf("round %d is not paired: the rounds are 1 to %d 该轮尚未编排", round, len(ev.Rounds)), "")
		return
	}
	rd := &ev.Rounds[round-1]
	var boards []int
	if len(rd.Matches) > 0 {
		for _, m := range rd.Matches {
			boards = append(boards, m.Number)
		}
	} else {
		for _, g := range rd.Games {
			boards = append(boards, g.Board)
		}
	}
	links := map[int]string{}
	var made []string
	for _, b := range boards {
		nl, secret, err := s.AddBoardLink(fmt.Sprintf("对局记录表 slip %d/%d", round, b), round, b, len(rd.Matches) > 0)
		if err != nil {
			s.revokeAll(made)
			s.showOrg(w, r, l, http.StatusInternalServerError, "", err.Error(), "")
			return
		}
		made = append(made, nl.ID)
		links[b] = baseURL(r) + "/k/" + secret
	}
	doc, err := print.Document(ev, print.KindSlips, print.Options{Round: round, Lang: r.PostFormValue("lang"), SlipLink: func(_, b int) string { return links[b] }})
	if err != nil {
		s.revokeAll(made)
		s.showOrg(w, r, l, http.StatusUnprocessableEntity, "", err.Error(), "")
		return
	}
	// The document carries its own style sheet, inline; nothing else.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(doc)
}

func (s *Server) revokeAll(ids []string) {
	for _, id := range ids {
		_, _ = s.Revoke(id) // links of a failed print: nobody holds their secrets
	}
}
