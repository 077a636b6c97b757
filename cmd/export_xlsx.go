package cmd

import (
	"github.com/google/renameio/v2"
	"github.com/xiangqi-org/xqt/formats/xlsx"
	"github.com/xiangqi-org/xqt/scoring"
)

// exportXLSX writes the workbook atomically, so a failed export never leaves
// half a file where the last good one was.
func exportXLSX(ev *scoring.Event, opts *exportOptions) error {
	pf, err := renameio.NewPendingFile(opts.Output)
	if err != nil {
		return err
	}
	defer pf.Cleanup()
	if err := xlsx.Write(pf, ev, xlsx.Options{Lang: opts.Lang}); err != nil {
		return invalid(err)
	}
	return pf.CloseAtomicallyReplace()
}
