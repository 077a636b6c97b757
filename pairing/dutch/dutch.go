package dutch

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/xiangqi-org/xqt/pairing/match"
)

type floatDir int8

const (
	floatDown floatDir = iota
	floatUp
	floatNone
)

// pl is the per-player data the criteria read.
type pl struct {
	idx       int // index in Input.Players
	id        int
	rank      int // effective pairing number, 0-based
	score     int // score without acceleration
	acc       int // score with acceleration (the pairing score)
	pref      Colour
	repeated  Colour // colour played twice in a row as last games, else none
	imbalance int
	strong    bool
	played    int // games played over the board
	eligible  bool
	forbid    map[int]bool
	rounds    []Round
	accel     []int
}

func (p *pl) absImbalance() bool { return p.imbalance > 1 }
func (p *pl) absPref() bool      { return p.imbalance > 1 || p.repeated != NoColour }

type state struct {
	in      *Input
	ps      []pl // by Input.Players index
	sorted  []*pl
	topThr  int
	lastRnd bool
	// work is what the matchings of match cost, s1 how the opponents of
	// S1 players were chosen (tests read them).
	work match.Work
	s1   s1Choices
}

// scoreBack is the accelerated score the player had `back` rounds ago.
func (s *state) scoreBack(p *pl, back int) int {
	score := p.score
	r := s.in.Played
	for ; back > 0; back-- {
		r--
		score -= s.in.points(p.rounds[r])
	}
	if r < len(p.accel) {
		score += p.accel[r]
	}
	return score
}

func (s *state) float(p *pl, back int) floatDir {
	m := p.rounds[s.in.Played-back]
	if !m.Played {
		if s.in.points(m) > s.in.Points.Loss {
			return floatDown
		}
		return floatNone
	}
	ps := s.scoreBack(p, back)
	os := ps
	if m.Opponent >= 0 {
		os = s.scoreBack(&s.ps[m.Opponent], back)
	}
	switch {
	case ps > os:
		return floatDown
	case ps < os:
		return floatUp
	}
	return floatNone
}

func compatiblePrefs(a, b Colour) bool { return a != b || a == NoColour || b == NoColour }

// compatible reports whether the two may meet under C1 and C3.
func (s *state) compatible(a, b *pl) bool {
	return !a.forbid[b.idx] && s.coloursAllow(a, b)
}

// coloursAllow reports whether the two may meet under C3.
func (s *state) coloursAllow(a, b *pl) bool {
	return !a.absPref() || !b.absPref() || a.pref != b.pref ||
		(s.lastRnd && (a.acc > s.topThr || b.acc > s.topThr))
}

// Pair pairs the next round of a Swiss event by the FIDE Dutch system
// (C.04.3, rules from 1 February 2026), reproducing the reference engine
// bbpPairings: pairs come in the order pairing programs publish them (by
// the higher score in each pair), white (red) first; bye is the start
// number given the pairing-allocated bye, 0 for none. ErrNoPairing means
// the absolute criteria cannot all be met.
//
// The pairing-allocated bye is a hard constraint (C2): a player who already
// had one, or scored a win's points without playing (a forfeit win, a
// requested full-point bye), never gets it.
func Pair(in *Input) (pairs []Board, bye int, err error) { return pair(in, true) }

// pair pairs with the sparse matching (the engine) or the dense one (every
// pair in the matching from the start: the test oracle).
func pair(in *Input, sparse bool) (pairs []Board, bye int, err error) {
	s := &state{in: in}
	if err := s.prepare(); err != nil {
		return nil, 0, err
	}
	mate, err := s.match(sparse)
	if err != nil {
		return nil, 0, err
	}
	return s.output(mate)
}

func (s *state) prepare() error {
	in := s.in
	s.ps = make([]pl, len(in.Players))
	for i := range in.Players {
		P := &in.Players[i]
		if len(P.Rounds) != in.Played {
			return fmt.Errorf("player %d: %d rounds of history, want %d", P.ID, len(P.Rounds), in.Played)
		}
		p := &s.ps[i]
		p.idx, p.id, p.rank = i, P.ID, i
		p.rounds = P.Rounds
		p.accel = P.Accel
		p.eligible = true
		p.forbid = map[int]bool{}
		white, black, consec := 0, 0, 0
		for _, r := range P.Rounds {
			p.score += in.points(r)
			if r.Played {
				p.played++
				if r.Colour == White {
					white++
				} else {
					black++
				}
				if consec == 0 || r.Colour != p.repeated {
					consec = 1
				} else {
					consec++
				}
				p.repeated = r.Colour
				if r.Opponent >= 0 {
					p.forbid[r.Opponent] = true
				}
			}
			// C2: no pairing-allocated bye after one already, nor after
			// scoring a win's points without playing (a forfeit win, a
			// requested full-point bye).
			if !r.Played && ((r.Paired && r.Opponent < 0) || in.points(r) >= in.Points.Win) {
				p.eligible = false
			}
		}
		lower := White
		if white > black {
			lower = Black
			p.imbalance = white - black
		} else {
			p.imbalance = black - white
		}
		switch {
		case p.imbalance > 1:
			p.pref = lower
		case consec > 1:
			p.pref = p.repeated.invert()
		case p.imbalance > 0:
			p.pref = lower
		case consec > 0:
			p.pref = p.repeated.invert()
		}
		if consec <= 1 {
			p.repeated = NoColour
		}
		p.strong = !p.absPref() && p.imbalance != 0
		p.acc = p.score
		if in.Played < len(p.accel) {
			p.acc += p.accel[in.Played]
		}
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
		if !in.Players[i].Absent {
			s.sorted = append(s.sorted, &s.ps[i])
		}
	}
	sort.SliceStable(s.sorted, func(i, j int) bool {
		a, b := s.sorted[i], s.sorted[j]
		if a.acc != b.acc {
			return a.acc > b.acc
		}
		return a.rank < b.rank
	})
	s.topThr = in.Played * max(in.Points.Win, in.Points.Draw) / 2
	s.lastRnd = in.Played >= in.TotalRounds-1
	if len(s.sorted) == 0 {
		return fmt.Errorf("no players to pair: %w", ErrNoPairing)
	}
	return nil
}

func bitsFor(x int) int { return bits.Len(uint(x)) }

// layout is the bit position of every criterion field in an edge weight,
// most significant first, in the order of the quality criteria.
type layout struct {
	sgBits, sgs         int
	pTop                int
	pCurPairs, pCurSc   int
	pNextPairs, pNextSc int
	pUnplayed           int
	pColour             [4]int
	pDown, pUp          [3]int // index 1: previous round, 2: two rounds before
	pDownSc, pUpSc      [3]int
	total               int // bits of the largest edge weight
	words               int
}

func newLayout(sgBits, sgs, played int) *layout {
	L := &layout{sgBits: sgBits, sgs: sgs}
	// Widths in the order the fields are appended (each one shifts the
	// fields before it up).
	type f struct {
		width int
		pos   *int
	}
	var fs []f
	add := func(w int, p *int) { fs = append(fs, f{w, p}) }
	add(sgBits, &L.pCurPairs)
	add(sgs, &L.pCurSc)
	add(sgBits, &L.pNextPairs)
	add(sgs, &L.pNextSc)
	add(2*sgBits, &L.pUnplayed)
	for i := range 4 {
		add(sgBits, &L.pColour[i])
	}
	dummy := 0
	if played >= 1 {
		add(sgBits, &L.pDown[1])
		add(sgBits, &L.pUp[1])
	}
	if played > 1 {
		add(sgBits, &L.pDown[2])
		add(sgBits, &L.pUp[2])
	}
	if played >= 1 {
		add(sgs, &L.pDownSc[1])
		add(sgs, &L.pUpSc[1])
	}
	if played > 1 {
		add(sgs, &L.pDownSc[2])
		add(sgs, &L.pUpSc[2])
	}
	add(sgBits, &dummy)
	add(sgBits, &dummy)
	add(sgBits, &dummy)
	add(1, &dummy)
	total := 0
	for _, x := range fs {
		total += x.width
	}
	pos := total
	for _, x := range fs {
		pos -= x.width
		*x.pos = pos
	}
	L.pTop = total
	L.total = total + 2
	L.words = (L.total + 1 + 16 + 63) / 64
	return L
}

// wAddAt adds v << pos to d.
func wAddAt(d []uint64, v uint64, pos int) {
	if v == 0 {
		return
	}
	i, sh := pos/64, uint(pos%64)
	lo := v << sh
	var hi uint64
	if sh > 0 {
		hi = v >> (64 - sh)
	}
	var c uint64
	d[i], c = bits.Add64(d[i], lo, 0)
	for j := i + 1; j < len(d) && (c != 0 || hi != 0); j++ {
		d[j], c = bits.Add64(d[j], hi, c)
		hi = 0
	}
}

// wSubSmall subtracts v from d.
func wSubSmall(d []uint64, v uint64) {
	var c uint64
	d[0], c = bits.Sub64(d[0], v, 0)
	for j := 1; j < len(d) && c != 0; j++ {
		d[j], c = bits.Sub64(d[j], 0, c)
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
