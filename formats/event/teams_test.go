package event

import (
	"strings"
	"testing"
)

// teamFile is a valid team event file; each case of TestTeamErrors breaks
// one thing in it.
const teamFile = `xqt: 1
event:
  name: 团体赛
stages:
  - id: main
    system: round-robin
    teams: true
    boards: 2
players:
  - {no: 1, name: 甲}
  - {no: 2, name: 乙}
  - {no: 3, name: 丙}
  - {no: 4, name: 丁}
teams:
  - {"no": 1, name: 一中, members: [1, 2]}
  - {"no": 2, name: 二中, members: [3, 4]}
rounds:
  - round: 1
    stage: main
    games:
      - {board: 1, red: 1, black: 3, result: 1-0, match: 1, team_board: 1}
      - {board: 2, red: 4, black: 2, result: =, match: 1, team_board: 2}
    matches:
      - {match: 1, red: 1, black: 2}
`

func TestTeamErrors(t *testing.T) {
	if _, err := Decode("t.yaml", []byte(teamFile)); err != nil {
		t.Fatalf("the valid file: %v", err)
	}
	tests := []struct {
		name, old, new, want string
	}{
		{"player in two teams", "members: [3, 4]", "members: [2, 4]", "player 2 is in teams 一中 and 二中: a player plays for one team"},
		{"unknown member", "members: [3, 4]", "members: [3, 9]", "team 二中: unknown player 9"},
		{"same team number", `{"no": 2, name: 二中`, `{"no": 1, name: 二中`, "team \"二中\" has number 1, missing or used twice"},
		{"no boards", "    boards: 2\n", "", "a team stage needs boards"},
		{"unknown lineup rule", "    boards: 2\n", "    boards: 2\n    lineup: strongest\n", "unknown lineup \"strongest\""},
		{"match of an unknown team", "{match: 1, red: 1, black: 2}", "{match: 1, red: 1, black: 7}", "round 1, match 1: teams 1 and 7 must be two known teams"},
		{"board of no match", "result: =, match: 1", "result: =, match: 2", "round 1, board 2: match 2 is not listed under matches"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bad := strings.Replace(teamFile, tc.old, tc.new, 1)
			if bad == teamFile {
				t.Fatalf("%q is not in the file", tc.old)
			}
			_, err := Decode("t.yaml", []byte(bad))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
			if err != nil && !strings.HasPrefix(err.Error(), "t.yaml:") {
				t.Errorf("the error does not name the file and line: %v", err)
			}
		})
	}
}
