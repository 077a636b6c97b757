package dutch

import (
	"slices"
	"testing"

	"github.com/xiangqi-org/xqt/pairing/match"
)

// roundOneWork returns the matching work of pairing round 1 of n
// players, absent of them absent (every 7th from the second).
func roundOneWork(t *testing.T, n, absent int) match.Work {
	t.Helper()
	in := &Input{TotalRounds: 9, Points: Points{Win: 10, Draw: 5, PAB: 10}, InitialColour: White}
	for i := range n {
		in.Players = append(in.Players, Player{ID: i + 1})
	}
	for i := range absent {
		in.Players[1+7*i].Absent = true
	}
	s := &state{in: in}
	if err := s.prepare(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.match(true); err != nil {
		t.Fatal(err)
	}
	return s.work
}

// TestRoundOneByeWork guards the re-solve of round 1 with a bye: the
// remainder's weights change for every pair at once, and the only vertex
// whose dual survives is the bye vertex, with its light edges. Freed
// vertices whose duals were set from it alone (the first start of
// match's repair) made the round cost 10 to 200 times the work of an
// even field (400 players: 5.3 million labelled vertices moved against
// 100,000; 5000 players took minutes); with the second start an odd
// field costs no more than an even one. The work is counted (dual moves
// and the labelled vertices they move), not timed.
func TestRoundOneByeWork(t *testing.T) {
	even := roundOneWork(t, 400, 0)
	for _, c := range []struct {
		name      string
		n, absent int
	}{{"401 players, a bye", 401, 0}, {"402 players, one requested bye, a bye", 402, 1}, {"404 players, three requested byes, a bye", 404, 3}} {
		odd := roundOneWork(t, c.n, c.absent)
		t.Logf("%s: %d dual moves moving %d (400 players: %d, %d)", c.name, odd.Moves, odd.Moved, even.Moves, even.Moved)
		if odd.Moved > 2*even.Moved {
			t.Errorf("%s: the dual moves moved %d labelled vertices and blossoms, want at most twice the %d of 400 players", c.name, odd.Moved, even.Moved)
		}
		if odd.Starts == 0 {
			t.Errorf("%s: no re-solve started from the halves of the largest edges; the remainder's re-solve should", c.name)
		}
	}
}

// TestS1OpponentsForced guards the choice of S1's opponents without a
// solve (bracket.forced): in round 3 of a 400-player event from the model
// of bbpPairings' generator, most S1 players' opponents are read from the
// matching as it is or after a swap, both ways occur, and the pairing is
// the dense engine's, which solves for every one of them.
func TestS1OpponentsForced(t *testing.T) {
	e := newGenEvent(lilaLike(400), 1)
	for r := range 2 {
		absent := e.prepare(r)
		pairs, bye, err := Pair(e.in)
		if err != nil {
			t.Fatal(err)
		}
		e.record(pairs, bye, absent)
	}
	e.prepare(2)
	s := &state{in: e.in}
	if err := s.prepare(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.match(true); err != nil {
		t.Fatal(err)
	}
	c := s.s1
	t.Logf("S1 opponents: %d kept, %d swapped, %d solved", c.Kept, c.Swapped, c.Solved)
	if c.Kept == 0 || c.Swapped == 0 || c.Kept+c.Swapped < 2*c.Solved {
		t.Errorf("S1 opponents: %d kept, %d swapped, %d solved; want both ways used and at least two thirds without a solve", c.Kept, c.Swapped, c.Solved)
	}
	sp, sb, serr := pair(e.in, true)
	dp, db, derr := pair(e.in, false)
	if serr != nil || derr != nil || !slices.Equal(sp, dp) || sb != db {
		t.Errorf("sparse %v %d (%v), dense %v %d (%v)", sp, sb, serr, dp, db, derr)
	}
}
