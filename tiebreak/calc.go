package tiebreak

import (
	"github.com/xiangqi-org/xqt/scoring"
)

// calc holds what every criterion needs, computed once per Compute.
type calc struct {
	in      Input
	t       scoring.Table
	nos     []int       // start numbers, by player index
	idx     map[int]int // start number -> index
	recs    []*scoring.Record
	totals  []scoring.Points
	nr      int // rounds counted
	planned int // rounds planned, for FIDE's bye cap
	rr      bool
	policy  Policy // the event's policy, resolved

	lowest, lowestNonZero scoring.Points

	oppCache map[Policy][]Value
	aobBH    map[Policy][]Value // Buchholz of every player, for AOB
	fbOwn    []scoring.Points   // totals with the last round drawn, for FB
	fbOpp    map[Policy][]Value
	places   []int                   // place after the previous round, for last-place
	gameIdx  []map[int]*scoring.Game // per round: start number -> game
}

func newCalc(in Input, recs map[int]*scoring.Record, policy Policy) *calc {
	c := &calc{in: in, t: in.Table, idx: make(map[int]int, len(in.Players)), nr: len(in.Rounds),
		planned: in.PlannedRounds, rr: in.RoundRobin, policy: policy, oppCache: map[Policy][]Value{}}
	if c.planned < c.nr {
		c.planned = c.nr
	}
	for i, p := range in.Players {
		c.nos = append(c.nos, p.No)
		c.idx[p.No] = i
		c.recs = append(c.recs, recs[p.No])
		c.totals = append(c.totals, recs[p.No].Total)
	}
	for i, t := range c.totals {
		if i == 0 || t < c.lowest {
			c.lowest = t
		}
		if t > 0 && (c.lowestNonZero == 0 || t < c.lowestNonZero) {
			c.lowestNonZero = t
		}
	}
	return c
}

// pol returns the policy a criterion uses: its own modifier or the event's.
func (c *calc) pol(m mods) Policy {
	if m.policy != "" {
		return m.policy
	}
	return c.policy
}

func (c *calc) opp(p Policy) []Value {
	if v, ok := c.oppCache[p]; ok {
		return v
	}
	v := c.oppScores(p, c.totals)
	c.oppCache[p] = v
	return v
}

func (c *calc) entries(i int) []scoring.Entry { return c.recs[i].Entries[:c.nr] }

func (c *calc) player(i int) *scoring.Player { return &c.in.Players[i] }

// games returns the game of player i in round r (nil for byes and
// absences), found in the input rounds, and whether i is red in it.
func (c *calc) game(i, r int) (*scoring.Game, bool) {
	if c.gameIdx == nil {
		c.gameIdx = make([]map[int]*scoring.Game, c.nr)
		for k := range c.gameIdx {
			rd := &c.in.Rounds[k]
			m := make(map[int]*scoring.Game, 2*len(rd.Games))
			for gi := range rd.Games {
				g := &rd.Games[gi]
				m[g.Red], m[g.Black] = g, g
			}
			c.gameIdx[k] = m
		}
	}
	no := c.nos[i]
	g := c.gameIdx[r][no]
	return g, g != nil && g.Red == no
}
