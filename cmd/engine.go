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

	"github.com/spf13/cobra"

	"github.com/xiangqi-org/xqt/cmd/trfengine"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

const engineLong = `xqt engine is a drop-in FIDE Dutch pairing engine for other tournament
programs, with the command line that bbpPairings and JaVaFo share:

  xqt engine --dutch [input.trf] -p [output.txt] [-l [check-list]]
  xqt engine --dutch [input.trf] -c [-l [check-list]]
  xqt engine --burstein [input.trf] -p [output.txt]

-p pairs the next round of the TRF (TRF-16 plus XXR/142 rounds, XXC/152
initial colour, 162 or BBW/BBD/... points, 240 byes, XXP/260 forbidden
pairs) and prints the number of pairs, then "white black" per board by start
number, "<id> 0" for the pairing-allocated bye; white is red. Without a file
name the TRF is read from standard input and the pairing printed.

-c checks every round of the TRF: it pairs each round from the rounds before
it and prints the rounds whose pairings differ from the file.

-l writes a check-list (scores, colours, preferences, floats, pairing) next to
the input, or to the file named.

Exit codes (those of the other engines): 0 ok, 1 no valid pairing exists,
3 invalid input (a score column that does not match the results too) or
command line, 5 a file could not be read or written.`

const (
	engineNoPairing = 1
	engineInvalid   = 3
	engineFileError = 5
)

type engineOptions struct {
	IO       *IOStreams
	Input    string // "" for stdin
	Pair     bool
	Output   string // "" for stdout
	Check    bool
	List     bool
	ListFile string
	System   string
}

func newCmdEngine(f *Factory, runF func(*engineOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:                "engine --dutch [input.trf] (-p [output.txt] | -c) [-l [check-list]]",
		Short:              "Act as a FIDE Dutch pairing engine (bbpPairings/JaVaFo command line)",
		Long:               engineLong,
		DisableFlagParsing: true,
		RunE: func(c *cobra.Command, args []string) error {
			if slices.Contains(args, "--help") || slices.Contains(args, "-h") {
				return c.Help()
			}
			opts, err := parseEngineArgs(args)
			if err != nil {
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

func parseEngineArgs(args []string) (*engineOptions, error) {
	o := &engineOptions{}
	i := 0
	if i < len(args) && (args[i] == "--dutch" || args[i] == "--burstein") {
		o.System = strings.TrimPrefix(args[i], "--")
		i++
	} else {
		return nil, errors.New("the pairing system must come first: --dutch or --burstein")
	}
	if i < len(args) && !strings.HasPrefix(args[i], "-") {
		o.Input = args[i]
		i++
	}
	switch {
	case i < len(args) && args[i] == "-p":
		o.Pair = true
		i++
		if i < len(args) && args[i] != "-l" {
			o.Output = args[i]
			i++
		}
	case i < len(args) && args[i] == "-c":
		o.Check = true
		i++
	default:
		return nil, errors.New("say -p (pair the next round) or -c (check the rounds played)")
	}
	if i < len(args) && args[i] == "-l" {
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

func (o *engineOptions) read() (*trf.Tournament, error) {
	var data []byte
	var err error
	if o.Input == "" {
		data, err = safefile.ReadAll(o.IO.In, "standard input", trf.MaxSize)
	} else {
		data, err = safefile.ReadFile(o.Input, trf.MaxSize)
	}
	if err != nil {
		return nil, &exitError{engineFileError, fmt.Errorf("reading %s: %w", o.inputName(), err)}
	}
	t, err := trf.Read(bytes.NewReader(data))
	if err != nil {
		return nil, &exitError{engineInvalid, fmt.Errorf("%s: %w", o.inputName(), err)}
	}
	return t, nil
}

// relative resolves a bare output name next to the input file, as the
// other engines do.
func (o *engineOptions) relative(name string) string {
	if o.Input == "" || filepath.Dir(name) != "." || filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(filepath.Dir(o.Input), name)
}

func runEngine(o *engineOptions) error {
	t, err := o.read()
	if err != nil {
		return err
	}
	if o.Check {
		return runEngineCheck(o, t)
	}
	in, round, err := trfengine.Input(t)
	if err == nil {
		err = trfengine.CheckScores(t, in)
	}
	if err != nil {
		return &exitError{engineInvalid, fmt.Errorf("%s: %w", o.inputName(), err)}
	}
	pairs, bye, err := enginePair(o.System, t, in)
	if o.List {
		if lerr := writeCheckList(o, t, in, round, pairs, bye); lerr != nil {
			fmt.Fprintf(o.IO.Err, "xqt: %v\n", lerr)
		}
	}
	if err != nil {
		if errors.Is(err, dutch.ErrNoPairing) {
			return &exitError{engineNoPairing, fmt.Errorf("%s: no valid pairing exists: %w", o.inputName(), err)}
		}
		return &exitError{engineInvalid, fmt.Errorf("%s: %w", o.inputName(), err)}
	}
	text := trfengine.PairingText(pairs, bye)
	if o.Output == "" {
		_, err = io.WriteString(o.IO.Out, text)
		return err
	}
	if err := os.WriteFile(o.relative(o.Output), []byte(text), 0o644); err != nil {
		return &exitError{engineFileError, err}
	}
	return nil
}

// runEngineCheck pairs every round of the file from the rounds before it
// and reports the rounds whose pairing differs.
func runEngineCheck(o *engineOptions, t *trf.Tournament) error {
	rounds := t.Rounds()
	if t.InitialColour == 0 {
		t.InitialColour = t.InferInitialColour()
	}
	if t.TotalRounds < rounds {
		t.TotalRounds = rounds
	}
	bad, checked := 0, 0
	for k := 1; k <= rounds; k++ {
		boards, fileBye := t.Pairing(k)
		if len(boards) == 0 && fileBye == 0 {
			continue // only requested byes are written: not paired yet
		}
		checked++
		before := t.Before(k)
		in, _, err := trfengine.Input(before)
		if err != nil {
			return &exitError{engineInvalid, fmt.Errorf("%s: round %d: %w", o.inputName(), k, err)}
		}
		pairs, bye, err := enginePair(o.System, before, in)
		if err != nil {
			bad++
			fmt.Fprintf(o.IO.Out, "Round %d: no valid pairing exists (%v)\n", k, err)
			continue
		}
		got := map[[2]int]bool{}
		for _, p := range pairs {
			got[[2]int{p.White, p.Black}] = true
		}
		want := map[[2]int]bool{}
		for _, p := range boards {
			want[p] = true
		}
		var missing, extra []string
		for _, p := range boards {
			if !got[p] {
				missing = append(missing, fmt.Sprintf("%d-%d", p[0], p[1]))
			}
		}
		for _, p := range pairs {
			if !want[[2]int{p.White, p.Black}] {
				extra = append(extra, fmt.Sprintf("%d-%d", p.White, p.Black))
			}
		}
		if len(missing) == 0 && len(extra) == 0 && bye == fileBye {
			continue
		}
		bad++
		fmt.Fprintf(o.IO.Out, "Round %d: pairings differ\n", k)
		if len(missing) > 0 {
			fmt.Fprintf(o.IO.Out, "  in the file only: %s\n", strings.Join(missing, " "))
		}
		if len(extra) > 0 {
			fmt.Fprintf(o.IO.Out, "  Dutch only:       %s\n", strings.Join(extra, " "))
		}
		if bye != fileBye {
			fmt.Fprintf(o.IO.Out, "  bye: file %d, Dutch %d\n", fileBye, bye)
		}
	}
	if o.List {
		in, round, err := trfengine.Input(t.Before(rounds))
		if err == nil {
			pairs, bye, _ := enginePair(o.System, t, in)
			if lerr := writeCheckList(o, t, in, round, pairs, bye); lerr != nil {
				fmt.Fprintf(o.IO.Err, "xqt: %v\n", lerr)
			}
		}
	}
	if bad == 0 {
		fmt.Fprintf(o.IO.Out, "All %d rounds agree with the Dutch system.\n", checked)
	}
	return nil
}

// writeCheckList writes the players of the round being paired with the
// facts the criteria use, and their pairing.
func writeCheckList(o *engineOptions, t *trf.Tournament, in *dutch.Input, round int, pairs []dutch.Board, bye int) error {
	if o.System == "burstein" {
		return writeBursteinCheckList(o, in, pairs, bye)
	}
	name := o.ListFile
	if name == "" {
		if o.Input == "" {
			return errors.New("-l without a file name needs an input file")
		}
		name = strings.TrimSuffix(o.Input, filepath.Ext(o.Input)) + ".list"
	} else {
		name = o.relative(name)
	}
	opp := map[int]string{}
	for _, p := range pairs {
		opp[p.White] = fmt.Sprintf("(%dW)", p.Black)
		opp[p.Black] = fmt.Sprintf("(%dB)", p.White)
	}
	if bye != 0 {
		opp[bye] = "(bye)"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Round %d, FIDE Dutch (xqt engine)\n\nID\tPts\tColours\tPref\tC2\tF-1\tF-2\tCur\n", round)
	for _, row := range dutch.CheckList(in) {
		fmt.Fprintf(&b, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", row.ID, trf.Points(row.Score), row.Colours, row.Pref, row.Bye, row.Float1, row.Float2, opp[row.ID])
	}
	if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("check-list: %w", err)
	}
	return nil
}
