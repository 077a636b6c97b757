package tiebreak

import (
	"fmt"
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// Value is an exact tiebreak value Num/Den (Den > 0).
type Value struct {
	Num, Den int64
}

// Int returns the whole number n as a Value.
func Int(n int64) Value { return Value{Num: n, Den: 1} }

// FromPoints returns points as a Value.
func FromPoints(p scoring.Points) Value { return Value{Num: int64(p), Den: int64(scoring.Unit)} }

// Cmp compares two values: -1, 0 or +1.
func (v Value) Cmp(w Value) int {
	a, b := v.Num*w.Den, w.Num*v.Den
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Float returns the value as a float64, for output only.
func (v Value) Float() float64 {
	if v.Den == 0 {
		return 0
	}
	return float64(v.Num) / float64(v.Den)
}

// String prints the value with up to two decimals ("12", "12.5", "43.75").
func (v Value) String() string {
	f := v.Float()
	s := fmt.Sprintf("%.2f", f)
	for len(s) > 0 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	return s
}

// Criterion describes one tiebreak criterion.
type Criterion struct {
	ID   string // stable id used in files, flags and JSON ("sb", "bh", ...)
	Code string // FIDE / Swiss-Manager code for the legend ("SB", "BH/C1")
	Zh   string // Chinese label (小分)
	En   string // English label
	Desc string // one-line definition
}

// Input is what Compute ranks.
type Input struct {
	Players []scoring.Player // the field being ranked
	Rounds  []scoring.Round  // the rounds that count (a stage, cut at "after")
	Table   scoring.Table
	// RoundRobin selects the round-robin withdrawal rule 20.3 and round-robin
	// treatment of unplayed games; Scheduled is each player's games in the
	// full schedule.
	RoundRobin bool
	Scheduled  int
	Criteria   []string // criteria ids or a preset name, in ranking order
}

// Row is one line of the standings.
type Row struct {
	Place     int
	Shared    bool // the place is shared 并列 with another row
	No        int
	Points    scoring.Points
	Values    []Value // one per criterion of Standings.Criteria
	Penalised bool
}

// Standings is a ranked table.
type Standings struct {
	Criteria []Criterion
	Rows     []Row
	// PlayoffNeeded is set when first place is shared: article 15.6 wants
	// a play-off 加赛.
	PlayoffNeeded bool
	Records       map[int]*scoring.Record
}

// Compute ranks the players of in.
//
// This first version ranks by points and start number only; the criteria
// registry replaces it.
func Compute(in Input) (*Standings, error) {
	recs := scoring.Records(in.Players, in.Rounds, in.Table, scoring.Options{RoundRobin: in.RoundRobin, Scheduled: in.Scheduled})
	st := &Standings{Records: recs}
	for _, p := range in.Players {
		st.Rows = append(st.Rows, Row{No: p.No, Points: recs[p.No].Total})
	}
	sort.SliceStable(st.Rows, func(i, j int) bool { return st.Rows[i].Points > st.Rows[j].Points })
	for i := range st.Rows {
		st.Rows[i].Place = i + 1
		if i > 0 && st.Rows[i].Points == st.Rows[i-1].Points {
			st.Rows[i].Place = st.Rows[i-1].Place
			st.Rows[i].Shared, st.Rows[i-1].Shared = true, true
		}
	}
	st.PlayoffNeeded = len(st.Rows) > 1 && st.Rows[1].Place == 1
	return st, nil
}
