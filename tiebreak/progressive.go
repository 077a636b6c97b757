package tiebreak

import "github.com/xiangqi-org/xqt/scoring"

// progressive is 累进分 (progressive score, FIDE PS): the sum of the running
// score after each round; cut-n leaves out the running scores of the first n
// rounds. Byes and forfeits count with the points they gave.
func progressive(c *calc, i int, m mods) Value {
	var run, sum scoring.Points
	for r, e := range c.entries(i) {
		run += e.Points
		if r >= m.low {
			sum += run
		}
	}
	return pv(sum)
}
