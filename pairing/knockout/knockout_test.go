package knockout

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

func TestStandardPositions(t *testing.T) {
	// Tables as printed in bracket books; 8 is the one docs/rules.md quotes.
	want := map[int][]int{
		2:  {1, 2},
		4:  {1, 4, 2, 3},
		8:  {1, 8, 4, 5, 2, 7, 3, 6},
		16: {1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11},
	}
	for p, w := range want {
		if diff := cmp.Diff(w, StandardPositions(p)); diff != "" {
			t.Errorf("size %d (-want +got):\n%s", p, diff)
		}
	}
	got, err := ParsePositions("1, 8, 5, 4, 3, 6, 7, 2")
	if err != nil || !slices.Equal(got, []int{1, 8, 5, 4, 3, 6, 7, 2}) {
		t.Errorf("ParsePositions: %v %v", got, err)
	}
	for _, bad := range []string{"1,2,3", "1,1,2,3", "1,2,3,5", "1,x"} {
		if _, err := ParsePositions(bad); err == nil {
			t.Errorf("ParsePositions(%q) accepted", bad)
		}
	}
}

func newEvent(n int, opts map[string]string) *scoring.Event {
	ev := &scoring.Event{Name: "test", Points: scoring.Symmetric("2-1-0", scoring.P(2), scoring.P(1), 0)}
	for i := 1; i <= n; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i, Name: fmt.Sprintf("P%d", i), Rating: 3000 - i})
	}
	st := scoring.Stage{ID: "ko", System: "knockout", Numbering: "rating", Options: map[string]string{}}
	for k, v := range opts {
		if k == "match" {
			st.Match = v
			continue
		}
		st.Options[k] = v
	}
	ev.Stages = []scoring.Stage{st}
	return ev
}

// pairNext pairs the next round and appends it to the event.
func pairNext(t *testing.T, ev *scoring.Event, seed int64) *scoring.Round {
	t.Helper()
	st := &ev.Stages[0]
	r, err := PairRound(ev, st, seed)
	if err != nil {
		t.Fatalf("pair round %d: %v", len(ev.Rounds)+1, err)
	}
	r.Number, r.Stage = len(ev.Rounds)+1, st.ID
	ev.Rounds = append(ev.Rounds, r)
	return &ev.Rounds[len(ev.Rounds)-1]
}

// playRound decides every game of the last round: the smaller start number
// wins, or a seeded coin when random is set.
func playRound(t *testing.T, ev *scoring.Event, l *lot) {
	t.Helper()
	r := &ev.Rounds[len(ev.Rounds)-1]
	for _, g := range r.Games {
		win := min(g.Red, g.Black)
		if l != nil && l.intn(2) == 1 {
			win = max(g.Red, g.Black)
		}
		res := scoring.RedWins
		if win == g.Black {
			res = scoring.BlackWins
		}
		if err := RecordResult(ev, r.Number, g.Board, 0, res, 0); err != nil {
			t.Fatalf("round %d board %d: %v", r.Number, g.Board, err)
		}
	}
}

func runOut(t *testing.T, ev *scoring.Event, l *lot) *State {
	t.Helper()
	for i := 0; i < 300; i++ {
		ks, err := Resolve(ev, &ev.Stages[0])
		if err != nil {
			t.Fatal(err)
		}
		if ks.Champion != 0 && !ks.PlacesPending() {
			return ks
		}
		pairNext(t, ev, int64(1000+i))
		playRound(t, ev, l)
	}
	t.Fatal("the knockout does not end")
	return nil
}

// TestSeededBracketEveryN: for every field 2..128 with the higher seed always
// winning, byes go only to the top P-N seeds and only in round 1, no empty
// line meets an empty line, there are log2 P rounds, and the seeds still in
// before each round are exactly the top ones (top seeds meet last).
func TestSeededBracketEveryN(t *testing.T) {
	for n := 2; n <= 128; n++ {
		ev := newEvent(n, nil)
		ks := runOut(t, ev, nil)
		p := BracketSize(n)
		if got, want := len(ev.Rounds), bits.Len(uint(p))-1; got != want {
			t.Fatalf("n=%d: %d rounds, want %d", n, got, want)
		}
		if got, want := ev.Rounds[0].Byes, seq(1, p-n); !slices.Equal(sortedInts(got), want) && !(len(got) == 0 && p == n) {
			t.Fatalf("n=%d: round 1 byes %v, want seeds %v", n, got, want)
		}
		for _, r := range ev.Rounds[1:] {
			if len(r.Byes) > 0 {
				t.Fatalf("n=%d: bye in round %d", n, r.Number)
			}
		}
		for _, m := range ks.Matches {
			if m.Players[0] == Bye && m.Players[1] == Bye {
				t.Fatalf("n=%d: %s is an empty line against an empty line", n, m.ID)
			}
		}
		for i, r := range ev.Rounds {
			left := p >> i // players (and lines) still in before round i+1
			var in []int
			for _, g := range r.Games {
				in = append(in, g.Red, g.Black)
			}
			in = append(in, r.Byes...)
			if want := seq(1, min(left, n)); !slices.Equal(sortedInts(in), want) {
				t.Fatalf("n=%d round %d: players %v, want the top %d seeds", n, r.Number, sortedInts(in), len(want))
			}
		}
		if ks.Champion != 1 {
			t.Fatalf("n=%d: champion %d, want seed 1", n, ks.Champion)
		}
		if n > 1 {
			last := ev.Rounds[len(ev.Rounds)-1].Games
			if len(last) != 1 || !samePair(&last[0], 1, 2) {
				t.Fatalf("n=%d: final %v, want seeds 1 and 2", n, last)
			}
		}
	}
}

// TestBracketRandomResults: with random winners every player plays at most
// one match a round, a loser never plays again, and with every place played
// out each of places 1..N is given exactly once.
func TestBracketRandomResults(t *testing.T) {
	for n := 2; n <= 70; n++ {
		for _, places := range []string{"", "4", "all"} {
			ev := newEvent(n, map[string]string{OptPlaces: places})
			ks := runOut(t, ev, newLot(int64(n)))
			out := map[int]bool{}
			for _, r := range ev.Rounds {
				seen := map[int]bool{}
				for _, g := range r.Games {
					for _, p := range []int{g.Red, g.Black} {
						if seen[p] {
							t.Fatalf("n=%d places=%q: player %d twice in round %d", n, places, p, r.Number)
						}
						seen[p] = true
						if out[p] && places == "" {
							t.Fatalf("n=%d: player %d plays after losing", n, p)
						}
					}
				}
				for _, g := range r.Games {
					if g.Result == scoring.RedWins {
						out[g.Black] = true
					} else {
						out[g.Red] = true
					}
				}
			}
			pl := ks.Places()
			if places == "all" {
				got := map[int]int{}
				for _, p := range pl {
					if p.Shared {
						t.Fatalf("n=%d: shared place %d with every place played out", n, p.Place)
					}
					got[p.Place]++
				}
				for i := 1; i <= n; i++ {
					if got[i] != 1 {
						t.Fatalf("n=%d: place %d given %d times: %v", n, i, got[i], pl)
					}
				}
			}
			if len(pl) != n || pl[0].Place != 1 || pl[0].Player != ks.Champion {
				t.Fatalf("n=%d places=%q: places %v", n, places, pl)
			}
			if n >= 4 && places == "4" && (pl[2].Place != 3 || pl[2].Shared || pl[3].Place != 4) {
				t.Fatalf("n=%d: third-place match not reflected: %v", n, pl[:4])
			}
		}
	}
}

func sortedInts(s []int) []int {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// TestDoubleElimination: every player but the champion goes out after
// exactly two losses; the champion has at most one (two with a reset).
func TestDoubleElimination(t *testing.T) {
	for n := 3; n <= 40; n++ {
		for _, reset := range []string{"", "true"} {
			ev := newEvent(n, map[string]string{OptElimination: "double", OptReset: reset})
			ks := runOut(t, ev, newLot(int64(7*n)))
			losses := map[int]int{}
			for _, r := range ev.Rounds {
				for _, g := range r.Games {
					if g.Result == scoring.RedWins {
						losses[g.Black]++
					} else {
						losses[g.Red]++
					}
				}
			}
			for p := 1; p <= n; p++ {
				want := 2
				if p == ks.Champion {
					if losses[p] > 1 {
						t.Errorf("n=%d reset=%q: champion %d lost %d times", n, reset, p, losses[p])
					}
					continue
				}
				if p != ks.Champion && losses[p] != want {
					// Without a reset the grand-final loser may go out after one loss.
					if !(reset == "" && losses[p] == 1 && isGrandFinalLoser(ks, p)) {
						t.Errorf("n=%d reset=%q: player %d lost %d times", n, reset, p, losses[p])
					}
				}
			}
			if got := len(ks.Places()); got != n {
				t.Errorf("n=%d: %d places for %d players", n, got, n)
			}
		}
	}
}

func isGrandFinalLoser(ks *State, p int) bool {
	for _, m := range ks.Matches {
		if m.ID == "GF" {
			return m.Loser == p
		}
	}
	return false
}

// TestCardKnockout13 follows the 13-player card-draw event (docs/rules.md 6): 13 players draw 1-6 twice + K, then
// 7 players 1-3 + K, then 4 players 1-2 (semi-finals), then the final,
// played best of three.
func TestCardKnockout13(t *testing.T) {
	ev := newEvent(13, map[string]string{OptDraw: "cards", "match": "single+extra+lots", "match.final": "best-of-3+extra+lots"})
	wantGames := []int{6, 3, 2, 1}
	wantByes := []int{1, 1, 0, 0}
	for i := range wantGames {
		r := pairNext(t, ev, int64(i+1))
		if len(r.Games) != wantGames[i] || len(r.Byes) != wantByes[i] || len(r.Cards) != 2*wantGames[i]+wantByes[i] {
			t.Fatalf("round %d: %d games %d byes %d cards", i+1, len(r.Games), len(r.Byes), len(r.Cards))
		}
		if r.Seed != int64(i+1) {
			t.Errorf("round %d seed %d", i+1, r.Seed)
		}
		if i < 3 {
			playRound(t, ev, nil)
		}
	}
	// The final: best of three, a game each, then the third game.
	fin := ev.Rounds[3].Games[0]
	for n, res := range []scoring.Result{scoring.RedWins, scoring.RedWins} {
		if err := RecordResult(ev, 4, 1, n+1, res, 0); err != nil {
			t.Fatal(err)
		}
	}
	ks, _ := Resolve(ev, &ev.Stages[0])
	if ks.Champion != 0 {
		t.Fatalf("champion after 1-1")
	}
	if err := RecordResult(ev, 4, 1, 3, scoring.BlackWins, 0); err != nil {
		t.Fatal(err)
	}
	if err := RecordResult(ev, 4, 1, 4, scoring.RedWins, 0); err == nil || !strings.Contains(err.Error(), "already decided after game 3") {
		t.Errorf("fourth game of a decided best-of-three: %v", err)
	}
	ks, err := Resolve(ev, &ev.Stages[0])
	if err != nil {
		t.Fatal(err)
	}
	if ks.Champion != fin.Black {
		t.Errorf("champion %d, want %d (won games 2 and 3)", ks.Champion, fin.Black)
	}
	pl := ks.Places()
	if len(pl) != 13 || pl[1].Place != 2 || pl[2].Place != 3 || !pl[2].Shared || pl[4].Place != 5 || pl[7].Place != 8 {
		t.Errorf("places %+v", pl)
	}
	if _, err := PairRound(ev, &ev.Stages[0], 9); err == nil || !strings.Contains(err.Error(), "is over") {
		t.Errorf("pairing after the final: %v", err)
	}
}

func TestCardKnockoutThirdPlaceAndNoK(t *testing.T) {
	ev := newEvent(7, map[string]string{OptDraw: "cards", OptThirdPlace: "true", OptNoKTwice: "true"})
	pairNext(t, ev, 5) // 7 -> 3 games + K
	playRound(t, ev, nil)
	r2 := pairNext(t, ev, 6) // 4 -> semi-finals
	if len(r2.Byes) != 0 {
		t.Fatalf("4 players, bye %v", r2.Byes)
	}
	playRound(t, ev, nil)
	r3 := pairNext(t, ev, 7)
	if len(r3.Games) != 2 || r3.Games[1].Note != "third place" {
		t.Fatalf("final round %+v", r3.Games)
	}
	playRound(t, ev, nil)
	ks, err := Resolve(ev, &ev.Stages[0])
	if err != nil {
		t.Fatal(err)
	}
	pl := ks.Places()
	if pl[2].Place != 3 || pl[2].Shared || pl[3].Place != 4 {
		t.Errorf("places %+v", pl)
	}
	// No K twice: a 3-player field after a K holder.
	ev = newEvent(5, map[string]string{OptDraw: "cards", OptNoKTwice: "true"})
	for seed := int64(0); seed < 20; seed++ {
		ev.Rounds = nil
		r1 := pairNext(t, ev, seed)
		playRound(t, ev, nil)
		r2 := pairNext(t, ev, seed+100)
		if len(r2.Byes) == 1 && r2.Byes[0] == r1.Byes[0] {
			t.Fatalf("seed %d: player %d got the K twice", seed, r1.Byes[0])
		}
	}
}

// TestCorrection: a correction that changes who advanced updates the next
// round while it has no result, and is refused once it has one.
func TestCorrection(t *testing.T) {
	ev := newEvent(8, nil)
	pairNext(t, ev, 1)
	playRound(t, ev, nil)
	r2 := pairNext(t, ev, 2)
	// Seeds 1 and 8 met on some board of round 1; 1 won. Make 8 the winner.
	var b1 scoring.Game
	for _, g := range ev.Rounds[0].Games {
		if samePair(&g, 1, 8) {
			b1 = g
		}
	}
	flip := scoring.BlackWins
	if b1.Black == 1 {
		flip = scoring.RedWins
	}
	if err := RecordResult(ev, 1, b1.Board, 0, flip, 0); err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, g := range ev.Rounds[1].Games {
		if g.Red == 1 || g.Black == 1 {
			t.Fatalf("seed 1 still paired in round 2 after losing: %+v", r2.Games)
		}
		if samePair(&g, 8, 4) || samePair(&g, 8, 5) {
			found = true
		}
	}
	if !found {
		t.Fatalf("seed 8 did not take seed 1's place: %+v", ev.Rounds[1].Games)
	}
	// Now a round-2 result for 8's match, then try to flip round 1 back.
	for _, g := range ev.Rounds[1].Games {
		if g.Red == 8 || g.Black == 8 {
			if err := RecordResult(ev, 2, g.Board, 0, scoring.RedWins, 0); err != nil {
				t.Fatal(err)
			}
		}
	}
	before := cloneRounds(ev.Rounds)
	back := scoring.RedWins
	if flip == scoring.RedWins {
		back = scoring.BlackWins
	}
	err := RecordResult(ev, 1, b1.Board, 0, back, 0)
	if err == nil || !strings.Contains(err.Error(), "changes who advanced") || !strings.Contains(err.Error(), "P1 advances instead of P8") {
		t.Fatalf("got %v, want a refusal naming the change", err)
	}
	if diff := cmp.Diff(before, ev.Rounds); diff != "" {
		t.Errorf("event changed on a refused correction:\n%s", diff)
	}
	// A correction that keeps the winner (a forfeit win instead of a win) is fine.
	win := scoring.BlackForfeit
	if flip == scoring.RedWins {
		win = scoring.RedForfeit
	}
	if err := RecordResult(ev, 1, b1.Board, 0, win, 0); err != nil {
		t.Errorf("same winner, different result: %v", err)
	}
}

func TestRecordResultRefuses(t *testing.T) {
	ev := newEvent(4, map[string]string{"match": "best-of-3"})
	pairNext(t, ev, 1)
	tests := []struct {
		name            string
		round, board, n int
		res             scoring.Result
		want            string
	}{
		{"round not drawn", 2, 1, 1, scoring.RedWins, "round 2 is not paired yet"},
		{"no such board", 1, 3, 1, scoring.RedWins, "round 1 has no board 3"},
		{"no game number", 1, 1, 0, scoring.RedWins, "give the game number (the next is game 1)"},
		{"skipping", 1, 1, 2, scoring.RedWins, "the next is game 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := cloneRounds(ev.Rounds)
			err := RecordResult(ev, tt.round, tt.board, tt.n, tt.res, 0)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want %q", err, tt.want)
			}
			if !cmp.Equal(before, ev.Rounds) {
				t.Errorf("event changed")
			}
		})
	}
	for n, res := range []scoring.Result{scoring.RedWins, scoring.RedWins, scoring.Draw} {
		if err := RecordResult(ev, 1, 1, n+1, res, 0); err != nil {
			t.Fatal(err)
		}
	}
	err := RecordResult(ev, 1, 1, 4, scoring.RedWins, 0)
	if err == nil || !strings.Contains(err.Error(), "at most 3 games") {
		t.Errorf("fourth game: %v", err)
	}
	if _, err := PairRound(ev, &ev.Stages[0], 3); err == nil || !strings.Contains(err.Error(), "round 1, board 1 has no result") {
		t.Errorf("pairing with a tied match: %v", err)
	}
	w, err := DrawLots(ev, 1, 1, 0, 77)
	if err != nil {
		t.Fatal(err)
	}
	g := ev.Rounds[0].Games[0]
	if g.Lots != w || g.LotsSeed != 77 || g.Result == scoring.NoResult {
		t.Errorf("lots: %+v", g)
	}
	if w2, _ := DrawLots(&scoring.Event{Rounds: cloneRounds(ev.Rounds), Stages: ev.Stages, Players: ev.Players}, 1, 1, 0, 77); w2 != 0 {
		t.Errorf("lots drawn twice")
	}
}

func TestDrawCardsRoundOneOff(t *testing.T) {
	ev := newEvent(5, nil)
	ev.Stages[0].System = "swiss"
	R, B := scoring.Red, scoring.Black
	cards := []scoring.Card{{Player: 1, Number: 1, Side: R}, {Player: 2, Number: 1, Side: B}, {Player: 3, Number: 2, Side: B}, {Player: 4, Number: 2, Side: R}, {Player: 5}}
	r, err := DrawCardsRound(ev, &ev.Stages[0], cards)
	if err != nil {
		t.Fatal(err)
	}
	want := []scoring.Game{{Board: 1, Red: 1, Black: 2}, {Board: 2, Red: 4, Black: 3}}
	if diff := cmp.Diff(want, r.Games); diff != "" || !slices.Equal(r.Byes, []int{5}) {
		t.Errorf("games (-want +got):\n%s byes %v", diff, r.Byes)
	}
	cards[4] = scoring.Card{Player: 5, Number: 3, Side: R}
	if _, err := DrawCardsRound(ev, &ev.Stages[0], cards); err == nil || !strings.Contains(err.Error(), "card K was not drawn") {
		t.Errorf("bad cards: %v", err)
	}
}
