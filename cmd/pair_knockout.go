package cmd

import (
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// pairKnockout pairs round k of a knockout stage: a card draw among the
// players left (Options draw=cards), or every bracket match whose players
// are known, colours by a seeded lot 猜先. The seed is --seed, else the
// stage's seed plus k-1 (so each round draws differently and repeatably),
// else one from the clock; the round records it.
func pairKnockout(ev *scoring.Event, st *scoring.Stage, k int, opts *pairOptions) (scoring.Round, error) {
	if len(opts.Fix)+len(opts.Byes)+len(opts.Exclude) > 0 {
		return scoring.Round{}, usageError("--fix, --bye and --exclude are for Swiss rounds: a knockout round follows the bracket or the card draw")
	}
	seed := opts.Seed
	if seed == 0 {
		if st.Seed != 0 {
			seed = st.Seed + int64(k-1)
		} else {
			seed = chooseSeed(opts, st)
		}
	}
	r, err := knockout.PairRound(ev, st, seed)
	if err != nil {
		return r, invalidf("%s", namePlayers(ev, err.Error()))
	}
	return r, nil
}
