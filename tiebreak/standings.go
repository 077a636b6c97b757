package tiebreak

import (
	"fmt"
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// Value is an exact tiebreak value Num/Den (Den > 0).
type Value struct {
	Num, Den int64
}

// Int returns the whole number n as a Value.
func Int(n int64) Value { return Value{Num: n, Den: 1} }

// FromPoints returns points as a Value.
func FromPoints(p scoring.Points) Value { return Value{Num: int64(p), Den: int64(scoring.Unit)} }

// Cmp compares two values: -1, 0 or +1. It is exact for every int64
// numerator and denominator (128-bit cross products).
func (v Value) Cmp(w Value) int {
	v, w = v.norm(), w.norm()
	return cmpProducts(v.Num, w.Den, w.Num, v.Den)
}

// Float returns the value as a float64, for output only.
func (v Value) Float() float64 {
	if v.Den == 0 {
		return 0
	}
	return float64(v.Num) / float64(v.Den)
}

// String prints the value with up to two decimals ("12", "12.5", "43.75").
func (v Value) String() string {
	f := v.Float()
	s := fmt.Sprintf("%.2f", f)
	for len(s) > 0 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}

// Criterion describes one tiebreak criterion.
type Criterion struct {
	ID   string // stable id used in files, flags and JSON ("sb", "bh", ...)
	Code string // FIDE / Swiss-Manager code for the legend ("SB", "BH/C1")
	Zh   string // Chinese label (小分)
	En   string // English label
	Desc string // one-line definition
	// Lower means lower values rank higher (fouls, start number, FIDE DE).
	Lower bool
}

// Input is what Compute ranks.
type Input struct {
	Players []scoring.Player // the field being ranked
	Rounds  []scoring.Round  // the rounds that count (a stage, cut at "after")
	Table   scoring.Table
	// GameTable, when set, scores the single games of multi-game pairings
	// (局分) while Table scores the pairings: a team stage's boards by the
	// board table, its matches by the match points of 14.2.
	GameTable *scoring.Table
	// RoundRobin selects the round-robin withdrawal rule 20.3 and round-robin
	// treatment of unplayed games; Opponents is each player's opponents in
	// the round robin (the field less one, single or double), the number
	// 20.3 compares the opponents met with.
	RoundRobin bool
	Opponents  int
	Criteria   []string // criteria ids or a preset name, in ranking order

	// Unplayed is the unplayed-round policy for byes and forfeits in the
	// opponent-based criteria; "" takes the preset's (cxa for the xiangqi
	// presets, fide for the fide preset), or cxa for an explicit list. See
	// Policy and docs/tiebreaks.md.
	Unplayed Policy
	// Date is the event's start date (YYYY-MM-DD); PolicyFIDE uses it to pick
	// the 2024 or 2026 edition of FIDE C.07 article 16.
	Date string
	// PlannedRounds is the number of rounds of the event (FIDE's bye cap
	// and Koya's limit use it); 0 means len(Rounds).
	PlannedRounds int
	// Playoff is the order a play-off 加赛 decided (15.6), best first, by
	// start number. It splits players still tied after every criterion;
	// players it does not name stay tied below those it does.
	Playoff []int
	// NoShare are the places that must not be shared (15.6): a tie that
	// covers one needs a play-off. nil means first place only; prize
	// places are marked with the stage option "no-shared: 1,2,3".
	NoShare []int
	// SBDrawWeighted weighs a drawn opponent in 小分 by the draw's share of
	// a win, (draw-loss)/(win-loss), instead of the CXA's half
	// (胜一局得该对手积分，和一局得该对手积分之半) whatever the points table; the
	// two differ at 3/1/0, 3/2/1 and colour-dependent draws. Stage option
	// "sb-draw: weighted".
	SBDrawWeighted bool
	// RankCancelled keeps a player whose results article 20.3 cancelled in
	// the table, in the place their (cancelled) results give, marked
	// Row.Cancelled; by default they are left out of the ranking and
	// listed in Standings.Withdrawn. Stage option "withdrawn: ranked".
	RankCancelled bool
}

// Withdrawal is a player listed after the table with no place: article
// 20.3 cancelled their results (已赛对手不足半数), or, NoGame, they withdrew
// without a game over the board in the rounds ranked.
type Withdrawal struct {
	No    int
	Round int // the first round they did not play
	// NoGame marks a player who withdrew having met no opponent over the
	// board in these rounds (withdrew before the stage's first round, or
	// was only ever absent or forfeited): article 20.2 takes a player who
	// leaves before the start out of the draw, so such a player is not
	// ranked either, whatever the system (docs/rules.md 8.3). Always set
	// aside, also with Input.RankCancelled, which is about 20.3 only.
	NoGame bool
}

// Row is one line of the standings.
type Row struct {
	Place     int
	Shared    bool // the place is shared 并列 with another row
	No        int
	Points    scoring.Points
	Values    []Value // one per criterion of Standings.Criteria
	Penalised bool
	// Cancelled marks, with Input.RankCancelled, a player whose results
	// article 20.3 cancelled, kept in the table at the organiser's asking.
	Cancelled bool
	// By says what placed this row below the row above it when the two are
	// level on points: k+1 for Standings.Criteria[k] (also when only a
	// later value of a criterion compared round by round, such as 末轮积分,
	// differs: the table shows its first value only), ByPlayoff for the
	// play-off 加赛 of Input.Playoff, 0 when not known or not split.
	By int
}

// ByPlayoff is Row.By of a row the play-off 加赛 (15.6) placed below the
// row above.
const ByPlayoff = -1

// Standings is a ranked table.
type Standings struct {
	Criteria []Criterion
	Rows     []Row
	// PlayoffNeeded is set when a place that must not be shared (first
	// place, or the places of Input.NoShare) is shared: article 15.6 wants
	// a play-off 加赛.
	PlayoffNeeded bool
	// PlayoffPlaces are the shared places that need it: the place of each
	// tied group covering a must-not-share place ("2=" of players tied on
	// places 2 to 4 when place 3 must not be shared is 2).
	PlayoffPlaces []int
	Records       map[int]*scoring.Record
	// Unplayed is the resolved unplayed-round policy, for the legend.
	Unplayed Policy
	// Withdrawn are the players whose results article 20.3 cancelled,
	// by start number, listed after the table with no place (退赛); empty
	// with Input.RankCancelled, which keeps them in the table.
	Withdrawn []Withdrawal
	// Counted are, in a team ranking by the members' results, the players
	// each team's score counts (by team number, best first).
	Counted map[int][]int
}

// Compute ranks the players of in: points first; players with a penalty
// (18.4) below the others of their score, the heavier penalty lower (a
// warning above a disqualification, one warning above two); then the
// criteria in order, each splitting the players still tied. Players equal on everything share the
// place 并列; PlayoffNeeded flags a shared place that must not be (first, or
// Input.NoShare; 15.6).
func Compute(in Input) (*Standings, error) {
	specs, presetPolicy, err := resolve(in.Criteria)
	if err != nil {
		return nil, err
	}
	seen := make(map[int]bool, len(in.Players))
	for _, p := range in.Players {
		if seen[p.No] {
			return nil, fmt.Errorf("start number %d appears twice", p.No)
		}
		seen[p.No] = true
	}
	pol := in.Unplayed
	if pol == "" {
		pol = presetPolicy
	}
	if _, err := ParsePolicy(string(pol)); err != nil {
		return nil, err
	}
	pol = resolvePolicy(pol, in)
	recs := scoring.Records(in.Players, in.Rounds, in.Table, scoring.Options{RoundRobin: in.RoundRobin, Opponents: in.Opponents, GameTable: in.GameTable})
	c := newCalc(in, recs, pol)

	n, nc := len(in.Players), len(specs)
	vals := make([][]Value, n)
	for i := range vals {
		vals[i] = make([]Value, nc)
		for k := range vals[i] {
			vals[i][k] = Value{0, 1}
		}
	}
	keys := make([][][]Value, nc) // multi-valued criteria: keys[k][player]
	for k, s := range specs {
		if s.prep != nil {
			s.prep(c, s.mods)
		}
		switch {
		case s.each != nil:
			for i := 0; i < n; i++ {
				vals[i][k] = s.each(c, i, s.mods)
			}
		case s.multi != nil:
			keys[k] = make([][]Value, n)
			for i := 0; i < n; i++ {
				keys[k][i] = s.multi(c, i, s.mods)
				if len(keys[k][i]) > 0 {
					vals[i][k] = keys[k][i][0]
				}
			}
		}
	}
	cmpK := func(k, a, b int) int {
		var r int
		if keys[k] != nil {
			ka, kb := keys[k][a], keys[k][b]
			for j := 0; j < len(ka) && j < len(kb) && r == 0; j++ {
				r = ka[j].Cmp(kb[j])
			}
		} else {
			r = vals[a][k].Cmp(vals[b][k])
		}
		if specs[k].Lower {
			r = -r
		}
		return -r // higher first
	}

	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	// Penalties (18.4) by severity: none, then warnings (one above two),
	// then disqualifications, each below the lighter ones of its score.
	pens := make([]scoring.Penalty, n)
	for i := range in.Players {
		pens[i] = scoring.PenaltyOf(&in.Players[i])
	}
	sort.SliceStable(order, func(a, b int) bool {
		ia, ib := order[a], order[b]
		if c.totals[ia] != c.totals[ib] {
			return c.totals[ia] > c.totals[ib]
		}
		if d := pens[ia].Compare(pens[ib]); d != 0 {
			return d < 0
		}
		return in.Players[ia].No < in.Players[ib].No
	})
	// groups are [start, end) ranges of order still tied.
	var groups [][2]int
	for a := 0; a < n; {
		b := a + 1
		for b < n && c.totals[order[b]] == c.totals[order[a]] && pens[order[b]].Compare(pens[order[a]]) == 0 {
			b++
		}
		groups = append(groups, [2]int{a, b})
		a = b
	}
	by := make([]int, n) // Row.By, by position in order: a group's first position keeps what split it off
	for k, s := range specs {
		var next [][2]int
		for _, g := range groups {
			if g[1]-g[0] < 2 {
				next = append(next, g)
				continue
			}
			members := order[g[0]:g[1]]
			if s.group != nil {
				for j, v := range s.group(c, members, s.mods) {
					vals[members[j]][k] = v
				}
			}
			sort.SliceStable(members, func(a, b int) bool { return cmpK(k, members[a], members[b]) < 0 })
			for a := g[0]; a < g[1]; {
				b := a + 1
				for b < g[1] && cmpK(k, order[a], order[b]) == 0 {
					b++
				}
				if a > g[0] {
					by[a] = k + 1
				}
				next = append(next, [2]int{a, b})
				a = b
			}
		}
		groups = next
	}

	if len(in.Playoff) > 0 {
		groups = splitByPlayoff(groups, order, in, by)
	}
	st := &Standings{Records: recs, Unplayed: pol}
	for _, s := range specs {
		st.Criteria = append(st.Criteria, s.Criterion)
	}
	for _, g := range groups {
		for a := g[0]; a < g[1]; a++ {
			i := order[a]
			p := in.Players[i]
			st.Rows = append(st.Rows, Row{Place: g[0] + 1, Shared: g[1]-g[0] > 1, No: p.No,
				Points: c.totals[i], Values: vals[i], Penalised: p.Penalty != "", By: by[a]})
		}
	}
	st.Rows, st.Withdrawn = setAsideCancelled(st.Rows, in, recs)
	st.PlayoffPlaces = PlayoffPlaces(st.Rows, in.NoShare)
	st.PlayoffNeeded = len(st.PlayoffPlaces) > 0
	return st, nil
}

// setAsideCancelled takes the players whose results article 20.3 cancelled,
// and the withdrawn players without a game (Withdrawal.NoGame), out of the
// ranked rows (the others' places close up, a tie they were in shared only
// by those left) and lists them, by start number; with in.RankCancelled it
// only marks the rows of the cancelled ones.
func setAsideCancelled(rows []Row, in Input, recs map[int]*scoring.Record) ([]Row, []Withdrawal) {
	withdrawn := map[int]int{}
	noGame := map[int]bool{}
	for _, p := range in.Players {
		rec := recs[p.No]
		switch {
		case rec == nil:
		case rec.Cancelled:
			if !in.RankCancelled {
				withdrawn[p.No] = p.Withdrawn
			}
		case p.Withdrawn > 0 && len(rec.Entries) > 0 && !metOverBoard(rec):
			withdrawn[p.No] = p.Withdrawn
			noGame[p.No] = true
		}
	}
	if in.RankCancelled {
		for i := range rows {
			if rec := recs[rows[i].No]; rec != nil && rec.Cancelled {
				rows[i].Cancelled = true
			}
		}
	}
	if len(withdrawn) == 0 {
		return rows, nil
	}
	var out []Row
	var list []Withdrawal
	tie := make([]int, 0, len(rows)) // each kept row's tie, by its old place
	gap := false                     // the row above the next kept one was taken out
	for _, r := range rows {
		if round, ok := withdrawn[r.No]; ok {
			list = append(list, Withdrawal{No: r.No, Round: round, NoGame: noGame[r.No]})
			gap = true
			continue
		}
		if gap {
			r.By = 0 // split from a row no longer above it: not known
			gap = false
		}
		out = append(out, r)
		tie = append(tie, r.Place)
	}
	for i := range out {
		if i > 0 && tie[i] == tie[i-1] {
			out[i].Place = out[i-1].Place
		} else {
			out[i].Place = i + 1
		}
	}
	for i := range out {
		same := (i > 0 && tie[i] == tie[i-1]) || (i+1 < len(out) && tie[i] == tie[i+1])
		out[i].Shared = same
	}
	sort.Slice(list, func(a, b int) bool { return list[a].No < list[b].No })
	return out, list
}

// metOverBoard reports whether rec has a game played (or paired, not yet
// played) over the board: a forfeit, a bye or an absence is no game.
func metOverBoard(rec *scoring.Record) bool {
	for _, e := range rec.Entries {
		if e.Kind == scoring.KindPlayed || e.Kind == scoring.KindPending {
			return true
		}
	}
	return false
}

// splitByPlayoff orders the players of each tied group by their place in the
// play-off (15.6); players the play-off does not name stay tied after them.
func splitByPlayoff(groups [][2]int, order []int, in Input, by []int) [][2]int {
	rank := make(map[int]int, len(in.Playoff))
	for i, no := range in.Playoff {
		if _, dup := rank[no]; !dup {
			rank[no] = i
		}
	}
	key := func(i int) int {
		if r, ok := rank[in.Players[i].No]; ok {
			return r
		}
		return len(in.Playoff)
	}
	var next [][2]int
	for _, g := range groups {
		if g[1]-g[0] < 2 {
			next = append(next, g)
			continue
		}
		members := order[g[0]:g[1]]
		sort.SliceStable(members, func(a, b int) bool { return key(members[a]) < key(members[b]) })
		for a := g[0]; a < g[1]; {
			b := a + 1
			for b < g[1] && key(order[b]) == key(order[a]) {
				b++
			}
			if a > g[0] {
				by[a] = ByPlayoff
			}
			next = append(next, [2]int{a, b})
			a = b
		}
	}
	return next
}

// PlayoffPlaces returns the place of each tied group of rows (ranked, with
// Place and Shared set) that covers a place of noShare (nil: first place
// only), in order: the ties article 15.6 wants decided by a play-off.
func PlayoffPlaces(rows []Row, noShare []int) []int {
	if noShare == nil {
		noShare = []int{1}
	}
	var out []int
	for a := 0; a < len(rows); {
		b := a + 1
		for b < len(rows) && rows[b].Place == rows[a].Place {
			b++
		}
		if b-a > 1 {
			first, last := rows[a].Place, rows[a].Place+b-a-1
			for _, p := range noShare {
				if p >= first && p <= last {
					out = append(out, first)
					break
				}
			}
		}
		a = b
	}
	return out
}
