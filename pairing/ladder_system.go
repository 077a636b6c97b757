package pairing

import (
	"fmt"
	"slices"
	"sort"

	"github.com/xiangqi-org/xqt/pairing/ladder"
	"github.com/xiangqi-org/xqt/scoring"
)

// ladderSystem pairs a step-ladder final (package ladder): one match a
// round, colours of game 1 by a seeded lot.
type ladderSystem struct{}

func (ladderSystem) Name() string { return string(scoring.Ladder) }

func (ladderSystem) Supports(Feature) bool { return false }

func (ladderSystem) resolve(ev *scoring.Event, st *scoring.Stage) (*ladder.State, error) {
	seeds := st.Order
	if len(seeds) == 0 {
		for _, p := range scoring.StagePlayers(ev, st) {
			seeds = append(seeds, p.No)
		}
	}
	return ladder.Resolve(seeds, ev.StageRounds(st.ID), st.Options[ladder.Option] == "up",
		func(k int) (scoring.MatchFormat, error) { return scoring.StageMatchFormat(st, k, false) })
}

func (s ladderSystem) Pair(req *Request) (*Result, error) {
	if err := refuse(s, req); err != nil {
		return nil, err
	}
	fixOrder(req, "roster")
	ls, err := s.resolve(req.Event, req.Stage)
	if err != nil {
		return nil, err
	}
	if ls.Next == nil {
		return nil, fmt.Errorf("stage %s: the last match must be decided before the next rung", req.Stage.ID)
	}
	red, black := ls.Next[0], ls.Next[1]
	seed := req.Seed() + int64(req.K)
	if seed%2 == 0 {
		red, black = black, red
	}
	return &Result{Round: scoring.Round{Seed: seed, Games: []scoring.Game{{Board: 1, Red: red, Black: black}}}}, nil
}

func (s ladderSystem) Check(ev *scoring.Event, st *scoring.Stage, before []scoring.Round, r scoring.Round) []error {
	if _, err := s.resolve(ev, st); err != nil {
		return []error{err}
	}
	return nil
}

func (ladderSystem) Planned(ev *scoring.Event, st *scoring.Stage) int {
	n := len(st.Order)
	if n == 0 {
		n = len(scoring.StagePlayers(ev, st))
	}
	return max(n-1, 0)
}

func (s ladderSystem) Done(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) (bool, error) {
	ls, err := s.resolve(ev, st)
	if err != nil {
		return false, err
	}
	return len(ls.Places) == len(ls.Seeds), nil
}

// Places ranks the ladder (Placer): the places decided so far, and the
// players not placed yet sharing the places left, Open.
func (s ladderSystem) Places(ev *scoring.Event, st *scoring.Stage) ([]Placed, error) {
	ls, err := s.resolve(ev, st)
	if err != nil {
		return nil, err
	}
	var out []Placed
	placed := map[int]bool{}
	for _, p := range ls.Places {
		out = append(out, Placed{No: p.No, Place: p.Place})
		placed[p.No] = true
	}
	var rest []int
	for _, no := range ls.Seeds {
		if !placed[no] {
			rest = append(rest, no)
		}
	}
	free := []int{}
	for pl := 1; pl <= len(ls.Seeds); pl++ {
		if !slices.ContainsFunc(out, func(p Placed) bool { return p.Place == pl }) {
			free = append(free, pl)
		}
	}
	for _, no := range rest {
		out = append(out, Placed{No: no, Place: free[0], Shared: len(rest) > 1, Open: true})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Place < out[j].Place })
	return out, nil
}

// Placed is one line of a system's own ranking (Placer).
type Placed struct {
	No, Place int
	Shared    bool
	// Open marks a player whose place play has not decided yet: still in
	// the knockout, not yet on the ladder's rung. Place is the best place
	// left to them, shared with the other open players.
	Open bool
}

// Placer is the one contract of a system that ranks by places (Ranking
// ByPlaces): Places lists the stage's players best place first, those play
// has placed and those still in play, Open (a knockout knows who is still
// in only between rounds, when no match is being played).
type Placer interface {
	Places(ev *scoring.Event, st *scoring.Stage) ([]Placed, error)
}
