package tiebreak

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// Round robin of 4 players (Berger table, red listed first) at 2/1/0:
//
//	R1: 1-4 1-0   2-3 =
//	R2: 4-3 0-1   1-2 0-1
//	R3: 2-4 =     3-1 =
//
// Points: P1 2+0+1 = 3, P2 1+2+1 = 4, P3 1+2+1 = 4, P4 0+0+1 = 1.
// 小分 (share of a win: 1, draw 1/2): P2 = 4/2 (drew 3) + 3 (beat 1) + 1/2 (drew 4) = 11/2;
// P3 = 4/2 + 1 (beat 4) + 3/2 (drew 1) = 9/2; P1 = 1 (beat 4) + 4/2 (drew 3) = 3; P4 = 4/2 = 2.
// Wins: 1 1 1 0. Games with black: P1 1 (R3), P2 1 (R2), P3 2 (R1, R2), P4 2 (R1, R3).
var rrA = []string{"1-4 1-0; 2-3 =", "4-3 0-1; 1-2 0-1", "2-4 =; 3-1 ="}

// Round robin of 4 with a three-way tie on points, 小分, wins and 直胜:
//
//	R1: 1-4 1-0   2-3 1-0
//	R2: 4-3 0-1   1-2 1-0 (red 1 has a foul)
//	R3: 2-4 1-0   3-1 1-0
//
// P1, P2, P3 have 4 points (two wins each), P4 0. 小分: each beat P4 (0) and
// one of the others (4) = 4. 直胜 among 1, 2, 3 (all met): one win each = 2.
// Fouls: P1 1. Games with black: P2 1 (R2), P3 2 (R1, R2), P1 1 (R3), P4 2.
var rrB = []string{"1-4 1-0; 2-3 1-0", "4-3 0-1; 1-2 1-0 f1:0", "2-4 1-0; 3-1 1-0"}

func TestRoundRobinPresets(t *testing.T) {
	tests := []struct {
		name    string
		rounds  []string
		preset  string
		penalty map[int]string
		want    []string // place[=] no points, then the preset's criteria
		playoff bool
	}{
		{
			name: "2011 order", rounds: rrA, preset: "cxa2011-rr",
			// sb wins direct fouls black; P2 and P3 split by 小分, so 直胜 is never needed (0).
			want: []string{"1 2 4 11/2 1 0 0 1", "2 3 4 9/2 1 0 0 2", "3 1 3 3 1 0 0 1", "4 4 1 2 0 0 0 2"},
		},
		{
			name: "penalty sends P2 below P3 (18.4)", rounds: rrA, preset: "cxa2011-rr", penalty: map[int]string{2: "warning"},
			want: []string{"1 3 4 9/2 1 0 0 2", "2 2 4 11/2 1 0 0 1", "3 1 3 3 1 0 0 1", "4 4 1 2 0 0 0 2"},
		},
		{
			name: "three-way tie: fouls, then games with black", rounds: rrB, preset: "cxa2011-rr",
			want: []string{"1 3 4 4 2 2 0 2", "2 2 4 4 2 2 0 1", "3 1 4 4 2 2 1 1", "4 4 0 0 0 0 0 2"},
		},
		{
			name: "1999 order has no games-with-black: shared first place needs a play-off", rounds: rrB, preset: "cxa1999-rr",
			want:    []string{"1= 2 4 4 2 2 0", "1= 3 4 4 2 2 0", "3 1 4 4 2 2 1", "4 4 0 0 0 0 0"},
			playoff: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := field(4)
			for i := range ps {
				ps[i].Penalty = tt.penalty[ps[i].No]
			}
			st := compute(t, Input{Players: ps, Rounds: parseRounds(t, tt.rounds...), Table: table(t, "cxa2011"),
				RoundRobin: true, Opponents: 3, Criteria: []string{tt.preset}})
			if d := cmp.Diff(tt.want, show(st)); d != "" {
				t.Errorf("standings (-want +got):\n%s", d)
			}
			if st.PlayoffNeeded != tt.playoff {
				t.Errorf("PlayoffNeeded = %v, want %v", st.PlayoffNeeded, tt.playoff)
			}
			for _, r := range st.Rows {
				if r.Penalised != (tt.penalty[r.No] != "") {
					t.Errorf("player %d: Penalised = %v", r.No, r.Penalised)
				}
			}
		})
	}
}

// Withdrawal from a 4-player round robin (3 games each), 2/1/0.
func TestRoundRobinWithdrawal(t *testing.T) {
	tests := []struct {
		name      string
		withdrawn int
		rounds    []string
		ranked    bool     // stage option withdrawn: ranked
		want      []string // cxa2011-rr: sb wins direct fouls black
		listed    []Withdrawal
	}{
		{
			// P4 leaves before round 2 having met 1 of 3 opponents: fewer than
			// half, so every result of P4 is cancelled (20.3), and P4 is
			// listed after the table with no place.
			// P1: cancelled, beat 2, drew 3 = 3; P2: drew 3, lost = 1; P3: 1 + 1 = 2; P4 0.
			// 小分: P1 = 1 (beat 2) + 2/2 (drew 3) = 2; P3 = 1/2 + 3/2 = 2; P2 = 2/2 = 1.
			// Black: P1 R3; P3 R1 (R2 cancelled); P2 R2; P4 none played.
			name: "fewer than half played: results cancelled", withdrawn: 2,
			rounds: []string{"1-4 0-1; 2-3 =", "4-3; 1-2 1-0", "2-4; 3-1 ="},
			want:   []string{"1 1 3 2 1 0 0 1", "2 3 2 2 0 0 0 1", "3 2 1 1 0 0 0 1"},
			listed: []Withdrawal{{No: 4, Round: 2}},
		},
		{
			// the same, the organiser keeping P4 in the table (marked)
			name: "cancelled, ranked at the organiser's asking", withdrawn: 2, ranked: true,
			rounds: []string{"1-4 0-1; 2-3 =", "4-3; 1-2 1-0", "2-4; 3-1 ="},
			want:   []string{"1 1 3 2 1 0 0 1", "2 3 2 2 0 0 0 1", "3 2 1 1 0 0 0 1", "4 4 0 0 0 0 0 0"},
		},
		{
			// P4 leaves before round 3 having met 2 of 3: results stand and
			// the unplayed game is a forfeit won by P2.
			// P1 0+2+1 = 3, P2 1+0+2 = 3, P3 1+0+1 = 2, P4 2+2+0 = 4.
			// 小分: P4 = 3 + 2 = 5; P2 = 2/2 + 4 (forfeit win over P4) = 5;
			// P1 = 3 (beat 2) + 2/2 = 4; P3 = 3/2 + 3/2 = 3.
			// Wins: P4 2, P2 1 (forfeit), P1 1, P3 0. Black: forfeits are not games.
			name: "half or more played: the rest are forfeits", withdrawn: 3,
			rounds: []string{"1-4 0-1; 2-3 =", "4-3 1-0; 1-2 1-0", "2-4; 3-1 ="},
			want:   []string{"1 4 4 5 2 0 0 1", "2 2 3 5 1 0 0 1", "3 1 3 4 1 0 0 1", "4 3 2 3 0 0 0 2"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := field(4)
			ps[3].Withdrawn = tt.withdrawn
			st := compute(t, Input{Players: ps, Rounds: parseRounds(t, tt.rounds...), Table: table(t, "cxa2011"),
				RoundRobin: true, Opponents: 3, Criteria: []string{"cxa2011-rr"}, RankCancelled: tt.ranked})
			if d := cmp.Diff(tt.want, show(st)); d != "" {
				t.Errorf("standings (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.listed, st.Withdrawn); d != "" {
				t.Errorf("listed after the table (-want +got):\n%s", d)
			}
			for _, r := range st.Rows {
				if want := tt.ranked && r.No == 4; r.Cancelled != want {
					t.Errorf("player %d: Cancelled %v, want %v", r.No, r.Cancelled, want)
				}
			}
		})
	}
}

// A 6-player Swiss at 2/1/0 with a bye every round, a forfeit, a double
// forfeit and a player absent throughout:
//
//	R1: 1-2 1-0   3-4 +- (3 wins by forfeit)   bye 5   absent 6
//	R2: 5-1 =     2-3 -- (double forfeit)      bye 4   absent 6
//	R3: 1-3 0-1   4-5 0-1                      bye 2   absent 6
//
// Points: P1 2+1+0 = 3, P2 0+0+2 = 2, P3 2+0+2 = 4, P4 0+2+0 = 2, P5 2+1+2 = 5, P6 0.
var swiss = []string{"1-2 1-0; 3-4 +-; bye 5; absent 6", "5-1 =; 2-3 --; bye 4; absent 6", "1-3 0-1; 4-5 0-1; bye 2; absent 6"}

func TestSwissCriteria(t *testing.T) {
	// Lowest score in the field is P6's 0, so a bye's phantom counts 0 (cxa).
	// 对手分 bh: P1 2+5+4 = 11; P2 3 + 4 (double forfeit counts P3) + 0 (bye) = 7;
	//   P3 2 (forfeit: P4 counts) + 2 (P2) + 3 = 7; P4 4 + 0 + 5 = 9; P5 0 + 3 + 2 = 5; P6 0.
	// bh-c1 drops the lowest: P1 9, P2 7, P3 5, P4 9, P5 5, P6 0.
	// 小分 sb (win 1, draw 1/2, forfeit win 1, bye 1 x phantom):
	//   P1 2 + 5/2 = 9/2; P2 0; P3 2 + 3 = 5; P4 0; P5 0 + 3/2 + 2 = 7/2; P6 0.
	// 累进分 ps: P1 2+3+3 = 8, P2 0+0+2 = 2, P3 2+2+4 = 8, P4 0+2+2 = 4, P5 2+3+5 = 10.
	// wins (byes and forfeits count): P1 1, P2 1, P3 2, P4 1, P5 2; wins-ff: 1 0 2 0 1; won: 1 0 1 0 1.
	// previous (after R2): 3 0 2 2 3 0; drop (without R1): 1 2 2 2 3 0.
	// Order: P5 5, P3 4, P1 3, then P4 and P2 on 2 split by bh 9 > 7, P6.
	crit := []string{"bh", "bh-c1", "sb", "ps", "wins", "wins-ff", "won", "previous", "drop"}
	want := []string{
		"1 5 5 5 5 7/2 10 2 1 1 3 3",
		"2 3 4 7 5 5 8 2 2 1 2 2",
		"3 1 3 11 9 9/2 8 1 1 1 3 1",
		"4 4 2 9 9 0 4 1 0 0 2 2",
		"5 2 2 7 7 0 2 1 0 0 0 2",
		"6 6 0 0 0 0 0 0 0 0 0 0",
	}
	st := compute(t, Input{Players: field(6), Rounds: parseRounds(t, swiss...), Table: table(t, "cxa2011"), Criteria: crit})
	if d := cmp.Diff(want, show(st)); d != "" {
		t.Errorf("standings (-want +got):\n%s", d)
	}
	if st.Unplayed != PolicyCXA {
		t.Errorf("Unplayed = %q, want the cxa default", st.Unplayed)
	}
}

func TestSwissPresets(t *testing.T) {
	// The swiss event above. Fouls 0 everywhere.
	// Games with black over the board: P1 R2 (5-1) = 1; P2 R1 (1-2) = 1;
	// P3 R3 (1-3) = 1; P4 0 (R1 forfeit); P5 R3 (4-5) = 1; P6 0.
	tests := []struct {
		preset string
		want   []string
	}{
		// bh wins fouls
		{"cxa1999-swiss", []string{"1 5 5 5 2 0", "2 3 4 7 2 0", "3 1 3 11 1 0", "4 4 2 9 1 0", "5 2 2 7 1 0", "6 6 0 0 0 0"}},
		// bh wins fouls black previous
		{"cxa2011-swiss-bh", []string{"1 5 5 5 2 0 1 3", "2 3 4 7 2 0 1 2", "3 1 3 11 1 0 1 3", "4 4 2 9 1 0 0 2", "5 2 2 7 1 0 1 0", "6 6 0 0 0 0 0 0"}},
		// ps wins fouls black drop: P4 and P2 split by ps 4 > 2
		{"cxa2011-swiss-ps", []string{"1 5 5 10 2 0 1 3", "2 3 4 8 2 0 1 2", "3 1 3 8 1 0 1 1", "4 4 2 4 1 0 0 2", "5 2 2 2 1 0 1 2", "6 6 0 0 0 0 0 0"}},
		// bh direct wins black-wins: P4 and P2 never met (direct 0 both), bh splits them first anyway
		// (P5 and P3 won with black in R3)
		{"wxf", []string{"1 5 5 5 0 2 1", "2 3 4 7 0 2 1", "3 1 3 11 0 1 0", "4 4 2 9 0 1 0", "5 2 2 7 0 1 0", "6 6 0 0 0 0 0"}},
	}
	for _, tt := range tests {
		t.Run(tt.preset, func(t *testing.T) {
			st := compute(t, Input{Players: field(6), Rounds: parseRounds(t, swiss...), Table: table(t, "cxa2011"), Criteria: []string{tt.preset}})
			if d := cmp.Diff(tt.want, show(st)); d != "" {
				t.Errorf("standings (-want +got):\n%s", d)
			}
		})
	}
}

// The unplayed-round policies on the swiss event: 对手分 of P2 (bye in R3),
// P3 (forfeit win, double forfeit), P4 (bye in R2) and P5 (bye in R1).
func TestUnplayedPolicies(t *testing.T) {
	tests := []struct {
		name    string
		players int
		policy  Policy
		want    map[int]string // bh by start number
	}{
		// With P6 (0 points) in the field the lowest score is 0, the lowest
		// non-zero 2 (P2, P4). P2 = 3 + 4 + L, P4 = 4 + L + 5, P5 = L + 3 + 2.
		{"lowest in field", 6, PolicyCXA, map[int]string{2: "7", 3: "7", 4: "9", 5: "5"}},
		{"lowest non-zero", 6, PolicyCXANonZero, map[int]string{2: "9", 3: "7", 4: "11", 5: "7"}},
		{"zero", 6, PolicyCXAZero, map[int]string{2: "7", 3: "7", 4: "9", 5: "5"}},
		// Without P6 the lowest score is 2.
		{"lowest in field, no zero", 5, PolicyCXA, map[int]string{2: "9", 3: "7", 4: "11", 5: "7"}},
		{"zero, no zero", 5, PolicyCXAZero, map[int]string{2: "7", 3: "7", 4: "9", 5: "5"}},
		// FIDE 2024: every unplayed round is a dummy with the player's own score.
		// P2 3 + 2 + 2 = 7; P3 4 + 4 + 3 = 11; P4 2 + 2 + 5 = 9; P5 5 + 3 + 2 = 10.
		{"fide2024", 6, PolicyFIDE2024, map[int]string{2: "7", 3: "11", 4: "9", 5: "10"}},
		// FIDE 2026: forfeits capped at the opponent's score, byes at 1 x 3 rounds = 3.
		// P3 min(4, P4 2) + min(4, P2 2) + 3 = 7; P4 min(2, 4) + min(2, 3) + 5 = 9;
		// P5 min(5, 3) + 3 + 2 = 8; P2 3 + min(2, 4) + min(2, 3) = 7.
		{"fide2026", 6, PolicyFIDE2026, map[int]string{2: "7", 3: "7", 4: "9", 5: "8"}},
		// Round-robin treatment: byes add nothing, forfeits count the opponent.
		// P2 3 + 4 = 7, P3 2 + 2 + 3 = 7, P4 4 + 5 = 9, P5 3 + 2 = 5.
		{"fide-rr", 6, PolicyFIDERR, map[int]string{2: "7", 3: "7", 4: "9", 5: "5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := compute(t, Input{Players: field(tt.players), Rounds: parseRounds(t, swiss...), Table: table(t, "cxa2011"),
				Criteria: []string{"bh"}, Unplayed: tt.policy})
			got := map[int]string{}
			for _, r := range st.Rows {
				if _, ok := tt.want[r.No]; ok {
					got[r.No] = r.Values[0].exact()
				}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("bh (-want +got):\n%s", d)
			}
		})
	}
}

// Article 20.4: a player who leaves a Swiss keeps his results and is simply
// not paired. P3 leaves before round 3 with 3 points.
//
//	R1: 1-2 1-0  3-4 1-0;  R2: 1-3 =  2-4 1-0;  R3: 1-4 1-0  bye 2  absent 3
//
// Points: P1 5, P2 4, P3 3, P4 0; lowest 0. 对手分: P1 4+3+0 = 7,
// P2 5+0+0(bye) = 5, P3 0+5 = 5, P4 3+4+5 = 12.
func TestSwissWithdrawal(t *testing.T) {
	ps := field(4)
	ps[2].Withdrawn = 3
	st := compute(t, Input{Players: ps, Rounds: parseRounds(t, "1-2 1-0; 3-4 1-0", "1-3 =; 2-4 1-0", "1-4 1-0; bye 2; absent 3"),
		Table: table(t, "cxa2011"), Criteria: []string{"bh"}})
	want := []string{"1 1 5 7", "2 2 4 5", "3 3 3 5", "4 4 0 12"}
	if d := cmp.Diff(want, show(st)); d != "" {
		t.Errorf("standings (-want +got):\n%s", d)
	}
}

// Colour-dependent draws (2011 13.3: win 3, loss 0, draw red 1, black 2):
//
//	R1: 1-2 =  3-4 1-0;  R2: 3-1 =  4-2 0-1
//
// Points: P1 1+2 = 3, P2 2+3 = 5, P3 3+1 = 4, P4 0.
// 小分 by the CXA wording counts half a drawn opponent's score whatever the
// points: P1 = 5/2 + 4/2 = 9/2; P2 = 3/2 (draw v 1) + 0 (beat 4) = 3/2;
// P3 = 0 (beat 4) + 3/2 (draw v 1) = 3/2.
// Weighted by a draw's share of a win (option sb-draw: weighted): red 1/3,
// black 2/3. P1 = 5 x 1/3 (red draw v 2) + 4 x 2/3 (black draw v 3) = 13/3;
// P2 = 3 x 2/3 = 2; P3 = 3 x 1/3 = 1.
// FIDE policies weigh by points: P1 5x1 + 4x2 = 13, P2 3x2 = 6, P3 3x1 = 3.
func TestColourDependentDraws(t *testing.T) {
	rounds := []string{"1-2 =; 3-4 1-0", "3-1 =; 4-2 0-1"}
	for _, tt := range []struct {
		name     string
		policy   Policy
		weighted bool
		want     []string
	}{
		{"cxa half", PolicyCXA, false, []string{"1 2 5 3/2", "2 3 4 3/2", "3 1 3 9/2", "4 4 0 0"}},
		{"cxa weighted", PolicyCXA, true, []string{"1 2 5 2", "2 3 4 1", "3 1 3 13/3", "4 4 0 0"}},
		{"fide", PolicyFIDE2026, false, []string{"1 2 5 6", "2 3 4 3", "3 1 3 13", "4 4 0 0"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			st := compute(t, Input{Players: field(4), Rounds: parseRounds(t, rounds...), Table: table(t, "3-rd1-bd2"),
				Criteria: []string{"sb"}, Unplayed: tt.policy, SBDrawWeighted: tt.weighted})
			if d := cmp.Diff(tt.want, show(st)); d != "" {
				t.Errorf("standings (-want +got):\n%s", d)
			}
		})
	}
}

// Three tied players who all met, and three who did not.
//
//	R1: 1-2 1-0  3-4 1-0  5-6 =    7-8 =
//	R2: 2-3 =    1-4 =    5-7 1-0  6-8 =
//	R3: 3-1 =    2-5 1-0  4-8 =    6-7 =
//	R4: 1-6 =    2-7 1-0  3-8 =    4-5 =
//
// Points: P1, P2, P3 5; P5, P6, P8 4; P4 3; P7 2.
// Among 1, 2, 3: P1 beat 2 and drew 3 = 3, P3 drew both = 2, P2 lost and drew = 1.
// Among 5, 6, 8: 5 and 8 never met, so 直胜 does not apply (0), and FIDE DE
// cannot separate them either: P6 has 2 but P5 and P8 could still reach 1+2 = 3.
func TestDirectEncounter(t *testing.T) {
	rounds := parseRounds(t, "1-2 1-0; 3-4 1-0; 5-6 =; 7-8 =", "2-3 =; 1-4 =; 5-7 1-0; 6-8 =",
		"3-1 =; 2-5 1-0; 4-8 =; 6-7 =", "1-6 =; 2-7 1-0; 3-8 =; 4-5 =")
	for _, tt := range []struct {
		crit string
		want []string
	}{
		{"direct", []string{"1 1 5 3", "2 3 5 2", "3 2 5 1", "4= 5 4 0", "4= 6 4 0", "4= 8 4 0", "7 4 3 0", "8 7 2 0"}},
		{"DE", []string{"1 1 5 1", "2 3 5 2", "3 2 5 3", "4= 5 4 0", "4= 6 4 0", "4= 8 4 0", "7 4 3 0", "8 7 2 0"}},
	} {
		t.Run(tt.crit, func(t *testing.T) {
			st := compute(t, Input{Players: field(8), Rounds: rounds, Table: table(t, "cxa2011"), Criteria: []string{tt.crit}})
			if d := cmp.Diff(tt.want, show(st)); d != "" {
				t.Errorf("standings (-want +got):\n%s", d)
			}
		})
	}
}

// Direct encounter applied again inside tied subgroups (FIDE DE), and the
// xiangqi 直胜 that does not recurse. 2/1/0:
//
//	R1: 1-2 1-0  3-4 1-0  5-6 =
//	R2: 1-3 1-0  2-4 0-1  5-6 =
//	R3: 4-1 1-0  2-3 1-0  5-6 =
//	R4: 2-5 1-0  3-6 1-0  (1 and 4 absent)
//
// P1, P2, P3, P4 have 4 points and all met. Among them: P1 beat 2 and 3 = 4,
// P4 beat 1 and 2 = 4, P2 beat 3 = 2, P3 beat 4 = 2. DE splits {1,4} above
// {2,3}, then again inside each: P4 beat P1, P2 beat P3: positions 4 1 2 3.
// P5 and P6 (3 points) drew three times: 3 each, not separated.
func TestDirectEncounterSubgroups(t *testing.T) {
	rounds := parseRounds(t, "1-2 1-0; 3-4 1-0; 5-6 =", "1-3 1-0; 2-4 0-1; 5-6 =", "4-1 1-0; 2-3 1-0; 5-6 =", "2-5 1-0; 3-6 1-0; absent 1; absent 4")
	for _, tt := range []struct {
		crit    string
		want    []string
		playoff bool
	}{
		{"DE", []string{"1 4 4 1", "2 1 4 2", "3 2 4 3", "4 3 4 4", "5= 5 3 0", "5= 6 3 0"}, false},
		{"direct", []string{"1= 1 4 4", "1= 4 4 4", "3= 2 4 2", "3= 3 4 2", "5= 5 3 3", "5= 6 3 3"}, true},
	} {
		t.Run(tt.crit, func(t *testing.T) {
			st := compute(t, Input{Players: field(6), Rounds: rounds, Table: table(t, "cxa2011"), Criteria: []string{tt.crit}})
			if d := cmp.Diff(tt.want, show(st)); d != "" {
				t.Errorf("standings (-want +got):\n%s", d)
			}
			if st.PlayoffNeeded != tt.playoff {
				t.Errorf("PlayoffNeeded = %v", st.PlayoffNeeded)
			}
		})
	}
}

// Multi-game pairings (2011 14.2) in a 3-player round robin, two games per
// pairing (colours swap in game 2), match points 2/1/0:
//
//	R1: 1-2 match 1-0, games 1-0 (1 red), = (2 red)      bye 3
//	R2: 3-1 match =,   games =, =                         bye 2
//	R3: 2-3 match 0-1, games 0-1 (2 red), 1-0 (3 red)     bye 1
//
// Match points: P1 2+1 = 3, P3 1+2 = 3, P2 0. 局分: P1 (2+1) + (1+1) = 5,
// P3 (1+1) + (2+2) = 6, P2 1 + 0 = 1. Single games won: P3 2, P1 1, P2 0.
// Wins with black: P3 1 (R3 game 1). 净胜局: P1 +1, P3 +2, P2 -3.
// P1 and P3 drew their match: 直胜 1 each.
func TestMultiGame(t *testing.T) {
	rounds := parseRounds(t, "1-2 1-0 [1-0 =]; bye 3", "3-1 = [= =]; bye 2", "2-3 0-1 [0-1 1-0]; bye 1")
	for _, tt := range []struct {
		preset string
		want   []string
	}{
		// game-points wins direct fouls black-wins
		{"cxa2011-multi", []string{"1 3 3 6 2 0 0 1", "2 1 3 5 1 0 0 0", "3 2 0 1 0 0 0 0"}},
		// direct net-games
		{"group-net", []string{"1 3 3 1 2", "2 1 3 1 1", "3 2 0 0 -3"}},
	} {
		t.Run(tt.preset, func(t *testing.T) {
			st := compute(t, Input{Players: field(3), Rounds: rounds, Table: table(t, "cxa2011"),
				RoundRobin: true, Opponents: 2, Criteria: []string{tt.preset}})
			if d := cmp.Diff(tt.want, show(st)); d != "" {
				t.Errorf("standings (-want +got):\n%s", d)
			}
		})
	}
}

// More criteria on rrA (points P1 3, P2 4, P3 4, P4 1; maximum 6, half 3):
// Koya counts points against P1, P2, P3 (>= 3): P2 1 (v 3) + 2 (v 1) = 3,
// P3 1 + 1 = 2, P1 0 + 1 = 1, P4 1 (drew 2). Standard points: P1 1+0+1/2,
// P2 and P3 1/2+1+1/2 = 2, P4 1/2. Rounds elected to play: 3 each.
// Back-count (last round first): P2 1, P3 1, P1 1, P4 1.
func TestMoreCriteria(t *testing.T) {
	ps := field(4)
	ps[0].Rating, ps[1].Rating, ps[2].Rating, ps[3].Rating = 1800, 1700, 1700, 1500
	st := compute(t, Input{Players: ps, Rounds: parseRounds(t, rrA...), Table: table(t, "cxa2011"),
		RoundRobin: true, Opponents: 3, Criteria: []string{"KS", "STD", "REP", "back", "rating", "no"}})
	want := []string{"1 2 4 3 2 3 1 1700 2", "2 3 4 2 2 3 1 1700 3", "3 1 3 1 3/2 3 1 1800 1", "4 4 1 1 1/2 3 1 1500 4"}
	if d := cmp.Diff(want, show(st)); d != "" {
		t.Errorf("standings (-want +got):\n%s", d)
	}
}

// 上轮名次 on the swiss event: after R2 the points are P1 3, P5 3, P3 2, P4 2,
// P2 0, P6 0, so the places are 1 1 3 3 5 5. P4 (3rd) goes above P2 (5th).
func TestLastPlace(t *testing.T) {
	st := compute(t, Input{Players: field(6), Rounds: parseRounds(t, swiss...), Table: table(t, "cxa2011"), Criteria: []string{"last-place"}})
	want := []string{"1 5 5 1", "2 3 4 3", "3 1 3 1", "4 4 2 3", "5 2 2 5", "6 6 0 5"}
	if d := cmp.Diff(want, show(st)); d != "" {
		t.Errorf("standings (-want +got):\n%s", d)
	}
}

func TestRatingCriteria(t *testing.T) {
	// Round robin of 4 at 1/0.5/0, ratings 2000 1800 1600 1400:
	//	R1: 1-4 1-0  2-3 =;  R2: 4-3 0-1  1-2 =;  R3: 2-4 1-0  3-1 0-1
	// P1 2.5 v 1400 1800 1600: ARO 4800/3 = 1600; cut 1400: 1700; 83% -> dp 273, TPR 1873.
	// P2 2 v 1600 2000 1400: ARO 5000/3 = 1666.67 -> 1667; cut: 1800; 67% -> 125, TPR 1792.
	// P3 1.5 v 1800 1400 2000: ARO 1733.33 -> 1733; cut: 1900; 50%: TPR 1733.
	// P4 0 v 2000 1600 1800: ARO 1800; cut: 1900; 0%: -800, TPR 1000.
	ps := field(4)
	ps[0].Rating, ps[1].Rating, ps[2].Rating, ps[3].Rating = 2000, 1800, 1600, 1400
	st := compute(t, Input{Players: ps, Rounds: parseRounds(t, rrA[0], "4-3 0-1; 1-2 =", "2-4 1-0; 3-1 0-1"), Table: table(t, "cxa1999"),
		RoundRobin: true, Opponents: 3, Criteria: []string{"ARO", "ARO/C1", "TPR"}})
	want := []string{"1 1 5/2 1600 1700 1873", "2 2 2 1667 1800 1792", "3 3 3/2 1733 1900 1733", "4 4 0 1800 1900 1000"}
	if d := cmp.Diff(want, show(st)); d != "" {
		t.Errorf("standings (-want +got):\n%s", d)
	}
	// A player who sat out a round has that round cut instead (3 players,
	// one of them idle each round): ARO/C1 equals ARO.
	ps = field(3)
	ps[0].Rating, ps[1].Rating, ps[2].Rating = 2000, 1800, 1600
	st = compute(t, Input{Players: ps, Rounds: parseRounds(t, "1-2 1-0", "3-1 =", "2-3 1-0"), Table: table(t, "cxa1999"),
		Criteria: []string{"ARO", "ARO/C1"}})
	for _, r := range st.Rows {
		if r.Values[0] != r.Values[1] {
			t.Errorf("player %d: ARO %s, ARO/C1 %s", r.No, r.Values[0], r.Values[1])
		}
	}
}

func TestPerfectPerformance(t *testing.T) {
	// A 50% score against two 1800 opponents is exactly 1800.
	ps := field(3)
	ps[0].Rating, ps[1].Rating, ps[2].Rating = 1800, 1800, 1800
	st := compute(t, Input{Players: ps, Rounds: parseRounds(t, "1-2 1-0", "3-1 1-0"), Table: table(t, "cxa1999"), Criteria: []string{"PTP"}})
	for _, r := range st.Rows {
		if r.No == 1 && r.Values[0].Cmp(Int(1800)) != 0 {
			t.Errorf("PTP of P1 = %s, want 1800", r.Values[0])
		}
		if r.No == 2 && r.Values[0].Cmp(Int(1000)) != 0 { // lost the only game: 1800 - 800
			t.Errorf("PTP of P2 = %s, want 1000", r.Values[0])
		}
	}
}

func TestResolve(t *testing.T) {
	tests := []struct {
		in      []string
		ids     []string
		codes   []string
		wantErr string
	}{
		{in: []string{"cxa2011-rr"}, ids: []string{"sb", "wins", "direct", "fouls", "black"}, codes: []string{"SB", "WIN", "DIR", "FOUL", "BPG"}},
		{in: []string{"BH", "BH/C1", "SB"}, ids: []string{"bh", "bh-c1", "sb"}},
		{in: []string{"BH/C1/V2024", "sb/v2026", "bh/m2"}, ids: []string{"bh-c1/v2024", "sb/v2026", "bh-m2"}, codes: []string{"BH/C1/V2024", "SB/V2026", "BH/M2"}},
		{in: []string{"对手分"}, wantErr: `unknown tiebreak "对手分"`},
		{in: []string{"WIN/C1"}, wantErr: `modifier "C1" does not apply`},
		{in: []string{"BH/X"}, wantErr: `unknown modifier "X"`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.in, ","), func(t *testing.T) {
			cs, err := Resolve(tt.in)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var ids, codes []string
			for _, c := range cs {
				ids, codes = append(ids, c.ID), append(codes, c.Code)
			}
			if d := cmp.Diff(tt.ids, ids); d != "" {
				t.Errorf("ids (-want +got):\n%s", d)
			}
			if tt.codes != nil {
				if d := cmp.Diff(tt.codes, codes); d != "" {
					t.Errorf("codes (-want +got):\n%s", d)
				}
			}
		})
	}
}

// Every id and code is unique and resolves to itself; every preset resolves;
// every criterion has labels and a definition.
func TestRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range All() {
		for _, k := range []string{strings.ToLower(c.ID), strings.ToLower(c.Code)} {
			if seen[k] && k != strings.ToLower(c.ID) {
				t.Errorf("%q named twice", k)
			}
			seen[k] = true
		}
		if c.Zh == "" || c.En == "" || c.Desc == "" {
			t.Errorf("%s: missing label or definition", c.ID)
		}
		for _, name := range []string{c.ID, c.Code} {
			got, err := Resolve([]string{name})
			if err != nil || len(got) != 1 || got[0].ID != c.ID {
				t.Errorf("Resolve(%q) = %v, %v", name, got, err)
			}
		}
	}
	for _, p := range Presets() {
		if _, err := Resolve([]string{p.Name}); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
		if _, err := Compute(Input{Players: field(6), Rounds: parseRounds(t, swiss...), Table: table(t, "cxa2011"), Criteria: []string{p.Name}}); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
	}
}

func TestComputeErrors(t *testing.T) {
	ps := append(field(2), scoring.Player{No: 1})
	if _, err := Compute(Input{Players: ps, Table: table(t, "cxa2011")}); err == nil || !strings.Contains(err.Error(), "start number 1 appears twice") {
		t.Errorf("duplicate start number: err = %v", err)
	}
	if _, err := Compute(Input{Players: field(2), Table: table(t, "cxa2011"), Unplayed: "lowest"}); err == nil || !strings.Contains(err.Error(), "unknown unplayed-round policy") {
		t.Errorf("bad policy: err = %v", err)
	}
}

func TestFIDEEditionByDate(t *testing.T) {
	for _, tt := range []struct {
		date string
		rr   bool
		want Policy
	}{
		{"2025-09-01", false, PolicyFIDE2024},
		{"2026/03/01", false, PolicyFIDE2026},
		{"", false, PolicyFIDE2026},
		{"2026-05-01", true, PolicyFIDERR},
	} {
		if got := resolvePolicy(PolicyFIDE, Input{Date: tt.date, RoundRobin: tt.rr}); got != tt.want {
			t.Errorf("date %q rr %v: %s, want %s", tt.date, tt.rr, got, tt.want)
		}
	}
	st := compute(t, Input{Players: field(6), Rounds: parseRounds(t, swiss...), Table: table(t, "cxa2011"), Criteria: []string{"fide"}, Date: "2025-01-01"})
	if st.Unplayed != PolicyFIDE2024 {
		t.Errorf("fide preset before 2026-03-01: policy %s", st.Unplayed)
	}
}

func TestValue(t *testing.T) {
	big := Value{Num: 1 << 62, Den: 3}
	if big.Cmp(Value{Num: (1 << 62) - 1, Den: 3}) != 1 {
		t.Error("Cmp overflows on large numerators")
	}
	if got := ratio(1, 3).Add(ratio(1, 6)); got != (Value{1, 2}) {
		t.Errorf("1/3 + 1/6 = %v", got)
	}
	if got := (Value{Num: 1 << 62, Den: 1}).Add(Value{Num: 1 << 62, Den: 3}); got.Cmp(Value{Num: 1 << 62, Den: 1}) != 1 {
		t.Errorf("large sum = %v", got)
	}
	if s := ratio(13, 3).String(); s != "4.33" {
		t.Errorf("String = %q", s)
	}
	if (Value{}).Cmp(Int(0)) != 0 {
		t.Error("zero Value is not 0")
	}
}

func TestDP(t *testing.T) {
	for _, tt := range []struct{ halves, n, want int64 }{{2, 1, 800}, {1, 1, 0}, {3, 2, 193}, {1, 2, -193}, {0, 3, -800}} {
		if got := dp(tt.halves, tt.n); got != tt.want {
			t.Errorf("dp(%d/%d) = %d, want %d", tt.halves, 2*tt.n, got, tt.want)
		}
	}
}

func TestStagePolicy(t *testing.T) {
	for _, tt := range []struct {
		st   scoring.Stage
		want Policy
	}{
		{scoring.Stage{Tiebreaks: []string{"fide"}}, PolicyFIDE},
		{scoring.Stage{Tiebreaks: []string{"cxa2011-swiss-bh"}}, PolicyCXA},
		{scoring.Stage{Tiebreaks: []string{"bh", "sb"}}, ""},
		{scoring.Stage{Tiebreaks: []string{"fide"}, Options: map[string]string{"unplayed": "cxa-zero"}}, PolicyCXAZero},
	} {
		if got := StagePolicy(&tt.st); got != tt.want {
			t.Errorf("StagePolicy(%v, %v) = %q, want %q", tt.st.Tiebreaks, tt.st.Options, got, tt.want)
		}
	}
}

// docs/tiebreaks.md lists every criterion and preset, so it cannot fall
// behind the registry.
func TestDocsListEverything(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "docs", "tiebreaks.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, c := range All() {
		if !strings.Contains(doc, "| `"+c.ID+"` | `"+c.Code+"` | "+c.Zh+" |") {
			t.Errorf("docs/tiebreaks.md lacks the row of %s (%s %s)", c.ID, c.Code, c.Zh)
		}
	}
	for _, p := range Presets() {
		if !strings.Contains(doc, "| `"+p.Name+"` |") {
			t.Errorf("docs/tiebreaks.md lacks preset %s", p.Name)
		}
	}
	for _, p := range Policies() {
		if !strings.Contains(doc, "`"+string(p.Policy)+"`") {
			t.Errorf("docs/tiebreaks.md lacks policy %s", p.Policy)
		}
	}
}
