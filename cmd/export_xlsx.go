package cmd

import "github.com/xiangqi-org/xqt/scoring"

// exportXLSX writes the workbook. The Excel writer replaces this.
func exportXLSX(ev *scoring.Event, opts *exportOptions) error {
	return invalidf("Excel export is not available yet")
}
