package pairing

import (
	"fmt"

	"github.com/xiangqi-org/xqt/scoring"
)

// SettingError says a stage's setting does not suit its system.
type SettingError struct {
	Setting string // the event file key (and, with "--", the flag)
	Msg     string
}

func (e *SettingError) Error() string { return fmt.Sprintf("%s %s", e.Setting, e.Msg) }

// Configure checks the settings of a new stage against its system and
// fills in the system's defaults: the tiebreaks of article 15 (2011/2014 14)
// for the rules edition. Settings a system does not use are refused, not
// ignored.
func Configure(st *scoring.Stage, edition string) error {
	sys, err := For(st)
	if err != nil {
		return err
	}
	if st.Cycles < 0 || st.Until < 0 || st.GroupCount < 0 || st.QualifyAfter < 0 || st.Rounds < 0 {
		return &SettingError{"rounds, cycles, until, groups and after", "take a whole number from 0"}
	}
	if st.GroupCount > 1 && !sys.Supports(FeatureGroups) {
		return &SettingError{"groups", fmt.Sprintf("is for a round robin or a Swiss: a %s stage is one table", sys.Name())}
	}
	c, ok := sys.(configurer)
	if !ok {
		if st.Rounds != 0 || st.Until != 0 || st.Cycles > 1 {
			return &SettingError{"rounds, cycles and until", fmt.Sprintf("are not settings of a %s stage", sys.Name())}
		}
		st.Cycles = 0
		return nil
	}
	return c.configure(st, edition)
}

// configurer is a system with settings of its own.
type configurer interface {
	configure(st *scoring.Stage, edition string) error
}

func (roundRobinSystem) configure(st *scoring.Stage, edition string) error {
	if st.Cycles < 1 || st.Cycles > 2 {
		return &SettingError{"cycles", "is 1 (single round robin) or 2 (double)"}
	}
	if st.Rounds != 0 {
		return &SettingError{"rounds", "is for a Swiss: a round robin has as many rounds as its table (n-1, or n for an odd field)"}
	}
	if st.Until != 0 {
		return &SettingError{"until", "is for a knockout: it stops when that many players are left"}
	}
	if len(st.Tiebreaks) == 0 {
		f, err := scoring.ParseMatchFormat(st.Match)
		switch {
		case err == nil && f.Games > 1 && edition != "cxa1999":
			st.Tiebreaks = []string{"cxa2011-multi"} // several games per pairing, 2011 14.2
		case edition == "cxa1999":
			st.Tiebreaks = []string{"cxa1999-rr"}
		default:
			st.Tiebreaks = []string{"cxa2011-rr"}
		}
	}
	return nil
}

func swissConfigure(st *scoring.Stage, edition string) error {
	if st.Rounds < 1 || st.Rounds > 99 {
		return &SettingError{"rounds", "of a Swiss is a number from 1 to 99 (e.g. --rounds 7)"}
	}
	if st.Until != 0 {
		return &SettingError{"until", "is for a knockout: it stops when that many players are left"}
	}
	if st.Cycles > 1 {
		return &SettingError{"cycles", "is for a round robin: a Swiss has its number of rounds"}
	}
	st.Cycles = 0
	if len(st.Tiebreaks) == 0 {
		st.Tiebreaks = []string{"cxa2011-swiss-bh"}
		if edition == "cxa1999" {
			st.Tiebreaks = []string{"cxa1999-swiss"}
		}
	}
	return nil
}

func (cxaSwissSystem) configure(st *scoring.Stage, edition string) error {
	return swissConfigure(st, edition)
}

func (dutchSystem) configure(st *scoring.Stage, edition string) error {
	return swissConfigure(st, edition)
}

func (knockoutSystem) configure(st *scoring.Stage, _ string) error {
	if st.Rounds != 0 || st.Cycles > 1 {
		return &SettingError{"rounds and cycles", "are not settings of a knockout: it plays until one is left (or --until)"}
	}
	st.Cycles = 0
	return nil
}
