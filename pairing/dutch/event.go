package dutch

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// EventRound describes one round of an xqt Swiss stage to be paired by the
// Dutch system.
type EventRound struct {
	// Players in pairing-number order (Stage.Order): ties between equal
	// scores break by this order.
	Players []scoring.Player
	// Rounds are the stage's rounds already played, all complete.
	Rounds []scoring.Round
	Table  scoring.Table
	// Total is the number of rounds of the stage.
	Total int
	// Absent are start numbers not to pair this round (withdrawn,
	// excluded, requested byes).
	Absent map[int]bool
	// FirstBlack gives the top-ranked player black (not red) in round 1.
	FirstBlack bool
	// Baku applies Baku acceleration (FIDE C.04.5.1): the top half of the
	// order gets a win's worth of virtual points in the first half of the
	// accelerated rounds and a draw's worth in the second half, as a TRF
	// with a "192 ..._BAKU" line asks the reference engine.
	Baku bool
}

// PairEvent pairs the next round of an xqt Swiss stage by the Dutch system:
// red is white. Points are read in hundredths from the points table; a
// forfeit counts as no game (the Dutch system lets such players meet
// again), a pairing-allocated bye (Round.Byes) as a PAB.
func PairEvent(er EventRound) (scoring.Round, error) {
	recs := scoring.Records(er.Players, er.Rounds, er.Table, scoring.Options{})
	// A player out of this round who has never been paired has no pairing
	// number yet (as the reference engine reads a TRF): leaving them in
	// would shift everyone's rank, and with it the colours of round 1.
	var field []scoring.Player
	idx := make(map[int]int, len(er.Players))
	for _, p := range er.Players {
		if _, dup := idx[p.No]; dup {
			return scoring.Round{}, scoring.PlayerErrorf("%v is listed twice", scoring.PlayerNo(p.No))
		}
		idx[p.No] = -1
		paired := false
		for _, e := range recs[p.No].Entries {
			paired = paired || e.Kind.Paired() || e.Kind == scoring.KindBye
		}
		if er.Absent[p.No] && !paired {
			continue
		}
		idx[p.No] = len(field)
		field = append(field, p)
	}
	t := er.Table
	in := &Input{
		Played:      len(er.Rounds),
		TotalRounds: er.Total,
		Points: Points{Win: int(t.WinRed), Draw: int(t.DrawRed), Loss: int(t.LossRed),
			ZeroBye: int(t.ZeroBye), ForfeitLoss: int(t.ForfeitLoss), PAB: int(t.Bye)},
		InitialColour: White,
	}
	if er.FirstBlack {
		in.InitialColour = Black
	}
	if in.TotalRounds < in.Played+1 {
		in.TotalRounds = in.Played + 1
	}
	for _, p := range field {
		dp := Player{ID: p.No, Absent: er.Absent[p.No]}
		for _, e := range recs[p.No].Entries {
			r := Round{Opponent: -1}
			if o, ok := idx[e.Opponent]; ok && o >= 0 && e.Opponent != 0 {
				r.Opponent = o
			}
			switch e.Outcome {
			case scoring.Win:
				r.Outcome = Win
			case scoring.DrawOutcome:
				r.Outcome = Draw
			default:
				r.Outcome = Loss
			}
			switch e.Kind {
			case scoring.KindPlayed:
				r.Played, r.Paired = true, true
				r.Colour = White
				if e.Side == scoring.Black {
					r.Colour = Black
				}
			case scoring.KindForfeitWin, scoring.KindForfeitLoss, scoring.KindDoubleForfeit, scoring.KindBye:
				r.Paired = true
			case scoring.KindPending:
				return scoring.Round{}, scoring.PlayerErrorf("round %d has no result for %v yet", e.Round, scoring.PlayerNo(p.No))
			}
			dp.Rounds = append(dp.Rounds, r)
		}
		in.Players = append(in.Players, dp)
	}
	if er.Baku {
		if t.LossRed != 0 || 2*t.DrawRed != t.WinRed {
			return scoring.Round{}, fmt.Errorf("Baku acceleration needs a points table where a draw is half a win and a loss 0")
		}
		top := (len(er.Players) - 1) / 2
		lastRound := (in.TotalRounds - 1) / 2
		lastFull := lastRound / 2
		for i, p := range er.Players {
			if i > top {
				break
			}
			j := idx[p.No]
			if j < 0 {
				continue
			}
			var xs []int
			for rd := 0; rd <= lastRound && rd <= in.Played; rd++ {
				if rd <= lastFull {
					xs = append(xs, int(t.WinRed))
				} else {
					xs = append(xs, int(t.DrawRed))
				}
			}
			in.Players[j].Accel = xs
		}
	}
	boards, bye, err := Pair(in)
	if err != nil {
		return scoring.Round{}, err
	}
	var r scoring.Round
	for _, b := range boards {
		r.Games = append(r.Games, scoring.Game{Board: len(r.Games) + 1, Red: b.White, Black: b.Black})
	}
	if bye != 0 {
		r.Byes = []int{bye}
	}
	for _, p := range er.Players {
		if er.Absent[p.No] {
			r.Absent = append(r.Absent, p.No)
		}
	}
	return r, nil
}
