package dutch

// CheckRow is one line of an engine check-list: what the criteria read
// about a player before the round is paired.
type CheckRow struct {
	ID      int
	Score   int    // score without acceleration, in the units of Points
	Colours string // colours of the games played, W and B
	// Pref is the colour preference: "W"/"B" absolute, "(W)"/"(B)" strong,
	// "w"/"b" mild, "A" none.
	Pref string
	// Bye is "Y" when the player may get the pairing-allocated bye (C2).
	Bye string
	// Float1 and Float2 are the floats of the last two rounds: "D" down,
	// "U" up, " " none.
	Float1, Float2 string
}

// CheckList lists the players to pair, best pairing score first.
func CheckList(in *Input) []CheckRow {
	s := &state{in: in}
	if err := s.prepare(); err != nil {
		return nil
	}
	fl := func(p *pl, back int) string {
		if back > in.Played {
			return " "
		}
		switch s.float(p, back) {
		case floatDown:
			return "D"
		case floatUp:
			return "U"
		}
		return " "
	}
	var rows []CheckRow
	for _, p := range s.sorted {
		r := CheckRow{ID: p.id, Score: p.score, Bye: "N", Float1: fl(p, 1), Float2: fl(p, 2)}
		for _, x := range p.rounds {
			if x.Played {
				if x.Colour == White {
					r.Colours += "W"
				} else {
					r.Colours += "B"
				}
			}
		}
		c := "w"
		if p.pref == Black {
			c = "b"
		}
		switch {
		case p.pref == NoColour:
			r.Pref = "A"
		case p.absPref():
			r.Pref = map[string]string{"w": "W", "b": "B"}[c]
		case p.strong:
			r.Pref = "(" + map[string]string{"w": "W", "b": "B"}[c] + ")"
		default:
			r.Pref = c
		}
		if p.eligible {
			r.Bye = "Y"
		}
		rows = append(rows, r)
	}
	return rows
}
