package print

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestExpected: E = 1/(1+10^(−D/400)).
//
//	D = +200: 1/(1+10^−0.5) = 1/(1+0.316228) = 0.759747
//	D = −200: 1 − 0.759747 = 0.240253
//	D = 0:    0.5
//	D = +600, capped at 400: 1/(1+10^−1) = 0.909091; uncapped 1/(1+10^−1.5) = 1/1.031623 = 0.969347
func TestExpected(t *testing.T) {
	cases := []struct {
		r, opp, cap int
		want        float64
	}{
		{2000, 1800, 400, 0.759747},
		{1800, 2000, 400, 0.240253},
		{1900, 1900, 400, 0.5},
		{2400, 1800, 400, 0.909091},
		{1800, 2400, 400, 0.090909},
		{2400, 1800, 0, 0.969347},
	}
	for _, tc := range cases {
		if got := Expected(tc.r, tc.opp, tc.cap); math.Abs(got-tc.want) > 5e-7 {
			t.Errorf("Expected(%d, %d, cap %d) = %.6f, want %.6f", tc.r, tc.opp, tc.cap, got, tc.want)
		}
	}
}

// TestRatings works a small event by hand, K = 20, cap 400.
//
// Players: 1 A 2000, 2 B 1800, 3 C 2400, 4 D unrated, 5 E 1800.
//
//	round 1: A–B 1-0; C–E =; B–D 1-0 (D unrated: not counted)
//	round 2: E–A forfeit -+ (not played: not counted); a match B–C of two
//	         regular games and a rapid game: game 1 B red 1-0, game 2 C red
//	         1-0, rapid C red 1-0 (the rapid game is not counted)
//
//	A: vs B won, E 0.759747;                  20 × (1 − 0.759747)       = +4.81 → 2005
//	B: vs A lost, E 0.240253; vs C won and lost (capped: E 0.090909 each):
//	   score 1, ΣE = 0.240253 + 0.181818 = 0.422071; 20 × 0.577929     = +11.56 → 1812
//	C: vs E draw (E 0.909091), vs B won and lost (E 0.909091 each):
//	   score 1.5, ΣE 2.727273;                 20 × (1.5 − 2.727273)    = −24.55 → 2375
//	E: vs C draw, E 0.090909;                  20 × (0.5 − 0.090909)    = +8.18 → 1808
//
// With AllGames the rapid game counts too: C scores 2.5 of ΣE 3.636364,
// 20 × −1.136364 = −22.73 → 2377; B scores 1 of ΣE 0.512980: +9.74 → 1810.
func TestRatings(t *testing.T) {
	ev := &scoring.Event{Name: "Elo", Players: []scoring.Player{
		{No: 1, Name: "A", Rating: 2000}, {No: 2, Name: "B", Rating: 1800}, {No: 3, Name: "C", Rating: 2400},
		{No: 4, Name: "D"}, {No: 5, Name: "E", Rating: 1800},
	}}
	ev.Rounds = []scoring.Round{
		{Number: 1, Games: []scoring.Game{
			{Board: 1, Red: 1, Black: 2, Result: scoring.RedWins},
			{Board: 2, Red: 3, Black: 5, Result: scoring.Draw},
			{Board: 3, Red: 2, Black: 4, Result: scoring.RedWins},
		}},
		{Number: 2, Games: []scoring.Game{
			{Board: 1, Red: 5, Black: 1, Result: scoring.BlackForfeit},
			{Board: 2, Red: 2, Black: 3, Result: scoring.BlackWins, Games: []scoring.MatchGame{
				{Red: 2, Result: scoring.RedWins}, {Red: 3, Result: scoring.RedWins}, {Red: 3, Result: scoring.RedWins, Kind: scoring.KindRapid},
			}},
		}},
	}
	rep, err := Ratings(ev, RatingRule{K: 20, Cap: 400})
	if err != nil {
		t.Fatal(err)
	}
	want := &RatingReport{K: 20, Cap: 400, Unrated: []int{4}, Lines: []RatingLine{
		{No: 1, Name: "A", Rating: 2000, Games: 1, Score: 1, Expected: 0.7597, Change: 4.81, New: 2005},
		{No: 2, Name: "B", Rating: 1800, Games: 3, Score: 1, Expected: 0.4221, Change: 11.56, New: 1812},
		{No: 3, Name: "C", Rating: 2400, Games: 3, Score: 1.5, Expected: 2.7273, Change: -24.55, New: 2375},
		{No: 5, Name: "E", Rating: 1800, Games: 1, Score: 0.5, Expected: 0.0909, Change: 8.18, New: 1808},
	}}
	if diff := cmp.Diff(want, rep); diff != "" {
		t.Errorf("report (-want +got):\n%s", diff)
	}
	all, err := Ratings(ev, RatingRule{K: 20, Cap: 400, AllGames: true})
	if err != nil {
		t.Fatal(err)
	}
	if c := all.Lines[2]; c.Games != 4 || c.Score != 2.5 || c.Change != -22.73 || c.New != 2377 {
		t.Errorf("C with every game: %+v, want 4 games, 2.5, -22.73, 2377", c)
	}
	if b := all.Lines[1]; b.Change != 9.74 || b.New != 1810 {
		t.Errorf("B with every game: %+v, want +9.74, 1810", b)
	}
	for _, bad := range []RatingRule{{K: -1}, {K: 101}, {K: 20, Cap: -5}} {
		if _, err := Ratings(ev, bad); err == nil {
			t.Errorf("rule %+v: no error", bad)
		}
	}
	if _, err := Ratings(&scoring.Event{Players: []scoring.Player{{No: 1, Name: "x"}}}, RatingRule{}); err == nil {
		t.Error("no rated player: no error")
	}
}

func TestChineseNumber(t *testing.T) {
	for n, want := range map[int]string{1: "一", 10: "十", 11: "十一", 16: "十六", 20: "二十", 21: "二十一", 32: "三十二", 100: "一百", 105: "一百零五", 110: "一百一十", 1200: "一千二百", 1005: "一千零五"} {
		if got := ChineseNumber(n); got != want {
			t.Errorf("ChineseNumber(%d) = %q, want %q", n, got, want)
		}
	}
	for _, tc := range []struct {
		lang   string
		place  int
		shared bool
		want   string
	}{{"zh", 1, false, "第一名"}, {"zh", 3, true, "并列第三名"}, {"en", 1, false, "1st place"}, {"en", 12, false, "12th place"}, {"en", 22, true, "=22nd place"}} {
		if got := PlaceText(tc.lang, tc.place, tc.shared); got != tc.want {
			t.Errorf("PlaceText(%s, %d, %v) = %q, want %q", tc.lang, tc.place, tc.shared, got, tc.want)
		}
	}
}
