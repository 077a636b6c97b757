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

// variantsHelp lists the variants of a family of systems for a flag's help:
// "cxa (Chinese arbiters' practice 积分编排, the default) or dutch (FIDE
// Dutch system C.04.3)".
func variantsHelp(id scoring.System) string {
	var parts []string
	for i, c := range variantChoices(id) {
		if i == 0 {
			parts = append(parts, c.value+" ("+c.desc+", the default)")
			continue
		}
		parts = append(parts, c.value+" ("+c.desc+")")
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}
