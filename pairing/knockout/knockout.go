package knockout

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// Knockout settings kept in Stage.Options (docs/knockout.md).
const (
	OptDraw        = "draw"        // "seeded" (default; also "bracket") or "cards"
	OptElimination = "elimination" // "single" (default) or "double"
	OptPlaces      = "places"      // places decided by play: 2 (default), 4, 8, ... or "all"
	OptThirdPlace  = "third-place" // "true": play for third place (places 4)
	OptReset       = "reset"       // "true": grand-final reset in a double elimination
	OptPositions   = "positions"   // seed-to-position table, e.g. "1,8,4,5,2,7,3,6"
	OptNoKTwice    = "no-k-twice"  // "true": nobody gets the K twice
)

// MatchInfo is one match of a knockout stage as the results so far make it:
// who meets whom, where it was played, and who went on.
type MatchInfo struct {
	ID      string // bracket id ("M1-3", "F", "P3", "L2-1", "GF") or "R2-3" (card round 2, board 3)
	Section string // "main", "places", "winners", "losers", "final", "third"
	Column  int    // column in its section (the round within the stage for card draws)
	// Players are the two seats: start numbers, 0 while unknown, Bye for an
	// empty line. Seat A is listed first.
	Players [2]int
	// Feed is the index in State.Matches of the match each seat
	// came from, -1 for an entrant (first round, or a card round's player
	// who comes straight from the start).
	Feed [2]int
	// K is the stage round (1-based) the match was or is played in, 0 while
	// not yet known. Round and Board locate its game, 0 when none.
	K, Round, Board int
	Game            *scoring.Game
	Format          scoring.MatchFormat
	State           scoring.MatchState
	// Winner and Loser once decided; Bye for an empty line or when both
	// forfeited.
	Winner, Loser int
	// Skipped is set on a grand-final reset that is not needed.
	Skipped bool
	Final   bool
	// WinnerPlace and LoserPlace..LoserPlaceTo as in BracketMatch.
	WinnerPlace, LoserPlace, LoserPlaceTo int
	// Lo..Hi are the places a seeded bracket's match is played for.
	Lo, Hi int
}

// Decided reports whether the match has a winner (or both went out).
func (m *MatchInfo) Decided() bool { return m.Winner != 0 }

// IsBye reports whether one seat is an empty line.
func (m *MatchInfo) IsBye() bool { return (m.Players[0] == Bye) != (m.Players[1] == Bye) }

// State is a knockout stage worked out from its rounds.
type State struct {
	Stage   *scoring.Stage
	Cards   bool     // paired by a card draw every round
	Bracket *Bracket // the seeded bracket; nil for card draws
	Matches []MatchInfo
	// Next is the players of the next card round (card draws only), nil
	// while the last round is unfinished.
	Next []int
	// Champion is the winner, 0 while undecided.
	Champion int
	// Rounds is the number of stage rounds played or paired.
	Rounds int
}

// IsCards reports whether a knockout stage draws cards every round.
func IsCards(st *scoring.Stage) bool { return st.Options[OptDraw] == "cards" }

// StagePlayers returns the entrants of a stage: Stage.Players, or every
// player of the event who has not withdrawn, in file order.
func StagePlayers(ev *scoring.Event, st *scoring.Stage) []int {
	var ps []int
	for _, p := range scoring.StagePlayers(ev, st) {
		if p.Withdrawn == 0 || p.Withdrawn > ev.StageStart(st.ID) {
			ps = append(ps, p.No)
		}
	}
	return ps
}

// Left returns the players still in a knockout stage once no match is
// being played: those who have not lost a main-bracket match, in start
// number order; nil while a match is undecided.
func (ks *State) Left(ev *scoring.Event) []int {
	if _, _, busy := ks.Busy(); busy {
		return nil
	}
	if ks.Cards {
		if ks.Champion != 0 {
			return []int{ks.Champion}
		}
		return slices.Clone(ks.Next)
	}
	out := map[int]bool{}
	for _, m := range ks.Matches {
		if m.Decided() && (m.Section == "main" || m.Section == "final") && m.Loser > 0 {
			out[m.Loser] = true
		}
	}
	var left []int
	for _, no := range StagePlayers(ev, ks.Stage) {
		if !out[no] {
			left = append(left, no)
		}
	}
	slices.Sort(left)
	return left
}

// Stopped reports whether a knockout with Stage.Until has come down to
// that many players (or fewer): it pairs no more rounds.
func (ks *State) Stopped(ev *scoring.Event) bool {
	if ks.Stage.Until <= 0 || ks.Rounds == 0 {
		return false
	}
	left := ks.Left(ev)
	return left != nil && len(left) <= ks.Stage.Until
}

// BracketFor builds the bracket of a seeded knockout stage from its options
// and its seeding (Stage.Order).
func BracketFor(st *scoring.Stage, n int) (*Bracket, error) {
	opt := BracketOptions{}
	var errs []error
	switch v := st.Options[OptElimination]; v {
	case "", "single":
	case "double":
		opt.Double = true
	default:
		errs = append(errs, fmt.Errorf("option %s=%q: use single or double", OptElimination, v))
	}
	opt.Reset = isTrue(st.Options[OptReset])
	switch v := st.Options[OptPlaces]; v {
	case "":
	case "all":
		opt.Places = 1 << 30
	default:
		p, err := strconv.Atoi(v)
		if err != nil || p < 1 {
			errs = append(errs, fmt.Errorf("option %s=%q: give the number of places to decide (2, 4, 8, 16, ...) or all", OptPlaces, v))
		}
		opt.Places = p
	}
	if isTrue(st.Options[OptThirdPlace]) {
		opt.Places = max(opt.Places, 4)
	}
	if v := st.Options[OptPositions]; v != "" {
		pos, err := ParsePositions(v)
		if err != nil {
			errs = append(errs, fmt.Errorf("option %s: %w", OptPositions, err))
		}
		opt.Positions = pos
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("stage %s: %w", st.ID, errors.Join(errs...))
	}
	b, err := NewBracket(n, opt)
	if err != nil {
		return nil, fmt.Errorf("stage %s: %w", st.ID, err)
	}
	return b, nil
}

func isTrue(s string) bool {
	switch strings.ToLower(s) {
	case "true", "yes", "1", "on":
		return true
	}
	return false
}

// Resolve works a knockout stage out from its rounds: the bracket (or
// the card rounds), who met whom, who went on, and the champion. It checks
// every game belongs to the bracket and every match result fits its format.
func Resolve(ev *scoring.Event, st *scoring.Stage) (*State, error) {
	rounds := ev.StageRounds(st.ID)
	ks := &State{Stage: st, Cards: IsCards(st), Rounds: len(rounds)}
	if ks.Cards {
		return ks, ks.resolveCards(ev, rounds)
	}
	if len(st.Order) == 0 {
		if len(rounds) > 0 {
			return ks, fmt.Errorf("stage %s has rounds but no seeding (order): the bracket cannot be rebuilt", st.ID)
		}
		return ks, nil
	}
	b, err := BracketFor(st, len(st.Order))
	if err != nil {
		return ks, err
	}
	ks.Bracket = b
	return ks, ks.resolveBracket(rounds)
}

func (ks *State) resolveBracket(rounds []scoring.Round) error {
	b, order := ks.Bracket, ks.Stage.Order
	ks.Matches = make([]MatchInfo, len(b.Matches))
	claimed := map[[2]int]bool{}
	seat := func(src Source) (no, k, feed int) {
		if src.Seed > 0 {
			if src.Seed <= len(order) {
				return order[src.Seed-1], 0, -1
			}
			return Bye, 0, -1
		}
		m := &ks.Matches[src.Match]
		if m.Skipped {
			return 0, 0, src.Match
		}
		if src.Loser {
			return m.Loser, m.K, src.Match
		}
		return m.Winner, m.K, src.Match
	}
	for i, bm := range b.Matches {
		mi := &ks.Matches[i]
		*mi = MatchInfo{ID: bm.ID, Section: bm.Section, Column: bm.Column, Final: bm.Final,
			WinnerPlace: bm.WinnerPlace, LoserPlace: bm.LoserPlace, LoserPlaceTo: bm.LoserPlaceTo, Lo: bm.Lo, Hi: bm.Hi}
		a, ka, fa := seat(bm.A)
		c, kc, fc := seat(bm.B)
		mi.Players, mi.Feed = [2]int{a, c}, [2]int{fa, fc}
		if a == 0 || c == 0 {
			continue
		}
		ready := max(ka, kc)
		if bm.Reset {
			gf := &ks.Matches[bm.A.Match]
			if gf.Winner == gf.Players[0] {
				mi.Skipped = true
				continue
			}
			// The reset decides places 1-2, not the first grand final.
			gf.WinnerPlace, gf.LoserPlace, gf.LoserPlaceTo = 0, 0, 0
		}
		switch {
		case a == Bye && c == Bye:
			mi.Winner, mi.Loser, mi.K = Bye, Bye, ready
			continue
		case a == Bye || c == Bye:
			mi.Winner, mi.Loser, mi.K = max(a, c), Bye, ready+1
			continue
		}
		for ri := range rounds {
			r := &rounds[ri]
			for gi := range r.Games {
				g := &r.Games[gi]
				if claimed[[2]int{ri, gi}] || !samePair(g, a, c) {
					continue
				}
				claimed[[2]int{ri, gi}] = true
				mi.K, mi.Round, mi.Board, mi.Game = ri+1, r.Number, g.Board, g
				break
			}
			if mi.Game != nil {
				break
			}
		}
		if mi.Game == nil {
			continue
		}
		if err := mi.decide(ks.Stage); err != nil {
			return err
		}
	}
	var errs []error
	for ri, r := range rounds {
		for gi, g := range r.Games {
			if !claimed[[2]int{ri, gi}] {
				errs = append(errs, fmt.Errorf("round %d, board %d: players %d and %d do not meet there in the bracket", r.Number, g.Board, g.Red, g.Black))
			}
		}
	}
	for i := range ks.Matches {
		m := &ks.Matches[i]
		if m.Final && m.WinnerPlace == 1 && m.Decided() {
			ks.Champion = m.Winner
		}
	}
	return errors.Join(errs...)
}

func samePair(g *scoring.Game, a, b int) bool {
	return (g.Red == a && g.Black == b) || (g.Red == b && g.Black == a)
}

// decide derives the winner of a match that has its game.
func (mi *MatchInfo) decide(st *scoring.Stage) error {
	f, err := scoring.StageMatchFormat(st, mi.K, mi.Final)
	if err != nil {
		return err
	}
	mi.Format = f
	s, err := f.Decide(*mi.Game)
	if err != nil {
		return fmt.Errorf("round %d, board %d: %w", mi.Round, mi.Board, err)
	}
	mi.State = s
	switch {
	case s.Result == scoring.DoubleForfeit:
		mi.Winner, mi.Loser = Bye, Bye
	case s.Winner != 0:
		mi.Winner = s.Winner
		mi.Loser = mi.Game.Red
		if s.Winner == mi.Game.Red {
			mi.Loser = mi.Game.Black
		}
	}
	return nil
}

// resolveCards replays the card rounds: each round's players are the
// previous round's winners and its K holder.
func (ks *State) resolveCards(ev *scoring.Event, rounds []scoring.Round) error {
	players := StagePlayers(ev, ks.Stage)
	from := map[int]int{} // player -> index of the match they came from
	for _, p := range players {
		from[p] = -1
	}
	var prevLosers []int
	var prevLoserFeed map[int]int
	for ri := range rounds {
		r := &rounds[ri]
		k := ri + 1
		if players == nil {
			return fmt.Errorf("round %d: round %d is not finished, so round %d cannot have been drawn", r.Number, r.Number-1, r.Number)
		}
		in := map[int]bool{}
		for _, p := range players {
			in[p] = true
		}
		seen := map[int]int{}
		final := len(players) == 2
		var winners []int
		var losers []int
		loserFeed := map[int]int{}
		next := map[int]int{}
		complete := true
		var errs []error
		for gi := range r.Games {
			g := &r.Games[gi]
			mi := MatchInfo{ID: fmt.Sprintf("R%d-%d", k, g.Board), Section: "main", Column: k, K: k, Round: r.Number, Board: g.Board,
				Game: g, Players: [2]int{g.Red, g.Black}, Feed: [2]int{from[g.Red], from[g.Black]}, Final: final}
			third := false
			if !in[g.Red] || !in[g.Black] {
				if final && slices.Contains(prevLosers, g.Red) && slices.Contains(prevLosers, g.Black) {
					third = true
					mi.Section, mi.ID, mi.Final = "third", "P3", false
					mi.Feed = [2]int{prevLoserFeed[g.Red], prevLoserFeed[g.Black]}
					mi.WinnerPlace, mi.LoserPlace, mi.LoserPlaceTo = 3, 4, 4
					for _, f := range mi.Feed {
						ks.Matches[f].LoserPlace, ks.Matches[f].LoserPlaceTo = 0, 0
					}
				} else {
					errs = append(errs, fmt.Errorf("round %d, board %d: players %d and %d are not both in this round", r.Number, g.Board, g.Red, g.Black))
					continue
				}
			}
			if !third {
				seen[g.Red]++
				seen[g.Black]++
				if final {
					mi.WinnerPlace, mi.LoserPlace, mi.LoserPlaceTo = 1, 2, 2
				}
			}
			if err := mi.decide(ks.Stage); err != nil {
				errs = append(errs, err)
				continue
			}
			ks.Matches = append(ks.Matches, mi)
			if third {
				continue
			}
			idx := len(ks.Matches) - 1
			switch {
			case !mi.Decided():
				complete = false
			case mi.Winner == Bye:
				losers = append(losers, g.Red, g.Black)
				loserFeed[g.Red], loserFeed[g.Black] = idx, idx
			default:
				winners = append(winners, mi.Winner)
				next[mi.Winner] = idx
				losers = append(losers, mi.Loser)
				loserFeed[mi.Loser] = idx
			}
		}
		for _, p := range r.Byes {
			if !in[p] {
				errs = append(errs, scoring.PlayerErrorf("round %d: %v has the bye but is not in this round", r.Number, scoring.PlayerNo(p)))
				continue
			}
			seen[p]++
			ks.Matches = append(ks.Matches, MatchInfo{ID: fmt.Sprintf("R%d-K", k), Section: "main", Column: k, K: k, Round: r.Number,
				Players: [2]int{p, Bye}, Feed: [2]int{from[p], -1}, Winner: p, Loser: Bye})
			winners = append(winners, p)
			next[p] = len(ks.Matches) - 1
		}
		for _, p := range players {
			if seen[p] != 1 {
				errs = append(errs, scoring.PlayerErrorf("round %d: %v should be in exactly one game or have the bye, found %d times", r.Number, scoring.PlayerNo(p), seen[p]))
			}
		}
		if len(errs) > 0 {
			return errors.Join(errs...)
		}
		if !complete {
			players = nil
			continue
		}
		// Losers of this round share the places below those still in.
		for i := range ks.Matches {
			m := &ks.Matches[i]
			if m.K == k && m.Section == "main" && !m.Final && m.Players[1] != Bye {
				m.LoserPlace, m.LoserPlaceTo = len(winners)+1, len(players)
			}
		}
		sort.Ints(winners)
		players, from = winners, next
		prevLosers, prevLoserFeed = losers, loserFeed
		if len(players) == 1 {
			ks.Champion = players[0]
		}
	}
	ks.Next = players
	if ks.Champion != 0 {
		ks.Next = nil
	}
	return nil
}

// Busy reports whether any match of the stage is paired but undecided.
func (ks *State) Busy() (round, board int, busy bool) {
	for _, m := range ks.Matches {
		if m.Game != nil && !m.Decided() && !m.Skipped {
			return m.Round, m.Board, true
		}
	}
	return 0, 0, false
}

// Place is one line of a knockout's final order.
type Place struct {
	Place  int
	Shared bool // the place is shared 并列 with others who went out together
	Player int
}

// Places gives the order of a knockout so far: decided places first, and
// players out in the same round sharing the place below those still in.
// Players still playing are left out. Empty lines (byes) take no place:
// a real player below one moves up.
func (ks *State) Places() []Place {
	type entry struct{ lo, hi, no int }
	var es []entry
	add := func(lo, hi, no int) { es = append(es, entry{lo, hi, no}) }
	for _, m := range ks.Matches {
		if m.Skipped || !m.Decided() {
			continue
		}
		if m.WinnerPlace > 0 {
			add(m.WinnerPlace, m.WinnerPlace, m.Winner)
		}
		if m.LoserPlace > 0 {
			if m.Winner == Bye && m.Game != nil {
				add(m.LoserPlace, m.LoserPlaceTo, m.Game.Red)
				add(m.LoserPlace, m.LoserPlaceTo, m.Game.Black)
			} else {
				add(m.LoserPlace, m.LoserPlaceTo, m.Loser)
			}
		}
	}
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].lo != es[j].lo {
			return es[i].lo < es[j].lo
		}
		return es[i].no < es[j].no
	})
	var out []Place
	for i, e := range es {
		if e.no <= 0 {
			continue
		}
		empty := 0 // empty lines placed above this player
		for _, f := range es {
			if f.no <= 0 && f.lo < e.lo {
				empty++
			}
		}
		shared := e.hi > e.lo && ((i > 0 && es[i-1].lo == e.lo && es[i-1].no > 0) || (i+1 < len(es) && es[i+1].lo == e.lo && es[i+1].no > 0))
		out = append(out, Place{Place: e.lo - empty, Shared: shared, Player: e.no})
	}
	return out
}

// SeedOrder orders the entrants of a seeded knockout by the stage's
// numbering: "rating" (highest first, then start number), "draw" (a seeded
// lot), otherwise as listed.
func SeedOrder(ev *scoring.Event, players []int, numbering string, seed int64) []int {
	order := slices.Clone(players)
	switch numbering {
	case "rating":
		rating := func(no int) int {
			if p := ev.Player(no); p != nil {
				return p.Rating
			}
			return 0
		}
		slices.SortStableFunc(order, func(a, b int) int {
			if ra, rb := rating(a), rating(b); ra != rb {
				return rb - ra
			}
			return a - b
		})
	case "draw":
		l := newLot(seed)
		l.shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	return order
}

// PairRound makes the next round of knockout stage st: a card draw among
// the players left (seeded with seed), or every bracket match whose two
// players are known, colours by a seeded lot 猜先. A seeded stage without a
// seeding gets one first (Stage.Order, by Stage.Numbering). The round's
// Number and Stage are left for the caller; its Seed is set.
func PairRound(ev *scoring.Event, st *scoring.Stage, seed int64) (scoring.Round, error) {
	if !IsCards(st) && len(st.Order) == 0 {
		players := StagePlayers(ev, st)
		if len(players) < 2 {
			return scoring.Round{}, fmt.Errorf("a knockout needs at least 2 players, stage %s has %d", st.ID, len(players))
		}
		if st.Numbering == "draw" && st.Seed == 0 {
			st.Seed = seed
		}
		st.Order = SeedOrder(ev, players, st.Numbering, st.Seed)
	}
	ks, err := Resolve(ev, st)
	if err != nil {
		return scoring.Round{}, err
	}
	if ks.Champion != 0 && !ks.PlacesPending() {
		return scoring.Round{}, scoring.PlayerErrorf("stage %s is over: %v won it", st.ID, scoring.PlayerNo(ks.Champion))
	}
	if ks.Stopped(ev) {
		return scoring.Round{}, fmt.Errorf("stage %s is complete: %d players are left (it stops at %d)", st.ID, len(ks.Left(ev)), st.Until)
	}
	if r, b, busy := ks.Busy(); busy {
		return scoring.Round{}, fmt.Errorf("round %d, board %d has no result yet: the match must be decided before the next round", r, b)
	}
	if ks.Cards {
		return ks.nextCardRound(ev, seed)
	}
	return ks.nextBracketRound(seed)
}

// feedK is the latest stage round a match's seats were decided in.
func (ks *State) feedK(m MatchInfo) int {
	k := 0
	for _, f := range m.Feed {
		if f >= 0 {
			k = max(k, ks.Matches[f].K)
		}
	}
	return k
}

// placesPending reports whether placement matches remain after the final.
func (ks *State) PlacesPending() bool {
	for _, m := range ks.Matches {
		if !m.Decided() && !m.Skipped {
			return true
		}
	}
	return false
}

func (ks *State) nextBracketRound(seed int64) (scoring.Round, error) {
	k := ks.Rounds + 1
	r := scoring.Round{Seed: seed}
	l := newLot(seed)
	// The championship path gets the first boards, placement matches after.
	order := make([]MatchInfo, 0, len(ks.Matches))
	for _, first := range []bool{true, false} {
		for _, m := range ks.Matches {
			if (m.Section == "main" || m.Section == "winners" || m.Final) == first {
				order = append(order, m)
			}
		}
	}
	for _, m := range order {
		switch {
		case m.Skipped || m.Decided() || m.Game != nil:
		case m.Players[0] > 0 && m.Players[1] > 0 && ks.feedK(m) < k:
			a, b := m.Players[0], m.Players[1]
			if l.intn(2) == 1 {
				a, b = b, a
			}
			r.Games = append(r.Games, scoring.Game{Board: len(r.Games) + 1, Red: a, Black: b})
		}
	}
	for _, m := range ks.Matches {
		if m.IsBye() && m.K == k {
			r.Byes = append(r.Byes, m.Winner)
		}
	}
	if len(r.Games) == 0 {
		return r, fmt.Errorf("stage %s: no match is ready to be paired", ks.Stage.ID)
	}
	return r, nil
}

func (ks *State) nextCardRound(ev *scoring.Event, seed int64) (scoring.Round, error) {
	players := ks.Next
	if len(players) < 2 {
		return scoring.Round{}, fmt.Errorf("stage %s: fewer than 2 players left", ks.Stage.ID)
	}
	r, err := CardRound(players, nil, seed, ks.noK(ev))
	if err != nil {
		return r, err
	}
	if len(players) == 2 && isTrue(ks.Stage.Options[OptThirdPlace]) {
		if a, b, ok := ks.semiLosers(); ok {
			if newLot(seed).intn(2) == 1 {
				a, b = b, a
			}
			r.Games = append(r.Games, scoring.Game{Board: 2, Red: a, Black: b, Note: "third place"})
		}
	}
	return r, nil
}

// semiLosers returns the losers of the last card round when it was a round
// of two games and no bye (the semi-finals).
func (ks *State) semiLosers() (int, int, bool) {
	var ls []int
	for _, m := range ks.Matches {
		if m.K == ks.Rounds && m.Section == "main" {
			if m.IsBye() || m.Loser <= 0 {
				return 0, 0, false
			}
			ls = append(ls, m.Loser)
		}
	}
	if len(ls) != 2 {
		return 0, 0, false
	}
	return ls[0], ls[1], true
}

// noK lists who already had the K, when the stage says nobody gets it twice.
func (ks *State) noK(ev *scoring.Event) map[int]bool {
	if !isTrue(ks.Stage.Options[OptNoKTwice]) {
		return nil
	}
	had := map[int]bool{}
	for _, r := range ev.StageRounds(ks.Stage.ID) {
		for _, c := range r.Cards {
			if c.Side == scoring.NoSide {
				had[c.Player] = true
			}
		}
	}
	return had
}

// DrawCardsRound makes round k of stage st from cards drawn by hand in the
// hall: the players are those left in a card knockout, or the stage's
// entrants for the first round of any other system (the card draw as a
// one-off pairing). The cards are checked with ValidateCards.
func DrawCardsRound(ev *scoring.Event, st *scoring.Stage, cards []scoring.Card) (scoring.Round, error) {
	var players []int
	var noK map[int]bool
	if st.System == scoring.Knockout && IsCards(st) {
		ks, err := Resolve(ev, st)
		if err != nil {
			return scoring.Round{}, err
		}
		if ks.Champion != 0 {
			return scoring.Round{}, scoring.PlayerErrorf("stage %s is over: %v won it", st.ID, scoring.PlayerNo(ks.Champion))
		}
		if r, b, busy := ks.Busy(); busy {
			return scoring.Round{}, fmt.Errorf("round %d, board %d has no result yet: the match must be decided before the next draw", r, b)
		}
		players, noK = ks.Next, ks.noK(ev)
	} else {
		if len(ev.StageRounds(st.ID)) > 0 {
			return scoring.Round{}, fmt.Errorf("stage %s is a %s: a card draw can only pair its first round", st.ID, st.System)
		}
		players = StagePlayers(ev, st)
	}
	return CardRound(players, cards, 0, noK)
}
