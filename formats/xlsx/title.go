package xlsx

import (
	"math"
	"strings"
	"unicode"

	"github.com/mattn/go-runewidth"
)

// A title is merged across its table and centred, so a title wider than
// the table would be cut at both ends on paper (a standings table of five
// columns under a long event name). fitTitle breaks such a title into
// balanced lines, at a space or a bracket where it can, and makes its row
// tall enough; a title that fits, or is at most a fifth too wide, stays on
// one line, and its style shrinks it to fit (Excel, WPS and LibreOffice
// measure the text themselves).

// shrinkLimit is how much wider than its space a title without a space or
// bracket to break at may be and still be shrunk to fit on one line
// rather than broken between two characters.
const shrinkLimit = 1.6

// Row heights in points of one title and one subtitle line.
const (
	titleLineH    = 24
	subtitleLineH = 18
)

// fitTitle returns the title or subtitle cell c laid out for a merge of
// width units (Excel column units), and the row height it needs.
func fitTitle(c cell, width float64) (cell, float64) {
	pt, bold, lineH, wrap := float64(titlePt), true, float64(titleLineH), kTitleWrap
	if c.k == kSubtitle {
		pt, bold, lineH, wrap = subtitlePt, false, subtitleLineH, kSubtitleWrap
	}
	text, ok := c.v.(string)
	if !ok {
		return c, lineH
	}
	// Up to a fifth too wide, the style's shrink to fit does better than
	// two short lines.
	lines := []string{text}
	if textUnits(text, pt, bold) > 1.25*(width-1) {
		lines = titleLines(text, pt, bold, width-1)
	}
	if len(lines) > 1 {
		c.v, c.k = strings.Join(lines, "\n"), wrap
	}
	return c, lineH * float64(len(lines))
}

// textUnits estimates the printed width of s in Excel column units (about
// 7 pixels, 5.25 pt) at the given font size. It errs on the wide side so a
// line it passes does not wrap again in Excel or LibreOffice: a CJK glyph
// is one em, other letters 0.6 em (0.65 bold), a space 0.3 em.
func textUnits(s string, pt float64, bold bool) float64 {
	const unitPt = 5.25
	latin := 0.6
	if bold {
		latin = 0.65
	}
	em := 0.0
	for _, r := range s {
		switch {
		case runewidth.RuneWidth(r) == 2:
			em++
		case r == ' ':
			em += 0.3
		default:
			em += latin
		}
	}
	return em * pt / unitPt
}

// titleLines breaks s into as few lines as fit width units, balanced in
// length, breaking at spaces, after closing brackets and commas, before
// opening brackets; between Chinese characters only when there is no
// such place and the title is too wide to shrink (shrinkLimit); never
// inside a Latin word or a number. A word longer than the width stays whole.
func titleLines(s string, pt float64, bold bool, width float64) []string {
	s = strings.TrimSpace(s)
	w := textUnits(s, pt, bold)
	if w <= width || width <= 0 {
		return []string{s}
	}
	n := int(math.Ceil(w / width))
	target := w / float64(n)
	rs := []rune(s)
	// A space or bracket where the first line fits, the most even such;
	// only without one, between two Chinese characters, and only when the
	// title is too wide to shrink to fit (shrinkLimit).
	best, bestCost, naturalBest := -1, math.Inf(1), false
	for i := 1; i < len(rs); i++ {
		natural, ok := breakAt(rs[i-1], rs[i])
		if !ok {
			continue
		}
		left := strings.TrimSpace(string(rs[:i]))
		lw := textUnits(left, pt, bold)
		if lw > width {
			break
		}
		cost := math.Abs(lw - target)
		if !natural {
			// the last line may shrink: aim at fewer lines
			cost = math.Abs(lw - w/math.Ceil(w/(shrinkLimit*width)))
		}
		if natural && !naturalBest || natural == naturalBest && cost < bestCost {
			best, bestCost, naturalBest = i, cost, natural
		}
	}
	if best < 0 || !naturalBest && w <= shrinkLimit*width {
		return []string{s}
	}
	head := strings.TrimSpace(string(rs[:best]))
	return append([]string{head}, titleLines(string(rs[best:]), pt, bold, width)...)
}

// breakAt says whether a line may break between a and b, and whether that
// is a natural place (a space, punctuation) rather than just between two
// Chinese characters.
func breakAt(a, b rune) (natural, ok bool) {
	switch {
	case a == ' ' || b == ' ':
		return true, true
	case strings.ContainsRune("（(", a):
		return false, false // nor does an opening bracket end one
	case strings.ContainsRune("）)，,、：:；;", a):
		return true, true
	case strings.ContainsRune("（(", b):
		return true, true
	case strings.ContainsRune("）)，,、：:；;。", b):
		return false, false // punctuation never starts a line
	case runewidth.RuneWidth(a) == 2 || runewidth.RuneWidth(b) == 2:
		return false, true
	case unicode.IsSpace(a) || unicode.IsSpace(b):
		return true, true
	}
	return false, false
}
