// Package trfengine is the engine command's adapter between FIDE TRF files
// (formats/trf) and the Dutch engine (pairing/dutch): it reads a tournament
// the way pairing engines read a TRF (bbpPairings, JaVaFo) into the engine's
// input, checks the score columns as they do, and prints a pairing as they
// print it. It keeps the file format and the engine apart.
package trfengine

import (
	"fmt"
	"sort"
	"strings"

	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

type match struct {
	opp     int // start number, 0 for none
	colour  dutch.Colour
	outcome dutch.Outcome
	played  bool
	paired  bool
}

func toMatch(g trf.Game) match {
	m := match{opp: g.Opponent, played: g.Opponent != 0}
	switch g.Colour {
	case 'w':
		m.colour = dutch.White
	case 'b':
		m.colour = dutch.Black
	default:
		m.played = false
	}
	switch g.Result {
	case 'D', '=', 'H':
		m.outcome = dutch.Draw
	case '+', 'W', '1', 'F', 'U':
		m.outcome = dutch.Win
	}
	switch g.Result {
	case '+', '-', 'H', 'F', 'U', 'Z', ' ':
		m.played = false
	}
	if !m.played {
		m.colour = dutch.NoColour
		if g.Opponent != 0 && (g.Colour == 'w' || g.Colour == 'b') {
			// Forfeits keep the colour they were given, for the record;
			// colour history only counts played games.
		}
	}
	m.paired = g.Opponent != 0 || g.Result == 'U' || g.Result == '+'
	return m
}

// Input prepares the pairing of the next round the way pairing engines
// read a TRF (bbpPairings, JaVaFo): the rounds written are the past; a
// requested bye or absence written in the next round's column (or in a 240
// line) keeps the player out of it; XXR or 142 gives the number of rounds.
// It returns the input and the round number being paired.
func Input(t *trf.Tournament) (*dutch.Input, int, error) {
	if len(t.Players) == 0 {
		return nil, 0, fmt.Errorf("%w: no player lines", trf.ErrInvalid)
	}
	byNo := map[int]int{}
	for i, p := range t.Players {
		byNo[p.No] = i
	}
	// Pairing order: start numbers, or file order with "XXC rank".
	order := make([]int, len(t.Players))
	for i := range order {
		order[i] = i
	}
	if !t.UseRank {
		sort.Slice(order, func(a, b int) bool { return t.Players[order[a]].No < t.Players[order[b]].No })
		for i, k := range order {
			if t.Players[k].No != i+1 {
				return nil, 0, fmt.Errorf("%w: start number %d is missing", trf.ErrInvalid, i+1)
			}
		}
	}
	ms := make([][]match, len(t.Players))
	played := 0
	for i, p := range t.Players {
		for r, g := range p.Games {
			m := toMatch(g)
			if m.opp != 0 {
				if _, ok := byNo[m.opp]; !ok {
					return nil, 0, fmt.Errorf("%w: player %d, round %d: unknown opponent %d", trf.ErrInvalid, p.No, r+1, m.opp)
				}
			}
			ms[i] = append(ms[i], m)
			if !g.Empty() {
				if r > played {
					played = r
				}
				if m.paired && r+1 > played {
					played = r + 1
				}
			}
		}
	}
	// Every player already has the next round written: it is past too.
	complete := true
	for i := range t.Players {
		if len(ms[i]) <= played {
			complete = false
		}
	}
	if complete {
		played++
	}
	if t.TotalRounds == 0 {
		return nil, 0, fmt.Errorf("%w: the number of rounds is missing (XXR or 142 line)", trf.ErrInvalid)
	}
	if played > t.TotalRounds-1 {
		return nil, 0, fmt.Errorf("%w: %d rounds played of %d: nothing left to pair", trf.ErrInvalid, played, t.TotalRounds)
	}
	for i := range ms {
		for len(ms[i]) < played {
			ms[i] = append(ms[i], match{})
		}
	}
	for _, b := range t.Byes {
		if b.Round != played+1 {
			continue
		}
		k, ok := byNo[b.Player]
		if !ok {
			continue // no such player: nobody to keep out (bbpPairings pairs on too)
		}
		if len(ms[k]) <= played {
			ms[k] = append(ms[k], match{})
		}
	}
	// Consistency of the games with the opponents' lines.
	for i, p := range t.Players {
		for r := 0; r < played; r++ {
			m := ms[i][r]
			if !m.played {
				continue
			}
			o := ms[byNo[m.opp]][r]
			if !o.played || o.opp != p.No || o.colour == m.colour {
				return nil, 0, fmt.Errorf("%w: round %d of player %d contradicts the line of player %d", trf.ErrInvalid, r+1, p.No, m.opp)
			}
		}
	}
	in := &dutch.Input{
		Played:      played,
		TotalRounds: t.TotalRounds,
		Points: dutch.Points{
			Win: int(t.Points.Win), Draw: int(t.Points.Draw), Loss: int(t.Points.Loss),
			ZeroBye: int(t.Points.ZeroBye), ForfeitLoss: int(t.Points.ForfeitLoss), PAB: int(t.Points.PAB),
		},
	}
	// Players who never took part in a pairing and are out of this round
	// do not count (they have no pairing number).
	index := map[int]int{} // start number -> Input index
	var valid []int
	for _, k := range order {
		ok := len(ms[k]) <= played
		for _, m := range ms[k] {
			if m.paired {
				ok = true
			}
		}
		if ok {
			index[t.Players[k].No] = len(valid)
			valid = append(valid, k)
		}
	}
	accel := map[int][]int{}
	for _, a := range t.Accel {
		for _, x := range a.Points {
			accel[a.Player] = append(accel[a.Player], int(x))
		}
	}
	if t.Baku && len(t.Accel) == 0 {
		ps := t.Points
		if ps.Loss != 0 || 2*ps.Draw != ps.Win {
			return nil, 0, fmt.Errorf("%w: the points system does not fit Baku acceleration", trf.ErrInvalid)
		}
		last := (len(order) - 1) / 2
		lastRound := (t.TotalRounds - 1) / 2
		lastFull := lastRound / 2
		for r, k := range order {
			if r > last {
				break
			}
			var xs []int
			for rd := 0; rd <= lastRound && rd <= played; rd++ {
				if rd <= lastFull {
					xs = append(xs, int(ps.Win))
				} else {
					xs = append(xs, int(ps.Draw))
				}
			}
			accel[t.Players[k].No] = xs
		}
	}
	for _, k := range valid {
		p := t.Players[k]
		dp := dutch.Player{ID: p.No, Absent: len(ms[k]) > played, Accel: accel[p.No]}
		for r := 0; r < played; r++ {
			m := ms[k][r]
			rd := dutch.Round{Opponent: -1, Colour: m.colour, Outcome: m.outcome, Played: m.played, Paired: m.paired}
			if m.opp != 0 {
				j, ok := index[m.opp]
				if !ok {
					return nil, 0, fmt.Errorf("%w: player %d, round %d: opponent %d never took part", trf.ErrInvalid, p.No, r+1, m.opp)
				}
				rd.Opponent = j
			}
			dp.Rounds = append(dp.Rounds, rd)
		}
		in.Players = append(in.Players, dp)
	}
	for _, f := range t.Forbidden {
		if f.First != 0 && (played+1 < f.First || played+1 > f.Last) {
			continue
		}
		var set []int
		for _, no := range f.Players {
			if j, ok := index[no]; ok {
				set = append(set, j)
			}
		}
		in.Forbidden = append(in.Forbidden, set)
	}
	switch t.InitialColour {
	case 'w':
		in.InitialColour = dutch.White
	case 'b':
		in.InitialColour = dutch.Black
	default:
		in.InitialColour = inferColour(in)
		if in.InitialColour == dutch.NoColour {
			return nil, 0, fmt.Errorf("%w: the initial colour is missing (XXC white1|black1 or 152 line)", trf.ErrInvalid)
		}
	}
	return in, played + 1, nil
}

// inferColour finds the colour the top-ranked player had in the first round
// where colours were given, from the history.
func inferColour(in *dutch.Input) dutch.Colour {
	first := -1
	for _, p := range in.Players {
		for r, x := range p.Rounds {
			if x.Colour != dutch.NoColour && (first < 0 || r < first) {
				first = r
			}
		}
	}
	if first < 0 {
		return dutch.NoColour
	}
	k := 0
	for _, p := range in.Players {
		took := false
		for r := 0; r <= first && r < len(p.Rounds); r++ {
			if p.Rounds[r].Paired {
				took = true
			}
		}
		if took {
			c := p.Rounds[first].Colour
			if c == dutch.NoColour {
				k++
				continue
			}
			if k%2 == 1 {
				if c == dutch.White {
					return dutch.Black
				}
				return dutch.White
			}
			return c
		}
	}
	return dutch.NoColour
}

// PairingText renders a pairing the way pairing engines print it with -p
// (bbpPairings, JaVaFo): the number of pairs, then one "white black" line
// per board by start number, the pairing-allocated bye as "<id> 0".
func PairingText(pairs []dutch.Board, bye int) string {
	var b strings.Builder
	n := len(pairs)
	if bye != 0 {
		n++
	}
	fmt.Fprintf(&b, "%d\n", n)
	for _, p := range pairs {
		fmt.Fprintf(&b, "%d %d\n", p.White, p.Black)
	}
	if bye != 0 {
		fmt.Fprintf(&b, "%d 0\n", bye)
	}
	return b.String()
}

// CheckScores refuses, as pairing engines do, a file whose score columns do
// not match its results, for the players in the engine's input in; the
// error wraps trf.ErrInvalid and trf.ErrScore.
func CheckScores(t *trf.Tournament, in *dutch.Input) error {
	ids := make([]int, len(in.Players))
	accel := make(map[int][]int, len(in.Players))
	for i, p := range in.Players {
		ids[i] = p.ID
		accel[p.ID] = p.Accel
	}
	return t.CheckScores(ids, in.Played, accel)
}
