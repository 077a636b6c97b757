package cmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/swiss"
	"github.com/xiangqi-org/xqt/scoring"
)

// pairSwiss pairs round k of a Swiss stage by Chinese practice (RULES.md 5,
// package pairing/swiss). Round 1 fixes the start order (Stage.Order: by
// rating, or a seeded draw when nobody is rated, unless the stage names its
// numbering); later entrants join at the end of the order.
func pairSwiss(ev *scoring.Event, st *scoring.Stage, k int, opts *pairOptions) (scoring.Round, error) {
	if st.Options["swiss"] == "dutch" {
		return pairDutch(ev, st, k, opts)
	}
	in, err := swissInput(ev, st, k)
	if err != nil {
		return scoring.Round{}, err
	}
	if k == 1 && len(st.Order) == 0 || in.Options.FirstRound == "random" && k == 1 {
		in.Seed = chooseSeed(opts, st)
	}
	if len(st.Order) == 0 {
		numbering := st.Numbering
		if numbering == "" {
			numbering = "draw"
			for _, p := range in.Players {
				if p.Rating > 0 {
					numbering = "rating"
					break
				}
			}
		}
		order, seed := tableOrder(in.Players, numbering, in.Seed)
		st.Order = order
		if numbering == "draw" {
			st.Seed = seed
		}
		in, err = swissInput(ev, st, k)
		if err != nil {
			return scoring.Round{}, err
		}
		in.Seed = seed
	}
	for _, s := range opts.Fix {
		a, b, ok := strings.Cut(s, "-")
		red, err1 := findPlayer(ev, a)
		black, err2 := findPlayer(ev, b)
		if !ok || err1 != nil || err2 != nil {
			return scoring.Round{}, usageError("--fix takes RED-BLACK start numbers, e.g. --fix 12-7; got %q", s)
		}
		in.Fixed = append(in.Fixed, swiss.Fix{Red: red.No, Black: black.No})
	}
	if opts.HalfBye && len(opts.Byes) == 0 {
		return scoring.Round{}, usageError("--half-bye scores the --bye players: name them with --bye N")
	}
	in.HalfBye, in.AllowRematch = opts.HalfBye, opts.AllowRematch
	for _, list := range []struct {
		flags []string
		to    *[]int
	}{{opts.Byes, &in.Requested}, {opts.Exclude, &in.Exclude}} {
		for _, s := range list.flags {
			p, err := findPlayer(ev, s)
			if err != nil {
				return scoring.Round{}, err
			}
			*list.to = append(*list.to, p.No)
		}
	}
	if k == 1 {
		warnRounds(opts.f, st, len(in.Players))
	}
	res, err := swiss.Pair(in)
	if err != nil {
		var re *swiss.RematchError
		switch {
		case errors.Is(err, swiss.ErrNoPairing):
			return scoring.Round{}, noPairing(fmt.Errorf("round %d: %s; 'xqt pair %s --allow-rematch' pairs it with the fewest rematches (recorded in the round's notes)", len(ev.Rounds)+1, namePlayers(ev, err.Error()), opts.Path))
		case errors.As(err, &re):
			return scoring.Round{}, invalidf("round %d: %s: %s", len(ev.Rounds)+1, namePlayers(ev, err.Error()), re.Hint())
		}
		return scoring.Round{}, invalidf("round %d: %s", len(ev.Rounds)+1, namePlayers(ev, err.Error()))
	}
	r := res.Round
	r.Absent = append(r.Absent, in.Exclude...)
	if res.AheadChanged {
		fmt.Fprintf(opts.f.IO.Err, "note: the best pairing by score would leave later rounds without a rematch-free pairing; this one leaves the next %d round(s) pairable (docs/swiss.md, no dead ends)\n", res.Ahead)
	}
	if len(in.Requested) > 0 && res.Bye != nil {
		fmt.Fprintf(opts.f.IO.Err, "note: with the requested bye(s) the rest of the field is odd: %s has the pairing bye\n", playerLabel(ev, res.Bye.Red))
	}
	if in.Options.FirstRound == "random" && k == 1 {
		r.Seed = in.Seed
	}
	if opts.Explain {
		w := opts.f.IO.Out
		if opts.JSON {
			w = opts.f.IO.Err
		}
		t := &table{header: []string{"台 Board", "红方 Red", "分 Pts", "色 Colours", "浮 Floats", "黑方 Black", "分 Pts", "色 Colours", "浮 Floats", "升降 Float", "先后 Why red"},
			right: map[int]bool{0: true, 2: true, 6: true}}
		for _, b := range res.Boards {
			why := b.Colour
			if b.Relaxed {
				why += " (relaxed)"
			}
			t.add(strconv.Itoa(b.Board), playerLabel(ev, b.Red), b.RedScore.String(), b.RedColours, b.RedFloats,
				playerLabel(ev, b.Black), b.BlackScore.String(), b.BlackColours, b.BlackFloats, b.Float, why)
		}
		if b := res.Bye; b != nil {
			t.add("", playerLabel(ev, b.Red), b.RedScore.String(), b.RedColours, b.RedFloats, "轮空 bye", "", "", "", "", b.Colour)
		}
		fmt.Fprintf(w, "编排说明 Pairing explained (colours R red B black - none; floats D down U up)\n")
		if err := t.write(w, opts.f.aligned(opts.cmd)); err != nil {
			return r, err
		}
		for _, n := range r.Notes {
			fmt.Fprintf(w, "note: %s\n", n)
		}
	}
	return r, nil
}

// warnRounds warns when a stage asks for more rounds than n players can
// play without rematches (swiss.MaxRounds).
func warnRounds(f *Factory, st *scoring.Stage, n int) {
	if m := swiss.MaxRounds(n); st.Rounds > m {
		fmt.Fprintf(f.IO.Err, "warning: stage %s asks for %d rounds, but %d players can play at most %d without rematches; a round robin ('xqt init --system round-robin') plays every pairing once, or 'xqt pair --allow-rematch' pairs the last rounds with the fewest rematches\n", st.ID, st.Rounds, n, m)
	}
}

// swissInput gathers what the Swiss engine needs for round k of st.
func swissInput(ev *scoring.Event, st *scoring.Stage, k int) (swiss.Input, error) {
	o, err := swiss.ParseOptions(st.Options)
	if err != nil {
		return swiss.Input{}, invalidf("stage %s: %v", st.ID, err)
	}
	if o.FirstRound == "" {
		o.FirstRound = "split"
	}
	players := stagePlayers(ev, st)
	if len(st.Order) > 0 {
		players = inOrder(players, st.Order)
	}
	return swiss.Input{Players: players, Rounds: ev.StageRounds(st.ID), Table: ev.TableFor(st), Options: o,
		Round: k, Total: st.Rounds, Number: len(ev.Rounds) + 1}, nil
}

// inOrder sorts players by the stage's start order; players missing from it
// (late entries) follow in their file order.
func inOrder(players []scoring.Player, order []int) []scoring.Player {
	pos := make(map[int]int, len(order))
	for i, no := range order {
		pos[no] = i
	}
	var out, late []scoring.Player
	byNo := map[int]scoring.Player{}
	for _, p := range players {
		if _, ok := pos[p.No]; ok {
			byNo[p.No] = p
		} else {
			late = append(late, p)
		}
	}
	for _, no := range order {
		if p, ok := byNo[no]; ok {
			out = append(out, p)
		}
	}
	return append(out, late...)
}

// checkSwiss validates a Swiss round in the file (xqt check): every rule
// of RULES.md 5 it breaks, one error each.
func checkSwiss(ev *scoring.Event, st *scoring.Stage, r scoring.Round) []error {
	var before []scoring.Round
	k := 1
	for _, x := range ev.StageRounds(st.ID) {
		if x.Number >= r.Number {
			break
		}
		before = append(before, x)
		k++
	}
	in, err := swissInput(ev, st, k)
	if err != nil {
		return []error{err}
	}
	in.Rounds, in.Number = before, r.Number
	vs, err := swiss.Check(in, r)
	if err != nil {
		return []error{fmt.Errorf("round %d: %v", r.Number, err)}
	}
	var errs []error
	for _, v := range vs {
		e := fmt.Errorf("round %d: %s", r.Number, namePlayers(ev, v.String()))
		if v.Warning {
			e = checkWarning{e}
		}
		errs = append(errs, e)
	}
	return errs
}

// checkWarning is advice from a system's checker (xqt check prints it
// and does not fail).
type checkWarning struct{ error }

// splitWarnings separates the warnings from the errors of systemChecks.
func splitWarnings(all []error) (errs, warns []error) {
	for _, e := range all {
		if _, ok := e.(checkWarning); ok {
			warns = append(warns, e)
		} else {
			errs = append(errs, e)
		}
	}
	return errs, warns
}
