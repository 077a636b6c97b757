package cmd

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// readRoster reads a roster file; formats/roster replaces this stub.
func readRoster(path string) ([]scoring.Player, error) {
	return nil, fmt.Errorf("%s: roster import is not available yet", path)
}
