package pairing

import (
	"fmt"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// teamLeague is n teams of 4 players (team t has players 4(t-1)+1..4t)
// and one substitute each (numbered from 100), playing a team stage of
// system sys on 4 boards.
func teamLeague(n int, sys scoring.System, rounds int) *scoring.Event {
	ev := &scoring.Event{Name: "league", Points: scoring.Symmetric("cxa2011", scoring.P(2), scoring.P(1), 0)}
	for t := 1; t <= n; t++ {
		tm := scoring.Team{No: t, Name: fmt.Sprintf("T%d", t)}
		for b := 1; b <= 4; b++ {
			no := 4*(t-1) + b
			ev.Players = append(ev.Players, scoring.Player{No: no, Name: fmt.Sprintf("P%d", no), Rating: 2000 - 10*no})
			tm.Members = append(tm.Members, no)
		}
		ev.Players = append(ev.Players, scoring.Player{No: 100 + t, Name: fmt.Sprintf("S%d", t)})
		tm.Subs = []int{100 + t}
		ev.Teams = append(ev.Teams, tm)
	}
	ev.Stages = []scoring.Stage{{ID: "main", System: sys, Cycles: 1, Rounds: rounds, Teams: true, Boards: 4}}
	return ev
}

// play pairs the next round and gives every board result f(board).
func play(t *testing.T, ev *scoring.Event, f func(g scoring.Game) scoring.Result) scoring.Round {
	t.Helper()
	res, err := PairStage(&Request{Event: ev, NewSeed: func() int64 { return 7 }})
	if err != nil {
		t.Fatalf("round %d: %v", len(ev.Rounds)+1, err)
	}
	for i := range res.Round.Games {
		res.Round.Games[i].Result = f(res.Round.Games[i])
	}
	ev.Rounds = append(ev.Rounds, res.Round)
	return res.Round
}

func TestTeamRoundRobin(t *testing.T) {
	ev := teamLeague(6, scoring.RoundRobin, 0)
	met := map[[2]int]int{}
	for k := 1; k <= 5; k++ {
		r := play(t, ev, func(scoring.Game) scoring.Result { return scoring.Draw })
		if len(r.Matches) != 3 || len(r.Games) != 12 {
			t.Fatalf("round %d: %d matches, %d boards; want 3 and 12", k, len(r.Matches), len(r.Games))
		}
		for _, m := range r.Matches {
			met[[2]int{min(m.Red, m.Black), max(m.Red, m.Black)}]++
			for _, g := range r.MatchBoards(m.Number) {
				// 13.2: the first team red on odd boards, black on even.
				want := m.Red
				if g.TeamBoard%2 == 0 {
					want = m.Black
				}
				if got := ev.TeamOf(g.Red); got != want {
					t.Errorf("round %d, match %d, board %d: red is of team %d, want %d", k, m.Number, g.TeamBoard, got, want)
				}
				// 分台定人: board k is each team's k-th member.
				if ev.FindTeam(ev.TeamOf(g.Red)).Members[g.TeamBoard-1] != g.Red {
					t.Errorf("round %d, board %d: player %d is not on their registered board", k, g.TeamBoard, g.Red)
				}
			}
		}
	}
	if len(met) != 15 {
		t.Errorf("%d pairs of teams met, want all 15", len(met))
	}
	for p, n := range met {
		if n != 1 {
			t.Errorf("teams %v met %d times", p, n)
		}
	}
	if _, err := PairStage(&Request{Event: ev}); err == nil {
		t.Error("a sixth round of a 6-team round robin: want the stage complete")
	}
}

func TestTeamSwissPairsByMatchPoints(t *testing.T) {
	for _, engine := range []string{"", "dutch"} {
		t.Run("swiss "+engine, func(t *testing.T) {
			ev := teamLeague(8, scoring.Swiss, 3)
			if engine != "" {
				ev.Stages[0].Options = map[string]string{"swiss": engine}
			}
			// the team listed first wins every board it is red on and
			// draws the others: 2+1+2+1 = 6 to 2, the match won.
			first := func(g scoring.Game) scoring.Result {
				if g.TeamBoard%2 == 1 {
					return scoring.RedWins
				}
				return scoring.Draw
			}
			r1 := play(t, ev, first)
			winners := map[int]bool{}
			for _, m := range r1.Matches {
				winners[m.Red] = true
			}
			r2 := play(t, ev, first)
			for _, m := range r2.Matches {
				if winners[m.Red] != winners[m.Black] {
					t.Errorf("round 2: team %d (won round 1: %v) meets team %d (%v): teams pair by match points", m.Red, winners[m.Red], m.Black, winners[m.Black])
				}
			}
			seen := map[[2]int]bool{}
			for _, r := range ev.Rounds {
				for _, m := range r.Matches {
					k := [2]int{min(m.Red, m.Black), max(m.Red, m.Black)}
					if seen[k] {
						t.Errorf("teams %v meet twice", k)
					}
					seen[k] = true
				}
			}
		})
	}
}

func TestTeamWithdrawalMidEvent(t *testing.T) {
	ev := teamLeague(4, scoring.RoundRobin, 0)
	ev.Stages[0].Lineup = scoring.LineupSubstitute
	play(t, ev, func(scoring.Game) scoring.Result { return scoring.Draw })
	ev.Player(2).Withdrawn = 2 // T1's board 2 leaves after round 1
	r := play(t, ev, func(scoring.Game) scoring.Result { return scoring.Draw })
	subPlays := false
	for _, g := range r.Games {
		subPlays = subPlays || g.Red == 101 || g.Black == 101
		if g.Red == 2 || g.Black == 2 {
			t.Errorf("the withdrawn player is paired on board %d", g.Board)
		}
		// 12.2 (台次顺序不能前后颠倒): boards 3 and 4 move up, the substitute
		// comes in on the last board
		if (g.Red == 101 || g.Black == 101) && g.TeamBoard != 4 {
			t.Errorf("the substitute plays board %d, want board 4 (分台换人 12.2)", g.TeamBoard)
		}
	}
	if !subPlays {
		t.Error("the substitute does not play in round 2")
	}
}

// TestCheckBoardOrder: xqt check refuses a team match whose boards break
// 12.2 (台次顺序不能前后颠倒): T1's boards 2 and 4 swapped, 1-4-3-2, is
// refused, and 1-3-4-5 (the substitute on the last board) accepted.
func TestCheckBoardOrder(t *testing.T) {
	ev := teamLeague(4, scoring.RoundRobin, 0)
	st := &ev.Stages[0]
	st.Lineup = scoring.LineupSubstitute
	sys, err := For(st)
	if err != nil {
		t.Fatal(err)
	}
	r := play(t, ev, func(scoring.Game) scoring.Result { return scoring.NoResult })
	if errs := sys.Check(ev, st, nil, r); len(errs) != 0 {
		t.Fatalf("the round as paired: %v", errs)
	}
	// T1's players on the boards of its match, board by board
	m := r.Matches[0]
	for _, tc := range []struct {
		players []int
		ok      bool
	}{{[]int{1, 4, 3, 2}, false}, {[]int{1, 3, 4, 101}, true}, {[]int{1, 101, 3, 4}, false}} {
		c := r
		c.Games = append([]scoring.Game(nil), r.Games...)
		k := 0
		for i := range c.Games {
			g := &c.Games[i]
			if g.Match != m.Number {
				continue
			}
			if ev.TeamOf(g.Red) == 1 {
				g.Red = tc.players[k]
			} else {
				g.Black = tc.players[k]
			}
			k++
		}
		ev.Rounds[0] = c
		errs := sys.Check(ev, st, nil, c)
		if (len(errs) == 0) != tc.ok {
			t.Errorf("T1 on boards %v: got %v, want ok=%v", tc.players, errs, tc.ok)
		}
	}
}

// TestTeamEventPoints: the whole event seen as teams (advancing, final
// places) scores as the team standings do (14.2): four boards at 3-1-0,
// board 1 of each match won by red (the first team's player), the others
// drawn. The first team: game points 3+1+1+1 = 6, the second 0+1+1+1 = 3
// (at 2/1/0 they would be 5 and 3); match points 2 and 0, not 3 and 0.
func TestTeamEventPoints(t *testing.T) {
	ev := teamLeague(4, scoring.RoundRobin, 0)
	ev.Points = scoring.Symmetric("3-1-0", scoring.P(3), scoring.P(1), 0)
	r := play(t, ev, func(g scoring.Game) scoring.Result {
		if g.TeamBoard == 1 {
			return scoring.RedWins
		}
		return scoring.Draw
	})
	tev := TeamEvent(ev)
	ts := tev.Stage("main")
	s, err := tiebreak.Compute(tiebreak.StageInput(tev, ts, tev.StageRounds("main")))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.Matches {
		for _, tc := range []struct {
			team   int
			points scoring.Points
			games  scoring.Points
		}{{m.Red, scoring.P(2), scoring.P(6)}, {m.Black, 0, scoring.P(3)}} {
			e := s.Records[tc.team].Entries[0]
			if e.Points != tc.points || e.GamePoints != tc.games {
				t.Errorf("team %d: match points %s, game points %s; want %s and %s", tc.team, e.Points, e.GamePoints, tc.points, tc.games)
			}
		}
	}
	if len(ev.Stages[0].Options) != 0 {
		t.Errorf("the team stage's options changed: %v", ev.Stages[0].Options)
	}
}

// TestCheckMatchPoints: a hand-edited match-points option no table reads is
// reported by xqt check (the standings would fall back to 14.2's 2/1/0).
func TestCheckMatchPoints(t *testing.T) {
	ev := teamLeague(4, scoring.RoundRobin, 0)
	st := &ev.Stages[0]
	r := play(t, ev, func(scoring.Game) scoring.Result { return scoring.Draw })
	sys, err := For(st)
	if err != nil {
		t.Fatal(err)
	}
	st.Options = map[string]string{scoring.MatchPointsOption: "4-4"}
	errs := sys.Check(ev, st, nil, r)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), `match points "4-4"`) {
		t.Errorf("got %v, want one error naming the option", errs)
	}
	st.Options[scoring.MatchPointsOption] = "3-1-0"
	if errs := sys.Check(ev, st, nil, r); len(errs) != 0 {
		t.Errorf("match-points 3-1-0: %v", errs)
	}
}
