package event

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// The invariants of the whole model (issue 21): what a valid event is
// beyond each value on its own. They run on every load, so 'xqt check'
// reports them with their line, and on every save (SaveChecked runs them on
// the file form about to be written), so no command can write an event
// they reject. They
// run only once the file's values are each valid, so every lookup below
// finds what it names.
//
//   - stages: a stage's id and name are one line; a closed stage has every
//     result; a stage seeded from another has rounds only once that one is
//     closed; its qualifier list names distinct, not withdrawn entrants of
//     the earlier stage; qualify, qualify_after, group_count and seeding fit
//     the earlier stage;
//   - teams: every team has members; a player's team column agrees with the
//     teams list; one line-up per team and round, of the team's own
//     players, one per board; team boards within the stage's boards; every
//     team of a team round robin in its table; a board per player of the
//     line-ups in every match;
//   - results: a match's result agrees with its games; fouls at the limit
//     give the loss they force, on every kind of board;
//   - withdrawals: a withdrawn player is paired in no later round of a
//     stage paired round by round;
//   - options: every stage option the tool reads has a value it accepts; a
//     recorded play-off names distinct entrants, places not to share exist.
func modelChecks(ev *scoring.Event, c *checker) {
	stageChecks(ev, c)
	teamChecks(ev, c)
	resultChecks(ev, c)
	withdrawalChecks(ev, c)
	for i := range ev.Stages {
		optionChecks(&ev.Stages[i], at("stages", i, "options"), c)
		playoffChecks(ev, &ev.Stages[i], at("stages", i, "options"), c)
	}
}

// playoffChecks refuses a recorded play-off (15.6) that names someone who
// is not an entrant of the stage, or twice, and places not to be shared
// that the stage does not have.
func playoffChecks(ev *scoring.Event, st *scoring.Stage, path []any, c *checker) {
	entrants := map[int]bool{}
	for _, p := range tiebreak.StagePlayers(ev, st) {
		entrants[p.No] = true
	}
	n := len(entrants)
	if st.Teams { // its places are the teams'; a play-off may order either
		n = len(ev.StageTeams(st))
		for _, tm := range ev.StageTeams(st) {
			entrants[tm.No] = true
		}
	}
	if len(ev.StageRounds(st.ID)) == 0 {
		n = 0 // the entrants may still grow
	}
	if v, ok := st.Options[tiebreak.PlayoffOption]; ok {
		seen := map[string]bool{}
		for _, part := range strings.Split(v, ",") {
			part = strings.TrimSpace(part)
			no, err := strconv.Atoi(part)
			switch {
			case err != nil:
				c.add(append(path, tiebreak.PlayoffOption), "stage %s: option playoff=%q: %q is not a start number; the order is start numbers, best first, e.g. 4,7", st.ID, v, part)
			case seen[part]:
				c.add(append(path, tiebreak.PlayoffOption), "stage %s: option playoff=%q names %d twice: each once, best first", st.ID, v, no)
			case !entrants[no]:
				c.add(append(path, tiebreak.PlayoffOption), "stage %s: option playoff=%q names %d, who is not in the stage: name its tied players ('xqt playoff' records them)", st.ID, v, no)
			}
			seen[part] = true
		}
	}
	if v, ok := st.Options[tiebreak.NoShareOption]; ok {
		for _, part := range strings.Split(v, ",") {
			part = strings.TrimSpace(part)
			switch place, err := strconv.Atoi(part); {
			case err != nil || place < 1:
				c.add(append(path, tiebreak.NoShareOption), "stage %s: option no-shared=%q: %q is not a place: write places 1, 2, 3...", st.ID, v, part)
			case n > 0 && place > n:
				c.add(append(path, tiebreak.NoShareOption), "stage %s: option no-shared=%q: place %d does not exist: the stage has places 1 to %d", st.ID, v, place, n)
			}
		}
	}
}

// groupsOf reports whether a stage plays in groups (drawn or to be drawn).
func groupsOf(st *scoring.Stage) int {
	return max(len(st.Groups), len(st.TeamGroups), st.GroupCount)
}

func stageChecks(ev *scoring.Event, c *checker) {
	for i := range ev.Stages {
		st := &ev.Stages[i]
		path := at("stages", i)
		if msg := badText(st.ID, true); msg != "" {
			c.add(append(path, "id"), "stage id %s", msg)
		} else if strings.TrimSpace(st.ID) != st.ID || strings.ContainsAny(st.ID, " \t") {
			c.add(append(path, "id"), "stage id %q has spaces: a stage id is one word (e.g. final)", st.ID)
		}
		if msg := badText(st.Name, true); msg != "" {
			c.add(append(path, "name"), "stage %s: name %s", st.ID, msg)
		}
		rounds := ev.StageRounds(st.ID)
		if st.Closed {
			for _, r := range rounds {
				if m := r.Missing(); len(m) > 0 {
					c.add(append(path, "closed"), "stage %s is closed, but round %d has no result on board(s) %s: a closed stage is complete; enter the results, or reopen the stage by deleting 'closed: true'", st.ID, r.Number, joinInts(m))
					break
				}
			}
		}
		if st.Teams && st.Scheduled() && len(st.TeamOrder) > 0 {
			for _, tm := range ev.StageTeams(st) {
				if !slices.Contains(st.TeamOrder, tm.No) {
					c.add(append(path, "team_order"), "stage %s: team %s is not in the round robin's table, fixed when round %d was paired: it would never be paired; teams join before the first round ('xqt unpair' of every round lets it in)", st.ID, tm.Name, max(ev.StageStart(st.ID), 1))
				}
			}
		}
		if st.From == "" {
			continue
		}
		from := ev.Stage(st.From)
		if from == nil {
			continue // reported by the loader
		}
		if len(rounds) > 0 && !from.Closed {
			c.add(path, "stage %s has round %d, but stage %s it is seeded from is not closed: a later stage is paired once the earlier one is closed ('xqt advance')", st.ID, rounds[0].Number, from.ID)
		}
		entrants := map[int]bool{}
		for _, p := range tiebreak.StagePlayers(ev, from) {
			entrants[p.No] = true
		}
		seen := map[int]bool{}
		start := ev.StageStart(st.ID)
		for j, no := range st.Players {
			switch {
			case seen[no]:
				c.add(append(path, "players", j), "stage %s: %s is listed twice among its qualifiers: each qualifier once", st.ID, label(ev, no))
			case !entrants[no]:
				c.add(append(path, "players", j), "stage %s: %s qualifies but did not play stage %s: qualifiers come from the earlier stage", st.ID, label(ev, no), from.ID)
			}
			seen[no] = true
			if p := ev.Player(no); p != nil && p.Withdrawn > 0 && start > 0 && p.Withdrawn <= start {
				c.add(append(path, "players", j), "stage %s: %s withdrew from round %d and cannot qualify for a stage that starts in round %d", st.ID, label(ev, no), p.Withdrawn, start)
			}
		}
		for _, msg := range QualifyProblems(ev, st, false) {
			c.add(append(path, msg.key), "%s", msg.text)
		}
	}
}

// Problem is one broken invariant of a stage's settings: the file key it
// is about and what is wrong.
type Problem struct{ key, text string }

func (p Problem) Error() string { return p.text }

// QualifyProblems says what is impossible in how stage st takes its
// players from the earlier stage: more qualifiers than entrants, the top N
// of groups that do not exist, a round after the last, a crossover without
// groups, more groups than qualifiers. The entrant counts are those of the
// earlier stage, which are fixed once it has rounds; now checks them
// against the players registered so far too (a stage being added).
func QualifyProblems(ev *scoring.Event, st *scoring.Stage, now bool) []Problem {
	from := ev.Stage(st.From)
	if from == nil {
		return nil
	}
	var out []Problem
	add := func(key, format string, args ...any) { out = append(out, Problem{key, fmt.Sprintf(format, args...)}) }
	n := len(tiebreak.StagePlayers(ev, from))
	if st.Teams && from.Teams {
		n = len(ev.StageTeams(from))
	}
	fixed := len(ev.StageRounds(from.ID)) > 0 || now && n > 0
	q, err := scoring.ParseQualify(st.Qualify)
	if err == nil && fixed {
		switch q.Kind {
		case scoring.QualifyTop:
			if q.N > n {
				add("qualify", "stage %s: qualify %d, but stage %s has %d entrants: qualify at most %d", st.ID, q.N, from.ID, n, n)
			}
		case scoring.QualifyPerGroup:
			if g := groupsOf(from); g > 0 && q.N*g > n {
				add("qualify", "stage %s: qualify %s from %d groups is %d players, but stage %s has %d entrants", st.ID, st.Qualify, g, q.N*g, from.ID, n)
			}
		}
	}
	if err == nil && q.Kind == scoring.QualifyPerGroup && groupsOf(from) == 0 {
		add("qualify", "stage %s: qualify %s, but stage %s plays in no groups: qualify a number (the top N) instead", st.ID, st.Qualify, from.ID)
	}
	if st.QualifyAfter > 0 && from.Rounds > 0 && st.QualifyAfter > from.Rounds {
		add("qualify_after", "stage %s: qualify_after %d, but stage %s has %d rounds: name a round from 1 to %d", st.ID, st.QualifyAfter, from.ID, from.Rounds, from.Rounds)
	}
	if st.Seeding == "crossover" && groupsOf(from) < 2 {
		add("seeding", "stage %s: a crossover (A1-B2, B1-A2) pairs the places of two or more groups, but stage %s plays in no groups: use snake or random", st.ID, from.ID)
	}
	if st.GroupCount > 1 && err == nil {
		qualifiers := 0
		switch {
		case len(st.Players) > 0:
			qualifiers = len(st.Players)
		case !fixed:
		case q.Kind == scoring.QualifyTop:
			qualifiers = min(q.N, n)
		case q.Kind == scoring.QualifyPerGroup:
			qualifiers = min(q.N*groupsOf(from), n)
		case q.Kind == scoring.QualifyAll:
			qualifiers = n
		}
		if qualifiers == 0 && err == nil && q.Kind == scoring.QualifyTop {
			qualifiers = q.N // however many enter, no more than N go on
		}
		if qualifiers > 0 && st.GroupCount > qualifiers {
			add("group_count", "stage %s: %d groups for %d qualifiers: every group needs players; use at most %d groups", st.ID, st.GroupCount, qualifiers, qualifiers)
		}
	}
	return out
}

func teamChecks(ev *scoring.Event, c *checker) {
	if len(ev.Teams) == 0 {
		return
	}
	for i := range ev.Teams {
		tm := &ev.Teams[i]
		if msg := badText(tm.Name, true); msg != "" {
			c.add(at("teams", i, "name"), "team %d: name %s", tm.No, msg)
		}
		if len(tm.Members) == 0 {
			c.add(at("teams", i), "team %s has no members: a team's members play its boards; substitutes only stand in", tm.Name)
		}
		for _, no := range tm.Registered() {
			if p := ev.Player(no); p != nil && p.Team != "" && p.Team != tm.Name {
				c.add(at("players", slices.IndexFunc(ev.Players, func(q scoring.Player) bool { return q.No == no })), "%s: team %q, but the teams list has them in team %s: make the two agree", label(ev, no), p.Team, tm.Name)
			}
		}
	}
	for ri := range ev.Rounds {
		r := &ev.Rounds[ri]
		st := ev.Stage(r.Stage)
		if st == nil || !st.Teams {
			continue
		}
		path := at("rounds", ri)
		seen := map[int]bool{}
		for _, l := range r.Lineups {
			tm := ev.FindTeam(l.Team)
			if tm == nil {
				continue // reported by the loader
			}
			if seen[l.Team] {
				c.add(append(path, "lineups"), "round %d: team %s has two line-ups: one line-up per team and round", r.Number, tm.Name)
			}
			seen[l.Team] = true
			if len(l.Players) != st.Boards {
				c.add(append(path, "lineups"), "round %d: the line-up of team %s names %d players for %d boards: one player per board", r.Number, tm.Name, len(l.Players), st.Boards)
			}
			dup := map[int]bool{}
			for _, no := range l.Players {
				switch {
				case !tm.Has(no):
					c.add(append(path, "lineups"), "round %d: the line-up of team %s names %s, who is not registered for the team", r.Number, tm.Name, label(ev, no))
				case dup[no]:
					c.add(append(path, "lineups"), "round %d: the line-up of team %s names %s twice: one board each", r.Number, tm.Name, label(ev, no))
				}
				dup[no] = true
			}
		}
		most := st.Boards
		if st.Lineup == scoring.LineupAllPlayAll {
			most = st.Boards * st.Boards
		}
		perMatch := map[int]int{}
		for _, g := range r.Games {
			perMatch[g.Match]++
		}
		for _, m := range r.Matches {
			if k := perMatch[m.Number]; k != most {
				c.add(append(path, "matches"), "round %d, match %d has %d boards, but stage %s plays %d a match: a board per player of the line-ups (boards: %d)", r.Number, m.Number, k, st.ID, most, st.Boards)
			}
		}
		for j, g := range r.Games {
			if g.Match == 0 {
				continue
			}
			if g.TeamBoard < 1 || g.TeamBoard > most {
				c.add(append(path, "games", j), "round %d, board %d: team board %d, but the stage's matches have boards 1 to %d", r.Number, g.Board, g.TeamBoard, most)
			}
			m := r.FindMatch(g.Match)
			if m == nil {
				continue
			}
			for _, no := range []int{g.Red, g.Black} {
				if t := ev.TeamOf(no); t != 0 && t != m.Red && t != m.Black {
					c.add(append(path, "games", j), "round %d, board %d: %s plays for team %d, which is not in match %d", r.Number, g.Board, label(ev, no), t, m.Number)
				}
			}
		}
	}
}

func resultChecks(ev *scoring.Event, c *checker) {
	k := map[string]int{}
	for ri := range ev.Rounds {
		r := &ev.Rounds[ri]
		st := ev.Stage(r.Stage)
		if st == nil {
			continue
		}
		k[st.ID]++
		limit, err := st.FoulLimit()
		for j, g := range r.Games {
			gp := at("rounds", ri, "games", j)
			if err == nil {
				if len(g.Games) == 0 {
					if msg := foulProblem(g.RedFouls, g.BlackFouls, g.Result, limit); msg != "" {
						c.add(gp, "round %d, board %d: %s", r.Number, g.Board, msg)
					}
				}
				for n, mg := range g.Games {
					if msg := foulProblem(mg.Fouls[0], mg.Fouls[1], mg.Result, limit); msg != "" {
						c.add(append(gp, "games", n), "round %d, board %d, game %d: %s", r.Number, g.Board, n+1, msg)
					}
				}
			}
			if len(g.Games) == 0 || g.Red == 0 || g.Black == 0 {
				continue
			}
			if msg := matchProblem(st, k[st.ID], g); msg != "" {
				c.add(append(gp, "result"), "round %d, board %d: %s", r.Number, g.Board, msg)
			}
		}
	}
}

// matchProblem says how a match's result disagrees with its games, ""
// when it does not. A knockout's last round may be played under the
// final's format: either format that agrees will do.
func matchProblem(st *scoring.Stage, k int, g scoring.Game) string {
	var msg string
	for _, final := range []bool{false, true} {
		f, err := scoring.StageMatchFormat(st, k, final)
		if err != nil || f.MaxGames() <= 1 {
			return "" // reported among the options; a single game's result is the game's
		}
		s, err := f.Decide(g)
		switch {
		case err != nil:
			msg = err.Error()
		case s.Result != g.Result && !(s.Result == scoring.NoResult && s.NeedLots && g.Lots == 0):
			msg = fmt.Sprintf("the match result is %s, but its games give %s: the result follows the games (enter them with 'xqt result --game')", orNone(g.Result), orNone(s.Result))
		default:
			return ""
		}
		if !st.Elimination() {
			break
		}
	}
	return msg
}

func orNone(r scoring.Result) string {
	if r == scoring.NoResult {
		return "none yet"
	}
	return r.String()
}

// foulProblem says what is wrong when a game's fouls reached the limit but
// its result is not the loss they force; "" when nothing is.
func foulProblem(redFouls, blackFouls int, res scoring.Result, limit int) string {
	want, ok := scoring.FoulResult(redFouls, blackFouls, limit)
	if !ok || res == scoring.NoResult || res == want {
		return ""
	}
	return fmt.Sprintf("%d fouls in one game lose it (stage option %s), and the game has %d and %d: the result is %s, not %s",
		limit, scoring.FoulLimitOption, redFouls, blackFouls, want, res)
}

func withdrawalChecks(ev *scoring.Event, c *checker) {
	withdrawn := map[int]int{}
	for _, p := range ev.Players {
		if p.Withdrawn > 0 {
			withdrawn[p.No] = p.Withdrawn
		}
	}
	if len(withdrawn) == 0 {
		return
	}
	for ri := range ev.Rounds {
		r := &ev.Rounds[ri]
		st := ev.Stage(r.Stage)
		if st == nil || st.Scheduled() || st.Teams {
			continue // a round robin keeps the games its table fixed (20.3), a team its boards (20.4)
		}
		out := func(no int) bool {
			w, ok := withdrawn[no]
			return ok && w <= r.Number
		}
		for j, g := range r.Games {
			if g.Withdrawal != "" {
				continue // paired before the withdrawal: a forfeit it decided (20.4)
			}
			for _, no := range []int{g.Red, g.Black} {
				if out(no) {
					c.add(at("rounds", ri, "games", j), "round %d, board %d: %s withdrew from round %d and is paired in round %d: unpair the round ('xqt unpair') or withdraw from round %d on", r.Number, g.Board, label(ev, no), ev.Player(no).Withdrawn, r.Number, r.Number+1)
				}
			}
		}
		for _, no := range slices.Concat(r.Byes, r.HalfByes) {
			if out(no) {
				c.add(at("rounds", ri), "round %d: %s withdrew from round %d and has a bye in round %d: unpair the round ('xqt unpair') or withdraw from round %d on", r.Number, label(ev, no), ev.Player(no).Withdrawn, r.Number, r.Number+1)
			}
		}
	}
}

// optionValues are the values of the stage options that take one of a few
// words.
var optionValues = map[string][]string{
	"draw":                     {"cards", "seeded", "bracket"},
	"swiss":                    nil, // the family's variants in the catalogue (pairing.Variants)
	"first-colour":             {"red", "black"},
	"elimination":              {"single", "double"},
	"ladder":                   {"up", "down"},
	tiebreak.SBDrawOption:      {"half", "weighted"},
	tiebreak.TeamRankingOption: {"branch", "places"},
	"baku":                     {"true", "false"},
	"spread-clubs":             {"true", "false"},
	"swap-join":                {"true", "false"},
	"third-place":              {"true", "false", "yes", "no", "1", "0", "on", "off"},
	"reset":                    {"true", "false", "yes", "no", "1", "0", "on", "off"},
	"no-k-twice":               {"true", "false", "yes", "no", "1", "0", "on", "off"},
	"unplayed":                 nil, // checked below
	scoring.FoulLimitOption:    nil,
	"seeds":                    nil,
	tiebreak.TeamMinOption:     nil,
	"places":                   nil,
	"match":                    nil,
	"match.final":              nil,
	tiebreak.PlayoffOption:     nil,
	tiebreak.NoShareOption:     nil,
	"positions":                nil,
}

// policies are the unplayed-round policies (tiebreak/policy.go).
var policies = []tiebreak.Policy{tiebreak.PolicyCXA, tiebreak.PolicyCXANonZero, tiebreak.PolicyCXAZero,
	tiebreak.PolicyFIDE, tiebreak.PolicyFIDE2024, tiebreak.PolicyFIDE2026, tiebreak.PolicyFIDERR}

// optionChecks refuses a stage option value the tool would not accept
// when it reads it (a bogus --draw, a best-of-0 match, a foul limit of -1).
func optionChecks(st *scoring.Stage, path []any, c *checker) {
	keys := make([]string, 0, len(st.Options))
	for k := range st.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		v := st.Options[k]
		words := optionValues[k]
		if vs := pairing.Variants(scoring.System(k)); len(vs) > 0 {
			words = vs // the option named by a family picks its variant (swiss: dutch)
		}
		if len(words) > 0 && !slices.Contains(words, strings.ToLower(v)) {
			c.add(append(path, k), "stage %s: option %s=%q: use %s", st.ID, k, v, strings.Join(words, " or "))
		}
		switch {
		case k == scoring.FoulLimitOption:
			if _, err := st.FoulLimit(); err != nil {
				c.add(append(path, k), "%v", err)
			}
		case k == "match" || k == "match.final" || strings.HasPrefix(k, "match."):
			if n := strings.TrimPrefix(k, "match."); k != "match" && n != "final" {
				if r, err := strconv.Atoi(n); err != nil || r < 1 {
					c.add(append(path, k), "stage %s: option %s: write match.N with N a round of the stage (match.1), or match.final", st.ID, k)
					continue
				}
			}
			if _, err := scoring.ParseMatchFormat(v); err != nil {
				c.add(append(path, k), "stage %s: option %s: %v", st.ID, k, err)
			}
		case k == "seeds" || k == tiebreak.TeamMinOption:
			if n, err := strconv.Atoi(strings.TrimSpace(v)); err != nil || n < 0 {
				c.add(append(path, k), "stage %s: option %s=%q: write a whole number from 0", st.ID, k, v)
			}
		case k == "places":
			if n, err := strconv.Atoi(v); v != "all" && (err != nil || n < 1) {
				c.add(append(path, k), "stage %s: option places=%q: give the number of places to decide (2, 4, 8, ...) or all", st.ID, v)
			}
		case k == "unplayed":
			if !slices.Contains(policies, tiebreak.Policy(v)) {
				c.add(append(path, k), "stage %s: option unplayed=%q is not an unplayed-round policy ('xqt tiebreaks' lists them)", st.ID, v)
			}
		}
	}
	if st.Match != "" {
		if _, err := scoring.ParseMatchFormat(st.Match); err != nil {
			c.add(append(at(path[:len(path)-1]...), "match"), "stage %s: match: %v", st.ID, err)
		}
	}
}

// label is "甲 (1)", the way messages name a player.
func label(ev *scoring.Event, no int) string {
	if p := ev.Player(no); p != nil {
		return fmt.Sprintf("%s (%d)", p.Name, no)
	}
	return fmt.Sprintf("player %d", no)
}

// joinInts writes 1, 2, 3.
func joinInts(nos []int) string {
	s := make([]string, len(nos))
	for i, n := range nos {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ", ")
}
