package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/xiangqi-org/xqt/cmd/trfengine"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/burstein"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

const engineLong = `xqt engine is a drop-in FIDE pairing engine for other tournament programs,
with bbpPairings' command line (docs/engine.md lists every flag and mode):

  xqt engine [-r]
  xqt engine [-r] --dutch input.trf -p [output.txt] [-l [check-list]]
  xqt engine [-r] --dutch input.trf -c [-l [check-list]]
  xqt engine [-r] --dutch (model.trf -g | -g [config]) -o out.trf [-s seed] [-l [check-list]]
  xqt engine [-r] --burstein input.trf -p [output.txt] [-l [check-list]]

--dutch pairs by the FIDE Dutch system (C.04.3), --burstein by the FIDE
Burstein system (C.04.4.2; docs/engine.md, Burstein); -c and -g take either.

-p pairs the next round of the TRF (TRF-16 plus XXR/142 rounds, XXC/152
initial colour, 162 or BBW/BBD/... points, 240 byes, XXP/260 forbidden
pairs, XXA/250 acceleration, 192 pairing system) and prints the number of
pairs, then "white black" per board by start number, "<id> 0" for the
pairing-allocated bye; white is red. With an output file the pairing goes
there, written whole or not at all; when no pairing exists or the input is
refused the file is emptied, so it never holds an older round. Without an
input file name (xqt only) the TRF is read from standard input.

-c checks every round of the TRF: it pairs each round from the rounds before
it and prints, as bbpPairings does, "FILE: Round #N" for each, with a table
of the pairs that differ from the file's.

-g generates a random tournament paired round by round (random players, or
those of model.trf; the config file sets its size and rates), as bbpPairings'
generator does: the same seed (-s) gives the same file.

-l writes bbpPairings' check-list (scores, colours, preferences, floats,
pairing) next to the input, or to the file named. -r, or no arguments,
prints the build information.

Exit codes (bbpPairings'): 0 ok, 1 no valid pairing exists, 3 invalid input
or command line, 4 a limit exceeded, 5 a file could not be read or written.
The first line of each error is bbpPairings' message, which clients match
("No valid pairing exists"); xqt's explanation follows.`

const (
	engineNoPairing = 1
	engineInvalid   = 3
	engineLimit     = 4
	engineFileError = 5
)

// enginePairers are the pairing systems of the command line, by flag name
// without "--".
var enginePairers = map[string]func(*dutch.Input) ([]dutch.Board, int, error){
	"dutch":    dutch.Pair,
	"burstein": burstein.Pair,
}

// enginePairer is the pairing of system for tournament t: Burstein
// accelerates rounds 1 and 2 as bbpPairings does when the file sets no
// acceleration of its own (no XXA/250 lines, no Baku).
func enginePairer(system string, t *trf.Tournament) func(*dutch.Input) ([]dutch.Board, int, error) {
	pair := enginePairers[system]
	if system != "burstein" || len(t.Accel) > 0 || t.Baku {
		return pair
	}
	return func(in *dutch.Input) ([]dutch.Board, int, error) {
		burstein.DefaultAccel(in)
		return pair(in)
	}
}

type engineOptions struct {
	IO       *IOStreams
	Info     bool   // -r, or no arguments: print the build information
	System   string // "dutch", ...; "" when only -r
	Input    string // "" for stdin
	Pair     bool
	Output   string // "" for stdout
	Check    bool
	List     bool
	ListFile string

	Generate bool   // -g
	Model    string // model TRF of -g, or ""
	Config   string // configuration file of -g, or ""
	GenOut   string // -o
	Seed     string // -s, "" for a random seed
}

func newCmdEngine(f *Factory, runF func(*engineOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:                "engine [-r] --dutch input.trf (-p [output.txt] | -c) [-l [check-list]]",
		Short:              "Act as a FIDE Dutch pairing engine (bbpPairings' command line)",
		Long:               engineLong,
		DisableFlagParsing: true,
		RunE: func(c *cobra.Command, args []string) error {
			if slices.Contains(args, "--help") || slices.Contains(args, "-h") {
				return c.Help()
			}
			opts, err := parseEngineArgs(args)
			if err != nil {
				fmt.Fprint(f.IO.Err, engineSyntax())
				return &exitError{engineInvalid, err}
			}
			opts.IO = f.IO
			if runF != nil {
				return runF(opts)
			}
			return runEngine(opts)
		},
	}
	return cmd
}

// engineBuildInfo is the line -r prints, in the place of bbpPairings' own.
func engineBuildInfo() string {
	return "xqt engine (xqt " + versionString() + ") - FIDE pairing engine with the bbpPairings command line"
}

// engineSyntax is what bbpPairings prints for a command line it does not
// understand: the build information and the syntax.
func engineSyntax() string {
	sys := "--dutch"
	if len(enginePairers) > 1 {
		var names []string
		for n := range enginePairers {
			names = append(names, "--"+n)
		}
		slices.Sort(names)
		slices.Reverse(names) // --dutch first, as bbpPairings writes it
		sys = "(" + strings.Join(names, " | ") + ")"
	}
	l := "[-l [check-list-file]]"
	return engineBuildInfo() + "\n\nCommand line argument syntax:\n" +
		"xqt engine [-r]\n" +
		"xqt engine [-r] " + sys + " input-file -c " + l + "\n" +
		"xqt engine [-r] " + sys + " input-file -p [output-file] " + l + "\n" +
		"xqt engine [-r] " + sys + " (model-file -g | -g [config-file]) -o trf_file [-s random_seed] " + l + "\n"
}

// parseEngineArgs reads bbpPairings' command line: [-r] then the system
// flag, then "input -c", "input -p [output]" or "[model] -g [config] -o
// file [-s seed]", then "-l [check-list]". "-p" right after the system flag
// reads the input from standard input (xqt's addition).
func parseEngineArgs(args []string) (*engineOptions, error) {
	o := &engineOptions{}
	i := 0
	if len(args) == 0 {
		o.Info = true
		return o, nil
	}
	if args[0] == "-r" {
		o.Info = true
		i++
		if i == len(args) {
			return o, nil
		}
	}
	sys, ok := strings.CutPrefix(args[i], "--")
	if _, known := enginePairers[sys]; !ok || !known {
		return nil, fmt.Errorf("the pairing system must come first: --dutch or --burstein, not %q", args[i])
	}
	o.System = sys
	i++
	at := func(k int, s string) bool { return i+k < len(args) && args[i+k] == s }
	switch {
	case at(1, "-c"):
		o.Input, o.Check = args[i], true
		i += 2
	case at(1, "-p"):
		o.Input, o.Pair = args[i], true
		i += 2
	case at(0, "-p"):
		o.Pair = true // standard input
		i++
	case at(0, "-g") || at(1, "-g"):
		o.Generate = true
		if at(1, "-g") {
			o.Model = args[i]
			i++
		}
		i++
		if i < len(args) && args[i] != "-o" {
			if o.Model != "" {
				return nil, errors.New("-g takes a model file or a configuration file, not both")
			}
			o.Config = args[i]
			i++
		}
		if !at(0, "-o") || i+1 >= len(args) {
			return nil, errors.New("-g needs -o and the file to write")
		}
		o.GenOut = args[i+1]
		i += 2
		if at(0, "-s") {
			if i+1 >= len(args) {
				return nil, errors.New("-s needs the seed")
			}
			o.Seed = args[i+1]
			i += 2
		}
	default:
		return nil, errors.New("say -p (pair the next round), -c (check the rounds played) or -g (generate a tournament)")
	}
	if o.Pair && i < len(args) && args[i] != "-l" {
		o.Output = args[i]
		i++
	}
	if at(0, "-l") {
		o.List = true
		i++
		if i < len(args) {
			o.ListFile = args[i]
			i++
		}
	}
	if i < len(args) {
		return nil, fmt.Errorf("unexpected argument %q", args[i])
	}
	return o, nil
}

func (o *engineOptions) inputName() string {
	if o.Input == "" {
		return "(stdin)"
	}
	return o.Input
}

// engineError is a refusal: bbpPairings' message (the line clients match)
// and xqt's own explanation, with the exit code.
type engineError struct {
	code int
	bbp  string // bbpPairings' message
	err  error  // xqt's explanation (which line, what is wrong, how to fix it)
}

// fail prints e's bbpPairings message and returns the error for the exit
// code and xqt's explanation.
func (o *engineOptions) fail(e engineError) error {
	fmt.Fprintln(o.IO.Err, e.bbp)
	return &exitError{e.code, e.err}
}

// readEngineInput reads and parses the input TRF the way bbpPairings does:
// UTF-8 only; the records that change a pairing are read, those that xqt
// cannot honour are refused.
func (o *engineOptions) readEngineInput() (*trf.Tournament, *engineError) {
	var data []byte
	var err error
	if o.Input == "" {
		data, err = safefile.ReadAll(o.IO.In, "standard input", trf.MaxSize)
	} else {
		data, err = safefile.ReadFile(o.Input, trf.MaxSize)
	}
	name := o.inputName()
	if err != nil {
		code := engineFileError
		if errors.Is(err, safefile.ErrTooLarge) {
			code = engineLimit
		}
		return nil, &engineError{code, "Error reading file " + name + ": The file could not be loaded.", fmt.Errorf("reading %s: %w", name, err)}
	}
	parseErr := func(bbp string, err error) *engineError {
		return &engineError{engineInvalid, "Error parsing file " + name + ": " + bbp, fmt.Errorf("%s: %w", name, err)}
	}
	if !utf8.Valid(data) {
		line := 1 + bytes.Count(data[:firstInvalidUTF8(data)], []byte("\n"))
		return nil, parseErr("The file is not legal UTF-8.", fmt.Errorf("line %d: the file is not UTF-8 (is it Latin-1?): save it as UTF-8", line))
	}
	t, err := trf.Read(bytes.NewReader(data))
	if err != nil {
		bbp := firstLine(err.Error())
		var le *trf.LineError
		switch {
		case strings.Contains(bbp, "start number") && strings.Contains(bbp, "repeated"):
			bbp = "A pairing number is repeated."
		case errors.As(err, &le):
			why := ""
			for _, w := range bbpWhy {
				if strings.Contains(le.Err.Error(), w[0]) {
					why = "(" + w[1] + ") "
					break
				}
			}
			bbp = `Invalid line ` + why + `"` + lineText(data, le.Line) + `"`
		}
		return nil, parseErr(bbp, err)
	}
	if bad := refusedRecord(t); bad != nil {
		return nil, parseErr(bad.bbp, bad.err)
	}
	return t, nil
}

// firstInvalidUTF8 is the offset of the first byte that is not UTF-8.
func firstInvalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// bbpWhy are the explanations bbpPairings puts in its "Invalid line"
// message, after a phrase of xqt's error for the same line.
var bbpWhy = [][2]string{
	{"match points", "match points must be empty"},
	{"game points", "game points must be nonzero"},
	{"points code 'X'", "symbol X not supported"},
	{"start number is 0", "player ID of 0"},
}

// lineText is line n (from 1) of a TRF, whose lines end in CR, LF or CRLF.
func lineText(data []byte, n int) string {
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	lines := bytes.Split(bytes.ReplaceAll(data, []byte("\r"), []byte("\n")), []byte("\n"))
	if n < 1 || n > len(lines) {
		return ""
	}
	return string(lines[n-1])
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// engineSystems are the 192 values bbpPairings accepts, with the system they
// name and whether they ask for Baku acceleration.
var engineSystems = map[string]string{
	"FIDE_DUTCH_2025":      "dutch",
	"FIDE_DUTCH":           "dutch",
	"FIDE_DUTCH_2025_BAKU": "dutch",
	"FIDE_DUTCH_BAKU":      "dutch",
	"FIDE_BURSTEIN":        "burstein",
	"FIDE_BURSTEIN_BAKU":   "burstein",
}

// refusedRecord finds the first record that bbpPairings refuses and xqt
// cannot honour: a 192 line naming another system, a 299 line (point
// adjustments), a team record (013, 310).
func refusedRecord(t *trf.Tournament) *engineError {
	invalidLine := func(why string, l trf.Line, err error) *engineError {
		return &engineError{bbp: "Invalid line (" + why + `) "` + l.Text + `"`, err: err}
	}
	for _, l := range t.Header {
		switch l.Code {
		case "192":
			v := ""
			if len(l.Text) > 4 {
				v = l.Text[4:]
			}
			if _, ok := engineSystems[v]; !ok {
				return invalidLine("unsupported tournament type", l, fmt.Errorf("192 line %q: xqt engine pairs %s; write one of them, or drop the line", v, strings.Join(sortedKeys(engineSystems), ", ")))
			}
		case "299":
			return invalidLine("abnormal assignment points are not yet supported", l, errors.New("299 line: point adjustments are not supported (bbpPairings refuses them too): give the points as results, or as acceleration (XXA or 250 lines)"))
		case "013", "310":
			return invalidLine("team tournaments are not supported", l, fmt.Errorf("%s line: team tournaments are not supported by the engine command", l.Code))
		case "152":
			if l.Text != "152 W" && l.Text != "152 B" {
				return &engineError{bbp: `Invalid line "` + l.Text + `"`, err: fmt.Errorf("152 line %q: write \"152 W\" or \"152 B\" (capitals, nothing after)", l.Text)}
			}
		}
	}
	known := map[int]bool{}
	for _, p := range t.Players {
		known[p.No] = true
	}
	for _, a := range t.Accel {
		if !known[a.Player] && !t.UseRank {
			return &engineError{bbp: "A pairing number is missing.", err: fmt.Errorf("an XXA or 250 line gives acceleration to player %d, who has no 001 line", a.Player)}
		}
		if t.TotalRounds > 0 && len(a.Points) > t.TotalRounds {
			return &engineError{bbp: fmt.Sprintf("Player %d has more acceleration entries than the total number of rounds in the tournament.", a.Player),
				err: fmt.Errorf("player %d: acceleration for %d rounds, the tournament has %d (XXR)", a.Player, len(a.Points), t.TotalRounds)}
		}
	}
	return nil
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// inputError turns an error of trfengine.Input or CheckScores into
// bbpPairings' message.
func (o *engineOptions) inputError(err error) engineError {
	name := o.inputName()
	wrapped := fmt.Errorf("%s: %w", name, err)
	var se *trf.ScoreError
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		return engineError{engineInvalid, fmt.Sprintf("Error parsing file %s: The score for player %d does not match the game results.", name, se.Player), wrapped}
	case strings.Contains(msg, "does not fit Baku"):
		return engineError{engineInvalid, "Error parsing file " + name + ": Point system is inconsistent with Baku acceleration method.", wrapped}
	case strings.Contains(msg, "initial colour is missing"):
		return engineError{engineInvalid, "Error while parsing " + name + ": Please configure the initial piece colors.", wrapped}
	case strings.Contains(msg, "number of rounds is missing"):
		return engineError{engineInvalid, "Error parsing file " + name + ": The total number of rounds in the tournament must be specified.", wrapped}
	case strings.Contains(msg, "nothing left to pair"):
		return engineError{engineInvalid, "Error parsing file " + name + ": The number of rounds is larger than the reported number of rounds.", wrapped}
	case strings.Contains(msg, "is missing"):
		return engineError{engineInvalid, "Error parsing file " + name + ": A pairing number is missing.", wrapped}
	}
	return engineError{engineInvalid, "Error parsing file " + name + ": " + firstLine(msg), wrapped}
}

// relative resolves a bare output name next to the input file, as
// bbpPairings does.
func (o *engineOptions) relative(name string) string {
	if o.Input == "" || filepath.Dir(name) != "." || filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(filepath.Dir(o.Input), name)
}

func runEngine(o *engineOptions) error {
	if o.Info {
		fmt.Fprintln(o.IO.Out, engineBuildInfo())
		if o.System == "" {
			return nil
		}
	}
	switch {
	case o.Check:
		return runEngineCheck(o)
	case o.Generate:
		return runEngineGenerate(o)
	}
	return runEnginePair(o)
}

func runEnginePair(o *engineOptions) error {
	t, ferr := o.readEngineInput()
	if ferr != nil {
		o.emptyOutput()
		return o.fail(*ferr)
	}
	in, round, err := trfengine.Input(t)
	if err == nil {
		err = trfengine.CheckScores(t, in)
	}
	if err != nil {
		o.emptyOutput()
		return o.fail(o.inputError(err))
	}
	pairs, bye, err := enginePairer(o.System, t)(in)
	if o.List {
		write := func() error { return writeCheckList(o, in, round, pairs, bye, err == nil) }
		if o.System == "burstein" {
			write = func() error { return writeBursteinCheckList(o, in, pairs, bye) }
		}
		if lerr := write(); lerr != nil {
			fmt.Fprintln(o.IO.Err, lerr)
		}
	}
	name := o.inputName()
	if err != nil {
		o.emptyOutput()
		if errors.Is(err, dutch.ErrNoPairing) {
			return o.fail(engineError{engineNoPairing,
				"Error while pairing " + name + ": No valid pairing exists: The players could not be simultaneously matched while satisfying all absolute criteria.",
				fmt.Errorf("%s: round %d: %w", name, round, err)})
		}
		return o.fail(engineError{engineInvalid, "Error while pairing " + name + ": " + err.Error(), fmt.Errorf("%s: %w", name, err)})
	}
	text := trfengine.PairingText(pairs, bye)
	if o.Output == "" {
		_, err = io.WriteString(o.IO.Out, text)
		return err
	}
	out := o.relative(o.Output)
	if err := safefile.WriteFile(out, []byte(text), 0o644); err != nil {
		return o.fail(engineError{engineFileError, "The output file (" + out + ") could not be opened.", err})
	}
	return nil
}

// emptyOutput empties the -p output file, creating it, as bbpPairings does
// when no pairing exists: a client reading it never sees an older round. A
// file that is the input itself is left alone.
func (o *engineOptions) emptyOutput() {
	if !o.Pair || o.Output == "" {
		return
	}
	out := o.relative(o.Output)
	if o.Input != "" {
		a, errA := os.Stat(out)
		b, errB := os.Stat(o.Input)
		if errA == nil && errB == nil && os.SameFile(a, b) {
			return
		}
	}
	if err := os.WriteFile(out, nil, 0o644); err != nil {
		fmt.Fprintf(o.IO.Err, "The output file (%s) could not be opened.\n", out)
	}
}

// runEngineCheck is -c: it pairs every round of the file from the rounds
// before it and prints, as bbpPairings' checker does, "STEM: Round #N" for
// each round, then for a round whose pairing differs a table of the
// engine's pairs ("Checker pairings") beside those of the file
// ("Tournament pairings"), or "No valid pairing exists for round N.".
func runEngineCheck(o *engineOptions) error {
	t, ferr := o.readEngineInput()
	if ferr != nil {
		return o.fail(*ferr)
	}
	for _, l := range t.Header {
		if l.Code == "192" && len(l.Text) > 4 && engineSystems[l.Text[4:]] != o.System {
			return o.fail(engineError{engineInvalid, "Pairing system specified in file " + o.inputName() + " does not match command line flag.",
				fmt.Errorf("%s: the 192 line names %s, the command line --%s", o.inputName(), l.Text[4:], o.System)})
		}
	}
	pair := enginePairer(o.System, t)
	rounds := t.Rounds()
	if t.InitialColour == 0 {
		t.InitialColour = t.InferInitialColour()
	}
	if t.TotalRounds < rounds {
		t.TotalRounds = rounds
	}
	base := filepath.Base(o.inputName())
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	rank := map[int]int{} // start number -> place in the pairing order
	for i, p := range t.Players {
		rank[p.No] = p.No
		if t.UseRank {
			rank[p.No] = i
		}
	}
	var list strings.Builder
	out := o.IO.Out
	for k := 1; k <= rounds; k++ {
		fmt.Fprintf(out, "%s: Round #%d\n", stem, k)
		if o.List {
			fmt.Fprintf(&list, "Round #%d\n", k)
		}
		in, _, err := trfengine.Input(t.Before(k))
		if err != nil {
			return o.fail(o.inputError(fmt.Errorf("round %d: %w", k, err)))
		}
		pairs, bye, err := pair(in)
		if o.List {
			if o.System == "burstein" {
				list.WriteString(bursteinCheckListText(in, pairs, bye))
			} else {
				list.WriteString(checkListText(in, pairs, bye, err == nil))
			}
		}
		if err != nil {
			fmt.Fprintf(out, "No valid pairing exists for round %d.\n\n", k)
			continue
		}
		writeCheckRound(out, t, k, pairs, bye, rank)
	}
	fmt.Fprintln(out)
	if o.List {
		name, err := o.checkListName(o.Input)
		if err == nil {
			err = os.WriteFile(name, []byte(list.String()+engineBuildInfo()), 0o644)
		}
		if err != nil {
			fmt.Fprintln(o.IO.Err, err)
		}
	}
	return nil
}

// writeCheckRound writes the table of -c for round k when the engine's
// pairing (pairs and bye, in board order) differs from the file's: each pair
// of the engine that the file does not have, beside the file's pairs of its
// two players, those sorted as boards are (byes last, then by the higher
// player's score, the lower player's score, the higher player's rank).
func writeCheckRound(out io.Writer, t *trf.Tournament, k int, pairs []dutch.Board, bye int, rank map[int]int) {
	game := func(no int) trf.Game {
		if p := t.Player(no); p != nil && k <= len(p.Games) {
			return p.Games[k-1]
		}
		return trf.Game{Colour: ' ', Result: ' '}
	}
	opponent := func(no int, g trf.Game) int {
		if g.Opponent == 0 {
			return no // a bye: paired with itself
		}
		return g.Opponent
	}
	type pr struct{ w, b int }
	engine := make([]pr, 0, len(pairs)+1)
	for _, p := range pairs {
		engine = append(engine, pr{p.White, p.Black})
	}
	if bye != 0 {
		engine = append(engine, pr{bye, bye})
	}
	var wrong, file []pr
	for _, c := range engine {
		wg := game(c.w)
		wo := opponent(c.w, wg)
		if wo == c.b && wg.Colour != 'b' {
			continue
		}
		wrong = append(wrong, c)
		as := func(p0, p1 int, colour byte) pr {
			if colour == 'w' {
				return pr{p0, p1}
			}
			return pr{p1, p0}
		}
		if c.w <= wo {
			file = append(file, as(c.w, wo, wg.Colour))
		}
		if bg := game(c.b); c.b != c.w && c.b <= opponent(c.b, bg) {
			file = append(file, as(c.b, opponent(c.b, bg), bg.Colour))
		}
	}
	if len(wrong) == 0 {
		return
	}
	score := map[int]trf.Points{}
	for _, p := range t.Players {
		for r := 0; r < k-1 && r < len(p.Games); r++ {
			score[p.No] += t.Points.ScoreOf(p.Games[r])
		}
	}
	higher := func(p pr) (int, int) {
		a, b := p.w, p.b
		if score[a] < score[b] || score[a] == score[b] && rank[a] > rank[b] {
			return b, a
		}
		return a, b
	}
	slices.SortStableFunc(file, func(x, y pr) int {
		hx, lx := higher(x)
		hy, ly := higher(y)
		bx, by := x.w == x.b, y.w == y.b
		switch {
		case bx != by:
			if bx {
				return 1
			}
			return -1
		case score[hx] != score[hy]:
			return int(score[hy] - score[hx])
		case score[lx] != score[ly]:
			return int(score[ly] - score[lx])
		}
		return rank[hx] - rank[hy]
	})
	black := func(p pr) string {
		if p.w == p.b {
			return "0"
		}
		return fmt.Sprint(p.b)
	}
	fmt.Fprintf(out, "  Checker pairings%8sTournament pairings \n", "")
	for i, f := range file {
		fmt.Fprint(out, "    ")
		if i < len(wrong) {
			fmt.Fprintf(out, "%3d - %3s", wrong[i].w, black(wrong[i]))
		} else {
			fmt.Fprintf(out, "%3s   %3s", "", "")
		}
		fmt.Fprintf(out, "%16s%3d - %3s\n", "", f.w, black(f))
	}
	fmt.Fprintln(out)
}

// checkListName is the -l file: the one named (next to the input when bare),
// or the input's name with the extension ".list".
func (o *engineOptions) checkListName(base string) (string, error) {
	if o.ListFile != "" {
		if filepath.Dir(o.ListFile) == "." && !filepath.IsAbs(o.ListFile) && base != "" {
			return filepath.Join(filepath.Dir(base), o.ListFile), nil
		}
		return o.ListFile, nil
	}
	if base == "" {
		return "", errors.New("The checklist file () could not be opened.\nxqt: -l without a file name needs an input file")
	}
	return strings.TrimSuffix(base, filepath.Ext(base)) + ".list", nil
}

// writeCheckList writes bbpPairings' check-list of the round being paired:
// a table of right-aligned, tab-ended columns (ID, Pts with acceleration,
// the colours played, Pref, C2 bye eligibility, C14/C16 floats of the last
// two rounds, Cur the pairing, then the opponent of every round played), a
// blank line between score groups; then, when the pairing succeeded
// (paired), the build information.
func writeCheckList(o *engineOptions, in *dutch.Input, round int, pairs []dutch.Board, bye int, paired bool) error {
	base := o.Input
	if o.Generate {
		base = o.GenOut
	}
	name, err := o.checkListName(base)
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString(checkListText(in, pairs, bye, paired))
	if paired {
		b.WriteString(engineBuildInfo())
	}
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("The checklist file (%s) could not be opened.\nxqt: %w", name, err)
	}
	return nil
}

// checkListText is the table of writeCheckList.
func checkListText(in *dutch.Input, pairs []dutch.Board, bye int, paired bool) string {
	cur := map[int]string{}
	if paired {
		for _, p := range pairs {
			cur[p.White] = fmt.Sprintf("(%dW)", p.Black)
			cur[p.Black] = fmt.Sprintf("(%dB)", p.White)
		}
		if bye != 0 {
			cur[bye] = "(bye)"
		}
	}
	byID := map[int]*dutch.Player{}
	for i := range in.Players {
		byID[in.Players[i].ID] = &in.Players[i]
	}
	header := []string{"ID", "Pts", strings.Repeat("-", in.Played+1), "Pref", "C2", "C14", "C16", "Cur", ""}
	for r := 1; r <= in.Played; r++ {
		header = append(header, fmt.Sprintf("R%d", r))
	}
	var rows [][]string
	var scores []int
	for _, row := range dutch.CheckList(in) {
		p := byID[row.ID]
		score := row.Score
		if p != nil && in.Played < len(p.Accel) {
			score += p.Accel[in.Played]
		}
		pref := row.Pref
		if len(pref) == 1 {
			pref += " "
		}
		cells := []string{fmt.Sprint(row.ID), trf.Points(score).String(), row.Colours, pref, row.Bye, row.Float1, row.Float2, cur[row.ID], ""}
		for r := 0; r < in.Played; r++ {
			c := ""
			if p != nil && r < len(p.Rounds) && p.Rounds[r].Played && p.Rounds[r].Opponent >= 0 {
				c = fmt.Sprint(in.Players[p.Rounds[r].Opponent].ID)
			}
			cells = append(cells, c)
		}
		rows = append(rows, cells)
		scores = append(scores, score)
	}
	return checkListTable(header, rows, scores)
}

// checkListTable lays out a check-list as bbpPairings writes it: every
// column right-aligned to its widest cell and followed by a tab, the header,
// then the rows with a blank line before each new score (a score group).
func checkListTable(header []string, rows [][]string, scores []int) string {
	widths := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for k, c := range r {
			widths[k] = max(widths[k], len(c))
		}
	}
	var b strings.Builder
	put := func(r []string) {
		for k, c := range r {
			fmt.Fprintf(&b, "%*s\t", widths[k], c)
		}
	}
	b.WriteString("\n")
	put(header)
	for i, r := range rows {
		b.WriteString("\n")
		if i == 0 || scores[i] != scores[i-1] {
			b.WriteString("\n")
		}
		put(r)
	}
	b.WriteString("\n\n\n")
	return b.String()
}
