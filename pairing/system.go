package pairing

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/xiangqi-org/xqt/scoring"
)

// System is one pairing system: round robin, the CXA Swiss, the FIDE Dutch
// system, knockout or the step ladder. The event's commands, stages and
// views reach a stage's system only through For and ask it what it means
// for them (its label, its ranking, its tables, its seeding), so a new
// system is one more entry in the catalogue (catalogue.go).
type System interface {
	// Name is the system's id as the event file and the help texts write it.
	Name() string
	// Pair pairs round req.K of the stage (req.Stage may be one group's
	// view). It may fix the stage's start order (Stage.Order, Seed,
	// Rounds) on the stage it is given. The round's Number and Stage are
	// left for the caller.
	Pair(req *Request) (*Result, error)
	// Check lists what a round already in the file (entered or edited by
	// hand) breaks of the system's rules; before are the stage's rounds
	// before it.
	Check(ev *scoring.Event, st *scoring.Stage, before []scoring.Round, r scoring.Round) []error
	// Planned is the number of rounds the stage will have, 0 while the
	// system cannot tell (a knockout, a table not fixed yet).
	Planned(ev *scoring.Event, st *scoring.Stage) int
	// Done reports whether the stage needs no more rounds, given its
	// rounds so far are complete.
	Done(ev *scoring.Event, st *scoring.Stage, rounds []scoring.Round) (bool, error)
	// Supports reports whether the system takes a request feature
	// (FeatureFix, FeatureBye, FeatureExclude, FeatureGroups,
	// FeatureCrossover, FeatureTeams).
	Supports(f Feature) bool
	// Label names the system as sheets and pages print it, in Chinese and
	// in English (st tells a double round robin from a single one).
	Label(st *scoring.Stage) (zh, en string)
	// Ranking is how the system ranks a stage: by points and tiebreaks,
	// or by the places its matches decide (then the system is a Placer).
	Ranking() Ranking
	// Views are the tables a stage of the system shows besides its rounds
	// and its ranking.
	Views() Views
	// TakesOrder reports whether a stage of the system seeded from an
	// earlier stage takes the qualifiers, best first, as its start order
	// (a ladder's rungs, a crossover knockout's seeds A1-B2, B1-A2), and
	// keeps it when its rounds are undone.
	TakesOrder(st *scoring.Stage) bool
}

// Feature is an optional part of a pairing request.
type Feature int

// The optional request features.
const (
	FeatureFix       Feature = iota // forced pairings (--fix)
	FeatureBye                      // byes given by the organiser (--bye)
	FeatureExclude                  // players left out of one round (--exclude)
	FeatureGroups                   // groups 小组 with a table each
	FeatureCrossover                // seeding: crossover of group places
	FeatureTeams                    // a stage of teams (--teams)
)

var featureFlags = [...]string{"--fix", "--bye", "--exclude", "--groups", "--seeding crossover", "--teams"}

// Request is what a system needs to pair a round.
type Request struct {
	Event *scoring.Event
	Stage *scoring.Stage
	// Rounds are the stage's rounds so far (a group's view: cut to it).
	Rounds []scoring.Round
	K      int // round within the stage, from 1
	Number int // round number in the event
	// SeedFlag is the organiser's seed for a random draw (--seed), 0 for
	// none; NewSeed makes one when neither it nor the stage has one.
	SeedFlag int64
	NewSeed  func() int64
	Fix      []Fix
	Byes     []int
	Exclude  []int
	Explain  bool
	// HalfBye scores the CXA Swiss's requested byes (Byes) a half point;
	// AllowRematch lets it pair with the fewest rematches when no legal
	// pairing exists (and force a pair that met). Other systems ignore
	// them.
	HalfBye, AllowRematch bool
}

// Fix is a pairing forced by the organiser.
type Fix struct{ Red, Black int }

// Result is a paired round and, for systems that explain themselves, why.
type Result struct {
	Round scoring.Round
	// Explain is the system's account of the pairing (the CXA Swiss gives
	// its boards' scores, colours and floats), nil when it has none.
	Explain any
}

// Seed is the seed of a random draw: the organiser's, the stage's recorded
// one, or a new one (which the system records).
func (r *Request) Seed() int64 {
	switch {
	case r.SeedFlag != 0:
		return r.SeedFlag
	case r.Stage.Seed != 0:
		return r.Stage.Seed
	case r.NewSeed != nil:
		return r.NewSeed()
	}
	return 1
}

// ErrNoPairing is wrapped by every system's "no legal pairing exists".
var ErrNoPairing = errors.New("no legal pairing")

// UnsupportedError says a request used a feature the stage's system does
// not have.
type UnsupportedError struct {
	System  string
	Feature Feature
	// Why is the system's reason, written to follow its name (": a
	// knockout is one bracket"), "" when it gives none.
	Why string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("%s is not part of the %s system%s", featureFlags[e.Feature], e.System, e.Why)
}

// refuser is a system that says why it does not take a feature.
type refuser interface{ refusal(f Feature) string }

// unsupported is the UnsupportedError of system s for feature f, with the
// system's reason.
func unsupported(s System, f Feature) *UnsupportedError {
	e := &UnsupportedError{System: s.Name(), Feature: f}
	if r, ok := s.(refuser); ok {
		e.Why = r.refusal(f)
	}
	return e
}

// For returns the system of a stage: its catalogue entry's (the variant
// its family option names, as swiss: dutch), seen as a system of teams for
// a team stage.
func For(st *scoring.Stage) (System, error) {
	e, ok := entryOf(st)
	if !ok {
		return nil, &UnknownSystemError{Stage: st.ID, System: string(st.System)}
	}
	if st.Teams {
		return teamSystem{inner: e.System}, nil // teams.go
	}
	return e.System, nil
}

// StartOrder orders players for a table or a seeding: "roster" (entry
// order), "rating" (highest first, then as listed) or "draw" (a lot drawn
// with seed). Every system fixes its start order through it.
func StartOrder(players []scoring.Player, numbering string, seed int64) []int {
	ps := slices.Clone(players)
	switch numbering {
	case "rating":
		sort.SliceStable(ps, func(i, j int) bool { return ps[i].Rating > ps[j].Rating })
	case "draw":
		rng := rand.New(rand.NewPCG(uint64(seed), 0x78717464726177)) // "xqtdraw"
		rng.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
	}
	order := make([]int, len(ps))
	for i, p := range ps {
		order[i] = p.No
	}
	return order
}

// fixOrder fixes a stage's start order at its first round with numbering
// (the stage's own when set), recording the seed of a drawn one.
func fixOrder(req *Request, numbering string) {
	st := req.Stage
	if len(st.Order) > 0 {
		return
	}
	if st.Numbering != "" {
		numbering = st.Numbering
	}
	seed := int64(0)
	if numbering == "draw" {
		seed = req.Seed()
		st.Seed = seed
	}
	st.Order = StartOrder(scoring.StagePlayers(req.Event, st), numbering, seed)
}

// inOrder sorts players by a start order; players missing from it (late
// entries) follow in their file order.
func inOrder(players []scoring.Player, order []int) []scoring.Player {
	pos := make(map[int]int, len(order))
	for i, no := range order {
		pos[no] = i
	}
	var out, late []scoring.Player
	byNo := map[int]scoring.Player{}
	for _, p := range players {
		if _, ok := pos[p.No]; ok {
			byNo[p.No] = p
		} else {
			late = append(late, p)
		}
	}
	for _, no := range order {
		if p, ok := byNo[no]; ok {
			out = append(out, p)
		}
	}
	return append(out, late...)
}

// refuse returns an UnsupportedError for the first feature of req that s
// does not take.
func refuse(s System, req *Request) error {
	for f, used := range []bool{FeatureFix: len(req.Fix) > 0, FeatureBye: len(req.Byes) > 0, FeatureExclude: len(req.Exclude) > 0} {
		if used && !s.Supports(Feature(f)) {
			return unsupported(s, Feature(f))
		}
	}
	return nil
}
