package cmd

import (
	"errors"
	"fmt"

	"github.com/xiangqi-org/xqt/pairing/dutch"
	"github.com/xiangqi-org/xqt/scoring"
)

// pairDutch pairs round k of a Swiss stage by the FIDE Dutch system
// (C.04.3), for stages with the option swiss: dutch. Pairing numbers are the
// stage's order, fixed at round 1 (by rating unless the stage's numbering
// says otherwise); late entrants join at the end.
func pairDutch(ev *scoring.Event, st *scoring.Stage, k int, opts *pairOptions) (scoring.Round, error) {
	if len(opts.Fix)+len(opts.Byes) > 0 {
		return scoring.Round{}, usageError("--fix and --bye are not part of the Dutch system, which pairs exactly; use --exclude for players who do not play")
	}
	players := stagePlayers(ev, st)
	if len(st.Order) == 0 {
		numbering := st.Numbering
		if numbering == "" {
			numbering = "rating"
		}
		order, seed := tableOrder(players, numbering, chooseSeed(opts, st))
		st.Order = order
		if numbering == "draw" {
			st.Seed = seed
		}
	}
	inOrder := map[int]bool{}
	var ordered []scoring.Player
	for _, no := range st.Order {
		if p := ev.Player(no); p != nil {
			ordered = append(ordered, *p)
			inOrder[no] = true
		}
	}
	for _, p := range players {
		if !inOrder[p.No] {
			ordered = append(ordered, p)
			st.Order = append(st.Order, p.No)
		}
	}
	number := len(ev.Rounds) + 1
	absent := map[int]bool{}
	for _, p := range ordered {
		if p.Withdrawn > 0 && p.Withdrawn <= number {
			absent[p.No] = true
		}
	}
	for _, s := range opts.Exclude {
		p, err := findPlayer(ev, s)
		if err != nil {
			return scoring.Round{}, err
		}
		absent[p.No] = true
	}
	r, err := dutch.PairEvent(dutch.EventRound{Players: ordered, Rounds: ev.StageRounds(st.ID), Table: ev.TableFor(st),
		Total: st.Rounds, Absent: absent, FirstBlack: st.Options["first-colour"] == "black", Baku: st.Options["baku"] == "true"})
	if errors.Is(err, dutch.ErrNoPairing) {
		return r, noPairing(fmt.Errorf("round %d: the Dutch system finds no pairing that meets its absolute criteria (no rematch, at most one bye, colour limits)", number))
	}
	if err != nil {
		return r, invalidf("round %d: %v", number, err)
	}
	return r, nil
}
