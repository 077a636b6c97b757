package tiebreak

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// teamMatch is one match of a test team event: the team listed first, the
// second, and the first team's boards, board 1 first: W, D, L over the
// board, + won and - lost without play.
type teamMatch struct {
	a, b   int
	boards string
}

// teamLeague builds a team event of len(teams) teams of two (team t has
// players 2t-1 and 2t) on two boards, its boards scored with points, its
// rounds the given matches.
func teamLeague(t *testing.T, sys scoring.System, points string, options map[string]string, rounds ...[]teamMatch) *scoring.Event {
	t.Helper()
	teams := 0
	for _, ms := range rounds {
		for _, m := range ms {
			teams = max(teams, m.a, m.b)
		}
	}
	ev := &scoring.Event{Points: mustPreset(t, points)}
	for no := 1; no <= 2*teams; no++ {
		ev.Players = append(ev.Players, scoring.Player{No: no, Name: string(rune('a' + no - 1))})
	}
	for k := 1; k <= teams; k++ {
		ev.Teams = append(ev.Teams, scoring.Team{No: k, Name: string(rune('A' + k - 1)), Members: []int{2*k - 1, 2 * k}})
	}
	ev.Stages = []scoring.Stage{{ID: "main", System: sys, Cycles: 1, Rounds: len(rounds), Teams: true, Boards: 2,
		Tiebreaks: []string{"cxa-team-rr"}, Options: options}}
	if sys == scoring.Swiss {
		ev.Stages[0].Tiebreaks = []string{"cxa-team-swiss"}
	}
	addTeamRounds(ev, rounds)
	return ev
}

// addTeamRounds adds to ev's stage main a round per entry of rounds, each
// match's boards written from the first team's view ("WD": a win on board
// 1, a draw on board 2; '+' and '-' forfeits), the colours those of
// scoring.MatchGamesFor.
func addTeamRounds(ev *scoring.Event, rounds [][]teamMatch) {
	res := map[byte]scoring.Result{'W': scoring.RedWins, 'D': scoring.Draw, 'L': scoring.BlackWins, '+': scoring.RedForfeit, '-': scoring.BlackForfeit}
	flip := map[scoring.Result]scoring.Result{scoring.RedWins: scoring.BlackWins, scoring.BlackWins: scoring.RedWins, scoring.Draw: scoring.Draw,
		scoring.RedForfeit: scoring.BlackForfeit, scoring.BlackForfeit: scoring.RedForfeit}
	for _, ms := range rounds {
		r := scoring.Round{Number: len(ev.Rounds) + 1, Stage: "main"}
		for i, mm := range ms {
			m := scoring.TeamMatch{Number: i + 1, Red: mm.a, Black: mm.b}
			r.Matches = append(r.Matches, m)
			first := ev.FindTeam(mm.a)
			gs := scoring.MatchGamesFor(&m, first.Members, ev.FindTeam(mm.b).Members, false, len(r.Games)+1)
			for j := range gs {
				gs[j].Result = res[mm.boards[j]]
				if !first.Has(gs[j].Red) { // the first team's player is black
					gs[j].Result = flip[gs[j].Result]
				}
			}
			r.Games = append(r.Games, gs...)
		}
		ev.Rounds = append(ev.Rounds, r)
	}
}

func teamTable(t *testing.T, ev *scoring.Event) []string {
	t.Helper()
	st := &ev.Stages[0]
	return show(compute(t, TeamInput(ev, st, ev.Rounds)))
}

// TestMatchPointsNotBoardPoints is article 14.2: 团体赛记分，分别记'场分'和'局分'.
// 每场棋结果，局分多者为胜，场分记2分；局分少者为负场分记0分；局分相等者为平，各记1分.
// The boards' table (here 3-1-0) makes the game points 局分 only.
//
// Four teams of two boards, boards at 3-1-0, a round robin (15.3: match
// points, game points, board wins, direct encounter, fouls):
//
//	R1 A-B  L D  A 0+1 = 1, B 3+1 = 4   B wins the match
//	   C-D  D D  2-2                    drawn
//	R2 A-C  W D  A 3+1 = 4, C 0+1 = 1   A wins
//	   B-D  D D  2-2                    drawn
//	R3 A-D  W D  A 4, D 1               A wins
//	   B-C  W L  B 3+0 = 3, C 0+3 = 3   drawn (3-3)
//
//	team  match points (14.2)  game points   board wins  direct
//	A     0+2+2 = 4            1+4+4 = 9     0+1+1 = 2   lost to B: 0
//	B     2+1+1 = 4            4+2+3 = 9     1+0+1 = 2   beat A: 2
//	C     1+0+1 = 2            2+1+3 = 6     0+0+1 = 1
//	D     1+1+0 = 2            2+2+1 = 5     0
//
// A and B are level on match points, game points and board wins: B beat
// A, so B is first. Counted with the boards' 3-1-0 as match points, A
// would have 3+3 = 6 and B 3+1+1 = 5, and A, beaten by B, first.
func TestMatchPointsNotBoardPoints(t *testing.T) {
	rounds := [][]teamMatch{
		{{1, 2, "LD"}, {3, 4, "DD"}},
		{{1, 3, "WD"}, {2, 4, "DD"}},
		{{1, 4, "WD"}, {2, 3, "WL"}},
	}
	ev := teamLeague(t, scoring.RoundRobin, "3-1-0", nil, rounds...)
	// place, team, match points, game points, board wins, direct, fouls
	// (direct is computed within a tie only: 0 for C and D)
	want := []string{
		"1 2 4 9 2 2 0",
		"2 1 4 9 2 0 0",
		"3 3 2 6 1 0 0",
		"4 4 2 5 0 0 0",
	}
	if diff := cmp.Diff(want, teamTable(t, ev)); diff != "" {
		t.Errorf("14.2 match points at 3-1-0 boards (-want +got):\n%s", diff)
	}

	// The organiser's own match points (--match-points 3-1-0), asked
	// for explicitly: A (L W W) 0+3+3 = 6, B (W D D) 3+1+1 = 5,
	// C (D L D) 1+0+1 = 2, D (D D L) 1+1+0 = 2.
	ev = teamLeague(t, scoring.RoundRobin, "3-1-0", map[string]string{scoring.MatchPointsOption: "3-1-0"}, rounds...)
	got := teamTable(t, ev)
	for i, w := range []string{"1 1 6 ", "2 2 5 "} {
		if got[i][:len(w)] != w {
			t.Errorf("match-points 3-1-0, place %d: got %q, want it to start %q", i+1, got[i], w)
		}
	}
}

// TestForfeitedMatchTwoPoints is article 21.4: 如果缺席者是队，'+'号等于2分.
// Under the 1999 table (boards 1/0.5/0) a match the other team forfeits
// on every board is still 2 match points, not the boards' 1:
//
//	R1 A-B  + +  A wins without play: A 2 match points, game points 1+1 = 2
//	   C-D  W L  drawn 1-1
//
//	A 2 (game points 2), C 1 (1), D 1 (1), B 0 (0)
func TestForfeitedMatchTwoPoints(t *testing.T) {
	for _, points := range []string{"cxa1999", "cxa2011", "3-1-0"} {
		t.Run(points, func(t *testing.T) {
			ev := teamLeague(t, scoring.Swiss, points, nil, []teamMatch{{1, 2, "++"}, {3, 4, "WL"}})
			s := compute(t, TeamInput(ev, &ev.Stages[0], ev.Rounds))
			got := map[int]scoring.Points{}
			for _, r := range s.Rows {
				got[r.No] = r.Points
			}
			want := map[int]scoring.Points{1: scoring.P(2), 2: 0, 3: scoring.P(1), 4: scoring.P(1)}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("match points (-want +got):\n%s", diff)
			}
			if s.Rows[0].No != 1 {
				t.Errorf("first: got team %d, want A (1)", s.Rows[0].No)
			}
			// game points 局分 are the boards' table: 2 forfeit wins
			if gp, w := s.Records[1].Entries[0].GamePoints, 2*mustPreset(t, points).ForfeitWin; gp != w {
				t.Errorf("A's game points: got %s, want %s", gp, w)
			}
		})
	}
}

// TestSetAsideCancelled: a player whose results 20.3 cancelled leaves the
// ranking; the places close up and a tie he was in is shared only by
// those left. Ranked 1 P1, 2= P2 P3 (P3 cancelled), 4 P4, 5= P5 P6:
// without P3, 1 P1, 2 P2 (alone now), 3 P4, 4= P5 P6.
func TestSetAsideCancelled(t *testing.T) {
	rows := []Row{{Place: 1, No: 1}, {Place: 2, Shared: true, No: 2}, {Place: 2, Shared: true, No: 3}, {Place: 4, No: 4},
		{Place: 5, Shared: true, No: 5}, {Place: 5, Shared: true, No: 6}}
	in := Input{Players: []scoring.Player{{No: 1}, {No: 2}, {No: 3, Withdrawn: 4}, {No: 4}, {No: 5}, {No: 6}}}
	recs := map[int]*scoring.Record{1: {}, 2: {}, 3: {Cancelled: true}, 4: {}, 5: {}, 6: {}}
	got, listed := setAsideCancelled(rows, in, recs)
	want := []Row{{Place: 1, No: 1}, {Place: 2, No: 2}, {Place: 3, No: 4}, {Place: 4, Shared: true, No: 5}, {Place: 4, Shared: true, No: 6}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rows (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]Withdrawal{{No: 3, Round: 4}}, listed); diff != "" {
		t.Errorf("listed (-want +got):\n%s", diff)
	}
}

// TestTeamWithdrawal is article 20.3 for a team (如有棋手(队)中途退出，凡已赛对手不足半数者，
// 则所有已赛结果一概注销；如达到或超过半数以上，则其成绩有效，其余未赛对局均作弃权，对方获胜),
// its forfeited matches 2 to the team present (21.4). Four teams of two
// boards at 2/1/0, a round robin; D's matches from its withdrawal on are
// forfeits on every board:
//
//	R1 A-B W D (A 3-1)   C-D D D (2-2)
//	R2 A-C D D (2-2)     B-D W W (B 4-0)   or + + when D is out
//	R3 A-D + + (A 4-0)   B-C L L (C 4-0)
//
// D out from round 3 (met B and C, 2 of 3 opponents: half or more, kept):
//
//	A 2+1+2 = 5 (game points 3+2+4 = 9, board wins 1+0+2 = 3)
//	C 1+1+2 = 4 (2+2+4 = 8, 0+0+2 = 2)
//	B 0+2+0 = 2 (1+4+0 = 5, 0+2+0 = 2)
//	D 1+0+0 = 1 (2+0+0 = 2, 0)
//
// D out from round 2 (met C only, 1 of 3: below half): every D result is
// cancelled, D is listed after the table:
//
//	C 0+1+2 = 3 (game points 0+2+4 = 6, board wins 2)
//	A 2+1+0 = 3 (3+2+0 = 5, 1)
//	B 0+0+0 = 0 (1+0+0 = 1, 0)
func TestTeamWithdrawal(t *testing.T) {
	kept := teamLeague(t, scoring.RoundRobin, "cxa2011", nil,
		[]teamMatch{{1, 2, "WD"}, {3, 4, "DD"}},
		[]teamMatch{{1, 3, "DD"}, {2, 4, "WW"}},
		[]teamMatch{{1, 4, "++"}, {2, 3, "LL"}})
	kept.Teams[3].Withdrawn = 3
	s := compute(t, TeamInput(kept, &kept.Stages[0], kept.Rounds))
	// place, team, match points, game points, board wins, direct, fouls
	want := []string{"1 1 5 9 3 0 0", "2 3 4 8 2 0 0", "3 2 2 5 2 0 0", "4 4 1 2 0 0 0"}
	if diff := cmp.Diff(want, show(s)); diff != "" {
		t.Errorf("D out from round 3 (-want +got):\n%s", diff)
	}
	if len(s.Withdrawn) != 0 {
		t.Errorf("kept: listed %v, want none", s.Withdrawn)
	}

	cancelled := teamLeague(t, scoring.RoundRobin, "cxa2011", nil,
		[]teamMatch{{1, 2, "WD"}, {3, 4, "DD"}},
		[]teamMatch{{1, 3, "DD"}, {2, 4, "++"}},
		[]teamMatch{{1, 4, "++"}, {2, 3, "LL"}})
	cancelled.Teams[3].Withdrawn = 2
	s = compute(t, TeamInput(cancelled, &cancelled.Stages[0], cancelled.Rounds))
	want = []string{"1 3 3 6 2 0 0", "2 1 3 5 1 0 0", "3 2 0 1 0 0 0"}
	if diff := cmp.Diff(want, show(s)); diff != "" {
		t.Errorf("D out from round 2 (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]Withdrawal{{No: 4, Round: 2}}, s.Withdrawn); diff != "" {
		t.Errorf("listed (-want +got):\n%s", diff)
	}
}

// TestSetAsideNoGame: a player who withdrew without a game over the board
// in the rounds ranked has no place (article 20.2: 在比赛开始前退出 takes a
// player out of the draw; docs/rules.md 8.3), whatever the system and also
// with withdrawn: ranked, which is about 20.3. Five players after two
// rounds, 4 ranked 3rd, 5 ranked 5th before this rule:
//
//	1 won twice, 2 played both; 3 withdrew from round 2 after a game
//	(kept: a game was played); 4 withdrew from round 1 and has only
//	forfeits (no game: set aside); 5 withdrew from round 1, absent (set
//	aside); 2 and 5 no longer share: 1, 2, 3 close up to 1, 2=, 2=.
func TestSetAsideNoGame(t *testing.T) {
	played := []scoring.Entry{{Kind: scoring.KindPlayed}, {Kind: scoring.KindPlayed}}
	rows := []Row{{Place: 1, No: 1}, {Place: 2, Shared: true, No: 2}, {Place: 2, Shared: true, No: 3},
		{Place: 4, No: 4}, {Place: 5, No: 5}}
	in := Input{Players: []scoring.Player{{No: 1}, {No: 2}, {No: 3, Withdrawn: 2}, {No: 4, Withdrawn: 1}, {No: 5, Withdrawn: 1}}}
	recs := map[int]*scoring.Record{
		1: {Entries: played}, 2: {Entries: played},
		3: {Entries: []scoring.Entry{{Kind: scoring.KindPlayed}, {Kind: scoring.KindAbsent}}},
		4: {Entries: []scoring.Entry{{Kind: scoring.KindForfeitLoss}, {Kind: scoring.KindForfeitLoss}}},
		5: {Entries: []scoring.Entry{{Kind: scoring.KindAbsent}, {Kind: scoring.KindAbsent}}},
	}
	for _, ranked := range []bool{false, true} {
		in.RankCancelled = ranked
		got, listed := setAsideCancelled(append([]Row(nil), rows...), in, recs)
		want := []Row{{Place: 1, No: 1}, {Place: 2, Shared: true, No: 2}, {Place: 2, Shared: true, No: 3}}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("ranked %v: rows (-want +got):\n%s", ranked, diff)
		}
		wantListed := []Withdrawal{{No: 4, Round: 1, NoGame: true}, {No: 5, Round: 1, NoGame: true}}
		if diff := cmp.Diff(wantListed, listed); diff != "" {
			t.Errorf("ranked %v: listed (-want +got):\n%s", ranked, diff)
		}
	}
}
