package scoring

import (
	"fmt"
	"strconv"
	"strings"
)

// Tie-break game kinds of a match format, in the order a format may chain
// them, and the value MatchGame.Kind takes for such a game.
const (
	KindExtra      = "extra"                // one more game at the normal time control 加赛
	KindRapid      = "rapid"                // a rapid game 快棋
	KindBlitz      = "blitz"                // a blitz game 超快棋
	KindArmageddon = "armageddon"           // draw counts as a win for black 和棋黑胜
	KindRedLoses   = "armageddon-red-loses" // draw counts as a loss for red 和棋先手算负
	KindLots       = "lots"                 // drawing lots 抽签, the last resort
)

// MatchFormat says how a pairing of two players is decided (docs/rules.md
// section 3): a number of regular games, then tie-break games in order, then
// lots.
//
//   - single: one game.
//   - best-of-N (三局两胜 is best-of-3): up to N games, colours alternating
//     from game 1, stopping as soon as one player cannot be caught.
//   - games-N (two-games is games-2): exactly N games, colours swapped each
//     game (article 13.5).
//
// A tie after the regular games goes to the tie-break games, one at a time,
// colours still alternating (依次换先); in an armageddon game the player who
// did not choose colour before chooses, and a draw counts for black.
// Drawing lots decides a match still tied after all of them.
type MatchFormat struct {
	Games    int      // regular games
	BestOf   bool     // stop once decided; false: every regular game is played
	Tiebreak []string // tie-break game kinds in order (KindExtra ... KindRedLoses)
	// Drawable makes a match level after its regular games a drawn match
	// when the format has no tie-break games (a round robin or Swiss of
	// several games per pairing, 2011 14.2); in a knockout it goes to lots.
	Drawable bool
}

// matchPresets are names for common formats.
var matchPresets = map[string]string{
	"national": "single+rapid+armageddon", // 2019 全国象棋锦标赛 男子甲组
	"三局两胜":     "best-of-3",
	"一局":       "single",
	"两局":       "games-2",
}

// ParseMatchFormat reads a match format written as a base format and
// optional tie-breaks joined by "+": "single", "best-of-3", "two-games",
// "games-4", "single+rapid+armageddon", "best-of-3+extra+lots",
// "two-games+extra+armageddon-red-loses". A tie-break may repeat: "rapid*2".
// "lots" is always the last resort and may be written at the end. The
// empty string is "single".
func ParseMatchFormat(s string) (MatchFormat, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "" {
		t = "single"
	}
	if p, ok := matchPresets[t]; ok {
		t = p
	}
	parts := strings.Split(t, "+")
	var f MatchFormat
	base := strings.TrimSpace(parts[0])
	switch {
	case base == "single" || base == "one-game":
		f.Games = 1
	case base == "two-games":
		f.Games = 2
	case strings.HasPrefix(base, "best-of-") || strings.HasPrefix(base, "bo"):
		n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimPrefix(base, "best-of-"), "bo"))
		if err != nil || n < 1 || n%2 == 0 || n > 15 {
			return f, fmt.Errorf("match format %q: best-of needs an odd number of games from 1 to 15, such as best-of-3", s)
		}
		f.Games, f.BestOf = n, true
	case strings.HasPrefix(base, "games-"):
		n, err := strconv.Atoi(strings.TrimPrefix(base, "games-"))
		if err != nil || n < 1 || n > 16 {
			return f, fmt.Errorf("match format %q: games-N needs N from 1 to 16", s)
		}
		f.Games = n
	default:
		return f, fmt.Errorf("match format %q: unknown base %q: use single, best-of-3, two-games or games-N, then tie-breaks such as +extra, +rapid, +armageddon, +lots", s, base)
	}
	for i, p := range parts[1:] {
		p = strings.TrimSpace(p)
		kind, times := p, 1
		if k, n, ok := strings.Cut(p, "*"); ok {
			v, err := strconv.Atoi(n)
			if err != nil || v < 1 || v > 9 {
				return f, fmt.Errorf("match format %q: %q: repeat count must be 1 to 9", s, p)
			}
			kind, times = k, v
		}
		switch kind {
		case "和棋黑胜":
			kind = KindArmageddon
		case "和棋先手算负":
			kind = KindRedLoses
		case "加赛":
			kind = KindExtra
		case "快棋":
			kind = KindRapid
		case "抽签":
			kind = KindLots
		}
		switch kind {
		case KindLots:
			if i != len(parts)-2 {
				return f, fmt.Errorf("match format %q: lots is the last resort and must come last", s)
			}
		case KindExtra, KindRapid, KindBlitz, KindArmageddon, KindRedLoses:
			if n := len(f.Tiebreak); n > 0 && isArmageddon(f.Tiebreak[n-1]) {
				return f, fmt.Errorf("match format %q: nothing can follow an armageddon game, it always has a winner", s)
			}
			if isArmageddon(kind) && times > 1 {
				return f, fmt.Errorf("match format %q: an armageddon game always has a winner, it cannot repeat", s)
			}
			for range times {
				f.Tiebreak = append(f.Tiebreak, kind)
			}
		default:
			return f, fmt.Errorf("match format %q: unknown tie-break %q: use extra, rapid, blitz, armageddon (和棋黑胜), armageddon-red-loses (和棋先手算负) or lots", s, p)
		}
	}
	return f, nil
}

// MustMatchFormat is ParseMatchFormat for formats known to be valid (tests,
// presets); it panics on an error.
func MustMatchFormat(s string) MatchFormat {
	f, err := ParseMatchFormat(s)
	if err != nil {
		panic(err)
	}
	return f
}

// String returns the canonical text of the format, which ParseMatchFormat
// reads back.
func (f MatchFormat) String() string {
	var b strings.Builder
	switch {
	case f.Games == 1:
		b.WriteString("single")
	case f.BestOf:
		fmt.Fprintf(&b, "best-of-%d", f.Games)
	case f.Games == 2:
		b.WriteString("two-games")
	default:
		fmt.Fprintf(&b, "games-%d", f.Games)
	}
	for i := 0; i < len(f.Tiebreak); {
		j := i
		for j < len(f.Tiebreak) && f.Tiebreak[j] == f.Tiebreak[i] {
			j++
		}
		b.WriteString("+" + f.Tiebreak[i])
		if j-i > 1 {
			fmt.Fprintf(&b, "*%d", j-i)
		}
		i = j
	}
	return b.String()
}

// MaxGames is the largest number of games a match can have.
func (f MatchFormat) MaxGames() int { return f.Games + len(f.Tiebreak) }

func isArmageddon(kind string) bool { return kind == KindArmageddon || kind == KindRedLoses }

// StageMatchFormat returns the match format of round k (1-based within the
// stage) of a stage: Options["match.K"] if set, else Options["match.final"]
// when final is true and it is set, else Stage.Match, else Options["match"],
// else single.
func StageMatchFormat(st *Stage, k int, final bool) (MatchFormat, error) {
	spec := ""
	if st != nil {
		spec = st.Match
		if v, ok := st.Options["match"]; ok && spec == "" {
			spec = v
		}
		if v, ok := st.Options["match.final"]; ok && final {
			spec = v
		}
		if v, ok := st.Options["match."+strconv.Itoa(k)]; ok {
			spec = v
		}
	}
	f, err := ParseMatchFormat(spec)
	if err != nil && st != nil {
		return f, fmt.Errorf("stage %s: %w", st.ID, err)
	}
	f.Drawable = st != nil && !st.Elimination() && len(f.Tiebreak) == 0
	return f, err
}

// NextGame is the next game a match needs.
type NextGame struct {
	Number int    // 1-based game number within the match
	Kind   string // "" for a regular game, else the tie-break kind
	// Red and Black are the colours the format gives; both 0 for an
	// armageddon game, whose colour Chooser picks.
	Red, Black int
	Chooser    int
}

// MatchState is what the games recorded so far say about a match.
type MatchState struct {
	// Winner is the start number of the player who advances, 0 while the
	// match is undecided or when both forfeited.
	Winner int
	// Result is the match result from the view of Game.Red (the player red
	// in game 1): RedWins or BlackWins, RedForfeit or BlackForfeit when no
	// game was played over the board, DoubleForfeit, or NoResult.
	Result Result
	// Score is the half-points (win 2, draw 1) of Game.Red and Game.Black
	// in the regular games.
	Score [2]int
	// By says what decided the match: "games", a tie-break kind, "lots",
	// or "" while undecided.
	By string
	// Next is the next game to play while undecided and games remain.
	Next *NextGame
	// NeedLots is set when every game is played and the match is still
	// tied: lots decide (Game.Lots).
	NeedLots bool
}

// Decided reports whether the match is over.
func (s MatchState) Decided() bool { return s.Result != NoResult }

// MatchGames returns the games of a match: Game.Games, or for a match
// recorded as a single result without its games, that one game.
func MatchGames(g Game) []MatchGame {
	if len(g.Games) > 0 {
		return g.Games
	}
	if g.Result != NoResult {
		return []MatchGame{{Red: g.Red, Result: g.Result}}
	}
	return nil
}

// Decide works out the state of match g under format f, checking every game
// against the format: colours, kinds, and that no game follows the one that
// decided the match. The error names the game and says what was expected.
func (f MatchFormat) Decide(g Game) (MatchState, error) {
	var st MatchState
	if g.Red == 0 || g.Black == 0 || g.Red == g.Black {
		return st, fmt.Errorf("a match needs two different players")
	}
	if len(g.Games) == 0 && f.Games > 1 && g.Result != NoResult {
		// The whole match entered as one result, without its games.
		switch {
		case g.Result == Draw && f.Drawable:
			return f.finish(st, g, Draw, "games"), nil
		case g.Result == Draw:
			return st, fmt.Errorf("a %s match cannot end drawn: record its games (game 1, game 2, ...) so the tie-break can follow", f)
		default:
			return f.finish(st, g, g.Result, "games"), nil
		}
	}
	games := MatchGames(g)
	other := func(no int) int {
		if no == g.Red {
			return g.Black
		}
		return g.Red
	}
	decided := false
	prevRed := 0
	forfeitsOnly := true
	var tb int // tie-break games used
	for i, mg := range games {
		n := i + 1
		if decided {
			return st, fmt.Errorf("game %d: the match was already decided after game %d (%s), so it has no game %d", n, i, describeFormat(f), n)
		}
		if mg.Result == NoResult {
			return st, fmt.Errorf("game %d has no result", n)
		}
		if mg.Red != g.Red && mg.Red != g.Black {
			return st, PlayerErrorf("game %d: red %v is not in this match", n, PlayerNo(mg.Red))
		}
		if mg.Result == DoubleForfeit {
			if i != len(games)-1 {
				return st, fmt.Errorf("game %d: both players forfeited, so the match ended there", n)
			}
			st.Result, st.By = DoubleForfeit, "forfeit"
			return st, nil
		}
		if mg.Result.Played() {
			forfeitsOnly = false
		}
		winnerOf := func() int {
			switch mg.Result.Outcome(Red) {
			case Win:
				return mg.Red
			case Loss:
				return other(mg.Red)
			}
			return 0
		}
		if i < f.Games {
			want := g.Red
			if i%2 == 1 {
				want = g.Black
			}
			if mg.Kind != "" {
				return st, fmt.Errorf("game %d is a regular game of a %s match, not %s", n, describeFormat(f), mg.Kind)
			}
			if mg.Red != want {
				return st, PlayerErrorf("game %d: colours alternate from game 1, so %v has red, not %v", n, PlayerNo(want), PlayerNo(mg.Red))
			}
			switch w := winnerOf(); w {
			case 0:
				st.Score[0]++
				st.Score[1]++
			case g.Red:
				st.Score[0] += 2
			default:
				st.Score[1] += 2
			}
			left := 2 * (f.Games - n)
			lead := st.Score[0] - st.Score[1]
			switch {
			case f.BestOf && (lead > left || -lead > left), n == f.Games && lead != 0:
				w := g.Red
				if lead < 0 {
					w = g.Black
				}
				st.Winner, st.By = w, "games"
				decided = true
			case n == f.Games && lead == 0 && f.Drawable:
				if i != len(games)-1 {
					return st, fmt.Errorf("game %d: the match ended drawn after game %d (%s), so it has no game %d", n+1, n, describeFormat(f), n+1)
				}
				return f.finish(st, g, Draw, "games"), nil
			}
		} else {
			tb = i - f.Games
			if tb >= len(f.Tiebreak) {
				break // reported below
			}
			kind := f.Tiebreak[tb]
			if mg.Kind != kind {
				return st, fmt.Errorf("game %d must be the %s tie-break game of a %s match, not %s", n, kind, describeFormat(f), kindName(mg.Kind))
			}
			if !isArmageddon(kind) && mg.Red == prevRed {
				return st, PlayerErrorf("game %d: colours keep alternating in tie-break games (依次换先), so %v has red, not %v", n, PlayerNo(other(prevRed)), PlayerNo(mg.Red))
			}
			w := winnerOf()
			if w == 0 && isArmageddon(kind) {
				w = other(mg.Red) // a draw counts for black
			}
			if w != 0 {
				st.Winner, st.By = w, kind
				decided = true
			}
		}
		prevRed = mg.Red
	}
	if len(games) > f.MaxGames() {
		return st, fmt.Errorf("game %d: a %s match has at most %d games, then lots decide", f.MaxGames()+1, describeFormat(f), f.MaxGames())
	}
	if decided {
		if g.Lots != 0 {
			return st, fmt.Errorf("lots are recorded but the games already decide the match: clear them")
		}
		res := RedWins
		if st.Winner == g.Black {
			res = BlackWins
		}
		if forfeitsOnly {
			res = RedForfeit
			if st.Winner == g.Black {
				res = BlackForfeit
			}
		}
		return f.finish(st, g, res, st.By), nil
	}
	n := len(games) + 1
	if n > f.MaxGames() {
		if g.Lots != 0 {
			if g.Lots != g.Red && g.Lots != g.Black {
				return st, fmt.Errorf("lots winner %d is not in this match", g.Lots)
			}
			res := RedWins
			if g.Lots == g.Black {
				res = BlackWins
			}
			st.Winner = g.Lots
			return f.finish(st, g, res, KindLots), nil
		}
		st.NeedLots = true
		return st, nil
	}
	if g.Lots != 0 {
		return st, fmt.Errorf("lots are recorded but the match still has games to play")
	}
	next := &NextGame{Number: n}
	if n <= f.Games {
		next.Red, next.Black = g.Red, g.Black
		if n%2 == 0 {
			next.Red, next.Black = g.Black, g.Red
		}
	} else {
		next.Kind = f.Tiebreak[n-1-f.Games]
		if isArmageddon(next.Kind) {
			next.Chooser = ArmageddonChooser(g)
		} else {
			next.Red, next.Black = other(prevRed), prevRed
		}
	}
	st.Next = next
	return st, nil
}

// ArmageddonChooser is the player who chooses colour for an armageddon game:
// the one who did not choose before (the 2019 national rules: 由第一次抽签中没机会选择先后手的
// 一方选择). When nobody chose (colours from a card or the tool), it is the
// player who had black in game 1.
func ArmageddonChooser(g Game) int {
	if g.Chooser == g.Red {
		return g.Black
	}
	if g.Chooser == g.Black {
		return g.Red
	}
	return g.Black
}

func (f MatchFormat) finish(st MatchState, g Game, res Result, by string) MatchState {
	st.Result, st.By, st.Next = res, by, nil
	switch res.Outcome(Red) {
	case Win:
		st.Winner = g.Red
	case Loss:
		st.Winner = g.Black
	}
	return st
}

func kindName(k string) string {
	if k == "" {
		return "a regular game"
	}
	return k
}

func describeFormat(f MatchFormat) string { return f.String() }

// RecordMatchGame records the result of game n (1-based) of match g under
// format f and re-derives the match result. It appends the next game or
// corrects one already recorded; res NoResult removes the last game. red
// gives the red player of an armageddon game (0: the chooser takes black);
// for other games it must be 0 or the player the format gives red.
// On error g is unchanged.
func RecordMatchGame(g *Game, f MatchFormat, n int, res Result, red int) error {
	games := append([]MatchGame(nil), MatchGames(*g)...)
	if len(g.Games) == 0 && f.Games > 1 && g.Result != NoResult {
		return fmt.Errorf("the match result %s was entered without its games: clear it before entering games", g.Result)
	}
	switch {
	case n < 1:
		return fmt.Errorf("game %d: games are numbered from 1", n)
	case n > len(games)+1:
		return fmt.Errorf("game %d cannot be recorded yet: the match has %d game(s), the next is game %d", n, len(games), len(games)+1)
	}
	if res == NoResult {
		if n != len(games) {
			return fmt.Errorf("only the last game (game %d) can be cleared", len(games))
		}
		games = games[:n-1]
	} else if n == len(games)+1 {
		probe := *g
		probe.Games, probe.Result, probe.Lots, probe.LotsSeed = games, NoResult, 0, 0
		if len(games) == 0 {
			probe.Games = nil
		}
		st, err := f.Decide(probe)
		if err != nil {
			return err
		}
		if st.Next == nil {
			if st.NeedLots {
				return fmt.Errorf("game %d: a %s match has at most %d games; the match is tied, so lots decide", n, f, f.MaxGames())
			}
			return fmt.Errorf("game %d: the match was already decided after game %d, so it has no game %d", n, n-1, n)
		}
		mg := MatchGame{Kind: st.Next.Kind, Red: st.Next.Red, Result: res}
		if isArmageddon(st.Next.Kind) {
			mg.Red = other(*g, st.Next.Chooser) // the chooser takes black unless told
			if red != 0 {
				if red != g.Red && red != g.Black {
					return PlayerErrorf("game %d: %v is not in this match", n, PlayerNo(red))
				}
				mg.Red = red
			}
		} else if red != 0 && red != mg.Red {
			return PlayerErrorf("game %d: the format gives red to %v; colours can only be chosen in an armageddon game", n, PlayerNo(mg.Red))
		}
		games = append(games, mg)
	} else {
		games[n-1].Result = res
		if red != 0 {
			if !isArmageddon(games[n-1].Kind) && red != games[n-1].Red {
				return PlayerErrorf("game %d: the format gives red to %v; colours can only be chosen in an armageddon game", n, PlayerNo(games[n-1].Red))
			}
			if red != g.Red && red != g.Black {
				return PlayerErrorf("game %d: %v is not in this match", n, PlayerNo(red))
			}
			games[n-1].Red = red
		}
	}
	cand := *g
	cand.Games, cand.Result = games, NoResult
	if len(games) == 0 {
		cand.Games = nil
	}
	st, err := f.Decide(cand)
	if err != nil {
		// A correction that makes recorded lots unnecessary clears them.
		if cand.Lots != 0 {
			cand.Lots, cand.LotsSeed = 0, 0
			st, err = f.Decide(cand)
		}
		if err != nil {
			return err
		}
	}
	if st.Decided() && f.Games == 1 && len(games) == 1 && games[0].Kind == "" && games[0].Red == g.Red && games[0].Fouls == [2]int{} && games[0].Note == "" {
		// A plain single game is stored as the game's own result.
		cand.Games = nil
	}
	cand.Result = st.Result
	*g = cand
	return nil
}

func other(g Game, no int) int {
	if no == g.Red {
		return g.Black
	}
	return g.Red
}

// SetMatchLots records that winner won the drawing of lots that decides the
// tied match g (seed: the seed the tool drew with, 0 by hand). It refuses
// when the games do not leave the match tied.
func SetMatchLots(g *Game, f MatchFormat, winner int, seed int64) error {
	if winner != g.Red && winner != g.Black {
		return PlayerErrorf("lots: %v is not in this match", PlayerNo(winner))
	}
	probe := *g
	probe.Lots, probe.LotsSeed = 0, 0
	st, err := f.Decide(probe)
	if err != nil {
		return err
	}
	if !st.NeedLots {
		if st.Decided() {
			return fmt.Errorf("lots: the games already decide the match")
		}
		return fmt.Errorf("lots: the match still has game %d to play", st.Next.Number)
	}
	probe.Lots, probe.LotsSeed = winner, seed
	st, err = f.Decide(probe)
	if err != nil {
		return err
	}
	probe.Result = st.Result
	*g = probe
	return nil
}

// Halves writes a count of half points as a score sheet does: "1½", "½",
// "2".
func Halves(h int) string {
	s := strconv.Itoa(h / 2)
	if h%2 == 1 {
		if h == 1 {
			return "½"
		}
		s += "½"
	}
	return s
}

// MatchScoreText is a short score of a match for brackets and tables: the
// regular games' points of Game.Red and Game.Black ("2-1", "1½-½"), then
// any tie-break games and lots, e.g. "½-½ rapid ½-½ arm. black".
func MatchScoreText(g Game, f MatchFormat) string {
	st, err := f.Decide(g)
	if err != nil {
		return g.Result.String()
	}
	if len(g.Games) == 0 && g.Result != NoResult && f.Games > 1 {
		return g.Result.String()
	}
	games := MatchGames(g)
	if len(games) == 0 {
		return ""
	}
	if f.Games == 1 && len(games) == 1 {
		return games[0].Result.String()
	}
	parts := []string{Halves(st.Score[0]) + "-" + Halves(st.Score[1])}
	for _, mg := range games[min(f.Games, len(games)):] {
		w := ""
		switch mg.Result.Outcome(Red) {
		case Win:
			w = "1-0"
			if mg.Red != g.Red {
				w = "0-1"
			}
		case Loss:
			w = "0-1"
			if mg.Red != g.Red {
				w = "1-0"
			}
		default:
			w = "½-½"
		}
		name := mg.Kind
		if isArmageddon(mg.Kind) {
			name = "arm."
		}
		parts = append(parts, name+" "+w)
	}
	if g.Lots != 0 {
		parts = append(parts, "lots")
	}
	return strings.Join(parts, " ")
}

// FirstGameOption is the stage option that decides the colours of game 1
// of a pairing of several games in a round robin or a Swiss (13.5: 两局制
// 比赛，不论个人赛还是团体赛，第一局猜先，第二局互换先后走): "table" (the default
// [practice]: the player listed first, by the Berger table or the Swiss
// colour rules, has red) or "lot" (a seeded lot per pairing, recorded in
// the round's notes with its seed: NoteFirstGameLot).
const FirstGameOption = "first-game"

// HasFirstGameLot reports whether round r's first-game colours were drawn
// by lot (so they need not follow the table or the colour rules).
func (r *Round) HasFirstGameLot() bool {
	return r.Has(NoteFirstGameLot, nil)
}
