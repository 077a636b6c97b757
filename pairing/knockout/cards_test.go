package knockout

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

func seq(from, n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = from + i
	}
	return s
}

// TestCardDrawEveryField checks every field size 2..200 over a few seeds:
// the cards are exactly the deck, byes = m mod 2, and every player is in
// exactly one game or has the bye.
func TestCardDrawEveryField(t *testing.T) {
	for m := 2; m <= 200; m++ {
		for _, seed := range []int64{0, 1, 20260101, -7} {
			players := seq(101, m)
			r, err := CardRound(players, nil, seed, nil)
			if err != nil {
				t.Fatalf("m=%d seed=%d: %v", m, seed, err)
			}
			if err := ValidateCards(players, r.Cards, nil); err != nil {
				t.Fatalf("m=%d seed=%d: drawn cards invalid: %v", m, seed, err)
			}
			if got, want := len(r.Byes), m%2; got != want {
				t.Fatalf("m=%d: %d byes, want %d", m, got, want)
			}
			if got, want := len(r.Games), m/2; got != want {
				t.Fatalf("m=%d: %d games, want %d", m, got, want)
			}
			count := map[int]int{}
			for i, g := range r.Games {
				if g.Board != i+1 {
					t.Fatalf("m=%d: game %d on board %d", m, i, g.Board)
				}
				count[g.Red]++
				count[g.Black]++
			}
			for _, b := range r.Byes {
				count[b]++
			}
			for _, p := range players {
				if count[p] != 1 {
					t.Fatalf("m=%d seed=%d: player %d appears %d times", m, seed, p, count[p])
				}
			}
			if r.Seed != seed {
				t.Fatalf("m=%d: round seed %d, want %d", m, r.Seed, seed)
			}
		}
	}
}

func TestCardPairingColours(t *testing.T) {
	// 王小明=红3, 李四=黑3 play board 3 with 王小明 red.
	cards := []scoring.Card{
		{Player: 7, Number: 0}, {Player: 1, Number: 1, Side: scoring.Black}, {Player: 2, Number: 1, Side: scoring.Red},
		{Player: 3, Number: 2, Side: scoring.Red}, {Player: 4, Number: 2, Side: scoring.Black},
		{Player: 5, Number: 3, Side: scoring.Red}, {Player: 6, Number: 3, Side: scoring.Black},
	}
	r, err := CardRound(seq(1, 7), cards, 99, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := scoring.Round{
		Games: []scoring.Game{{Board: 1, Red: 2, Black: 1}, {Board: 2, Red: 3, Black: 4}, {Board: 3, Red: 5, Black: 6}},
		Byes:  []int{7},
		Cards: []scoring.Card{
			{Player: 2, Number: 1, Side: scoring.Red}, {Player: 1, Number: 1, Side: scoring.Black},
			{Player: 3, Number: 2, Side: scoring.Red}, {Player: 4, Number: 2, Side: scoring.Black},
			{Player: 5, Number: 3, Side: scoring.Red}, {Player: 6, Number: 3, Side: scoring.Black},
			{Player: 7},
		},
	}
	if diff := cmp.Diff(want, r); diff != "" {
		t.Errorf("round (-want +got):\n%s", diff)
	}
}

func TestDrawCardsReproducible(t *testing.T) {
	a, _ := DrawCards(seq(1, 13), 42, nil)
	b, _ := DrawCards(seq(1, 13), 42, nil)
	c, _ := DrawCards(seq(1, 13), 43, nil)
	if !cmp.Equal(a, b) {
		t.Errorf("same seed, different draws")
	}
	if cmp.Equal(a, c) {
		t.Errorf("seeds 42 and 43 gave the same draw")
	}
}

// TestNoKTwice: with everyone but player 5 marked as having had the K, 5
// must get it; with everyone marked, somebody still does.
func TestNoKTwice(t *testing.T) {
	players := seq(1, 9)
	noK := map[int]bool{}
	for _, p := range players {
		if p != 5 {
			noK[p] = true
		}
	}
	for seed := int64(0); seed < 50; seed++ {
		cards, err := DrawCards(players, seed, noK)
		if err != nil {
			t.Fatal(err)
		}
		if k := cards[len(cards)-1]; k.Side != scoring.NoSide || k.Player != 5 {
			t.Fatalf("seed %d: K went to %d, want 5", seed, k.Player)
		}
	}
	noK[5] = true
	if _, err := DrawCards(players, 1, noK); err != nil {
		t.Errorf("everyone had the K: %v", err)
	}
	// Fairness: over many seeds the K spreads over the eligible players.
	got := map[int]int{}
	for seed := int64(0); seed < 3000; seed++ {
		cards, _ := DrawCards(players, seed, map[int]bool{1: true, 2: true, 3: true})
		got[cards[len(cards)-1].Player]++
	}
	for p := 1; p <= 9; p++ {
		if p <= 3 && got[p] != 0 {
			t.Errorf("player %d had the K already but drew it %d times", p, got[p])
		}
		if p > 3 && (got[p] < 400 || got[p] > 600) {
			t.Errorf("player %d got the K %d times in 3000 draws, want about 500", p, got[p])
		}
	}
}

func TestValidateCardsRefuses(t *testing.T) {
	R, B := scoring.Red, scoring.Black
	c := func(p, n int, s scoring.Side) scoring.Card { return scoring.Card{Player: p, Number: n, Side: s} }
	tests := []struct {
		name    string
		players []int
		cards   []scoring.Card
		noK     map[int]bool
		want    []string
	}{
		{"K with even field", seq(1, 4), []scoring.Card{c(1, 1, R), c(2, 1, B), c(3, 2, R), c(4, 0, 0)}, nil,
			[]string{"player 4 holds the K, but 4 players is even", "card 黑2 was not drawn"}},
		{"card twice", seq(1, 4), []scoring.Card{c(1, 1, R), c(2, 1, R), c(3, 2, R), c(4, 2, B)}, nil,
			[]string{"card 红1 is held twice", "card 黑1 was not drawn"}},
		{"number too high", seq(1, 3), []scoring.Card{c(1, 2, R), c(2, 1, B), c(3, 0, 0)}, nil,
			[]string{"3 players draw numbers 1 to 1 only", "card 红1 was not drawn"}},
		{"missing player and stranger", seq(1, 3), []scoring.Card{c(1, 1, R), c(9, 1, B), c(3, 0, 0)}, nil,
			[]string{"player 9 holds card 黑1 but is not in this draw", "player 2 has no card"}},
		{"two cards", seq(1, 2), []scoring.Card{c(1, 1, R), c(1, 1, B)}, nil,
			[]string{"player 1 holds more than one card", "player 2 has no card"}},
		{"K twice", seq(1, 3), []scoring.Card{c(1, 1, R), c(2, 1, B), c(3, 0, 0)}, map[int]bool{3: true},
			[]string{"player 3 holds the K again"}},
		{"odd field without K", seq(1, 3), []scoring.Card{c(1, 1, R), c(2, 1, B)}, nil,
			[]string{"player 3 has no card", "card K was not drawn"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := ValidateCards(tt.players, tt.cards, tt.noK)
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestParseCard(t *testing.T) {
	for in, want := range map[string]scoring.Card{
		"红3": {Number: 3, Side: scoring.Red}, "黑12": {Number: 12, Side: scoring.Black}, "K": {}, "k": {},
		"r3": {Number: 3, Side: scoring.Red}, "B4": {Number: 4, Side: scoring.Black}, "♥5": {Number: 5, Side: scoring.Red},
		"♠1": {Number: 1, Side: scoring.Black}, "red 2": {Number: 2, Side: scoring.Red},
	} {
		got, err := ParseCard(in)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", in, got, err, want)
		}
		if err == nil && in != "k" && !strings.HasPrefix(in, "r") && !strings.HasPrefix(in, "B") && !strings.HasPrefix(in, "♥") && !strings.HasPrefix(in, "♠") {
			if back := CardText(got); back != in {
				t.Errorf("CardText(%v) = %q, want %q", got, back, in)
			}
		}
	}
	for _, bad := range []string{"", "红", "绿3", "红0", "3", "Q"} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q) accepted", bad)
		}
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"红3", "黑1", "K", "r10", "♣2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			return
		}
		back, err := ParseCard(CardText(c))
		if err != nil || back != c {
			t.Errorf("%q -> %v -> %q -> %v, %v", s, c, CardText(c), back, err)
		}
	})
}
