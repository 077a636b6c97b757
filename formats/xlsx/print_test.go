package xlsx

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// swissEvent is a small Swiss of six planned for three rounds, paired by
// hand (the pairing engine is not under test here): player 6 withdraws
// before round 3, player 7 enters late from round 2 (bye in round 2), and
// round 3 records a relaxed colour limit as the Swiss pairing writes it.
func swissEvent(t testing.TB) *scoring.Event {
	t.Helper()
	table, err := scoring.Preset("cxa2011")
	if err != nil {
		t.Fatal(err)
	}
	ev := &scoring.Event{
		Name: "2026 青石镇象棋积分赛", NameEn: "2026 Qingshi Swiss", Start: "2026-05-01", Edition: "cxa2011", Points: table,
		Stages: []scoring.Stage{{ID: "main", System: "swiss", Rounds: 3, Tiebreaks: []string{"bh", "sb"}}},
	}
	for i, n := range []string{"王小明", "李四", "张三丰", "欧阳明月", "赵六", "钱七", "孙八"} {
		ev.Players = append(ev.Players, scoring.Player{No: i + 1, Name: n, NameEn: fmt.Sprintf("Player %d", i+1), Club: staffNames[i].club})
	}
	ev.Players[5].Withdrawn = 3
	ev.Players[6].Joined = 2
	g := func(b, red, black int, r scoring.Result) scoring.Game {
		return scoring.Game{Board: b, Red: red, Black: black, Result: r}
	}
	ev.Rounds = []scoring.Round{
		{Number: 1, Stage: "main", Games: []scoring.Game{g(1, 1, 4, scoring.RedWins), g(2, 5, 2, scoring.Draw), g(3, 3, 6, scoring.BlackWins)}, Absent: []int{7}},
		{Number: 2, Stage: "main", Games: []scoring.Game{g(1, 6, 1, scoring.Draw), g(2, 2, 3, scoring.RedForfeit), g(3, 4, 5, scoring.BlackWins)}, Byes: []int{7}},
		{Number: 3, Stage: "main", Games: []scoring.Game{g(1, 1, 2, scoring.RedWins), g(2, 5, 7, scoring.BlackWins), g(3, 3, 4, scoring.NoResult)},
			Notes: []scoring.RoundNote{{Kind: scoring.NoteRelaxed, Player: 1, Side: scoring.Red, Board: 1, Limit: scoring.LimitInARow}}},
	}
	return ev
}

// cardEvent is a knockout of n players paired by a card draw every round
// with knockout.PairRound (a K for the odd one out), the lower start number
// winning every single game, played to the end.
func cardEvent(t testing.TB, n int) *scoring.Event {
	t.Helper()
	return cardEventUntil(t, n, 0)
}

// cardEventUntil is cardEvent stopped when until players are left (Stage.Until).
func cardEventUntil(t testing.TB, n, until int) *scoring.Event {
	t.Helper()
	table, err := scoring.Preset("cxa2011")
	if err != nil {
		t.Fatal(err)
	}
	ev := &scoring.Event{
		Name: "2026 象棋十三人淘汰赛", NameEn: "2026 Card-draw Knockout", Start: "2026-04-18", Edition: "cxa2011", Points: table,
		Stages: []scoring.Stage{{ID: "main", System: "knockout", Options: map[string]string{"draw": "cards", "match": "single+extra+lots", "no-k-twice": "true"}}},
	}
	for i := 0; i < n; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i + 1, Name: fmt.Sprintf("选手%d", i+1), NameEn: fmt.Sprintf("Player %d", i+1)})
	}
	st := &ev.Stages[0]
	st.Until = until
	for k := 1; ; k++ {
		r, err := knockout.PairRound(ev, st, int64(2026+k))
		if err != nil {
			if strings.Contains(err.Error(), "is over") || until > 0 && strings.Contains(err.Error(), "is complete") {
				break
			}
			t.Fatalf("round %d: %v", k, err)
		}
		r.Number, r.Stage = k, "main"
		for i := range r.Games {
			if r.Games[i].Red < r.Games[i].Black {
				r.Games[i].Result = scoring.RedWins
			} else {
				r.Games[i].Result = scoring.BlackWins
			}
		}
		ev.Rounds = append(ev.Rounds, r)
		if k > 10 {
			t.Fatal("the card knockout does not end")
		}
	}
	return ev
}

// sheetRows writes the event and returns the rows of every sheet.
func sheetRows(t *testing.T, ev *scoring.Event, opt Options) map[string][][]string {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, ev, opt); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	defer f.Close()
	out := map[string][][]string{}
	for _, s := range f.GetSheetList() {
		rows, err := f.GetRows(s)
		if err != nil {
			t.Fatal(err)
		}
		out[s] = rows
	}
	return out
}

// cellsOfRows flattens rows into their non-empty cells.
func textOf(rows [][]string) string {
	var sb strings.Builder
	for _, r := range rows {
		sb.WriteString(strings.Join(r, "|"))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// TestKnockoutPairingsSheet: a knockout's pairing sheet shows each match's
// games and its winner, and no points; byes go through without points.
func TestKnockoutPairingsSheet(t *testing.T) {
	ev := koGoldenEvent(t)
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			book := sheetRows(t, ev, Options{Lang: lang})
			for _, r := range ev.Rounds {
				name := fmt.Sprintf("第%d轮对阵", r.Number)
				if lang == "en" {
					name = fmt.Sprintf("R%d pairings", r.Number)
				}
				rows, ok := book[name]
				if !ok {
					t.Fatalf("no sheet %q", name)
				}
				all := textOf(rows)
				if strings.Contains(all, "积分") || strings.Contains(all, "Pts") {
					t.Errorf("%s has a points column:\n%s", name, all)
				}
				if regexp.MustCompile(`Bye \(\d`).MatchString(all) {
					t.Errorf("%s gives byes points:\n%s", name, all)
				}
				for _, g := range r.Games {
					var row []string
					for _, x := range rows {
						if len(x) > 0 && x[0] == fmt.Sprint(g.Board) {
							row = x
						}
					}
					if row == nil {
						t.Fatalf("%s: no row for board %d", name, g.Board)
					}
					// The winner from the game itself: the last game decides.
					red, black := ev.Player(g.Red), ev.Player(g.Black)
					winner := red
					if g.Result == scoring.BlackWins {
						winner = black
					}
					wname := winner.Name
					if lang == "en" {
						wname = winner.NameEn
					}
					if got := row[len(row)-1]; got != wname {
						t.Errorf("%s board %d: winner %q, want %q", name, g.Board, got, wname)
					}
					games := row[4]
					switch {
					case len(g.Games) > 1:
						want := map[string]string{"zh": "和 快棋 ", "en": "= rapid "}[lang]
						if !strings.HasPrefix(games, want) {
							t.Errorf("%s board %d: games %q, want the draw then the rapid game (%q...)", name, g.Board, games, want)
						}
						// the rapid game in its own colours: its red player won it or lost it
						rapid := g.Games[len(g.Games)-1]
						res := scoring.RedWins
						if winner.No != rapid.Red {
							res = scoring.BlackWins
						}
						if want := view.ResultText(lang, res) + " | "; !strings.Contains(games, want) {
							t.Errorf("%s board %d: games %q, want the rapid game %s for the winner", name, g.Board, games, want)
						}
						// the game points of the players as listed, left first: ½ for the draw, 1 for the rapid game's winner
						want = map[bool]string{true: "| 1½:½", false: "| ½:1½"}[winner == red]
						if !strings.HasSuffix(games, want) {
							t.Errorf("%s board %d: games %q, want the game points %q", name, g.Board, games, want)
						}
					default:
						// a single game, under the title of a match off the main line (三四名决赛：)
						if want := view.ResultText(lang, g.Result); games != want && !strings.HasSuffix(games, "：\n"+want) && !strings.HasSuffix(games, ":\n"+want) {
							t.Errorf("%s board %d: games %q, want %q", name, g.Board, games, want)
						}
					}
				}
			}
		})
	}
}

// TestGridSheet checks the Swiss result grid cell by cell against the
// games: opponent number, colour and result, byes and absences by name,
// the rows in the order of the standings sheet of the last round.
func TestGridSheet(t *testing.T) {
	ev := swissEvent(t)
	for _, lang := range []string{"zh", "en"} {
		t.Run(lang, func(t *testing.T) {
			book := sheetRows(t, ev, Options{Lang: lang})
			grid := book[map[string]string{"zh": "成绩表", "en": "Grid"}[lang]]
			if grid == nil {
				t.Fatal("no grid sheet")
			}
			mark := func(no, k int) string {
				r := ev.Rounds[k]
				side := map[string][2]string{"zh": {"红", "黑"}, "en": {"r", "b"}}[lang]
				res := map[string][3]string{"zh": {"胜", "和", "负"}, "en": {"1", "½", "0"}}[lang]
				for _, g := range r.Games {
					if g.Red != no && g.Black != no {
						continue
					}
					opp, s, out := g.Black, side[0], ""
					if g.Black == no {
						opp, s = g.Red, side[1]
					}
					switch g.Result.Outcome(map[bool]scoring.Side{true: scoring.Red, false: scoring.Black}[g.Red == no]) {
					case scoring.Win:
						out = res[0]
					case scoring.DrawOutcome:
						out = res[1]
					case scoring.Loss:
						out = res[2]
					}
					if !g.Result.Played() && g.Result != scoring.NoResult {
						out = map[scoring.Outcome]string{scoring.Win: "+", scoring.Loss: "-"}[g.Result.Outcome(map[bool]scoring.Side{true: scoring.Red, false: scoring.Black}[g.Red == no])]
					}
					return fmt.Sprintf("%d%s%s", opp, s, out)
				}
				switch {
				case slices.Contains(r.Byes, no):
					return map[string]string{"zh": "轮空", "en": "bye"}[lang]
				}
				return map[string]string{"zh": "缺席", "en": "absent"}[lang]
			}
			seen := 0
			for _, row := range grid[3:] {
				if len(row) < 3+3+1 {
					continue
				}
				var no int
				if _, err := fmt.Sscan(row[1], &no); err != nil {
					continue
				}
				seen++
				for k := range ev.Rounds {
					if got, want := row[4+k], mark(no, k); got != want {
						t.Errorf("player %d round %d: %q, want %q", no, k+1, got, want)
					}
				}
			}
			if seen != len(ev.Players) {
				t.Errorf("%d player rows, want %d", seen, len(ev.Players))
			}
			// same order as the standings of the last complete round (2)
			standings := book[map[string]string{"zh": "第2轮后排名", "en": "R2 standings"}[lang]]
			var sOrder, gOrder []string
			for _, r := range standings[3:] {
				if len(r) > 2 {
					sOrder = append(sOrder, r[1])
				}
			}
			for _, r := range grid[3:] {
				if len(r) > 2 && r[1] != "" && unicode.IsDigit(rune(r[1][0])) {
					gOrder = append(gOrder, r[1])
				}
			}
			if len(gOrder) != len(sOrder) {
				t.Errorf("grid lists %v, standings %v", gOrder, sOrder)
			}
		})
	}
}

// TestRoundNotes: pairing sheets list absent and withdrawn players, the
// boards still open, and the last round's relaxed colour limit; the start
// list remarks the late entry and the withdrawal.
func TestRoundNotes(t *testing.T) {
	ev := swissEvent(t)
	tests := []struct {
		lang, sheet string
		want        []string
	}{
		{"zh", "第1轮对阵", []string{"缺席（0 分）：7 孙八"}},
		{"zh", "第2轮对阵", []string{"轮空（2 分）：7 孙八"}},
		{"zh", "第3轮对阵", []string{"已退赛：6 钱七", "待录入结果的台次：3", "末轮为使同分者相遇放宽颜色限制：第1台 1 王小明 执红。"}},
		{"en", "R3 pairings", []string{"Withdrawn: 6 Player 6", "Boards without a result: 3", "Last round: colour limit relaxed to keep scores together: board 1, 1 Player 1 plays red."}},
		{"zh", "参赛名单", []string{"第2轮起补报参赛", "第3轮起退赛"}},
		{"en", "Players", []string{"late entry from round 2", "withdrew from round 3"}},
	}
	books := map[string]map[string][][]string{}
	for _, tt := range tests {
		if books[tt.lang] == nil {
			books[tt.lang] = sheetRows(t, ev, Options{Lang: tt.lang})
		}
		all := textOf(books[tt.lang][tt.sheet])
		for _, w := range tt.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s %s: no %q in\n%s", tt.lang, tt.sheet, w, all)
			}
		}
	}
}

// TestInfoSheetLabels: the zh event sheet is Chinese throughout (the
// unplayed-round policy and every tiebreak definition); the crosstable
// legend is there only with a crosstable; a knockout's sheet gives the
// draw and the match format, not a points table.
func TestInfoSheetLabels(t *testing.T) {
	latin := func(s string) bool {
		words := 0
		for _, f := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) || r > unicode.MaxLatin1 }) {
			if len(f) > 2 {
				words++
			}
		}
		return words > 0
	}
	tests := []struct {
		name    string
		ev      *scoring.Event
		want    []string
		without []string
	}{
		{"swiss", swissEvent(t), []string{"未赛轮次", "名次栏"}, []string{"交叉表"}},
		{"round robin", staffEvent(t), []string{"交叉表格中为该局得分（行方视角）", "名次栏"}, nil},
		{"knockout", koGoldenEvent(t), []string{"对阵办法", "比赛办法", "一局定胜负；平局则依次：快棋一局，和棋黑胜一局"}, []string{"交叉表", "计分", "轮空 2", "PTS"}},
		{"cards", cardEvent(t, 13), []string{"抽签办法", "同一人不会两次抽到 K", "加赛一局，抽签"}, []string{"计分", "PTS"}},
		// A team round robin counts teams: 6 teams play 5 rounds.
		{"teams", teamLeague(t), []string{"参赛队数|6", "参赛人数|26", "单循环，6 队，已赛 5 / 5 轮"}, []string{"人，已赛"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := sheetRows(t, tt.ev, Options{})["赛事信息"]
			all := textOf(rows)
			for _, w := range tt.want {
				if !strings.Contains(all, w) {
					t.Errorf("no %q in\n%s", w, all)
				}
			}
			for _, w := range tt.without {
				if strings.Contains(all, w) {
					t.Errorf("%q in\n%s", w, all)
				}
			}
			for _, r := range rows {
				// key/value lines other than the English name, and the
				// definitions (last column) of the legend
				if len(r) < 2 || r[0] == "英文名称" || r[0] == "代码\nCode" {
					continue
				}
				v := r[len(r)-1]
				if r[0] == "比赛名称" || r[0] == "PTS" {
					continue
				}
				if latin(v) && !strings.HasPrefix(v, "cxa") {
					t.Errorf("English in the zh event sheet: %q", strings.Join(r, " | "))
				}
			}
		})
	}
}

// teamLeague is the team-league sample after its five rounds (a team
// round robin of 6 schools, 26 players; testdata/team-league.yaml).
func teamLeague(t *testing.T) *scoring.Event {
	t.Helper()
	ev, err := event.Load("testdata/team-league.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// TestCardDrawNames: card names are 红1/黑1 in the zh workbook and R1/B1
// in the en one; the rounds of a 13-player card draw are named by the
// players left: 第1轮 (13), 第2轮 (7), 半决赛 (4), 决赛 (2).
func TestCardDrawNames(t *testing.T) {
	ev := cardEvent(t, 13)
	for _, tt := range []struct {
		lang, sheet, bracket string
		cards                []string
		rounds               []string
	}{
		{"zh", "第1轮抽签", "对阵图", []string{"红1", "黑1", "K"}, []string{"第1轮", "第2轮", "半决赛", "决赛", "冠军"}},
		{"en", "R1 card draw", "Bracket", []string{"R1", "B1", "K"}, []string{"Round 1", "Round 2", "Semi-final", "Final", "Champion"}},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			book := sheetRows(t, ev, Options{Lang: tt.lang})
			var cards []string
			for _, r := range book[tt.sheet][3:] {
				if len(r) > 0 {
					cards = append(cards, r[0])
				}
			}
			for _, c := range tt.cards {
				if !slices.Contains(cards, c) {
					t.Errorf("no card %q in %q", c, cards)
				}
			}
			if tt.lang == "en" {
				for _, c := range cards {
					if strings.ContainsAny(c, "红黑") {
						t.Errorf("Chinese card name %q in the en workbook", c)
					}
				}
			}
			var head []string
			for _, r := range book[tt.bracket] {
				if slices.Contains(r, tt.rounds[len(tt.rounds)-1]) {
					for _, c := range r {
						if c != "" {
							head = append(head, c)
						}
					}
				}
			}
			if !cmp.Equal(head, tt.rounds) {
				t.Errorf("bracket rounds %q, want %q", head, tt.rounds)
			}
		})
	}
}

// TestBracketBreaks: for every field from 17 to 64 players (seeded and
// card draws) the page breaks of the bracket fall between whole subtrees,
// no page holds more tree rows than fit, and no page is nearly empty: a
// bracket up to a third taller than a page prints on one page, scaled.
func TestBracketBreaks(t *testing.T) {
	for n := 17; n <= 64; n++ {
		for _, cards := range []bool{false, true} {
			var ev *scoring.Event
			if cards {
				ev = cardEvent(t, n)
			} else {
				ev = koEvent(t, n, 0, nil)
			}
			ks, err := knockout.Resolve(ev, &ev.Stages[0])
			if err != nil {
				t.Fatal(err)
			}
			tr := ks.MainTree()
			breaks, scale := bracketBreaks(tr, bracketPageRows)
			rows := tr.Rows + 1
			cap := bracketPageRows
			if len(breaks) == 0 {
				if float64(rows)*float64(scale)/100 > float64(cap) {
					t.Errorf("n=%d cards=%v: %d rows on one page at %d %%", n, cards, rows, scale)
				}
				continue
			}
			if scale != 100 {
				t.Errorf("n=%d cards=%v: paged bracket scaled to %d %%", n, cards, scale)
			}
			prev := 0
			for _, b := range append(breaks, rows) {
				if b-prev > cap {
					t.Errorf("n=%d cards=%v: page of rows %d-%d longer than %d", n, cards, prev, b-1, cap)
				}
				if b-prev < cap/4 {
					t.Errorf("n=%d cards=%v: page of rows %d-%d nearly empty (breaks %v, %d rows)", n, cards, prev, b-1, breaks, rows)
				}
				prev = b
			}
			for _, b := range breaks {
				for _, l := range tr.Links {
					if l.Col == 1 && l.Top < b && b <= l.Bottom {
						t.Errorf("n=%d cards=%v: break before row %d splits the first-round match of rows %d-%d", n, cards, b, l.Top, l.Bottom)
					}
				}
			}
		}
	}
}

// TestNarrowBracketPortrait (issue 20): the one round of a 23-player card
// draw down to 12 (11 matches and a bye K: 24 seats, two sheet rows each
// less the last, 47 tree rows, taller than the 32 of a landscape page) is
// two columns wide, so it prints on one A4 portrait page (46 rows at full
// size: scaled to floor(100*46/47) = 97 %, no page break), not on two
// half-empty landscape pages.
func TestNarrowBracketPortrait(t *testing.T) {
	ev := cardEventUntil(t, 23, 12)
	if len(ev.Rounds) != 1 {
		t.Fatalf("%d rounds, want the card round only", len(ev.Rounds))
	}
	var buf bytes.Buffer
	if err := Write(&buf, ev, Options{}); err != nil {
		t.Fatal(err)
	}
	f := openBook(t, buf.Bytes())
	defer f.Close()
	const sheet = "对阵图"
	pl, err := f.GetPageLayout(sheet)
	if err != nil {
		t.Fatal(err)
	}
	if *pl.Orientation != "portrait" || *pl.Size != 9 || *pl.AdjustTo != 97 {
		t.Errorf("page: %s size %d scale %d, want A4 portrait at 97 %%", *pl.Orientation, *pl.Size, *pl.AdjustTo)
	}
	ks, err := knockout.Resolve(ev, &ev.Stages[0])
	if err != nil {
		t.Fatal(err)
	}
	if tr := ks.MainTree(); tr.Rows+1 != 47 || tr.Cols != 2 {
		t.Errorf("tree of %d rows, %d columns, want 47 and 2", tr.Rows+1, tr.Cols)
	}
	if breaks, _ := bracketBreaks(ks.MainTree(), bracketPortraitRows); len(breaks) != 0 {
		t.Errorf("page breaks at %v, want none", breaks)
	}
}
