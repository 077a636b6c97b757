package scoring

import (
	"errors"
	"strings"
	"testing"
)

func TestPointsParseAndPrint(t *testing.T) {
	for in, want := range map[string]Points{"2": 200, "0.5": 50, "1.25": 125, "-1": -100, ".5": 50, "3.10": 310} {
		got, err := ParsePoints(in)
		if err != nil || got != want {
			t.Errorf("ParsePoints(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "x", "1.234", "1.2.3", "--1"} {
		if _, err := ParsePoints(bad); err == nil {
			t.Errorf("ParsePoints(%q): want an error", bad)
		}
	}
	for p, want := range map[Points]string{200: "2", 50: "0.5", 125: "1.25", -150: "-1.5", 0: "0"} {
		if got := p.String(); got != want {
			t.Errorf("Points(%d).String() = %q, want %q", int64(p), got, want)
		}
	}
}

func TestParseResultAcceptsWhatOrganisersWrite(t *testing.T) {
	tests := []struct {
		in   string
		want Result
	}{
		{"1-0", RedWins}, {"红胜", RedWins}, {"0-1", BlackWins}, {" 黑胜 ", BlackWins}, {"=", Draw},
		{"和", Draw}, {"½-½", Draw}, {"+-", RedForfeit}, {"-+", BlackForfeit}, {"--", DoubleForfeit},
		{"", NoResult}, {"*", NoResult}, {"RED", RedWins}, {"1 - 0", RedWins},
		// full-width forms from a Chinese input method
		{"１-０", RedWins}, {"１－０", RedWins}, {"０－１", BlackWins}, {"１：０", RedWins}, {"1：0", RedWins},
		{"０：１", BlackWins}, {"－－", DoubleForfeit}, {"＋－", RedForfeit}, {"－＋", BlackForfeit},
		{"＝", Draw}, {"１／２", Draw}, {"１：１", Draw}, {"Ｒ", RedWins}, {"\u30001-0\u3000", RedWins},
		// dashes a word processor or phone keyboard makes
		{"1–0", RedWins}, {"1—0", RedWins}, {"0–1", BlackWins}, {"0—1", BlackWins}, {"1−0", RedWins},
		{"1‐0", RedWins}, {"1﹣0", RedWins}, {"+–", RedForfeit}, {"—+", BlackForfeit}, {"——", DoubleForfeit},
		{"–/–", DoubleForfeit}, {"½–½", Draw}, {"1∶0", RedWins},
		// who lost: 红负 red loses, so black wins
		{"红负", BlackWins}, {"黑负", RedWins}, {"先负", BlackWins}, {"后负", RedWins}, {"和局", Draw},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseResult(tt.in)
			if err != nil || got != tt.want {
				t.Errorf("ParseResult(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestParseResultRefuses(t *testing.T) {
	for _, in := range []string{"3-0", "1-2", "x", "红黑", "1-0-0", "1--0", "胜", "负", "１-２", "+", "-"} {
		t.Run(in, func(t *testing.T) {
			r, err := ParseResult(in)
			if err == nil {
				t.Fatalf("ParseResult(%q) = %v, want an error", in, r)
			}
			var ue *UnknownResultError
			if !errors.As(err, &ue) || ue.Text != in {
				t.Errorf("ParseResult(%q): error %v is not an UnknownResultError naming the text", in, err)
			}
		})
	}
}

// TestResultSpellings: every listed form reads as its result, the first is
// the canonical text, no form is listed twice, and the error for an unknown
// text lists them all.
func TestResultSpellings(t *testing.T) {
	_, err := ParseResult("3-0")
	msg := err.Error()
	seen := map[string]Result{}
	for _, s := range ResultSpellings() {
		if s.Forms[0] != s.Result.String() {
			t.Errorf("%v: first form %q, want the canonical %q", s.Result, s.Forms[0], s.Result.String())
		}
		for _, f := range s.Forms {
			if prev, ok := seen[normResult(f)]; ok {
				t.Errorf("form %q listed for %v and %v", f, prev, s.Result)
			}
			seen[normResult(f)] = s.Result
			if got, err := ParseResult(f); err != nil || got != s.Result {
				t.Errorf("ParseResult(%q) = %v, %v; want %v", f, got, err, s.Result)
			}
			if !strings.Contains(msg, " "+f+" ") {
				t.Errorf("the unknown-result error does not list %q: %s", f, msg)
			}
		}
	}
	if len(seen) != len(resultWords) {
		t.Errorf("%d spellings listed, %d accepted", len(seen), len(resultWords))
	}
}

// TestRecordsScoresEveryKindOfRound uses the colour-dependent table of 2011
// 13.3 (win 3, loss 0, draw red 1 / black 2, forfeit win 2 here) so each
// entry's points show which rule scored it.
func TestRecordsScoresEveryKindOfRound(t *testing.T) {
	tb := Symmetric("", P(3), P(1), 0)
	tb.DrawBlack, tb.ForfeitWin, tb.HalfBye = P(2), P(2), P(1)
	players := []Player{{No: 1}, {No: 2}, {No: 3}, {No: 4}, {No: 5}}
	rounds := []Round{
		{Number: 1, Games: []Game{{Board: 1, Red: 1, Black: 2, Result: Draw}, {Board: 2, Red: 3, Black: 4, Result: RedForfeit}}, Byes: []int{5}},
		{Number: 2, Games: []Game{{Board: 1, Red: 2, Black: 3, Result: DoubleForfeit}, {Board: 2, Red: 4, Black: 5, Result: BlackWins}}, HalfByes: []int{1}},
		{Number: 3, Games: []Game{{Board: 1, Red: 5, Black: 1}}},
	}
	recs := Records(players, rounds, tb, Options{})
	// 1: draw with red 1 + half bye 1 + pending 0 = 2
	// 2: draw with black 2 + double forfeit 0 = 2; absent in round 3
	// 3: forfeit win 2 + double forfeit 0 = 2
	// 4: forfeit loss 0 + loss 0 = 0
	// 5: bye 3 + win with black 3 + pending = 6
	want := map[int]Points{1: P(2), 2: P(2), 3: P(2), 4: 0, 5: P(6)}
	for no, w := range want {
		if got := recs[no].Total; got != w {
			t.Errorf("player %d: %v points, want %v (%+v)", no, got, w, recs[no].Entries)
		}
	}
	kinds := map[[2]int]Kind{{1, 0}: KindPlayed, {3, 0}: KindForfeitWin, {4, 0}: KindForfeitLoss, {5, 0}: KindBye,
		{1, 1}: KindHalfBye, {2, 1}: KindDoubleForfeit, {2, 2}: KindAbsent, {1, 2}: KindPending}
	for k, w := range kinds {
		if got := recs[k[0]].Entries[k[1]].Kind; got != w {
			t.Errorf("player %d round %d: kind %v, want %v", k[0], k[1]+1, got, w)
		}
	}
	// In a round robin the bye of an odd field scores nothing.
	if got := Records(players, rounds[:1], tb, Options{RoundRobin: true, Opponents: 4})[5].Total; got != 0 {
		t.Errorf("round-robin bye scored %v, want 0", got)
	}
}

// TestRoundRobinWithdrawal covers both branches of article 20.3 in a 5-player
// round robin (4 games each; half is 2).
func TestRoundRobinWithdrawal(t *testing.T) {
	tb, _ := Preset("cxa2011")
	rounds := []Round{
		{Number: 1, Games: []Game{{Board: 1, Red: 1, Black: 2, Result: RedWins}, {Board: 2, Red: 3, Black: 4, Result: Draw}}, Byes: []int{5}},
		{Number: 2, Games: []Game{{Board: 1, Red: 5, Black: 1, Result: BlackWins}, {Board: 2, Red: 2, Black: 3, Result: RedWins}}, Byes: []int{4}},
		{Number: 3, Games: []Game{{Board: 1, Red: 4, Black: 1}, {Board: 2, Red: 5, Black: 3}}, Byes: []int{2}},
	}
	opt := Options{RoundRobin: true, Opponents: 4}
	// Player 1 leaves before round 3 having played 2 of 4: results stand and
	// the round 3 game is a forfeit won by 4.
	players := []Player{{No: 1, Withdrawn: 3}, {No: 2}, {No: 3}, {No: 4}, {No: 5}}
	recs := Records(players, rounds, tb, opt)
	if recs[1].Total != P(4) || recs[4].Total != P(3) || recs[4].Entries[2].Kind != KindForfeitWin {
		t.Errorf("played half: got 1=%v 4=%v (%v), want 4, 3 (1 draw + forfeit win 2)", recs[1].Total, recs[4].Total, recs[4].Entries[2].Kind)
	}
	// Player 1 leaves before round 2 having played 1 of 4: everything of his
	// is cancelled, so 2 loses nothing to him; already in the standings after
	// round 1.
	players[0].Withdrawn = 2
	recs = Records(players, rounds[:1], tb, opt)
	if recs[1].Total != 0 || recs[2].Total != 0 || recs[2].Entries[0].Kind != KindCancelled {
		t.Errorf("played less than half: got 1=%v 2=%v kind %v, want 0, 0, cancelled", recs[1].Total, recs[2].Total, recs[2].Entries[0].Kind)
	}
	recs = Records(players, rounds, tb, opt)
	if recs[5].Total != 0 || recs[5].Entries[1].Kind != KindCancelled {
		t.Errorf("5's game with the withdrawn player: %v %v, want cancelled", recs[5].Total, recs[5].Entries[1].Kind)
	}
}
