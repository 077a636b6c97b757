package cmd

import (
	"slices"
	"strings"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
)

// teamStage sets the team settings of a stage from the flags (--teams,
// --boards, --lineup).
func (s *stageFlags) teamStage(st *scoring.Stage) error {
	if !s.Teams {
		if s.Boards != 0 || s.Lineup != "" {
			return invalidf("--boards and --lineup are for a team stage: add --teams")
		}
		return nil
	}
	if s.Boards < 1 || s.Boards > 50 {
		return invalidf("a team stage needs --boards: how many players each team puts out in a match (e.g. --boards 4)")
	}
	if s.Lineup != "" && !slices.Contains(scoring.Lineups, s.Lineup) {
		return invalidf("unknown --lineup %q: use %s", s.Lineup, strings.Join(scoring.Lineups, ", "))
	}
	if sys, err := pairing.For(st); err == nil && !sys.Supports(pairing.FeatureTeams) {
		return invalidf("a %s stage of teams is not supported: use %s with --teams", st.System,
			pairing.IDListOf(func(s pairing.System) bool { return s.Supports(pairing.FeatureTeams) }))
	}
	st.Teams, st.Boards, st.Lineup = true, s.Boards, s.Lineup
	return nil
}
