package cmd

import (
	"github.com/xiangqi-org/xqt/formats/roster"
	"github.com/xiangqi-org/xqt/scoring"
)

// readRoster reads a CSV or .xlsx roster; players without a start number
// column get the next free numbers when added.
func readRoster(path string) ([]scoring.Player, error) {
	r, err := roster.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return r.Players, nil
}
