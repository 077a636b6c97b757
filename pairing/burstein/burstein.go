package burstein

import (
	"errors"
	"fmt"
	"sort"

	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// ErrNoPairing is dutch.ErrNoPairing: no pairing meets the absolute
// criteria (no rematch, absolute colour preferences, one bye at most).
// Callers test for it with errors.Is, whatever the system.
var ErrNoPairing = dutch.ErrNoPairing

// pl is the per-player data the method reads.
type pl struct {
	idx       int // index in Input.Players
	id        int
	rank      int // pairing number order, 0-based
	score     int // without acceleration
	acc       int // with acceleration (the pairing score)
	pref      dutch.Colour
	imbalance int
	absPref   bool
	strong    bool
	forbid    map[int]bool
	rounds    []dutch.Round
	metric    metric
}

// metric is a player's place in the index within a score group.
type metric struct {
	score            int // pairing score
	sb, buch, median int64
	rank             int
}

// less reports whether a ranks below b in the index (C.04.4.2: a player
// from another score group is compared by the index times his score).
func (a metric) less(b metric) bool {
	ab, am, bb, bm := a.buch, a.median, b.buch, b.median
	if a.score != b.score {
		ab, am = a.buch*int64(a.score), a.median*int64(a.score)
		bb, bm = b.buch*int64(b.score), b.median*int64(b.score)
	}
	switch {
	case a.sb != b.sb:
		return a.sb < b.sb
	case ab != bb:
		return ab < bb
	case am != bm:
		return am < bm
	}
	return a.rank > b.rank
}

type state struct {
	in *dutch.Input
	ps []pl
}

func points(in *dutch.Input, r dutch.Round) int {
	switch r.Outcome {
	case dutch.Loss:
		if !r.Paired {
			return in.Points.ZeroBye
		}
		if r.Played {
			return in.Points.Loss
		}
		return in.Points.ForfeitLoss
	case dutch.Win:
		if r.Opponent < 0 && r.Paired {
			return in.Points.PAB
		}
		return in.Points.Win
	}
	return in.Points.Draw
}

// DefaultAccel gives rounds 1 and 2 the acceleration bbpPairings applies
// to a Burstein tournament whose file sets none (no XXA or 250 lines, no
// Baku): in the pairing-number order, players get a win's points added
// until half of those who took part in round 1 have it (the players absent
// from round 1 among them get it too but do not count).
func DefaultAccel(in *dutch.Input) {
	if in.Played >= 2 {
		return
	}
	took := func(p *dutch.Player) bool {
		if in.Played == 0 {
			return !p.Absent
		}
		return p.Rounds[0].Paired
	}
	bound := 0
	for i := range in.Players {
		if took(&in.Players[i]) {
			bound++
		}
	}
	if bound <= 1 {
		return
	}
	for i := range in.Players {
		p := &in.Players[i]
		p.Accel = []int{in.Points.Win, in.Points.Win}[:in.Played+1]
		if took(p) {
			bound -= 2
			if bound <= 1 {
				break
			}
		}
	}
}

// Pair pairs the next round by the Burstein system, as bbpPairings does:
// pairs in publishing order (by the higher score of each pair), white (red)
// first; bye is the start number given the pairing-allocated bye, 0 for
// none. ErrNoPairing means the absolute criteria cannot all be met.
func Pair(in *dutch.Input) (pairs []dutch.Board, bye int, err error) {
	s := &state{in: in}
	if err := s.prepare(); err != nil {
		return nil, 0, err
	}
	return s.pair()
}

func (s *state) prepare() error {
	in := s.in
	s.ps = make([]pl, len(in.Players))
	adjusted := make([]int, len(in.Players))
	for i := range in.Players {
		P := &in.Players[i]
		if len(P.Rounds) != in.Played {
			return fmt.Errorf("player %d: %d rounds of history, want %d", P.ID, len(P.Rounds), in.Played)
		}
		p := &s.ps[i]
		p.idx, p.id, p.rank, p.rounds = i, P.ID, i, P.Rounds
		p.forbid = map[int]bool{}
		white, black, consec := 0, 0, 0
		repeated := dutch.NoColour
		for _, r := range P.Rounds {
			p.score += points(in, r)
			if r.Played {
				adjusted[i] += points(in, r)
				if r.Colour == dutch.White {
					white++
				} else {
					black++
				}
				if consec == 0 || r.Colour != repeated {
					consec = 1
				} else {
					consec++
				}
				repeated = r.Colour
				if r.Opponent >= 0 {
					p.forbid[r.Opponent] = true
				}
			} else {
				adjusted[i] += in.Points.Draw
			}
		}
		lower := dutch.White
		if white > black {
			lower = dutch.Black
			p.imbalance = white - black
		} else {
			p.imbalance = black - white
		}
		switch {
		case p.imbalance > 1:
			p.pref = lower
		case consec > 1:
			p.pref = invert(repeated)
		case p.imbalance > 0:
			p.pref = lower
		case consec > 0:
			p.pref = invert(repeated)
		}
		p.absPref = p.imbalance > 1 || consec > 1
		p.strong = !p.absPref && p.imbalance != 0
		p.acc = p.score
		if in.Played < len(P.Accel) {
			p.acc += P.Accel[in.Played]
		}
		adjusted[i] += p.acc - p.score
	}
	for _, f := range in.Forbidden {
		for _, a := range f {
			for _, b := range f {
				if a != b && a >= 0 && b >= 0 && a < len(s.ps) && b < len(s.ps) {
					s.ps[a].forbid[b] = true
				}
			}
		}
	}
	for i := range s.ps {
		p := &s.ps[i]
		p.metric = metric{score: p.acc, rank: p.rank}
		p.metric.sb, p.metric.buch, p.metric.median = s.index(p, adjusted)
	}
	return nil
}

func invert(c dutch.Colour) dutch.Colour {
	switch c {
	case dutch.White:
		return dutch.Black
	case dutch.Black:
		return dutch.White
	}
	return dutch.NoColour
}

// virtualOpponent is the score the virtual opponent of an unplayed round
// adds on top of the player's own score before it (C.04.4.2): the result
// reversed, a requested or forfeit win counting as the forfeit loss.
func (s *state) virtualOpponent(r dutch.Round) int {
	P := s.in.Points
	switch {
	case r.Outcome == dutch.Loss:
		return P.Win
	case r.Outcome == dutch.Draw:
		return P.Draw
	case r.Opponent < 0 && r.Paired && P.PAB < P.Win:
		if P.PAB < P.Draw {
			return P.Win
		}
		return P.Draw
	}
	return P.ForfeitLoss
}

// index computes the Sonneborn-Berger, Buchholz and median Buchholz of p
// (opponents' scores with unplayed games as draws; an unplayed game of p
// against a virtual opponent whose score is p's before the round, the
// result reversed, and draws in every round after).
func (s *state) index(p *pl, adjusted []int) (sb, buch, median int64) {
	in := s.in
	n := in.Played
	if n == 0 {
		return 0, 0, 0
	}
	virtual := (n-1)*in.Points.Draw + p.acc - p.score
	lo, hi := int64(-1), int64(0)
	for _, r := range p.rounds {
		pts := int64(points(in, r))
		var opp int64
		if r.Played {
			opp = int64(adjusted[r.Opponent])
		} else {
			opp = int64(virtual + s.virtualOpponent(r))
		}
		sb += opp * pts
		buch += opp
		if lo < 0 || opp < lo {
			lo = opp
		}
		hi = max(hi, opp)
		virtual += int(pts) - in.Points.Draw
	}
	if n > 2 {
		median = buch - lo - hi
	}
	return sb, buch, median
}

// The edge weight: compatible above same score group above due colours
// differ above a priority on the pairing player's edges, each unit larger
// than the most all the lower parts of a matching can add up to.
type weights struct{ colour, same, compat int64 }

func newWeights(n int) weights {
	var w weights
	w.colour = int64(n)*int64(n)/2 + int64(n) + 1
	w.same = w.colour * int64(n/2+1)
	w.compat = w.same * int64(n/2+1)
	return w
}

func compatiblePrefs(a, b dutch.Colour) bool {
	return a != b || a == dutch.NoColour || b == dutch.NoColour
}

func (s *state) edge(w weights, a, b *pl, same, dueColour bool) int64 {
	if a.forbid[b.idx] || (a.absPref && b.absPref && a.pref == b.pref) {
		return 0
	}
	x := w.compat
	if same {
		x += w.same
		if dueColour && compatiblePrefs(a.pref, b.pref) {
			x += w.colour
		}
	}
	return x
}

// eligibleForBye reports whether p may take the pairing-allocated bye: no
// earlier one and no forfeit win (an unplayed win from a pairing).
func eligibleForBye(p *pl) bool {
	for _, r := range p.rounds {
		if !r.Played && r.Paired && r.Outcome == dutch.Win {
			return false
		}
	}
	return true
}

var errOrder = errors.New("burstein: internal order broken")

// sortedPresent lists the players of the round by pairing score, then the
// index.
func (s *state) sortedPresent() []*pl {
	var sorted []*pl
	for i := range s.ps {
		if !s.in.Players[i].Absent {
			sorted = append(sorted, &s.ps[i])
		}
	}
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := sorted[i], sorted[j]
		if a.acc != b.acc {
			return a.acc > b.acc
		}
		return b.metric.less(a.metric)
	})
	return sorted
}

func (s *state) pair() ([]dutch.Board, int, error) {
	sorted := s.sortedPresent()
	if len(sorted) == 0 {
		return nil, 0, fmt.Errorf("no players to pair: %w", ErrNoPairing)
	}
	// The bye: the lowest-ranked eligible player (bbpPairings' choice, the
	// only one it tries). Where the others then cannot be paired, the next
	// eligible player up takes it instead, and where no bye makes the score
	// groups pairable, one matching over the whole field (the absolute
	// criteria only) pairs the round if any legal pairing exists.
	var byes []int
	if len(sorted)%2 == 1 {
		for k := len(sorted) - 1; k >= 0; k-- {
			if eligibleForBye(sorted[k]) {
				byes = append(byes, k)
			}
		}
		if len(byes) == 0 {
			return nil, 0, fmt.Errorf("no player may take the pairing-allocated bye: %w", ErrNoPairing)
		}
	}
	without := func(k int) []*pl {
		if k < 0 {
			return sorted
		}
		return append(sorted[:k:k], sorted[k+1:]...)
	}
	if byes == nil {
		byes = []int{-1}
	}
	var boards [][2]*pl
	var bye *pl
	var err error
	for _, k := range byes {
		if boards, err = s.match(without(k)); err == nil {
			if k >= 0 {
				bye = sorted[k]
			}
			break
		}
		if !errors.Is(err, ErrNoPairing) && !errors.Is(err, errOrder) {
			return nil, 0, err
		}
	}
	for _, k := range byes {
		if err == nil {
			break
		}
		var ok bool
		if boards, ok = s.anyLegal(without(k)); ok {
			err = nil
			if k >= 0 {
				bye = sorted[k]
			}
		}
	}
	if err != nil {
		return nil, 0, fmt.Errorf("the players cannot all be paired without a rematch or a clash of absolute colour preferences: %w", ErrNoPairing)
	}
	s.order(boards)
	out := make([]dutch.Board, len(boards))
	for i, b := range boards {
		out[i] = dutch.Board{White: b[0].id, Black: b[1].id}
	}
	byeID := 0
	if bye != nil {
		byeID = bye.id
	}
	return out, byeID, nil
}

// order sorts the boards as pairing programs publish them: by the higher
// score in each pair, then the lower one, then the higher player's pairing
// number (the higher player: more points, then the smaller pairing number).
func (s *state) order(boards [][2]*pl) {
	hiLo := func(b [2]*pl) (*pl, *pl) {
		x, y := b[0], b[1]
		if y.score > x.score || (y.score == x.score && y.rank < x.rank) {
			return y, x
		}
		return x, y
	}
	sort.SliceStable(boards, func(i, j int) bool {
		h0, l0 := hiLo(boards[i])
		h1, l1 := hiLo(boards[j])
		if h0.score != h1.score {
			return h0.score > h1.score
		}
		if l0.score != l1.score {
			return l0.score > l1.score
		}
		return h0.rank < h1.rank
	})
}
