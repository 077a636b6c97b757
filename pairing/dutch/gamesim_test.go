package dutch

import "math/rand/v2"

// biasedOutcome draws white's result in a made-up game between indexes w
// and b of n players: the higher ranked (lower index) wins more often.
func biasedOutcome(rng *rand.Rand, w, b, n int) Outcome {
	x := rng.Float64() + float64(b-w)/float64(2*n)
	switch {
	case x > 0.65:
		return Win
	case x < 0.35:
		return Loss
	}
	return Draw
}

// recordGame writes a game of white w against black b into res: white's
// outcome ow, black's the complement; a game not played over the board (a
// forfeit) keeps no colour.
func recordGame(res []Round, w, b int, ow Outcome, played bool) {
	res[w] = Round{Opponent: b, Colour: White, Outcome: ow, Played: played, Paired: true}
	res[b] = Round{Opponent: w, Colour: Black, Outcome: Win - ow, Played: played, Paired: true}
	if !played {
		res[w].Colour, res[b].Colour = NoColour, NoColour
	}
}
