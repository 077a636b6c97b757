package pairing

import (
	"fmt"
	"maps"
	"slices"

	"github.com/xiangqi-org/xqt/scoring"
)

// teamSystem pairs a team stage (article 12) with the stage's own system:
// it shows that system the stage as a stage of teams (scoring's TeamView:
// teams as players, matches as multi-game pairings whose games are the
// boards), so the Berger table, the Swiss engines and the knockout pair
// teams exactly as they pair players, and then puts each team's line-up
// on the boards of its match with the colours of 13.2 and 13.3.
type teamSystem struct{ inner System }

func (s teamSystem) Name() string { return s.inner.Name() }

// Supports: --fix, --bye and --exclude name players, so a team stage has
// none of them; groups of teams it has when its system has groups (they
// are the team stage's own, Stage.TeamGroups, paired in Pair), and a
// crossover when its system has one.
func (s teamSystem) Supports(f Feature) bool {
	return (f == FeatureGroups || f == FeatureCrossover || f == FeatureTeams) && s.inner.Supports(f)
}

// configure checks a team stage's settings by the rules of its system and
// gives it, unless it names its own, the team tiebreaks of article 15:
// 15.3 for a round robin, 15.4 for a Swiss.
func (s teamSystem) configure(st *scoring.Stage, edition string) error {
	given := len(st.Tiebreaks) > 0
	if c, ok := s.inner.(configurer); ok {
		if err := c.configure(st, edition); err != nil {
			return err
		}
	}
	if !given {
		switch {
		case st.Scheduled():
			st.Tiebreaks = []string{"cxa-team-rr"}
		case !st.Elimination():
			st.Tiebreaks = []string{"cxa-team-swiss"}
		}
	}
	return nil
}

// teamEvent is the event of teams the inner system sees: the stage's teams
// as players, its rounds as team rounds, its table order the stage's team
// order.
func teamEvent(ev *scoring.Event, st *scoring.Stage) (*scoring.Event, *scoring.Stage) {
	players, rounds := ev.TeamView(st)
	ts := *st
	ts.Teams, ts.Groups, ts.TeamGroups = false, cloneGroups(st.TeamGroups), nil
	ts.Players, ts.Order, ts.Points = nil, st.TeamOrder, matchPreset(st)
	ts.Options = maps.Clone(st.Options)
	if ts.Options == nil {
		ts.Options = map[string]string{}
	}
	ts.Options[scoring.BoardPointsKey] = st.Points // the boards' table: the game points 局分
	for _, p := range players {
		ts.Players = append(ts.Players, p.No)
	}
	tev := &scoring.Event{Name: ev.Name, Start: ev.Start, Edition: ev.Edition, Points: ev.Points,
		Players: players, Stages: []scoring.Stage{ts}, Rounds: rounds}
	return tev, &tev.Stages[0]
}

// matchPreset is the points preset of a team stage's match points 场分
// (scoring's MatchTable): the teams' points in the stage of teams.
func matchPreset(st *scoring.Stage) string {
	name, err := scoring.MatchPointsPreset(st.Options[scoring.MatchPointsOption])
	if err != nil {
		return "cxa2011"
	}
	return name
}

// TeamEvent is the whole event seen as teams: every team stage a stage of
// teams (its teams the players, its team list and order the stage's players
// and order), the rounds of team stages as team rounds. Advancing, final
// places and knockout brackets of team events work on it as they do on
// players.
func TeamEvent(ev *scoring.Event) *scoring.Event {
	out := &scoring.Event{Name: ev.Name, NameEn: ev.NameEn, Start: ev.Start, Edition: ev.Edition, Points: ev.Points}
	seen := map[int]bool{}
	for i := range ev.Stages {
		st := &ev.Stages[i]
		if !st.Teams {
			continue
		}
		tev, ts := teamEvent(ev, st)
		ts.Players = st.TeamIDs
		out.Stages = append(out.Stages, *ts)
		for _, p := range tev.Players {
			if !seen[p.No] {
				seen[p.No] = true
				out.Players = append(out.Players, p)
			}
		}
		out.Rounds = append(out.Rounds, tev.Rounds...)
	}
	slices.SortStableFunc(out.Rounds, func(a, b scoring.Round) int { return a.Number - b.Number })
	return out
}

// cloneGroups copies groups, so the view's table orders are its own until
// copied back.
func cloneGroups(gs []scoring.Group) []scoring.Group {
	out := make([]scoring.Group, len(gs))
	for i, g := range gs {
		out[i] = scoring.Group{ID: g.ID, Players: slices.Clone(g.Players), Order: slices.Clone(g.Order)}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func (s teamSystem) Pair(req *Request) (*Result, error) {
	if len(req.Fix)+len(req.Byes)+len(req.Exclude) > 0 {
		return nil, fmt.Errorf("--fix, --bye and --exclude name players: a team stage pairs teams (give line-ups with 'xqt lineup')")
	}
	ev, st := req.Event, req.Stage
	if st.Boards < 1 {
		return nil, fmt.Errorf("stage %s is a team stage without boards: set boards (xqt init --teams --boards 4)", st.ID)
	}
	tev, ts := teamEvent(ev, st)
	if len(ts.Players) < 2 {
		return nil, fmt.Errorf("stage %s has %d team(s): add teams with 'xqt team add' or a team column in 'xqt player import'", st.ID, len(ts.Players))
	}
	sub := *req
	sub.Event, sub.Stage, sub.Rounds = tev, ts, tev.StageRounds(st.ID)
	var res *Result
	var err error
	if len(ts.Groups) > 0 {
		res, err = pairGroups(s.inner, &sub) // groups of teams, each its own table
	} else {
		res, err = s.inner.Pair(&sub)
	}
	if err != nil {
		return nil, err
	}
	st.TeamOrder, st.Seed, st.Rounds = ts.Order, ts.Seed, ts.Rounds
	if len(ts.Groups) > 0 {
		st.TeamGroups = cloneGroups(ts.Groups)
	}
	round, err := BoardsOf(ev, st, res.Round.Games, req.Number)
	if err != nil {
		return nil, err
	}
	round.Seed, round.Notes = res.Round.Seed, res.Round.Notes
	round.TeamByes = append(slices.Clone(res.Round.Byes), res.Round.HalfByes...)
	return &Result{Round: round, Explain: res.Explain}, nil
}

// BoardsOf makes the matches and board games of round number n of a team
// stage from pairings of teams (Red the team listed first or due red),
// each team playing its line-up (Event.TeamLineup).
func BoardsOf(ev *scoring.Event, st *scoring.Stage, pairs []scoring.Game, n int) (scoring.Round, error) {
	var r scoring.Round
	for i, p := range pairs {
		m := scoring.TeamMatch{Number: i + 1, Red: p.Red, Black: p.Black}
		r.Matches = append(r.Matches, m)
		gs, err := MatchBoards(ev, st, &r, &m, n, len(r.Games)+1)
		if err != nil {
			return r, err
		}
		for k := range gs {
			gs[k].Group = p.Group
		}
		r.Games = append(r.Games, gs...)
	}
	return r, nil
}

// MatchBoards makes the board games of match m of round r (number n),
// boards numbered from first: each team's line-up, the first team red on
// odd boards.
func MatchBoards(ev *scoring.Event, st *scoring.Stage, r *scoring.Round, m *scoring.TeamMatch, n, first int) ([]scoring.Game, error) {
	var lineups [2][]int
	for k, no := range []int{m.Red, m.Black} {
		tm := ev.FindTeam(no)
		if tm == nil {
			return nil, fmt.Errorf("round %d, match %d: unknown team %d", n, m.Number, no)
		}
		l, err := ev.TeamLineup(st, tm, r, n)
		if err != nil {
			return nil, err
		}
		lineups[k] = l
	}
	return scoring.MatchGamesFor(m, lineups[0], lineups[1], st.Lineup == scoring.LineupAllPlayAll, first), nil
}

func (s teamSystem) Check(ev *scoring.Event, st *scoring.Stage, before []scoring.Round, r scoring.Round) []error {
	// The team scores as they stood when round r was paired (a result
	// corrected later keeps the one it replaced: scoring.AsPaired).
	k := 0
	for k < len(ev.Rounds) && ev.Rounds[k].Number < r.Number {
		k++
	}
	pe := *ev
	pe.Rounds = append(scoring.AsPaired(ev.Rounds[:k:k], r.Number), ev.Rounds[k:]...)
	tev, ts := teamEvent(&pe, st)
	var tb []scoring.Round
	var tr *scoring.Round
	for i := range tev.Rounds {
		switch {
		case tev.Rounds[i].Number < r.Number:
			tb = append(tb, tev.Rounds[i])
		case tev.Rounds[i].Number == r.Number:
			tr = &tev.Rounds[i]
		}
	}
	if tr == nil {
		return nil
	}
	errs := s.inner.Check(tev, ts, tb, *tr)
	if _, err := scoring.MatchPointsPreset(st.Options[scoring.MatchPointsOption]); err != nil && len(before) == 0 {
		errs = append(errs, fmt.Errorf("stage %s: option %s: %w", st.ID, scoring.MatchPointsOption, err))
	}
	for _, m := range r.Matches {
		boards := r.MatchBoards(m.Number)
		if len(boards) == 0 {
			errs = append(errs, fmt.Errorf("round %d, match %d: no boards", r.Number, m.Number))
		}
		for _, g := range boards {
			a, b := ev.TeamOf(g.Red), ev.TeamOf(g.Black)
			if !(a == m.Red && b == m.Black) && !(a == m.Black && b == m.Red) {
				errs = append(errs, fmt.Errorf("round %d, match %d, board %d: players %d and %d are not one of each team of the match", r.Number, m.Number, g.TeamBoard, g.Red, g.Black))
			}
		}
		errs = append(errs, checkOrder(ev, st, r, m, boards)...)
	}
	return errs
}

// checkOrder checks the order each team of match m put its players on the
// boards in, under 分台定人 (12.1) and 分台换人 (12.2: 台次顺序不能前后颠倒), by
// Event.CheckLineup. A match with a board a withdrawal decided is left
// alone: it was paired before the player withdrew.
func checkOrder(ev *scoring.Event, st *scoring.Stage, r scoring.Round, m scoring.TeamMatch, boards []scoring.Game) []error {
	if st.Lineup != "" && st.Lineup != scoring.LineupFixed && st.Lineup != scoring.LineupSubstitute {
		return nil
	}
	for _, g := range boards {
		if g.Withdrawal != "" {
			return nil
		}
	}
	var errs []error
	for _, no := range []int{m.Red, m.Black} {
		tm := ev.FindTeam(no)
		if tm == nil || len(boards) != st.Boards {
			continue
		}
		var players []int
		for _, g := range boards {
			if ev.TeamOf(g.Red) == no {
				players = append(players, g.Red)
			} else {
				players = append(players, g.Black)
			}
		}
		if err := ev.CheckLineup(st, tm, players, r.Number); err != nil {
			errs = append(errs, fmt.Errorf("round %d, match %d: %w", r.Number, m.Number, err))
		}
	}
	return errs
}

func (s teamSystem) Planned(ev *scoring.Event, st *scoring.Stage) int {
	tev, ts := teamEvent(ev, st)
	n := 0
	for i := range ts.Groups {
		view, _ := tev.GroupView(ts, &ts.Groups[i])
		n = max(n, s.inner.Planned(tev, &view))
	}
	if len(ts.Groups) > 0 {
		return n
	}
	return s.inner.Planned(tev, ts)
}

func (s teamSystem) Done(ev *scoring.Event, st *scoring.Stage, _ []scoring.Round) (bool, error) {
	tev, ts := teamEvent(ev, st)
	return stageDone(tev, ts, s.inner)
}

// Winner is the winning team of a team knockout (its number), 0 otherwise.
func (s teamSystem) Winner(ev *scoring.Event, st *scoring.Stage) int {
	w, ok := s.inner.(winnerer)
	if !ok {
		return 0
	}
	tev, ts := teamEvent(ev, st)
	return w.Winner(tev, ts)
}
