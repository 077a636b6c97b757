package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

func TestGridMark(t *testing.T) {
	tests := []struct {
		name   string
		e      scoring.Entry
		zh, en string
	}{
		{"red win", scoring.Entry{Opponent: 12, Side: scoring.Red, Kind: scoring.KindPlayed, Outcome: scoring.Win}, "12红胜", "12r1"},
		{"black draw", scoring.Entry{Opponent: 3, Side: scoring.Black, Kind: scoring.KindPlayed, Outcome: scoring.DrawOutcome}, "3黑和", "3b½"},
		{"black loss", scoring.Entry{Opponent: 7, Side: scoring.Black, Kind: scoring.KindPlayed, Outcome: scoring.Loss}, "7黑负", "7b0"},
		{"pending", scoring.Entry{Opponent: 7, Side: scoring.Red, Kind: scoring.KindPending}, "7红", "7r"},
		{"forfeit win", scoring.Entry{Opponent: 4, Side: scoring.Red, Kind: scoring.KindForfeitWin}, "4红+", "4r+"},
		{"forfeit loss", scoring.Entry{Opponent: 4, Side: scoring.Black, Kind: scoring.KindForfeitLoss}, "4黑-", "4b-"},
		{"double forfeit", scoring.Entry{Opponent: 4, Side: scoring.Black, Kind: scoring.KindDoubleForfeit}, "4黑-", "4b-"},
		{"cancelled", scoring.Entry{Opponent: 4, Side: scoring.Red, Kind: scoring.KindCancelled}, "4红*", "4r*"},
		{"bye", scoring.Entry{Kind: scoring.KindBye}, "轮空", "bye"},
		{"half bye", scoring.Entry{Kind: scoring.KindHalfBye}, "请假", "½ bye"},
		{"absent", scoring.Entry{Kind: scoring.KindAbsent}, "缺席", "absent"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := GridMark("zh", tc.e); got != tc.zh {
				t.Errorf("zh: got %q, want %q", got, tc.zh)
			}
			if got := GridMark("en", tc.e); got != tc.en {
				t.Errorf("en: got %q, want %q", got, tc.en)
			}
		})
	}
}

func TestFlip(t *testing.T) {
	tests := []struct{ r, want scoring.Result }{
		{scoring.RedWins, scoring.BlackWins},
		{scoring.BlackWins, scoring.RedWins},
		{scoring.Draw, scoring.Draw},
		{scoring.RedForfeit, scoring.BlackForfeit},
		{scoring.BlackForfeit, scoring.RedForfeit},
		{scoring.DoubleForfeit, scoring.DoubleForfeit},
		{scoring.NoResult, scoring.NoResult},
	}
	for _, tc := range tests {
		if got := Flip(tc.r); got != tc.want {
			t.Errorf("Flip(%v): got %v, want %v", tc.r, got, tc.want)
		}
	}
}

func TestMatchText(t *testing.T) {
	names := map[int]string{1: "王天一", 2: "郑惟桐"}
	name := func(no int) string { return names[no] }
	two := &knockout.MatchInfo{Format: scoring.MatchFormat{Games: 2}}
	tests := []struct {
		name   string
		g      scoring.Game
		m      *knockout.MatchInfo
		view   int
		zh, en string
	}{
		{"one game", scoring.Game{Red: 1, Black: 2, Result: scoring.RedWins}, nil, 1, "1-0", "1-0"},
		{"one game, black's view", scoring.Game{Red: 1, Black: 2, Result: scoring.RedWins}, nil, 2, "0-1", "0-1"},
		{"one forfeit", scoring.Game{Red: 1, Black: 2, Result: scoring.BlackForfeit}, nil, 1, scoring.BlackForfeit.Chinese(), "-+"},
		// Two regular games (colours swapped), then a rapid game: 1 wins
		// game 1 with red, draws game 2 with black, loses the rapid.
		{"two games and a rapid", scoring.Game{Red: 1, Black: 2, Games: []scoring.MatchGame{
			{Red: 1, Result: scoring.RedWins}, {Red: 2, Result: scoring.Draw}, {Red: 1, Result: scoring.BlackWins, Kind: scoring.KindRapid},
		}}, two, 1, "1-0，=，快棋 0-1", "1-0, =, rapid 0-1"},
		{"the other seat", scoring.Game{Red: 1, Black: 2, Games: []scoring.MatchGame{
			{Red: 1, Result: scoring.RedWins}, {Red: 2, Result: scoring.Draw}, {Red: 1, Result: scoring.BlackWins, Kind: scoring.KindRapid},
		}}, two, 2, "0-1，=，快棋 1-0", "0-1, =, rapid 1-0"},
		// Past the regular games without a kind: an extra game; then lots.
		{"extra and lots", scoring.Game{Red: 1, Black: 2, Lots: 2, Games: []scoring.MatchGame{
			{Red: 1, Result: scoring.Draw}, {Red: 2, Result: scoring.Draw},
		}}, nil, 1, "=，加赛 =，抽签：郑惟桐胜", "=, extra =, lots won by 郑惟桐"},
		{"forfeited game of a match", scoring.Game{Red: 1, Black: 2, Games: []scoring.MatchGame{
			{Red: 2, Result: scoring.RedForfeit},
		}}, nil, 1, scoring.BlackForfeit.Chinese(), "-+"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := MatchText("zh", tc.g, tc.m, tc.view, name); got != tc.zh {
				t.Errorf("zh: got %q, want %q", got, tc.zh)
			}
			if got := MatchText("en", tc.g, tc.m, tc.view, name); got != tc.en {
				t.Errorf("en: got %q, want %q", got, tc.en)
			}
		})
	}
}

func TestGameKind(t *testing.T) {
	tests := []struct{ kind, zh, en string }{
		{"", "加赛", "extra"},
		{scoring.KindExtra, "加赛", "extra"},
		{scoring.KindRapid, "快棋", "rapid"},
		{scoring.KindBlitz, "超快棋", "blitz"},
		{scoring.KindArmageddon, "和棋黑胜", "armageddon"},
		{scoring.KindRedLoses, "和棋先手负", "armageddon (draw: red loses)"},
		{"odd", "odd", "odd"},
	}
	for _, tc := range tests {
		if got := GameKind("zh", tc.kind); got != tc.zh {
			t.Errorf("GameKind(zh, %q): got %q, want %q", tc.kind, got, tc.zh)
		}
		if got := GameKind("en", tc.kind); got != tc.en {
			t.Errorf("GameKind(en, %q): got %q, want %q", tc.kind, got, tc.en)
		}
	}
}

// bracket is a main bracket of 8 players, 4 and 2 (by players left), a
// winners' bracket of 2 then 1, a card round of 13 (6 matches and a K),
// and the third-place match.
func bracket() *knockout.State {
	ks := &knockout.State{}
	add := func(section string, col, n int, players [2]int) {
		for i := 0; i < n; i++ {
			ks.Matches = append(ks.Matches, knockout.MatchInfo{Section: section, Column: col, Players: players})
		}
	}
	add("main", 1, 4, [2]int{1, 2}) // 8 players
	add("main", 2, 2, [2]int{0, 0}) // 4 seats still unknown: they count
	add("main", 3, 1, [2]int{0, 0})
	add("winners", 2, 1, [2]int{5, 6})
	add("winners", 3, 1, [2]int{0, knockout.Bye}) // one player: not 2, so 第3轮
	add("main", 5, 6, [2]int{1, 2})
	add("main", 5, 1, [2]int{3, knockout.Bye}) // 13 players drawing cards
	ks.Matches = append(ks.Matches, knockout.MatchInfo{Section: "third", ID: "P3", Column: 3})
	return ks
}

func TestRoundTitle(t *testing.T) {
	ks := bracket()
	tests := []struct {
		match        int
		zh, en, head string
	}{
		{0, "1/4决赛", "quarter-final", "Quarter-final"},
		{4, "半决赛", "semi-final", "Semi-final"},
		{6, "决赛", "final", "Final"},
		{7, "胜者组决赛", "winners' final", "Winners' Final"}, // two players left in the winners' column 2
		{8, "胜者组第3轮", "winners' round 3", "Winners' Round 3"},
		{9, "第5轮", "round 5", "Round 5"},
		{len(ks.Matches) - 1, "三四名决赛", "third place", "Third place"},
	}
	for _, tc := range tests {
		m := &ks.Matches[tc.match]
		if got := RoundTitle("zh", ks, m, false); got != tc.zh {
			t.Errorf("match %d zh: got %q, want %q", tc.match, got, tc.zh)
		}
		if got := RoundTitle("en", ks, m, false); got != tc.en {
			t.Errorf("match %d en: got %q, want %q", tc.match, got, tc.en)
		}
		if got := RoundTitle("en", ks, m, true); got != tc.head {
			t.Errorf("match %d en heading: got %q, want %q", tc.match, got, tc.head)
		}
	}
}

func TestRemark(t *testing.T) {
	tests := []struct {
		name   string
		p      scoring.Player
		zh, en string
	}{
		{"none", scoring.Player{Joined: 1}, "", ""},
		{"late", scoring.Player{Joined: 3}, "第3轮起参赛", "from round 3"},
		{"withdrawn, warned", scoring.Player{Withdrawn: 4, Penalty: "warning"}, "第4轮起退赛，警告", "withdrew from round 4, warning"},
		{"disqualified", scoring.Player{Penalty: "disqualified"}, "取消资格", "disqualified"},
		{"other penalty", scoring.Player{Joined: 2, Penalty: "扣1分"}, "第2轮起参赛，扣1分", "from round 2, 扣1分"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Remark("zh", &tc.p, "第%d轮起参赛", "from round %d"); got != tc.zh {
				t.Errorf("zh: got %q, want %q", got, tc.zh)
			}
			if got := Remark("en", &tc.p, "第%d轮起参赛", "from round %d"); got != tc.en {
				t.Errorf("en: got %q, want %q", got, tc.en)
			}
		})
	}
}

func TestLabels(t *testing.T) {
	ev := &scoring.Event{Players: []scoring.Player{{No: 1, Name: "王天一", NameEn: "Wang Tianyi"}, {No: 2, Name: "郑惟桐"}}}
	tests := []struct{ name, got, want string }{
		{"group zh", GroupLabel("zh", "A"), "A组"},
		{"group en", GroupLabel("en", "A"), "group A"},
		{"section", GroupLabel("en", "女子组"), "女子组"},
		{"name zh", Name(ev, "zh", 1), "王天一"},
		{"name en", Name(ev, "en", 1), "Wang Tianyi"},
		{"name en without one", Name(ev, "en", 2), "郑惟桐"},
		{"unknown", Name(ev, "zh", 9), "#9"},
		{"double", SystemLabel("zh", &scoring.Stage{System: scoring.RoundRobin, Cycles: 2}), "双循环"},
		{"swiss", SystemLabel("en", &scoring.Stage{System: scoring.Swiss}), "Swiss"},
		{"knockout", SystemLabel("zh", &scoring.Stage{System: scoring.Knockout}), "淘汰赛"},
		{"result zh", ResultText("zh", scoring.RedWins), scoring.RedWins.Chinese()},
		{"result en", ResultText("en", scoring.RedWins), "1-0"},
		{"relax en", RelaxText("en", scoring.RoundNote{Kind: scoring.NoteRelaxed, Player: 2, Side: scoring.Black, Board: 4, Limit: scoring.LimitInARow},
			func(no int) string { return Name(ev, "en", no) }), "Last round: colour limit relaxed to keep scores together: board 4, 2 郑惟桐 plays black."},
		{"relax zh", RelaxText("zh", scoring.RoundNote{Kind: scoring.NoteRelaxed, Player: 1, Side: scoring.Red, Board: 3},
			func(no int) string { return Name(ev, "zh", no) }), "末轮为使同分者相遇放宽颜色限制：第3台 1 王天一 执红。"},
		{"not a relax note", RelaxText("zh", scoring.RoundNote{Kind: scoring.NoteFixed, Red: 1, Black: 2}, nil), ""},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, tc.got, tc.want)
		}
	}
}

func TestLanguage(t *testing.T) {
	tests := []struct {
		in, want string
		err      bool
	}{
		{"", "zh", false},
		{"zh", "zh", false},
		{"en", "en", false},
		{"fr", "", true},
	}
	for _, tc := range tests {
		got, err := Language(tc.in)
		if got != tc.want || (err != nil) != tc.err {
			t.Errorf("Language(%q): got %q, %v; want %q, error %v", tc.in, got, err, tc.want, tc.err)
		}
	}
}

func TestEventFacts(t *testing.T) {
	tests := []struct {
		name string
		ev   scoring.Event
		want []Fact
	}{
		{"one day", scoring.Event{Start: "2026-05-01", End: "2026-05-01", Arbiter: "李"}, []Fact{{"日期", "Dates", "2026-05-01"}, {"裁判长", "Chief arbiter", "李"}}},
		{"two days", scoring.Event{Start: "2026-05-01", End: "2026-05-02", Site: "北京"}, []Fact{{"日期", "Dates", "2026-05-01 – 2026-05-02"}, {"地点", "Site", "北京"}}},
		{"none", scoring.Event{}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, EventFacts(&tc.ev)); d != "" {
				t.Errorf("facts (-want +got):\n%s", d)
			}
		})
	}
	ev := &scoring.Event{Name: "棋赛", NameEn: "Open"}
	if got := Title(ev, "en"); got != "Open" {
		t.Errorf("Title en: got %q, want Open", got)
	}
	if got := Title(ev, "zh"); got != "棋赛" {
		t.Errorf("Title zh: got %q, want 棋赛", got)
	}
}
