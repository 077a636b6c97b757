package cmd

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/safefile"
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
	if opts.After > len(ev.Rounds) {
		return invalidf("--after %d: the event has %d round(s) paired: give a round from 1 to %d, or leave --after out for every round", opts.After, len(ev.Rounds), len(ev.Rounds))
	}
	htmlDir := format == "html" && !strings.HasSuffix(strings.ToLower(opts.Output), ".html") && !strings.HasSuffix(strings.ToLower(opts.Output), ".htm")
	if err := checkOutput(opts.Path, opts.Output, htmlDir); err != nil {
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
	return writeExport(opts.Output, func(w io.Writer) error { return trf.Write(w, t) })
}

// checkOutput refuses an output path that is the event file itself, one of
// its companions (backup, lock), or anything that is not a regular file (a
// device, a FIFO, a folder): an export must never replace them. A folder is
// what a set of results pages is written into (dir true).
func checkOutput(eventPath, out string, dir bool) error {
	real := safefile.Resolve(out)
	evReal := safefile.Resolve(eventPath)
	outInfo, outErr := os.Stat(real)
	if dir && (outErr != nil || outInfo.IsDir()) {
		return nil
	}
	if outErr == nil && !outInfo.Mode().IsRegular() {
		return invalidf("-o %s is not a regular file (a device, FIFO or folder): name a new file such as event.xlsx", out)
	}
	for _, p := range []struct{ path, what string }{
		{evReal, "the event file"}, {evReal + ".bak", "the event file's backup"}, {evReal + ".bak.next", "the event file's backup"},
		{evReal + ".lock", "the event file's lock"}, {evReal + ".lock.holder", "the event file's lock"},
	} {
		same := filepath.Clean(real) == filepath.Clean(p.path)
		if !same && outErr == nil {
			if fi, err := os.Stat(p.path); err == nil && os.SameFile(fi, outInfo) {
				same = true
			}
		}
		if same {
			return invalidf("-o %s is %s: refusing to write over it; name a new file such as %s", out, p.what,
				strings.TrimSuffix(filepath.Base(eventPath), filepath.Ext(eventPath))+".xlsx")
		}
	}
	return nil
}

// writeExport writes an export atomically (a failed export never leaves half
// a file where the last good one was), through a symbolic link to its target,
// with the usual mode of a new file (0644 less the umask; an existing file
// keeps its mode). A problem of the disk is exit code 6.
func writeExport(out string, write func(w io.Writer) error) error {
	storage := func(err error) error {
		return &exitError{ExitStorage, fmt.Errorf("%s: cannot write it: %w: check the disk and the folder's permissions", out, err)}
	}
	target := safefile.Resolve(out)
	// Exports take no lock: only temporary files surely not of a running
	// export (an hour old) are removed.
	safefile.CleanOlder(target, time.Now().Add(-time.Hour))
	pf, err := safefile.Create(target, safefile.DefaultPerm)
	if errors.Is(err, fs.ErrNotExist) {
		return invalidf("-o %s: the folder %s does not exist: create it first, or name a file in an existing folder", out, filepath.Dir(out))
	}
	if err != nil {
		return storage(err)
	}
	defer pf.Cleanup()
	if err := write(pf); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) || errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || errors.Is(err, syscall.EIO) {
			return storage(err) // the disk failed the write (full: docs/exit codes), not the event
		}
		return invalid(err)
	}
	if err := pf.Commit(); err != nil {
		return storage(err)
	}
	return nil
}
