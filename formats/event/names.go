package event

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// NormalizeName is the one form of a name (of a player, a team, a club, the
// event) that every entry point stores (issue 21): composed (NFC), so the
// decomposed and composed spellings of one name are one name; without
// invisible format characters (zero-width space, joiners, BOM); trimmed of
// every Unicode space (U+3000 included) and with inner runs of spaces one
// space, or none between Chinese characters, where spaces only align
// two-character names with three-character ones ("王　明" is 王明). A name
// that was not empty but has nothing visible is an error: it would print
// as a blank; so are a line break, a control character, and more than
// MaxName characters.
func NormalizeName(s string) (string, error) {
	if s == "" {
		return "", nil
	}
	if msg := badText(s, false); msg != "" {
		return "", fmt.Errorf("the name %q %s", s, msg)
	}
	t := strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, norm.NFC.String(s))
	fields := strings.Fields(t)
	if len(fields) == 0 {
		return "", fmt.Errorf("the name %q has only spaces or invisible characters: give a name that prints", s)
	}
	sep := " "
	if allHan(strings.Join(fields, "")) {
		sep = ""
	}
	out := strings.Join(fields, sep)
	if msg := badText(out, true); msg != "" {
		return "", fmt.Errorf("the name %s", msg)
	}
	return out, nil
}

func allHan(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Han, r) && r != '·' && r != '•' {
			return false
		}
	}
	return true
}
