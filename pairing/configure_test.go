package pairing

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestConfigure: each system refuses the settings it does not use and
// fills in the tiebreaks of its rules edition.
func TestConfigure(t *testing.T) {
	for _, tc := range []struct {
		name    string
		st      scoring.Stage
		edition string
		setting string   // the refused setting, "" when accepted
		tbs     []string // default tiebreaks when accepted
	}{
		{"round robin", scoring.Stage{System: scoring.RoundRobin, Cycles: 1}, "cxa2011", "", []string{"cxa2011-rr"}},
		{"round robin 1999", scoring.Stage{System: scoring.RoundRobin, Cycles: 2}, "cxa1999", "", []string{"cxa1999-rr"}},
		{"two-game round robin", scoring.Stage{System: scoring.RoundRobin, Cycles: 1, Match: "two-games"}, "cxa2011", "", []string{"cxa2011-multi"}},
		{"round robin with rounds", scoring.Stage{System: scoring.RoundRobin, Cycles: 1, Rounds: 9}, "cxa2011", "rounds", nil},
		{"round robin of three cycles", scoring.Stage{System: scoring.RoundRobin, Cycles: 3}, "cxa2011", "cycles", nil},
		{"round robin until", scoring.Stage{System: scoring.RoundRobin, Cycles: 1, Until: 4}, "cxa2011", "until", nil},
		{"swiss", scoring.Stage{System: scoring.Swiss, Rounds: 7, Cycles: 1}, "cxa2011", "", []string{"cxa2011-swiss-bh"}},
		{"swiss without rounds", scoring.Stage{System: scoring.Swiss}, "cxa2011", "rounds", nil},
		{"swiss of 100 rounds", scoring.Stage{System: scoring.Swiss, Rounds: 100}, "cxa2011", "rounds", nil},
		{"swiss double cycle", scoring.Stage{System: scoring.Swiss, Rounds: 7, Cycles: 2}, "cxa2011", "cycles", nil},
		{"dutch", scoring.Stage{System: scoring.Swiss, Rounds: 5, Options: map[string]string{"swiss": "dutch"}}, "cxa1999", "", []string{"cxa1999-swiss"}},
		{"knockout", scoring.Stage{System: scoring.Knockout, Cycles: 1, Until: 12}, "cxa2011", "", nil},
		{"knockout groups", scoring.Stage{System: scoring.Knockout, GroupCount: 2}, "cxa2011", "groups", nil},
		{"knockout rounds", scoring.Stage{System: scoring.Knockout, Rounds: 3}, "cxa2011", "rounds and cycles", nil},
		{"ladder until", scoring.Stage{System: scoring.Ladder, Until: 2}, "cxa2011", "rounds, cycles and until", nil},
		{"negative", scoring.Stage{System: scoring.RoundRobin, Cycles: 1, GroupCount: -1}, "cxa2011", "rounds, cycles, until, groups and after", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := tc.st
			err := Configure(&st, tc.edition)
			var se *SettingError
			switch {
			case tc.setting == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.setting != "" && (!errors.As(err, &se) || se.Setting != tc.setting):
				t.Fatalf("got %v, want the setting %q refused", err, tc.setting)
			case tc.setting == "":
				if d := cmp.Diff(tc.tbs, st.Tiebreaks); d != "" {
					t.Errorf("tiebreaks (-want +got):\n%s", d)
				}
				if st.System != scoring.RoundRobin && st.Cycles != 0 {
					t.Errorf("cycles %d kept on a %s stage", st.Cycles, st.System)
				}
			}
		})
	}
}
