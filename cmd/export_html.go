package cmd

import (
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/xiangqi-org/xqt/formats/html"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// exportHTML writes the results pages: every page into the directory
// opts.Output (made if missing), or all of them as one page when the output
// is a .html file. Each file is written atomically.
func exportHTML(ev *scoring.Event, opts *exportOptions) error {
	hopt := html.Options{Lang: opts.Lang, After: opts.After}
	teams := 0
	for _, st := range ev.Stages {
		if st.Teams {
			teams++
		}
	}
	switch {
	case teams == len(ev.Stages) && teams > 0:
		// A team event's pages show the teams: each match a pairing of
		// two teams with its boards under it, standings and tables of
		// teams.
		hopt.Boards = ev
		ev = pairing.TeamEvent(ev)
	case teams > 0:
		return invalidf("results pages of an event with both team and individual stages are not made yet: export the workbook (-o FILE.xlsx), which has both")
	}
	ext := strings.ToLower(filepath.Ext(opts.Output))
	if ext == ".html" || ext == ".htm" {
		body, err := html.Single(ev, hopt)
		if err != nil {
			return invalid(err)
		}
		return writeOutput(opts.Output, body)
	}
	pages, err := html.Site(ev, hopt)
	if err != nil {
		return invalid(err)
	}
	if err := os.MkdirAll(opts.Output, 0o755); err != nil {
		return invalidf("-o %s: cannot make the folder for the pages: %v", opts.Output, err)
	}
	for _, p := range pages {
		page := filepath.Join(opts.Output, p.Name)
		if err := checkOutput(opts.Path, page, false); err != nil {
			return err
		}
		if err := writeOutput(page, p.Body); err != nil {
			return err
		}
	}
	return nil
}

// writeOutput writes one exported file atomically.
func writeOutput(path string, body []byte) error {
	return writeExport(path, func(w io.Writer) error {
		_, err := w.Write(body)
		return err
	})
}

// roundsUpTo is the event as it stood after round n (n 0: all of it).
func roundsUpTo(ev *scoring.Event, n int) *scoring.Event { return view.Cut(ev, n) }
