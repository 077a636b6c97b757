package event

import (
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// swissWithdrawn is a Swiss of three whose player 3 withdrew from round 1
// after it was paired: his board is the forfeit article 20.4 gives (未赛对局
// 均作弃权，对方获胜). The file's invariants refuse a withdrawn player paired
// in a Swiss round unless the withdrawal decided the game, so only a game
// read as marked loads. MARK is the game's withdrawal key and note.
const swissWithdrawn = `xqt: 1
event:
  name: 测试
points: cxa2011
stages:
  - id: main
    system: swiss
    rounds: 2
players:
  - {no: 1, name: 甲}
  - {no: 2, name: 乙}
  - {no: 3, name: 丙, withdrawn: 1}
rounds:
  - round: 1
    stage: main
    games:
      - {board: 1, red: 2, black: 3, result: +-MARK}
    byes: [1]
`

// TestWithdrawalMark: a game a withdrawal decided is marked by data, the
// rule's article (withdrawal: "20.4"), not by its note. A file written
// before the mark existed says it in the note's words, withdrawn (20.4):
// it loads as the mark with no note left, and the next save writes the
// mark. The organiser's own note stays beside the mark. Without either the
// file is refused (the withdrawn player is paired); a mark that is no
// article, or one the old note contradicts, is refused at its line.
func TestWithdrawalMark(t *testing.T) {
	for _, tc := range []struct {
		name, mark string
		note       string // the note the game keeps
	}{
		{"old note", `, note: "withdrawn (20.4)"`, ""},
		{"typed", `, withdrawal: "20.4"`, ""},
		{"typed by hand, unquoted", `, withdrawal: 20.4`, ""},
		{"typed, same old note", `, withdrawal: "20.4", note: "withdrawn (20.4)"`, ""},
		{"typed with a note", `, withdrawal: "20.4", note: 中午离开`, "中午离开"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, err := Decode("e.yaml", []byte(strings.Replace(swissWithdrawn, "MARK", tc.mark, 1)))
			if err != nil {
				t.Fatal(err)
			}
			check := func(when string, ev *scoring.Event) {
				t.Helper()
				g := ev.Rounds[0].Games[0]
				if g.Withdrawal != scoring.WithdrawalSwiss || g.Note != tc.note || g.Result != scoring.RedForfeit {
					t.Errorf("%s: mark %q note %q result %v, want %q, %q, +-", when, g.Withdrawal, g.Note, g.Result, scoring.WithdrawalSwiss, tc.note)
				}
			}
			check("loaded", ev)
			data, err := Encode(ev)
			if err != nil {
				t.Fatal(err)
			}
			if s := string(data); !strings.Contains(s, `withdrawal: "20.4"`) || strings.Contains(s, "withdrawn (") {
				t.Errorf("the saved file does not write the mark alone:\n%s", s)
			}
			again, err := Decode("e.yaml", data)
			if err != nil {
				t.Fatal(err)
			}
			check("saved and loaded again", again)
		})
	}
	for _, tc := range []struct{ name, mark, want string }{
		{"no mark", "", "e.yaml:17: round 1, board 1: 丙 (3) withdrew from round 1 and is paired in round 1"},
		{"only words like the old note", `, note: "withdrawn (20.5)"`, "e.yaml:17: round 1, board 1: 丙 (3) withdrew"},
		{"not an article", `, withdrawal: "20.5"`, `e.yaml:17: round 1, board 1: withdrawal "20.5": use "20.3" or "20.4"`},
		{"contradicted by the old note", `, withdrawal: "20.3", note: "withdrawn (20.4)"`,
			`e.yaml:17: round 1, board 1: the note says withdrawn (20.4) and the withdrawal "20.3": keep one`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode("e.yaml", []byte(strings.Replace(swissWithdrawn, "MARK", tc.mark, 1)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// TestTeamWithdrawalMark: a team match a team's withdrawal decided takes
// the mark too; an older file's note in words loads as it (20.3 here, a
// round robin of teams) and is saved as the mark.
func TestTeamWithdrawalMark(t *testing.T) {
	for _, mark := range []string{`note: "withdrawn (20.3)"`, `withdrawal: "20.3"`} {
		text := strings.Replace(teamFile, "{match: 1, red: 1, black: 2}", "{match: 1, red: 1, black: 2, "+mark+"}", 1)
		ev, err := Decode("t.yaml", []byte(text))
		if err != nil {
			t.Fatalf("%s: %v", mark, err)
		}
		if m := ev.Rounds[0].Matches[0]; m.Withdrawal != scoring.WithdrawalRoundRobin || m.Note != "" {
			t.Errorf("%s: match mark %q note %q, want %q and no note", mark, m.Withdrawal, m.Note, scoring.WithdrawalRoundRobin)
		}
		data, err := Encode(ev)
		if err != nil {
			t.Fatal(err)
		}
		if s := string(data); !strings.Contains(s, `withdrawal: "20.3"`) || strings.Contains(s, "withdrawn (") {
			t.Errorf("%s: the saved file does not write the mark alone:\n%s", mark, s)
		}
	}
}
