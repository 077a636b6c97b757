package scoring

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// playMatch records games one by one into a match of player 1 (red in game
// 1) against player 2. Each token is a result from that game's red view;
// a prefix "rN:" asks for player N to have red (armageddon colour choice).
func playMatch(t *testing.T, f MatchFormat, g Game, games string) (Game, error) {
	t.Helper()
	for i, tok := range strings.Fields(games) {
		red := 0
		if strings.HasPrefix(tok, "r") {
			no, rest, _ := strings.Cut(tok[1:], ":")
			red, _ = strconv.Atoi(no)
			tok = rest
		}
		res, err := ParseResult(tok)
		if err != nil {
			t.Fatal(err)
		}
		if err := RecordMatchGame(&g, f, i+1, res, red); err != nil {
			return g, err
		}
	}
	return g, nil
}

func TestParseMatchFormat(t *testing.T) {
	tests := []struct {
		in, want string
		max      int
	}{
		{"", "single", 1},
		{"single", "single", 1},
		{"best-of-3", "best-of-3", 3},
		{"三局两胜", "best-of-3", 3},
		{"bo5", "best-of-5", 5},
		{"two-games", "two-games", 2},
		{"games-2", "two-games", 2},
		{"games-4+extra", "games-4+extra", 5},
		{"national", "single+rapid+armageddon", 3},
		{"single+rapid*2+armageddon", "single+rapid*2+armageddon", 4},
		{"best-of-3+extra+lots", "best-of-3+extra", 4},
		{"two-games+extra+和棋先手算负", "two-games+extra+armageddon-red-loses", 4},
		{"single+快棋+和棋黑胜", "single+rapid+armageddon", 3},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			f, err := ParseMatchFormat(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := f.String(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if got := f.MaxGames(); got != tt.max {
				t.Errorf("MaxGames got %d, want %d", got, tt.max)
			}
			back, err := ParseMatchFormat(f.String())
			if err != nil || !cmp.Equal(back, f) {
				t.Errorf("round trip of %q: got %+v, %v", f.String(), back, err)
			}
		})
	}
	bad := map[string]string{
		"best-of-4":                 "odd number",
		"triple":                    "unknown base",
		"single+penalties":          "unknown tie-break",
		"single+lots+rapid":         "must come last",
		"single+armageddon+rapid":   "nothing can follow",
		"single+armageddon*2":       "cannot repeat",
		"single+rapid*0":            "repeat count",
		"games-0":                   "games-N",
		"best-of-3+extra*10+lots":   "repeat count",
		"two-games+armageddon+lots": "", // lots after armageddon is allowed (never needed)
	}
	for in, want := range bad {
		_, err := ParseMatchFormat(in)
		if want == "" {
			if err != nil {
				t.Errorf("%q: %v", in, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got error %v, want one containing %q", in, err, want)
		}
	}
}

func TestMatchWinner(t *testing.T) {
	type want struct {
		winner   int
		result   Result
		by       string
		score    [2]int
		needLots bool
		next     *NextGame
	}
	tests := []struct {
		name    string
		format  string
		chooser int
		games   string
		want    want
	}{
		{"single red wins", "single", 0, "1-0", want{winner: 1, result: RedWins, by: "games", score: [2]int{2, 0}}},
		{"single black wins", "single", 0, "0-1", want{winner: 2, result: BlackWins, by: "games", score: [2]int{0, 2}}},
		{"single forfeit", "single", 0, "-+", want{winner: 2, result: BlackForfeit, by: "games", score: [2]int{0, 2}}},
		{"single double forfeit", "single", 0, "--", want{result: DoubleForfeit, by: "forfeit"}},
		{"single draw needs lots", "single", 0, "=", want{needLots: true, score: [2]int{1, 1}}},
		{"single pending", "single", 0, "", want{next: &NextGame{Number: 1, Red: 1, Black: 2}}},
		// Game 1 drawn; rapid game colours swap (依次换先): 2 red, 2 wins.
		{"national rapid decides", "national", 0, "= 1-0", want{winner: 2, result: BlackWins, by: "rapid", score: [2]int{1, 1}}},
		{"national after draw", "national", 0, "=", want{score: [2]int{1, 1}, next: &NextGame{Number: 2, Kind: "rapid", Red: 2, Black: 1}}},
		// Nobody chose: the game-1 black player (2) chooses and by default
		// takes black; a draw counts for black, so 2 wins.
		{"national armageddon draw black wins", "national", 0, "= = =", want{winner: 2, result: BlackWins, by: "armageddon", score: [2]int{1, 1}}},
		{"national armageddon next", "national", 0, "= =", want{score: [2]int{1, 1}, next: &NextGame{Number: 3, Kind: "armageddon", Chooser: 2}}},
		// Player 2 won the colour lot for game 1, so 1 chooses now.
		{"national chooser 2", "national", 2, "= =", want{score: [2]int{1, 1}, next: &NextGame{Number: 3, Kind: "armageddon", Chooser: 1}}},
		{"national chooser 2 draw", "national", 2, "= = =", want{winner: 1, result: RedWins, by: "armageddon", score: [2]int{1, 1}}},
		// The chooser 2 takes red instead; a draw is then a loss for 2.
		{"armageddon chooser takes red", "national", 0, "= = r2:=", want{winner: 1, result: RedWins, by: "armageddon", score: [2]int{1, 1}}},
		{"armageddon red wins", "national", 0, "= = r2:1-0", want{winner: 2, result: BlackWins, by: "armageddon", score: [2]int{1, 1}}},
		{"red loses variant", "single+armageddon-red-loses", 0, "= =", want{winner: 2, result: BlackWins, by: "armageddon-red-loses", score: [2]int{1, 1}}},
		// Best of three: 1 wins game 1 (red) and game 2 (black): over.
		{"bo3 two straight", "best-of-3", 0, "1-0 0-1", want{winner: 1, result: RedWins, by: "games", score: [2]int{4, 0}}},
		{"bo3 one each", "best-of-3", 0, "1-0 1-0", want{score: [2]int{2, 2}, next: &NextGame{Number: 3, Red: 1, Black: 2}}},
		// 1½-½ after two: 2 can still tie by winning game 3.
		{"bo3 win draw", "best-of-3", 0, "1-0 =", want{score: [2]int{3, 1}, next: &NextGame{Number: 3, Red: 1, Black: 2}}},
		{"bo3 decider", "best-of-3", 0, "1-0 1-0 0-1", want{winner: 2, result: BlackWins, by: "games", score: [2]int{2, 4}}},
		{"bo3 tied lots", "best-of-3", 0, "1-0 1-0 =", want{needLots: true, score: [2]int{3, 3}}},
		// Tied after three: the extra game continues alternating: 2 red.
		{"bo3 extra next", "best-of-3+extra+lots", 0, "1-0 1-0 =", want{score: [2]int{3, 3}, next: &NextGame{Number: 4, Kind: "extra", Red: 2, Black: 1}}},
		{"bo3 extra decides", "best-of-3+extra+lots", 0, "1-0 1-0 = 0-1", want{winner: 1, result: RedWins, by: "extra", score: [2]int{3, 3}}},
		{"bo3 extra drawn lots", "best-of-3+extra+lots", 0, "1-0 1-0 = =", want{needLots: true, score: [2]int{3, 3}}},
		{"two games split", "two-games", 0, "1-0 1-0", want{needLots: true, score: [2]int{2, 2}}},
		{"two games win", "two-games", 0, "1-0 =", want{winner: 1, result: RedWins, by: "games", score: [2]int{3, 1}}},
		// Seed 003 crossover: two games, extra game, then 和棋先手算负.
		{"two games extra red loses", "two-games+extra+armageddon-red-loses", 0, "= = =", want{score: [2]int{2, 2}, next: &NextGame{Number: 4, Kind: "armageddon-red-loses", Chooser: 2}}},
		{"two games extra red loses draw", "two-games+extra+armageddon-red-loses", 0, "= = = r1:=", want{winner: 2, result: BlackWins, by: "armageddon-red-loses", score: [2]int{2, 2}}},
		{"two games forfeits only", "two-games", 0, "+- -+", want{winner: 1, result: RedForfeit, by: "games", score: [2]int{4, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := MustMatchFormat(tt.format)
			g, err := playMatch(t, f, Game{Board: 1, Red: 1, Black: 2, Chooser: tt.chooser}, tt.games)
			if err != nil {
				t.Fatal(err)
			}
			st, err := f.Decide(g)
			if err != nil {
				t.Fatal(err)
			}
			got := want{st.Winner, st.Result, st.By, st.Score, st.NeedLots, st.Next}
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(want{})); diff != "" {
				t.Errorf("state (-want +got):\n%s", diff)
			}
			if g.Result != st.Result {
				t.Errorf("stored match result %v, derived %v", g.Result, st.Result)
			}
		})
	}
}

func TestMatchLots(t *testing.T) {
	f := MustMatchFormat("best-of-3+extra+lots")
	g, err := playMatch(t, f, Game{Red: 1, Black: 2}, "1-0 1-0 =")
	if err != nil {
		t.Fatal(err)
	}
	if err := SetMatchLots(&g, f, 2, 0); err == nil || !strings.Contains(err.Error(), "game 4") {
		t.Fatalf("lots before the extra game: got %v, want a refusal naming game 4", err)
	}
	if g, err = playMatch(t, f, g, "1-0 1-0 = ="); err == nil {
		// playMatch re-records games 1-3 over themselves (corrections) and adds 4.
		if err := SetMatchLots(&g, f, 3, 7); err == nil {
			t.Errorf("lots for player 3, not in the match: accepted")
		}
		if err := SetMatchLots(&g, f, 2, 7); err != nil {
			t.Fatal(err)
		}
	} else {
		t.Fatal(err)
	}
	st, err := f.Decide(g)
	if err != nil {
		t.Fatal(err)
	}
	if st.Winner != 2 || st.By != "lots" || g.Result != BlackWins || g.LotsSeed != 7 {
		t.Errorf("got winner %d by %q result %v seed %d, want 2 by lots 0-1 seed 7", st.Winner, st.By, g.Result, g.LotsSeed)
	}
	// Correcting game 4 to a win clears the lots: the games decide now.
	if err := RecordMatchGame(&g, f, 4, BlackWins, 0); err != nil {
		t.Fatal(err)
	}
	if g.Lots != 0 || g.Result != RedWins {
		t.Errorf("after correction: lots %d result %v, want 0 and 1-0 (player 1 won the extra game with black)", g.Lots, g.Result)
	}
	if got := MatchScoreText(g, f); got != "1½-1½ extra 1-0" {
		t.Errorf("score text %q", got)
	}
	if err := SetMatchLots(&g, f, 2, 0); err == nil || !strings.Contains(err.Error(), "already decide") {
		t.Errorf("lots on a decided match: got %v", err)
	}
}

func TestRecordMatchGameRefuses(t *testing.T) {
	tests := []struct {
		name, format, games string
		n                   int
		res                 Result
		red                 int
		want                string
	}{
		{"fourth game of best-of-3", "best-of-3", "1-0 1-0 =", 4, RedWins, 0, "at most 3 games"},
		{"game after decision", "best-of-3", "1-0 0-1", 3, RedWins, 0, "already decided after game 2"},
		{"skipping a game", "best-of-3", "1-0", 3, RedWins, 0, "next is game 2"},
		{"game zero", "single", "", 0, RedWins, 0, "numbered from 1"},
		{"wrong colour", "best-of-3", "1-0", 2, RedWins, 1, "gives red to player 2"},
		{"armageddon stranger", "national", "= =", 3, Draw, 9, "not in this match"},
		{"clear a middle game", "best-of-3", "1-0 1-0", 1, NoResult, 0, "only the last game"},
		// 1 wins game 1 and 3; making game 2 a win for 1 ends the match
		// after game 2, so game 3 cannot stand.
		{"correction orphans a game", "best-of-3", "1-0 1-0 1-0", 2, BlackWins, 0, "already decided after game 2"},
		{"single second game", "single", "1-0", 2, RedWins, 0, "already decided"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := MustMatchFormat(tt.format)
			g, err := playMatch(t, f, Game{Red: 1, Black: 2}, tt.games)
			if err != nil {
				t.Fatal(err)
			}
			before := g
			before.Games = append([]MatchGame(nil), g.Games...)
			err = RecordMatchGame(&g, f, tt.n, tt.res, tt.red)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got error %v, want one containing %q", err, tt.want)
			}
			if diff := cmp.Diff(before, g); diff != "" {
				t.Errorf("match changed on error (-before +after):\n%s", diff)
			}
		})
	}
}

func TestDecideChecksStoredGames(t *testing.T) {
	f := MustMatchFormat("best-of-3")
	tests := []struct {
		name string
		g    Game
		want string
	}{
		{"colours not alternating", Game{Red: 1, Black: 2, Games: []MatchGame{{Red: 1, Result: RedWins}, {Red: 1, Result: RedWins}}}, "player 2 has red"},
		{"stranger", Game{Red: 1, Black: 2, Games: []MatchGame{{Red: 5, Result: RedWins}}}, "not in this match"},
		{"pending middle game", Game{Red: 1, Black: 2, Games: []MatchGame{{Red: 1}, {Red: 2, Result: RedWins}}}, "no result"},
		{"tie-break kind where a regular game is due", Game{Red: 1, Black: 2, Games: []MatchGame{{Red: 1, Kind: "rapid", Result: RedWins}}}, "regular game"},
		{"drawn match without games", Game{Red: 1, Black: 2, Result: Draw}, "cannot end drawn"},
		{"same player twice", Game{Red: 1, Black: 1}, "two different players"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := f.Decide(tt.g)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
	// A match result entered without its games stands as the result.
	st, err := f.Decide(Game{Red: 1, Black: 2, Result: BlackWins})
	if err != nil || st.Winner != 2 {
		t.Errorf("match result without games: winner %d, %v", st.Winner, err)
	}
}

func TestStageMatchFormat(t *testing.T) {
	st := &Stage{ID: "ko", Match: "best-of-3", Options: map[string]string{"match.1": "single", "match.final": "best-of-3+extra+lots"}}
	for _, tt := range []struct {
		k     int
		final bool
		want  string
	}{{1, false, "single"}, {2, false, "best-of-3"}, {4, true, "best-of-3+extra"}, {1, true, "single"}} {
		f, err := StageMatchFormat(st, tt.k, tt.final)
		if err != nil || f.String() != tt.want {
			t.Errorf("round %d final %v: got %v %v, want %s", tt.k, tt.final, f, err, tt.want)
		}
	}
	st.Options["match.2"] = "best-of-2"
	if _, err := StageMatchFormat(st, 2, false); err == nil || !strings.HasPrefix(err.Error(), "stage ko: ") {
		t.Errorf("bad format: got %v", err)
	}
}

// TestDrawnMatchInRoundRobin: a round-robin pairing of several games that
// ends level is a drawn match (2011 14.2), never "lots decide"; in a
// knockout the same games leave the match to lots.
func TestDrawnMatchInRoundRobin(t *testing.T) {
	for _, tc := range []struct {
		name   string
		system System
		match  string
		games  []Result // each from the game's red player's view; colours alternate
		want   Result
		lots   bool
	}{
		{"two games 1-1, round robin", RoundRobin, "two-games", []Result{RedWins, RedWins}, Draw, false},
		{"two games drawn twice, round robin", RoundRobin, "two-games", []Result{Draw, Draw}, Draw, false},
		{"best of three level after three, round robin", RoundRobin, "best-of-3", []Result{RedWins, RedWins, Draw}, Draw, false},
		{"two games 1.5-0.5, round robin", RoundRobin, "two-games", []Result{RedWins, Draw}, RedWins, false},
		{"two games 1-1, Swiss", Swiss, "two-games", []Result{BlackWins, BlackWins}, Draw, false},
		{"two games 1-1, knockout", Knockout, "two-games", []Result{RedWins, RedWins}, NoResult, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &Stage{ID: "s", System: tc.system, Match: tc.match}
			f, err := StageMatchFormat(st, 1, false)
			if err != nil {
				t.Fatal(err)
			}
			g := Game{Board: 1, Red: 1, Black: 2}
			for i, res := range tc.games {
				if err := RecordMatchGame(&g, f, i+1, res, 0); err != nil {
					t.Fatalf("game %d: %v", i+1, err)
				}
			}
			ms, err := f.Decide(g)
			if err != nil {
				t.Fatal(err)
			}
			if ms.Result != tc.want || ms.NeedLots != tc.lots {
				t.Errorf("got result %v lots %v, want %v lots %v", ms.Result, ms.NeedLots, tc.want, tc.lots)
			}
			if g.Result != tc.want {
				t.Errorf("game's match result %v, want %v", g.Result, tc.want)
			}
		})
	}
}
