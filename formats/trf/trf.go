package trf

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Points are tenths of a point, the precision of TRF score columns
// ("8.5" is 85).
type Points int

// String formats p the way TRF writes scores: one decimal.
func (p Points) String() string {
	s := ""
	if p < 0 {
		s = "-"
		p = -p
	}
	return fmt.Sprintf("%s%d.%d", s, p/10, p%10)
}

// PointSystem is the points given for each kind of round result, in tenths
// (line 162 or BBW/BBD/BBL/BBZ/BBF/BBU). The zero value is not valid; use
// DefaultPoints.
type PointSystem struct {
	Win         Points // a won game, a forfeit win, a full-point bye (F)
	Draw        Points // a drawn game, a half-point bye (H)
	Loss        Points // a lost game
	ZeroBye     Points // a zero-point bye (Z) or an absence
	ForfeitLoss Points // a forfeit loss (-)
	PAB         Points // the pairing-allocated bye (U)
}

// DefaultPoints is 1 / 0.5 / 0 with the pairing-allocated bye worth a win.
var DefaultPoints = PointSystem{Win: 10, Draw: 5, PAB: 10}

// Game is one round of a player line: columns 92-101 of a 001 line.
type Game struct {
	// Opponent is the start number of the opponent, 0 for none ("0000" or
	// blank).
	Opponent int
	// Colour is 'w', 'b', '-' (no colour) or ' ' (blank).
	Colour byte
	// Result is the TRF result code: '1' '0' '=' for played games, '+' '-'
	// for forfeits, 'W' 'D' 'L' for games lasting under one move, 'H' 'F'
	// 'Z' for requested half-point, full-point and zero-point byes, 'U' for
	// the pairing-allocated bye, ' ' for nothing (absent, not paired).
	Result byte
}

// Empty reports whether the round column is blank.
func (g Game) Empty() bool { return g.Opponent == 0 && g.Colour == ' ' && g.Result == ' ' }

// Played reports whether the game was actually played over the board.
func (g Game) Played() bool {
	if g.Opponent == 0 || (g.Colour != 'w' && g.Colour != 'b') {
		return false
	}
	switch g.Result {
	case '1', '0', '=', 'W', 'D', 'L':
		return true
	}
	return false
}

// Paired reports whether the player took part in the pairing of the round:
// had an opponent (played or forfeited) or the pairing-allocated bye.
// Requested byes and absences are not paired.
func (g Game) Paired() bool { return g.Opponent != 0 || g.Result == 'U' || g.Result == '+' }

// Player is one 001 line.
type Player struct {
	No       int    // start number, columns 5-8
	Sex      string // column 10
	Title    string // columns 11-13
	Name     string // columns 15-47
	Rating   int    // columns 49-52, 0 when unrated
	Fed      string // columns 54-56
	FideID   string // columns 58-68
	Birth    string // columns 70-79
	Points   Points // columns 81-84, as written in the file
	Rank     int    // columns 86-89, 0 when blank
	Games    []Game // one per round column, from column 92
	LineNo   int    // line of the file it came from (0 when built in code)
	RawExtra string // anything after the last round column, kept verbatim

	// NoPoints reports that columns 81-84 were blank (Points is then 0).
	NoPoints bool
}

// Forbidden is a set of players that must not meet each other, from an XXP
// line (all rounds) or a 260 line (rounds First..Last, 1-based).
type Forbidden struct {
	Players     []int
	First, Last int // 0, 0: every round
}

// Bye is a 240 line entry: a requested bye for a round.
type Bye struct {
	Round  int    // 1-based
	Type   string // "F", "H", "Z" or "" as written (column 5)
	Player int
}

// Accel is an acceleration entry: Points added to a player's pairing score
// in the given rounds (XXA: one value per round; 250: a range).
type Accel struct {
	Player int
	Points []Points // index r = round r+1
}

// Line is a line the reader kept without interpreting it.
type Line struct {
	Code string // the first three characters
	Text string // the whole line
}

// Tournament is a parsed TRF file. Its fields are stable API: the tiebreak
// and export code build on them.
type Tournament struct {
	Name   string // 012
	Header []Line // lines other than 001, in file order (kept by Write)
	// PlayersAt is 1 + the number of Header lines that come before the
	// player lines; 0 lets Write choose (before the XXR/XXC/XXP/XXA lines).
	PlayersAt int

	Players []Player // in file order

	// TotalRounds is the number of rounds of the event (XXR or 142); 0 when
	// the file does not say.
	TotalRounds int
	// InitialColour is 'w' or 'b' for the colour of the top-ranked player
	// in round 1 (XXC white1|black1, or 152 W|B); 0 when not given.
	InitialColour byte
	// UseRank is set by "XXC rank": pairing numbers come from the order of
	// the 001 lines, not from the start numbers.
	UseRank bool
	// Points is the points system (162, BBx lines), DefaultPoints otherwise.
	Points PointSystem
	// PointsGiven reports whether the file had a 162 or BBx line.
	PointsGiven bool
	// System is the pairing system named by a 192 or 092 line
	// ("FIDE_DUTCH_2025", "FIDE_DUTCH_2025_BAKU", ...); "" when absent.
	System string
	// Forbidden pairs from XXP and 260 lines.
	Forbidden []Forbidden
	// Byes from 240 lines.
	Byes []Bye
	// Accel from XXA and 250 lines.
	Accel []Accel
	// Baku reports whether the 192 line asks for Baku acceleration.
	Baku bool
}

// Player returns the player with start number no, or nil.
func (t *Tournament) Player(no int) *Player {
	for i := range t.Players {
		if t.Players[i].No == no {
			return &t.Players[i]
		}
	}
	return nil
}

// Rounds is the number of round columns of the longest player line.
func (t *Tournament) Rounds() int {
	n := 0
	for _, p := range t.Players {
		if len(p.Games) > n {
			n = len(p.Games)
		}
	}
	return n
}

// ScoreOf returns the points a game column is worth under ps.
func (ps PointSystem) ScoreOf(g Game) Points {
	switch g.Result {
	case '1', 'W', '+':
		return ps.Win
	case 'F':
		return ps.Win
	case 'U':
		return ps.PAB
	case '=', 'D', 'H':
		return ps.Draw
	case '0', 'L':
		return ps.Loss
	case '-':
		if g.Opponent == 0 {
			return ps.ZeroBye
		}
		return ps.ForfeitLoss
	}
	return ps.ZeroBye
}

// Limits of what Read accepts. A TRF of 9,999 players (MaxStartNumber,
// the most its four-digit start numbers allow) and 99 rounds is about 10 MB with lines of
// about 1 KB; anything larger is not a TRF.
const (
	MaxSize = 16 << 20
	MaxLine = 64 << 10
)

// ErrTooLarge is returned by Read for input over MaxSize.
var ErrTooLarge = fmt.Errorf("larger than %d MB: is this a TRF file?", MaxSize>>20)

// Read parses a TRF file of at most MaxSize bytes and lines of at most
// MaxLine. Errors name the line.
func Read(r io.Reader) (*Tournament, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxSize {
		return nil, ErrTooLarge
	}
	t := &Tournament{Points: DefaultPoints}
	// Split on CR, LF or CRLF.
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	var errs []error
	pabGiven := false
	var accel accels
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), MaxLine)
	seen := map[int]bool{}
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			t.Header = append(t.Header, Line{"", line})
			continue
		}
		if len(line) < 3 { // no record code: ignored, as pairing engines do
			t.Header = append(t.Header, Line{"", line})
			continue
		}
		code := line[:3]
		var err error
		switch code {
		case "001":
			var p Player
			p, err = parsePlayer(line)
			p.LineNo = lineNo
			if t.PlayersAt == 0 {
				t.PlayersAt = len(t.Header) + 1
			}
			if err == nil {
				if seen[p.No] {
					err = fmt.Errorf("start number %d repeated", p.No)
				} else {
					seen[p.No] = true
					t.Players = append(t.Players, p)
				}
			}
		case "012":
			t.Name = strings.TrimSpace(field(line, 4, len(line)))
			t.Header = append(t.Header, Line{code, line})
		case "XXR", "142":
			var n int
			n, err = strconv.Atoi(strings.TrimSpace(line[3:]))
			if err == nil && n <= 0 {
				err = errors.New("number of rounds must be positive")
			}
			t.TotalRounds = n
			t.Header = append(t.Header, Line{code, line})
		case "XXC":
			for _, tok := range strings.Fields(line[3:]) {
				switch tok {
				case "white1":
					t.InitialColour = 'w'
				case "black1":
					t.InitialColour = 'b'
				case "rank":
					t.UseRank = true
				}
			}
			t.Header = append(t.Header, Line{code, line})
		case "152":
			switch strings.TrimSpace(line[3:]) {
			case "W", "w":
				t.InitialColour = 'w'
			case "B", "b":
				t.InitialColour = 'b'
			default:
				err = errors.New("initial colour must be W or B")
			}
			t.Header = append(t.Header, Line{code, line})
		case "162":
			t.PointsGiven = true
			err = parsePoints(line, &t.Points, &pabGiven)
			t.Header = append(t.Header, Line{code, line})
		case "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
			t.PointsGiven = true
			var p Points
			p, err = parseScore(strings.TrimSpace(line[3:]))
			switch code {
			case "BBW":
				t.Points.Win = p
				if !pabGiven {
					t.Points.PAB = p
				}
			case "BBD":
				t.Points.Draw = p
			case "BBL":
				t.Points.Loss = p
			case "BBZ":
				t.Points.ZeroBye = p
			case "BBF":
				t.Points.ForfeitLoss = p
			case "BBU":
				t.Points.PAB = p
				pabGiven = true
			}
			t.Header = append(t.Header, Line{code, line})
		case "092", "192":
			t.System = strings.TrimSpace(line[3:])
			// Engines take the pairing system, and so acceleration, from
			// the 192 line only.
			if code == "192" {
				t.Baku = strings.HasSuffix(t.System, "_BAKU")
			}
			t.Header = append(t.Header, Line{code, line})
		case "XXP":
			var f Forbidden
			for _, tok := range strings.Fields(line[3:]) {
				n, e := strconv.Atoi(tok)
				if e != nil || n <= 0 {
					err = fmt.Errorf("bad start number %q", tok)
					break
				}
				f.Players = append(f.Players, n)
			}
			t.Forbidden = append(t.Forbidden, f)
			t.Header = append(t.Header, Line{code, line})
		case "260":
			var f Forbidden
			f, err = parse260(line)
			t.Forbidden = append(t.Forbidden, f)
			t.Header = append(t.Header, Line{code, line})
		case "240":
			var bs []Bye
			bs, err = parse240(line)
			t.Byes = append(t.Byes, bs...)
			t.Header = append(t.Header, Line{code, line})
		case "XXA":
			var a Accel
			a, err = parseXXA(line)
			if err == nil {
				accel.add(a.Player, a.Points)
			}
			t.Header = append(t.Header, Line{code, line})
		case "250":
			var a accel250
			a, err = parse250(line)
			if err == nil {
				for no := a.first; no <= a.last; no++ {
					accel.fill(no, a.from, a.to, a.points)
				}
			}
			t.Header = append(t.Header, Line{code, line})
		default:
			t.Header = append(t.Header, Line{code, line})
		}
		if err != nil {
			le := &LineError{Line: lineNo, Err: err}
			var ce *columnError
			if errors.As(err, &ce) {
				le.Column, le.Err = ce.col, ce.err
			}
			errs = append(errs, le)
		}
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		errs = append(errs, &LineError{Line: lineNo + 1, Err: fmt.Errorf("longer than %d KB: is this a TRF file?", MaxLine>>10)})
	} else if sc.Err() != nil {
		errs = append(errs, sc.Err())
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	t.Accel = accel.list()
	return t, nil
}

func field(line string, from, to int) string {
	if from >= len(line) {
		return ""
	}
	if to > len(line) {
		to = len(line)
	}
	return line[from:to]
}

func parseScore(s string) (Points, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	whole, frac, ok := strings.Cut(s, ".")
	w, err := strconv.Atoi(whole)
	if err != nil || w < 0 {
		return 0, fmt.Errorf("bad score %q", s)
	}
	p := Points(w * 10)
	if ok {
		if len(frac) == 0 || strings.Trim(frac[1:], "0") != "" || frac[0] < '0' || frac[0] > '9' {
			return 0, fmt.Errorf("bad score %q (one decimal)", s)
		}
		p += Points(frac[0] - '0')
	}
	return p, nil
}

func parseNo(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("bad number %q", s)
	}
	return n, nil
}

// parsePlayer reads a 001 line. TRF counts columns in characters; xqt's own
// writer counts them in bytes. A line whose name (or other text) is not
// ASCII is read by characters when only that reading puts the separators of
// the fixed columns (before the rating, the federation, the rank and the
// rounds) on blanks, as other programs write it (Sharly Chess: "Lefèvre").
func parsePlayer(line string) (Player, error) {
	if !isASCII(line) {
		rs := []rune(line)
		masked := make([]byte, len(rs))
		for i, r := range rs {
			masked[i] = byte(r)
			if r >= utf8.RuneSelf {
				masked[i] = 'x'
			}
		}
		if aligned(string(masked)) && !aligned(line) {
			p, err := parsePlayerColumns(string(masked))
			text := func(from, to int) string {
				if from >= len(rs) {
					return ""
				}
				return strings.TrimSpace(string(rs[from:min(to, len(rs))]))
			}
			p.Sex, p.Title, p.Name = text(9, 10), text(10, 13), text(14, 47)
			p.Fed, p.FideID, p.Birth = text(53, 56), text(57, 68), text(69, 79)
			return p, err
		}
	}
	return parsePlayerColumns(line)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// aligned reports whether the blanks between the fixed columns of a 001
// line are where TRF puts them.
func aligned(s string) bool {
	for _, i := range []int{47, 52, 84, 89, 90} {
		if i < len(s) && s[i] != ' ' {
			return false
		}
	}
	return len(s) >= 84
}

// parsePlayerColumns reads a 001 line by its fixed columns. A start
// number of five digits does not fit columns 5-8: the line is read as
// bbpPairings reads it (columns 5-8 only), and when that reading fails the
// error says why.
func parsePlayerColumns(line string) (Player, error) {
	p, err := parsePlayerFields(line)
	if long := startNumberOutsideColumns(line); err != nil && long != "" {
		err = atColumn(3, "start number %s does not fit columns 5-8: TRF start numbers run to %d, and bbpPairings refuses the line too (%w)", long, MaxStartNumber, err)
	}
	return p, err
}

func parsePlayerFields(line string) (Player, error) {
	var p Player
	if len(line) < 84 {
		return p, errors.New("player line shorter than 84 characters")
	}
	no, err := parseNo(field(line, 4, 8))
	if err == nil && no == 0 {
		return p, atColumn(4, "start number is 0 (columns 5-8 %q): start numbers run from 1", field(line, 4, 8))
	}
	if err != nil {
		return p, atColumn(4, "bad start number %q", field(line, 4, 8))
	}
	p.No = no
	p.Sex = strings.TrimSpace(field(line, 9, 10))
	p.Title = strings.TrimSpace(field(line, 10, 13))
	p.Name = strings.TrimSpace(field(line, 14, 47))
	if p.Rating, err = parseNo(field(line, 48, 52)); err != nil {
		return p, atColumn(48, "player %d: rating: %w", no, err)
	}
	p.Fed = strings.TrimSpace(field(line, 53, 56))
	p.FideID = strings.TrimSpace(field(line, 57, 68))
	p.Birth = strings.TrimSpace(field(line, 69, 79))
	p.NoPoints = strings.TrimSpace(field(line, 80, 84)) == ""
	if p.Points, err = parseScore(field(line, 80, 84)); err != nil {
		return p, atColumn(80, "player %d: %w", no, err)
	}
	if p.Rank, err = parseNo(field(line, 85, 89)); err != nil {
		return p, atColumn(85, "player %d: rank: %w", no, err)
	}
	var games []Game
	last := 0 // number of columns up to the last non-empty one
	start := 91
	// A last column may be cut short by trailing blanks (writers trim
	// them): "  69 w" is opponent 69 with white and no result yet.
	for ; start+4 <= len(line); start += 10 {
		col := line[start:min(start+10, len(line))]
		col += strings.Repeat(" ", 10-len(col))
		opp := col[0:4]
		g := Game{Colour: col[5], Result: upper(col[7])}
		if strings.TrimSpace(opp) != "" {
			n, err := parseNo(opp)
			if err != nil {
				return p, atColumn(start, "player %d, round %d: opponent: %w", no, len(games)+1, err)
			}
			if n == no {
				return p, atColumn(start, "player %d, round %d: paired against itself", no, len(games)+1)
			}
			g.Opponent = n
		}
		if col[4] != ' ' || col[6] != ' ' || strings.TrimSpace(col[8:]) != "" {
			return p, atColumn(start, "player %d, round %d: misaligned round column %q", no, len(games)+1, col)
		}
		if err := checkGame(g); err != nil {
			return p, atColumn(start, "player %d, round %d: %w", no, len(games)+1, err)
		}
		games = append(games, g)
		if !g.Empty() {
			last = len(games)
		}
	}
	if start < len(line) {
		p.RawExtra = line[start:]
		if strings.TrimSpace(p.RawExtra) == "" {
			p.RawExtra = ""
		} else {
			return p, fmt.Errorf("player %d: unexpected text %q after the round columns", no, p.RawExtra)
		}
	}
	p.Games = games[:last]
	return p, nil
}

// MaxStartNumber is the largest start number TRF's four columns (5-8)
// hold, and so the most players a TRF file (and bbpPairings) can pair.
const MaxStartNumber = 9999

// startNumberOutsideColumns returns the digits of a start number of five
// or more digits written from column 4 (lila's layout, right-aligned to
// column 8) or from column 5 on (bbpPairings' generator writes start
// number 10,000 so, shifting the rest of the line); "" otherwise.
func startNumberOutsideColumns(line string) string {
	isDigit := func(b byte) bool { return '0' <= b && b <= '9' }
	if len(line) < 9 || !isDigit(line[7]) || !isDigit(line[3]) && !isDigit(line[8]) {
		return ""
	}
	from, to := 4, 8
	for from > 3 && isDigit(line[from-1]) {
		from--
	}
	for to < len(line) && isDigit(line[to]) {
		to++
	}
	return line[from:to]
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

func checkGame(g Game) error {
	switch g.Colour {
	case 'w', 'b', '-', ' ':
	default:
		return fmt.Errorf("bad colour %q", g.Colour)
	}
	switch g.Result {
	case '1', '0', '=', 'W', 'D', 'L':
		if g.Opponent == 0 || (g.Colour != 'w' && g.Colour != 'b') {
			if !(g.Result == '=' && g.Opponent == 0) {
				return fmt.Errorf("result %q needs an opponent and a colour", g.Result)
			}
		}
	case '+', '-':
	case 'H', 'F', 'U', 'Z':
		if g.Opponent != 0 {
			return fmt.Errorf("bye %q with an opponent", g.Result)
		}
	case ' ':
	default:
		return fmt.Errorf("bad result %q", g.Result)
	}
	if g.Opponent == 0 && (g.Colour == 'w' || g.Colour == 'b') {
		return errors.New("colour without an opponent")
	}
	return nil
}

func parsePoints(line string, ps *PointSystem, pabGiven *bool) error {
	for start := 5; start+5 <= len(line); start += 9 {
		c := line[start]
		v, err := parseScore(line[start+1 : start+5])
		if err != nil {
			return err
		}
		switch c {
		case 'W':
			ps.Win = v
			if !*pabGiven {
				ps.PAB = v
			}
		case 'D':
			ps.Draw = v
		case 'L':
			ps.Loss = v
		case 'Z', 'A':
			ps.ZeroBye = v
			ps.ForfeitLoss = v
		case 'P':
			ps.PAB = v
			*pabGiven = true
		default:
			return fmt.Errorf("unsupported points code %q", c)
		}
	}
	return nil
}

func parse260(line string) (Forbidden, error) {
	var f Forbidden
	if len(line) < 16 {
		return f, errors.New("260 line too short")
	}
	var err error
	if f.First, err = parseNo(field(line, 4, 7)); err != nil {
		return f, err
	}
	if f.Last, err = parseNo(field(line, 8, 11)); err != nil {
		return f, err
	}
	for _, tok := range strings.Fields(field(line, 12, len(line))) {
		n, err := parseNo(tok)
		if err != nil || n == 0 {
			return f, fmt.Errorf("bad start number %q", tok)
		}
		f.Players = append(f.Players, n)
	}
	return f, nil
}

func parse240(line string) ([]Bye, error) {
	if len(line) < 11 {
		return nil, errors.New("240 line too short")
	}
	round, err := parseNo(field(line, 6, 9))
	if err != nil || round == 0 {
		return nil, fmt.Errorf("bad round %q", field(line, 6, 9))
	}
	typ := strings.TrimSpace(field(line, 4, 5))
	var bs []Bye
	for _, tok := range strings.Fields(field(line, 10, len(line))) {
		n, err := parseNo(tok)
		if err != nil || n == 0 {
			return nil, fmt.Errorf("bad start number %q", tok)
		}
		bs = append(bs, Bye{Round: round, Type: typ, Player: n})
	}
	return bs, nil
}

func parseXXA(line string) (Accel, error) {
	var a Accel
	no, err := parseNo(field(line, 4, 8))
	if err != nil || no == 0 {
		return a, fmt.Errorf("bad start number %q", field(line, 4, 8))
	}
	a.Player = no
	for start := 9; start < len(line); start += 5 {
		v, err := parseScore(field(line, start, start+4))
		if err != nil {
			return a, err
		}
		a.Points = append(a.Points, v)
	}
	return a, nil
}

// Write writes t as TRF-16 with CR line ends: the header lines kept by
// Read (or built by the caller) first, then the player lines in order.
// Player lines are always rebuilt from the fields, so a Tournament built in
// code writes correctly.
func Write(w io.Writer, t *Tournament) error {
	bw := bufio.NewWriter(w)
	players := false
	for i, l := range t.Header {
		if !players && (i+1 == t.PlayersAt || t.PlayersAt == 0 && isTrailer(l.Code)) {
			if err := writePlayers(bw, t); err != nil {
				return err
			}
			players = true
		}
		bw.WriteString(l.Text)
		bw.WriteByte('\r')
	}
	if !players {
		if err := writePlayers(bw, t); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// isTrailer reports whether a header line is one written after the players
// (the engine extension lines conventionally follow the 001 lines).
func isTrailer(code string) bool {
	switch code {
	case "XXR", "XXC", "XXP", "XXA":
		return true
	}
	return false
}

func writePlayers(w *bufio.Writer, t *Tournament) error {
	for _, p := range t.Players {
		s, err := FormatPlayer(p)
		if err != nil {
			return err
		}
		w.WriteString(s)
		w.WriteByte('\r')
	}
	return nil
}

// FormatPlayer renders one 001 line.
func FormatPlayer(p Player) (string, error) {
	if p.No <= 0 || p.No > MaxStartNumber {
		return "", fmt.Errorf("start number %d does not fit TRF (1..%d)", p.No, MaxStartNumber)
	}
	if pts := p.Points.String(); len(pts) > 4 {
		return "", fmt.Errorf("player %d: %s points do not fit TRF's four columns (81-84)", p.No, pts)
	}
	if p.Rating > 9999 || p.Rating < 0 || p.Rank > 9999 || p.Rank < 0 {
		return "", fmt.Errorf("player %d: rating %d or rank %d does not fit TRF's four columns", p.No, p.Rating, p.Rank)
	}
	for _, g := range p.Games {
		if g.Opponent < 0 || g.Opponent > MaxStartNumber {
			return "", fmt.Errorf("player %d: opponent %d does not fit TRF (1..%d)", p.No, g.Opponent, MaxStartNumber)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "001 %4d %s%s %s ", p.No, padBytes(p.Sex, 1), padLeftBytes(p.Title, 3), padBytes(p.Name, 33))
	if p.Rating > 0 {
		fmt.Fprintf(&b, "%4d", p.Rating)
	} else {
		b.WriteString("    ")
	}
	fmt.Fprintf(&b, " %s %s %s %4s", padBytes(p.Fed, 3), padLeftBytes(p.FideID, 11), padBytes(p.Birth, 10), p.Points.String())
	if p.Rank > 0 {
		fmt.Fprintf(&b, " %4d", p.Rank)
	} else {
		b.WriteString("     ")
	}
	for _, g := range p.Games {
		b.WriteString("  ")
		if g.Opponent > 0 {
			fmt.Fprintf(&b, "%4d", g.Opponent)
		} else if g.Empty() {
			b.WriteString("    ")
		} else {
			b.WriteString("0000")
		}
		c, r := g.Colour, g.Result
		if c == 0 {
			c = ' '
		}
		if r == 0 {
			r = ' '
		}
		fmt.Fprintf(&b, " %c %c", c, r)
	}
	return strings.TrimRight(b.String(), " "), nil
}

// padBytes cuts s to at most n bytes at a character boundary and pads it
// with spaces to exactly n bytes: TRF columns count bytes, so a UTF-8 name
// (Chinese: three bytes a character) must not shift the columns after it.
func padBytes(s string, n int) string {
	cut := cutBytes(s, n)
	return s[:cut] + strings.Repeat(" ", n-cut)
}

// padLeftBytes is padBytes aligned right.
func padLeftBytes(s string, n int) string {
	cut := cutBytes(s, n)
	return strings.Repeat(" ", n-cut) + s[:cut]
}

// cutBytes is the length of the longest prefix of s of whole characters
// (an invalid byte counts as one) that fits in n bytes.
func cutBytes(s string, n int) int {
	cut := 0
	for cut < len(s) {
		_, size := utf8.DecodeRuneInString(s[cut:]) // 1 for an invalid byte
		if cut+size > n {
			break
		}
		cut += size
	}
	return cut
}

// ErrInvalid marks input a pairing engine cannot use (exit code 3 in the
// engine command).
var ErrInvalid = errors.New("invalid tournament file")

// ErrScore marks a player line whose score (columns 81-84) does not match
// the results written in its round columns.
var ErrScore = errors.New("the score does not match the results")

// ScoreError is the error of CheckScores: the player whose score column
// does not match the results. It wraps ErrScore.
type ScoreError struct {
	Player         int
	Score, Results Points
	Blank          bool // the score column is blank
}

func (e *ScoreError) Error() string {
	if e.Blank {
		return fmt.Sprintf("player %d: blank score: %v", e.Player, ErrScore)
	}
	return fmt.Sprintf("player %d: score %v, the results give %v: %v", e.Player, e.Score, e.Results, ErrScore)
}

func (e *ScoreError) Unwrap() error { return ErrScore }

// CheckScores refuses, as pairing engines do, a file whose score columns do
// not match the results of the players ids (the players taking part, played
// rounds played; accel gives each one's acceleration points by round). A score is right when
// it is the points of the rounds played, with or without the next round's
// requested bye written in its column and with or without the player's
// acceleration for the next round. A blank score is wrong. The error wraps
// both ErrInvalid and ErrScore.
func (t *Tournament) CheckScores(ids []int, played int, accel map[int][]int) error {
	byNo := make(map[int]*Player, len(t.Players))
	for i := range t.Players {
		byNo[t.Players[i].No] = &t.Players[i]
	}
	for _, id := range ids {
		p := byNo[id]
		if p == nil {
			continue
		}
		if p.NoPoints {
			return fmt.Errorf("%w: %w", ErrInvalid, &ScoreError{Player: p.No, Blank: true})
		}
		var sum, next, acc Points
		for r := 0; r < played; r++ {
			var g Game
			if r < len(p.Games) {
				g = p.Games[r]
			}
			sum += t.Points.ScoreOf(g)
		}
		if played < len(p.Games) {
			next = t.Points.ScoreOf(p.Games[played])
		}
		if a := accel[id]; played < len(a) {
			acc = Points(a[played])
		}
		switch p.Points {
		case sum, sum + acc, sum + next, sum + next + acc:
			continue
		}
		return fmt.Errorf("%w: %w", ErrInvalid, &ScoreError{Player: p.No, Score: p.Points, Results: sum})
	}
	return nil
}

// accels gathers the acceleration of each player from XXA and 250 lines in
// file order, as pairing engines do: an XXA line appends one value per
// round, a 250 line sets a range of rounds (growing the list with zeros).
type accels struct {
	order []int
	by    map[int][]Points
}

func (a *accels) get(no int) []Points {
	if a.by == nil {
		a.by = map[int][]Points{}
	}
	xs, ok := a.by[no]
	if !ok {
		a.order = append(a.order, no)
	}
	return xs
}

func (a *accels) add(no int, ps []Points) {
	a.by[no] = append(a.get(no), ps...)
}

// fill sets rounds from..to (1-based) of player no to p.
func (a *accels) fill(no, from, to int, p Points) {
	xs := a.get(no)
	for len(xs) < to {
		xs = append(xs, 0)
	}
	for r := from; r <= to; r++ {
		xs[r-1] = p
	}
	a.by[no] = xs
}

func (a *accels) list() []Accel {
	var out []Accel
	for _, no := range a.order {
		out = append(out, Accel{Player: no, Points: a.by[no]})
	}
	return out
}

// accel250 is a TRF-26 250 line: "250 MMMM GGGG RRR RRR PPPP PPPP", game
// points GGGG added in rounds RRR to RRR to the players PPPP to PPPP (match
// points MMMM, for team events, must be blank or zero).
type accel250 struct {
	points      Points
	from, to    int
	first, last int
}

func parse250(line string) (accel250, error) {
	var a accel250
	if len(line) < 31 {
		return a, errors.New("250 line too short: it is \"250 MMMM GGGG RRR RRR PPPP PPPP\"")
	}
	if m := strings.TrimSpace(field(line, 4, 8)); m != "" {
		if v, err := parseScore(m); err != nil || v != 0 {
			return a, atColumn(4, "match points %q: they must be blank for an individual event", m)
		}
	}
	var err error
	if a.points, err = parseScore(strings.TrimSpace(field(line, 9, 13))); err != nil || a.points == 0 {
		return a, atColumn(9, "game points %q: they must be a number other than 0", field(line, 9, 13))
	}
	nums := []struct {
		dst      *int
		from, to int
		what     string
	}{{&a.from, 14, 17, "first round"}, {&a.to, 18, 21, "last round"}, {&a.first, 22, 26, "first player"}, {&a.last, 27, 31, "last player"}}
	for _, n := range nums {
		v, err := parseNo(field(line, n.from, n.to))
		if err != nil || v == 0 {
			return a, atColumn(n.from, "%s %q: it must be a number from 1", n.what, field(line, n.from, n.to))
		}
		*n.dst = v
	}
	if a.from > a.to {
		return a, atColumn(14, "rounds %d to %d: the first comes after the last", a.from, a.to)
	}
	if a.first > a.last {
		return a, atColumn(22, "players %d to %d: the first comes after the last", a.first, a.last)
	}
	if strings.TrimSpace(line[31:]) != "" {
		return a, atColumn(31, "unexpected text after the last player")
	}
	return a, nil
}
