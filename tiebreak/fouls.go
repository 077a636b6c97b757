package tiebreak

// fouls is 犯规: the fouls (article 9) recorded in the player's games and
// the single games of his matches. Fewer ranks higher.
func fouls(c *calc, i int, _ mods) Value {
	var n int64
	for r := 0; r < c.nr; r++ {
		e := &c.recs[i].Entries[r]
		g, _ := c.game(i, r)
		if g != nil && len(g.Games) > 0 {
			for _, s := range c.singles(i, r) {
				n += int64(s.fouls)
			}
		}
		n += int64(e.Fouls)
	}
	return Int(n)
}
