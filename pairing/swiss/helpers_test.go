package swiss

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// field of n players numbered 1..n in start order.
func players(n int) []scoring.Player {
	ps := make([]scoring.Player, n)
	for i := range ps {
		ps[i] = scoring.Player{No: i + 1, Name: fmt.Sprintf("P%d", i+1)}
	}
	return ps
}

// rounds parses compact round notation, one string per round:
// "1-5 1-0, 6-2 =, 3-7 0-1, 8-4 +- | bye 9": red-black and a result per
// board, then byes.
func rounds(t *testing.T, rs ...string) []scoring.Round {
	t.Helper()
	var out []scoring.Round
	for i, s := range rs {
		r := scoring.Round{Number: i + 1, Stage: "main"}
		games, byes, _ := strings.Cut(s, "|")
		for k, g := range strings.Split(games, ",") {
			g = strings.TrimSpace(g)
			if g == "" {
				continue
			}
			pair, res, _ := strings.Cut(g, " ")
			a, b, ok := strings.Cut(pair, "-")
			red, err1 := strconv.Atoi(a)
			black, err2 := strconv.Atoi(b)
			result, err3 := scoring.ParseResult(res)
			if !ok || err1 != nil || err2 != nil || err3 != nil {
				t.Fatalf("round %d: bad game %q", i+1, g)
			}
			r.Games = append(r.Games, scoring.Game{Board: k + 1, Red: red, Black: black, Result: result})
		}
		for _, f := range strings.Fields(strings.TrimPrefix(strings.TrimSpace(byes), "bye")) {
			no, err := strconv.Atoi(f)
			if err != nil {
				t.Fatalf("round %d: bad bye %q", i+1, f)
			}
			r.Byes = append(r.Byes, no)
		}
		out = append(out, r)
	}
	return out
}

func mustPair(t *testing.T, in Input) *Result {
	t.Helper()
	if in.Table.Name == "" {
		in.Table, _ = scoring.Preset("cxa2011")
	}
	if in.Options.FirstRound == "" {
		in.Options, _ = ParseOptions(nil)
	}
	r, err := Pair(in)
	if err != nil {
		t.Fatalf("Pair: %v", err)
	}
	return r
}

func scoringPreset() (scoring.Table, error) { return scoring.Preset("cxa2011") }

// randomResults enters random results: red wins and black wins win% each,
// a forfeit lost by black 3%, draws the rest.
func randomResults(rng *rand.Rand, games []scoring.Game, win int) {
	for i := range games {
		switch x := rng.IntN(100); {
		case x < win:
			games[i].Result = scoring.RedWins
		case x < 2*win:
			games[i].Result = scoring.BlackWins
		case x < 97:
			games[i].Result = scoring.Draw
		default:
			games[i].Result = scoring.BlackForfeit
		}
	}
}
