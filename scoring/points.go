package scoring

import (
	"fmt"
	"strconv"
	"strings"
)

// Points is an exact score in hundredths of a point: 2 points is Points(200),
// half a point Points(50). Every table organisers use is exact at this scale.
type Points int64

// Unit is one point.
const Unit Points = 100

// P returns whole points as Points: P(2) is two points.
func P(whole int64) Points { return Points(whole) * Unit }

// ParsePoints reads a decimal such as "2", "0.5", "1.25" or "-1" exactly.
// More than two decimals is an error rather than a silent rounding.
func ParsePoints(s string) (Points, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, fmt.Errorf("empty number of points")
	}
	neg := false
	if t[0] == '-' || t[0] == '+' {
		neg = t[0] == '-'
		t = t[1:]
	}
	whole, frac, hasFrac := strings.Cut(t, ".")
	if whole == "" && !hasFrac {
		return 0, fmt.Errorf("points %q: not a number", s)
	}
	if whole == "" {
		whole = "0"
	}
	if len(frac) > 2 {
		return 0, fmt.Errorf("points %q: at most two decimals", s)
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w < 0 {
		return 0, fmt.Errorf("points %q: not a number", s)
	}
	var f int64
	if frac != "" {
		for len(frac) < 2 {
			frac += "0"
		}
		f, err = strconv.ParseInt(frac, 10, 64)
		if err != nil || f < 0 {
			return 0, fmt.Errorf("points %q: not a number", s)
		}
	}
	p := Points(w)*Unit + Points(f)
	if neg {
		p = -p
	}
	return p, nil
}

// String prints the points with as few decimals as needed: "2", "0.5", "1.25".
func (p Points) String() string {
	sign := ""
	if p < 0 {
		sign, p = "-", -p
	}
	w, f := p/Unit, p%Unit
	switch {
	case f == 0:
		return fmt.Sprintf("%s%d", sign, w)
	case f%10 == 0:
		return fmt.Sprintf("%s%d.%d", sign, w, f/10)
	default:
		return fmt.Sprintf("%s%d.%02d", sign, w, f)
	}
}

// Float returns the points as a float64, for output only (Excel cells, JSON
// numbers); never compute with it.
func (p Points) Float() float64 { return float64(p) / float64(Unit) }
