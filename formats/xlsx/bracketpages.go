package xlsx

import (
	"math"

	"github.com/xiangqi-org/xqt/pairing/knockout"
)

// A bracket too tall for one page is cut between whole subtrees: a page
// break never falls between the two seats of a first-round match, and
// where it can, only the connectors of the later rounds cross it (for 32
// players, between the two halves of the draw). A bracket a little taller
// than a page (up to bracketSqueeze pages' worth, 20 players of a card
// draw) prints on one page, scaled down, rather than on two with the
// second nearly empty.

// bracketSqueeze is how much taller than a page a bracket may be and
// still print on one page, scaled.
const bracketSqueeze = 1.35

// bracketBreaks returns the tree rows (0-based) that start a new page,
// and the print scale in per cent (100 or less) that fits the tallest page.
func bracketBreaks(t *knockout.Tree, pageRows int) (breaks []int, scale int) {
	rows := t.Rows + 1
	if rows <= pageRows {
		return nil, 100
	}
	if float64(rows) <= bracketSqueeze*float64(pageRows) {
		return nil, int(math.Floor(100 * float64(pageRows) / float64(rows)))
	}
	// low[r] is the earliest round whose connector crosses a break before
	// row r (a match of that round would be split), MaxInt for a clean
	// cut: the higher, the bigger the subtrees on either side.
	low := make([]int, rows+1)
	for r := range low {
		low[r] = math.MaxInt
	}
	for _, l := range t.Links {
		for r := l.Top + 1; r <= l.Bottom; r++ {
			low[r] = min(low[r], l.Col)
		}
	}
	// The fewest pages, then the cleanest cuts, then pages of even
	// length: a shortest path over the rows where a page may end.
	const pageCost, evenCost = 1e6, 200.0
	cutCost := func(r int) float64 {
		switch low[r] {
		case math.MaxInt:
			return 0
		case 1:
			return math.Inf(1) // a first-round match split over two pages
		}
		return 100 / float64(low[r])
	}
	best := make([]float64, rows+1)
	from := make([]int, rows+1)
	for r := 1; r <= rows; r++ {
		best[r] = math.Inf(1)
		for a := max(0, r-pageRows); a < r; a++ {
			if math.IsInf(best[a], 1) && a > 0 {
				continue
			}
			c := best[a] + pageCost
			if a > 0 {
				c += cutCost(a)
			}
			short := float64(pageRows-(r-a)) / float64(pageRows)
			c += evenCost * short * short
			if c <= best[r] { // on a tie the later cut: fuller first pages
				best[r], from[r] = c, a
			}
		}
	}
	for r := from[rows]; r > 0; r = from[r] {
		breaks = append([]int{r}, breaks...)
	}
	return breaks, 100
}
