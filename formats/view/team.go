package view

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// TeamMatch is a team match 场 of a round as every view shows it: the two
// teams (Red has red on odd boards), their game points 局分, the match
// result, and every board under it.
type TeamMatch struct {
	Number     int
	Red, Black int // team numbers
	Group      string
	Result     scoring.Result // from Red's view; NoResult while a board has none
	Points     [2]scoring.Points
	Boards     []Match // board by board, Match.Board the table number to type
}

// TeamMatches are the team matches of round r of ev, in match order, with
// their boards (Context.NewMatch, substitutes marked); nil for a round
// without team matches.
func TeamMatches(ev *scoring.Event, r *scoring.Round) []TeamMatch {
	if len(r.Matches) == 0 {
		return nil
	}
	st := ev.Stage(r.Stage)
	if st == nil && len(ev.Stages) == 0 {
		st = &scoring.Stage{System: scoring.RoundRobin, Teams: true}
	}
	var c Context
	var out []TeamMatch
	for k := range r.Matches {
		m := &r.Matches[k]
		ms := ev.ScoreMatch(r, m, ev.TableFor(st), st != nil && st.Elimination())
		tm := TeamMatch{Number: m.Number, Red: m.Red, Black: m.Black, Result: ms.Result, Points: [2]scoring.Points{ms.Red, ms.Black}}
		for _, g := range r.MatchBoards(m.Number) {
			tm.Group = g.Group
			tm.Boards = append(tm.Boards, c.NewMatch(ev, -1, g, scoring.MatchFormat{Games: 1}, nil, r.Number))
		}
		out = append(out, tm)
	}
	return out
}

// ScoreText is the match line's score: the game points "6:2", with the
// forfeit named when the whole match was not played ("8:0（黑弃权）");
// "" while a board has no result.
func (t TeamMatch) ScoreText(lang string) string {
	if t.Result == scoring.NoResult {
		return ""
	}
	s := t.Points[0].String() + ":" + t.Points[1].String()
	if !t.Result.Played() {
		s += L(lang, "（"+ResultText(lang, t.Result)+"）", " ("+ResultText(lang, t.Result)+")")
	}
	return s
}

// TeamName is team no's name, "#no" for a number not in the event.
func TeamName(ev *scoring.Event, no int) string {
	if t := ev.FindTeam(no); t != nil {
		return t.Name
	}
	return fmt.Sprintf("#%d", no)
}

// TableLabel is the table number of a board as the organiser types it in
// `xqt result` (Match.Board): "第12桌", "table 12".
func TableLabel(lang string, board int) string {
	return L(lang, fmt.Sprintf("第%d桌", board), fmt.Sprintf("table %d", board))
}

// TeamRankingLegend says how the team ranking of an individual stage
// (tiebreak.TeamRanking) ranks the teams, in the language.
func TeamRankingLegend(lang string, st *scoring.Stage) string {
	if st.Options[tiebreak.TeamRankingOption] == "places" {
		return L(lang, "队员总分制（第15.5条）：各队队员的个人名次相加，小者在前；积分为这些队员的积分。",
			"Team total (article 15.5): the members' places added, lower first; Points are the members' points.")
	}
	least := 3
	if n, err := strconv.Atoi(st.Options[tiebreak.TeamMinOption]); err == nil {
		least = n
	}
	return L(lang, fmt.Sprintf("积分：各队队员的个人积分相加；同分比最后一轮的团体得分，再比前一轮……，再比队员的对手分之和；不足 %d 人的队不计名次（-）。", least),
		fmt.Sprintf("Points: the members' points added, then the last round's team score, the round before ..., then the members' Buchholz; teams of fewer than %d players are not ranked (-).", least))
}

// TeamRanking is the team ranking of an individual stage beside its
// standings (tiebreak.TeamRanking): the teams' table and, for each team,
// its members with their points in the stage.
type TeamRanking struct {
	Table   *tiebreak.Standings
	Members map[int][]Member // by team number, in registration order
}

// Member is a team member and the points they scored.
type Member struct {
	No     int
	Points scoring.Points
	Played bool // has a record in the stage
	// Uncounted is set for a member beyond the best team-count the team
	// ranking adds up (stage option team-count).
	Uncounted bool
}

// TeamRanking works out the team ranking of the context's stage; ok is
// false where there is none: a team stage, a knockout, one group of a
// group stage, an event without teams, a stage without rounds.
func (c *Context) TeamRanking(ev *scoring.Event) (tr TeamRanking, ok bool, err error) {
	if len(ev.Teams) == 0 || c.Stage.Teams || c.Stage.Elimination() || c.Group != "" || len(c.Rounds) == 0 {
		return tr, false, nil
	}
	st, _, err := tiebreak.TeamRanking(ev, c.Stage, c.Rounds)
	if err != nil {
		return tr, false, err
	}
	tr = TeamRanking{Table: st, Members: map[int][]Member{}}
	recs := c.Final().Records
	for _, tm := range ev.Teams {
		for _, no := range tm.Registered() {
			m := Member{No: no}
			if counted, ok := st.Counted[tm.No]; ok && !slices.Contains(counted, no) {
				m.Uncounted = true
			}
			if rec := recs[no]; rec != nil {
				m.Points, m.Played = rec.Total, true
			}
			tr.Members[tm.No] = append(tr.Members[tm.No], m)
		}
	}
	return tr, true, nil
}

// MembersText lists a team's members with their points: "王五 4、赵六 3½"
// (zh), "Wang 4, Zhao 3.5" (en), the members the ranking does not count
// (team-count) after them: "（未计分 钱七 1）".
func MembersText(lang string, ms []Member, name func(no int) string) string {
	var parts, out []string
	for _, m := range ms {
		p := name(m.No)
		if m.Played {
			p += " " + m.Points.String()
		}
		if m.Uncounted {
			out = append(out, p)
			continue
		}
		parts = append(parts, p)
	}
	text := strings.Join(parts, L(lang, "、", ", "))
	if len(out) > 0 { // beyond team-count: listed, not added up
		text += L(lang, "（未计分 ", " (not counted: ") + strings.Join(out, L(lang, "、", ", ")) + L(lang, "）", ")")
	}
	return text
}

// teamDesc are the definitions of the criteria of a team stage's standings
// 团体名次, where a team is ranked like a player whose games are its boards:
// 局分 adds the boards' game points, 胜局 counts boards won, 直胜 compares
// match points, 犯规 adds the members' fouls. The player's definitions
// (tiebreak.DescZh: "胜的轮数", "本人对局中") would misdescribe them.
var teamDesc = map[string][2]string{
	"game-points": {"各场对阵各台局分之和", "the game points of every board of every match added"},
	"wins":        {"各台胜局数：实战胜、弃权胜（+）；得分的轮空计 1", "boards won, over the board or by forfeit (+); a bye that scores counts 1"},
	"direct":      {"与同分队相遇所得场分（含弃权）；三队以上同分时，须彼此都已相遇", "match points scored against the other tied teams, forfeits included; with more than two tied, only if all of them have met"},
	"fouls":       {"本队各台对局中记录的犯规次数（第9条）；少者列前", "fouls recorded in the team's board games (article 9); fewer ranks higher"},
}

// TeamCriterionDesc is the definition of criterion c of a team stage's
// standings in lang: the team's meaning of 局分, 胜局, 直胜 and 犯规, else
// the criterion's own (zh from tiebreak.DescZh).
func TeamCriterionDesc(lang string, c tiebreak.Criterion) string {
	if d, ok := teamDesc[c.ID]; ok {
		return L(lang, d[0], d[1])
	}
	return L(lang, tiebreak.DescZh(c), c.Desc)
}
