package roundrobin

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// Pair is one pairing of a table by table numbers: Red plays red.
type Pair struct {
	Red, Black int
}

// MaxPlayers is the largest field Berger accepts.
const MaxPlayers = 2000

// Berger returns the Berger table for n players (article 13.1, FIDE C.05
// Annex 1): rounds[r][b] is board b+1 of round r+1, by table number 1..n.
// For odd n the phantom number n+1 joins the table and whoever meets it has
// the bye; its pairing stays in the table (board 1) so callers can show it.
//
// With N = n rounded up to even and m = N-1, players i, j < N meet in round r
// when i+j ≡ r+1 (mod m), and N meets the i with 2i ≡ r+1 (mod m). For i, j < N
// an odd sum gives red to the smaller number, an even sum to the larger; N is
// red when its opponent is above N/2. Board 1 is N's game; board k pairs
// x+(k-1) with x-(k-1), x being N's opponent.
func Berger(n int) ([][]Pair, error) {
	if n < 2 || n > MaxPlayers {
		return nil, fmt.Errorf("round robin needs 2 to %d players, got %d", MaxPlayers, n)
	}
	N := n + n%2
	m := N - 1
	norm := func(v int) int { return ((v-1)%m+m)%m + 1 }
	rounds := make([][]Pair, m)
	for r := 1; r <= m; r++ {
		x := 0
		for i := 1; i < N; i++ {
			if (2*i)%m == (r+1)%m {
				x = i
				break
			}
		}
		if m == 1 {
			x = 1
		}
		boards := make([]Pair, 0, N/2)
		if x > N/2 {
			boards = append(boards, Pair{N, x})
		} else {
			boards = append(boards, Pair{x, N})
		}
		for k := 2; k <= N/2; k++ {
			a, b := norm(x+k-1), norm(x-k+1)
			lo, hi := min(a, b), max(a, b)
			if (a+b)%2 == 1 {
				boards = append(boards, Pair{lo, hi})
			} else {
				boards = append(boards, Pair{hi, lo})
			}
		}
		rounds[r-1] = boards
	}
	return rounds, nil
}

// OptSwapJoin is the stage option ("true") that swaps the last two rounds
// of a double round robin's first cycle, so that nobody plays three games
// with the same colour in a row where the cycles join.
const OptSwapJoin = "swap-join"

// Round builds round k (1-based within the stage) of a round-robin
// stage whose players in table order are order (order[0] is table number 1).
// cycles 2 makes a double round robin whose second cycle repeats the first
// with colours swapped. number is the round's number in the event.
func Round(order []int, cycles, k, number int, stage string) (scoring.Round, error) {
	r, err := RoundOf(order, cycles, k, false)
	r.Number, r.Stage = number, stage
	return r, err
}

// RoundOf builds round k of the table as Round does; swapJoin plays the
// first cycle's last two rounds in the other order (OptSwapJoin).
func RoundOf(order []int, cycles, k int, swapJoin bool) (scoring.Round, error) {
	table, err := Berger(len(order))
	if err != nil {
		return scoring.Round{}, err
	}
	if cycles < 1 {
		cycles = 1
	}
	per := len(table)
	if k < 1 || k > per*cycles {
		return scoring.Round{}, fmt.Errorf("round %d is outside the table: a %d-player round robin of %d cycle(s) has %d rounds", k, len(order), cycles, per*cycles)
	}
	swap := (k-1)/per == 1
	t := (k - 1) % per
	if swapJoin && cycles == 2 && per >= 2 && !swap && t >= per-2 {
		t = 2*per - 3 - t // per-2 <-> per-1
	}
	var r scoring.Round
	for _, p := range table[t] {
		red, black := p.Red, p.Black
		if swap {
			red, black = black, red
		}
		if red > len(order) {
			r.Byes = append(r.Byes, order[black-1])
			continue
		}
		if black > len(order) {
			r.Byes = append(r.Byes, order[red-1])
			continue
		}
		r.Games = append(r.Games, scoring.Game{Board: len(r.Games) + 1, Red: order[red-1], Black: order[black-1]})
	}
	return r, nil
}

// Rounds is the number of rounds of a round robin of n players.
func Rounds(n, cycles int) int {
	if cycles < 1 {
		cycles = 1
	}
	return (n + n%2 - 1) * cycles
}
