package print

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

// Qualified is one player who reached a title in the event.
type Qualified struct {
	Group   string // the ranking's group or section, "" for the event
	Section string // the section its places count in (scoring.Sections)
	Place   int
	Shared  bool
	Tied    int // players sharing the place
	No      int
	Name    string
	NameEn  string
	Club    string
	Clause  Clause
}

// Titles lists who reached which title by which clause (Clauses), from the
// event's rankings (Rankings, every place): level and section are the
// event's unless given, shared the rule for a place shared across a
// clause's boundary (SharedUpper by default). Team events are refused: the
// rules count places in individual events.
func Titles(ev *scoring.Event, level, section, shared string) ([]Qualified, error) {
	if level == "" {
		level = ev.Level
	}
	if section == "" {
		section = ev.Section
	}
	sections, err := checkTitleRules(level, section, shared)
	if err != nil {
		return nil, err
	}
	for _, st := range ev.Stages {
		if st.Teams {
			return nil, errors.New("title list: stage " + st.ID + " is a team stage: titles come from places in individual events")
		}
	}
	rks, err := Rankings(ev, 1<<30, "")
	if err != nil {
		return nil, fmt.Errorf("title list: %w", err)
	}
	for g := range sections {
		if g == "" {
			continue
		}
		if !slices.ContainsFunc(rks, func(rk Ranking) bool { return rk.Group == g }) {
			var groups []string
			for _, rk := range rks {
				if rk.Group != "" {
					groups = append(groups, rk.Group)
				}
			}
			return nil, fmt.Errorf("title list: section %s=%s: the rankings have no group %s (they are %s): name the groups of the stage whose places count", g, sections[g], g, groupNames(groups))
		}
	}
	out := []Qualified{}
	for _, rk := range rks {
		sec, ok := sections[rk.Group]
		if !ok {
			sec, ok = sections[""]
		}
		if !ok {
			return nil, fmt.Errorf("title list: group %s has no section: add %s=SECTION to the section setting, or one section for every group", rk.Group, rk.Group)
		}
		for _, l := range rk.Lines {
			c, ok := Qualify(level, sec, l.Place, l.Tied, shared)
			if !ok {
				continue
			}
			out = append(out, Qualified{Group: rk.Group, Section: sec, Place: l.Place, Shared: l.Shared, Tied: l.Tied, No: l.No, Name: l.Name, NameEn: l.NameEn, Club: l.Club, Clause: c})
		}
	}
	return out, nil
}

func groupNames(gs []string) string {
	if len(gs) == 0 {
		return "one ranking of the whole event"
	}
	return strings.Join(gs, ", ")
}

// SectionsText names the section setting as the title list heads it:
// 个人赛, or 甲组：少年赛甲组，乙组：少年赛乙组.
func SectionsText(lang, section string) string {
	m, err := scoring.SectionsByGroup(section)
	if err != nil {
		return section
	}
	var groups []string
	for g := range m {
		groups = append(groups, g)
	}
	slices.Sort(groups)
	var parts []string
	for _, g := range groups {
		if g == "" {
			parts = append(parts, SectionName(lang, m[g]))
			continue
		}
		parts = append(parts, view.GroupLabel(lang, g)+view.L(lang, "：", ": ")+SectionName(lang, m[g]))
	}
	return strings.Join(parts, view.L(lang, "，", ", "))
}

// LevelName names a level of event as the title rules do.
func LevelName(lang, level string) string {
	names := map[string][2]string{
		"national":     {"全国", "national"},
		"province":     {"省、自治区、直辖市、行业体协", "provincial (province, region, municipality, sports association)"},
		"planned-city": {"计划单列市", "sub-provincial city"},
		"city":         {"省辖市、地区、自治州", "prefecture (city, region, autonomous prefecture)"},
		"county":       {"县级", "county"},
	}
	if n, ok := names[level]; ok {
		return view.L(lang, n[0], n[1])
	}
	return level
}

// SectionName names a section as the title rules do.
func SectionName(lang, section string) string {
	names := map[string][2]string{
		"individual":   {"个人赛", "individual"},
		"individual-B": {"个人赛乙组", "individual, B group"},
		"junior-A":     {"少年赛甲组", "junior, A group"},
		"junior-B":     {"少年赛乙组", "junior, B group"},
		"junior-C":     {"少年赛丙组", "junior, C group"},
		"junior-D":     {"少年赛丁组", "junior, D group"},
	}
	if n, ok := names[section]; ok {
		return view.L(lang, n[0], n[1])
	}
	return section
}

// titles writes the title qualification list 达标名单.
func (d *doc) titles(qs []Qualified, level, section, shared string) {
	d.heading(d.l("达标名单", "Title qualification"))
	rule := d.l("并列名次按所列名次计算", "a shared place counts as written")
	if shared == SharedLower {
		rule = d.l("并列名次按并列区间的最后名次计算", "a shared place counts as the last place of the tie")
	}
	d.w("<p>%s</p>\n", e(d.l("比赛级别：", "Level: ")+LevelName(d.lang, level)+d.l("　组别：", "; section: ")+SectionsText(d.lang, section)+d.l("　", "; ")+rule))
	if len(qs) == 0 {
		d.w("<p>%s</p>\n", e(d.l("无人达到等级称号标准。", "No player reached a title.")))
		return
	}
	d.w("<table class=\"list\"><tr><th>%s</th><th class=\"num\">%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
		e(d.l("名次", "Place")), e(d.l("序号", "No.")), e(d.l("姓名", "Name")), e(d.l("单位", "Club")), e(d.l("称号", "Title")), e(d.l("依据", "Clause")))
	for _, q := range qs {
		place := PlaceText(d.lang, q.Place, q.Shared)
		if q.Group != "" {
			place = view.GroupLabel(d.lang, q.Group) + " " + place
		}
		name := q.Name
		if d.lang == "en" && q.NameEn != "" {
			name = q.NameEn
		}
		d.w("<tr><td>%s</td><td class=\"num\">%d</td><td><b>%s</b></td><td>%s</td><td>%s</td><td>%s</td></tr>\n",
			e(place), q.No, e(name), e(q.Club), e(q.Clause.Title.Name(d.lang)), e(q.Clause.Ref+" "+q.Clause.Text))
	}
	d.w("</table>\n<p class=\"note\">%s</p>\n", e(d.l("依据：中国象棋协会等级称号标准（docs/print.md），"+strings.Join(Unplaced, "、")+"各款需多次比赛、规定标准或胜率，不由一次比赛的名次决定。",
		"Clauses: the title rules of the Chinese Xiangqi Association (docs/print.md); clauses "+strings.Join(Unplaced, ", ")+" need several events, a norm or a winning rate, and no single event's places decide them.")))
}
