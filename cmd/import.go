package cmd

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/scoring"
)

type importOptions struct {
	Input  string
	Output string
	Force  bool
}

func newCmdImport(f *Factory, runF func(*importOptions) error) *cobra.Command {
	opts := &importOptions{}
	c := &cobra.Command{
		Use:   "import IN.trf -o EVENT.yaml",
		Short: "Make an event file from a FIDE TRF file paired elsewhere",
		Long: `Read a FIDE TRF-16 file (with the TRF-2026 / bbpPairings lines for points 162,
rounds XXR/142 and byes; CR, LF or CRLF line ends) and write an event file, so that
standings, tiebreaks and the Excel workbook can be made for events paired by
Swiss-Manager, Vega, JaVaFo or bbpPairings.

White is red. The event gets one Swiss stage with the "fide" tiebreak preset
(unplayed rounds by FIDE C.07 article 16, edition by the 042 start date); change
the stage's tiebreaks in the file or use 'xqt standings --tiebreaks'.
Bad TRF is reported with its line numbers, and nothing is written.`,
		Example: `  xqt import open.trf -o open.yaml
  xqt standings open.yaml --tiebreaks BH/C1,BH,SB`,
		Args: exactArgs(1, "the TRF file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Input = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runImport(f, opts)
		},
	}
	c.Flags().StringVarP(&opts.Output, "output", "o", "", "event file to write (required)")
	c.Flags().BoolVar(&opts.Force, "force", false, "overwrite an existing event file")
	return c
}

func runImport(f *Factory, opts *importOptions) error {
	if opts.Output == "" {
		return usageError("import needs -o EVENT.yaml: the event file to write")
	}
	if _, err := os.Stat(opts.Output); err == nil && !opts.Force {
		return invalidf("%s already exists: pick another name, or add --force to overwrite it", opts.Output)
	}
	in, err := safefile.Open(opts.Input)
	if errors.Is(err, safefile.ErrNotRegular) {
		return invalidf("%s is not a regular file (a device, FIFO or folder): name the .trf file", opts.Input)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return invalidf("%s does not exist: name the .trf file exported by the pairing program", opts.Input)
	}
	if err != nil {
		return invalid(err)
	}
	defer in.Close()
	t, err := trf.Read(in)
	if err != nil {
		return invalidf("%s: %w", opts.Input, err)
	}
	ev, err := t.Event()
	if err != nil {
		return invalidf("%s: %w", opts.Input, err)
	}
	if len(ev.Players) == 0 {
		return invalidf("%s: no player lines (001): is this a TRF file?", opts.Input)
	}
	for i := range ev.Rounds {
		// Another program paired these rounds: their colours and board
		// order are facts, not xqt's to judge (check warns of them).
		ev.Rounds[i].Notes = append(ev.Rounds[i].Notes, scoring.RoundNote{Kind: scoring.NoteImported})
	}
	f.logChange(ev, "import", nil)
	if err := event.SaveChecked(opts.Output, ev, writtenBy(), func(w *scoring.Event) error { return validateSave(nil, w) }); err != nil {
		return invalid(err)
	}
	points := ev.Points.Name
	if points == "" {
		points = "custom"
	}
	fmt.Fprintf(f.IO.Err, "imported %d players and %d rounds from %s into %s (points %s, tiebreaks %v)\n",
		len(ev.Players), len(ev.Rounds), opts.Input, opts.Output, points, ev.Stages[0].Tiebreaks)
	return nil
}
