package pairing

import (
	"errors"
	"fmt"
	"slices"

	"github.com/xiangqi-org/xqt/pairing/dutch"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/pairing/roundrobin"
	"github.com/xiangqi-org/xqt/pairing/swiss"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// roundRobinSystem releases the Berger table round by round; the table
// order is fixed at round 1 by the stage's numbering (roster by default).
type roundRobinSystem struct{}

func (roundRobinSystem) Name() string { return string(scoring.RoundRobin) }

func (roundRobinSystem) Supports(f Feature) bool { return f == FeatureGroups || f == FeatureTeams }

func (s roundRobinSystem) Pair(req *Request) (*Result, error) {
	if err := refuse(s, req); err != nil {
		return nil, err
	}
	st := req.Stage
	if len(st.Order) == 0 {
		players := scoring.StagePlayers(req.Event, st)
		if len(players) < 2 {
			return nil, &FieldError{Stage: st.ID, Players: len(players), Min: 2}
		}
		if len(players) > roundrobin.MaxPlayers {
			return nil, fmt.Errorf("a round robin of %d players is more than %d", len(players), roundrobin.MaxPlayers)
		}
		fixOrder(req, "roster")
		st.Rounds = roundrobin.Rounds(len(st.Order), st.Cycles)
	}
	r, err := roundrobin.RoundOf(st.Order, st.Cycles, req.K, st.Options[roundrobin.OptSwapJoin] == "true")
	if err != nil {
		return nil, err
	}
	return &Result{Round: r}, nil
}

func (roundRobinSystem) Check(ev *scoring.Event, st *scoring.Stage, before []scoring.Round, r scoring.Round) []error {
	if len(st.Order) == 0 {
		return nil
	}
	var errs []error
	for _, d := range roundrobin.Differences(st.Order, st.Cycles, len(before)+1, r) {
		errs = append(errs, scoring.PlayerErrorf("round %d: %v (Berger table of stage %s)", r.Number, d, st.ID))
	}
	return errs
}

func (roundRobinSystem) Planned(ev *scoring.Event, st *scoring.Stage) int {
	if len(st.Order) > 0 {
		return roundrobin.Rounds(len(st.Order), st.Cycles)
	}
	if n := len(scoring.StagePlayers(ev, st)); n >= 2 {
		return roundrobin.Rounds(n, st.Cycles)
	}
	return 0
}

func (s roundRobinSystem) Done(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) (bool, error) {
	n := s.Planned(ev, st)
	return n > 0 && len(rounds) >= n, nil
}

// cxaSwissSystem pairs by Chinese arbiters' practice (package swiss). The
// start order is fixed at round 1: by rating, or a seeded draw when nobody
// is rated, unless the stage names its numbering; later entrants join at
// the end of the order.
type cxaSwissSystem struct{}

func (cxaSwissSystem) Name() string { return string(scoring.Swiss) }

func (cxaSwissSystem) Supports(f Feature) bool { return f != FeatureCrossover }

func (cxaSwissSystem) input(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round, k, number int) (swiss.Input, error) {
	o, err := swiss.ParseOptions(pairingOptions(st.Options))
	if err != nil {
		return swiss.Input{}, fmt.Errorf("stage %s: %w", st.ID, err)
	}
	if o.FirstRound == "" {
		o.FirstRound = "split"
	}
	players := scoring.StagePlayers(ev, st)
	if len(st.Order) > 0 {
		players = inOrder(players, st.Order)
	}
	return swiss.Input{Players: players, Rounds: rounds, Table: ev.TableFor(st), Options: o,
		Round: k, Total: st.Rounds, Number: number}, nil
}

func (s cxaSwissSystem) Pair(req *Request) (*Result, error) {
	st := req.Stage
	in, err := s.input(req.Event, st, req.Rounds, req.K, req.Number)
	if err != nil {
		return nil, err
	}
	if req.K == 1 && (len(st.Order) == 0 || in.Options.FirstRound == "random") {
		in.Seed = req.Seed()
	}
	if len(st.Order) == 0 {
		numbering := "draw"
		for _, p := range in.Players {
			if p.Rating > 0 {
				numbering = "rating"
				break
			}
		}
		if st.Numbering != "" {
			numbering = st.Numbering
		}
		seed := in.Seed
		st.Order = StartOrder(in.Players, numbering, seed)
		if numbering == "draw" {
			st.Seed = seed
		}
		if in, err = s.input(req.Event, st, req.Rounds, req.K, req.Number); err != nil {
			return nil, err
		}
		in.Seed = seed
	}
	for _, f := range req.Fix {
		in.Fixed = append(in.Fixed, swiss.Fix{Red: f.Red, Black: f.Black})
	}
	// --bye is a requested bye in the CXA Swiss (zero, or a half with
	// HalfBye), never the pairing bye (docs/swiss.md).
	in.Requested, in.Exclude = req.Byes, req.Exclude
	in.HalfBye, in.AllowRematch = req.HalfBye, req.AllowRematch
	res, err := swiss.Pair(in)
	if err != nil {
		var re *swiss.RematchError
		if errors.As(err, &re) {
			return nil, fmt.Errorf("%w: %s", err, re.Hint())
		}
		if errors.Is(err, swiss.ErrNoPairing) {
			return nil, fmt.Errorf("%w: %w", ErrNoPairing, err)
		}
		return nil, err
	}
	r := res.Round
	r.Absent = append(r.Absent, in.Exclude...)
	if in.Options.FirstRound == "random" && req.K == 1 {
		r.Seed = in.Seed
	}
	return &Result{Round: r, Explain: res}, nil
}

func (s cxaSwissSystem) Check(ev *scoring.Event, st *scoring.Stage, before []scoring.Round, r scoring.Round) []error {
	in, err := s.input(ev, st, before, len(before)+1, r.Number)
	if err != nil {
		return []error{err}
	}
	vs, err := swiss.Check(in, r)
	if err != nil {
		return []error{fmt.Errorf("round %d: %w", r.Number, err)}
	}
	var errs []error
	for _, v := range vs {
		var e error = scoring.PlayerErrorf("round %d: %v", r.Number, v.Problem())
		if v.Warning {
			e = &Warning{e}
		}
		errs = append(errs, e)
	}
	return errs
}

// Warning is advice from a system's Check, not a broken rule (the CXA
// Swiss: a legal pairing gives the bye to a lower group, or keeps scores
// closer together): xqt check prints it and does not fail.
type Warning struct{ Err error }

func (w *Warning) Error() string { return w.Err.Error() }
func (w *Warning) Unwrap() error { return w.Err }

func (cxaSwissSystem) Planned(_ *scoring.Event, st *scoring.Stage) int { return st.Rounds }

func (cxaSwissSystem) Done(_ *scoring.Event, st *scoring.Stage, rounds []scoring.Round) (bool, error) {
	return st.Rounds > 0 && len(rounds) >= st.Rounds, nil
}

// dutchSystem pairs a Swiss stage with the option swiss: dutch by the FIDE
// Dutch system (C.04.3). Pairing numbers are the stage's order, fixed at
// round 1 (by rating unless the stage's numbering says otherwise); late
// entrants join at the end.
type dutchSystem struct{}

func (dutchSystem) Name() string { return "Dutch" }

func (dutchSystem) Supports(f Feature) bool {
	return f == FeatureExclude || f == FeatureGroups || f == FeatureTeams
}

func (s dutchSystem) Pair(req *Request) (*Result, error) {
	if err := refuse(s, req); err != nil {
		return nil, err
	}
	ev, st := req.Event, req.Stage
	players := scoring.StagePlayers(ev, st)
	fixOrder(req, "rating")
	ordered := inOrder(players, st.Order)
	inOrd := map[int]bool{}
	for _, no := range st.Order {
		inOrd[no] = true
	}
	for _, p := range ordered {
		if !inOrd[p.No] {
			st.Order = append(st.Order, p.No)
		}
	}
	absent := map[int]bool{}
	for _, p := range ordered {
		if p.Withdrawn > 0 && p.Withdrawn <= req.Number {
			absent[p.No] = true
		}
	}
	for _, no := range req.Exclude {
		absent[no] = true
	}
	r, err := dutch.PairEvent(dutch.EventRound{Players: ordered, Rounds: req.Rounds, Table: ev.TableFor(st),
		Total: st.Rounds, Absent: absent, FirstBlack: st.Options["first-colour"] == "black", Baku: st.Options["baku"] == "true"})
	if errors.Is(err, dutch.ErrNoPairing) {
		return nil, fmt.Errorf("%w: the Dutch system finds no pairing that meets its absolute criteria (no rematch, at most one bye, colour limits): %w", ErrNoPairing, err)
	}
	if err != nil {
		return nil, err
	}
	return &Result{Round: r}, nil
}

// Check re-pairs the round from the rounds before it: the Dutch system has
// one right pairing, so any other is reported with the engine's.
func (s dutchSystem) Check(ev *scoring.Event, st *scoring.Stage, before []scoring.Round, r scoring.Round) []error {
	if len(st.Order) == 0 {
		return nil
	}
	view := *st
	view.Order = append([]int(nil), st.Order...)
	req := &Request{Event: inWhenPaired(ev, r), Stage: &view, Rounds: before, K: len(before) + 1, Number: r.Number, Exclude: r.Absent,
		SeedFlag: st.Seed}
	want, err := s.Pair(req)
	if err != nil {
		return []error{fmt.Errorf("round %d: the Dutch system cannot re-pair it: %w", r.Number, err)}
	}
	key := func(rd scoring.Round) map[[2]int]bool {
		m := map[[2]int]bool{}
		for _, g := range rd.Games {
			m[[2]int{g.Red, g.Black}] = true
		}
		for _, b := range rd.Byes {
			m[[2]int{b, 0}] = true
		}
		return m
	}
	got, exp := key(r), key(want.Round)
	var errs []error
	for p := range got {
		if !exp[p] {
			errs = append(errs, fmt.Errorf("round %d: pairing %d-%d is not the Dutch system's (it pairs %s) [dutch]", r.Number, p[0], p[1], pairsText(want.Round)))
			break
		}
	}
	return errs
}

func pairsText(r scoring.Round) string {
	s := ""
	for i, g := range r.Games {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%d-%d", g.Red, g.Black)
	}
	for _, b := range r.Byes {
		s += fmt.Sprintf(", bye %d", b)
	}
	return s
}

func (dutchSystem) Planned(_ *scoring.Event, st *scoring.Stage) int { return st.Rounds }

func (dutchSystem) Done(_ *scoring.Event, st *scoring.Stage, rounds []scoring.Round) (bool, error) {
	return st.Rounds > 0 && len(rounds) >= st.Rounds, nil
}

// knockoutSystem pairs a knockout stage: a card draw among the players left
// (option draw: cards), or every bracket match whose players are known,
// colours by a seeded lot 猜先. The seed is the organiser's, else the
// stage's seed plus K-1 (each round draws differently and repeatably),
// else a new one; the round records it.
type knockoutSystem struct{}

func (knockoutSystem) Name() string { return string(scoring.Knockout) }

func (knockoutSystem) Supports(f Feature) bool { return f == FeatureCrossover || f == FeatureTeams }

func (s knockoutSystem) Pair(req *Request) (*Result, error) {
	if err := refuse(s, req); err != nil {
		return nil, err
	}
	st := req.Stage
	seed := req.SeedFlag
	if seed == 0 && st.Seed != 0 {
		seed = st.Seed + int64(req.K-1)
	}
	if seed == 0 {
		seed = req.Seed()
	}
	r, err := knockout.PairRound(req.Event, st, seed)
	if err != nil {
		return nil, err
	}
	return &Result{Round: r}, nil
}

func (knockoutSystem) Check(ev *scoring.Event, st *scoring.Stage, before []scoring.Round, r scoring.Round) []error {
	if _, err := knockout.Resolve(ev, st); err != nil {
		return []error{fmt.Errorf("round %d: %w", r.Number, err)}
	}
	return nil
}

func (knockoutSystem) Planned(*scoring.Event, *scoring.Stage) int { return 0 }

func (knockoutSystem) Done(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) (bool, error) {
	ks, err := knockout.Resolve(ev, st)
	if err != nil {
		return false, err
	}
	if ks.Stopped(ev) {
		return true, nil
	}
	return ks.Champion != 0 && !ks.PlacesPending(), nil
}

// FieldError says a stage has too few players for its system.
type FieldError struct {
	Stage        string
	Players, Min int
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("stage %s has %d player(s): it needs at least %d", e.Stage, e.Players, e.Min)
}

// Winner is the knockout's champion, 0 while undecided or when the stage
// stops with several players left.
func (knockoutSystem) Winner(ev *scoring.Event, st *scoring.Stage) int {
	ks, err := knockout.Resolve(ev, st)
	if err != nil || ks.Stopped(ev) {
		return 0
	}
	return ks.Champion
}

// Places ranks a knockout (Placer): the players still in first, sharing
// place 1 and Open (unless the final is decided), then the places decided
// by play (knockout.State.Places).
func (knockoutSystem) Places(ev *scoring.Event, st *scoring.Stage) ([]Placed, error) {
	ks, err := knockout.Resolve(ev, st)
	if err != nil {
		return nil, err
	}
	var out []Placed
	left := ks.Left(ev)
	if ks.Champion != 0 && !ks.Stopped(ev) {
		left = nil
	}
	for _, no := range left {
		out = append(out, Placed{No: no, Place: 1, Shared: len(left) > 1, Open: true})
	}
	for _, p := range ks.Places() {
		if slices.Contains(left, p.Player) {
			continue
		}
		out = append(out, Placed{No: p.Player, Place: p.Place, Shared: p.Shared})
	}
	return out, nil
}

// pairingOptions are a stage's options without those the standings and
// the results read (tiebreak.RankingOptions, the foul limit): a system
// checks only its own.
func pairingOptions(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		if !slices.Contains(tiebreak.RankingOptions, k) && k != scoring.FoulLimitOption && k != scoring.FirstGameOption && k != scoring.BoardPointsKey {
			out[k] = v
		}
	}
	return out
}

// inWhenPaired is ev with the players who withdrew after round r was paired
// (their games noted as decided by the withdrawal, 20.4) still in for
// round r, so a check re-pairs the round as it was paired.
func inWhenPaired(ev *scoring.Event, r scoring.Round) *scoring.Event {
	var back []int
	for _, g := range r.Games {
		if g.Withdrawal != "" {
			back = append(back, g.Red, g.Black)
		}
	}
	if len(back) == 0 {
		return ev
	}
	c := *ev
	c.Players = slices.Clone(ev.Players)
	for i := range c.Players {
		if p := &c.Players[i]; slices.Contains(back, p.No) && p.Withdrawn == r.Number {
			p.Withdrawn = 0
		}
	}
	return &c
}
