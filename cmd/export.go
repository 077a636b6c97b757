package cmd

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/scoring"
)

type exportOptions struct {
	Path   string
	Output string
	Lang   string
	Format string
	After  int
}

func newCmdExport(f *Factory, runF func(*exportOptions) error) *cobra.Command {
	opts := &exportOptions{}
	c := &cobra.Command{
		Use:   "export FILE -o OUT.xlsx|OUT.trf|SITE/|OUT.html [--lang zh|en] [--after N]",
		Short: "Write the event to an Excel workbook, a results web page, or TRF",
		Long: `Write the event to an Excel workbook an arbiter can print: event information with
the tiebreak legend, start list, pairings of every round, standings after every
round, and the crosstable; with --format html (or -o a directory, or -o a .html
file), to static results pages for phones: pairings of every round, standings,
crosstable or bracket, one page each in the directory or all in one file, with
no scripts and nothing loaded from the network; or, with --format trf, to FIDE
TRF-16 for other programs. --after N writes the event as it stood after round N.`,
		Example: `  xqt export spring.yaml -o spring.xlsx
  xqt export spring.yaml -o spring-en.xlsx --lang en
  xqt export spring.yaml -o spring-r3.xlsx --after 3
  xqt export spring.yaml --format html -o site/
  xqt export spring.yaml -o results.html
  xqt export spring.yaml -o spring.trf --format trf`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if !c.Flags().Changed("lang") {
				opts.Lang = f.Config.GetString("lang")
			}
			if runF != nil {
				return runF(opts)
			}
			return runExport(f, opts)
		},
	}
	c.Flags().StringVarP(&opts.Output, "output", "o", "", "output file (required)")
	c.Flags().StringVar(&opts.Lang, "lang", "zh", "labels: zh (Chinese with English) or en (env XQT_LANG)")
	c.Flags().StringVar(&opts.Format, "format", "", "xlsx, html or trf (default: from the output's extension; a directory: html)")
	c.Flags().IntVar(&opts.After, "after", 0, "write the event as it stood after round N (0: every round)")
	return c
}

func runExport(f *Factory, opts *exportOptions) error {
	if opts.Output == "" {
		return usageError("export needs -o OUT.xlsx")
	}
	if opts.Lang != "zh" && opts.Lang != "en" {
		return usageError("--lang is zh or en, got %q", opts.Lang)
	}
	format := opts.Format
	if format == "" {
		format = strings.TrimPrefix(strings.ToLower(filepath.Ext(opts.Output)), ".")
	}
	if format == "" || format == "htm" {
		format = "html" // a directory of pages, or results.htm
	}
	if opts.After < 0 {
		return usageError("--after is a round number, got %d", opts.After)
	}
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	switch format {
	case "xlsx":
		err = exportXLSX(ev, opts)
	case "html":
		err = exportHTML(ev, opts)
	case "trf":
		err = exportTRF(roundsUpTo(ev, opts.After), opts)
	default:
		return usageError("unknown export format %q: use xlsx, html or trf", format)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "wrote %s\n", opts.Output)
	return nil
}

// exportTRF writes the current stage as FIDE TRF-16, atomically.
func exportTRF(ev *scoring.Event, opts *exportOptions) error {
	st := ev.CurrentStage()
	if st == nil {
		return invalidf("the event has no stage")
	}
	t, err := trf.FromEvent(ev, st)
	if err != nil {
		return invalid(err)
	}
	pf, err := newOutputFile(opts.Output)
	if err != nil {
		return err
	}
	defer pf.Cleanup()
	if err := trf.Write(pf, t); err != nil {
		return err
	}
	return pf.CloseAtomicallyReplace()
}
