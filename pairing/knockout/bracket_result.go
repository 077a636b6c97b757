package knockout

import (
	"fmt"
	"slices"

	"github.com/xiangqi-org/xqt/scoring"
)

// RecordResult records the result of game n of the match on a board of an
// event round (n 0 for a single-game match) and derives the match result by
// the stage's match format. red names the red player of an armageddon game
// (0: the chooser takes black).
//
// In a knockout, a correction that changes who advanced is refused when a
// later match of either player already has a result; otherwise the later
// rounds are updated (the two players swap places there). On error the
// event is unchanged.
func RecordResult(ev *scoring.Event, roundNo, board, n int, res scoring.Result, red int) error {
	if roundNo < 1 || roundNo > len(ev.Rounds) {
		return fmt.Errorf("round %d is not paired yet: %d round(s) exist", roundNo, len(ev.Rounds))
	}
	r := &ev.Rounds[roundNo-1]
	gi := slices.IndexFunc(r.Games, func(g scoring.Game) bool { return g.Board == board })
	if gi < 0 {
		return fmt.Errorf("round %d has no board %d: it has %d board(s)", roundNo, board, len(r.Games))
	}
	st := ev.Stage(r.Stage)
	k := stageRoundIndex(ev, roundNo)
	if st == nil || st.System != scoring.Knockout {
		f, err := scoring.StageMatchFormat(st, k, false)
		if err != nil {
			return err
		}
		g := &r.Games[gi]
		if n == 0 && f.MaxGames() == 1 {
			g.Result = res
			return nil
		}
		return recordGame(g, f, n, res, red, roundNo)
	}
	before, err := Resolve(ev, st)
	if err != nil {
		return err
	}
	mi := before.matchAt(roundNo, board)
	if mi == nil {
		return fmt.Errorf("round %d, board %d is not a match of stage %s", roundNo, board, st.ID)
	}
	rounds := cloneRounds(ev.Rounds)
	g := &rounds[roundNo-1].Games[gi]
	if err := recordGame(g, mi.Format, n, res, red, roundNo); err != nil {
		return err
	}
	probe := *mi
	probe.Game = g
	probe.Winner, probe.Loser = 0, 0
	if err := probe.decide(st); err != nil {
		return err
	}
	if mi.Decided() && probe.Winner != mi.Winner {
		if err := moveOn(ev, rounds, roundNo, st.ID, mi, probe.Winner); err != nil {
			return err
		}
	}
	trial := *ev
	trial.Rounds = rounds
	if _, err := Resolve(&trial, st); err != nil {
		return fmt.Errorf("round %d, board %d: the result leaves the knockout inconsistent: %w", roundNo, board, err)
	}
	writeBack(ev.Rounds, rounds)
	return nil
}

// writeBack copies rounds into dst element by element, so pointers callers
// hold into dst's games stay valid. The rounds have the same shape.
func writeBack(dst, src []scoring.Round) {
	for i := range dst {
		copy(dst[i].Games, src[i].Games)
		copy(dst[i].Byes, src[i].Byes)
		copy(dst[i].Cards, src[i].Cards)
	}
}

func recordGame(g *scoring.Game, f scoring.MatchFormat, n int, res scoring.Result, red, roundNo int) error {
	if n == 0 {
		if f.Games > 1 {
			next := len(scoring.MatchGames(*g)) + 1
			return fmt.Errorf("round %d, board %d is a %s match: give the game number (the next is game %d)", roundNo, g.Board, f, next)
		}
		n = 1
	}
	if err := scoring.RecordMatchGame(g, f, n, res, red); err != nil {
		return fmt.Errorf("round %d, board %d: %w", roundNo, g.Board, err)
	}
	return nil
}

// moveOn applies a changed match winner to the later rounds of the stage:
// refused when a later game of either player has a result, or when the
// match is no longer decided but its players are already paired on.
func moveOn(ev *scoring.Event, rounds []scoring.Round, roundNo int, stage string, mi *MatchInfo, winner int) error {
	a, b := mi.Winner, mi.Loser
	var later []int
	for i := roundNo; i < len(rounds); i++ {
		if rounds[i].Stage == stage {
			later = append(later, i)
		}
	}
	who := func(no int) string {
		if p := ev.Player(no); p != nil && p.Name != "" {
			return p.Name
		}
		return fmt.Sprintf("player %d", no)
	}
	in := func(r *scoring.Round, no int) bool {
		if no <= 0 {
			return false
		}
		if slices.Contains(r.Byes, no) {
			return true
		}
		for _, g := range r.Games {
			if g.Red == no || g.Black == no {
				return true
			}
		}
		return false
	}
	for _, i := range later {
		r := &rounds[i]
		for _, g := range r.Games {
			if (g.Red == a || g.Black == a || (b > 0 && (g.Red == b || g.Black == b))) && (g.Result != scoring.NoResult || len(g.Games) > 0) {
				change := fmt.Sprintf("%s no longer advances", who(a))
				if winner > 0 {
					change = fmt.Sprintf("%s advances instead of %s", who(winner), who(a))
				}
				return fmt.Errorf("round %d, board %d: this correction changes who advanced (%s), but round %d, board %d already has a result: clear the later results first",
					mi.Round, mi.Board, change, r.Number, g.Board)
			}
		}
	}
	if winner <= 0 || b <= 0 {
		for _, i := range later {
			if in(&rounds[i], a) || in(&rounds[i], b) {
				return fmt.Errorf("round %d, board %d: without a winner here, %s cannot stay paired in round %d: remove that round first", mi.Round, mi.Board, who(a), rounds[i].Number)
			}
		}
		return nil
	}
	swap := func(no *int) {
		switch *no {
		case a:
			*no = b
		case b:
			*no = a
		}
	}
	for _, i := range later {
		r := &rounds[i]
		for gi := range r.Games {
			g := &r.Games[gi]
			swap(&g.Red)
			swap(&g.Black)
			swap(&g.Chooser)
		}
		for j := range r.Byes {
			swap(&r.Byes[j])
		}
		for j := range r.Cards {
			swap(&r.Cards[j].Player)
		}
	}
	return nil
}

func (ks *State) matchAt(round, board int) *MatchInfo {
	for i := range ks.Matches {
		if m := &ks.Matches[i]; m.Game != nil && m.Round == round && m.Board == board {
			return m
		}
	}
	return nil
}

// stageRoundIndex is the 1-based index of event round roundNo within its stage.
func stageRoundIndex(ev *scoring.Event, roundNo int) int {
	stage := ev.Rounds[roundNo-1].Stage
	k := 0
	for i := 0; i < roundNo; i++ {
		if ev.Rounds[i].Stage == stage {
			k++
		}
	}
	return k
}

func cloneRounds(rs []scoring.Round) []scoring.Round {
	out := slices.Clone(rs)
	for i := range out {
		r := &out[i]
		r.Games = slices.Clone(r.Games)
		for j := range r.Games {
			r.Games[j].Games = slices.Clone(r.Games[j].Games)
		}
		r.Byes = slices.Clone(r.Byes)
		r.HalfByes = slices.Clone(r.HalfByes)
		r.Absent = slices.Clone(r.Absent)
		r.Cards = slices.Clone(r.Cards)
		r.Notes = slices.Clone(r.Notes)
	}
	return out
}

// DrawLots decides a tied match on a board of an event round by lots: drawn
// by the tool with seed when winner is 0 (the seed is recorded), or as drawn
// by hand in the hall. The match must be tied with every game played.
func DrawLots(ev *scoring.Event, roundNo, board, winner int, seed int64) (int, error) {
	if roundNo < 1 || roundNo > len(ev.Rounds) {
		return 0, fmt.Errorf("round %d is not paired yet", roundNo)
	}
	r := &ev.Rounds[roundNo-1]
	gi := slices.IndexFunc(r.Games, func(g scoring.Game) bool { return g.Board == board })
	if gi < 0 {
		return 0, fmt.Errorf("round %d has no board %d", roundNo, board)
	}
	g := &r.Games[gi]
	if g.Lots != 0 {
		return 0, scoring.PlayerErrorf("round %d, board %d: lots were already drawn (%v won them)", roundNo, board, scoring.PlayerNo(g.Lots))
	}
	st := ev.Stage(r.Stage)
	k := stageRoundIndex(ev, roundNo)
	final := false
	if st != nil && st.System == scoring.Knockout {
		if ks, err := Resolve(ev, st); err == nil {
			if mi := ks.matchAt(roundNo, board); mi != nil {
				final = mi.Final
			}
		}
	}
	f, err := scoring.StageMatchFormat(st, k, final)
	if err != nil {
		return 0, err
	}
	if winner == 0 {
		winner = g.Red
		if newLot(seed).intn(2) == 1 {
			winner = g.Black
		}
	} else {
		seed = 0
	}
	c := *g
	if err := scoring.SetMatchLots(&c, f, winner, seed); err != nil {
		return 0, fmt.Errorf("round %d, board %d: %w", roundNo, board, err)
	}
	*g = c
	return winner, nil
}
