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
		// 分台换人: the substitute takes board 2, the others keep theirs.
		{"substitute withdrawal", LineupSubstitute, 2, []int{1, 9, 3, 4}, false},
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
		{"substitute on board 2", LineupSubstitute, []int{1, 9, 3, 4}, true},
		{"substitute moves a member", LineupSubstitute, []int{1, 3, 9, 4}, false},
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
