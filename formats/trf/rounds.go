package trf

import "sort"

// Before returns the tournament as it stood before round k was paired:
// rounds 1..k-1 as played, and in round k's column only what is known
// before pairing (requested byes and absences). Engines pair the result to
// check round k (the -c mode).
func (t *Tournament) Before(k int) *Tournament {
	c := *t
	c.Players = make([]Player, len(t.Players))
	for i, p := range t.Players {
		q := p
		q.Games = nil
		for r, g := range p.Games {
			if r >= k {
				break
			}
			if r == k-1 && g.Paired() {
				break
			}
			q.Games = append(q.Games, g)
		}
		// Drop trailing blank columns.
		for len(q.Games) > 0 && q.Games[len(q.Games)-1].Empty() {
			q.Games = q.Games[:len(q.Games)-1]
		}
		c.Players[i] = q
	}
	if c.TotalRounds < k {
		c.TotalRounds = t.Rounds()
	}
	return &c
}

// Pairing returns the pairing of round k as written in the file: each board
// as white, black by start number, and the player given the
// pairing-allocated bye (0 for none).
func (t *Tournament) Pairing(k int) (boards [][2]int, bye int) {
	for _, p := range t.Players {
		if k > len(p.Games) {
			continue
		}
		g := p.Games[k-1]
		switch {
		case g.Opponent != 0 && g.Colour == 'w':
			boards = append(boards, [2]int{p.No, g.Opponent})
		case g.Opponent == 0 && (g.Result == 'U' || g.Result == '+'):
			bye = p.No
		}
	}
	return boards, bye
}

// InferInitialColour returns 'w' or 'b', the colour the top-ranked player
// had in round 1, deduced from the first round that has colours (the colour
// alternates down the pairing numbers of the players who took part); 0 when
// no round has colours.
func (t *Tournament) InferInitialColour() byte {
	first := -1
	for _, p := range t.Players {
		for r, g := range p.Games {
			if (g.Colour == 'w' || g.Colour == 'b') && (first < 0 || r < first) {
				first = r
			}
		}
	}
	if first < 0 {
		return 0
	}
	order := make([]*Player, len(t.Players))
	for i := range t.Players {
		order[i] = &t.Players[i]
	}
	if !t.UseRank {
		sort.Slice(order, func(a, b int) bool { return order[a].No < order[b].No })
	}
	k := 0
	for _, p := range order {
		took := false
		for r := 0; r <= first && r < len(p.Games); r++ {
			if p.Games[r].Paired() {
				took = true
			}
		}
		if !took {
			continue
		}
		if first < len(p.Games) {
			if c := p.Games[first].Colour; c == 'w' || c == 'b' {
				if k%2 == 1 {
					if c == 'w' {
						return 'b'
					}
					return 'w'
				}
				return c
			}
		}
		k++
	}
	return 0
}
