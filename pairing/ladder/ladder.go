// Package ladder runs a step-ladder final 阶梯赛: the qualifiers in seeding
// order play one match a round, each match deciding one place. Downwards
// (the default, as the stages issue describes it): seeds 1 and 2 play, the
// winner is first; the loser meets seed 3, the winner of that is second; the
// loser meets seed 4 ..., and the last loser is last. Upwards (option
// ladder: up, the bowling ladder): the two lowest seeds play, the winner
// meets the next seed up, ..., the last winner is first and each loser takes
// the place of the seed they came in as, from the bottom.
package ladder

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// Option is the stage option that picks the direction: "down" or "up".
const Option = "ladder"

// Place is one player's decided place.
type Place struct {
	No, Place int
}

// State is a ladder worked out from its rounds.
type State struct {
	Seeds []int // the players in seeding order (Stage.Order)
	Up    bool
	// Matches are the rounds' matches in order, each decided or not.
	Matches []Match
	// Places holds the places decided so far, best first.
	Places []Place
	// Next is the pair to play next, nil when the ladder is over or the
	// last match is undecided.
	Next []int
}

// Match is one rung: the two players and, once decided, the winner.
type Match struct {
	Round, Board  int
	Players       [2]int
	Winner, Loser int
}

// Resolve replays a ladder stage. seeds is the seeding order.
func Resolve(seeds []int, rounds []scoring.Round, up bool, format func(k int) (scoring.MatchFormat, error)) (*State, error) {
	ls := &State{Seeds: seeds, Up: up}
	n := len(seeds)
	if n < 2 {
		return ls, fmt.Errorf("a ladder needs at least 2 players, it has %d", n)
	}
	// The pair of rung k (0-based) given the previous rung's result.
	pair := func(k, carry int) [2]int {
		if up {
			if k == 0 {
				return [2]int{seeds[n-2], seeds[n-1]}
			}
			return [2]int{seeds[n-2-k], carry}
		}
		if k == 0 {
			return [2]int{seeds[0], seeds[1]}
		}
		return [2]int{carry, seeds[k+1]}
	}
	carry := 0
	for k := 0; k < n-1; k++ {
		want := pair(k, carry)
		if k >= len(rounds) {
			ls.Next = want[:]
			return ls, nil
		}
		r := rounds[k]
		if len(r.Games) != 1 {
			return ls, fmt.Errorf("round %d: a ladder round has one match, this one has %d", r.Number, len(r.Games))
		}
		g := r.Games[0]
		if !(g.Red == want[0] && g.Black == want[1] || g.Red == want[1] && g.Black == want[0]) {
			return ls, fmt.Errorf("round %d: the ladder pairs players %d and %d, the round has %d-%d", r.Number, want[0], want[1], g.Red, g.Black)
		}
		f, err := format(k + 1)
		if err != nil {
			return ls, err
		}
		st, err := f.Decide(g)
		if err != nil {
			return ls, fmt.Errorf("round %d: %w", r.Number, err)
		}
		m := Match{Round: r.Number, Board: g.Board, Players: want}
		if st.Winner == 0 {
			ls.Matches = append(ls.Matches, m)
			return ls, nil // undecided (or both forfeited: nothing follows)
		}
		m.Winner = st.Winner
		m.Loser = g.Red + g.Black - st.Winner
		ls.Matches = append(ls.Matches, m)
		if up {
			ls.Places = append(ls.Places, Place{No: m.Loser, Place: n - k})
			carry = m.Winner
			if k == n-2 {
				ls.Places = append(ls.Places, Place{No: m.Winner, Place: 1})
			}
		} else {
			ls.Places = append(ls.Places, Place{No: m.Winner, Place: k + 1})
			carry = m.Loser
			if k == n-2 {
				ls.Places = append(ls.Places, Place{No: m.Loser, Place: n})
			}
		}
	}
	if len(rounds) > n-1 {
		return ls, fmt.Errorf("round %d: the ladder of %d players is over after %d rounds", rounds[n-1].Number, n, n-1)
	}
	return ls, nil
}
