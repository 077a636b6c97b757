package cmd

import (
	"github.com/google/renameio/v2"
	"github.com/xiangqi-org/xqt/formats/xlsx"
	"github.com/xiangqi-org/xqt/scoring"
)

// exportXLSX writes the workbook atomically, so a failed export never leaves
// half a file where the last good one was.
func exportXLSX(ev *scoring.Event, opts *exportOptions) error {
	pf, err := newOutputFile(opts.Output)
	if err != nil {
		return err
	}
	defer pf.Cleanup()
	if err := xlsx.Write(pf, ev, xlsx.Options{Lang: opts.Lang, After: opts.After}); err != nil {
		return invalid(err)
	}
	return pf.CloseAtomicallyReplace()
}

// newOutputFile starts the atomic write of an exported file, readable by
// everyone like the event file (0644 less the umask; an existing file keeps
// its mode), not the 0600 of a bare temporary file.
func newOutputFile(path string) (*renameio.PendingFile, error) {
	return renameio.NewPendingFile(path, renameio.WithPermissions(0o644), renameio.WithExistingPermissions())
}
