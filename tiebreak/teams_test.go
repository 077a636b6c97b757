package tiebreak

import (
	"slices"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// teamRR is a team event of four teams of two (A 1,2; B 3,4; C 5,6; D
// 7,8) on two boards, three rounds, each match given as the outcomes of
// its boards for the team listed first ("W", "D", "L"):
//
//	R1 A-B W L  (2-2, drawn)    C-D W L (2-2, drawn)
//	R2 A-C W W  (4-0, A)        B-D D D (2-2, drawn; D a foul on board 1)
//	R3 A-D D L  (1-3, D)        B-C W D (3-1, B)
//
// By hand, at 2/1/0 for matches and boards:
//
//	team  match pts  game pts  board wins  matches won  opponents' match pts  fouls
//	A     1+2+0 = 3  2+4+1 = 7 1+2+0 = 3   1            B4+C1+D4 = 9         0
//	B     1+1+2 = 4  2+2+3 = 7 1+0+1 = 2   1            A3+C1+D4 = 8         0
//	C     1+0+0 = 1  2+0+1 = 3 1+0+0 = 1   0            A3+B4+D4 = 11        0
//	D     1+1+2 = 4  2+2+3 = 7 1+0+1 = 2   1            A3+B4+C1 = 8         1
//
// B and D are level on match points, game points, board wins and their
// drawn match (direct 1-1): D's foul puts B first.
func teamRR(sys scoring.System, preset string) *scoring.Event {
	ev := &scoring.Event{Points: scoring.Symmetric("cxa2011", scoring.P(2), scoring.P(1), 0)}
	for no := 1; no <= 8; no++ {
		ev.Players = append(ev.Players, scoring.Player{No: no, Name: string(rune('a' + no - 1))})
	}
	for t := 1; t <= 4; t++ {
		ev.Teams = append(ev.Teams, scoring.Team{No: t, Name: string(rune('A' + t - 1)), Members: []int{2*t - 1, 2 * t}})
	}
	ev.Stages = []scoring.Stage{{ID: "main", System: sys, Cycles: 1, Rounds: 3, Teams: true, Boards: 2, Tiebreaks: []string{preset}}}
	addTeamRounds(ev, [][]teamMatch{
		{{1, 2, "WL"}, {3, 4, "WL"}},
		{{1, 3, "WW"}, {2, 4, "DD"}},
		{{1, 4, "DL"}, {2, 3, "WD"}},
	})
	// D (players 7, 8) a foul on board 1 of round 2 (B-D: B red on board 1, so D's player is black).
	ev.Rounds[1].Games[2].BlackFouls = 1
	return ev
}

func TestTeamPresets(t *testing.T) {
	tests := []struct {
		name, preset string
		sys          scoring.System
		// team, match points, then the preset's criteria, in place order
		want [][]int64
	}{
		// 15.3: match points, game points, board wins, direct, fouls.
		{"15.3 round robin", "cxa-team-rr", scoring.RoundRobin, [][]int64{
			{2, 4, 7, 2, 1, 0}, {4, 4, 7, 2, 1, 1}, {1, 3, 7, 3, 0, 0}, {3, 1, 3, 1, 0, 0}}},
		// 15.4: match points, opponents' match points, game points, matches won, fouls.
		{"15.4 Swiss", "cxa-team-swiss", scoring.Swiss, [][]int64{
			{2, 4, 8, 7, 1, 0}, {4, 4, 8, 7, 1, 1}, {1, 3, 9, 7, 1, 0}, {3, 1, 11, 3, 0, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := teamRR(tc.sys, tc.preset)
			st := &ev.Stages[0]
			s, err := Compute(TeamInput(ev, st, ev.Rounds))
			if err != nil {
				t.Fatal(err)
			}
			for i, row := range s.Rows {
				got := []int64{int64(row.No), int64(row.Points / scoring.Unit)}
				for _, v := range row.Values {
					got = append(got, v.Num/v.Den)
				}
				want := tc.want[i]
				if row.Place != i+1 || len(got) != len(want) {
					t.Fatalf("place %d: got place %d, %v; want %v", i+1, row.Place, got, want)
				}
				for k := range want {
					// direct (column 5 of 15.3) is only compared for the tied B and D
					if tc.preset == "cxa-team-rr" && k == 4 && i >= 2 {
						continue
					}
					if got[k] != want[k] {
						t.Errorf("place %d: got %v, want %v", i+1, got, want)
						break
					}
				}
			}
		})
	}
}

// ind builds individual standings from places and fouls, player numbers
// from 1.
func ind(places []int, fouls map[int]int) *Standings {
	s := &Standings{Records: map[int]*scoring.Record{}}
	for i, p := range places {
		no := i + 1
		s.Rows = append(s.Rows, Row{No: no, Place: p})
		s.Records[no] = &scoring.Record{No: no, Entries: []scoring.Entry{{Fouls: fouls[no]}}}
	}
	return s
}

func TestTeamTotals(t *testing.T) {
	tests := []struct {
		name   string
		places []int // of players 1, 2, ...
		fouls  map[int]int
		teams  [][]int
		want   []int // team numbers in place order
		shared bool  // the last two share their place
		count  int   // members counted (0: all)
	}{
		// sums 1+6 = 7, 2+5 = 7, 3+4 = 7: the best member decides.
		{"best place", []int{1, 2, 3, 4, 5, 6}, nil, [][]int{{1, 6}, {2, 5}, {3, 4}}, []int{1, 2, 3}, false, 0},
		// T1 {2, 4} = 6, T2 {1, 5} = 6 (best 1: ahead of T1), T3 {3} with
		// its missing member counted below everyone (5 players: place 6):
		// 3+6 = 9, last.
		{"lower sum", []int{1, 2, 3, 4, 5}, nil, [][]int{{2, 4}, {1, 5}, {3}}, []int{2, 1, 3}, false, 0},
		// T1 {1, 5, 6} = 12, T2 {1=, 3, 8} = 12: best 1 both, second 5 vs 3: T2.
		{"second best", []int{1, 1, 3, 4, 5, 6, 7, 8}, nil, [][]int{{1, 5, 6}, {2, 3, 8}}, []int{2, 1}, false, 0},
		// equal places, a foul puts T1 second.
		{"fouls", []int{1, 1, 3, 3}, map[int]int{1: 1}, [][]int{{1, 3}, {2, 4}}, []int{2, 1}, false, 0},
		{"shared", []int{1, 1, 3, 3}, nil, [][]int{{1, 3}, {2, 4}}, []int{1, 2}, true, 0},
		// counting the two best of each team: T1 {1, 4} = 5 (its 6th-placed
		// substitute left out), T3 {2, 3} = 5 but best 2, T2 {5} and a
		// missing 7th = 12. All three (count 0) would give T1 1+4+6 = 11,
		// T3 2+3+7 = 12: the same order, so the case below tells them apart.
		{"best two", []int{1, 2, 3, 4, 5, 6}, nil, [][]int{{1, 4, 6}, {5}, {2, 3}}, []int{1, 3, 2}, false, 2},
		// count 2: T2 {2, 4} = 6 first, T1 {1, 6} = 7 (its 7th left out),
		// T3 {3, 5} = 8; counting all (a missing third is 8th): T1
		// 1+6+7 = 14 and T2 2+4+8 = 14, T1's best 1 ahead, T3 3+5+8 = 16.
		{"substitute left out", []int{1, 2, 3, 4, 5, 6, 7}, nil, [][]int{{1, 6, 7}, {2, 4}, {3, 5}}, []int{2, 1, 3}, false, 2},
		{"substitute counted", []int{1, 2, 3, 4, 5, 6, 7}, nil, [][]int{{1, 6, 7}, {2, 4}, {3, 5}}, []int{1, 2, 3}, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var teams []scoring.Team
			for i, m := range tc.teams {
				teams = append(teams, scoring.Team{No: i + 1, Members: m})
			}
			s := TeamTotals(ind(tc.places, tc.fouls), teams, tc.count)
			for i, row := range s.Rows {
				if row.No != tc.want[i] {
					t.Fatalf("order %v, want %v", rowNos(s), tc.want)
				}
			}
			if last := s.Rows[len(s.Rows)-1]; last.Shared != tc.shared {
				t.Errorf("last row shared %v, want %v", last.Shared, tc.shared)
			}
		})
	}
}

func rowNos(s *Standings) []int {
	var out []int
	for _, r := range s.Rows {
		out = append(out, r.No)
	}
	return out
}

func TestBranchTotals(t *testing.T) {
	// Six players, two rounds; points per round at 2/1/0:
	//   T1 players 1, 2, 3: (2, 2), (0, 2), (0, 2): total 8, last round 6
	//   T2 players 4, 5, 6: (2, 2), (2, 2), (0, 0): total 8, last round 2
	//   T3 players 7, 8:    (2, 2), (2, 2): total 8 but two players: unranked
	// T1 and T2 are level on total; the last round puts T1 first.
	pts := map[int][2]int64{1: {2, 2}, 2: {0, 2}, 3: {0, 2}, 4: {2, 2}, 5: {2, 2}, 6: {0, 0}, 7: {2, 2}, 8: {2, 2}}
	s := &Standings{Records: map[int]*scoring.Record{}}
	for no := 1; no <= 8; no++ {
		p := pts[no]
		rec := &scoring.Record{No: no, Entries: []scoring.Entry{{Points: scoring.P(p[0])}, {Points: scoring.P(p[1])}}, Total: scoring.P(p[0] + p[1])}
		s.Records[no] = rec
		s.Rows = append(s.Rows, Row{No: no, Points: rec.Total})
	}
	teams := []scoring.Team{{No: 1, Members: []int{1, 2, 3}}, {No: 2, Members: []int{4, 5, 6}}, {No: 3, Members: []int{7, 8}}}
	got := BranchTotals(s, teams, 3, 0, func(no int) Value { return Int(int64(no)) })
	if nos := rowNos(got); nos[0] != 1 || nos[1] != 2 || nos[2] != 3 {
		t.Fatalf("order %v, want [1 2 3]", nos)
	}
	if got.Rows[0].Place != 1 || got.Rows[1].Place != 2 || got.Rows[2].Place != 0 {
		t.Errorf("places %d %d %d, want 1 2 and unranked 0", got.Rows[0].Place, got.Rows[1].Place, got.Rows[2].Place)
	}
	if got.Rows[0].Points != scoring.P(8) || got.Rows[0].Values[0].Cmp(Int(6)) != 0 {
		t.Errorf("T1: points %v, last round %v; want 8 and 6", got.Rows[0].Points, got.Rows[0].Values[0])
	}
	// level on every round: the opponents' score (here the sum of the
	// members' numbers, 1+2+3 = 6 against 4+5+6 = 15) decides.
	for _, no := range []int{4, 5, 6} {
		s.Records[no].Entries = s.Records[no-3].Entries
	}
	got = BranchTotals(s, teams, 3, 0, func(no int) Value { return Int(int64(no)) })
	if nos := rowNos(got); nos[0] != 2 {
		t.Errorf("order %v, want T2 first on opponents' score 15 to 6", nos)
	}
}

// TestBranchTotalsCount is the university staff event's rule with a fixed
// number of players counted (seed rules: 每分工会限报运动员4人; 团体以全队队员局
// 总和高者列前), team-count=2 here. Points per round at 2/1/0, places as
// listed (a lower place number is better):
//
//	T1 players 1, 2, 3, 9: 1 (2,2)=4 place 1, 2 (2,0)=2 place 5, 3 (0,2)=2 place 4, 9 (0,0)=0
//	T2 players 4, 5:       4 (2,2)=4 place 2, 5 (0,2)=2 place 6
//	T3 players 6, 7, 8:    6 (2,2)=4 place 3, 7 (2,0)=2 place 7, 8 (0,0)=0
//
// Counting every player: T1 4+2+2+0 = 8, T2 4+2 = 6, T3 4+2+0 = 6.
// Counting each team's best 2: T1 players 1 and 3 (3 before 2: both 2
// points, place 4 before 5) = 4+2 = 6, last round 2+2 = 4; T3 players 6
// and 7 = 6, last round 2+0 = 2; T2 4 and 5 = 6, but two players, below
// the minimum of 3: unranked, listed below. So T1 1st (last round 4 to
// 2), T3 2nd, T2 -.
func TestBranchTotalsCount(t *testing.T) {
	pts := map[int][2]int64{1: {2, 2}, 2: {2, 0}, 3: {0, 2}, 9: {0, 0}, 4: {2, 2}, 5: {0, 2}, 6: {2, 2}, 7: {2, 0}, 8: {0, 0}}
	place := map[int]int{1: 1, 4: 2, 6: 3, 3: 4, 2: 5, 5: 6, 7: 7, 8: 8, 9: 9}
	s := &Standings{Records: map[int]*scoring.Record{}}
	for _, no := range []int{1, 4, 6, 3, 2, 5, 7, 8, 9} {
		p := pts[no]
		rec := &scoring.Record{No: no, Entries: []scoring.Entry{{Points: scoring.P(p[0])}, {Points: scoring.P(p[1])}}, Total: scoring.P(p[0] + p[1])}
		s.Records[no] = rec
		s.Rows = append(s.Rows, Row{No: no, Place: place[no], Points: rec.Total})
	}
	teams := []scoring.Team{{No: 1, Members: []int{1, 2, 3, 9}}, {No: 2, Members: []int{4, 5}}, {No: 3, Members: []int{6, 7, 8}}}
	bh := func(no int) Value { return Int(int64(no)) }
	all := BranchTotals(s, teams, 3, 0, bh)
	if all.Rows[0].No != 1 || all.Rows[0].Points != scoring.P(8) {
		t.Errorf("every player counted: first %d with %v, want T1 with 8", all.Rows[0].No, all.Rows[0].Points)
	}
	got := BranchTotals(s, teams, 3, 2, bh)
	if nos := rowNos(got); !slices.Equal(nos, []int{1, 3, 2}) {
		t.Fatalf("order %v, want [1 3 2]", nos)
	}
	for i, w := range []struct {
		place  int
		points scoring.Points
	}{{1, scoring.P(6)}, {2, scoring.P(6)}, {0, scoring.P(6)}} {
		if r := got.Rows[i]; r.Place != w.place || r.Points != w.points {
			t.Errorf("row %d (team %d): place %d points %v, want %d and %v", i, r.No, r.Place, r.Points, w.place, w.points)
		}
	}
	want := map[int][]int{1: {1, 3}, 2: {4, 5}, 3: {6, 7}}
	for tm, w := range want {
		if !slices.Equal(got.Counted[tm], w) {
			t.Errorf("team %d counted %v, want %v", tm, got.Counted[tm], w)
		}
	}
}
