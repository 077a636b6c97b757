package swiss

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestChineseOrder reproduces the two faults of the earlier order found by
// exhaustive search over random events (cxa2011: win 2, draw 1).
func TestChineseOrder(t *testing.T) {
	tests := []struct {
		name   string
		n      int
		rounds []string
		round  int
		total  int
		// wantBye is the score group that must have the bye; wantQual the
		// best score quality of any legal pairing, found by hand.
		wantBye  scoring.Points
		wantQual []int64
		want     string
	}{
		{
			// Scores before round 4: 7 has 5; 1, 4, 5 have 4; 3 has 3;
			// 2, 6 have 2. 4, 5 and 7 have had the bye. The lowest group
			// {2, 6} has players without a bye: the bye goes there (the
			// earlier order gave it to 3). 6 (the lower ranked) has it.
			// 7 floats to {1, 4, 5} (it met 1) and takes 4 or 5; 1 and 4
			// have met. 2 has met 3, 4 and 5, so 2 meets 1 and 3 meets
			// the third of {4, 5}: 7-4 (7 floats down), 5-3 and 2-1.
			name: "bye to the lowest group", n: 7,
			rounds: []string{
				"1-4 1-0, 5-2 =, 3-6 = | bye 7",
				"7-1 1-0, 2-3 =, 6-5 = | bye 4",
				"3-7 =, 1-6 1-0, 4-2 1-0 | bye 5",
			},
			round: 4, total: 5, wantBye: 2 * scoring.Unit,
			// Boundary 5|4: 7-4 by one point; 4|3: 5-3 and 2-1, by one
			// and two; 3|2: 2-1 by two.
			wantQual: []int64{1, 100, 2, 300, 1, 200},
			want:     "7-4 5-3 2-1 | bye 6",
		},
		{
			// Before round 4 of 6: 1 has 5, 2 has 4, 3-10 lower. The
			// earlier order paired 2-8 6-5 1-9 4-10 7-3, crossing the
			// boundary below 3 points twice (by 3 in all); the best
			// pairing crosses each of the two top boundaries once by one
			// point and nothing else.
			name: "score differences first", n: 10,
			rounds: []string{
				"1-6 =, 7-2 0-1, 3-8 0-1, 9-4 1-0, 5-10 1-0",
				"2-9 =, 8-5 0-1, 4-1 =, 6-3 1-0, 10-7 =",
				"5-2 0-1, 9-6 =, 1-8 0-1, 7-4 0-1, 3-10 =",
			},
			round: 4, total: 6,
			wantQual: []int64{1, 100, 1, 100, 0, 0, 0, 0},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := Input{Players: players(tt.n), Rounds: rounds(t, tt.rounds...), Round: tt.round, Total: tt.total}
			res := mustPair(t, in)
			in.Table, _ = scoring.Preset("cxa2011")
			in.Options, _ = ParseOptions(nil)
			f, pool, _, err := setup(in)
			if err != nil {
				t.Fatal(err)
			}
			var pairs [][2]*entrant
			for _, g := range res.Round.Games {
				pairs = append(pairs, [2]*entrant{f.byNo[g.Red], f.byNo[g.Black]})
			}
			if diff := cmp.Diff(tt.wantQual, quality(pool, pairs)); diff != "" {
				t.Errorf("%s: quality (-want +got):\n%s", res, diff)
			}
			if tt.n%2 == 1 {
				if got := f.byNo[res.Round.Byes[0]].score; got != tt.wantBye {
					t.Errorf("%s: the bye has %v, want %v", res, got, tt.wantBye)
				}
			}
			if tt.want != "" && res.String() != tt.want {
				t.Errorf("got %s, want %s", res, tt.want)
			}
		})
	}
}

// TestCheckWarns: the pairings the earlier order made in the two cases
// of TestChineseOrder break no rule, so Check reports no error, but warns
// (and shows the engine's pairing): in the first, a legal pairing gives
// the bye to the 2-point group (the 3-point bye scores better on quality
// only because it takes the bye out of the count: the bye rule comes
// first); in the second, a legal pairing keeps scores closer together.
func TestCheckWarns(t *testing.T) {
	table, _ := scoring.Preset("cxa2011")
	opts, _ := ParseOptions(nil)
	tests := []struct {
		name   string
		n      int
		rounds []string
		round  string
		want   []string
		better string
	}{
		{"bye", 7, []string{"1-4 1-0, 5-2 =, 3-6 = | bye 7", "7-1 1-0, 2-3 =, 6-5 = | bye 4", "3-7 =, 1-6 1-0, 4-2 1-0 | bye 5"},
			"7-4 =, 5-1 =, 6-2 = | bye 3", []string{"bye-group"}, "7-4 5-3 2-1 | bye 6"},
		{"quality", 10, []string{"1-6 =, 7-2 0-1, 3-8 0-1, 9-4 1-0, 5-10 1-0", "2-9 =, 8-5 0-1, 4-1 =, 6-3 1-0, 10-7 =", "5-2 0-1, 9-6 =, 1-8 0-1, 7-4 0-1, 3-10 ="},
			"2-8 =, 6-5 =, 1-9 =, 4-10 =, 7-3 =", []string{"score-quality"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := Input{Players: players(tt.n), Table: table, Options: opts, Round: 4, Total: 6, Number: 4, Rounds: rounds(t, tt.rounds...)}
			if tt.n == 7 {
				in.Total = 5
			}
			res := mustPair(t, in)
			r := rounds(t, "", "", "", tt.round)[3]
			vs, err := Check(in, r)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, v := range vs {
				if !v.Warning {
					t.Errorf("unexpected error: %v", v)
				}
				got = append(got, v.Rule)
				if !strings.Contains(v.Message, res.String()) {
					t.Errorf("%s: the better pairing %s is not shown: %s", v.Rule, res, v.Message)
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			if tt.better != "" && res.String() != tt.better {
				t.Errorf("engine: got %s, want %s", res, tt.better)
			}
			// The engine's own pairing draws no warning.
			if vs, _ := Check(in, res.Round); len(vs) != 0 {
				t.Errorf("engine's pairing %s: %v", res, vs)
			}
		})
	}
}
