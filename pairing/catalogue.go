package pairing

import (
	"fmt"
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/pairing/swiss"
	"github.com/xiangqi-org/xqt/scoring"
)

// Entry is one system of the catalogue: what the event file writes, what
// the help texts, completion and messages say of it, and the system itself.
// scoring.System names a family (swiss); Variant picks one member of it by
// the stage option of the family's name (swiss: dutch). A stage without
// that option plays the family's first entry.
type Entry struct {
	ID      scoring.System
	Variant string
	// Zh and En are the short labels completion prints (循环赛 round robin).
	Zh, En string
	// Help is one line for completion and the docs.
	Help string
	// TopSeedColour says round 1 gives the top seed red, or black with
	// the stage option first-colour: black, as TRF-16 records it (XXC).
	TopSeedColour bool
	System        System
	// Rules are what scoring's rules ask of a new family's stages (is it
	// a fixed table, which article decides a withdrawal); Register adds
	// them to scoring.Systems, with the entry's ID, and Elimination from
	// the system's Ranking (ByPlaces). The families scoring names have
	// theirs in scoring already, and a variant shares its family's.
	Rules scoring.SystemRules
}

// catalogue lists the systems in the order help texts name them; a family's
// default comes first.
var catalogue = []Entry{
	{ID: scoring.RoundRobin, Zh: "循环赛", En: "round robin", Help: "Berger tables", System: roundRobinSystem{}},
	{ID: scoring.Swiss, Variant: "cxa", Zh: "积分编排", En: "Swiss", Help: "Chinese arbiters' practice 积分编排", TopSeedColour: true,
		System: cxaSwissSystem{}},
	{ID: scoring.Swiss, Variant: "dutch", Zh: "荷兰制", En: "FIDE Dutch", Help: "FIDE Dutch system C.04.3", TopSeedColour: true,
		System: dutchSystem{}},
	{ID: scoring.Knockout, Zh: "淘汰赛", En: "knockout", Help: "brackets or card draws", System: knockoutSystem{}},
	{ID: scoring.Ladder, Zh: "阶梯赛", En: "step-ladder final", Help: "one place a match (docs/stages.md)", System: ladderSystem{}},
}

// Register adds a system to the catalogue, after the others, and returns
// the function that takes it out again. It is meant for a program's (or a
// test's) start, before any event is read: the catalogue is not safe for
// use from several goroutines while it changes. An entry with the same id
// and variant as one already there is refused.
func Register(e Entry) (remove func(), err error) {
	if e.ID == "" || e.System == nil {
		return nil, fmt.Errorf("a system needs an id and a system")
	}
	same := func(c Entry) bool { return c.ID == e.ID && c.Variant == e.Variant }
	if slices.ContainsFunc(catalogue, same) {
		return nil, fmt.Errorf("system %s %s is in the catalogue already", e.ID, e.Variant)
	}
	unrule := func() {}
	if _, known := scoring.RulesOf(e.ID); !known {
		r := e.Rules
		r.ID, r.Elimination = e.ID, e.System.Ranking() == ByPlaces
		var err error
		if unrule, err = scoring.RegisterSystem(r); err != nil {
			return nil, err
		}
	} else if e.Rules != (scoring.SystemRules{}) {
		return nil, fmt.Errorf("system %s has its rules in scoring already: a variant shares its family's", e.ID)
	}
	catalogue = append(catalogue, e)
	return func() {
		catalogue = slices.DeleteFunc(catalogue, same)
		unrule()
	}, nil
}

// Catalogue returns the systems in help order.
func Catalogue() []Entry { return slices.Clone(catalogue) }

// IDs are the systems' ids (families, without their variants) in help
// order, as a stage's system: writes them.
func IDs() []scoring.System {
	var out []scoring.System
	for _, e := range catalogue {
		if !slices.Contains(out, e.ID) {
			out = append(out, e.ID)
		}
	}
	return out
}

// Variants are the variants of family id in help order, its default first
// (swiss: cxa, dutch): the values of the stage option named by the family;
// nil for a family of one system.
func Variants(id scoring.System) []string {
	var out []string
	for _, e := range catalogue {
		if e.ID == id && e.Variant != "" {
			out = append(out, e.Variant)
		}
	}
	return out
}

// Known reports whether id is a system of the catalogue.
func Known(id string) bool { return slices.Contains(IDs(), scoring.System(id)) }

// IDList names the systems for a message: "round-robin, swiss, knockout or
// ladder".
func IDList() string { return IDListOf(nil) }

// IDListOf names the systems whose default (a family's first entry) keep
// accepts, as IDList does; nil keeps them all.
func IDListOf(keep func(System) bool) string {
	var s []string
	for _, id := range IDs() {
		e, _ := entryOf(&scoring.Stage{System: id})
		if keep == nil || keep(e.System) {
			s = append(s, string(id))
		}
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// entryOf finds a stage's catalogue entry: the variant its family option
// names, else the family's own system.
func entryOf(st *scoring.Stage) (Entry, bool) {
	own := -1
	for i, e := range catalogue {
		if e.ID != st.System {
			continue
		}
		if e.Variant != "" && st.Options[string(e.ID)] == e.Variant {
			return e, true
		}
		if own < 0 {
			own = i
		}
	}
	if own < 0 {
		return Entry{}, false
	}
	return catalogue[own], true
}

// TopSeedColour reports whether the system of a stage gives the top seed
// the colour of round 1 (Entry.TopSeedColour).
func TopSeedColour(st *scoring.Stage) bool {
	e, ok := entryOf(st)
	return ok && e.TopSeedColour
}

// UnknownSystemError says a stage names a system the catalogue does not
// have.
type UnknownSystemError struct{ Stage, System string }

func (e *UnknownSystemError) Error() string {
	return fmt.Sprintf("stage %s: unknown system %q: use %s", e.Stage, e.System, IDList())
}

// Ranking is how a system ranks a stage.
type Ranking int

// The rankings.
const (
	// ByPoints: by points and the stage's tiebreaks (the standings).
	ByPoints Ranking = iota
	// ByPlaces: by the places its matches decide (the system's Places);
	// every match must have a winner.
	ByPlaces
)

// Views is the set of tables a stage of a system shows besides its rounds
// and its ranking (standings or places).
type Views int

// The tables.
const (
	// ViewCrosstable is the round robin's table 循环赛成绩表: every
	// player against every other.
	ViewCrosstable Views = 1 << iota
	// ViewGrid is the results by round 成绩表 of a Swiss: each round's
	// opponent, colour and result.
	ViewGrid
	// ViewBracket is a knockout's bracket 对阵图 with its other matches
	// (package knockout resolves it).
	ViewBracket
)

// Has reports whether v includes every table of w.
func (v Views) Has(w Views) bool { return v&w == w }

// RematchBound is a system that never pairs two players twice over the
// rounds a stage asks for (a Swiss): MaxRounds is the most rounds n
// players can play under it.
type RematchBound interface{ MaxRounds(n int) int }

// MaxRounds is the most rounds n players can play in stage st without a
// rematch, and whether its system is bound so (RematchBound); a system
// that plays a table, or a bracket, is not.
func MaxRounds(st *scoring.Stage, n int) (int, bool) {
	e, ok := entryOf(st)
	if !ok {
		return 0, false
	}
	b, ok := e.System.(RematchBound)
	if !ok {
		return 0, false
	}
	return b.MaxRounds(n), true
}

// What each system answers for the stages and views.

func (roundRobinSystem) Label(st *scoring.Stage) (string, string) {
	if st.Cycles == 2 {
		return "双循环", "double round robin"
	}
	return "单循环", "round robin"
}
func (roundRobinSystem) Ranking() Ranking               { return ByPoints }
func (roundRobinSystem) Views() Views                   { return ViewCrosstable }
func (roundRobinSystem) TakesOrder(*scoring.Stage) bool { return false }

func (cxaSwissSystem) Label(*scoring.Stage) (string, string) {
	return "积分编排制（瑞士制）", "Swiss"
}
func (cxaSwissSystem) Ranking() Ranking               { return ByPoints }
func (cxaSwissSystem) Views() Views                   { return ViewGrid }
func (cxaSwissSystem) TakesOrder(*scoring.Stage) bool { return false }
func (cxaSwissSystem) MaxRounds(n int) int            { return swiss.MaxRounds(n) }

func (dutchSystem) Label(*scoring.Stage) (string, string) {
	return "积分编排制（瑞士制）", "Swiss"
}
func (dutchSystem) Ranking() Ranking               { return ByPoints }
func (dutchSystem) Views() Views                   { return ViewGrid }
func (dutchSystem) TakesOrder(*scoring.Stage) bool { return false }
func (dutchSystem) MaxRounds(n int) int            { return swiss.MaxRounds(n) }

func (knockoutSystem) Label(*scoring.Stage) (string, string) { return "淘汰赛", "knockout" }
func (knockoutSystem) Ranking() Ranking                      { return ByPlaces }
func (knockoutSystem) Views() Views                          { return ViewBracket }

// TakesOrder: a crossover knockout's bracket seeds are the group places in
// qualifying order; any other knockout fixes its own.
func (knockoutSystem) TakesOrder(st *scoring.Stage) bool { return st.Seeding == "crossover" }

func (ladderSystem) Label(*scoring.Stage) (string, string) { return "阶梯赛", "step ladder" }
func (ladderSystem) Ranking() Ranking                      { return ByPlaces }
func (ladderSystem) Views() Views                          { return 0 }
func (ladderSystem) TakesOrder(*scoring.Stage) bool        { return true }

func (s teamSystem) Label(st *scoring.Stage) (string, string) { return s.inner.Label(st) }
func (s teamSystem) Ranking() Ranking                         { return s.inner.Ranking() }
func (s teamSystem) Views() Views                             { return s.inner.Views() }
func (s teamSystem) TakesOrder(st *scoring.Stage) bool        { return s.inner.TakesOrder(st) }

func (roundRobinSystem) refusal(Feature) string { return ": a round-robin round is fixed by its table" }

func (dutchSystem) refusal(Feature) string {
	return ", which pairs exactly; use --exclude for players who do not play"
}

func (knockoutSystem) refusal(f Feature) string {
	if f == FeatureGroups {
		return ": a knockout is one bracket"
	}
	return ": a knockout round follows the bracket or the card draw"
}

func (ladderSystem) refusal(f Feature) string {
	if f == FeatureGroups {
		return ": a ladder is one table"
	}
	return ": a ladder round pairs the next rung"
}
