package html

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
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
	// Boards is the event a team event (pairing.TeamEvent) was made
	// from: the pages list every board of its team matches from it.
	Boards *scoring.Event
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
	after  int            // Options.After
	boards *scoring.Event // Options.Boards
}

// page is one page: its file, the heading in the navigation, its sections.
type page struct {
	file     string
	nav      string // label in the navigation
	group    string // the stage (and group) it belongs to, "" for a one-stage event
	title    string
	sections []section
}

// stageCtx is what the views of one stage need: the stage's context as
// view.Contexts works it out once for every view, with its headings'
// prefix and file names.
type stageCtx struct {
	*view.Context
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

func (sc *stageCtx) final() *tiebreak.Standings { return sc.Final() }

// complete reports whether round k (0-based in the stage) has every result.
func (sc *stageCtx) complete(k int) bool { return sc.Complete(k) }

func newSite(ev *scoring.Event, opt Options) (*site, error) {
	lang, err := view.Language(opt.Lang)
	if err != nil {
		return nil, err
	}
	s := &site{ev: ev, lang: lang, title: view.Title(ev, lang), after: opt.After, boards: opt.Boards}
	ctxs, err := view.Contexts(ev, opt.After)
	if err != nil {
		return nil, err
	}
	for _, c := range ctxs {
		s.stages = append(s.stages, s.stageContext(c))
	}
	s.layout()
	return s, nil
}

// stageContext names the headings and files of one stage, or of one
// group's view of it (a group stage is shown group by group, each group as
// a stage of its own, as the workbook does).
func (s *site) stageContext(c *view.Context) *stageCtx {
	sc := &stageCtx{Context: c, st: c.Stage, players: c.Players, order: c.Order, rounds: c.Rounds, standings: c.Standings, ko: c.KO}
	if c.Several {
		sc.prefix = c.Stage.ID
		if c.Stage.Name != "" {
			sc.prefix = c.Stage.Name
		}
		sc.prefix += " "
		sc.slug = fmt.Sprintf("s%d-", c.StageNo)
	}
	if c.Group != "" {
		sc.prefix += s.groupLabel(c.Group) + " "
		sc.slug += fmt.Sprintf("g%d-", c.GroupNo)
	}
	return sc
}

// groupLabel names a group (view.GroupLabel).
func (s *site) groupLabel(id string) string { return view.GroupLabel(s.lang, id) }

// l picks the label of the site's language.
func (s *site) l(zh, en string) string { return view.L(s.lang, zh, en) }

// name is a player's name in the site's language.
func (s *site) name(no int) string { return view.Name(s.ev, s.lang, no) }

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
		if sc.System.Ranking() == pairing.ByPlaces && !sc.st.Teams {
			p := &page{file: sc.slug + "standings.html", group: strings.TrimSpace(sc.prefix), nav: s.l("名次", "Places"), title: sc.prefix + s.l("名次", "Places")}
			p.sections = append(p.sections, s.systemPlacesSection(sc)) // places.go: a ladder's places
			s.pages = append(s.pages, p)
			continue
		}
		p := &page{file: sc.slug + "standings.html", group: strings.TrimSpace(sc.prefix), nav: s.l("排名", "Standings"), title: sc.prefix + s.l("排名", "Standings")}
		p.sections = append(p.sections, s.standingsSections(sc)...)
		s.pages = append(s.pages, p)
		if sec, ok := s.individualSection(sc); ok {
			p := &page{file: sc.slug + "individual.html", group: strings.TrimSpace(sc.prefix), nav: s.l("个人", "Players"), title: sc.prefix + s.l("个人成绩与台次奖", "Individual results and board prizes")}
			p.sections = append(p.sections, sec)
			s.pages = append(s.pages, p)
		}
		if sec, ok := s.teamRankingSection(sc); ok {
			p := &page{file: sc.slug + "teams.html", group: strings.TrimSpace(sc.prefix), nav: s.l("团体", "Teams"), title: sc.prefix + s.l("团体总分排名", "Team ranking")}
			p.sections = append(p.sections, sec)
			s.pages = append(s.pages, p)
		}
		views := sc.System.Views()
		if views.Has(pairing.ViewCrosstable) {
			p := &page{file: sc.slug + "crosstable.html", group: strings.TrimSpace(sc.prefix), nav: s.l("循环表", "Crosstable"), title: sc.prefix + s.l("循环赛成绩表", "Crosstable")}
			p.sections = append(p.sections, s.crosstableSection(sc))
			s.pages = append(s.pages, p)
		}
		if views.Has(pairing.ViewGrid) {
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
func lastRound(sc *stageCtx) int { return sc.LastRound() }
