package dutch

import "errors"

// Colour is a piece colour: White is red in xiangqi terms.
type Colour int8

// Colours. NoColour marks an unplayed round or no preference.
const (
	NoColour Colour = iota
	White
	Black
)

func (c Colour) invert() Colour {
	switch c {
	case White:
		return Black
	case Black:
		return White
	}
	return NoColour
}

// Outcome is a player's result in one round.
type Outcome int8

// Outcomes, from the player's view.
const (
	Loss Outcome = iota
	Draw
	Win
)

// Round is one past round of a player.
type Round struct {
	// Opponent is the index in Input.Players of the opponent, -1 for none
	// (a bye or an absence).
	Opponent int
	Colour   Colour // NoColour when the game was not played over the board
	Outcome  Outcome
	// Played reports a game played over the board (not a forfeit).
	Played bool
	// Paired reports that the player took part in the pairing of the round:
	// had an opponent (even if the game was forfeited) or the
	// pairing-allocated bye. Requested byes and absences are not paired.
	Paired bool
}

// Player is one entrant as the pairing sees them.
type Player struct {
	// ID is the start number printed in the output.
	ID int
	// Rounds holds the rounds before the one being paired; every player
	// has exactly Input.Played of them.
	Rounds []Round
	// Absent players are not paired this round (requested byes, absences,
	// withdrawals).
	Absent bool
	// Accel is the acceleration added to the pairing score in round r+1,
	// in the units of Points (Baku acceleration or TRF XXA lines).
	Accel []int
}

// Points gives the points of each kind of result, in any unit (TRF uses
// tenths).
type Points struct {
	Win, Draw, Loss int
	ZeroBye         int // requested zero-point bye or absence
	ForfeitLoss     int
	PAB             int // the pairing-allocated bye
}

// Input is everything the Dutch system needs to pair one round.
type Input struct {
	// Players in pairing-number order (the order that breaks ties between
	// equal scores: usually rating order, the TRF start numbers).
	Players []Player
	// Played is the number of rounds already played.
	Played int
	// TotalRounds is the number of rounds of the event; the final-round
	// rules (C.04.3 A.7, top-scorers) apply when Played == TotalRounds-1.
	TotalRounds int
	Points      Points
	// InitialColour is the colour of the top-ranked player in round 1.
	InitialColour Colour
	// Forbidden lists sets of player indexes that must not meet.
	Forbidden [][]int
}

// Board is one board of the result: White plays red. Black is 0 for the
// pairing-allocated bye. Both are start numbers (Player.ID).
type Board struct {
	White, Black int
}

// ErrNoPairing is returned when no pairing satisfies the absolute criteria.
var ErrNoPairing = errors.New("no pairing satisfies the absolute criteria")

func (in *Input) points(r Round) int {
	switch r.Outcome {
	case Loss:
		if !r.Paired {
			return in.Points.ZeroBye
		}
		if r.Played {
			return in.Points.Loss
		}
		return in.Points.ForfeitLoss
	case Win:
		if r.Opponent < 0 && r.Paired {
			return in.Points.PAB
		}
		return in.Points.Win
	}
	return in.Points.Draw
}
