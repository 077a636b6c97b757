package burstein

import "github.com/xiangqi-org/xqt/pairing/dutch"

// CheckRow is one line of an engine check-list: what the method reads about
// a player before the round is paired. Scores are in the units of
// Input.Points; the products (SB and the scores) in those units squared.
type CheckRow struct {
	ID      int
	Score   int    // pairing score (with acceleration)
	Colours string // colours of the games played, W and B
	// Pref is the colour preference as bbpPairings writes it: "W "/"B "
	// absolute, "(W)"/"(B)" strong, "w "/"b " mild, "A " none.
	Pref string
	// SB is the Sonneborn-Berger; Buchholz and Median are the tiebreaks that
	// order players of one score group, BuchholzScore and MedianScore the
	// same times the score (for a player from another group).
	SB, BuchholzScore, Buchholz, MedianScore, Median int64
	// Opponents are the start numbers of the opponents of the games played,
	// 0 for a round not played over the board.
	Opponents []int
}

// CheckList lists the players to pair in the method's order: by pairing
// score, then the index. Accelerations apply as in Pair (call DefaultAccel
// first where Pair gets it).
func CheckList(in *dutch.Input) []CheckRow {
	s := &state{in: in}
	if err := s.prepare(); err != nil {
		return nil
	}
	var rows []CheckRow
	for _, p := range s.sortedPresent() {
		r := CheckRow{ID: p.id, Score: p.acc, SB: p.metric.sb, Buchholz: p.metric.buch, Median: p.metric.median}
		r.BuchholzScore = r.Buchholz * int64(p.acc)
		r.MedianScore = r.Median * int64(p.acc)
		for _, x := range p.rounds {
			if x.Played {
				if x.Colour == dutch.White {
					r.Colours += "W"
				} else {
					r.Colours += "B"
				}
				r.Opponents = append(r.Opponents, in.Players[x.Opponent].ID)
			} else {
				r.Opponents = append(r.Opponents, 0)
			}
		}
		c := map[dutch.Colour]string{dutch.White: "W", dutch.Black: "B"}[p.pref]
		switch {
		case p.pref == dutch.NoColour:
			r.Pref = "A "
		case p.absPref:
			r.Pref = c + " "
		case p.strong:
			r.Pref = "(" + c + ")"
		default:
			r.Pref = map[dutch.Colour]string{dutch.White: "w ", dutch.Black: "b "}[p.pref]
		}
		rows = append(rows, r)
	}
	return rows
}
