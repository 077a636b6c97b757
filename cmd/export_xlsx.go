package cmd

import (
	"io"

	"github.com/xiangqi-org/xqt/formats/xlsx"
	"github.com/xiangqi-org/xqt/scoring"
)

// exportXLSX writes the workbook atomically, so a failed export never leaves
// half a file where the last good one was.
func exportXLSX(ev *scoring.Event, opts *exportOptions) error {
	return writeExport(opts.Output, func(w io.Writer) error {
		return xlsx.Write(w, ev, xlsx.Options{Lang: opts.Lang, After: opts.After})
	})
}
