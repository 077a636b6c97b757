package serve

import (
	"fmt"
	"html/template"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// The panels a hall screen shows, in the order it pages through them
// (?show= picks some: ?show=board,standings).
var screenPanels = []string{"board", "name", "standings", "bracket"}

// cell is one cell of a screen table.
type cell struct {
	Text  string
	Class string // num, red, black, strong, result, sub
	Key   string // a result cell's key, so the page marks a result that just came in
	Small string // a start number after a name, in smaller type
}

// panel is one page of a hall screen: a table (pairings, standings) or a
// bracket, with its heading.
type panel struct {
	ID      string
	Heading string
	Head    []string
	Rows    [][]cell
	Bracket []bracketCol
	Note    string
}

type bracketCol struct {
	Title   string
	Matches []bracketMatch
}

type bracketMatch struct {
	Seats [2]bracketSeat
	Where string
}

type bracketSeat struct {
	Name, Score string
	Won         bool
}

// screenData is the hall screen's data.
type screenData struct {
	Lang   string       // the page's language
	Other  template.URL // this screen's address in the other language
	Title  string
	Panels []panel
	Empty  string
}

// screen is the hall screen: the current round's pairings by board and by
// name with the results as they come in, the standings after the last
// complete round, the bracket of a knockout. Every fact comes from
// formats/view, as the workbook and the results pages take them.
func (s *Server) screen(w http.ResponseWriter, r *http.Request, l *Link) {
	ev, ver, err := s.current()
	lang := s.opts.Lang
	if q := r.URL.Query().Get("lang"); q == "en" || q == "zh" {
		lang = q
	}
	if lang != "en" {
		lang = "zh"
	}
	p := page{Title: view.L(lang, "对阵", "Pairings"), Link: l, Event: ev, Version: ver}
	if err != nil {
		p.Error = err.Error()
	}
	d := screenData{Lang: lang, Other: otherLang(r, lang)}
	if ev != nil {
		d.Title = view.Title(ev, lang)
		if len(ev.Rounds) > 0 {
			p.Round = &ev.Rounds[len(ev.Rounds)-1]
		}
		panels, perr := s.screens.get(ev, lang, func() ([]panel, error) { return screenPanelsOf(ev, p.Round, lang) })
		if perr != nil && p.Error == "" {
			p.Error = perr.Error()
		}
		show := r.URL.Query().Get("show")
		for _, pn := range panels {
			if show == "" || slices.Contains(strings.Split(show, ","), pn.ID) {
				d.Panels = append(d.Panels, pn)
			}
		}
	}
	if len(d.Panels) == 0 {
		d.Empty = view.L(lang, "尚未编排", "No round is paired yet")
	}
	p.Data = d
	s.render(w, "screen", http.StatusOK, p)
}

// screenCache keeps the panels of the event as last read, one set per
// language: every screen in the hall asks again at each change of the file,
// and the standings behind the panels are worked out once for them all.
type screenCache struct {
	mu     sync.Mutex
	ev     *scoring.Event // the event the panels are of (current() reads a new one at each change)
	panels map[string][]panel
	errs   map[string]error
}

func (c *screenCache) get(ev *scoring.Event, lang string, make func() ([]panel, error)) ([]panel, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ev != ev {
		c.ev, c.panels, c.errs = ev, map[string][]panel{}, map[string]error{}
	}
	if p, ok := c.panels[lang]; ok {
		return p, c.errs[lang]
	}
	p, err := make()
	c.panels[lang], c.errs[lang] = p, err
	return p, err
}

// otherLang is the screen's query string in the other language, for the
// language link.
func otherLang(r *http.Request, lang string) template.URL {
	q := r.URL.Query()
	if lang == "zh" {
		q.Set("lang", "en")
	} else {
		q.Set("lang", "zh")
	}
	return template.URL("?" + q.Encode())
}

// screenPanelsOf works the panels out of the event through formats/view.
func screenPanelsOf(ev *scoring.Event, cur *scoring.Round, lang string) ([]panel, error) {
	var out []panel
	if cur != nil {
		out = append(out, pairingsByBoard(ev, cur, lang), pairingsByName(ev, cur, lang))
	}
	ctxs, err := view.Contexts(ev, 0)
	if err != nil {
		return out, err
	}
	stageID := ""
	if cur != nil {
		stageID = cur.Stage
	}
	for _, c := range ctxs {
		if c.Stage.ID != stageID && len(ctxs) > 1 {
			continue // the stage being played
		}
		if c.KO != nil {
			if b := bracketPanel(ev, c, lang); len(b.Bracket) > 0 {
				out = append(out, b)
			}
			continue
		}
		if sp, ok := standingsPanel(ev, c, lang); ok {
			out = append(out, sp)
		}
	}
	return out, nil
}

func roundHeading(ev *scoring.Event, r *scoring.Round, lang, zh, en string) string {
	h := view.L(lang, fmt.Sprintf("第%d轮%s", r.Number, zh), fmt.Sprintf("Round %d %s", r.Number, en))
	if len(ev.Stages) > 1 {
		h = view.StageName(ev, r.Stage) + " " + h
	}
	return h
}

// roundMatches are the boards of round r as the views show them
// (view.Context.Matches: a knockout match's games and winner), or nil
// when the round's context is not found.
func roundMatches(ev *scoring.Event, r *scoring.Round) map[int]view.Match {
	ctxs, err := view.Contexts(ev, r.Number)
	if err != nil {
		return nil
	}
	out := map[int]view.Match{}
	for _, c := range ctxs {
		for k := range c.Rounds {
			if c.Rounds[k].Number == r.Number {
				for _, m := range c.Matches(ev, k) {
					out[m.Board] = m
				}
			}
		}
	}
	return out
}

// resultCell is a board's result as the screen shows it: the score sheet's
// words (红胜, 1-0), a match of several games by its game points and its
// winner.
func resultCell(ev *scoring.Event, lang string, g scoring.Game, m view.Match, ok bool) cell {
	c := cell{Class: "result", Key: strconv.Itoa(g.Board)}
	switch {
	case ok && m.Multi():
		c.Text = m.Score()
		if m.Winner > 0 {
			c.Text += " " + view.L(lang, "胜者 ", "winner ") + view.Name(ev, lang, m.Winner)
		}
	case g.Result != scoring.NoResult:
		c.Text = view.ResultText(lang, g.Result)
	case ok && m.HasImplied:
		c.Text = view.ResultText(lang, m.Implied)
	}
	return c
}

func pairingsByBoard(ev *scoring.Event, r *scoring.Round, lang string) panel {
	p := panel{ID: "board", Heading: roundHeading(ev, r, lang, "对阵（按台次）", "pairings by board"),
		Head: []string{view.L(lang, "台", "Bd"), view.L(lang, "红方", "Red"), view.L(lang, "结果", "Result"), view.L(lang, "黑方", "Black")}}
	player := func(no int, class string) cell {
		return cell{Text: view.Name(ev, lang, no), Small: strconv.Itoa(no), Class: class}
	}
	if tms := view.TeamMatches(ev, r); tms != nil {
		for _, tm := range tms {
			p.Rows = append(p.Rows, []cell{
				{Text: view.L(lang, fmt.Sprintf("第%d场", tm.Number), fmt.Sprintf("M%d", tm.Number)), Class: "num strong"},
				{Text: view.TeamName(ev, tm.Red), Class: "strong"},
				{Text: tm.ScoreText(lang), Class: "result strong", Key: "m" + strconv.Itoa(tm.Number)},
				{Text: view.TeamName(ev, tm.Black), Class: "strong"}})
			for _, b := range tm.Boards {
				g := scoring.Game{Board: b.Board, Result: b.Result}
				p.Rows = append(p.Rows, []cell{{Text: strconv.Itoa(b.Board), Class: "num sub"}, player(b.Red, "red sub"), resultCell(ev, lang, g, b, true), player(b.Black, "black sub")})
			}
		}
		return p
	}
	ms := roundMatches(ev, r)
	for _, g := range r.Games {
		m, ok := ms[g.Board]
		p.Rows = append(p.Rows, []cell{{Text: strconv.Itoa(g.Board), Class: "num strong"}, player(g.Red, "red"), resultCell(ev, lang, g, m, ok), player(g.Black, "black")})
	}
	for _, no := range r.Byes {
		p.Rows = append(p.Rows, []cell{{}, player(no, ""), {Text: view.Term(view.TermBye, lang)}, {}})
	}
	return p
}

// pairingsByName lists every player of the round in name order (pinyin
// for Chinese, the same collation for English names) with board, colour
// and opponent, so a player finds their table.
func pairingsByName(ev *scoring.Event, r *scoring.Round, lang string) panel {
	p := panel{ID: "name", Heading: roundHeading(ev, r, lang, "对阵（按姓名）", "pairings by name"),
		Head: []string{view.L(lang, "姓名", "Name"), view.L(lang, "台", "Bd"), view.L(lang, "执", "Colour"), view.L(lang, "对手", "Opponent")}}
	type seat struct {
		no, opp, board int
		side           string
	}
	var seats []seat
	for _, g := range r.Games {
		seats = append(seats, seat{g.Red, g.Black, g.Board, view.L(lang, "红", "red")}, seat{g.Black, g.Red, g.Board, view.L(lang, "黑", "black")})
	}
	for _, no := range r.Byes {
		seats = append(seats, seat{no: no, side: view.Term(view.TermBye, lang)})
	}
	col := collate.New(language.Chinese)
	slices.SortStableFunc(seats, func(a, b seat) int {
		if c := col.CompareString(view.Name(ev, lang, a.no), view.Name(ev, lang, b.no)); c != 0 {
			return c
		}
		return a.no - b.no
	})
	for _, s := range seats {
		board, opp := "", ""
		if s.board > 0 {
			board = strconv.Itoa(s.board)
			opp = view.Name(ev, lang, s.opp)
		}
		class := "red"
		if s.side == view.L(lang, "黑", "black") {
			class = "black"
		}
		p.Rows = append(p.Rows, []cell{{Text: view.Name(ev, lang, s.no), Class: "strong"}, {Text: board, Class: "num strong"}, {Text: s.side, Class: class}, {Text: opp}})
	}
	return p
}

// standingsPanel is the standings of context c after its last complete
// round (view.Context.Complete), as computed for the workbook and pages;
// false before any round is complete.
func standingsPanel(ev *scoring.Event, c *view.Context, lang string) (panel, bool) {
	k := -1
	for i := range c.Rounds {
		if c.Complete(i) {
			k = i
		} else {
			break
		}
	}
	if k < 0 {
		return panel{}, false
	}
	st := c.Standings[k+1]
	h := view.L(lang, fmt.Sprintf("第%d轮后排名", c.Rounds[k].Number), fmt.Sprintf("Standings after round %d", c.Rounds[k].Number))
	if c.Group != "" {
		h = view.GroupLabel(lang, c.Group) + " " + h
	} else if c.Several {
		h = view.StageName(ev, c.Stage.ID) + " " + h
	}
	p := panel{ID: "standings", Heading: h, Head: []string{view.L(lang, "名次", "Pl."), view.L(lang, "姓名", "Name"), view.L(lang, "积分", "Pts")}}
	if c.Stage.Teams {
		p.Head[1], p.Head[2] = view.L(lang, "队名", "Team"), view.L(lang, "场分", "MP")
	}
	for _, cr := range st.Criteria {
		p.Head = append(p.Head, view.L(lang, cr.Zh, cr.Code))
	}
	for i, row := range st.Rows {
		place := strconv.Itoa(row.Place)
		if row.Shared {
			place = view.L(lang, "并列"+place, place+"=")
		}
		who := view.Name(ev, lang, row.No)
		if c.Stage.Teams {
			who = view.TeamName(ev, row.No)
		}
		cells := []cell{{Text: place, Class: "num strong"}, {Text: who, Class: "strong"}, {Text: row.Points.String(), Class: "num strong"}}
		for j, v := range row.Values {
			t := ""
			if view.Needed(st, i, j) {
				t = v.String()
			}
			cells = append(cells, cell{Text: t, Class: "num"})
		}
		p.Rows = append(p.Rows, cells)
	}
	return p, true
}

// bracketPanel is a knockout's bracket: a column per round of the main
// bracket, then the final and the matches off it, each match with both
// seats, the match score and the winner marked.
func bracketPanel(ev *scoring.Event, c *view.Context, lang string) panel {
	ks := c.KO
	p := panel{ID: "bracket", Heading: view.L(lang, "对阵图", "Bracket")}
	if c.Several {
		p.Heading = view.StageName(ev, c.Stage.ID) + " " + p.Heading
	}
	type key struct {
		section string
		col     int
	}
	var order []key
	cols := map[key]*bracketCol{}
	for i := range ks.Matches {
		m := &ks.Matches[i]
		if m.Skipped {
			continue
		}
		k := key{m.Section, m.Column}
		switch {
		case m.Final:
			k = key{"final", 0}
		case m.Section != "main" && m.Section != "winners":
			k = key{m.Section + "/" + m.ID, 0}
		}
		col := cols[k]
		if col == nil {
			col = &bracketCol{Title: view.RoundTitle(lang, ks, m, true)}
			cols[k] = col
			order = append(order, k)
		}
		var bm bracketMatch
		score := [2]string{}
		if m.Game != nil && m.Game.Result != scoring.NoResult {
			vm := c.NewMatch(ev, -1, *m.Game, m.Format, ks, m.Round)
			if vm.Multi() {
				a, b, _ := strings.Cut(vm.Score(), ":")
				score = [2]string{a, b}
			} else if !vm.ByResult {
				res := m.Game.Result
				if m.Game.Red != m.Players[0] {
					res = view.Flip(res)
				}
				score = resultHalves(res)
			}
			if m.Game.Red != m.Players[0] && vm.Multi() {
				score = [2]string{score[1], score[0]}
			}
		}
		for j, no := range m.Players {
			name := "—"
			switch {
			case no == -1: // knockout.Bye
				name = view.Term(view.TermBye, lang)
			case no > 0:
				name = view.Name(ev, lang, no)
			}
			bm.Seats[j] = bracketSeat{Name: name, Score: score[j], Won: m.Winner > 0 && m.Winner == no}
		}
		col.Matches = append(col.Matches, bm)
	}
	slices.SortStableFunc(order, func(a, b key) int { return view.SectionOrder(a.section) - view.SectionOrder(b.section) })
	for _, k := range order {
		p.Bracket = append(p.Bracket, *cols[k])
	}
	if ks.Champion > 0 {
		p.Note = view.L(lang, "冠军：", "Champion: ") + view.Name(ev, lang, ks.Champion)
	}
	return p
}

// resultHalves is a single game's result as the two seats' scores, the
// first seat red: 1 0, ½ ½, + -.
func resultHalves(r scoring.Result) [2]string {
	switch r {
	case scoring.RedWins:
		return [2]string{"1", "0"}
	case scoring.BlackWins:
		return [2]string{"0", "1"}
	case scoring.Draw:
		return [2]string{"½", "½"}
	case scoring.RedForfeit: // +-: red wins without play
		return [2]string{"+", "-"}
	case scoring.BlackForfeit:
		return [2]string{"-", "+"}
	case scoring.DoubleForfeit:
		return [2]string{"-", "-"}
	}
	return [2]string{}
}
