package scoring

import "testing"

// bergerRounds is a round robin of n players (cycles times), every game up
// to round last drawn and the later ones not played yet. It pairs by the
// Berger rule of the spec: i and j (both < N, N = n rounded up to even)
// meet in round r when i+j ≡ r+1 (mod N-1), and N meets the i with
// 2i ≡ r+1 (mod N-1); in an odd field whoever meets N has the bye. A
// second cycle repeats the first.
func bergerRounds(n, cycles, last int) []Round {
	big := n + n%2
	m := big - 1
	var rounds []Round
	for c := 0; c < cycles; c++ {
		for r := 1; r <= m; r++ {
			rd := Round{Number: c*m + r}
			for i := 1; i < big; i++ {
				for j := i + 1; j < big; j++ {
					if (i+j)%m == (r+1)%m {
						rd.Games = append(rd.Games, Game{Board: len(rd.Games) + 1, Red: i, Black: j})
					}
				}
				if (2*i)%m == (r+1)%m {
					if big == n {
						rd.Games = append(rd.Games, Game{Board: len(rd.Games) + 1, Red: i, Black: big})
					} else {
						rd.Byes = append(rd.Byes, i)
					}
				}
			}
			if rd.Number <= last {
				for k := range rd.Games {
					rd.Games[k].Result = Draw
				}
			}
			rounds = append(rounds, rd)
		}
	}
	return rounds
}

// TestWithdrawalCountsOpponents is article 20.3: 在循环制比赛中，如有棋手(队)中途退出，
// 处理办法如下:凡已赛对手不足半数者，则所有已赛结果一概注销；如达到或超过半数以上，
// 则其成绩有效，其余未赛对局均作弃权，对方获胜. It counts the opponents met,
// not the games: a double round robin has as many opponents as a single.
//
// Player 1 withdraws before round w; every earlier game is drawn (1 point
// at 2/1/0). By the Berger rule player 1 meets, round by round:
//
//	n=5 (odd, 4 opponents, half 2):   R1 bye, R2 2, R3 3, R4 4, R5 5 (again in R6-R10)
//	n=6 (even, 5 opponents, half 2.5): R1 6, R2 2, R3 3, R4 4, R5 5 (again in R6-R10)
//	n=4 (even, 3 opponents, half 1.5): R1 4, R2 2, R3 3 (again in R4-R6)
//
//	field    cycles  w  met before w          of      games played  result
//	5        1       4  2, 3 = 2              4       2 of 4        exactly half: kept, 2 points
//	5        1       3  2 = 1                 4       1 of 4        below half: cancelled
//	6        1       4  6, 2, 3 = 3           5       3 of 5        kept, 3 points
//	6        1       3  6, 2 = 2              5       2 of 5        2 < 2.5: cancelled
//	5        2       5  2, 3, 4 = 3           4       3 of 8        kept, 3 points (the case)
//	5        2       4  2, 3 = 2              4       2 of 8        exactly half: kept, 2 points
//	5        2       3  2 = 1                 4       1 of 8        cancelled
//	4        2       3  4, 2 = 2              3       2 of 6        kept, 2 points
//	4        2       2  4 = 1                 3       1 of 6        cancelled
//	6        2       4  6, 2, 3 = 3           5       3 of 10       kept, 3 points
//
// Counting games (3 of 8, 2 of 8, 2 of 6, 3 of 10) would cancel the four
// double round robins kept above.
func TestWithdrawalCountsOpponents(t *testing.T) {
	tb, _ := Preset("cxa2011")
	tests := []struct {
		n, cycles, w int
		met          int
		kept         bool
		points       Points
		forfeitTo    [2]int // a later round (1-based) and the opponent who wins it without play, when kept
	}{
		{5, 1, 4, 2, true, P(2), [2]int{5, 5}},
		{5, 1, 3, 1, false, 0, [2]int{}},
		{6, 1, 4, 3, true, P(3), [2]int{4, 4}},
		{6, 1, 3, 2, false, 0, [2]int{}},
		{5, 2, 5, 3, true, P(3), [2]int{7, 2}},
		{5, 2, 4, 2, true, P(2), [2]int{10, 5}},
		{5, 2, 3, 1, false, 0, [2]int{}},
		{4, 2, 3, 2, true, P(2), [2]int{6, 3}},
		{4, 2, 2, 1, false, 0, [2]int{}},
		{6, 2, 4, 3, true, P(3), [2]int{6, 6}},
	}
	for _, tc := range tests {
		rounds := bergerRounds(tc.n, tc.cycles, tc.w-1)
		var players []Player
		for no := 1; no <= tc.n; no++ {
			players = append(players, Player{No: no})
		}
		opt := Options{RoundRobin: true, Opponents: tc.n - 1}
		// the opponents met, counted on the records before 20.3 applies
		if got := MetBefore(Records(players, rounds, tb, opt)[1], tc.w); got != tc.met {
			t.Errorf("n=%d cycles=%d w=%d: met %d opponents, want %d", tc.n, tc.cycles, tc.w, got, tc.met)
		}
		players[0].Withdrawn = tc.w
		recs := Records(players, rounds, tb, opt)
		rec := recs[1]
		if rec.Total != tc.points {
			t.Errorf("n=%d cycles=%d w=%d: total %s, want %s", tc.n, tc.cycles, tc.w, rec.Total, tc.points)
		}
		cancelled := 0
		for _, e := range rec.Entries {
			if e.Kind == KindCancelled {
				cancelled++
			}
		}
		if tc.kept {
			if cancelled != 0 {
				t.Errorf("n=%d cycles=%d w=%d: %d entries cancelled, want the results kept", tc.n, tc.cycles, tc.w, cancelled)
			}
			k, opp := tc.forfeitTo[0]-1, tc.forfeitTo[1]
			if e := recs[opp].Entries[k]; e.Kind != KindForfeitWin || e.Opponent != 1 {
				t.Errorf("n=%d cycles=%d w=%d: round %d, player %d: %v against %d, want a forfeit win against 1", tc.n, tc.cycles, tc.w, k+1, opp, e.Kind, e.Opponent)
			}
			if e := rec.Entries[k]; e.Kind != KindForfeitLoss {
				t.Errorf("n=%d cycles=%d w=%d: round %d: player 1 %v, want a forfeit loss", tc.n, tc.cycles, tc.w, k+1, e.Kind)
			}
			continue
		}
		// cancelled: every game of player 1 (played or not) counts as none,
		// for the opponents too
		for k, e := range rec.Entries {
			if e.Opponent == 0 {
				continue
			}
			if e.Kind != KindCancelled {
				t.Errorf("n=%d cycles=%d w=%d: round %d: %v, want cancelled", tc.n, tc.cycles, tc.w, k+1, e.Kind)
			}
			if oe := recs[e.Opponent].Entries[k]; oe.Kind != KindCancelled || oe.Points != 0 {
				t.Errorf("n=%d cycles=%d w=%d: round %d: opponent %d has %v %s, want cancelled 0", tc.n, tc.cycles, tc.w, k+1, e.Opponent, oe.Kind, oe.Points)
			}
		}
	}
}

// TestWithdrawalCancels is the boundary of 20.3: 不足半数 cancels, 达到或超过半数 keeps.
func TestWithdrawalCancels(t *testing.T) {
	for _, tc := range []struct {
		met, opponents int
		want           bool
	}{{0, 4, true}, {1, 4, true}, {2, 4, false}, {3, 4, false}, {2, 5, true}, {3, 5, false}, {1, 3, true}, {2, 3, false}, {0, 1, true}, {1, 1, false}} {
		if got := WithdrawalCancels(tc.met, tc.opponents); got != tc.want {
			t.Errorf("met %d of %d: cancels %v, want %v", tc.met, tc.opponents, got, tc.want)
		}
	}
}
