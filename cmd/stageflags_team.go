package cmd

import (
	"slices"
	"strings"

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
	if st.System == scoring.Ladder {
		return invalidf("a ladder of teams is not supported: use round-robin, swiss or knockout with --teams")
	}
	st.Teams, st.Boards, st.Lineup = true, s.Boards, s.Lineup
	return nil
}
