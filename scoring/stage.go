package scoring

import (
	"fmt"
	"strconv"
	"strings"
)

// StagePlayers returns the entrants of a stage: its own list, or every
// player, less those who withdrew before the stage's first round (article
// 20.2: they are not in the table, and numbers are drawn without them).
func StagePlayers(ev *Event, st *Stage) []Player {
	first := ev.StageStart(st.ID)
	paired := map[int]bool{} // the players on a board of the stage's first round
	for _, r := range ev.Rounds {
		if r.Stage == st.ID {
			for _, g := range r.Games {
				paired[g.Red], paired[g.Black] = true, true
			}
			break
		}
	}
	var ps []Player
	add := func(p Player) {
		// A player who withdrew before the stage began is not in it; one
		// who withdrew from its first round once it was paired is (20.4:
		// that game is a forfeit he lost).
		if p.Withdrawn > 0 && p.Withdrawn <= first && !paired[p.No] {
			return
		}
		ps = append(ps, p)
	}
	if len(st.Players) == 0 {
		for _, p := range ev.Players {
			add(p)
		}
		return ps
	}
	for _, no := range st.Players {
		if p := ev.Player(no); p != nil {
			add(*p)
		}
	}
	return ps
}

// StageStart is the event round number of a stage's first round: the
// round already paired, or the next round when the stage has none yet.
func (e *Event) StageStart(id string) int {
	for _, r := range e.Rounds {
		if r.Stage == id {
			return r.Number
		}
	}
	return len(e.Rounds) + 1
}

// StageRoundIndex is the 1-based index within its stage of event round
// number n (0 when there is no such round).
func (e *Event) StageRoundIndex(n int) int {
	if n < 1 || n > len(e.Rounds) {
		return 0
	}
	id, k := e.Rounds[n-1].Stage, 0
	for _, r := range e.Rounds[:n] {
		if r.Stage == id {
			k++
		}
	}
	return k
}

// StageIndex returns the position of the stage with the given id in
// Event.Stages, or -1.
func (e *Event) StageIndex(id string) int {
	for i := range e.Stages {
		if e.Stages[i].ID == id {
			return i
		}
	}
	return -1
}

// QualifyKind says which players of a source stage go on to the next.
type QualifyKind int

// The ways players qualify (Stage.Qualify).
const (
	QualifyAll      QualifyKind = iota // everyone left (a knockout: the players not eliminated)
	QualifyTop                         // the top N of the ranking (a knockout: the N left)
	QualifyPerGroup                    // the top N of each group
	QualifyList                        // the organiser's list
)

// Qualify is a parsed Stage.Qualify.
type Qualify struct {
	Kind QualifyKind
	N    int
}

// ParseQualify reads a qualification rule: "" (everyone left), "N" or
// "topN", "topN-per-group", or "list".
func ParseQualify(s string) (Qualify, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	bad := fmt.Errorf("unknown qualification %q: write N (e.g. 12: the top 12, or the 12 left of a knockout), topN-per-group (e.g. top3-per-group) or list", s)
	switch {
	case t == "":
		return Qualify{Kind: QualifyAll}, nil
	case t == "list":
		return Qualify{Kind: QualifyList}, nil
	case strings.HasSuffix(t, "-per-group"):
		n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSuffix(t, "-per-group"), "top"))
		if err != nil || n < 1 {
			return Qualify{}, bad
		}
		return Qualify{Kind: QualifyPerGroup, N: n}, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(t, "top"))
	if err != nil || n < 1 {
		return Qualify{}, bad
	}
	return Qualify{Kind: QualifyTop, N: n}, nil
}

// GroupView is group g of stage st seen as a stage of its own: the stage's
// settings with the group's players and table order, and the stage's rounds
// cut to the group's games, byes and absences. Pairing, standings and the
// workbook treat a group exactly as a one-group stage through it.
func (e *Event) GroupView(st *Stage, g *Group) (Stage, []Round) {
	v := *st
	v.Players, v.Order, v.Groups, v.GroupCount = g.Players, g.Order, nil, 0
	in := make(map[int]bool, len(g.Players))
	for _, no := range g.Players {
		in[no] = true
	}
	keep := func(nos []int) []int {
		var out []int
		for _, no := range nos {
			if in[no] {
				out = append(out, no)
			}
		}
		return out
	}
	var rounds []Round
	for _, r := range e.Rounds {
		if r.Stage != st.ID {
			continue
		}
		c := r
		c.Games = nil
		for _, gm := range r.Games {
			if in[gm.Red] || in[gm.Black] {
				c.Games = append(c.Games, gm)
			}
		}
		c.Byes, c.HalfByes, c.Absent = keep(r.Byes), keep(r.HalfByes), keep(r.Absent)
		c.Cards = nil
		rounds = append(rounds, c)
	}
	return v, rounds
}
