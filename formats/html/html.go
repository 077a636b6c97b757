package html

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// Options says how to write the pages.
type Options struct {
	// Lang is "zh" (default) or "en".
	Lang string
	// After limits the pages to the rounds numbered up to After (0: all).
	After int
}

// Page is one file of the site.
type Page struct {
	Name string // file name: index.html, round-1.html, standings.html ...
	Body []byte
}

// Site returns the pages of the event, index.html first: the event and
// its latest standings, then one page per round's pairings, the standings
// after each complete round, and the crosstable, grid or bracket of each
// stage. Every page links to every other.
func Site(ev *scoring.Event, opt Options) ([]Page, error) {
	s, err := newSite(ev, opt)
	if err != nil {
		return nil, err
	}
	var out []Page
	for _, p := range s.pages {
		var buf bytes.Buffer
		if err := s.render(&buf, p, false); err != nil {
			return nil, err
		}
		out = append(out, Page{Name: p.file, Body: buf.Bytes()})
	}
	return out, nil
}

// Single returns every view in one page, with links to its sections.
func Single(ev *scoring.Event, opt Options) ([]byte, error) {
	s, err := newSite(ev, opt)
	if err != nil {
		return nil, err
	}
	all := &page{file: "", title: s.title}
	for _, p := range s.pages {
		all.sections = append(all.sections, p.sections...)
	}
	var buf bytes.Buffer
	if err := s.render(&buf, all, true); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// site is the pages being laid out.
type site struct {
	ev     *scoring.Event
	lang   string
	title  string
	stages []*stageCtx
	pages  []*page
	after  int // Options.After
}

// page is one page: its file, the heading in the navigation, its sections.
type page struct {
	file     string
	nav      string // label in the navigation
	group    string // the stage (and group) it belongs to, "" for a one-stage event
	title    string
	sections []section
}

// stageCtx is what the views of one stage need.
type stageCtx struct {
	st      *scoring.Stage
	prefix  string // "" for a one-stage event, else the stage's name and a space
	slug    string // file name prefix, "" for a one-stage event
	players []scoring.Player
	order   []int // table order (round robin)
	rounds  []scoring.Round
	// standings[k] after the first k rounds of the stage.
	standings []*tiebreak.Standings
	ko        *knockout.State
}

func (sc *stageCtx) final() *tiebreak.Standings { return sc.standings[len(sc.standings)-1] }

// complete reports whether round k (0-based in the stage) has every result.
func (sc *stageCtx) complete(k int) bool {
	for _, rec := range sc.standings[k+1].Records {
		if rec.Entries[k].Kind == scoring.KindPending {
			return false
		}
	}
	return true
}

func newSite(ev *scoring.Event, opt Options) (*site, error) {
	switch opt.Lang {
	case "":
		opt.Lang = "zh"
	case "zh", "en":
	default:
		return nil, fmt.Errorf("language %q: use zh or en", opt.Lang)
	}
	s := &site{ev: ev, lang: opt.Lang, title: ev.Name, after: opt.After}
	if opt.Lang == "en" && ev.NameEn != "" {
		s.title = ev.NameEn
	}
	cut := ev
	if opt.After > 0 {
		c := *ev
		c.Rounds = nil
		for _, r := range ev.Rounds {
			if r.Number <= opt.After {
				c.Rounds = append(c.Rounds, r)
			}
		}
		cut = &c
	}
	stages := ev.Stages
	if len(stages) == 0 {
		stages = []scoring.Stage{{System: scoring.Swiss}}
	}
	for i := range stages {
		st := &stages[i]
		// A group stage is shown group by group, each group as a stage of
		// its own (scoring.Event.GroupView), as the workbook does.
		views, groupRounds, groups := []*scoring.Stage{st}, [][]scoring.Round{nil}, []string{""}
		if len(st.Groups) > 0 {
			views, groupRounds, groups = nil, nil, nil
			for j := range st.Groups {
				v, rs := cut.GroupView(st, &st.Groups[j])
				views, groupRounds, groups = append(views, &v), append(groupRounds, rs), append(groups, st.Groups[j].ID)
			}
		}
		for j, view := range views {
			sc, err := s.stageContext(cut, view, groupRounds[j], groups[j], len(stages) > 1, fmt.Sprintf("s%d", i+1), j)
			if err != nil {
				return nil, err
			}
			s.stages = append(s.stages, sc)
		}
	}
	s.layout()
	return s, nil
}

// stageContext works out one stage, or one group's view of it (group
// not ""), from the event cut at Options.After.
func (s *site) stageContext(ev *scoring.Event, st *scoring.Stage, groupRounds []scoring.Round, group string, several bool, slug string, j int) (*stageCtx, error) {
	sc := &stageCtx{st: st}
	if several {
		sc.prefix = st.ID
		if st.Name != "" {
			sc.prefix = st.Name
		}
		sc.prefix += " "
		sc.slug = slug + "-"
	}
	if group != "" {
		sc.prefix += s.groupLabel(group) + " "
		sc.slug += fmt.Sprintf("g%d-", j+1)
	}
	if len(st.Players) == 0 {
		sc.players = append(sc.players, ev.Players...)
	} else {
		for _, no := range st.Players {
			if p := ev.Player(no); p != nil {
				sc.players = append(sc.players, *p)
			}
		}
	}
	sort.SliceStable(sc.players, func(i, j int) bool { return sc.players[i].No < sc.players[j].No })
	if len(st.Order) == len(sc.players) && len(st.Order) > 0 {
		sc.order = st.Order
	} else {
		for _, p := range sc.players {
			sc.order = append(sc.order, p.No)
		}
	}
	source := ev.Rounds
	if group != "" {
		source = groupRounds
	}
	for _, r := range source {
		if r.Stage == st.ID || len(ev.Stages) == 0 {
			if group != "" && len(r.Games)+len(r.Byes)+len(r.HalfByes) == 0 {
				continue // the group's table ran out before a bigger group's
			}
			sc.rounds = append(sc.rounds, r)
		}
	}
	if st.System == scoring.Knockout {
		ks, err := knockout.Resolve(ev, st)
		if err != nil {
			return nil, fmt.Errorf("stage %s: %w", st.ID, err)
		}
		sc.ko = ks
	}
	for k := 0; k <= len(sc.rounds); k++ {
		t, err := tiebreak.Compute(tiebreak.StageInput(s.ev, st, sc.rounds[:k]))
		if err != nil {
			return nil, fmt.Errorf("stage %s: standings after %d rounds: %w", st.ID, k, err)
		}
		sc.standings = append(sc.standings, t)
	}
	return sc, nil
}

// groupLabel names a group: "A组" in Chinese, "group A" in English; a
// section's own name ("女子组") as it is.
func (s *site) groupLabel(id string) string {
	for _, r := range id {
		if r >= 128 {
			return id
		}
	}
	return s.l(id+"组", "group "+id)
}

// l picks the label of the site's language.
func (s *site) l(zh, en string) string {
	if s.lang == "en" {
		return en
	}
	return zh
}

// name is a player's name in the site's language.
func (s *site) name(no int) string {
	p := s.ev.Player(no)
	if p == nil {
		return fmt.Sprintf("#%d", no)
	}
	if s.lang == "en" && p.NameEn != "" {
		return p.NameEn
	}
	return p.Name
}

func (s *site) club(no int) string {
	if p := s.ev.Player(no); p != nil {
		return p.Club
	}
	return ""
}

// layout makes the pages: the index, then per stage its rounds, its
// standings and its table.
func (s *site) layout() {
	index := &page{file: "index.html", nav: s.l("赛况", "Event"), title: s.title}
	index.sections = append(index.sections, s.eventSection())
	s.pages = append(s.pages, index)
	for _, sc := range s.stages {
		for k, r := range sc.rounds {
			p := &page{
				file:  fmt.Sprintf("%sround-%d.html", sc.slug, r.Number),
				group: strings.TrimSpace(sc.prefix), nav: s.l(fmt.Sprintf("第%d轮", r.Number), fmt.Sprintf("R%d", r.Number)),
				title: sc.prefix + s.l(fmt.Sprintf("第%d轮对阵", r.Number), fmt.Sprintf("Round %d pairings", r.Number)),
			}
			p.sections = append(p.sections, s.pairingsSection(sc, k, r))
			s.pages = append(s.pages, p)
		}
		if len(sc.rounds) == 0 {
			continue
		}
		if sc.ko != nil {
			p := &page{file: sc.slug + "bracket.html", group: strings.TrimSpace(sc.prefix), nav: s.l("对阵图", "Bracket"), title: sc.prefix + s.l("对阵图", "Bracket")}
			p.sections = append(p.sections, s.bracketSection(sc))
			s.pages = append(s.pages, p)
			p = &page{file: sc.slug + "standings.html", group: strings.TrimSpace(sc.prefix), nav: s.l("名次", "Places"), title: sc.prefix + s.l("名次", "Places")}
			p.sections = append(p.sections, s.placesSection(sc))
			s.pages = append(s.pages, p)
			continue
		}
		p := &page{file: sc.slug + "standings.html", group: strings.TrimSpace(sc.prefix), nav: s.l("排名", "Standings"), title: sc.prefix + s.l("排名", "Standings")}
		p.sections = append(p.sections, s.standingsSections(sc)...)
		s.pages = append(s.pages, p)
		switch sc.st.System {
		case scoring.RoundRobin:
			p := &page{file: sc.slug + "crosstable.html", group: strings.TrimSpace(sc.prefix), nav: s.l("循环表", "Crosstable"), title: sc.prefix + s.l("循环赛成绩表", "Crosstable")}
			p.sections = append(p.sections, s.crosstableSection(sc))
			s.pages = append(s.pages, p)
		case scoring.Swiss:
			p := &page{file: sc.slug + "grid.html", group: strings.TrimSpace(sc.prefix), nav: s.l("成绩表", "Grid"), title: sc.prefix + s.l("成绩表", "Results by round")}
			p.sections = append(p.sections, s.gridSection(sc))
			s.pages = append(s.pages, p)
		}
	}
	if sec, ok := s.finalSection(); ok {
		p := &page{file: "final.html", nav: s.l("最终名次", "Final places"), title: s.l("最终名次", "Final places")}
		p.sections = append(p.sections, sec)
		s.pages = append(s.pages, p)
		index.sections[0].Links = append(index.sections[0].Links, link{Href: p.file, Text: p.title})
	}
	// The index links to the latest of each stage: its last round, its
	// standings or places, its table.
	for _, sc := range s.stages {
		for _, p := range s.pages[1:] {
			if strings.HasPrefix(p.file, sc.slug) && (p.file == fmt.Sprintf("%sround-%d.html", sc.slug, lastRound(sc)) || !strings.Contains(p.file, "round-")) {
				index.sections[0].Links = append(index.sections[0].Links, link{Href: p.file, Text: p.title})
			}
		}
	}
	// Section ids for the one-page form and the anchors.
	for i, p := range s.pages {
		for j := range p.sections {
			if p.sections[j].ID == "" {
				p.sections[j].ID = fmt.Sprintf("p%d-%d", i, j)
			}
		}
	}
}

// lastRound is the number of the stage's last round, 0 before any.
func lastRound(sc *stageCtx) int {
	if len(sc.rounds) == 0 {
		return 0
	}
	return sc.rounds[len(sc.rounds)-1].Number
}
