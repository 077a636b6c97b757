package cmd

import (
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// hasBracket reports whether a stage's system has a knockout bracket
// (pairing.ViewBracket), which package knockout resolves: its matches,
// where they stand, its places.
func hasBracket(st *scoring.Stage) bool {
	sys, err := pairing.For(st)
	return err == nil && sys.Views().Has(pairing.ViewBracket)
}
