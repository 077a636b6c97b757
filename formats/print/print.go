package print

import (
	"fmt"
	"html"
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
)

// The kinds of document, as 'xqt print' names them.
const (
	KindSlips        = "slips"        // 对局记录表
	KindCards        = "cards"        // 台号卡
	KindNames        = "names"        // 对阵表（按姓名）
	KindPrizes       = "prizes"       // 获奖名单
	KindCertificates = "certificates" // 奖状
	KindTitles       = "titles"       // 达标名单
	KindRatings      = "ratings"      // 等级分变化
)

// Kinds lists the kinds of document in the order help texts name them.
var Kinds = []string{KindSlips, KindCards, KindNames, KindPrizes, KindCertificates, KindTitles, KindRatings}

// The name orders of the pairings by name.
const (
	OrderPinyin = "pinyin" // 拼音: the Chinese collation of golang.org/x/text (CLDR)
	OrderStroke = "stroke" // 笔画: the stroke-count collation of the same
)

// Options says what to print and how.
type Options struct {
	Lang string // "zh" (default) or "en"
	// Round is the round of the slips, cards and pairings by name (0: the
	// last round paired).
	Round int
	// Order is the name order of the pairings by name: OrderPinyin (the
	// default) or OrderStroke.
	Order string
	// Top is how many places the prize list and the certificates cover in
	// each ranking (0: 8).
	Top int
	// Level and Section override the event's for the title list; Shared is
	// SharedUpper (the default) or SharedLower.
	Level, Section, Shared string
	// Rating is the rule of the rating report.
	Rating RatingRule
	// Date is printed on the certificates (""; the event's last day).
	Date string
	// Stage gives the prizes and certificates of one stage's places
	// instead of the final places ("" for those).
	Stage string
	// SlipLink, when set, is the address a slip's QR code opens: the
	// server's one-board link of that board (or team match) of the round
	// ('xqt serve', docs/serve.md). "" or a nil SlipLink prints no code.
	SlipLink func(round, board int) string
}

// Document is the printable HTML of one kind of document.
func Document(ev *scoring.Event, kind string, opt Options) ([]byte, error) {
	lang, err := view.Language(opt.Lang)
	if err != nil {
		return nil, err
	}
	opt.Lang = lang
	d := &doc{ev: ev, lang: lang, slipLink: opt.SlipLink}
	switch kind {
	case KindSlips, KindCards, KindNames:
		r, err := pickRound(ev, opt.Round)
		if err != nil {
			return nil, err
		}
		switch kind {
		case KindSlips:
			err = d.slips(r)
		case KindCards:
			err = d.cards(r)
		default:
			err = d.names(r, opt.Order)
		}
		if err != nil {
			return nil, err
		}
	case KindPrizes, KindCertificates:
		rk, err := Rankings(ev, opt.Top, opt.Stage)
		if err != nil {
			return nil, err
		}
		if kind == KindPrizes {
			d.prizes(rk)
		} else {
			d.certificates(rk, opt.Date)
		}
	case KindTitles:
		ts, err := Titles(ev, opt.Level, opt.Section, opt.Shared)
		if err != nil {
			return nil, err
		}
		level, section := opt.Level, opt.Section
		if level == "" {
			level = ev.Level
		}
		if section == "" {
			section = ev.Section
		}
		d.titles(ts, level, section, opt.Shared)
	case KindRatings:
		rep, err := Ratings(ev, opt.Rating)
		if err != nil {
			return nil, err
		}
		d.ratings(rep)
	default:
		return nil, fmt.Errorf("unknown document %q: use one of %s", kind, strings.Join(Kinds, ", "))
	}
	return d.bytes(), nil
}

// pickRound is round no of the event, or its last round for 0.
func pickRound(ev *scoring.Event, no int) (*scoring.Round, error) {
	if len(ev.Rounds) == 0 {
		return nil, fmt.Errorf("no round is paired yet: pair one first ('xqt pair')")
	}
	if no == 0 {
		return &ev.Rounds[len(ev.Rounds)-1], nil
	}
	for i := range ev.Rounds {
		if ev.Rounds[i].Number == no {
			return &ev.Rounds[i], nil
		}
	}
	return nil, fmt.Errorf("round %d: the event has rounds 1 to %d paired: give one of them, or leave --round out for the last", no, ev.Rounds[len(ev.Rounds)-1].Number)
}

// Ranking is one ranking of the event, for prizes and titles: the final
// places across the stages, or a one-stage event's places (each group's
// of a group stage, whose groups are its sections).
type Ranking struct {
	Group string // the group or section, "" for the whole event
	Teams bool   // the places are teams' (a team event)
	Lines []Line
}

// Line is one place of a ranking.
type Line struct {
	Place  int
	Shared bool
	Tied   int    // players sharing the place, 1 when not shared
	No     int    // start number, or team number
	Name   string // in Chinese
	NameEn string
	Club   string
	Points string // the points where the place came from a points table
}

// Rankings are the event's rankings, each cut to its first top places (0:
// 8; a shared place is kept whole): the final places across the stages
// when more than one stage has rounds (stage.FinalPlaces), else the one
// stage's places group by group (stage.Rank); with stageID that stage's
// places group by group. A team event ranks its teams.
func Rankings(ev *scoring.Event, top int, stageID string) ([]Ranking, error) {
	if top <= 0 {
		top = 8
	}
	teams := len(ev.Stages) > 0 && ev.Stages[0].Teams
	src := ev
	if teams {
		src = pairing.TeamEvent(ev)
	}
	var out []Ranking
	played := 0
	var last *scoring.Stage
	for i := range src.Stages {
		if len(src.StageRounds(src.Stages[i].ID)) > 0 {
			played++
			last = &src.Stages[i]
		}
	}
	if stageID != "" {
		last = src.Stage(stageID)
		if last == nil {
			return nil, fmt.Errorf("no stage %q: the stages are %s", stageID, stageIDs(src))
		}
		if len(src.StageRounds(stageID)) == 0 {
			return nil, fmt.Errorf("stage %s has no round yet", stageID)
		}
		played = 1
	}
	switch {
	case played == 0:
		return nil, fmt.Errorf("no round is played yet: places come from the standings")
	case played > 1:
		places, err := stage.FinalPlaces(src)
		if err != nil {
			return nil, err
		}
		rk := Ranking{Teams: teams}
		for _, p := range places {
			rk.Lines = append(rk.Lines, line(src, p.No, p.Place, p.Shared, ""))
		}
		out = append(out, rk)
	default:
		tables, err := stage.Rank(src, last, 0)
		if err != nil {
			return nil, err
		}
		for _, t := range tables {
			rk := Ranking{Group: t.Group, Teams: teams}
			for _, l := range t.Lines {
				pts := ""
				if t.Standings != nil {
					for _, r := range t.Standings.Rows {
						if r.No == l.No {
							pts = r.Points.String()
						}
					}
				}
				rk.Lines = append(rk.Lines, line(src, l.No, l.Place, l.Shared, pts))
			}
			out = append(out, rk)
		}
	}
	for i := range out {
		ls := out[i].Lines
		for j := range ls {
			for k := range ls {
				if ls[k].Place == ls[j].Place {
					ls[j].Tied++
				}
			}
		}
		n := 0
		for n < len(ls) && ls[n].Place <= top {
			n++
		}
		out[i].Lines = ls[:n]
	}
	return out, nil
}

func stageIDs(ev *scoring.Event) string {
	var ids []string
	for _, st := range ev.Stages {
		ids = append(ids, st.ID)
	}
	return strings.Join(ids, ", ")
}

func line(ev *scoring.Event, no, place int, shared bool, pts string) Line {
	l := Line{Place: place, Shared: shared, No: no, Name: fmt.Sprintf("#%d", no), Points: pts}
	if p := ev.Player(no); p != nil {
		l.Name, l.NameEn, l.Club = p.Name, p.NameEn, p.Club
	}
	return l
}

// name is the line's name in the language.
func (l Line) name(lang string) string {
	if lang == "en" && l.NameEn != "" {
		return l.NameEn
	}
	return l.Name
}

// doc is a document being written.
type doc struct {
	ev        *scoring.Event
	lang      string
	landscape bool
	title     string
	body      strings.Builder
	slipLink  func(round, board int) string // Options.SlipLink
}

func (d *doc) l(zh, en string) string { return view.L(d.lang, zh, en) }

// name is player no's name in the document's language.
func (d *doc) name(no int) string { return view.Name(d.ev, d.lang, no) }

// club is player no's club, else the team the player plays for.
func (d *doc) club(no int) string {
	if p := d.ev.Player(no); p != nil && p.Club != "" {
		return p.Club
	}
	if t := d.ev.TeamOf(no); t != 0 {
		return d.teamName(t)
	}
	return ""
}

// w writes raw HTML; e escapes text.
func (d *doc) w(format string, args ...any) { fmt.Fprintf(&d.body, format, args...) }

func e(s string) string { return html.EscapeString(s) }

// eventTitle is the event's name in the language.
func (d *doc) eventTitle() string { return view.Title(d.ev, d.lang) }

// stageLabel names a round's stage (and a game's group) where the event
// has several stages or groups: "小组赛 A组", "" otherwise.
func (d *doc) stageLabel(r *scoring.Round, group string) string {
	var parts []string
	if len(d.ev.Stages) > 1 {
		parts = append(parts, view.StageName(d.ev, r.Stage))
	}
	if group != "" {
		parts = append(parts, view.GroupLabel(d.lang, group))
	}
	return strings.Join(parts, " ")
}

// css is the style sheet of every document: A4 with 12 mm margins, a
// type that carries Chinese, and the parts of each kind.
const css = `
@page { size: A4 portrait; margin: 12mm; }
@page land { size: A4 landscape; margin: 12mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", "PingFang SC", "SimHei", sans-serif; font-size: 10pt; color: #000; }
h1 { font-size: 15pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 4mm 0 2mm; }
p.sub { margin: 0 0 3mm; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 0.3mm solid #000; padding: 1mm 1.5mm; text-align: left; vertical-align: middle; overflow-wrap: break-word; }
th { background: #eee; font-weight: bold; }
td.num, th.num { text-align: right; white-space: nowrap; }
.list tr { break-inside: avoid; }
.slip { padding: 4mm 0 5mm; border-bottom: 0.4mm dashed #000; break-inside: avoid; }
.slip:last-child { border-bottom: none; }
.slip .head { display: flex; justify-content: space-between; gap: 4mm; font-size: 10pt; margin-bottom: 2mm; }
.slip .head b { font-size: 13pt; }
.slip .board { font-size: 16pt; font-weight: bold; white-space: nowrap; }
.slip .qr-box { margin-left: auto; text-align: center; font-size: 7pt; width: 24mm; }
.slip .qr-box svg { width: 24mm; height: 24mm; display: block; }
.slip td.box { height: 10mm; width: 34mm; }
.slip .ways { font-size: 8pt; margin: 1mm 0 0; }
.slip .sign { display: flex; gap: 6mm; margin-top: 4mm; }
.slip .sign span { flex: 1; border-bottom: 0.3mm solid #000; padding-top: 6mm; font-size: 9pt; }
.card { height: 134mm; border-bottom: 0.4mm dashed #000; display: flex; flex-direction: column; justify-content: center; align-items: center; text-align: center; break-inside: avoid; }
.card:nth-child(2n) { border-bottom: none; break-after: page; }
.card:last-child { break-after: auto; }
.card .ev { font-size: 12pt; }
.card .no { font-size: 150pt; font-weight: bold; line-height: 1; margin: 2mm 0; }
.card .match { font-size: 14pt; }
.card .players { font-size: 22pt; display: flex; gap: 12mm; justify-content: center; }
.card .players small { display: block; font-size: 11pt; }
.cert { page: land; height: 184mm; border: 2.5mm double #b00; padding: 14mm 22mm; display: flex; flex-direction: column; break-after: page; }
.cert:last-child { break-after: auto; }
.cert h1 { font-size: 44pt; text-align: center; margin: 0 0 10mm; color: #b00; }
.cert h1:lang(zh) { letter-spacing: 12mm; }
.cert .text { font-size: 20pt; line-height: 1.8; flex: 1; white-space: pre-line; }
.cert .foot { font-size: 15pt; text-align: right; line-height: 1.6; }
.note { font-size: 8.5pt; margin-top: 2mm; }
`

// bytes is the whole document.
func (d *doc) bytes() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=%q>\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n<style>%s</style>\n</head>\n<body>\n",
		d.lang, e(d.title), css)
	b.WriteString(d.body.String())
	b.WriteString("</body>\n</html>\n")
	return []byte(b.String())
}

// heading writes the document's title and the event under it.
func (d *doc) heading(title string) {
	d.title = d.eventTitle() + " " + title
	d.w("<h1>%s</h1>\n<p class=\"sub\">%s", e(title), e(d.eventTitle()))
	var facts []string
	for _, f := range view.EventFacts(d.ev) {
		facts = append(facts, d.l(f.Zh, f.En)+d.l("：", ": ")+f.Value)
	}
	if len(facts) > 0 {
		d.w(" · %s", e(strings.Join(facts, d.l("　", "; "))))
	}
	d.w("</p>\n")
}

// side names a colour.
func (d *doc) side(s scoring.Side) string {
	if s == scoring.Red {
		return d.l("红方", "Red")
	}
	return d.l("黑方", "Black")
}

// teamName is team no's name.
func (d *doc) teamName(no int) string {
	if t := d.ev.FindTeam(no); t != nil {
		return t.Name
	}
	return fmt.Sprintf("#%d", no)
}

// isTeamRound reports whether the round is of team matches.
func isTeamRound(r *scoring.Round) bool { return len(r.Matches) > 0 }

// matchGames are the boards of team match m of the round, in board order.
func matchGames(r *scoring.Round, m int) []scoring.Game {
	var out []scoring.Game
	for _, g := range r.Games {
		if g.Match == m {
			out = append(out, g)
		}
	}
	slices.SortFunc(out, func(a, b scoring.Game) int { return a.TeamBoard - b.TeamBoard })
	return out
}
