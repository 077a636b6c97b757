package burstein

import "github.com/xiangqi-org/xqt/pairing/dutch"

const white = dutch.White

// lastPlayed returns the colours of p's played games, latest first.
func lastPlayed(p *pl) []dutch.Colour {
	var cs []dutch.Colour
	for i := len(p.rounds) - 1; i >= 0; i-- {
		if p.rounds[i].Played {
			cs = append(cs, p.rounds[i].Colour)
		}
	}
	return cs
}

// neutralColour is the colour p gets against o from the colour rules
// alone, NoColour when they do not decide: both due colours when they
// agree, else an absolute preference (the larger imbalance first), else a
// strong one, else the alternation from the latest round in which their
// colours differed.
func neutralColour(p, o *pl) dutch.Colour {
	switch {
	case compatiblePrefs(p.pref, o.pref):
		if p.pref != dutch.NoColour {
			return p.pref
		}
		return invert(o.pref)
	case p.absPref && (p.imbalance > o.imbalance || !o.absPref):
		return p.pref
	case o.absPref && (o.imbalance > p.imbalance || !p.absPref):
		return invert(o.pref)
	case p.strong && !o.strong:
		return p.pref
	case o.strong && !p.strong:
		return invert(o.pref)
	}
	a, b := lastPlayed(p), lastPlayed(o)
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return b[i]
		}
	}
	return dutch.NoColour
}

// colour is the colour p gets against o: the colour rules, then the
// preference of the player higher in the index, then the pairing numbers
// against the initial colour (odd places take the other colour).
func (s *state) colour(p, o *pl) dutch.Colour {
	if c := neutralColour(p, o); c != dutch.NoColour {
		return c
	}
	if p.pref != dutch.NoColour {
		if p.metric.less(o.metric) {
			return invert(o.pref)
		}
		return p.pref
	}
	init := s.in.InitialColour
	if p.rank < o.rank {
		if p.rank%2 == 1 {
			return invert(init)
		}
		return init
	}
	if o.rank%2 == 1 {
		return init
	}
	return invert(init)
}
