package view

import (
	"fmt"
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// Place is a player's (or a team's) place in a table as every view shows
// it.
type Place struct {
	No     int
	Place  int
	Shared bool
}

// Places are the context's places: its standings after every round, a
// knockout's places (knockout.State.Places) or those of another system
// ranked by places (Placed); players still in are left out.
func (c *Context) Places() []Place {
	var out []Place
	if c.Placed != nil { // a system ranked by places (a ladder): the decided ones
		for _, p := range c.Placed {
			if !p.Open {
				out = append(out, Place{No: p.No, Place: p.Place, Shared: p.Shared})
			}
		}
		return out
	}
	if c.KO != nil {
		for _, p := range c.KO.Places() {
			if p.Player != knockout.Bye && p.Player > 0 {
				out = append(out, Place{No: p.Player, Place: p.Place, Shared: p.Shared})
			}
		}
		return out
	}
	for _, r := range c.Final().Rows {
		out = append(out, Place{No: r.No, Place: r.Place, Shared: r.Shared})
	}
	return out
}

// Qualified are the players of the context who went on to a later stage:
// those of the field of the stage drawn from this one (Stage.From, after
// `xqt advance`). It is empty before the advance and for a last stage.
func (c *Context) Qualified(ev *scoring.Event) map[int]bool {
	if c.Stage == nil {
		return map[int]bool{}
	}
	var nos []int
	for _, p := range c.Players {
		nos = append(nos, p.No)
	}
	return Qualified(ev, c.Stage.ID, nos)
}

// Qualified are those of players of stage id who are in the field of a
// stage drawn from it (Stage.From).
func Qualified(ev *scoring.Event, id string, players []int) map[int]bool {
	out := map[int]bool{}
	if id == "" {
		return out
	}
	for _, st := range ev.Stages {
		if st.From != id || st.ID == id {
			continue
		}
		for _, no := range players {
			if slices.Contains(st.Players, no) {
				out[no] = true
			}
		}
	}
	return out
}

// QualifiedMark is the mark of a player who went on: 出线, "Q".
func QualifiedMark(lang string) string { return L(lang, Term(TermQualified, "zh"), "Q") }

// Split is two neighbouring rows of a table level on points that a
// criterion set apart: the places, the players, and the criterion's two
// values, the upper row's first.
type Split struct {
	Places    [2]int
	Nos       [2]int
	Points    scoring.Points
	Criterion tiebreak.Criterion
	Values    [2]tiebreak.Value
	// Penalty is set when a penalty (article 18.4) put the lower row
	// below, not a criterion.
	Penalty bool
	// Playoff is set when the play-off 加赛 (article 15.6) decided the two
	// (Criterion is then playoffCriterion, id "playoff").
	Playoff bool
	// Hidden is set when the criterion's shown values are level and a
	// further value of a criterion compared value by value split them
	// (末轮积分: the round before, and so on).
	Hidden bool
}

// playoffCriterion names the play-off in a Split.
var playoffCriterion = tiebreak.Criterion{ID: "playoff", Code: "PO", Zh: "加赛", En: "play-off"}

// Splits lists, for every two neighbouring rows of s level on points and
// on different places, what set them apart: the first criterion on which
// they differ.
func Splits(s *tiebreak.Standings) []Split {
	var out []Split
	for i := 1; i < len(s.Rows); i++ {
		a, b := s.Rows[i-1], s.Rows[i]
		if a.Points != b.Points || a.Place == b.Place {
			continue
		}
		sp := Split{Places: [2]int{a.Place, b.Place}, Nos: [2]int{a.No, b.No}, Points: a.Points}
		if a.Penalised != b.Penalised {
			sp.Penalty = true
			out = append(out, sp)
			continue
		}
		switch {
		case b.By == tiebreak.ByPlayoff:
			sp.Playoff = true
			sp.Criterion = playoffCriterion
			out = append(out, sp)
			continue
		case b.By > 0 && b.By <= len(s.Criteria):
			// what the ranking compared: a criterion compared round by
			// round shows only its first value, which may be level
			k := b.By - 1
			sp.Criterion = s.Criteria[k]
			if k < len(a.Values) && k < len(b.Values) {
				sp.Values = [2]tiebreak.Value{a.Values[k], b.Values[k]}
				sp.Hidden = a.Values[k].Cmp(b.Values[k]) == 0
			}
			out = append(out, sp)
			continue
		}
		found := false
		for k := range s.Criteria {
			if k < len(a.Values) && k < len(b.Values) && a.Values[k].Cmp(b.Values[k]) != 0 {
				sp.Criterion, sp.Values, found = s.Criteria[k], [2]tiebreak.Value{a.Values[k], b.Values[k]}, true
				break
			}
		}
		if found {
			out = append(out, sp)
		}
	}
	return out
}

// WhyNotes are the notes under a table that say what split its tied
// places (Splits) and which places stay shared, and, under the stage's
// final table (over), the note of the play-off that must decide shared
// places (PlayoffText, "" when none): not after round 2 of 5. The pages,
// the workbook and the terminal print the same notes.
//
// A run of splits down one group of equal points by one criterion (a
// Swiss's 第7至11名 on 4 points, each by 对手分) is one note naming the
// places, the players and the values in order, not one per pair; places
// shared with no play-off to come get a note saying nothing set them
// apart.
func WhyNotes(lang string, st *tiebreak.Standings, over bool, name func(no int) string) (notes []string, playoff string) {
	sps := Splits(st)
	shared := map[int]bool{}
	for _, r := range st.Rows {
		shared[r.No] = r.Shared
	}
	for i := 0; i < len(sps); {
		j := i + 1
		// A run: one group of equal points split by one criterion whose
		// values show (not a penalty, the play-off or a hidden value),
		// place by place: a shared place in it would make "第10至14名"
		// name three of the five players.
		plain := func(sp Split) bool {
			return !sp.Penalty && !sp.Playoff && !sp.Hidden && !shared[sp.Nos[0]] && !shared[sp.Nos[1]]
		}
		for j < len(sps) && plain(sps[i]) && plain(sps[j]) && sps[j].Points == sps[i].Points &&
			sps[j].Criterion.ID == sps[i].Criterion.ID && sps[j].Nos[0] == sps[j-1].Nos[1] {
			j++
		}
		if j == i+1 {
			notes = append(notes, SplitText(lang, sps[i], name))
			i = j
			continue
		}
		run := sps[i:j]
		names := []string{name(run[0].Nos[0])}
		values := []string{run[0].Values[0].String()}
		for _, sp := range run {
			names = append(names, name(sp.Nos[1]))
			values = append(values, sp.Values[1].String())
		}
		first, last, sp := run[0].Places[0], run[len(run)-1].Places[1], run[0]
		notes = append(notes, L(lang,
			fmt.Sprintf("第%d至%d名（%s）同积%s分，按%s依次区分（%s）。", first, last, strings.Join(names, "、"), sp.Points, sp.Criterion.Zh, strings.Join(values, " : ")),
			fmt.Sprintf("Places %d to %d (%s and %s) are level on %s, in order of %s (%s).", first, last, strings.Join(names[:len(names)-1], ", "), names[len(names)-1], PointsEn(sp.Points), sp.Criterion.En, strings.Join(values, " : "))))
		i = j
	}
	decided := map[int]bool{}
	if over && st.PlayoffNeeded {
		for _, p := range st.PlayoffPlaces {
			decided[p] = true
		}
	}
	for i := 0; i < len(st.Rows); {
		j := i + 1
		for j < len(st.Rows) && st.Rows[j].Place == st.Rows[i].Place {
			j++
		}
		if r := st.Rows[i]; j > i+1 && r.Place > 0 && !decided[r.Place] {
			var who []string
			for _, x := range st.Rows[i:j] {
				who = append(who, name(x.No))
			}
			notes = append(notes, L(lang,
				fmt.Sprintf("第%d名并列（%s）：同积%s分，各项比较均相同。", r.Place, strings.Join(who, "、"), r.Points),
				fmt.Sprintf("Place %d is shared (%s and %s): level on %s and on every criterion.", r.Place, strings.Join(who[:len(who)-1], ", "), who[len(who)-1], PointsEn(r.Points))))
		}
		i = j
	}
	if over && st.PlayoffNeeded {
		playoff = PlayoffText(lang, st.PlayoffPlaces)
	}
	return notes, playoff
}

// PointsEn is "1 point", "4.5 points".
func PointsEn(p scoring.Points) string {
	if p == scoring.Unit {
		return "1 point"
	}
	return p.String() + " points"
}

// SplitText is the note under a table for a split: "第2、3名同积6分，按直胜
// 区分（3 : 0）。" name gives a player's name.
func SplitText(lang string, sp Split, name func(no int) string) string {
	who := fmt.Sprintf("%s、%s", name(sp.Nos[0]), name(sp.Nos[1]))
	whoEn := fmt.Sprintf("%s and %s", name(sp.Nos[0]), name(sp.Nos[1]))
	pts := sp.Points.String() + " points"
	if sp.Points == scoring.Unit {
		pts = "1 point"
	}
	if sp.Penalty {
		return L(lang, fmt.Sprintf("第%d、%d名（%s）同积%s分，受处罚者列后（第18.4条）。", sp.Places[0], sp.Places[1], who, sp.Points),
			fmt.Sprintf("Places %d and %d (%s) are level on %s: the penalised player ranks lower (article 18.4).", sp.Places[0], sp.Places[1], whoEn, pts))
	}
	if sp.Playoff {
		return L(lang, fmt.Sprintf("第%d、%d名（%s）同积%s分，由加赛决出（第15.6条）。", sp.Places[0], sp.Places[1], who, sp.Points),
			fmt.Sprintf("Places %d and %d (%s) are level on %s: the play-off decided them (article 15.6).", sp.Places[0], sp.Places[1], whoEn, pts))
	}
	if sp.Hidden {
		return L(lang, fmt.Sprintf("第%d、%d名（%s）同积%s分，按%s区分（栏中同为 %s，由其后逐项比较决出）。", sp.Places[0], sp.Places[1], who, sp.Points, sp.Criterion.Zh, sp.Values[0]),
			fmt.Sprintf("Places %d and %d (%s) are level on %s, split by %s (both %s in the column; its further values decided).", sp.Places[0], sp.Places[1], whoEn, pts, sp.Criterion.En, sp.Values[0]))
	}
	return L(lang, fmt.Sprintf("第%d、%d名（%s）同积%s分，按%s区分（%s : %s）。", sp.Places[0], sp.Places[1], who, sp.Points, sp.Criterion.Zh, sp.Values[0], sp.Values[1]),
		fmt.Sprintf("Places %d and %d (%s) are level on %s, split by %s (%s : %s).", sp.Places[0], sp.Places[1], whoEn, pts, sp.Criterion.En, sp.Values[0], sp.Values[1]))
}

// Needed reports, for row i of s and criterion k, whether the value means
// anything to a reader: false for a direct encounter 直胜 of a player
// level on points with nobody, or set apart from those level with him by
// an earlier criterion (Row.By), which would print as a bare 0: 直胜 is
// only worked out among the players still tied when it is reached (a
// team that beat the one beside it, both split already by 局分, shows 0).
func Needed(s *tiebreak.Standings, i, k int) bool {
	if k >= len(s.Criteria) || !strings.HasPrefix(s.Criteria[k].ID, "direct") && s.Criteria[k].ID != "de" {
		return true
	}
	r := s.Rows[i]
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(s.Rows) || s.Rows[j].Points != r.Points {
			continue
		}
		upper, lower := s.Rows[min(i, j)], s.Rows[max(i, j)]
		// still tied when criterion k came: shared, split by k or a later
		// one or the play-off, or not known
		if upper.Place == lower.Place || lower.By == 0 || lower.By == tiebreak.ByPlayoff || lower.By > k {
			return true
		}
	}
	return false
}

// PlayoffText is the note under a table whose shared places need a play-off
// 加赛 (article 15.6).
func PlayoffText(lang string, places []int) string {
	var ps []string
	for _, p := range places {
		ps = append(ps, fmt.Sprint(p))
	}
	return L(lang, fmt.Sprintf("第%s名并列，须%s决定（第15.6条）。", strings.Join(ps, "、"), Term(TermPlayoff, "zh")),
		fmt.Sprintf("Place %s is shared: a %s decides it (article 15.6).", strings.Join(ps, ", "), Term(TermPlayoff, "en")))
}
