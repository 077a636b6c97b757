package cmd

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/xiangqi-org/xqt/cmd/trfengine"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

// The -g generator draws its tournament the way bbpPairings' generator
// does, with the same random numbers: C++'s std::minstd_rand seeded with
// the seed, and libstdc++'s uniform_int_distribution and
// uniform_real_distribution<float> over it, in the same order. So a seed
// gives bbpPairings' file. The method (the players' ratings, then the
// rounds of zero-point and half-point byes, then each round's pairing and
// results) follows bbpPairings' src/tournament/generator.cpp (credited in
// NOTICE); the pairing is xqt's Dutch system, which pairs as bbpPairings.

// minstd is C++'s std::minstd_rand: x = 48271 x mod 2^31-1.
type minstd struct{ x uint64 }

const minstdM = 2147483647

func newMinstd(seed uint64) *minstd {
	x := seed % minstdM
	if x == 0 {
		x = 1
	}
	return &minstd{x}
}

func (m *minstd) next() uint64 {
	m.x = m.x * 48271 % minstdM
	return m.x
}

// uniform is libstdc++'s uniform_int_distribution over [lo, hi].
func (m *minstd) uniform(lo, hi uint64) uint64 {
	const rng = minstdM - 2 // max - min of the engine
	r := hi - lo
	switch {
	case r < rng:
		scaling := rng / (r + 1)
		past := (r + 1) * scaling
		for {
			v := m.next() - 1
			if v < past {
				return v/scaling + lo
			}
		}
	case r > rng:
		for {
			tmp := (rng + 1) * m.uniform(0, r/(rng+1))
			v := tmp + (m.next() - 1)
			if v <= r && v >= tmp {
				return v + lo
			}
		}
	}
	return m.next() - 1 + lo
}

// unit is libstdc++'s uniform_real_distribution<float>(0, 1).
func (m *minstd) unit() float32 {
	v := float32(m.next()-1) / float32(2147483648) // the engine's range, as a float
	if v >= 1 {
		v = math.Nextafter32(1, 0)
	}
	return v
}

// genConfig is the configuration of -g, with the keys of bbpPairings'
// generator configuration file ("Name=value" lines, "#" comments). The
// rates are bbpPairings': ForfeitRate is games per forfeit, RetiredRate
// players per retired player, HalfPointByeRate players per player taking
// half-point byes.
type genConfig struct {
	Players, Rounds  int
	DrawPercentage   int
	ForfeitRate      float32
	RetiredRate      float32
	HalfPointByeRate float32
	HighestRating    int
	LowestRating     int
	Points           trf.PointSystem
}

// randomGenConfig draws the settings as bbpPairings does before it reads
// the configuration file: 5-15 rounds, a forfeit in 6-30 games, a retired
// player and a player with half-point byes in 15-3225, draws 10-50 %,
// 15-215 players, ratings from 1400-2300 to 2400-2800.
func randomGenConfig(m *minstd) genConfig {
	var c genConfig
	c.Rounds = int(m.uniform(5, 15))
	c.ForfeitRate = float32(m.uniform(6, 30))
	c.RetiredRate = float32(m.uniform(15, 3225))
	c.HalfPointByeRate = float32(m.uniform(15, 3225))
	c.DrawPercentage = int(m.uniform(10, 50))
	c.Players = int(m.uniform(15, 215))
	c.HighestRating = int(m.uniform(2400, 2800))
	c.LowestRating = int(m.uniform(1400, 2300))
	c.Points = trf.DefaultPoints
	return c
}

// readGenConfig applies a configuration file to c. The errors are
// bbpPairings' messages.
func readGenConfig(data []byte, c *genConfig) error {
	sc := bufio.NewScanner(bytes.NewReader(bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		name, value, ok := strings.Cut(line, "=")
		if !ok {
			return fmt.Errorf("Error parsing configuration file line: %s", line)
		}
		bad := fmt.Errorf("The value for parameter %q in the configuration file is invalid.", name)
		atoi := func(min, max int) (int, error) {
			n, err := strconv.Atoi(value)
			if err != nil || n < min || n > max {
				return 0, bad
			}
			return n, nil
		}
		rate := func(min float32) (float32, error) {
			x, err := strconv.ParseFloat(strings.TrimSpace(value), 32)
			if err != nil || float32(x) < min {
				return 0, bad
			}
			return float32(x), nil
		}
		// count is bbpPairings' parse of a player count or a rating into
		// its 16-bit types: up to 65,535, beyond that a limit of its build.
		count := func() (int, error) {
			n, err := strconv.Atoi(value)
			if err != nil && !allDigits(value) || n < 0 {
				return 0, bad
			}
			if err != nil || n > math.MaxUint16 {
				return 0, &genLimitError{name}
			}
			return n, nil
		}
		points := func() (trf.Points, error) {
			x, err := strconv.ParseFloat(value, 64)
			if err != nil || x < 0 || x > 99.9 {
				return 0, bad
			}
			return trf.Points(math.Round(x * 10)), nil
		}
		var err error
		var p trf.Points
		switch name {
		case "PlayersNumber":
			c.Players, err = count()
		case "RoundsNumber":
			c.Rounds, err = atoi(0, 99)
		case "DrawPercentage":
			c.DrawPercentage, err = atoi(0, 100)
		case "ForfeitRate":
			c.ForfeitRate, err = rate(1)
		case "RetiredRate":
			c.RetiredRate, err = rate(2)
		case "HalfPointByeRate", "HalfPointByteRate":
			c.HalfPointByeRate, err = rate(1)
		case "HighestRating":
			c.HighestRating, err = count()
		case "LowestRating":
			c.LowestRating, err = count()
		case "PointsForWin": // and the bye, as in bbpPairings
			p, err = points()
			c.Points.Win, c.Points.PAB = p, p
		case "PointsForDraw":
			p, err = points()
			c.Points.Draw = p
		case "PointsForLoss":
			p, err = points()
			c.Points.Loss = p
		case "PointsForZPB":
			p, err = points()
			c.Points.ZeroBye = p
		case "PointsForForfeitLoss":
			p, err = points()
			c.Points.ForfeitLoss, c.Points.ZeroBye = p, p
		case "PointsForPAB":
			p, err = points()
			c.Points.PAB = p
		default:
			return fmt.Errorf("Unexpected parameter %q in configuration file.", name)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// genLimitError is a configuration value over the limits of bbpPairings'
// build (exit code 4, not 3).
type genLimitError struct{ name string }

func (e *genLimitError) Error() string {
	return fmt.Sprintf("The value for parameter %q in the configuration file is not supported by this build.", e.name)
}

func allDigits(s string) bool {
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// genPlayer is a player of the generated tournament.
type genPlayer struct {
	no, rating int
	games      []trf.Game
	score      trf.Points
}

// genResult is what -g generated.
type genResult struct {
	players []genPlayer
	rounds  int // the rounds paired
	colour  byte
	list    strings.Builder // the check-lists of -l
	err     error           // no valid pairing for a round
}

// applyRate is bbpPairings' count / rate in floats: the number of players
// who get a kind of bye.
func applyRate(count int, rate float32) int {
	r := float32(count) * (1 / rate)
	if r >= float32(count) {
		return count
	}
	return int(r)
}

// generate plays the tournament of cfg (players by rating, best first)
// with random numbers from m, as bbpPairings' generator does.
func generate(m *minstd, cfg genConfig, ratings []int, pair func(*dutch.Input) ([]dutch.Board, int, error), o *engineOptions) *genResult {
	res := &genResult{colour: 'w'}
	if m.uniform(0, 1) == 1 {
		res.colour = 'b'
	}
	n := len(ratings)
	for i, r := range ratings {
		res.players = append(res.players, genPlayer{no: i + 1, rating: r})
	}
	rounds := cfg.Rounds
	zpb, hpb := make([]int, n), make([]int, n)
	initial := 0
	switch {
	case rounds >= 3:
		initial = rounds - 2
	case rounds == 2:
		initial = 1
	}
	remaining := make([]int, n)
	for i := range remaining {
		remaining[i] = initial
	}
	eligible := initial * n
	pick := func(counts []int) bool {
		k := int(m.uniform(0, uint64(eligible-1)))
		i := 0
		for _, e := range remaining {
			if k < e {
				break
			}
			k -= e
			i++
		}
		eligible--
		remaining[i]--
		counts[i]++
		return counts[i] == 1
	}
	for left := applyRate(n, cfg.RetiredRate); initial > 0 && left > 0 && eligible > 0; {
		if pick(zpb) {
			left--
		}
	}
	if rounds > 2 {
		for i := range remaining {
			remaining[i]++
		}
		eligible += n
	}
	for left := applyRate(n, cfg.HalfPointByeRate); left > 0 && eligible > 0; {
		if pick(hpb) {
			left--
		}
	}
	points := cfg.Points
	nonForfeit := float32(math.Sqrt(float64(1 - 1/cfg.ForfeitRate)))
	drawShare := float32(cfg.DrawPercentage) / 100
	for r := 0; r < rounds; r++ {
		for i := range res.players {
			p := &res.players[i]
			switch {
			case r < rounds-1 && m.uniform(0, uint64(rounds-r-2)) < uint64(hpb[i]):
				p.games = append(p.games, trf.Game{Colour: '-', Result: 'H'})
				hpb[i]--
			case m.uniform(0, uint64(max(0, rounds-r-hpb[i]-1))) < uint64(zpb[i]):
				p.games = append(p.games, trf.Game{Colour: '-', Result: 'Z'})
				zpb[i]--
			}
		}
		if o.List {
			fmt.Fprintf(&res.list, "Round #%d.\n", r+1)
		}
		tr := &trf.Tournament{TotalRounds: rounds, InitialColour: res.colour, Points: points}
		for _, p := range res.players {
			tr.Players = append(tr.Players, trf.Player{No: p.no, Rating: p.rating, Games: p.games})
		}
		in, _, err := trfengine.Input(tr)
		var pairs []dutch.Board
		var bye int
		if err == nil {
			pairs, bye, err = pair(in)
		}
		if o.List && in != nil {
			res.list.WriteString(checkListText(in, pairs, bye, err == nil))
		}
		if err != nil {
			res.err = fmt.Errorf("No valid pairing exists for round %d of the generated tournament: The players could not be simultaneously matched while satisfying all absolute criteria.", r+1)
			return res
		}
		for _, b := range generatorOrder(in, pairs, bye) {
			w := &res.players[b.White-1]
			if b.Black == 0 {
				w.games = append(w.games, trf.Game{Colour: '-', Result: 'U'})
				continue
			}
			bl := &res.players[b.Black-1]
			wWins, bWins := m.unit() < nonForfeit, m.unit() < nonForfeit
			wr, br := byte('+'), byte('+')
			if !wWins {
				wr = '-'
			}
			if !bWins {
				br = '-'
			}
			if wWins && bWins { // played
				strongerBlack := bl.rating > w.rating
				diff := w.rating - bl.rating
				if strongerBlack {
					diff = -diff
				}
				// The stronger player's expected score, from a normal
				// distribution of the rating difference (float
				// arithmetic, as bbpPairings').
				scale := float32(-7) / float32(math.Sqrt2) / 2000
				expected := float32(math.Erfc(float64(float32(diff)*scale))) / 2
				draw := min(drawShare, 2-expected*2)
				v := m.unit()
				switch {
				case v < draw:
					wr, br = '=', '='
				case (v < expected+draw/2) != strongerBlack:
					wr, br = '1', '0'
				default:
					wr, br = '0', '1'
				}
			}
			w.games = append(w.games, trf.Game{Opponent: b.Black, Colour: 'w', Result: wr})
			bl.games = append(bl.games, trf.Game{Opponent: b.White, Colour: 'b', Result: br})
		}
		for i := range res.players {
			p := &res.players[i]
			if len(p.games) > r {
				p.score += points.ScoreOf(p.games[r])
			}
		}
		res.rounds = r + 1
	}
	return res
}

// generatorOrder is the order in which bbpPairings' generator draws the
// results of a round: down the pairing order of the round (score, then
// pairing number), a pair where its player of the smaller start number
// comes, the bye (Black 0) where its player comes.
func generatorOrder(in *dutch.Input, pairs []dutch.Board, bye int) []dutch.Board {
	partner := map[int]dutch.Board{}
	for _, p := range pairs {
		partner[p.White], partner[p.Black] = p, p
	}
	var out []dutch.Board
	for _, row := range dutch.CheckList(in) {
		if row.ID == bye {
			out = append(out, dutch.Board{White: bye})
			continue
		}
		p, ok := partner[row.ID]
		if ok && row.ID == min(p.White, p.Black) {
			out = append(out, p)
		}
	}
	return out
}

// ranks are the players' places by score, then start number.
func (res *genResult) ranks() []int {
	order := make([]int, len(res.players))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int {
		if d := res.players[y].score - res.players[x].score; d != 0 {
			return int(d)
		}
		return x - y
	})
	rank := make([]int, len(order))
	for k, i := range order {
		rank[i] = k + 1
	}
	return rank
}

// columns is a 001 line from column 81: the score, the rank and the
// rounds.
func (p genPlayer) columns(rank int) (string, error) {
	if p.score > 999 {
		return "", errors.New("The output file format does not support scores above 99.9.")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%4s%5d", p.score, rank)
	for _, g := range p.games {
		if g.Opponent == 0 {
			fmt.Fprintf(&b, "  0000 - %c", g.Result)
		} else {
			fmt.Fprintf(&b, "  %4d %c %c", g.Opponent, g.Colour, g.Result)
		}
	}
	return b.String(), nil
}

// writeGeneratedModel writes a tournament generated from a model as
// bbpPairings does: the seed line, then the model's lines with each player
// line's columns from 81 replaced, "### " before its 012, 240 and 152
// lines, its XXC lines dropped but for "XXC rank"; CR line ends.
func writeGeneratedModel(seed uint64, model []byte, res *genResult) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "012 AutoTest Tournament %d\r", seed)
	rank := res.ranks()
	byNo := map[int]int{}
	for i, p := range res.players {
		byNo[p.no] = i
	}
	model = bytes.ReplaceAll(model, []byte("\r\n"), []byte("\n"))
	for _, line := range strings.Split(strings.ReplaceAll(string(model), "\r", "\n"), "\n") {
		rs := []rune(line)
		if len(rs) < 3 {
			continue
		}
		switch code := string(rs[:3]); code {
		case "001":
			no, _ := strconv.Atoi(strings.TrimSpace(string(rs[4:8])))
			i, ok := byNo[no]
			if !ok || len(rs) < 80 {
				return nil, fmt.Errorf("player line %q", line)
			}
			games, err := res.players[i].columns(rank[i])
			if err != nil {
				return nil, err
			}
			line = string(rs[:80]) + games
		case "XXC":
			if !strings.Contains(" "+line[3:]+" ", " rank ") {
				continue
			}
			line = "XXC rank"
		case "012", "240", "152":
			line = "### " + line
		}
		b.WriteString(line)
		b.WriteByte('\r')
	}
	return b.Bytes(), nil
}

// writeGenerated writes the tournament as bbpPairings' generator writes
// it: the seed line, "142 N" when rounds are missing, the players, a blank
// line, "092 FIDE_DUTCH_2025" and a 162 line for other points; CR line
// ends.
func writeGenerated(seed uint64, cfg genConfig, res *genResult) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "012 AutoTest Tournament %d\r", seed)
	if res.rounds < cfg.Rounds {
		fmt.Fprintf(&b, "142 %d\r", cfg.Rounds)
	}
	rank := res.ranks()
	for i, p := range res.players {
		// bbpPairings checks its 0-based player index against 9999, so it
		// writes start number 10,000 (five digits, the rest of the line
		// shifted: a line no TRF reader takes back) and stops at 10,001.
		if p.no > trf.MaxStartNumber+1 {
			return nil, errors.New("The output file format only supports player IDs up to 9999.")
		}
		if p.rating > 9999 {
			return nil, errors.New("The output file format only supports ratings up to 9999.")
		}
		games, err := p.columns(rank[i])
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "001 %4d      Test%04d Player%04d%19d%28s%s\r", p.no, p.no, p.no, p.rating, "", games)
	}
	b.WriteString("\r092 FIDE_DUTCH_2025\r")
	ps := cfg.Points
	if ps.Win != 10 || ps.Draw != 5 || ps.Loss != 0 || ps.ZeroBye != 0 || ps.ForfeitLoss != 0 || ps.PAB != 10 {
		if ps.ForfeitLoss != ps.ZeroBye {
			return nil, errors.New("The output file format does not allow points for forfeit losses and zero-point byes to differ.")
		}
		b.WriteString("162  ")
		width := 1
		for _, c := range []struct {
			code string
			v    trf.Points
			show bool
		}{{"W", ps.Win, ps.Win != 10}, {"D", ps.Draw, ps.Draw != 5}, {"L", ps.Loss, ps.Loss != 0}, {"A", ps.ForfeitLoss, ps.ForfeitLoss != 0}, {"P", ps.PAB, ps.PAB != ps.Win}} {
			if c.show {
				fmt.Fprintf(&b, "%*s%4s", width, c.code, c.v)
				width = 5
			}
		}
		b.WriteByte('\r')
	}
	return b.Bytes(), nil
}

// runEngineGenerate is -g: a random tournament paired round by round by the
// system of the command line, written as TRF, as bbpPairings generates it.
func runEngineGenerate(o *engineOptions) error {
	var seed uint64
	if o.Seed != "" {
		s, err := strconv.ParseUint(o.Seed, 10, 64)
		if err != nil {
			if errors.Is(err, strconv.ErrRange) {
				return o.fail(engineError{engineLimit, fmt.Sprintf("The seed must be between 0 and %d.", uint64(math.MaxUint64)), err})
			}
			return o.fail(engineError{engineInvalid, "The seed must be a whole number from 0.", err})
		}
		seed = s
	} else {
		seed = uint64(time.Now().UnixNano()) % minstdM
	}
	m := newMinstd(seed)
	out := o.GenOut
	var cfg genConfig
	var ratings []int
	var modelData []byte
	if o.Model != "" {
		mo := &engineOptions{IO: o.IO, Input: o.Model}
		t, ferr := mo.readEngineInput()
		if ferr != nil {
			return o.fail(*ferr)
		}
		modelData, _ = os.ReadFile(o.Model)
		var err error
		cfg, ratings, err = modelConfig(t)
		if err != nil {
			return o.fail(engineError{engineInvalid, "Error processing file " + o.Model + ": All players must have meaningful (nonzero) ratings.", fmt.Errorf("%s: %w", o.Model, err)})
		}
		out = mo.relative(out)
	} else {
		cfg = randomGenConfig(m)
		if o.Config != "" {
			data, err := os.ReadFile(o.Config)
			if err != nil {
				return o.fail(engineError{engineFileError, "Error while reading configuration file " + o.Config + ": Error loading configuration file.", err})
			}
			if err := readGenConfig(data, &cfg); err != nil {
				var limit *genLimitError
				if errors.As(err, &limit) {
					return o.fail(engineError{engineLimit, "Error processing configuration file " + o.Config + ": " + err.Error(),
						fmt.Errorf("%s: %s: bbpPairings' generator takes up to %d (and writes start numbers and ratings up to %d)", o.Config, limit.name, math.MaxUint16, trf.MaxStartNumber)})
				}
				return o.fail(engineError{engineInvalid, "Error parsing configuration file " + o.Config + ": " + err.Error(),
					fmt.Errorf("%s: the keys are PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating, LowestRating and PointsForWin, ...Draw, ...Loss, ...ZPB, ...ForfeitLoss, ...PAB, one \"Key=value\" a line (docs/engine.md)", o.Config)})
			}
			out = (&engineOptions{Input: o.Config}).relative(out)
		}
		if cfg.HighestRating < cfg.LowestRating {
			return o.fail(engineError{engineInvalid, "Error while processing configuration file " + o.Config + ": The highest rating must be higher than the lowest rating.",
				fmt.Errorf("%s: LowestRating %d is above HighestRating %d", o.Config, cfg.LowestRating, cfg.HighestRating)})
		}
		for range cfg.Players {
			ratings = append(ratings, int(m.uniform(uint64(cfg.LowestRating), uint64(cfg.HighestRating))))
		}
		slices.SortFunc(ratings, func(a, b int) int { return b - a })
	}
	res := generate(m, cfg, ratings, enginePairers[o.System], o)
	var data []byte
	var err error
	if modelData != nil {
		data, err = writeGeneratedModel(seed, modelData, res)
	} else {
		data, err = writeGenerated(seed, cfg, res)
	}
	if err != nil {
		why := err
		if len(res.players) > trf.MaxStartNumber+1 {
			why = fmt.Errorf("%d players: TRF's start numbers have four columns (5-8), so a TRF file holds at most %d (bbpPairings writes the lines up to start number 10000 and stops; xqt writes no file)", len(res.players), trf.MaxStartNumber)
		}
		return o.fail(engineError{engineLimit, "Error writing tournament to " + out + ": " + err.Error(), why})
	}
	if err := safefile.WriteFile(out, data, 0o644); err != nil {
		return o.fail(engineError{engineFileError, "The output file (" + out + ") could not be opened.", err})
	}
	if o.List {
		name, err := (&engineOptions{ListFile: o.ListFile}).checkListName(out)
		if err == nil {
			err = os.WriteFile(name, []byte(res.list.String()+engineBuildInfo()), 0o644)
		}
		if err != nil {
			fmt.Fprintln(o.IO.Err, err)
		}
	}
	if res.err != nil {
		return o.fail(engineError{engineNoPairing, "Error generating " + out + ": " + res.err.Error(), fmt.Errorf("%s: the rounds paired so far are written", out)})
	}
	return nil
}

// modelConfig is bbpPairings' configuration drawn from a model tournament:
// its players' ratings and its rates of retired players, half-point byes,
// forfeits and draws.
func modelConfig(t *trf.Tournament) (genConfig, []int, error) {
	cfg := genConfig{Rounds: t.Rounds(), Points: t.Points}
	inf := float32(math.Inf(1))
	var retired, half, forfeits, scheduled, played, drawn int
	players := slices.Clone(t.Players)
	slices.SortFunc(players, func(a, b trf.Player) int { return a.No - b.No })
	var ratings []int
	for _, p := range players {
		if p.Rating == 0 {
			return cfg, nil, fmt.Errorf("player %d has no rating: the generator draws results from the ratings", p.No)
		}
		ratings = append(ratings, p.Rating)
		z, h := false, false
		for r := range cfg.Rounds {
			g := trf.Game{Colour: ' ', Result: ' '}
			if r < len(p.Games) {
				g = p.Games[r]
			}
			if g.Paired() && g.Opponent != 0 {
				scheduled++
				if !g.Played() {
					forfeits++
				}
			}
			if g.Played() {
				played++
				if g.Result == '=' || g.Result == 'D' {
					drawn++
				}
			}
			if !g.Paired() {
				switch g.Result {
				case 'H', 'D', '=':
					h = true
				case 'F', 'W', '1', '+', 'U':
				default:
					z = true
				}
			}
		}
		if z {
			retired++
		}
		if h {
			half++
		}
	}
	rate := func(a, b int) float32 {
		if b == 0 {
			return inf
		}
		return float32(a) / float32(b)
	}
	cfg.RetiredRate, cfg.HalfPointByeRate, cfg.ForfeitRate = rate(len(players), retired), rate(len(players), half), rate(scheduled, forfeits)
	if played > 0 {
		cfg.DrawPercentage = drawn * 100 / played
	}
	return cfg, ratings, nil
}
