package tiebreak

import "strings"

// ratingOf is 等级分: the player's rating.
func ratingOf(c *calc, i int, _ mods) Value { return Int(int64(c.player(i).Rating)) }

// startNo is the start number 序号 (lower ranks higher).
func startNo(c *calc, i int, _ mods) Value { return Int(int64(c.nos[i])) }

// prepLastPlace ranks the field after the previous round with the same
// criteria (without last-place itself).
func prepLastPlace(c *calc, _ mods) {
	if c.places != nil {
		return
	}
	c.places = make([]int, len(c.nos))
	if c.nr < 2 {
		return
	}
	prev := c.in
	prev.Rounds = c.in.Rounds[:c.nr-1]
	prev.Criteria = nil
	for _, name := range c.in.Criteria {
		if s, err := lookup(name); err == nil && s.base == "last-place" {
			continue
		}
		if strings.TrimSpace(name) != "" {
			prev.Criteria = append(prev.Criteria, name)
		}
	}
	st, err := Compute(prev)
	if err != nil {
		return
	}
	for _, row := range st.Rows {
		if i, ok := c.idx[row.No]; ok {
			c.places[i] = row.Place
		}
	}
}

// lastPlace is 上轮名次: the place after the previous round.
func lastPlace(c *calc, i int, _ mods) Value { return Int(int64(c.places[i])) }
