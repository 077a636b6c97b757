package swiss

import (
	"fmt"
	"sort"
	"strings"
)

// Options are the Swiss settings of a stage, read from Stage.Options
// (docs/swiss.md lists the keys).
type Options struct {
	// FirstRound is how round 1 is paired: "split" 拦腰 (1 v n/2+1, the
	// default), "adjacent" (1-2, 3-4, ...), "first-last" (1-n, 2-(n-1)) or
	// "random" (a seeded shuffle, then split).
	FirstRound string
	// Bracket is the shape inside a score group when nothing else decides:
	// "split" (top half v bottom half, the default) or "adjacent".
	Bracket string
	// AvoidClub keeps players of the same club/school/unit apart:
	// "off" (the default), "first" (round 1 only) or "all".
	AvoidClub string
	// NoRelax forbids the last-round colour relaxation (docs/rules.md 5.3).
	NoRelax bool
	// Exact always solves each score bracket against every lower player
	// (slower, exact in every case); by default only events of up to
	// ExactLimit players are, and larger ones look ahead a bounded
	// number of players and fall back to the exact search when that fails.
	Exact bool
	// Lookahead forces the bounded look-ahead even for small events
	// (for tests of that path).
	Lookahead bool
}

// ExactLimit is the number of players up to which every bracket is solved
// against the whole rest of the field.
const ExactLimit = 40

// Option keys in Stage.Options.
var optionKeys = map[string][]string{
	"first-round":      {"split", "adjacent", "first-last", "random"},
	"bracket":          {"split", "adjacent"},
	"avoid-club":       {"off", "first", "all"},
	"last-round-relax": {"yes", "no"},
	"search":           {"auto", "exact", "lookahead"},
	// swiss picks the rules of a Swiss stage; cxa (the default) is this
	// package, dutch is pairing/dutch and never reaches here.
	"swiss": {"cxa"},
}

// ParseOptions reads the Swiss keys of Stage.Options. Unknown keys and
// values are errors that list what is accepted.
func ParseOptions(m map[string]string) (Options, error) {
	o := Options{FirstRound: "split", Bracket: "split", AvoidClub: "off"}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var errs []string
	for _, k := range keys {
		v := strings.TrimSpace(m[k])
		allowed, ok := optionKeys[k]
		if !ok {
			known := make([]string, 0, len(optionKeys))
			for kk := range optionKeys {
				known = append(known, kk)
			}
			sort.Strings(known)
			errs = append(errs, fmt.Sprintf("unknown Swiss option %q (known: %s)", k, strings.Join(known, ", ")))
			continue
		}
		if !contains(allowed, v) {
			errs = append(errs, fmt.Sprintf("Swiss option %s: %q is not one of %s", k, v, strings.Join(allowed, ", ")))
			continue
		}
		switch k {
		case "first-round":
			o.FirstRound = v
		case "bracket":
			o.Bracket = v
		case "avoid-club":
			o.AvoidClub = v
		case "last-round-relax":
			o.NoRelax = v == "no"
		case "search":
			o.Exact, o.Lookahead = v == "exact", v == "lookahead"
		}
	}
	if len(errs) > 0 {
		return o, fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return o, nil
}

func contains(a []string, s string) bool {
	for _, x := range a {
		if x == s {
			return true
		}
	}
	return false
}
