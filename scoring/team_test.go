package scoring

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// teamEvent is two teams of four: 一中 (players 1-4, substitute 9) and
// 二中 (players 5-8), four boards.
func teamEvent() (*Event, *Stage) {
	ev := &Event{Points: Symmetric("cxa2011", P(2), P(1), 0)}
	for no := 1; no <= 9; no++ {
		ev.Players = append(ev.Players, Player{No: no, Name: string(rune('A' - 1 + no))})
	}
	ev.Teams = []Team{{No: 1, Name: "一中", Members: []int{1, 2, 3, 4}, Subs: []int{9}}, {No: 2, Name: "二中", Members: []int{5, 6, 7, 8}}}
	ev.Stages = []Stage{{ID: "main", System: RoundRobin, Teams: true, Boards: 4}}
	return ev, &ev.Stages[0]
}

func TestMatchGamesColours(t *testing.T) {
	m := &TeamMatch{Number: 2, Red: 1, Black: 2}
	got := MatchGamesFor(m, []int{1, 2, 3, 4}, []int{5, 6, 7, 8}, false, 5)
	// 13.2: the team listed first is red on odd boards, black on even.
	want := []Game{
		{Board: 5, Match: 2, TeamBoard: 1, Red: 1, Black: 5},
		{Board: 6, Match: 2, TeamBoard: 2, Red: 6, Black: 2},
		{Board: 7, Match: 2, TeamBoard: 3, Red: 3, Black: 7},
		{Board: 8, Match: 2, TeamBoard: 4, Red: 8, Black: 4},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("boards (-want +got):\n%s", d)
	}
	all := MatchGamesFor(m, []int{1, 2}, []int{5, 6}, true, 1)
	wantAll := [][2]int{{1, 5}, {6, 1}, {5, 2}, {2, 6}}
	for i, g := range all {
		if [2]int{g.Red, g.Black} != wantAll[i] {
			t.Errorf("all-play-all board %d: got %d-%d, want %v", i+1, g.Red, g.Black, wantAll[i])
		}
	}
}

func TestScoreMatch(t *testing.T) {
	// Each case gives the four boards' results from the red player's view;
	// board 1 and 3 have 一中 red, boards 2 and 4 二中 red. At 2/1/0 a
	// board won is 2 game points.
	tests := []struct {
		name        string
		results     [4]Result
		elimination bool
		red, black  Points
		want        Result
	}{
		// 一中 wins 1 and 3, 二中 (red) wins 2 and 4: 4-4, a drawn match.
		{"2-2", [4]Result{RedWins, RedWins, RedWins, RedWins}, false, P(4), P(4), Draw},
		// 一中: win, draw (2: =), loss on 3, win on 4 (black wins): 2+1+0+2 = 5; 二中 0+1+2+0 = 3.
		{"win 5-3", [4]Result{RedWins, Draw, BlackWins, BlackWins}, false, P(5), P(3), RedWins},
		// a board forfeited by 二中 counts as a win for 一中: 2+1+1+... boards
		// 1 +- (一中 +2), 2 = (1/1), 3 0-1 (二中 +2), 4 = : 一中 2+1+0+1 = 4, 二中 0+1+2+1 = 4.
		{"board forfeit", [4]Result{RedForfeit, Draw, BlackWins, Draw}, false, P(4), P(4), Draw},
		// every board forfeited by 二中: a whole match forfeited.
		{"whole match forfeit", [4]Result{RedForfeit, BlackForfeit, RedForfeit, BlackForfeit}, false, P(8), 0, RedForfeit},
		{"whole match lost by forfeit", [4]Result{BlackForfeit, RedForfeit, BlackForfeit, RedForfeit}, false, 0, P(8), BlackForfeit},
		{"double forfeit", [4]Result{DoubleForfeit, DoubleForfeit, DoubleForfeit, DoubleForfeit}, false, 0, 0, DoubleForfeit},
		// boards 1, 3, 4 in: 一中 2+1+1 = 4, 二中 0+1+1 = 2; board 2 pending.
		{"pending", [4]Result{RedWins, NoResult, Draw, Draw}, false, P(4), P(2), NoResult},
		// knockout: 4-4, the highest board won decides: board 1, 一中.
		{"knockout level", [4]Result{RedWins, RedWins, RedWins, RedWins}, true, P(4), P(4), RedWins},
		// knockout: board 1 drawn, board 2 won by 二中's red player, board 3
		// by 一中's: 1+0+2+1 = 4 each; board 2 is the highest won: 二中.
		{"knockout board 2", [4]Result{Draw, RedWins, RedWins, Draw}, true, P(4), P(4), BlackWins},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, _ := teamEvent()
			m := TeamMatch{Number: 1, Red: 1, Black: 2}
			r := Round{Number: 1, Stage: "main", Matches: []TeamMatch{m}, Games: MatchGamesFor(&m, []int{1, 2, 3, 4}, []int{5, 6, 7, 8}, false, 1)}
			for i := range r.Games {
				r.Games[i].Result = tc.results[i]
			}
			ms := ev.ScoreMatch(&r, &m, ev.Points, tc.elimination)
			if ms.Red != tc.red || ms.Black != tc.black || ms.Result != tc.want {
				t.Errorf("got %v-%v %v, want %v-%v %v", ms.Red, ms.Black, ms.Result, tc.red, tc.black, tc.want)
			}
		})
	}
}

func TestTeamViewMatchPoints(t *testing.T) {
	tests := []struct {
		name    string
		results [4]Result // boards 1 and 3: 一中 red; 2 and 4: 二中 red
		mp, gp  [2]Points // match points and game points of 一中, 二中
		kind    Kind      // 一中's entry
		outcome Outcome
	}{
		// 一中 2+1+0+2 = 5 to 3: the match won, 2 match points 场分 to 0.
		{"won 5-3", [4]Result{RedWins, Draw, BlackWins, BlackWins}, [2]Points{P(2), 0}, [2]Points{P(5), P(3)}, KindPlayed, Win},
		// 2-2 on boards (4-4 game points): a drawn match, 1 each.
		{"2-2", [4]Result{RedWins, RedWins, RedWins, RedWins}, [2]Points{P(1), P(1)}, [2]Points{P(4), P(4)}, KindPlayed, DrawOutcome},
		// a board forfeited by 二中 and the rest drawn: 2+1+1+1 = 5 to 3.
		{"board forfeit", [4]Result{RedForfeit, Draw, Draw, Draw}, [2]Points{P(2), 0}, [2]Points{P(5), P(3)}, KindPlayed, Win},
		// 二中 did not come: every board won without play by 一中, the
		// match a forfeit win worth the table's forfeit win (2).
		{"whole match forfeited", [4]Result{RedForfeit, BlackForfeit, RedForfeit, BlackForfeit}, [2]Points{P(2), 0}, [2]Points{P(8), 0}, KindForfeitWin, Win},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, st := teamEvent()
			m := TeamMatch{Number: 1, Red: 1, Black: 2}
			r := Round{Number: 1, Stage: "main", Matches: []TeamMatch{m}, Games: MatchGamesFor(&m, []int{1, 2, 3, 4}, []int{5, 6, 7, 8}, false, 1)}
			for i, res := range tc.results {
				r.Games[i].Result = res
			}
			ev.Rounds = []Round{r}
			players, rounds := ev.TeamView(st)
			recs := Records(players, rounds, ev.Points, Options{RoundRobin: true, Opponents: 1})
			for k, team := range []int{1, 2} {
				if got := recs[team].Total; got != tc.mp[k] {
					t.Errorf("team %d match points %v, want %v", team, got, tc.mp[k])
				}
				if got := recs[team].Entries[0].GamePoints; got != tc.gp[k] {
					t.Errorf("team %d game points %v, want %v", team, got, tc.gp[k])
				}
			}
			if e := recs[1].Entries[0]; e.Kind != tc.kind || e.Outcome != tc.outcome {
				t.Errorf("一中: %v %v, want %v %v", e.Kind, e.Outcome, tc.kind, tc.outcome)
			}
		})
	}
}

func TestTeamLineup(t *testing.T) {
	tests := []struct {
		name      string
		rule      string
		withdrawn int // player withdrawn from round 2
		want      []int
		err       bool
	}{
		{"fixed", LineupFixed, 0, []int{1, 2, 3, 4}, false},
		// 分台定人: board 2 withdrew, boards 3 and 4 move up, the substitute plays 4.
		{"fixed withdrawal", LineupFixed, 2, []int{1, 3, 4, 9}, false},
		// 分台换人 (12.2: 台次顺序不能前后颠倒): board 2 withdrew, the players
		// below move up, the substitute plays 4 (1-3-4-5, never 1-5-3-4).
		{"substitute withdrawal", LineupSubstitute, 2, []int{1, 3, 4, 9}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, st := teamEvent()
			st.Lineup = tc.rule
			if tc.withdrawn != 0 {
				ev.Player(tc.withdrawn).Withdrawn = 2
			}
			got, err := ev.TeamLineup(st, &ev.Teams[0], nil, 2)
			if (err != nil) != tc.err {
				t.Fatalf("err %v", err)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("line-up (-want +got):\n%s", d)
			}
			// round 1, before the withdrawal, the members play.
			if r1, _ := ev.TeamLineup(st, &ev.Teams[0], nil, 1); !cmp.Equal(r1, []int{1, 2, 3, 4}) {
				t.Errorf("round 1: %v", r1)
			}
		})
	}
	ev, st := teamEvent()
	ev.Player(2).Withdrawn, ev.Player(9).Withdrawn = 2, 2
	if _, err := ev.TeamLineup(st, &ev.Teams[0], nil, 2); err == nil {
		t.Error("three players for four boards: want an error")
	}
}

func TestCheckLineup(t *testing.T) {
	tests := []struct {
		name    string
		rule    string
		players []int
		ok      bool
	}{
		{"members", LineupFixed, []int{1, 2, 3, 4}, true},
		{"fixed order kept", LineupFixed, []int{1, 3, 4, 9}, true},
		{"fixed order broken", LineupFixed, []int{1, 9, 3, 4}, false},
		// 12.2: any four in registered order (1 2 3 4 9), never reversed
		{"substitute below the members", LineupSubstitute, []int{1, 3, 4, 9}, true},
		{"substitute above a member", LineupSubstitute, []int{1, 9, 3, 4}, false},
		{"substitute between members", LineupSubstitute, []int{1, 3, 9, 4}, false},
		{"members reversed", LineupSubstitute, []int{2, 1, 3, 4}, false},
		{"per-match any order", LineupPerMatch, []int{4, 3, 2, 1}, true},
		{"player of another team", LineupPerMatch, []int{1, 2, 3, 5}, false},
		{"board left empty", LineupPerMatch, []int{1, 2, 3}, false},
		{"unknown player", LineupPerMatch, []int{1, 2, 3, 99}, false},
		{"named twice", LineupPerMatch, []int{1, 2, 3, 3}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev, st := teamEvent()
			st.Lineup = tc.rule
			err := ev.CheckLineup(st, &ev.Teams[0], tc.players, 1)
			if (err == nil) != tc.ok {
				t.Errorf("got %v, want ok=%v", err, tc.ok)
			}
		})
	}
}

// TestSubstituteOrders is article 12.2: 准许各参加单位增报一定名额的替补队员，台次的排列
// 原则同12.1款.各轮比赛出场者可以有所不同，但台次顺序不能前后颠倒.例如:比赛分四台进行，
// 另有两名替补队员，则出场顺序可以是1-2-3-4，也可以是1-2-3-5，直至3-4-5-6共十五种顺序.
// Of the 6·5·4·3 = 360 ways to put four of six registered players on four
// boards, exactly the C(6,4) = 15 in registered order are accepted: by
// hand, 1234 1235 1236 1245 1246 1256 1345 1346 1356 1456 2345 2346 2356
// 2456 3456 (players 5 and 6 the substitutes).
func TestSubstituteOrders(t *testing.T) {
	ev, st := teamEvent()
	st.Lineup = LineupSubstitute
	ev.Players = append(ev.Players, Player{No: 10, Name: "J"})
	// registered: members 1-4 as 1-4, substitutes 9 and 10 as 5 and 6
	ev.Teams[0].Subs = []int{9, 10}
	reg := []int{1, 2, 3, 4, 9, 10}
	want := []string{"1234", "1235", "1236", "1245", "1246", "1256", "1345", "1346", "1356", "1456", "2345", "2346", "2356", "2456", "3456"}
	var got []string
	tried := 0
	for a := range reg {
		for b := range reg {
			for c := range reg {
				for d := range reg {
					if a == b || a == c || a == d || b == c || b == d || c == d {
						continue
					}
					tried++
					if ev.CheckLineup(st, &ev.Teams[0], []int{reg[a], reg[b], reg[c], reg[d]}, 1) == nil {
						got = append(got, string(rune('1'+a))+string(rune('1'+b))+string(rune('1'+c))+string(rune('1'+d)))
					}
				}
			}
		}
	}
	if tried != 360 {
		t.Fatalf("tried %d line-ups, want 360", tried)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("12.2 orders (-want +got):\n%s", d)
	}
	// 12.2's own example 3-4-5-6, and 1-3-4-5, accepted; 1-5-3-4 refused
	for _, tc := range []struct {
		players []int
		ok      bool
	}{{[]int{3, 4, 9, 10}, true}, {[]int{1, 3, 4, 9}, true}, {[]int{1, 9, 3, 4}, false}} {
		if err := ev.CheckLineup(st, &ev.Teams[0], tc.players, 1); (err == nil) != tc.ok {
			t.Errorf("%v: got %v, want ok=%v", tc.players, err, tc.ok)
		}
	}
}

// TestRankAt: a substitute ranked among the members by strength (12.2:
// 台次的排列原则同12.1款) is registered at that place, and the default line-up
// and the order check follow it.
func TestRankAt(t *testing.T) {
	ev, st := teamEvent()
	st.Lineup = LineupSubstitute
	tm := &ev.Teams[0]
	tm.RankAt(9, 2) // the substitute I is the second strongest: A I B C D
	if d := cmp.Diff([]int{1, 9, 2, 3, 4}, tm.Registered()); d != "" {
		t.Fatalf("registered (-want +got):\n%s", d)
	}
	got, err := ev.TeamLineup(st, tm, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]int{1, 9, 2, 3}, got); d != "" {
		t.Errorf("default line-up (-want +got):\n%s", d)
	}
	if err := ev.CheckLineup(st, tm, []int{1, 2, 3, 4}, 1); err != nil {
		t.Errorf("the members alone, in order: %v", err)
	}
	if err := ev.CheckLineup(st, tm, []int{2, 9, 3, 4}, 1); err == nil {
		t.Error("B above I, registered below: accepted, want refused")
	}
}
