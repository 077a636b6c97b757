package scoring

import (
	"fmt"
	"slices"
	"strings"
)

// Team is one team of a team event (article 12): its members in board
// order (first board first) and its registered substitutes 替补.
type Team struct {
	No      int    // team number, from 1; fixed once the event has begun
	Name    string // as printed: 一中, 机关一队
	Members []int  // start numbers of the members, in board order
	Subs    []int  // start numbers of the substitutes, in the order they come in
	// Order is the registered order 台次排列 of members and substitutes
	// together when a substitute ranks among the members (12.2: 替补队员，
	// 台次的排列原则同12.1款, by strength); nil means the members, then the
	// substitutes.
	Order []int
	// Withdrawn is the first round the team no longer plays (0: still
	// in): article 20.3 (棋手(队)中途退出) and 20.4 decide its matches as
	// they do a player's games, a match forfeited being 2 to the team
	// present (21.4).
	Withdrawn int
}

// Out reports whether the team has withdrawn by round n.
func (t *Team) Out(n int) bool { return t.Withdrawn > 0 && t.Withdrawn <= n }

// Registered returns the team's players in registration order: Order
// when set, else the members, then the substitutes.
func (t *Team) Registered() []int {
	if len(t.Order) > 0 {
		return slices.Clone(t.Order)
	}
	return append(slices.Clone(t.Members), t.Subs...)
}

// RankAt puts registered player no at place k (from 1) of the team's
// registered order (Team.Order), the players from place k on moving down
// one; k beyond the end puts them last.
func (t *Team) RankAt(no, k int) {
	reg := slices.DeleteFunc(t.Registered(), func(x int) bool { return x == no })
	k = min(max(k, 1), len(reg)+1)
	t.Order = slices.Insert(reg, k-1, no)
}

// Has reports whether player no is registered for the team.
func (t *Team) Has(no int) bool { return slices.Contains(t.Members, no) || slices.Contains(t.Subs, no) }

// TeamMatch is one team match 场 of a round: two teams, their boards being
// the games of the round whose Match is Number.
type TeamMatch struct {
	Number int // match number in the round, from 1
	// Red is the team listed first: red on odd boards and black on even
	// boards (13.2), or the team due red in a Swiss (13.3).
	Red, Black int
	Note       string
	// Withdrawal is the rule by which a team's withdrawal decided the
	// match (20.3, 20.4); "" otherwise.
	Withdrawal Withdrawal
	// Lots is the team that won the lots deciding a knockout match still
	// level after the board count; 0 otherwise.
	Lots int
}

// Lineup is the players a team puts out in one round, first board first.
type Lineup struct {
	Team    int
	Players []int
}

// The line-up rules of a team stage (Stage.Lineup; article 12).
const (
	LineupFixed      = "fixed"        // 分台定人 (12.1): boards in registration order; a missing player's boards move up
	LineupSubstitute = "substitute"   // 分台换人 (12.2): any N of members and substitutes, in registered order, never reversed
	LineupPerMatch   = "per-match"    // 临时定台: any order of registered players, given per match
	LineupAllPlayAll = "all-play-all" // 全队轮赛: every player of one team plays every player of the other
)

// Lineups lists the line-up rules in the order help texts name them.
var Lineups = []string{LineupFixed, LineupSubstitute, LineupPerMatch, LineupAllPlayAll}

// FindTeam returns the team with number no, or nil.
func (e *Event) FindTeam(no int) *Team {
	for i := range e.Teams {
		if e.Teams[i].No == no {
			return &e.Teams[i]
		}
	}
	return nil
}

// TeamByName returns the team with the given name, or nil.
func (e *Event) TeamByName(name string) *Team {
	for i := range e.Teams {
		if e.Teams[i].Name == name {
			return &e.Teams[i]
		}
	}
	return nil
}

// TeamOf returns the number of the team player no is registered for, 0
// when none.
func (e *Event) TeamOf(no int) int {
	for i := range e.Teams {
		if e.Teams[i].Has(no) {
			return e.Teams[i].No
		}
	}
	return 0
}

// StageTeams returns the teams of a team stage: its own list, or every
// team.
func (e *Event) StageTeams(st *Stage) []Team {
	if len(st.TeamIDs) == 0 {
		return slices.Clone(e.Teams)
	}
	var ts []Team
	for _, no := range st.TeamIDs {
		if t := e.FindTeam(no); t != nil {
			ts = append(ts, *t)
		}
	}
	return ts
}

// BoardColour returns the side of the team listed first (TeamMatch.Red) on
// board k (from 1) of a match: red on odd boards, black on even (13.2, and
// 13.3 for the team due red in a Swiss).
func BoardColour(k int) Side {
	if k%2 == 1 {
		return Red
	}
	return Black
}

// MatchBoards returns the games of match m of a round, by board within the
// match.
func (r *Round) MatchBoards(m int) []Game {
	var gs []Game
	for _, g := range r.Games {
		if g.Match == m {
			gs = append(gs, g)
		}
	}
	slices.SortFunc(gs, func(a, b Game) int { return a.TeamBoard - b.TeamBoard })
	return gs
}

// FindMatch returns match m of a round, or nil.
func (r *Round) FindMatch(m int) *TeamMatch {
	for i := range r.Matches {
		if r.Matches[i].Number == m {
			return &r.Matches[i]
		}
	}
	return nil
}

// LineupOf returns the line-up a team was given for a round, or nil.
func (r *Round) LineupOf(team int) *Lineup {
	for i := range r.Lineups {
		if r.Lineups[i].Team == team {
			return &r.Lineups[i]
		}
	}
	return nil
}

// MatchScore is a team match seen from its two teams: game points 局分 of
// each, and the match result from the first team's view.
type MatchScore struct {
	Red, Black Points // game points of TeamMatch.Red and TeamMatch.Black
	// Result is the match result from TeamMatch.Red's view: RedWins when
	// it has more game points, Draw when level; RedForfeit, BlackForfeit or
	// DoubleForfeit when every board was forfeited the same way (a whole
	// match forfeited, 21.4); NoResult while a board has none.
	Result Result
	Boards []MatchGame // each board from the red player's view; Red is the team (not player) with red
}

// ScoreMatch scores match m of round r with table t: each board's points
// for the team it counts for, and the match result by comparing them
// (14.2). In a knockout (elimination) a level match goes to the team that
// won the highest board won by anyone, then to TeamMatch.Lots.
func (e *Event) ScoreMatch(r *Round, m *TeamMatch, t Table, elimination bool) MatchScore {
	var ms MatchScore
	boards := r.MatchBoards(m.Number)
	pending, forfeits := false, map[Result]int{}
	decider := NoResult
	for _, g := range boards {
		redTeam := e.TeamOf(g.Red)
		if redTeam != m.Red && redTeam != m.Black {
			// a player outside both teams: count the board by its colours
			redTeam = m.Black
			if BoardColour(g.TeamBoard) == Red {
				redTeam = m.Red
			}
		}
		ms.Boards = append(ms.Boards, MatchGame{Red: redTeam, Result: g.Result, Fouls: [2]int{g.RedFouls, g.BlackFouls}, Note: g.Note})
		if g.Result == NoResult {
			pending = true
			continue
		}
		if !g.Result.Played() {
			forfeits[g.Result]++
		}
		side := Red // the side of m.Red's player on this board
		if redTeam != m.Red {
			side = Black
		}
		o := g.Result.Outcome(side)
		ms.Red += boardPoints(g.Result, side, t)
		ms.Black += boardPoints(g.Result, side.Other(), t)
		if decider == NoResult && (o == Win || o == Loss) {
			decider = RedWins
			if o == Loss {
				decider = BlackWins
			}
		}
	}
	switch {
	case pending || len(boards) == 0:
		ms.Result = NoResult
	case forfeits[DoubleForfeit] == len(boards):
		ms.Result = DoubleForfeit
	case wholeForfeit(boards, m, e, true):
		ms.Result = RedForfeit
	case wholeForfeit(boards, m, e, false):
		ms.Result = BlackForfeit
	case ms.Red > ms.Black:
		ms.Result = RedWins
	case ms.Red < ms.Black:
		ms.Result = BlackWins
	case elimination && decider != NoResult:
		ms.Result = decider
	case elimination && m.Lots == m.Red:
		ms.Result = RedWins
	case elimination && m.Lots == m.Black:
		ms.Result = BlackWins
	default:
		ms.Result = Draw
	}
	return ms
}

// boardPoints is the points one side of a board scores with table t.
func boardPoints(r Result, s Side, t Table) Points {
	if r == DoubleForfeit {
		return t.DoubleForfeit
	}
	return t.Score(r.Outcome(s), s, r.Played())
}

// wholeForfeit reports whether every board of a match was won without play
// by the first team (first) or by the second.
func wholeForfeit(boards []Game, m *TeamMatch, e *Event, first bool) bool {
	for _, g := range boards {
		if g.Result.Played() || g.Result == NoResult || g.Result == DoubleForfeit {
			return false
		}
		side := Red
		if e.TeamOf(g.Red) != m.Red {
			side = Black
		}
		won := g.Result.Outcome(side) == Win
		if won != first {
			return false
		}
	}
	return true
}

// TeamView is a team stage seen as a stage of teams: the teams as players
// (No the team number, Name its name) and each round's team matches as
// games between them, a match's boards as the games of a multi-game match
// (MatchGame.Red being the team with red on that board), so the pairing
// systems pair teams and the tiebreaks rank them as they do players with
// several games per pairing: match points 场分 are the points, game points
// 局分 the games' points (14.2).
func (e *Event) TeamView(st *Stage) ([]Player, []Round) {
	var players []Player
	for _, t := range e.StageTeams(st) {
		p := Player{No: t.No, Name: t.Name, Withdrawn: t.Withdrawn}
		for _, no := range t.Members {
			if m := e.Player(no); m != nil {
				p.Rating += m.Rating // a Swiss orders teams by their members' ratings
			}
		}
		players = append(players, p)
	}
	t := e.TableFor(st)
	var rounds []Round
	for i := range e.Rounds {
		r := &e.Rounds[i]
		if r.Stage != st.ID {
			continue
		}
		tr := Round{Number: r.Number, Stage: r.Stage, Seed: r.Seed, Byes: slices.Clone(r.TeamByes)}
		for k := range r.Matches {
			m := &r.Matches[k]
			ms := e.ScoreMatch(r, m, t, st.Elimination())
			g := Game{Board: m.Number, Red: m.Red, Black: m.Black, Result: ms.Result, Games: ms.Boards, Note: m.Note, Withdrawal: m.Withdrawal, Lots: m.Lots}
			if st.Elimination() {
				g.Games = nil // the match result already applies the knockout's decider
			}
			tr.Games = append(tr.Games, g)
		}
		rounds = append(rounds, tr)
	}
	return players, rounds
}

// TeamLineup returns the players team tm puts out in round n of a team
// stage, first board first: the round's line-up when one was given, else
// the first registered players still in (not withdrawn by round n), in
// registration order: under 分台定人 (12.1) and 分台换人 (12.2) alike a
// missing player's board goes to the players below, who move up. A team
// withdrawn by round n (Team.Withdrawn) puts out its first registered
// players all the same: its boards are forfeits (20.3, 20.4) and its
// match is won 2:0 by the other team (21.4).
func (e *Event) TeamLineup(st *Stage, tm *Team, r *Round, n int) ([]int, error) {
	boards := st.Boards
	if r != nil {
		if l := r.LineupOf(tm.No); l != nil {
			return slices.Clone(l.Players), nil
		}
	}
	in := func(no int) bool {
		p := e.Player(no)
		return p != nil && (p.Withdrawn == 0 || p.Withdrawn > n || tm.Out(n))
	}
	var out []int
	for _, no := range tm.Registered() {
		if len(out) < boards && in(no) {
			out = append(out, no)
		}
	}
	if len(out) < boards {
		return out, fmt.Errorf("team %s has %d players for %d boards in round %d: give a line-up ('xqt lineup'), register a substitute ('xqt team add --sub') or withdraw the team ('xqt team withdraw', 20.3)", tm.Name, len(out), boards, n)
	}
	return out, nil
}

// CheckLineup says what a line-up breaks of the stage's rule for team tm:
// each board filled, every player registered for the team, nobody twice,
// nobody withdrawn, and under 分台定人 (12.1) and 分台换人 (12.2) the
// registration order kept: 12.2 各轮比赛出场者可以有所不同，但台次顺序不能前后颠倒
// (any N of the registered players, members and substitutes together, in
// their registered order: with four boards and two substitutes the 15
// orders 1-2-3-4, 1-2-3-5 ... 3-4-5-6).
func (e *Event) CheckLineup(st *Stage, tm *Team, players []int, n int) error {
	if len(players) != st.Boards {
		return fmt.Errorf("team %s: a line-up names %d players, one per board: got %d", tm.Name, st.Boards, len(players))
	}
	seen := map[int]bool{}
	reg := tm.Registered()
	last := -1
	for k, no := range players {
		p := e.Player(no)
		switch {
		case p == nil:
			return PlayerErrorf("team %s, board %d: unknown %v", tm.Name, k+1, PlayerNo(no))
		case !tm.Has(no):
			if other := e.TeamOf(no); other != 0 {
				return fmt.Errorf("team %s, board %d: %s plays for %s: a player plays for one team", tm.Name, k+1, p.Name, e.FindTeam(other).Name)
			}
			return fmt.Errorf("team %s, board %d: %s is not registered for the team: add them with 'xqt team add --sub' first", tm.Name, k+1, p.Name)
		case seen[no]:
			return fmt.Errorf("team %s: %s is named twice: one board each", tm.Name, p.Name)
		case p.Withdrawn > 0 && p.Withdrawn <= n:
			return fmt.Errorf("team %s, board %d: %s withdrew before round %d", tm.Name, k+1, p.Name, p.Withdrawn)
		}
		seen[no] = true
		switch st.Lineup {
		case LineupSubstitute, "", LineupFixed:
			i := slices.Index(reg, no)
			if i < last {
				rule := fmt.Sprintf("分台定人 12.1: boards follow the registration order %s", e.names(reg))
				if st.Lineup == LineupSubstitute {
					rule = fmt.Sprintf("分台换人 12.2: any %d of the registered players in their order %s, never reversed", st.Boards, e.names(reg))
				}
				return fmt.Errorf("team %s: %s on board %d is registered above %s on board %d (%s)", tm.Name, p.Name, k+1, e.names(reg[last:last+1]), k, rule)
			}
			last = i
		}
	}
	return nil
}

func (e *Event) names(nos []int) string {
	s := ""
	for i, no := range nos {
		if i > 0 {
			s += " "
		}
		if p := e.Player(no); p != nil {
			s += p.Name
		} else {
			s += fmt.Sprint(no)
		}
	}
	return s
}

// MatchGamesFor builds the board games of a match from the two line-ups,
// boards numbered from first (across the round): the first team red on odd
// boards (13.2, 13.3); under 全队轮赛 every player of the first line-up
// meets every player of the second, the first team red when the two board
// indexes add up to an even number.
func MatchGamesFor(m *TeamMatch, a, b []int, allPlayAll bool, first int) []Game {
	var gs []Game
	add := func(x, y int, firstRed bool) {
		g := Game{Board: first + len(gs), Match: m.Number, TeamBoard: len(gs) + 1, Red: x, Black: y}
		if !firstRed {
			g.Red, g.Black = y, x
		}
		gs = append(gs, g)
	}
	if allPlayAll {
		for i := range a {
			for j := range b {
				add(a[i], b[j], (i+j)%2 == 0)
			}
		}
		return gs
	}
	for k := range a {
		add(a[k], b[k], BoardColour(k+1) == Red)
	}
	return gs
}

// MatchPointsOption is the option of a team stage that gives its match
// points 场分 a table of their own, when the organiser's rules say so:
// a points preset ("3-1-0") or win-draw-loss ("3-1-0", "2-1-0"). Without
// it match points are article 14.2's, whatever the boards' table.
const MatchPointsOption = "match-points"

// RulebookMatchPoints is the match points table of article 14.2: a match
// won (more game points 局分) 2, drawn 1, lost 0, the same 2 for a match
// won because the other team did not come (21.4: 如果缺席者是队，'+'号等于2分)
// and for a team bye of a Swiss, scored as a won match. It is the
// cxa2011 preset's win 2, draw 1, loss 0.
func RulebookMatchPoints() Table { return presets["cxa2011"] }

// MatchPointsPreset reads the value of MatchPointsOption and returns the
// points preset it names: "" and "2-1-0" are article 14.2's (cxa2011);
// otherwise a preset name such as 3-1-0.
func MatchPointsPreset(s string) (string, error) {
	v := strings.TrimSpace(s)
	switch v {
	case "", "2-1-0", "14.2":
		return "cxa2011", nil
	}
	if _, ok := presets[v]; ok {
		return v, nil
	}
	return "", fmt.Errorf("match points %q: write 2-1-0 (article 14.2, the default) or a points preset (%s)", s, strings.Join(PresetNames(), ", "))
}

// MatchTable returns the match points 场分 table of team stage st: the
// preset its MatchPointsOption names, else article 14.2's 2/1/0, never
// the boards' table (the boards' points make the game points 局分 only).
// An unreadable option (the event file check reports it) gives 14.2's.
func (e *Event) MatchTable(st *Stage) Table {
	if st != nil {
		if name, err := MatchPointsPreset(st.Options[MatchPointsOption]); err == nil {
			return presets[name]
		}
	}
	return RulebookMatchPoints()
}

// MatchPointsLegend says in a line, Chinese and English, how a team
// stage's match points are counted.
func (e *Event) MatchPointsLegend(st *Stage) (zh, en string) {
	t := e.MatchTable(st)
	if name, err := MatchPointsPreset(st.Options[MatchPointsOption]); err != nil || name == "cxa2011" {
		return "胜2分、和1分、负0分（14.2），弃权场对方得2分（21.4），由各台局分之和比较决定",
			"match points: win 2, draw 1, loss 0 (14.2), a match forfeited 2 to the team present (21.4), from comparing the boards' game points"
	}
	return fmt.Sprintf("胜%s分、和%s分、负%s分（本赛事规定 match-points），由各台局分之和比较决定", t.WinRed, t.DrawRed, t.LossRed),
		fmt.Sprintf("match points: win %s, draw %s, loss %s (the organiser's match-points), from comparing the boards' game points", t.WinRed, t.DrawRed, t.LossRed)
}

// BoardPointsKey marks a stage of teams made from a team stage (the
// pairing package's view of it, never saved): its points are the match
// points 场分 (Stage.Points names their preset) and its matches' boards
// score by this key's points preset, or by the event's table when empty.
const BoardPointsKey = "_board-points"

// GameTableFor returns the table that scores the single games of stage
// st's multi-game pairings when it is not the stage's own: the boards'
// table of a stage of teams (BoardPointsKey), nil for any other stage.
func (e *Event) GameTableFor(st *Stage) *Table {
	if st == nil {
		return nil
	}
	name, ok := st.Options[BoardPointsKey]
	if !ok {
		return nil
	}
	t := e.Points
	if name != "" {
		if p, err := Preset(name); err == nil {
			t = p
		}
	}
	return &t
}
