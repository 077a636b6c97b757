package pairing

import (
	"fmt"
	"slices"

	"github.com/xiangqi-org/xqt/scoring"
)

// CompleteError says the stage needs no more rounds.
type CompleteError struct {
	Stage  string
	Rounds int
	// Next is the id of the stage that follows, "" for the last stage.
	Next string
	// Winner is the knockout's winner, 0 for other systems or while the
	// knockout stopped with several players left (Stage.Until).
	Winner int
}

// winnerer is a system whose stage has a single winner.
type winnerer interface {
	Winner(ev *scoring.Event, st *scoring.Stage) int
}

func (e *CompleteError) Error() string {
	return fmt.Sprintf("stage %s is complete (%d rounds)", e.Stage, e.Rounds)
}

// MissingError says earlier results are missing.
type MissingError struct {
	Round  int
	Boards []int
}

func (e *MissingError) Error() string {
	return fmt.Sprintf("round %d has no result on board(s) %v", e.Round, e.Boards)
}

// PairStage pairs the next round of the event's current stage, whose
// players are in their groups already: every group of it when it has
// groups, boards numbered across the round with the group named. It checks
// the previous round is complete and the stage is not. The round's Number
// and Stage are set; the event is not changed except for the stage's start
// order, seed and rounds, which the first round fixes.
//
// The entry point of pairing is stage.PairNext, which first deals a stage
// that starts with groups into them and then calls PairStage.
func PairStage(req *Request) (*Result, error) {
	ev := req.Event
	st := ev.CurrentStage()
	if st == nil {
		return nil, fmt.Errorf("the event has no stage")
	}
	req.Stage = st
	if n := len(ev.Rounds); n > 0 {
		if missing := ev.Rounds[n-1].Missing(); len(missing) > 0 {
			return nil, &MissingError{Round: n, Boards: missing}
		}
	}
	sys, err := For(st)
	if err != nil {
		return nil, err
	}
	rounds := ev.StageRounds(st.ID)
	if len(rounds) > 0 || !st.Elimination() {
		if done, err := stageDone(ev, st, sys); err != nil {
			return nil, err
		} else if done {
			ce := &CompleteError{Stage: st.ID, Rounds: len(rounds)}
			if w, ok := sys.(winnerer); ok {
				ce.Winner = w.Winner(ev, st)
			}
			if i := ev.StageIndex(st.ID); i+1 < len(ev.Stages) {
				ce.Next = ev.Stages[i+1].ID
			}
			return nil, ce
		}
	}
	req.K, req.Number, req.Rounds = len(rounds)+1, len(ev.Rounds)+1, rounds
	var res *Result
	if len(st.Groups) > 0 {
		res, err = pairGroups(sys, req)
	} else {
		res, err = sys.Pair(req)
	}
	if err != nil {
		return nil, err
	}
	res.Round.Number, res.Round.Stage = req.Number, st.ID
	drawFirstGame(req, st, &res.Round)
	forfeitWithdrawn(ev, &res.Round, st)
	return res, nil
}

// drawFirstGame draws, when the stage asks for it (scoring.FirstGameOption
// "lot"), the colours of game 1 of each pairing of several games in a
// round robin or a Swiss by a seeded lot (13.5: 第一局猜先): a coin per
// board, in board order, from a seed made of the stage's seed and the
// round number and recorded in the round's notes, so the lot can be
// repeated. A knockout draws its own lots; team matches keep 13.2/13.3.
func drawFirstGame(req *Request, st *scoring.Stage, r *scoring.Round) {
	if st.Options[scoring.FirstGameOption] != "lot" || st.Elimination() || st.Teams {
		return
	}
	if f, err := scoring.ParseMatchFormat(st.Match); err != nil || f.Games < 2 {
		return
	}
	seed := req.Seed()
	if st.Seed == 0 {
		st.Seed = seed // recorded, so the next rounds draw from it too
	}
	seed = seed*1_000 + int64(r.Number)
	x := uint64(seed)
	coin := func() bool { // splitmix64
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return (z^(z>>31))&1 == 1
	}
	for i := range r.Games {
		g := &r.Games[i]
		if coin() && g.Result == scoring.NoResult && g.Black != 0 {
			g.Red, g.Black = g.Black, g.Red
		}
	}
	r.Notes = append(r.Notes, scoring.RoundNote{Kind: scoring.NoteFirstGameLot, Seed: seed})
}

// stageDone asks the system whether a stage (every group of it) is done.
func stageDone(ev *scoring.Event, st *scoring.Stage, sys System) (bool, error) {
	if len(st.Groups) == 0 {
		return sys.Done(ev, st, ev.StageRounds(st.ID))
	}
	for i := range st.Groups {
		view, rounds := ev.GroupView(st, &st.Groups[i])
		done, err := sys.Done(ev, &view, groupRounds(rounds))
		if err != nil || !done {
			return false, err
		}
	}
	return true, nil
}

// groupRounds drops the rounds in which a group had nothing (its table
// ran out before a bigger group's did).
func groupRounds(rs []scoring.Round) []scoring.Round {
	var out []scoring.Round
	for _, r := range rs {
		if len(r.Games)+len(r.Byes)+len(r.HalfByes) > 0 {
			out = append(out, r)
		}
	}
	return out
}

// Planned is the number of rounds a stage will have (the most of any of
// its groups), 0 while its system cannot tell.
func Planned(ev *scoring.Event, st *scoring.Stage) int {
	sys, err := For(st)
	if err != nil {
		return 0
	}
	if len(st.Groups) == 0 {
		return sys.Planned(ev, st)
	}
	n := 0
	for i := range st.Groups {
		view, _ := ev.GroupView(st, &st.Groups[i])
		n = max(n, sys.Planned(ev, &view))
	}
	return n
}

// StageDone reports whether the current rounds complete a stage.
func StageDone(ev *scoring.Event, st *scoring.Stage) (bool, error) {
	sys, err := For(st)
	if err != nil {
		return false, err
	}
	return stageDone(ev, st, sys)
}

// pairGroups pairs every group's next round through its view and joins
// them into one round.
func pairGroups(sys System, req *Request) (*Result, error) {
	if !sys.Supports(FeatureGroups) {
		return nil, unsupported(sys, FeatureGroups)
	}
	ev, st := req.Event, req.Stage
	out := &Result{}
	planned := 0
	for i := range st.Groups {
		g := &st.Groups[i]
		view, rounds := ev.GroupView(st, g)
		rounds = groupRounds(rounds)
		if done, err := sys.Done(ev, &view, rounds); err != nil {
			return nil, err
		} else if done {
			planned = max(planned, len(rounds))
			continue
		}
		sub := *req
		sub.Stage, sub.Rounds, sub.K = &view, rounds, len(rounds)+1
		sub.Fix, sub.Byes, sub.Exclude = inGroup(req.Fix, g), only(req.Byes, g), only(req.Exclude, g)
		res, err := sys.Pair(&sub)
		if err != nil {
			return nil, fmt.Errorf("group %s: %w", g.ID, err)
		}
		g.Order = view.Order
		if view.Seed != 0 && st.Seed == 0 {
			st.Seed = view.Seed
		}
		planned = max(planned, sys.Planned(ev, &view))
		for _, gm := range res.Round.Games {
			gm.Board, gm.Group = len(out.Round.Games)+1, g.ID
			out.Round.Games = append(out.Round.Games, gm)
		}
		out.Round.Byes = append(out.Round.Byes, res.Round.Byes...)
		out.Round.HalfByes = append(out.Round.HalfByes, res.Round.HalfByes...)
		out.Round.Absent = append(out.Round.Absent, res.Round.Absent...)
		out.Round.Notes = append(out.Round.Notes, res.Round.Notes...)
		if out.Round.Seed == 0 {
			out.Round.Seed = res.Round.Seed
		}
	}
	if st.Scheduled() {
		st.Rounds = planned
	}
	return out, nil
}

func only(nos []int, g *scoring.Group) []int {
	var out []int
	for _, no := range nos {
		if slices.Contains(g.Players, no) {
			out = append(out, no)
		}
	}
	return out
}

func inGroup(fix []Fix, g *scoring.Group) []Fix {
	var out []Fix
	for _, f := range fix {
		if slices.Contains(g.Players, f.Red) {
			out = append(out, f)
		}
	}
	return out
}

// forfeitWithdrawn gives the games of a round-robin round that a withdrawn
// player was due to play to their opponents (article 20.3), so the round
// never waits for them; the scoring cancels them instead when the player met
// fewer than half of their opponents. A Swiss does not pair a withdrawn
// player: its rounds get such games only when the player withdraws after
// the round was paired (stage.Guard).
func forfeitWithdrawn(ev *scoring.Event, r *scoring.Round, st *scoring.Stage) {
	if !st.Scheduled() {
		return
	}
	ForfeitWithdrawn(ev, r)
}

// ForfeitWithdrawn records, in round r of a round robin or a Swiss, the
// games of players withdrawn before it as forfeits won by their opponents
// (article 20.3, 20.4: 未赛对局均作弃权，对方获胜), marked with the rule
// (Game.Withdrawal); it returns how many games it changed. Games with
// another result, or marked already, are left as they are.
func ForfeitWithdrawn(ev *scoring.Event, r *scoring.Round) int {
	out := func(no int) bool {
		p := ev.Player(no)
		return p != nil && p.Withdrawn > 0 && p.Withdrawn <= r.Number
	}
	n := 0
	for i := range r.Games {
		g := &r.Games[i]
		var want scoring.Result
		switch red, black := out(g.Red), out(g.Black); {
		case red && black:
			want = scoring.DoubleForfeit
		case red:
			want = scoring.BlackForfeit
		case black:
			want = scoring.RedForfeit
		default:
			continue
		}
		// an open game gets the forfeit; one that already has it, typed by
		// hand, gets the mark (a file from before xqt did it for a Swiss);
		// the organiser's note stays, now that the mark is not one
		if g.Result != scoring.NoResult && (g.Result != want || g.Withdrawal != "") {
			continue
		}
		g.Result = want
		g.Withdrawal = scoring.WithdrawalRule(ev.Stage(r.Stage))
		if g.Withdrawal == "" {
			g.Withdrawal = scoring.WithdrawalRoundRobin // a stage-less event is a round robin's table
		}
		n++
	}
	return n
}
