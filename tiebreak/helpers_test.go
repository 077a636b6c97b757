package tiebreak

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// parseRounds reads rounds in compact notation, one string per round, items
// separated by ";":
//
//	"1-2 1-0"           board: 1 red, 2 black, red wins (any scoring.ParseResult text)
//	"1-2 = f1:0"        with fouls: red 1, black 0
//	"1-2 1-0 [1-0 =]"   a match: game 1 red = 1, game 2 red = 2 (colours alternate)
//	"1-2"               paired, no result yet
//	"bye 5", "half 5", "absent 6"
func parseRounds(t *testing.T, rounds ...string) []scoring.Round {
	t.Helper()
	var out []scoring.Round
	for ri, s := range rounds {
		rd := scoring.Round{Number: ri + 1}
		board := 0
		for _, item := range strings.Split(s, ";") {
			item = strings.TrimSpace(item)
			if item == "" {
				continue
			}
			var games string
			if a, b, ok := strings.Cut(item, "["); ok {
				item, games = strings.TrimSpace(a), strings.TrimSuffix(strings.TrimSpace(b), "]")
			}
			f := strings.Fields(item)
			switch f[0] {
			case "bye", "half", "absent":
				no := mustAtoi(t, f[1])
				switch f[0] {
				case "bye":
					rd.Byes = append(rd.Byes, no)
				case "half":
					rd.HalfByes = append(rd.HalfByes, no)
				default:
					rd.Absent = append(rd.Absent, no)
				}
				continue
			}
			a, b, ok := strings.Cut(f[0], "-")
			if !ok {
				t.Fatalf("round %d: bad pairing %q", ri+1, item)
			}
			board++
			g := scoring.Game{Board: board, Red: mustAtoi(t, a), Black: mustAtoi(t, b)}
			for _, x := range f[1:] {
				if strings.HasPrefix(x, "f") && strings.Contains(x, ":") {
					r, bl, _ := strings.Cut(x[1:], ":")
					g.RedFouls, g.BlackFouls = mustAtoi(t, r), mustAtoi(t, bl)
					continue
				}
				res, err := scoring.ParseResult(x)
				if err != nil {
					t.Fatalf("round %d: %v", ri+1, err)
				}
				g.Result = res
			}
			for k, x := range strings.Fields(games) {
				res, err := scoring.ParseResult(x)
				if err != nil {
					t.Fatalf("round %d: %v", ri+1, err)
				}
				red := g.Red
				if k%2 == 1 {
					red = g.Black
				}
				g.Games = append(g.Games, scoring.MatchGame{Red: red, Result: res})
			}
			rd.Games = append(rd.Games, g)
		}
		out = append(out, rd)
	}
	return out
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// field returns players 1..n.
func field(n int) []scoring.Player {
	ps := make([]scoring.Player, n)
	for i := range ps {
		ps[i] = scoring.Player{No: i + 1, Name: fmt.Sprintf("P%d", i+1)}
	}
	return ps
}

func table(t *testing.T, name string) scoring.Table {
	t.Helper()
	return mustPreset(t, name)
}

// show prints standings compactly: "place[=] no points v1 v2 ...", values
// as exact fractions ("13/3").
func show(st *Standings) []string {
	var out []string
	for _, r := range st.Rows {
		place := strconv.Itoa(r.Place)
		if r.Shared {
			place += "="
		}
		parts := []string{place, strconv.Itoa(r.No), FromPoints(r.Points).exact()}
		for _, v := range r.Values {
			parts = append(parts, v.exact())
		}
		out = append(out, strings.Join(parts, " "))
	}
	return out
}

func compute(t *testing.T, in Input) *Standings {
	t.Helper()
	st, err := Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	return st
}
