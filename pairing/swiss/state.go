package swiss

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// Input is everything the pairing of one Swiss round depends on.
type Input struct {
	// Players are the stage's entrants in start-number order 序号 (by
	// rating, or drawn): the order that ranks players of equal score and
	// that round 1 splits. Late entries are simply players with no games.
	Players []scoring.Player
	// Rounds are the stage's earlier rounds, oldest first.
	Rounds []scoring.Round
	Table  scoring.Table
	// Options are the stage's Swiss settings (see ParseOptions).
	Options Options
	// Round is the number of the round to pair within the stage (1-based);
	// Total is the number of rounds the stage plans.
	Round, Total int
	// Number is the event-wide number the new round will have (Round.Number),
	// used for Player.Withdrawn; 0 means the last earlier round's number + 1.
	Number int
	// Seed drives the "random" first round.
	Seed int64

	// Fixed are pairings forced by the organiser, red first.
	Fixed []Fix
	// Byes are byes given by the organiser; no further bye is allocated
	// unless the rest of the field is odd.
	Byes []int
	// Exclude are players left out of this round (absent).
	Exclude []int
	// Requested are players who asked to sit this round out (the university staff event's
	// and FIDE's requested bye): not paired, recorded as HalfByes when
	// HalfBye is set (the table's half bye), else as absent (its zero
	// bye). They are not the pairing bye and do not stop one.
	Requested []int
	HalfBye   bool
	// AllowRematch lets Pair, when no legal pairing exists, pair with the
	// fewest rematches (then the usual order), each recorded in the
	// round's notes; it also lets a forced pair repeat a meeting.
	AllowRematch bool

	// dense makes the engine hold every pair of a bracket in its matching
	// rather than price most of them (the test oracle of the sparse mode).
	dense bool
}

// Fix is a pairing forced by the organiser: Red plays Black, Red has red.
type Fix struct{ Red, Black int }

// entrant is one player's state before the round.
type entrant struct {
	no    int
	pos   int // position in the start order, from 0
	club  string
	score scoring.Points

	sides  []scoring.Side // colours of games actually played, oldest first
	byRnd  []scoring.Side // colour per earlier round; NoSide when no game
	met    map[int]bool
	opps   []int // opponent per earlier round, 0 when none
	hadBye bool
	// float history: floated down (met a lower score, or had the bye) and up.
	down, up         int
	lastDown, lastUp bool
	floats           []int8 // per earlier round: +1 down, -1 up, 0 level
	cc               colourInfo
}

// diff is reds minus blacks over played games.
func (e *entrant) diff() int {
	d := 0
	for _, s := range e.sides {
		if s == scoring.Red {
			d++
		} else {
			d--
		}
	}
	return d
}

// lastTwo reports the side of the last two played games when they are the
// same, NoSide otherwise.
func (e *entrant) lastTwo() scoring.Side {
	n := len(e.sides)
	if n >= 2 && e.sides[n-1] == e.sides[n-2] {
		return e.sides[n-1]
	}
	return scoring.NoSide
}

// can reports whether e may take side s within the colour limits of
// docs/rules.md 5.3: no three equal colours in a row, difference at most 2.
func (e *entrant) can(s scoring.Side) bool {
	switch s {
	case scoring.Red:
		return e.colourCache().red
	case scoring.Black:
		return e.colourCache().black
	}
	return e.canSide(s)
}

func (e *entrant) canSide(s scoring.Side) bool {
	if e.lastTwo() == s {
		return false
	}
	d := e.diff()
	if s == scoring.Red {
		d++
	} else {
		d--
	}
	return d <= 2 && d >= -2
}

// due is the colour e should get next: the one it has had less of, or
// the opposite of its last colour; NoSide before any game.
func (e *entrant) due() scoring.Side { return e.colourCache().due }

func (e *entrant) dueSide() scoring.Side {
	switch d := e.diff(); {
	case d < 0:
		return scoring.Red
	case d > 0:
		return scoring.Black
	}
	if n := len(e.sides); n > 0 {
		return e.sides[n-1].Other()
	}
	return scoring.NoSide
}

// colourInfo is what can and due say of an entrant, computed once: the
// colour history does not change while a round is paired, and the engine
// asks for every pair it weighs.
type colourInfo struct {
	set, red, black bool
	due             scoring.Side
}

func (e *entrant) colourCache() *colourInfo {
	if !e.cc.set {
		e.cc = colourInfo{set: true, red: e.canSide(scoring.Red), black: e.canSide(scoring.Black), due: e.dueSide()}
	}
	return &e.cc
}

// colours prints a colour history as 红/黑 letters: "RBR-B" (- no game).
func (e *entrant) colours() string {
	var b strings.Builder
	for _, s := range e.byRnd {
		switch s {
		case scoring.Red:
			b.WriteByte('R')
		case scoring.Black:
			b.WriteByte('B')
		default:
			b.WriteByte('-')
		}
	}
	return b.String()
}

// floatText prints the float history: "D" down, "U" up, "." neither.
func (e *entrant) floatText() string {
	var b strings.Builder
	for _, f := range e.floats {
		switch f {
		case 1:
			b.WriteByte('D')
		case -1:
			b.WriteByte('U')
		default:
			b.WriteByte('.')
		}
	}
	return b.String()
}

// field is the state of the whole stage before the round.
type field struct {
	in        Input
	all       []*entrant // in start order
	byNo      map[int]*entrant
	number    int // event-wide number of the new round
	last      bool
	lastThree bool
	// byeSet restricts the bye to players of score byeScore (see pairBye).
	byeSet   bool
	byeScore scoring.Points
	// rematch lets players meet again (xqt pair --allow-rematch, after no
	// legal pairing was found): the fewest rematches come first.
	rematch bool
	// forbid and only restrict the pairs the look-ahead lets the engine
	// make (see ahead.go): forbidden pairs, and when only is not nil, the
	// only pairs allowed. Keys are start numbers, smaller first.
	forbid, only map[[2]int]bool
	noBye        map[int]bool       // players the look-ahead keeps from the bye
	failed       map[futureKey]bool // the look-ahead's states known not to complete
	budget       *int               // the look-ahead's search nodes left
}

// pairKey is the key of the pair a-b in forbid and only.
func pairKey(a, b *entrant) [2]int { return [2]int{min(a.no, b.no), max(a.no, b.no)} }

// allowed reports whether the look-ahead lets a and b meet.
func (f *field) allowed(a, b *entrant) bool {
	k := pairKey(a, b)
	return !f.forbid[k] && (f.only == nil || f.only[k])
}

func newField(in Input) (*field, error) {
	f := &field{in: in, byNo: map[int]*entrant{}}
	if in.Round < 1 {
		return nil, fmt.Errorf("round %d: rounds count from 1", in.Round)
	}
	f.number = in.Number
	if f.number == 0 {
		f.number = in.Round
		if n := len(in.Rounds); n > 0 {
			f.number = in.Rounds[n-1].Number + 1
		}
	}
	f.last = in.Total > 0 && in.Round >= in.Total
	f.lastThree = in.Total > 0 && in.Round > in.Total-3
	recs := scoring.Records(in.Players, in.Rounds, in.Table, scoring.Options{})
	for i, p := range in.Players {
		if _, dup := f.byNo[p.No]; dup {
			return nil, scoring.PlayerErrorf("%v is listed twice", scoring.PlayerNo(p.No))
		}
		e := &entrant{no: p.No, pos: i, club: strings.TrimSpace(p.Club), met: map[int]bool{}}
		f.byNo[p.No] = e
		f.all = append(f.all, e)
		rec := recs[p.No]
		for _, en := range rec.Entries {
			e.score += en.Points
			side := scoring.NoSide
			if en.Kind == scoring.KindPlayed || en.Kind == scoring.KindPending {
				side = en.Side
				e.sides = append(e.sides, en.Side)
			}
			e.byRnd = append(e.byRnd, side)
			opp := 0
			if en.Kind.Paired() && en.Opponent != 0 {
				e.met[en.Opponent] = true
				opp = en.Opponent
			}
			e.opps = append(e.opps, opp)
			if en.Kind == scoring.KindBye {
				e.hadBye = true
			}
		}
	}
	// Floats need every player's score before each round.
	before := make(map[int]scoring.Points, len(f.all))
	for i := range in.Rounds {
		next := make(map[int]scoring.Points, len(f.all))
		for _, e := range f.all {
			en := recs[e.no].Entries[i]
			var fl int8
			switch {
			case en.Kind == scoring.KindBye:
				fl = 1
			case en.Kind.Paired() && en.Opponent != 0:
				if _, ok := f.byNo[en.Opponent]; ok {
					a, b := before[e.no], before[en.Opponent]
					if a > b {
						fl = 1
					} else if a < b {
						fl = -1
					}
				}
			}
			e.floats = append(e.floats, fl)
			e.lastDown, e.lastUp = fl == 1, fl == -1
			if fl == 1 {
				e.down++
			} else if fl == -1 {
				e.up++
			}
			next[e.no] = before[e.no] + en.Points
		}
		before = next
	}
	return f, nil
}

// active reports whether player no is to be paired in the new round.
func (f *field) withdrawn(p scoring.Player) bool {
	return p.Withdrawn > 0 && p.Withdrawn <= f.number
}

// sameClub reports whether the club rule keeps a and b apart this round.
func (f *field) sameClub(a, b *entrant) bool {
	switch f.in.Options.AvoidClub {
	case "all":
	case "first":
		if f.in.Round != 1 {
			return false
		}
	default:
		return false
	}
	return a.club != "" && a.club == b.club
}
