package cmd

import (
	"fmt"
	"strings"

	"github.com/xiangqi-org/xqt/scoring"
)

// resultHelp is the part of result and results help that lists every
// result text ParseResult reads, generated from its own list so the help
// cannot miss a form.
var resultHelp = resultFormsHelp()

func resultFormsHelp() string {
	var b strings.Builder
	b.WriteString(`Results are from red's view, as organisers write them. Case and spaces do not
matter, and full-width digits, colons and dashes read the same (１-０, 1–0, 1—0, １：０):
`)
	for _, s := range scoring.ResultSpellings() {
		fmt.Fprintf(&b, "  %-4s %s; also %s\n", s.Forms[0], s.Meaning, strings.Join(s.Forms[1:], " "))
	}
	b.WriteString(`红负 means red loses (black wins), 黑负 black loses. For a forfeit the "+" side wins
without play. A result already entered can be corrected by entering it again;
'xqt result FILE ROUND BOARD --clear' erases one (an empty result is refused, so an
empty shell variable cannot erase a result).`)
	return b.String()
}
