package print

import (
	"fmt"
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// Title is a title 等级称号 of the Chinese Xiangqi Association, the highest
// first (the lower the value, the higher the title).
type Title int

// The titles a place in one event can earn (docs/print.md).
const (
	Grandmaster Title = iota + 1 // 特级大师（国际级运动健将）
	Master                       // 大师（运动健将）
	FirstClass                   // 一级棋士（一级运动员）
	SecondClass                  // 二级棋士（二级运动员）
	ThirdClass                   // 三级棋士（三级运动员）
)

// Name is the title's name in the language.
func (t Title) Name(lang string) string {
	names := map[Title][2]string{
		Grandmaster: {"特级大师", "Grandmaster"},
		Master:      {"大师", "Master"},
		FirstClass:  {"一级棋士", "First-class player"},
		SecondClass: {"二级棋士", "Second-class player"},
		ThirdClass:  {"三级棋士", "Third-class player"},
	}
	n, ok := names[t]
	if !ok {
		return fmt.Sprintf("title %d", int(t))
	}
	if lang == "en" {
		return n[1]
	}
	return n[0]
}

// Clause is one clause of the title rules that a place in a single event
// earns: the places From to To of an event of Level in one of Sections
// reach Title. Ref is the clause's number in the rules (四.4: the fourth
// clause under 四、二级棋士), Text its words.
type Clause struct {
	Title    Title
	Ref      string
	Level    string
	Sections []string
	From, To int
	Text     string
}

// Clauses are the clauses of the title rules that one event's places
// decide, highest title first, as the association lists them (the 1999
// list of 等级称号; docs/print.md quotes it). A clause that names two kinds
// of event (四.4: provincial events' first sixteen, planned cities' first
// eight) is one line per kind. The clauses that need more than one event,
// a norm or a winning rate (一.2-4, 二.3-4, 三.4, 四.3, 五.2) are in
// Unplaced: no single event decides them.
var Clauses = []Clause{
	{Grandmaster, "一.1", "national", []string{"individual"}, 1, 1, "全国个人赛冠军"},
	{Master, "二.1", "national", []string{"individual"}, 1, 16, "全国个人赛甲组前十六名"},
	{Master, "二.2", "national", []string{"junior-A"}, 1, 1, "全国少年赛甲组冠军"},
	{FirstClass, "三.1", "national", []string{"individual-B"}, 1, 16, "全国个人赛乙组前十六名"},
	{FirstClass, "三.2", "national", []string{"junior-A"}, 2, 6, "全国少年赛甲组二至六名"},
	{FirstClass, "三.3", "national", []string{"junior-B"}, 1, 1, "全国少年赛乙组冠军"},
	{SecondClass, "四.1", "national", []string{"junior-B"}, 2, 6, "全国少年赛乙组二至六名"},
	{SecondClass, "四.2", "national", []string{"junior-C", "junior-D"}, 1, 1, "全国少年赛丙、丁组冠军"},
	{SecondClass, "四.4", "province", []string{"individual"}, 1, 16, "省、自治区、直辖市、行业体协个人赛前十六名"},
	{SecondClass, "四.4", "planned-city", []string{"individual"}, 1, 8, "计划单列市个人赛前八名"},
	{SecondClass, "四.5", "province", []string{"junior-A"}, 1, 6, "省、自治区、直辖市、行业体协少年赛甲组前六名"},
	{SecondClass, "四.5", "province", []string{"junior-B"}, 1, 1, "省、自治区、直辖市、行业体协少年赛乙组冠军"},
	{SecondClass, "四.6", "city", []string{"individual"}, 1, 6, "省辖市、地区、自治州个人赛前六名"},
	{SecondClass, "四.7", "city", []string{"junior-A"}, 1, 1, "省辖市、地区、自治州少年赛甲组冠军"},
	{ThirdClass, "五.1", "national", []string{"junior-C", "junior-D"}, 2, 6, "全国少年赛丙、丁组二至六名"},
	{ThirdClass, "五.3", "province", []string{"individual"}, 17, 32, "省、自治区、直辖市、行业体协个人赛十七至三十二名"},
	{ThirdClass, "五.3", "planned-city", []string{"individual"}, 9, 16, "计划单列市个人赛九至十六名"},
	{ThirdClass, "五.4", "province", []string{"junior-B"}, 2, 6, "省、自治区、直辖市、行业体协少年赛乙组二至六名"},
	{ThirdClass, "五.4", "province", []string{"junior-C", "junior-D"}, 1, 1, "省、自治区、直辖市、行业体协少年赛丙、丁组冠军"},
	{ThirdClass, "五.5", "city", []string{"individual"}, 7, 16, "省辖市、地区、自治州个人赛七至十六名"},
	{ThirdClass, "五.6", "city", []string{"junior-A"}, 2, 6, "省辖市、地区、自治州少年赛甲组二至六名"},
	{ThirdClass, "五.6", "city", []string{"junior-B"}, 1, 1, "省辖市、地区、自治州少年赛乙组冠军"},
	{ThirdClass, "五.7", "county", []string{"individual"}, 1, 6, "县级个人赛前六名"},
	{ThirdClass, "五.8", "county", []string{"junior-A"}, 1, 1, "县级少年赛甲组冠军"},
}

// Unplaced are the clauses of the title rules no single event's places
// decide, by number: titles won over several events, by a norm set for
// named events, or by a winning rate.
var Unplaced = []string{"一.2", "一.3", "一.4", "二.3", "二.4", "三.4", "四.3", "五.2"}

// The ways a place shared 并列 across a clause's boundary counts
// (docs/print.md): SharedUpper counts the place as written (three sharing
// 15th place are 15th, inside the first sixteen), SharedLower as the last
// place of the tie (those three take places 15 to 17: 17th).
const (
	SharedUpper = "upper"
	SharedLower = "lower"
)

// Qualify is the highest title place earns in an event of level and
// section, and its clause; ok false when none does. tied is the number of
// players sharing the place (1 when not shared); shared is SharedUpper (or
// "") or SharedLower.
func Qualify(level, section string, place, tied int, shared string) (c Clause, ok bool) {
	p := place
	if shared == SharedLower && tied > 1 {
		p = place + tied - 1
	}
	for _, c := range Clauses {
		if c.Level == level && slices.Contains(c.Sections, section) && p >= c.From && p <= c.To {
			return c, true // Clauses lists the highest titles first
		}
	}
	return Clause{}, false
}

// checkTitleRules checks the level, section and shared-place rule a title
// list is made for, and gives the section of each group (SectionsByGroup).
func checkTitleRules(level, section, shared string) (map[string]string, error) {
	var errs []string
	if level == "" {
		errs = append(errs, "the event has no level: add 'level: province' (or "+strings.Join(scoring.Levels, ", ")+") under event in the event file, or give --level")
	} else if !slices.Contains(scoring.Levels, level) {
		errs = append(errs, fmt.Sprintf("unknown level %q: use one of %s", level, strings.Join(scoring.Levels, ", ")))
	}
	sections, err := scoring.SectionsByGroup(section)
	switch {
	case err != nil:
		errs = append(errs, err.Error())
	case len(sections) == 0:
		errs = append(errs, "the event has no section: add 'section: individual' (or junior-A ..., or 甲组=junior-A, 乙组=junior-B for sections by group) under event in the event file, or give --section")
	}
	switch shared {
	case "", SharedUpper, SharedLower:
	default:
		errs = append(errs, fmt.Sprintf("unknown rule for shared places %q: use upper (a shared place counts as written) or lower (as the last place of the tie)", shared))
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("title list: %s", strings.Join(errs, "; "))
	}
	return sections, nil
}
