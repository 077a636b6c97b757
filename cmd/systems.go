package cmd

import (
	"strings"

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

// systemsUse is the systems of the catalogue as a Use line writes a choice:
// round-robin|swiss|knockout|ladder.
func systemsUse() string {
	var ids []string
	for _, id := range pairing.IDs() {
		ids = append(ids, string(id))
	}
	return strings.Join(ids, "|")
}
