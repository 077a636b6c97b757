package knockout

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// Deck returns the cards of a draw among m players (docs/rules.md 6.2, after
// an event's article 9): numbers 1..m/2 in a red suit and a black suit, plus
// one K when m is odd. Cards come in board order, red before black, the K
// last; Player is 0.
func Deck(m int) []scoring.Card {
	cards := make([]scoring.Card, 0, m)
	for n := 1; n <= m/2; n++ {
		cards = append(cards, scoring.Card{Number: n, Side: scoring.Red}, scoring.Card{Number: n, Side: scoring.Black})
	}
	if m%2 == 1 {
		cards = append(cards, scoring.Card{})
	}
	return cards
}

// CardText writes a card as the hall does: 红3, 黑3, K.
func CardText(c scoring.Card) string {
	switch c.Side {
	case scoring.Red:
		return "红" + strconv.Itoa(c.Number)
	case scoring.Black:
		return "黑" + strconv.Itoa(c.Number)
	}
	return "K"
}

// ParseCard reads a card: 红3 / 黑3 (also r3, b3, red3, black3, R3, ♥3 ♦3 for
// red and ♠3 ♣3 for black) or K (also k, 王, 轮空, bye). Player stays 0.
func ParseCard(s string) (scoring.Card, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "k", "王", "轮空", "bye":
		return scoring.Card{}, nil
	}
	prefixes := []struct {
		p    string
		side scoring.Side
	}{
		{"红", scoring.Red}, {"red", scoring.Red}, {"r", scoring.Red}, {"♥", scoring.Red}, {"♦", scoring.Red},
		{"黑", scoring.Black}, {"black", scoring.Black}, {"b", scoring.Black}, {"♠", scoring.Black}, {"♣", scoring.Black},
	}
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(t, p.p); ok {
			n, err := strconv.Atoi(strings.TrimSpace(rest))
			if err != nil || n < 1 {
				break
			}
			return scoring.Card{Number: n, Side: p.side}, nil
		}
	}
	return scoring.Card{}, fmt.Errorf("card %q: write 红3 or 黑3 (a suit and a number), or K for the bye", s)
}

// DrawCards deals a shuffled deck to players with a seeded lot, so the draw
// can be repeated and checked: each player gets one card. Players in noK
// (who already had the K, when the event says nobody gets it twice) do not
// get the K unless every player is in noK. The cards come back in Deck order.
func DrawCards(players []int, seed int64, noK map[int]bool) ([]scoring.Card, error) {
	m := len(players)
	if m < 2 {
		return nil, fmt.Errorf("a card draw needs at least 2 players, got %d", m)
	}
	if err := distinctPlayers(players); err != nil {
		return nil, err
	}
	deck := Deck(m)
	rng := newLot(seed)
	order := slices.Clone(players)
	rng.shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for i := range deck {
		deck[i].Player = order[i]
	}
	if m%2 == 1 {
		k := len(deck) - 1
		var eligible []int
		for i := range deck[:k] {
			if !noK[deck[i].Player] {
				eligible = append(eligible, i)
			}
		}
		if noK[deck[k].Player] && len(eligible) > 0 {
			// Swapping with a uniformly chosen eligible holder leaves every
			// eligible player the same chance of the K.
			i := eligible[rng.intn(len(eligible))]
			deck[i].Player, deck[k].Player = deck[k].Player, deck[i].Player
		}
	}
	return deck, nil
}

// ValidateCards checks a draw entered by hand: every player holds exactly
// one card, the cards are exactly the deck for that many players (each
// number 1..m/2 once in each suit, a K only when m is odd), and, with noK,
// the K holder has not had the K before. It reports every problem at once.
func ValidateCards(players []int, cards []scoring.Card, noK map[int]bool) error {
	var errs []error
	m := len(players)
	in := make(map[int]bool, m)
	for _, p := range players {
		in[p] = true
	}
	held := map[int]int{}
	seen := map[scoring.Card]int{}
	for _, c := range cards {
		if !in[c.Player] {
			errs = append(errs, scoring.PlayerErrorf("%v holds card %s but is not in this draw", scoring.PlayerNo(c.Player), CardText(c)))
			continue
		}
		held[c.Player]++
		if held[c.Player] == 2 {
			errs = append(errs, scoring.PlayerErrorf("%v holds more than one card", scoring.PlayerNo(c.Player)).WithHint("give each player one --card"))
		}
		key := scoring.Card{Number: c.Number, Side: c.Side}
		seen[key]++
		switch {
		case c.Side == scoring.NoSide && c.Number != 0:
			errs = append(errs, fmt.Errorf("card number %d has no suit: write 红%d or 黑%d", c.Number, c.Number, c.Number))
		case c.Side == scoring.NoSide && m%2 == 0:
			errs = append(errs, scoring.PlayerErrorf("%v holds the K, but %d players is even: there is no K", scoring.PlayerNo(c.Player), m))
		case c.Side != scoring.NoSide && (c.Number < 1 || c.Number > m/2):
			errs = append(errs, scoring.PlayerErrorf("%v holds %s, but %d players draw numbers 1 to %d only", scoring.PlayerNo(c.Player), CardText(c), m, m/2))
		case seen[key] == 2:
			errs = append(errs, fmt.Errorf("card %s is held twice", CardText(key)))
		}
		if c.Side == scoring.NoSide && noK[c.Player] {
			errs = append(errs, scoring.PlayerErrorf("%v holds the K again, but nobody may have the K twice", scoring.PlayerNo(c.Player)))
		}
	}
	for _, p := range players {
		if held[p] == 0 {
			errs = append(errs, scoring.PlayerErrorf("%v has no card", scoring.PlayerNo(p)).WithHint("add --card NAME=CARD for them"))
		}
	}
	for _, c := range Deck(m) {
		if seen[c] == 0 {
			errs = append(errs, fmt.Errorf("card %s was not drawn", CardText(c)))
		}
	}
	if len(errs) > 0 {
		k := ""
		if m%2 == 1 {
			k = " and a K"
		}
		return fmt.Errorf("the card draw of %d players needs 红1..红%d, 黑1..黑%d%s, one card each: %w", m, m/2, m/2, k, errors.Join(errs...))
	}
	return nil
}

// CardPairing turns a valid card draw into a round's games and byes: the two
// holders of each number play on the board of that number, the red card
// holder with red; the K holder has the bye.
func CardPairing(cards []scoring.Card) (games []scoring.Game, byes []int) {
	red := map[int]int{}
	black := map[int]int{}
	for _, c := range cards {
		switch c.Side {
		case scoring.Red:
			red[c.Number] = c.Player
		case scoring.Black:
			black[c.Number] = c.Player
		default:
			byes = append(byes, c.Player)
		}
	}
	for n := 1; n <= len(red); n++ {
		games = append(games, scoring.Game{Board: n, Red: red[n], Black: black[n]})
	}
	return games, byes
}

// SortCards puts cards in Deck order: by number, red before black, K last.
func SortCards(cards []scoring.Card) {
	slices.SortStableFunc(cards, func(a, b scoring.Card) int {
		ka, kb := a.Number, b.Number
		if a.Side == scoring.NoSide {
			ka = 1 << 30
		}
		if b.Side == scoring.NoSide {
			kb = 1 << 30
		}
		if ka != kb {
			return ka - kb
		}
		return int(a.Side) - int(b.Side)
	})
}

// CardRound makes a round paired by a card draw among players: drawn by the
// tool with seed when cards is nil, or the cards entered by hand (checked
// with ValidateCards). The round stores the seed and every card.
func CardRound(players []int, cards []scoring.Card, seed int64, noK map[int]bool) (scoring.Round, error) {
	var err error
	if cards == nil {
		cards, err = DrawCards(players, seed, noK)
	} else {
		cards = slices.Clone(cards)
		err = ValidateCards(players, cards, noK)
		seed = 0
	}
	if err != nil {
		return scoring.Round{}, err
	}
	SortCards(cards)
	games, byes := CardPairing(cards)
	return scoring.Round{Games: games, Byes: byes, Seed: seed, Cards: cards}, nil
}

func distinctPlayers(players []int) error {
	seen := map[int]bool{}
	for _, p := range players {
		if seen[p] {
			return scoring.PlayerErrorf("%v is listed twice", scoring.PlayerNo(p))
		}
		seen[p] = true
	}
	return nil
}

// lot is the seeded random source of every draw (splitmix64): small, fixed
// forever, so a recorded seed replays the same draw on any Go version.
type lot struct{ s uint64 }

func newLot(seed int64) *lot { return &lot{s: uint64(seed)} }

func (l *lot) next() uint64 {
	l.s += 0x9e3779b97f4a7c15
	z := l.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform number in [0, n) by rejection, without modulo bias.
func (l *lot) intn(n int) int {
	if n <= 1 {
		return 0
	}
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if v := l.next(); v < limit {
			return int(v % uint64(n))
		}
	}
}

// shuffle is Fisher-Yates.
func (l *lot) shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, l.intn(i+1))
	}
}
