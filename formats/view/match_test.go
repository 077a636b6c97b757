package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// TestMatchResultCell checks the result cell of a match (Match.Text) and that
// ParseGames reads back the games it lists, in both languages.
func TestMatchResultCell(t *testing.T) {
	name := func(no int) string { return map[int]string{1: "王天一", 2: "郑惟桐"}[no] }
	two := scoring.MatchFormat{Games: 2}
	tests := []struct {
		name   string
		m      Match
		zh, en string
		games  []scoring.Result // what ParseGames reads back
	}{
		{
			// 1 wins game 1 with red, draws game 2 with black: 1 + ½ = 1½ to ½.
			name: "two games, colours swapped",
			m:    Match{Red: 1, Black: 2, Regular: two.Games, Games: []scoring.MatchGame{{Red: 1, Result: scoring.RedWins}, {Red: 2, Result: scoring.Draw}}},
			zh:   "红胜 和 | 1½:½", en: "1-0 = | 1½:½",
			games: []scoring.Result{scoring.RedWins, scoring.Draw},
		},
		{
			// each wins with red: 1:1, then an armageddon game (red loses
			// a draw) drawn with 2 red: ½ each, 1½:1½; 1 goes through.
			name: "level, then armageddon",
			m: Match{Red: 1, Black: 2, Regular: 2, Games: []scoring.MatchGame{{Red: 1, Result: scoring.RedWins}, {Red: 2, Result: scoring.RedWins},
				{Red: 2, Result: scoring.Draw, Kind: scoring.KindRedLoses}}},
			zh: "红胜 红胜 和棋先手负 和 | 1½:1½", en: "1-0 1-0 armageddon (draw: red loses) = | 1½:1½",
			games: []scoring.Result{scoring.RedWins, scoring.RedWins, scoring.Draw},
		},
		{
			// two draws and an extra game drawn, then lots drawn by xqt.
			name: "lots",
			m: Match{Red: 1, Black: 2, Regular: 2, Lots: 2, LotsByTool: true, Games: []scoring.MatchGame{{Red: 1, Result: scoring.Draw}, {Red: 2, Result: scoring.Draw},
				{Red: 1, Result: scoring.Draw}}},
			zh: "和 和 加赛 和 | 1½:1½，抽签（xqt 抽取）：郑惟桐胜", en: "= = extra = | 1½:1½, lots (drawn by xqt) won by 郑惟桐",
			games: []scoring.Result{scoring.Draw, scoring.Draw, scoring.Draw},
		},
		{
			name: "a match entered by its result alone",
			m:    Match{Red: 1, Black: 2, Regular: 3, Result: scoring.BlackWins, ByResult: true},
			zh:   "黑胜（仅录入比赛结果）", en: "0-1 (match result only)",
			games: []scoring.Result{scoring.BlackWins},
		},
		{
			name: "a withdrawal's open game",
			m:    Match{Red: 1, Black: 2, Regular: 1, HasImplied: true, Implied: scoring.RedForfeit},
			zh:   "黑弃权", en: "+-",
			games: []scoring.Result{scoring.RedForfeit},
		},
		{
			name: "not entered",
			m:    Match{Red: 1, Black: 2, Regular: 1},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for lang, want := range map[string]string{"zh": tc.zh, "en": tc.en} {
				got := tc.m.Text(lang, name)
				if got != want {
					t.Errorf("%s: %q, want %q", lang, got, want)
				}
				if d := cmp.Diff(tc.games, ParseGames(got)); d != "" {
					t.Errorf("%s: ParseGames(%q) (-want +got):\n%s", lang, got, d)
				}
			}
		})
	}
}

// TestScoreText checks the short bracket score from either player's view.
func TestScoreText(t *testing.T) {
	f := scoring.MustMatchFormat("two-games+armageddon-red-loses")
	// 1 wins game 1 (red), loses game 2 (2 red): 1-1; armageddon drawn with
	// 1 red: red loses the draw, so 2 goes through.
	g := scoring.Game{Red: 1, Black: 2, Result: scoring.BlackWins, Games: []scoring.MatchGame{{Red: 1, Result: scoring.RedWins}, {Red: 2, Result: scoring.RedWins}, {Red: 1, Result: scoring.Draw, Kind: scoring.KindRedLoses}}}
	for _, tc := range []struct {
		lang  string
		first int
		want  string
	}{
		{"zh", 1, "1-1 和棋先手负 ½-½"},
		{"en", 2, "1-1 armageddon (draw: red loses) ½-½"},
	} {
		if got := ScoreText(tc.lang, g, f, tc.first); got != tc.want {
			t.Errorf("%s from %d: %q, want %q", tc.lang, tc.first, got, tc.want)
		}
	}
	// entered by its result alone: the result, never 0-0
	alone := scoring.Game{Red: 1, Black: 2, Result: scoring.RedWins}
	if got := ScoreText("zh", alone, scoring.MustMatchFormat("best-of-3"), 2); got != "黑胜" {
		t.Errorf("a match entered by its result alone, from the loser's view: %q, want 黑胜", got)
	}
}

// TestSplits checks the notes under tied places: the first criterion that
// differs, a penalty, and 直胜 left out where nobody is level.
func TestSplits(t *testing.T) {
	dir := tiebreak.Criterion{ID: "direct", Zh: "直胜", En: "direct encounter"}
	net := tiebreak.Criterion{ID: "net-games", Zh: "净胜局", En: "net games won"}
	s := &tiebreak.Standings{Criteria: []tiebreak.Criterion{dir, net}, Rows: []tiebreak.Row{
		{Place: 1, No: 1, Points: scoring.P(7), Values: []tiebreak.Value{tiebreak.Int(0), tiebreak.Int(1)}},
		{Place: 2, No: 5, Points: scoring.P(6), Values: []tiebreak.Value{tiebreak.Int(3), tiebreak.Int(1)}},
		{Place: 3, No: 9, Points: scoring.P(6), Values: []tiebreak.Value{tiebreak.Int(0), tiebreak.Int(1)}},
		{Place: 4, No: 4, Points: scoring.P(5), Values: []tiebreak.Value{tiebreak.Int(0), tiebreak.Int(2)}},
		{Place: 5, No: 8, Points: scoring.P(5), Values: []tiebreak.Value{tiebreak.Int(0), tiebreak.Int(2)}, Penalised: true},
	}}
	got := Splits(s)
	want := []Split{
		{Places: [2]int{2, 3}, Nos: [2]int{5, 9}, Points: scoring.P(6), Criterion: dir, Values: [2]tiebreak.Value{tiebreak.Int(3), tiebreak.Int(0)}},
		{Places: [2]int{4, 5}, Nos: [2]int{4, 8}, Points: scoring.P(5), Penalty: true},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("Splits (-want +got):\n%s", d)
	}
	name := func(no int) string { return map[int]string{5: "乙", 9: "丙", 4: "丁", 8: "戊"}[no] }
	if got, want := SplitText("zh", got[0], name), "第2、3名（乙、丙）同积6分，按直胜区分（3 : 0）。"; got != want {
		t.Errorf("SplitText: %q, want %q", got, want)
	}
	if got, want := SplitText("en", got[1], name), "Places 4 and 5 (丁 and 戊) are level on 5 points: the penalised player ranks lower (article 18.4)."; got != want {
		t.Errorf("SplitText: %q, want %q", got, want)
	}
	// 直胜 of row 1 (7 points, level with nobody) means nothing; the
	// others are level with a neighbour; 净胜局 is always shown.
	for i, want := range []bool{false, true, true, true, true} {
		if got := Needed(s, i, 0); got != want {
			t.Errorf("Needed(row %d, 直胜) = %v, want %v", i, got, want)
		}
		if !Needed(s, i, 1) {
			t.Errorf("Needed(row %d, 净胜局) = false", i)
		}
	}
}

// TestQualified checks the 出线 marks: the players of a stage in the field
// of the stage drawn from it.
func TestQualified(t *testing.T) {
	ev := &scoring.Event{Stages: []scoring.Stage{
		{ID: "groups", Players: []int{1, 2, 3, 4}},
		{ID: "final", From: "groups", Players: []int{1, 3}},
	}}
	got := Qualified(ev, "groups", []int{1, 2, 3, 4})
	if d := cmp.Diff(map[int]bool{1: true, 3: true}, got); d != "" {
		t.Errorf("Qualified (-want +got):\n%s", d)
	}
	if got := Qualified(ev, "final", []int{1, 3}); len(got) != 0 {
		t.Errorf("the last stage: %v, want none", got)
	}
}

// TestSplitsBy: a row's By (tiebreak.Row.By) names what split it from the
// row above: the play-off 加赛, or a criterion compared value by value
// whose shown first values are level (末轮积分 1.5 and 1.5, split by the
// round before); the note says so instead of naming a later column.
func TestSplitsBy(t *testing.T) {
	back := tiebreak.Criterion{ID: "back", Zh: "末轮积分", En: "back-count"}
	bh := tiebreak.Criterion{ID: "bh", Zh: "对手分", En: "opponents' score"}
	v := func(a, b int64) []tiebreak.Value { return []tiebreak.Value{tiebreak.Int(a), tiebreak.Int(b)} }
	s := &tiebreak.Standings{Criteria: []tiebreak.Criterion{back, bh}, Rows: []tiebreak.Row{
		{Place: 1, No: 3, Points: scoring.P(6), Values: v(1, 96)},
		{Place: 2, No: 2, Points: scoring.P(6), Values: v(1, 98), By: 1},
		{Place: 3, No: 7, Points: scoring.P(6), Values: v(1, 98), By: tiebreak.ByPlayoff},
	}}
	name := func(no int) string { return map[int]string{3: "甲", 2: "乙", 7: "丙"}[no] }
	var got []string
	for _, sp := range Splits(s) {
		got = append(got, SplitText("zh", sp, name))
	}
	want := []string{
		"第1、2名（甲、乙）同积6分，按末轮积分区分（栏中同为 1，由其后逐项比较决出）。",
		"第2、3名（乙、丙）同积6分，由加赛决出（第15.6条）。",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("notes (-want +got):\n%s", d)
	}
}

// TestNeededAfterSplit: 直胜 is worked out among the teams still tied when
// it is reached. The team league's 实验中学 and 五中 end level on 5 match
// points; 局分 19 : 18 splits them (By 1) before 直胜, which stays 0 for
// both although 五中 won their match 5-3: printed, "0 0" would say they
// drew. Split by 直胜 itself (By 2), or shared, it is shown.
func TestNeededAfterSplit(t *testing.T) {
	gp := tiebreak.Criterion{ID: "game-points", Zh: "局分"}
	dir := tiebreak.Criterion{ID: "direct", Zh: "直胜"}
	rows := func(by int, shared bool) *tiebreak.Standings {
		second := 2
		if shared {
			second = 1
		}
		return &tiebreak.Standings{Criteria: []tiebreak.Criterion{gp, dir}, Rows: []tiebreak.Row{
			{Place: 1, No: 6, Points: scoring.P(5), Values: []tiebreak.Value{tiebreak.Int(19), tiebreak.Int(0)}},
			{Place: second, No: 5, Points: scoring.P(5), Values: []tiebreak.Value{tiebreak.Int(18), tiebreak.Int(0)}, By: by},
		}}
	}
	for _, tt := range []struct {
		name   string
		s      *tiebreak.Standings
		needed bool
	}{
		{"split by 局分", rows(1, false), false},
		{"split by 直胜", rows(2, false), true},
		{"split by the play-off", rows(tiebreak.ByPlayoff, false), true},
		{"not known (By 0)", rows(0, false), true},
		{"shared", rows(0, true), true},
	} {
		for i := range 2 {
			if got := Needed(tt.s, i, 1); got != tt.needed {
				t.Errorf("%s: Needed(row %d, 直胜) = %v, want %v", tt.name, i, got, tt.needed)
			}
		}
		if !Needed(tt.s, 0, 0) {
			t.Errorf("%s: 局分 not needed", tt.name)
		}
	}
}

// TestWhyNotes: a run of places level on points that one criterion splits
// one after the other is one note naming them in order; a shared place
// breaks the run (its pairs get a note each) and gets a note of its own;
// the play-off's note comes apart, only under the final table.
func TestWhyNotes(t *testing.T) {
	bh := tiebreak.Criterion{ID: "bh", Zh: "对手分", En: "Buchholz"}
	v := func(x int64) []tiebreak.Value { return []tiebreak.Value{tiebreak.Int(x)} }
	s := &tiebreak.Standings{Criteria: []tiebreak.Criterion{bh}, Rows: []tiebreak.Row{
		{Place: 1, No: 1, Points: scoring.P(4), Values: v(9), By: 0},
		{Place: 2, No: 2, Points: scoring.P(4), Values: v(8), By: 1},
		{Place: 3, No: 3, Points: scoring.P(4), Values: v(7), By: 1},
		{Place: 4, No: 4, Points: scoring.P(3), Values: v(6), Shared: true},
		{Place: 4, No: 5, Points: scoring.P(3), Values: v(6), Shared: true},
		{Place: 6, No: 6, Points: scoring.P(3), Values: v(5), By: 1},
		{Place: 7, No: 7, Points: scoring.P(3), Values: v(4), By: 1},
	}, PlayoffNeeded: true, PlayoffPlaces: []int{4}}
	name := func(no int) string { return []string{"", "甲", "乙", "丙", "丁", "戊", "己", "庚"}[no] }
	notes, playoff := WhyNotes("zh", s, false, name)
	want := []string{
		"第1至3名（甲、乙、丙）同积4分，按对手分依次区分（9 : 8 : 7）。",
		"第4、6名（戊、己）同积3分，按对手分区分（6 : 5）。",
		"第6、7名（己、庚）同积3分，按对手分区分（5 : 4）。",
		"第4名并列（丁、戊）：同积3分，各项比较均相同。",
	}
	if d := cmp.Diff(want, notes); d != "" || playoff != "" {
		t.Errorf("WhyNotes mid-stage (-want +got):\n%s\nplay-off %q", d, playoff)
	}
	notes, playoff = WhyNotes("en", s, true, name)
	if len(notes) != 3 || notes[0] != "Places 1 to 3 (甲, 乙 and 丙) are level on 4 points, in order of Buchholz (9 : 8 : 7)." {
		t.Errorf("WhyNotes final: %q", notes)
	}
	if playoff != PlayoffText("en", []int{4}) {
		t.Errorf("play-off note %q", playoff)
	}
}
