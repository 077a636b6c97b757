// Package stage runs multi-stage events (article 11): who qualifies from a
// stage (the players left of a knockout, the top N, the top N of each
// group, a list), how they are put into groups 小组 (serpentine, a seeded
// draw with seeds one per group, sections that never meet, with players of
// one club spread over the groups), the crossover seeding A1-B2 / B1-A2,
// closing a stage and seeding the next ('xqt advance'), and the final
// places across all stages.
package stage

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// Line is one player's place in a stage or a group.
type Line struct {
	No     int
	Place  int
	Shared bool
	Group  string // "" for a stage without groups
}

// Table is a ranked group (or a whole stage without groups).
type Table struct {
	Group string
	Lines []Line
	// Standings are the standings behind Lines; nil for a knockout.
	Standings *tiebreak.Standings
}

// Rank ranks a stage after its round after (0: every round so far), group
// by group: by the standings of its points and tiebreaks, or, when its
// system ranks by places, by the system's places (a knockout: those still
// in first, sharing).
func Rank(ev *scoring.Event, st *scoring.Stage, after int) ([]Table, error) {
	sys, err := pairing.For(st)
	if err != nil {
		return nil, err
	}
	if pl, ok := sys.(pairing.Placer); ok && sys.Ranking() == pairing.ByPlaces {
		ps, err := pl.Places(ev, st)
		if err != nil {
			return nil, err
		}
		t := Table{}
		for _, p := range ps {
			t.Lines = append(t.Lines, Line{No: p.No, Place: p.Place, Shared: p.Shared})
		}
		return []Table{t}, nil
	}
	cut := func(rs []scoring.Round) []scoring.Round {
		if after > 0 && len(rs) > after {
			return rs[:after]
		}
		return rs
	}
	rank := func(view *scoring.Stage, rounds []scoring.Round, group string) (Table, error) {
		s, err := tiebreak.Compute(tiebreak.StageInput(ev, view, cut(rounds)))
		if err != nil {
			return Table{}, err
		}
		t := Table{Group: group, Standings: s}
		for _, r := range s.Rows {
			t.Lines = append(t.Lines, Line{No: r.No, Place: r.Place, Shared: r.Shared, Group: group})
		}
		return t, nil
	}
	if len(st.Groups) == 0 {
		t, err := rank(st, ev.StageRounds(st.ID), "")
		if err != nil {
			return nil, err
		}
		return []Table{t}, nil
	}
	var out []Table
	for i := range st.Groups {
		view, rounds := ev.GroupView(st, &st.Groups[i])
		t, err := rank(&view, rounds, st.Groups[i].ID)
		if err != nil {
			return nil, fmt.Errorf("group %s: %w", st.Groups[i].ID, err)
		}
		out = append(out, t)
	}
	return out, nil
}

// TieError says a tie for a qualifying place is not resolved: the players
// share the place at the cut. A play-off ('xqt playoff') decides it.
type TieError struct {
	Stage, Group string
	Place        int
	Players      []int
}

func (e *TieError) Error() string {
	where := "stage " + e.Stage
	if e.Group != "" {
		where += ", group " + e.Group
	}
	return fmt.Sprintf("%s: players %v share place %d at the qualifying cut", where, e.Players, e.Place)
}

// Qualifiers lists who goes on from stage from by the rule q, in seeding
// order for the next stage: by place (a group stage: the first of every
// group, then the seconds, ..., groups in order), a knockout's players left
// by rating. A tie across the cut is a *TieError.
func Qualifiers(ev *scoring.Event, from *scoring.Stage, q scoring.Qualify, list []int) ([]int, error) {
	if q.Kind == scoring.QualifyList {
		if len(list) == 0 {
			return nil, &ListError{Stage: from.ID}
		}
		return list, nil
	}
	if left, err := stillIn(ev, from); err != nil {
		return nil, err
	} else if len(left) > 0 {
		if q.Kind == scoring.QualifyTop && len(left) > q.N {
			return nil, fmt.Errorf("stage %s still has %d players, more than the %d who go on: it stops at %d (until)", from.ID, len(left), q.N, from.Until)
		}
		return byRating(ev, left), nil
	}
	tables, err := Rank(ev, from, from.QualifyAfter)
	if err != nil {
		return nil, err
	}
	n := 0
	switch q.Kind {
	case scoring.QualifyPerGroup:
		n = q.N
	case scoring.QualifyTop:
		n = q.N
		if len(tables) > 1 {
			n = (q.N + len(tables) - 1) / len(tables)
		}
	}
	var perGroup [][]int
	for _, t := range tables {
		take := len(t.Lines)
		if n > 0 && n < take {
			take = n
			if t.Lines[n-1].Place == t.Lines[n].Place {
				te := &TieError{Stage: from.ID, Group: t.Group, Place: t.Lines[n].Place}
				for _, l := range t.Lines {
					if l.Place == te.Place {
						te.Players = append(te.Players, l.No)
					}
				}
				return nil, te
			}
		}
		var nos []int
		for _, l := range t.Lines[:take] {
			nos = append(nos, l.No)
		}
		perGroup = append(perGroup, nos)
	}
	var out []int
	for i := 0; ; i++ {
		more := false
		for _, g := range perGroup {
			if i < len(g) {
				out = append(out, g[i])
				more = true
			}
		}
		if !more {
			break
		}
	}
	if q.Kind == scoring.QualifyTop && len(out) > q.N {
		out = out[:q.N]
	}
	return out, nil
}

// stillIn lists the players of a stage that ranks by places whose place
// play has not decided (a knockout stopped with several left, Stage.Until):
// they go on together, ordered by rating. nil for a stage ranked by points.
func stillIn(ev *scoring.Event, st *scoring.Stage) ([]int, error) {
	sys, err := pairing.For(st)
	if err != nil {
		return nil, err
	}
	pl, ok := sys.(pairing.Placer)
	if !ok || sys.Ranking() != pairing.ByPlaces {
		return nil, nil
	}
	ps, err := pl.Places(ev, st)
	if err != nil {
		return nil, err
	}
	var out []int
	for _, p := range ps {
		if p.Open {
			out = append(out, p.No)
		}
	}
	return out, nil
}

// ListError says a stage qualifies by the organiser's list and none was
// given.
type ListError struct{ Stage string }

func (e *ListError) Error() string {
	return fmt.Sprintf("the players who go on from stage %s are the organiser's list, and none was given", e.Stage)
}

// byRating orders players by rating, highest first, then start number.
func byRating(ev *scoring.Event, nos []int) []int {
	out := slices.Clone(nos)
	rating := func(no int) int {
		if p := ev.Player(no); p != nil {
			return p.Rating
		}
		return 0
	}
	sort.SliceStable(out, func(i, j int) bool {
		if ri, rj := rating(out[i]), rating(out[j]); ri != rj {
			return ri > rj
		}
		return out[i] < out[j]
	})
	return out
}

// GroupIDs are the ids of k groups: A, B, C, ...
func GroupIDs(k int) []string {
	ids := make([]string, k)
	for i := range ids {
		ids[i] = string(rune('A' + i%26))
		if i >= 26 {
			ids[i] += fmt.Sprint(i / 26)
		}
	}
	return ids
}

// Snake deals players (best first) into k groups in serpentine order
// (蛇形排列): 1 2 3 4 | 8 7 6 5 | 9 10 ..., so the top k are one per group.
func Snake(players []int, k int) [][]int {
	groups := make([][]int, k)
	for i, no := range players {
		row, pos := i/k, i%k
		if row%2 == 1 {
			pos = k - 1 - pos
		}
		groups[pos] = append(groups[pos], no)
	}
	return groups
}

// Draw deals players into k groups by a seeded lot: the first seeds of the
// list (at most k) go one per group in order; the others are shuffled and
// dealt so group sizes differ by at most one.
func Draw(players []int, k, seeds int, seed int64) [][]int {
	seeds = min(seeds, k, len(players))
	rest := slices.Clone(players[seeds:])
	rng := rand.New(rand.NewPCG(uint64(seed), 0x78717467726f7570)) // "xqtgroup"
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	return Snake(append(slices.Clone(players[:seeds]), rest...), k)
}

// Spread swaps players between groups, within the same pot (their row of
// the deal, so group strength stays as seeded), while that lowers the
// number of pairs of players of one club in one group. It never moves a
// seed of the first pot.
func Spread(ev *scoring.Event, groups [][]int) [][]int {
	club := func(no int) string {
		if p := ev.Player(no); p != nil {
			return p.Club
		}
		return ""
	}
	clash := func(g []int) int {
		n := 0
		for i := range g {
			for j := i + 1; j < len(g); j++ {
				if c := club(g[i]); c != "" && c == club(g[j]) {
					n++
				}
			}
		}
		return n
	}
	for improved := true; improved; {
		improved = false
		for a := range groups {
			for b := a + 1; b < len(groups); b++ {
				for pot := 1; pot < len(groups[a]) && pot < len(groups[b]); pot++ {
					before := clash(groups[a]) + clash(groups[b])
					groups[a][pot], groups[b][pot] = groups[b][pot], groups[a][pot]
					if clash(groups[a])+clash(groups[b]) < before {
						improved = true
						continue
					}
					groups[a][pot], groups[b][pot] = groups[b][pot], groups[a][pot]
				}
			}
		}
	}
	return groups
}

// Sections makes one group per value of the players' group column (男子组,
// 女子组), in the order the values first appear.
func Sections(ev *scoring.Event, players []int) ([]scoring.Group, error) {
	var out []scoring.Group
	for _, no := range players {
		p := ev.Player(no)
		if p == nil || p.Group == "" {
			return nil, scoring.PlayerErrorf("%v has no section: give every player a group (男子组, 女子组 ...) in the roster's group column", scoring.PlayerNo(no))
		}
		i := slices.IndexFunc(out, func(g scoring.Group) bool { return g.ID == p.Group })
		if i < 0 {
			out = append(out, scoring.Group{ID: p.Group})
			i = len(out) - 1
		}
		out[i].Players = append(out[i].Players, no)
	}
	return out, nil
}

// Seed puts a stage's players (best first) into its groups by its seeding:
// Stage.Groups for a group stage, Stage.Order for a crossover knockout.
func Seed(ev *scoring.Event, st *scoring.Stage, players []int, seed func() int64) error {
	sys, err := pairing.For(st)
	if err != nil {
		return err
	}
	st.Players = slices.Clone(players)
	st.Groups, st.Order = nil, nil
	switch {
	case st.Seeding == "sections":
		gs, err := Sections(ev, players)
		if err != nil {
			return err
		}
		st.Groups = gs
		return nil
	case st.Seeding == "crossover" && !sys.Supports(pairing.FeatureCrossover):
		return fmt.Errorf("stage %s: crossover seeding is for a knockout of group places", st.ID)
	case sys.TakesOrder(st):
		// The qualifiers in order: a ladder's rungs; a crossover's
		// firsts of every group, then seconds, which as bracket seeds
		// 1..n (seed 1 meets seed n, 2 meets n-1) make A1-B2, B1-A2.
		st.Order = slices.Clone(players)
		if st.Numbering == "" {
			st.Numbering = "roster"
		}
		return nil
	case st.GroupCount < 2:
		return nil
	}
	if len(players) < 2*st.GroupCount {
		return fmt.Errorf("stage %s: %d players cannot make %d groups of at least 2", st.ID, len(players), st.GroupCount)
	}
	var deal [][]int
	if st.Seeding == "random" {
		if st.Seed == 0 {
			st.Seed = seed()
		}
		seeds := 0
		fmt.Sscan(st.Options["seeds"], &seeds)
		deal = Draw(players, st.GroupCount, seeds, st.Seed)
	} else {
		deal = Snake(players, st.GroupCount)
	}
	if st.Options["spread-clubs"] != "false" {
		deal = Spread(ev, deal)
	}
	for i, id := range GroupIDs(st.GroupCount) {
		st.Groups = append(st.Groups, scoring.Group{ID: id, Players: deal[i]})
	}
	return nil
}

// Advance closes the current stage and seeds the next from it: the stage
// must be complete, every result in, and the qualifying places decided.
// list is the organiser's list for a stage that qualifies by one. On error
// the event is unchanged.
func Advance(ev *scoring.Event, list []int, seed func() int64) (from, next *scoring.Stage, qualified []int, err error) {
	cur := ev.CurrentStage()
	if cur == nil {
		return nil, nil, nil, fmt.Errorf("the event has no stage")
	}
	i := ev.StageIndex(cur.ID)
	if i+1 >= len(ev.Stages) {
		return cur, nil, nil, &NoNextError{Stage: cur.ID}
	}
	if cur.Teams {
		return advanceTeams(ev, list, seed) // teams.go
	}
	for _, r := range ev.StageRounds(cur.ID) {
		if m := r.Missing(); len(m) > 0 {
			return cur, nil, nil, &pairing.MissingError{Round: r.Number, Boards: m}
		}
	}
	nxt := &ev.Stages[i+1]
	src := cur
	if nxt.From != "" && nxt.From != "previous" {
		if src = ev.Stage(nxt.From); src == nil {
			return cur, nxt, nil, fmt.Errorf("stage %s takes its players from %q, which is no stage", nxt.ID, nxt.From)
		}
	}
	done, err := pairing.StageDone(ev, cur)
	if err != nil {
		return cur, nxt, nil, err
	}
	after := max(cur.QualifyAfter, nxt.QualifyAfter)
	played := len(ev.StageRounds(cur.ID))
	if !done && (after == 0 || played < after) {
		return cur, nxt, nil, &NotDoneError{Stage: cur.ID, Rounds: played, After: after}
	}
	q, err := scoring.ParseQualify(nxt.Qualify)
	if err != nil {
		return cur, nxt, nil, fmt.Errorf("stage %s: %w", nxt.ID, err)
	}
	work := *src
	if nxt.QualifyAfter > 0 {
		work.QualifyAfter = nxt.QualifyAfter
	}
	qs, err := Qualifiers(ev, &work, q, list)
	if err != nil {
		return cur, nxt, nil, err
	}
	if len(qs) < 2 {
		return cur, nxt, qs, fmt.Errorf("only %d player(s) qualify for stage %s", len(qs), nxt.ID)
	}
	trial := *nxt
	trial.Options = cloneMap(nxt.Options)
	if err := Seed(ev, &trial, qs, seed); err != nil {
		return cur, nxt, qs, err
	}
	*nxt = trial
	cur.Closed = true
	return cur, nxt, qs, nil
}

func cloneMap(m map[string]string) map[string]string {
	if m == nil {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// NoNextError says the current stage is the last one.
type NoNextError struct{ Stage string }

func (e *NoNextError) Error() string {
	return fmt.Sprintf("stage %s is the last stage: there is nothing to advance to", e.Stage)
}

// NotDoneError says the current stage still has rounds to play.
type NotDoneError struct {
	Stage  string
	Rounds int
	// After is the round after which players qualify, when the next stage
	// takes them from a given round (0: from the end of the stage).
	After int
}

func (e *NotDoneError) Error() string {
	if e.After > 0 {
		return fmt.Sprintf("stage %s qualifies after round %d: %d round(s) played so far", e.Stage, e.After, e.Rounds)
	}
	return fmt.Sprintf("stage %s is not complete: %d round(s) played so far", e.Stage, e.Rounds)
}

// Place is one line of the event's final places.
type Place struct {
	No     int
	Place  int
	Shared bool
	Stage  string // the stage that decided the place
}

// FinalPlaces ranks every player who played across all stages: those of
// the last stage played by its ranking, then those out in each earlier
// stage below everyone who went further, by their place there. Equal places
// in different groups are shared (the 4ths of groups A and B share 7-8).
func FinalPlaces(ev *scoring.Event) ([]Place, error) {
	var out []Place
	placed := map[int]bool{}
	for i := len(ev.Stages) - 1; i >= 0; i-- {
		st := &ev.Stages[i]
		if len(ev.StageRounds(st.ID)) == 0 {
			continue
		}
		tables, err := Rank(ev, st, 0)
		if err != nil {
			return nil, fmt.Errorf("stage %s: %w", st.ID, err)
		}
		tiers := map[int][]int{}
		var keys []int
		for _, t := range tables {
			for _, l := range t.Lines {
				if placed[l.No] {
					continue
				}
				if _, ok := tiers[l.Place]; !ok {
					keys = append(keys, l.Place)
				}
				tiers[l.Place] = append(tiers[l.Place], l.No)
			}
		}
		sort.Ints(keys)
		for _, k := range keys {
			nos := tiers[k]
			place := len(out) + 1
			for _, no := range nos {
				out = append(out, Place{No: no, Place: place, Shared: len(nos) > 1, Stage: st.ID})
				placed[no] = true
			}
		}
	}
	return out, nil
}

// TiedSets lists the sets of players of a stage (group by group) who share
// a place after every tiebreak: the only sets a play-off may decide.
func TiedSets(ev *scoring.Event, st *scoring.Stage) ([][]int, error) {
	view := *st
	view.Options = cloneMap(st.Options)
	delete(view.Options, tiebreak.PlayoffOption)
	tables, err := Rank(ev, &view, 0)
	if err != nil {
		return nil, err
	}
	var out [][]int
	for _, t := range tables {
		by := map[int][]int{}
		var keys []int
		for _, l := range t.Lines {
			if l.Shared {
				if _, ok := by[l.Place]; !ok {
					keys = append(keys, l.Place)
				}
				by[l.Place] = append(by[l.Place], l.No)
			}
		}
		for _, k := range keys {
			out = append(out, by[k])
		}
	}
	return out, nil
}

// PairNext pairs the next round of the event: the one entry point of
// pairing. It first puts the players of a stage that starts with groups but
// has none yet (the event's first stage, or one added by hand) into its
// groups, best rated first, then pairs the round (pairing.PairStage).
func PairNext(req *pairing.Request) (*pairing.Result, error) {
	ev := req.Event
	if err := seedTeamGroups(req); err != nil { // teams.go
		return nil, err
	}
	if st := ev.CurrentStage(); st != nil && !st.Teams && len(st.Groups) == 0 && len(ev.StageRounds(st.ID)) == 0 &&
		(st.GroupCount > 1 || st.Seeding == "sections") {
		var nos []int
		for _, p := range scoring.StagePlayers(ev, st) {
			nos = append(nos, p.No)
		}
		keep := st.Players
		seed := func() int64 {
			if req.SeedFlag != 0 || req.NewSeed == nil {
				return max(req.SeedFlag, 1)
			}
			return req.NewSeed()
		}
		if err := Seed(ev, st, byRating(ev, nos), seed); err != nil {
			return nil, err
		}
		st.Players = keep
	}
	return pairing.PairStage(req)
}
