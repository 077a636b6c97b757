package cmd

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/xiangqi-org/xqt/cmd/trfengine"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/formats/trf"
)

// genConfig is the configuration of -g, with the keys of bbpPairings'
// generator configuration file ("Name=value" lines, "#" comments). The
// rates are bbpPairings': ForfeitRate is games per forfeit, RetiredRate
// players per retired player, HalfPointByeRate players per player taking a
// half-point bye.
type genConfig struct {
	Players, Rounds      int
	DrawPercentage       int
	ForfeitRate          float64
	RetiredRate          float64
	HalfPointByeRate     float64
	HighestRating        int
	LowestRating         int
	Points               trf.PointSystem
	pointsGiven, pabSeen bool
}

// randomGenConfig draws the settings the configuration file does not give,
// from the seed, in bbpPairings' ranges: 15-215 players, 5-15 rounds,
// ratings from 1400-2300 to 2400-2800, draws 10-50 %, a forfeit in 6-30
// games, a retired player and a half-point bye in 15-3225 players.
func randomGenConfig(rng *rand.Rand) genConfig {
	in := func(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }
	return genConfig{
		Rounds:           in(5, 15),
		ForfeitRate:      float64(in(6, 30)),
		RetiredRate:      float64(in(15, 3225)),
		HalfPointByeRate: float64(in(15, 3225)),
		DrawPercentage:   in(10, 50),
		Players:          in(15, 215),
		HighestRating:    in(2400, 2800),
		LowestRating:     in(1400, 2300),
		Points:           trf.DefaultPoints,
	}
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
		rate := func(min float64) (float64, error) {
			x, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
			if err != nil || x < min {
				return 0, bad
			}
			return x, nil
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
			c.Players, err = atoi(1, 9999)
		case "RoundsNumber":
			c.Rounds, err = atoi(1, 99)
		case "DrawPercentage":
			c.DrawPercentage, err = atoi(0, 100)
		case "ForfeitRate":
			c.ForfeitRate, err = rate(1)
		case "RetiredRate":
			c.RetiredRate, err = rate(2)
		case "HalfPointByeRate", "HalfPointByteRate":
			c.HalfPointByeRate, err = rate(1)
		case "HighestRating":
			c.HighestRating, err = atoi(0, 9999)
		case "LowestRating":
			c.LowestRating, err = atoi(0, 9999)
		case "PointsForWin":
			p, err = points()
			c.Points.Win = p
			if !c.pabSeen {
				c.Points.PAB = p
			}
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
			c.Points.PAB, c.pabSeen = p, true
		default:
			return fmt.Errorf("Unexpected parameter %q in configuration file.", name)
		}
		if err != nil {
			return err
		}
		if strings.HasPrefix(name, "Points") {
			c.pointsGiven = true
		}
	}
	return nil
}

// runEngineGenerate is -g: a random tournament paired round by round by the
// system of the command line, written as TRF.
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
		seed = uint64(time.Now().UnixNano())
	}
	rng := rand.New(rand.NewPCG(seed, 0x78717420656e67)) // "xqt eng"
	cfg := randomGenConfig(rng)
	out := o.GenOut
	var model *trf.Tournament
	switch {
	case o.Config != "":
		data, err := os.ReadFile(o.Config)
		if err != nil {
			return o.fail(engineError{engineFileError, "Error while reading configuration file " + o.Config + ": Error loading configuration file.", err})
		}
		if err := readGenConfig(data, &cfg); err != nil {
			return o.fail(engineError{engineInvalid, "Error parsing configuration file " + o.Config + ": " + err.Error(),
				fmt.Errorf("%s: the keys are PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate, HalfPointByeRate, HighestRating, LowestRating and PointsForWin, ...Draw, ...Loss, ...ZPB, ...ForfeitLoss, ...PAB, one \"Key=value\" a line (docs/engine.md)", o.Config)})
		}
		if cfg.LowestRating > cfg.HighestRating {
			return o.fail(engineError{engineInvalid, "Error while processing configuration file " + o.Config + ": LowestRating is above HighestRating.", fmt.Errorf("%s: LowestRating %d is above HighestRating %d", o.Config, cfg.LowestRating, cfg.HighestRating)})
		}
		out = (&engineOptions{Input: o.Config}).relative(out)
	case o.Model != "":
		mo := &engineOptions{IO: o.IO, Input: o.Model}
		t, ferr := mo.readEngineInput()
		if ferr != nil {
			return o.fail(*ferr)
		}
		for _, p := range t.Players {
			if p.Rating == 0 {
				return o.fail(engineError{engineInvalid, "Error processing file " + o.Model + ": All players must have meaningful (nonzero) ratings.", fmt.Errorf("%s: player %d has no rating: the generator draws results from the ratings", o.Model, p.No)})
			}
		}
		model = t
		out = mo.relative(out)
	}
	tr := &trf.Tournament{Name: fmt.Sprintf("AutoTest Tournament %d", seed), InitialColour: "wb"[rng.IntN(2)], Points: cfg.Points}
	if model != nil {
		tr.Points, tr.TotalRounds = model.Points, model.TotalRounds
		if tr.TotalRounds == 0 {
			tr.TotalRounds = max(model.Rounds(), 1)
		}
		for _, p := range model.Players {
			tr.Players = append(tr.Players, trf.Player{No: p.No, Name: p.Name, Rating: p.Rating})
		}
	} else {
		tr.TotalRounds = cfg.Rounds
		for i := range cfg.Players {
			r := cfg.HighestRating
			if cfg.HighestRating > cfg.LowestRating {
				r = cfg.LowestRating + rng.IntN(cfg.HighestRating-cfg.LowestRating+1)
			}
			tr.Players = append(tr.Players, trf.Player{No: i + 1, Name: fmt.Sprintf("Player%04d", i+1), Rating: r})
		}
		// Start numbers by rating, as a seeded list.
		rs := make([]int, len(tr.Players))
		for i := range rs {
			rs[i] = tr.Players[i].Rating
		}
		slices.SortFunc(rs, func(a, b int) int { return b - a })
		for i := range tr.Players {
			tr.Players[i].Rating = rs[i]
		}
	}
	tr.Header = []trf.Line{{Code: "012", Text: "012 " + tr.Name}, {Code: "XXR", Text: fmt.Sprintf("XXR %d", tr.TotalRounds)}, {Code: "XXC", Text: "XXC " + map[byte]string{'w': "white1", 'b': "black1"}[tr.InitialColour]}}
	if cfg.pointsGiven {
		ps := tr.Points
		tr.Header = append(tr.Header, trf.Line{Code: "BBW", Text: "BBW " + ps.Win.String()}, trf.Line{Code: "BBD", Text: "BBD " + ps.Draw.String()},
			trf.Line{Code: "BBL", Text: "BBL " + ps.Loss.String()}, trf.Line{Code: "BBZ", Text: "BBZ " + ps.ZeroBye.String()},
			trf.Line{Code: "BBF", Text: "BBF " + ps.ForfeitLoss.String()}, trf.Line{Code: "BBU", Text: "BBU " + ps.PAB.String()})
	}
	pair := enginePairers[o.System]
	var list strings.Builder
	var genErr error
	// Players/RetiredRate players retire from a random round on (zero-point
	// byes), Players/HalfPointByeRate take a half-point bye in one round.
	n := len(tr.Players)
	retireFrom, halfBye := map[int]int{}, map[int]int{}
	if tr.TotalRounds > 1 {
		for _, k := range rng.Perm(n)[:min(n, int(float64(n)/max(cfg.RetiredRate, 1)))] {
			retireFrom[tr.Players[k].No] = 2 + rng.IntN(tr.TotalRounds-1)
		}
	}
	for _, k := range rng.Perm(n)[:min(n, int(float64(n)/max(cfg.HalfPointByeRate, 1)))] {
		halfBye[tr.Players[k].No] = 1 + rng.IntN(tr.TotalRounds)
	}
	forfeit := func() bool { return cfg.ForfeitRate > 0 && rng.Float64() < 1/cfg.ForfeitRate }
	for r := 1; r <= tr.TotalRounds; r++ {
		for i := range tr.Players {
			p := &tr.Players[i]
			switch {
			case retireFrom[p.No] != 0 && r >= retireFrom[p.No]:
				p.Games = append(p.Games, trf.Game{Colour: '-', Result: 'Z'})
			case halfBye[p.No] == r:
				p.Games = append(p.Games, trf.Game{Colour: '-', Result: 'H'})
			}
		}
		in, _, err := trfengine.Input(tr)
		if err != nil {
			genErr = err
			break
		}
		pairs, bye, err := pair(in)
		if o.List {
			list.WriteString(checkListText(in, pairs, bye, err == nil))
		}
		if err != nil {
			genErr = err
			for i := range tr.Players { // the round stays unpaired
				if len(tr.Players[i].Games) >= r {
					tr.Players[i].Games = tr.Players[i].Games[:r-1]
				}
			}
			break
		}
		if bye != 0 {
			tr.Player(bye).Games = append(tr.Player(bye).Games, trf.Game{Colour: '-', Result: 'U'})
		}
		for _, b := range pairs {
			w, bl := tr.Player(b.White), tr.Player(b.Black)
			res := [2]byte{'=', '='}
			exp := 1 / (1 + math.Pow(10, float64(bl.Rating-w.Rating)/400))
			switch x := rng.Float64(); {
			case forfeit():
				res = [2]byte{'+', '-'}
				if rng.IntN(2) == 0 {
					res = [2]byte{'-', '+'}
				}
			case rng.IntN(100) < cfg.DrawPercentage:
			case x < exp:
				res = [2]byte{'1', '0'}
			default:
				res = [2]byte{'0', '1'}
			}
			w.Games = append(w.Games, trf.Game{Opponent: b.Black, Colour: 'w', Result: res[0]})
			bl.Games = append(bl.Games, trf.Game{Opponent: b.White, Colour: 'b', Result: res[1]})
		}
	}
	for i := range tr.Players {
		var sum trf.Points
		for _, g := range tr.Players[i].Games {
			sum += tr.Points.ScoreOf(g)
		}
		tr.Players[i].Points = sum
	}
	var buf bytes.Buffer
	if err := trf.Write(&buf, tr); err != nil {
		return o.fail(engineError{engineLimit, "Error writing tournament to " + out + ": " + err.Error(), err})
	}
	if err := safefile.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return o.fail(engineError{engineFileError, "The output file (" + out + ") could not be opened.", err})
	}
	if o.List {
		name, err := (&engineOptions{ListFile: o.ListFile}).checkListName(out)
		if err == nil {
			err = os.WriteFile(name, []byte(list.String()+engineBuildInfo()), 0o644)
		}
		if err != nil {
			fmt.Fprintln(o.IO.Err, err)
		}
	}
	if genErr != nil {
		return o.fail(engineError{engineNoPairing, "Error generating " + out + ": No valid pairing exists: " + genErr.Error(), fmt.Errorf("%s: the rounds paired so far are written", out)})
	}
	return nil
}
