package tiebreak

import (
	"fmt"
	"slices"
	"sort"
	"strconv"

	"github.com/xiangqi-org/xqt/scoring"
)

// matchWins is 胜场: the team matches (pairings) won, over the board or by
// forfeit; a bye does not count.
func matchWins(c *calc, i int, _ mods) Value {
	var n int64
	for _, e := range c.entries(i) {
		if e.Outcome == scoring.Win && e.Kind != scoring.KindBye {
			n++
		}
	}
	return Int(n)
}

// TeamInput is the Input that ranks the teams of team stage st over rounds
// (the stage's rounds up to the one the standings are after): the stage
// seen as a stage of teams (scoring's TeamView), match points 场分 as the
// points (Event.MatchTable: 2/1/0 of article 14.2, whatever the boards'
// table), game points 局分 by the boards' table, and the boards' wins and
// fouls, with the stage's tiebreaks.
func TeamInput(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) Input {
	players, trounds := ev.TeamView(st)
	last := 0
	for _, r := range rounds {
		last = max(last, r.Number)
	}
	trounds = slices.DeleteFunc(trounds, func(r scoring.Round) bool { return r.Number > last })
	rr := st.Scheduled() // as StageInput: a fixed table, whose bye scores nothing
	opponents := 0
	if rr {
		opponents = len(players) - 1 // 20.3 counts opponents, not matches
	}
	boards := ev.TableFor(st)
	return Input{
		Players: players, Rounds: trounds, Table: ev.MatchTable(st), GameTable: &boards,
		RoundRobin: rr, Opponents: opponents, Criteria: st.Tiebreaks,
		Unplayed: StagePolicy(st), Date: ev.Start, PlannedRounds: st.Rounds,
		Playoff: ParsePlayoff(st.Options[PlayoffOption]), NoShare: NoShare(st),
	}
}

// The criteria of the team totals (队员总分制, 15.5, and the university
// event's branch ranking). They need the individual standings, so they are
// not in the registry: TeamTotals and BranchTotals compute them.
var (
	critPlaceSum  = Criterion{ID: "member-places", Code: "MPL", Zh: "队员名次和", En: "sum of members' places", Lower: true, Desc: "the sum of the members' places in the individual standings; lower ranks higher"}
	critBest      = Criterion{ID: "best-place", Code: "MPL1", Zh: "最好名次", En: "best member's place", Lower: true, Desc: "the best place of a member"}
	critSecond    = Criterion{ID: "second-place", Code: "MPL2", Zh: "次好名次", En: "second member's place", Lower: true, Desc: "the second best place of a member"}
	critTeamFouls = Criterion{ID: "fouls", Code: "FOUL", Zh: "犯规", En: "fouls", Lower: true, Desc: "fouls recorded in the members' games (article 9); fewer ranks higher"}
	critBack      = Criterion{ID: "back", Code: "BACK", Zh: "末轮积分", En: "last round's team score", Desc: "the members' points in the last round, then in the round before, and so on backwards (the column shows the last round)"}
	critOpp       = Criterion{ID: "bh", Code: "BH", Zh: "对手分", En: "opponents' score", Desc: "the sum of the members' Buchholz (对手分)"}
)

// member is one team member's line in the individual standings.
type member struct {
	no     int
	place  int
	points scoring.Points
	rec    *scoring.Record
	bh     Value
}

func members(ind *Standings, tm scoring.Team, bhCol int) []member {
	byNo := map[int]Row{}
	for _, r := range ind.Rows {
		byNo[r.No] = r
	}
	var ms []member
	for _, no := range tm.Registered() {
		r, ok := byNo[no]
		if !ok {
			continue
		}
		m := member{no: no, place: r.Place, points: r.Points, rec: ind.Records[no]}
		if bhCol >= 0 {
			m.bh = r.Values[bhCol]
		}
		ms = append(ms, m)
	}
	return ms
}

// TeamTotals ranks teams by 队员总分制 (15.5): the sum of their members'
// places in the individual standings ind (lower is better), then the best
// member's place, the second best, then the members' fouls. Every
// registered player in ind counts, or with count > 0 a team's count best
// (a team stage: as many as it has boards, so substitutes cost nothing);
// a team with fewer players than the others counts each missing one one
// place below the last. Row.No is the team number and Row.Points the
// counted members' points.
func TeamTotals(ind *Standings, teams []scoring.Team, count int) *Standings {
	out := &Standings{Criteria: []Criterion{critPlaceSum, critBest, critSecond, critTeamFouls}}
	most := count
	for _, tm := range teams {
		if count == 0 {
			most = max(most, len(members(ind, tm, -1)))
		}
	}
	below := len(ind.Rows) + 1 // the place of a member a team lacks
	for _, tm := range teams {
		ms := members(ind, tm, -1)
		sort.SliceStable(ms, func(i, j int) bool { return ms[i].place < ms[j].place })
		if len(ms) > most {
			ms = ms[:most]
		}
		places := []int{}
		row := Row{No: tm.No}
		var fouls int64
		for _, m := range ms {
			places = append(places, m.place)
			row.Points += m.points
			if m.rec != nil {
				for _, e := range m.rec.Entries {
					fouls += int64(e.Fouls)
				}
			}
		}
		sort.Ints(places)
		for len(places) < most {
			places = append(places, below)
		}
		sum := 0
		for _, p := range places {
			sum += p
		}
		at := func(k int) int64 {
			if k < len(places) {
				return int64(places[k])
			}
			return int64(below)
		}
		row.Values = []Value{Int(int64(sum)), Int(at(0)), Int(at(1)), Int(fouls)}
		out.Rows = append(out.Rows, row)
	}
	rankRows(out, false)
	return out
}

// BranchTotals is the university staff event's team ranking of an
// individual event: teams (branches 分会) by the sum of their members'
// points, then the members' points in the last round, the round before,
// and so on backwards, then the sum of the members' 对手分. Teams with
// fewer than minPlayers players in the standings are listed unranked
// (Place 0) below the others. With count > 0 only each team's count best
// players count (most points, then the better place: the seed rules'
// 运动员4人), a team with fewer counting them all; Standings.Counted says
// who. Row.Points is the counted members' points.
func BranchTotals(ind *Standings, teams []scoring.Team, minPlayers, count int, bh func(no int) Value) *Standings {
	out := &Standings{Criteria: []Criterion{critBack, critOpp}, Counted: map[int][]int{}}
	nr := 0
	for _, rec := range ind.Records {
		nr = max(nr, len(rec.Entries))
	}
	var unranked []Row
	for _, tm := range teams {
		all := members(ind, tm, -1)
		ms := slices.Clone(all)
		sort.SliceStable(ms, func(i, j int) bool {
			if ms[i].points != ms[j].points {
				return ms[i].points > ms[j].points
			}
			return ms[i].place < ms[j].place
		})
		if count > 0 && len(ms) > count {
			ms = ms[:count]
		}
		for _, m := range ms {
			out.Counted[tm.No] = append(out.Counted[tm.No], m.no)
		}
		row := Row{No: tm.No}
		back := make([]Value, nr)
		for k := range back {
			back[k] = Int(0)
		}
		opp := Int(0)
		for _, m := range ms {
			row.Points += m.points
			if m.rec != nil {
				for k, e := range m.rec.Entries {
					back[nr-1-k] = back[nr-1-k].Add(FromPoints(e.Points))
				}
				if bh != nil {
					opp = opp.Add(bh(m.rec.No))
				}
			}
		}
		row.Values = append(back, opp)
		if len(all) < minPlayers {
			unranked = append(unranked, row)
			continue
		}
		out.Rows = append(out.Rows, row)
	}
	rankRows(out, true)
	// the column of the legend shows the last round and the opponents' score
	for i := range out.Rows {
		if b := out.Rows[i].By; b > nr { // a value past the rounds: the opponents' score
			out.Rows[i].By = 2
		} else if b > 0 {
			out.Rows[i].By = 1
		}
		v := out.Rows[i].Values
		out.Rows[i].Values = []Value{v[0], v[len(v)-1]}
		if len(v) == 1 {
			out.Rows[i].Values = []Value{v[0], v[0]}
		}
	}
	for _, r := range unranked {
		r.Values = []Value{r.Values[0], r.Values[len(r.Values)-1]}
		out.Rows = append(out.Rows, r)
	}
	return out
}

// rankRows sorts rows by points (when byPoints, higher first) and then
// their values (lexicographically, each criterion's direction; a value
// beyond the criteria takes the last criterion's), and gives places,
// shared 并列 when everything is equal. The team number breaks no tie: it
// only keeps the order stable.
func rankRows(s *Standings, byPoints bool) {
	lower := func(k int) bool {
		if k < len(s.Criteria) {
			return s.Criteria[k].Lower
		}
		return s.Criteria[len(s.Criteria)-1].Lower
	}
	// at is the value that decides a and b (-1: points or nothing)
	at := func(a, b Row) (int, int) {
		if byPoints && a.Points != b.Points {
			if a.Points > b.Points {
				return -1, -1
			}
			return 1, -1
		}
		for k := range a.Values {
			if k >= len(b.Values) {
				break
			}
			c := a.Values[k].Cmp(b.Values[k])
			if lower(k) {
				c = -c
			}
			if c != 0 {
				return -c, k
			}
		}
		return 0, -1
	}
	cmp := func(a, b Row) int { c, _ := at(a, b); return c }
	sort.SliceStable(s.Rows, func(i, j int) bool {
		if c := cmp(s.Rows[i], s.Rows[j]); c != 0 {
			return c < 0
		}
		return s.Rows[i].No < s.Rows[j].No
	})
	for i := range s.Rows {
		s.Rows[i].Place = i + 1
		if i == 0 {
			continue
		}
		c, k := at(s.Rows[i-1], s.Rows[i])
		if c == 0 {
			s.Rows[i].Place = s.Rows[i-1].Place
			s.Rows[i].Shared, s.Rows[i-1].Shared = true, true
		}
		// Row.By counts values here; BranchTotals maps its rounds to 末轮积分
		s.Rows[i].By = k + 1
	}
	s.PlayoffPlaces = PlayoffPlaces(s.Rows, nil)
	s.PlayoffNeeded = len(s.PlayoffPlaces) > 0
}

// TeamRankingOption is the stage option that picks the team ranking of an
// individual stage: "branch" (the default: the university staff event's,
// BranchTotals) or "places" (队员总分制, 15.5, TeamTotals);
// TeamMinOption is the fewest players a branch needs to be ranked
// (default 3).
const (
	TeamRankingOption = "team-ranking"
	TeamMinOption     = "team-min"
	// TeamCountOption counts only each team's N best players by points
	// (ties by place) in the branch ranking: the university staff event's
	// 运动员4人 (seed rules); a team with fewer counts them all.
	TeamCountOption = "team-count"
)

// TeamRanking ranks the event's teams by the individual results of stage
// st over rounds, by the stage's team-ranking option, and says how in a
// line for the legend.
func TeamRanking(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) (*Standings, string, error) {
	ind, err := Compute(StageInput(ev, st, rounds))
	if err != nil {
		return nil, "", err
	}
	switch st.Options[TeamRankingOption] {
	case "places":
		return TeamTotals(ind, ev.Teams, 0), "队员总分制 (15.5): the members' places added, lower first; 积分 Pts is the members' points", nil
	case "", "branch":
		least := 3
		if n, err := strconv.Atoi(st.Options[TeamMinOption]); err == nil {
			least = n
		}
		in := StageInput(ev, st, rounds)
		in.Criteria = []string{"bh"}
		bh, err := Compute(in)
		if err != nil {
			return nil, "", err
		}
		byNo := map[int]Value{}
		for _, r := range bh.Rows {
			byNo[r.No] = r.Values[0]
		}
		count := 0
		if v, ok := st.Options[TeamCountOption]; ok {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return nil, "", fmt.Errorf("stage %s: option %s %q: give the number of each team's best players that count, e.g. %s=4", st.ID, TeamCountOption, v, TeamCountOption)
			}
			count = n
		}
		s := BranchTotals(ind, ev.Teams, least, count, func(no int) Value { return byNo[no] })
		who := "the members' points added"
		if count > 0 {
			who = fmt.Sprintf("the points of each team's best %d players added (most points, then the better place; a team with fewer counts them all; %s)", count, TeamCountOption)
		}
		return s, fmt.Sprintf("积分 Pts: %s, then the last round's team score, the round before ..., then the 对手分 of the players counted; teams of fewer than %d players are not ranked (-)", who, least), nil
	}
	return nil, "", fmt.Errorf("stage %s: unknown option %s %q: use branch or places", st.ID, TeamRankingOption, st.Options[TeamRankingOption])
}
