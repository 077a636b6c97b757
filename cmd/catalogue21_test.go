package cmd

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// swissBeforeFinal makes a Swiss of one round played by four players, with
// a final by list not yet seeded.
func swissBeforeFinal() [][]string {
	return [][]string{
		{"init", "e.yaml", "--name", "决赛", "--system", "swiss", "--rounds", "1", "--start", "2026-03-01"},
		{"player", "add", "e.yaml", "--name", "甲", "--rating", "1500"},
		{"player", "add", "e.yaml", "--name", "乙", "--rating", "1500"},
		{"player", "add", "e.yaml", "--name", "丙", "--rating", "1500"},
		{"player", "add", "e.yaml", "--name", "丁", "--rating", "1500"},
		{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "list"},
		{"pair", "e.yaml"}, {"result", "e.yaml", "1", "1", "1-0"}, {"result", "e.yaml", "1", "2", "1-0"},
	}
}

// catalogue21Bases are the events the bad inputs of TestCatalogue21 start
// from, each made through the CLI.
var catalogue21Bases = map[string][][]string{
	// A Swiss of one round played, a final by list not yet seeded.
	"final": append(swissBeforeFinal(), []string{"player", "withdraw", "e.yaml", "乙", "--round", "2"}),
	// The same, advanced: the Swiss closed, the final seeded (丁, 丙).
	"closed": append(swissBeforeFinal(), []string{"advance", "e.yaml", "--player", "丁", "--player", "丙"}),
	// A Swiss of three rounds, four players, round 1 paired.
	"swiss": {
		{"init", "e.yaml", "--name", "瑞士", "--system", "swiss", "--rounds", "3"},
		{"player", "add", "e.yaml", "--name", "P1"}, {"player", "add", "e.yaml", "--name", "P2"},
		{"player", "add", "e.yaml", "--name", "P3"}, {"player", "add", "e.yaml", "--name", "P4"},
		{"pair", "e.yaml"},
	},
	// A Swiss in two groups of four, not paired.
	"groups": {
		{"init", "e.yaml", "--name", "分组", "--system", "swiss", "--rounds", "3", "--groups", "2"},
		{"player", "add", "e.yaml", "--name", "P1"}, {"player", "add", "e.yaml", "--name", "P2"},
		{"player", "add", "e.yaml", "--name", "P3"}, {"player", "add", "e.yaml", "--name", "P4"},
		{"player", "add", "e.yaml", "--name", "P5"}, {"player", "add", "e.yaml", "--name", "P6"},
		{"player", "add", "e.yaml", "--name", "P7"}, {"player", "add", "e.yaml", "--name", "P8"},
	},
	// A team round robin of three teams of two boards, round 1 paired.
	"teams": {
		{"init", "e.yaml", "--name", "团体", "--teams", "--boards", "2", "--start", "2026-03-01"},
		{"team", "add", "e.yaml", "--name", "甲队", "--player", "甲1", "--player", "甲2", "--sub", "甲3"},
		{"team", "add", "e.yaml", "--name", "乙队", "--player", "乙1", "--player", "乙2"},
		{"team", "add", "e.yaml", "--name", "丙队", "--player", "丙1", "--player", "丙2"},
		{"pair", "e.yaml"},
	},
	// A knockout of four, best of three, round 1 paired.
	"ko": {
		{"init", "e.yaml", "--name", "淘汰", "--system", "knockout", "--match", "best-of-3"},
		{"player", "add", "e.yaml", "--name", "K1"}, {"player", "add", "e.yaml", "--name", "K2"},
		{"player", "add", "e.yaml", "--name", "K3"}, {"player", "add", "e.yaml", "--name", "K4"},
		{"pair", "e.yaml"},
	},
}

// TestCatalogue21 is the catalogue of bad inputs of issue 21: each is
// refused cleanly, that is with the documented exit code, a message that
// names the place (the stage, round, board, flag or FILE:LINE) and says
// what to do, and every file of the folder unchanged by a byte.
func TestCatalogue21(t *testing.T) {
	long := strings.Repeat("长", 5000)
	cases := []struct {
		class, name, base string
		args              []string
		code              int
		want              string // names the place and what is wrong
		hint              string // says what to do
	}{
		// Stuck events.
		{"stuck", "advance one player twice", "final", []string{"advance", "e.yaml", "--player", "甲", "--player", "甲"}, 3, `stage final: 甲 \(1\) is listed twice among its qualifiers`, `each qualifier once`},
		{"stuck", "advance by number and name", "final", []string{"advance", "e.yaml", "--player", "1", "--player", "甲"}, 3, `stage final: 甲 \(1\) is listed twice`, `each qualifier once`},
		{"stuck", "match best-of-0", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--match", "best-of-0"}, 3, `stage ko: match: match format "best-of-0"`, `such as best-of-3`},
		{"stuck", "match bogus", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--match", "bogus"}, 3, `stage ko: match: match format "bogus"`, `such as best-of-3`},
		{"stuck", "match best-of-2", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--match", "best-of-2"}, 3, `stage ko: match`, `odd number`},
		{"stuck", "draw bogus", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--draw", "bogus"}, 3, `stage ko: option draw="bogus"`, `use cards or seeded`},
		{"stuck", "option match.final bogus", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--option", "match.final=bogus"}, 3, `stage ko: option match.final`, `such as best-of-3`},
		{"stuck", "option match.x", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--option", "match.x=single"}, 3, `stage ko: option match.x`, `write match.N`},
		{"stuck", "elimination triple", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--option", "elimination=triple"}, 3, `stage ko: option elimination="triple"`, `use single or double`},
		{"stuck", "places zero", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--option", "places=0"}, 3, `stage ko: option places="0"`, `give the number of places`},
		{"stuck", "unplayed bogus", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--option", "unplayed=nope"}, 3, `stage ko: option unplayed="nope"`, `'xqt tiebreaks' lists them`},
		{"stuck", "first-colour green", "final", []string{"stage", "add", "e.yaml", "s2", "--system", "swiss", "--rounds", "2", "--option", "first-colour=green"}, 3, `stage s2: option first-colour="green"`, `use red or black`},
		{"stuck", "seeds minus", "final", []string{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--option", "seeds=-2"}, 3, `stage ko: option seeds="-2"`, `whole number from 0`},
		{"stuck", "team of substitutes only", "teams", []string{"team", "add", "e.yaml", "--name", "丁队", "--sub", "丁1"}, 3, `team 丁队 has no members`, `substitutes only stand in`},
		{"stuck", "team after the table is fixed", "teams", []string{"team", "add", "e.yaml", "--name", "戊队", "--player", "戊1", "--player", "戊2"}, 3, `stage main: team 戊队 is not in the round robin's table, fixed when round 1 was paired`, `teams join before the first round`},
		// Silent re-seeding.
		{"reseed", "clear in a closed stage", "closed", []string{"result", "e.yaml", "1", "1", "--clear"}, 3, `stage main is closed, but round 1 has no result on board\(s\) 1`, `enter the results, or reopen the stage`},
		{"reseed", "clear the other board", "closed", []string{"result", "e.yaml", "1", "2", "--clear"}, 3, `stage main is closed, but round 1 has no result on board\(s\) 2`, `enter the results`},
		{"reseed", "withdrawn player qualifies", "final", []string{"advance", "e.yaml", "--player", "乙", "--player", "丙"}, 3, `stage final: 乙 \(2\) withdrew from round 2 and cannot qualify for a stage that starts in round 2`, `cannot qualify`},
		{"reseed", "player not of the stage qualifies", "final", []string{"advance", "e.yaml", "--player", "甲", "--player", "无名"}, 3, `无名`, `player list`},
		// Accepted, then check failed.
		{"check", "team board fouls over the limit", "teams", []string{"result", "e.yaml", "1", "1", "1-0", "--board", "1", "--red-fouls", "3"}, 3, `round 1, board 1: 3 fouls in one game lose it`, `the result is 0-1, not 1-0`},
		{"check", "team board fouls, black", "teams", []string{"result", "e.yaml", "1", "1", "0-1", "--board", "2", "--black-fouls", "4"}, 3, `round 1, board 2: 3 fouls in one game lose it`, `the result is 1-0, not 0-1`},
		{"check", "negative foul limit", "swiss", []string{"stage", "add", "e.yaml", "s2", "--system", "swiss", "--rounds", "2", "--option", "foul-limit=-1"}, 3, `stage s2: foul-limit "-1" is not a number of fouls from 1`, `three lose a game`},
		{"check", "foul limit zero", "swiss", []string{"stage", "add", "e.yaml", "s2", "--system", "swiss", "--rounds", "2", "--option", "foul-limit=0"}, 3, `stage s2: foul-limit "0"`, `an event may say two`},
		{"check", "foul limit words", "swiss", []string{"stage", "add", "e.yaml", "s2", "--system", "swiss", "--rounds", "2", "--option", "foul-limit=three"}, 3, `stage s2: foul-limit "three"`, `an event may say two`},
		// Impossible stage settings.
		{"stage", "qualify 99 of 4", "swiss", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "99"}, 3, `stage final: qualify 99, but stage main has 4 entrants`, `qualify at most 4`},
		{"stage", "qualify 5 of 4", "swiss", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "top5"}, 3, `stage final: qualify 5, but stage main has 4 entrants`, `qualify at most 4`},
		{"stage", "top-N per group without groups", "swiss", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "top2-per-group"}, 3, `stage final: qualify top2-per-group, but stage main plays in no groups`, `qualify a number \(the top N\) instead`},
		{"stage", "top 3 of 2 groups of 4 is fine, top 5 is not", "groups", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "top5-per-group"}, 3, `stage final: qualify top5-per-group from 2 groups is 10 players, but stage main has 8 entrants`, `8 entrants`},
		{"stage", "after 99 of 3 rounds", "swiss", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "4", "--after", "99"}, 3, `stage final: qualify_after 99, but stage main has 3 rounds`, `name a round from 1 to 3`},
		{"stage", "after 4 of 3 rounds", "swiss", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "2", "--after", "4"}, 3, `stage final: qualify_after 4`, `name a round from 1 to 3`},
		{"stage", "crossover without groups", "swiss", []string{"stage", "add", "e.yaml", "final", "--system", "knockout", "--qualify", "4", "--seeding", "crossover"}, 3, `stage final: a crossover \(A1-B2, B1-A2\) pairs the places of two or more groups, but stage main plays in no groups`, `use snake or random`},
		{"stage", "5 groups for 4", "swiss", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "4", "--groups", "5"}, 3, `stage final: 5 groups for 4 qualifiers`, `use at most 4 groups`},
		{"stage", "3 groups for top 2", "groups", []string{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "2", "--groups", "3"}, 3, `stage final: 3 groups for 2 qualifiers`, `use at most 2 groups`},
		{"stage", "id with a line break", "swiss", []string{"stage", "add", "e.yaml", "fi\nnal", "--system", "round-robin"}, 3, `stage id has a line break`, `a name is one line`},
		{"stage", "id with a space", "swiss", []string{"stage", "add", "e.yaml", "a b", "--system", "round-robin"}, 3, `stage id "a b" has spaces`, `one word \(e\.g\. final\)`},
		{"stage", "id of 10,000 characters", "swiss", []string{"stage", "add", "e.yaml", strings.Repeat("s", 10000), "--system", "round-robin"}, 3, `stage id is 10000 characters long`, `more than the 200 a name may have`},
		{"stage", "name with a line break", "swiss", []string{"stage", "add", "e.yaml", "final", "--name", "决\n赛", "--system", "round-robin"}, 3, `--name: the name .* has a line break`, `a name is one line`},
		{"stage", "name of 10,000 characters", "swiss", []string{"stage", "add", "e.yaml", "final", "--name", strings.Repeat("赛", 10000), "--system", "round-robin"}, 3, `--name: the name is 10000 characters long`, `more than the 200`},
		// Contradictory flags.
		{"flags", "final with after", "closed", []string{"standings", "e.yaml", "--final", "--after", "1"}, 2, `--after and --final contradict each other`, `give one of them`},
		{"flags", "final with stage", "closed", []string{"standings", "e.yaml", "--final", "--stage", "main"}, 2, `--final and --stage contradict each other`, `give one of them`},
		{"flags", "final with group", "closed", []string{"standings", "e.yaml", "--final", "--group", "A"}, 2, `--final and --group contradict each other`, `give one of them`},
		{"flags", "final with tiebreaks", "closed", []string{"standings", "e.yaml", "--final", "--tiebreaks", "bh"}, 2, `--final and --tiebreaks contradict each other`, `give one of them`},
		{"flags", "final with teams", "closed", []string{"standings", "e.yaml", "--final", "--teams"}, 2, `--final and --teams contradict each other`, `give one of them`},
		{"flags", "teams with individual", "teams", []string{"standings", "e.yaml", "--teams", "--individual"}, 2, `--individual and --teams contradict each other`, `give one of them`},
		{"flags", "game on a team board", "teams", []string{"result", "e.yaml", "1", "1", "1-0", "--board", "1", "--game", "2"}, 2, `--game is for a match of several games; a team board is one game`, `--board N`},
		{"flags", "red on a team board", "teams", []string{"result", "e.yaml", "1", "1", "1-0", "--board", "1", "--red", "甲1"}, 2, `--red is for an armageddon game`, `line-up`},
		{"flags", "clear a team match without board", "teams", []string{"result", "e.yaml", "1", "1", "--clear"}, 2, `--clear in a team round erases one board`, `add --board N`},
		// Names.
		{"names", "name of spaces only", "swiss", []string{"player", "add", "e.yaml", "--name", "   "}, 3, `--name: the name "   " has only spaces or invisible characters`, `give a name that prints`},
		{"names", "ideographic spaces only", "swiss", []string{"player", "add", "e.yaml", "--name", "\u3000\u3000"}, 3, `--name: the name .* has only spaces or invisible characters`, `give a name that prints`},
		{"names", "zero-width only", "swiss", []string{"player", "add", "e.yaml", "--name", "\u200b\u200d"}, 3, `--name: the name .* has only spaces or invisible characters`, `give a name that prints`},
		{"names", "BOM only", "swiss", []string{"player", "add", "e.yaml", "--name", "\ufeff"}, 3, `--name: the name .* has only spaces or invisible characters`, `give a name that prints`},
		{"names", "trailing space makes no new player", "swiss", []string{"player", "add", "e.yaml", "--name", "P1 "}, 3, `P1 is already number 1`, `add something that tells them apart`},
		{"names", "leading ideographic space", "swiss", []string{"player", "add", "e.yaml", "--name", "\u3000P1"}, 3, `P1 is already number 1`, `add something that tells them apart`},
		{"names", "zero-width inside", "swiss", []string{"player", "add", "e.yaml", "--name", "P\u200b1"}, 3, `P1 is already number 1`, `add something that tells them apart`},
		{"names", "team name with spaces", "teams", []string{"team", "add", "e.yaml", "--name", " 甲队\u3000", "--player", "x9"}, 3, `team 甲队 exists and the event has begun`, `add substitutes with --sub`},
		{"names", "team member name with ideographic space", "teams", []string{"team", "add", "e.yaml", "--name", "甲队", "--sub", "乙1\u3000"}, 3, `乙1 \(4\) already plays for 乙队`, `a player plays for one team`},
		{"names", "team name of 5,000 characters", "teams", []string{"team", "add", "e.yaml", "--name", long, "--player", "x9"}, 3, `--name: the name is 5000 characters long`, `more than the 200 a name may have`},
		{"names", "team name invisible", "teams", []string{"team", "add", "e.yaml", "--name", "\u200b", "--player", "x9"}, 3, `--name: the name .* has only spaces or invisible characters`, `give a name that prints`},
		{"names", "club of 201 characters", "swiss", []string{"player", "add", "e.yaml", "--name", "新", "--club", strings.Repeat("c", 201)}, 3, `--club: the name is 201 characters long`, `more than the 200`},
		{"names", "name with a tab", "swiss", []string{"player", "add", "e.yaml", "--name", "a\tb"}, 3, `--name: the name .* has the control character U\+0009`, `remove it`},
		{"names", "init name of spaces", "swiss", []string{"init", "new.yaml", "--name", "\u3000"}, 3, `the name .* has only spaces or invisible characters`, `give a name that prints`},
		// Resources.
		{"names", "play-off of players on a team stage", "teams", []string{"playoff", "e.yaml", "甲1", "乙1"}, 3, `stage main is a team stage: its play-off orders teams, and 甲1 \(1\) is a player`, `name the tied teams, best first`},
		{"names", "play-off naming a team twice", "teams", []string{"playoff", "e.yaml", "甲队", "甲队"}, 3, `team 甲队 is named twice`, `name each team once`},
		{"names", "play-off of part of the tied teams", "teams", []string{"playoff", "e.yaml", "甲队", "乙队"}, 3, `in stage main these are tied after every tiebreak: 甲队, 乙队, 丙队`, `name every team of one group`},
		{"names", "play-off of a team that is not there", "teams", []string{"playoff", "e.yaml", "甲队", "戊队"}, 3, `no team is called "戊队"`, `'xqt team list' shows them`},
		{"files", "zip bomb roster", "swiss", []string{"player", "import", "e.yaml", "bomb.xlsx"}, 3, `bomb.xlsx: the workbook unpacks to more than 64 MB`, `save the sheet alone, or as .csv`},
	}
	// The inputs some cases read.
	bomb := zipBomb(t)
	bases := map[string]string{}
	for name, steps := range catalogue21Bases {
		dir := t.TempDir()
		for _, args := range steps {
			args = append([]string(nil), args...)
			if code, _, stderr := run(t, dir, "", args...); code != 0 {
				t.Fatalf("base %s: %v: %d %s", name, args, code, stderr)
			}
		}
		_ = os.Remove(filepath.Join(dir, "e.yaml.bak"))
		if err := os.WriteFile(filepath.Join(dir, "bomb.xlsx"), bomb, 0o644); err != nil {
			t.Fatal(err)
		}
		bases[name] = dir
	}
	clean := 0
	for _, tc := range cases {
		t.Run(tc.class+"/"+tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.CopyFS(dir, os.DirFS(bases[tc.base])); err != nil {
				t.Fatal(err)
			}
			args := append([]string(nil), tc.args...)
			for i, a := range args {
				if a == "bomb.xlsx" {
					args[i] = filepath.Join(dir, a)
				}
			}
			before := snapshot(t, dir)
			code, _, stderr := run(t, dir, "", args...)
			ok := true
			if code != tc.code {
				t.Errorf("exit %d, want %d: %s", code, tc.code, stderr)
				ok = false
			}
			for _, re := range []string{tc.want, tc.hint} {
				if !regexp.MustCompile(re).MatchString(stderr) {
					t.Errorf("stderr %q does not match %q", stderr, re)
					ok = false
				}
			}
			sameFiles(t, dir, before)
			if ok && !t.Failed() {
				clean++
			}
		})
	}
	// Hand edits 'xqt check' missed: each an edit of catalogueEvent (old
	// replaced by new), refused by check and every other command at its
	// FILE:LINE.
	final := "    order: [1, 2, 3, 4, 5, 6]\n  - id: final\n    system: round-robin\n    from: main\n"
	played := `{board: 3, red: 3, black: 6, result: "1-0"}`
	teamsFile := "    order: [1, 2, 3, 4, 5, 6]\n  - id: t\n    system: round-robin\n    teams: true\n    boards: 2\n    team_order: [1, 2]\n"
	teams := "teams:\n  - {no: 1, name: 一队, members: [1, 2]}\n  - {no: 2, name: 二队, members: [4, 5]}\n"
	teamRound := "  - round: 2\n    stage: t\n    games:\n      - {board: 1, red: 1, black: 4, result: \"\", match: 1, team_board: 1}\n      - {board: 2, red: 5, black: 2, result: \"\", match: 1, team_board: 2}\n    matches:\n      - {match: 1, red: 1, black: 2}\n"
	edits := []struct {
		name, old, new, want string
	}{
		{"closed stage with a result missing", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    closed: true\n", `stage main is closed, but round 1 has no result on board\(s\) 3: a closed stage is complete; enter the results, or reopen the stage`},
		{"later stage paired while the earlier is open", "    order: [1, 2, 3, 4, 5, 6]\n", final + "    qualify: list\n    players: [1, 2]\n", ``},
		{"duplicate qualifiers", "    order: [1, 2, 3, 4, 5, 6]\n", final + "    qualify: list\n    players: [1, 1]\n", `stage final: 甲 \(1\) is listed twice among its qualifiers: each qualifier once`},
		{"qualify 9 of 6 once paired", "    order: [1, 2, 3, 4, 5, 6]\n", final + "    qualify: \"9\"\n", `stage final: qualify 9, but stage main has 6 entrants: qualify at most 6`},
		{"top-N per group without groups", "    order: [1, 2, 3, 4, 5, 6]\n", final + "    qualify: top1-per-group\n", `stage final: qualify top1-per-group, but stage main plays in no groups`},
		{"qualify_after past the last round", "    order: [1, 2, 3, 4, 5, 6]\n", final + "    qualify: \"2\"\n    qualify_after: 9\n", `stage final: qualify_after 9, but stage main has 5 rounds: name a round from 1 to 5`},
		{"crossover without groups", "    order: [1, 2, 3, 4, 5, 6]\n", final + "    qualify: \"4\"\n    seeding: crossover\n", `stage final: a crossover .* but stage main plays in no groups: use snake or random`},
		{"more groups than qualifiers", "    order: [1, 2, 3, 4, 5, 6]\n", final + "    qualify: \"2\"\n    group_count: 3\n", `stage final: 3 groups for 2 qualifiers: every group needs players; use at most 2 groups`},
		{"stage id with a space", "  - id: main\n", "  - id: main x\n", `stage id "main x" has spaces: a stage id is one word`},
		{"fouls over the limit", "{board: 1, red: 1, black: 4, result: 1-0}", "{board: 1, red: 1, black: 4, result: 1-0, red_fouls: 3}", `round 1, board 1: 3 fouls in one game lose it \(stage option foul-limit\), and the game has 3 and 0: the result is 0-1, not 1-0`},
		{"foul limit below 1", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    options: {foul-limit: \"-1\"}\n", `stage main: foul-limit "-1" is not a number of fouls from 1`},
		{"draw option bogus", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    options: {draw: bogus}\n", `stage main: option draw="bogus": use cards or seeded`},
		{"play-off naming a player not in the stage", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    players: [1, 2, 3, 4, 5, 6]\n    options: {playoff: \"2,9\"}\n", `stage main: option playoff="2,9" names 9, who is not in the stage`},
		{"play-off naming a player twice", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    options: {playoff: \"2,3,2\"}\n", `stage main: option playoff="2,3,2" names 2 twice: each once, best first`},
		{"places not to share that do not exist", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    options: {no-shared: \"1,9\"}\n", `stage main: option no-shared="1,9": place 9 does not exist: the stage has places 1 to 6`},
		{"sb-draw bogus", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    options: {sb-draw: double}\n", `stage main: option sb-draw="double": use half or weighted`},
		{"match format bogus", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    match: best-of-0\n", `stage main: match: match format "best-of-0"`},
		{"match result contradicts its games", "    order: [1, 2, 3, 4, 5, 6]\n", "    order: [1, 2, 3, 4, 5, 6]\n    match: best-of-3\n", ``},
		{"team of no members", "rounds:\n", "teams:\n  - {no: 1, name: 一队, members: []}\nrounds:\n", `team 一队 has no members`},
		{"player's team column against the teams list", "{no: 1, name: 甲, club: 一中, rating: 1500}", "{no: 1, name: 甲, club: 一中, team: 二队, rating: 1500}", `甲 \(1\): team "二队", but the teams list has them in team 一队: make the two agree`},
		{"team board out of range", "team_board: 2}", "team_board: 3}", `round 2, board 2: team board 3, but the stage's matches have boards 1 to 2`},
		{"a team match short of a board", "      - {board: 2, red: 5, black: 2, result: \"\", match: 1, team_board: 2}\n", "", `round 2, match 1 has 1 boards, but stage t plays 2 a match`},
		{"two line-ups for one team", "      - {match: 1, red: 1, black: 2}\n", "      - {match: 1, red: 1, black: 2}\n    lineups:\n      - {team: 1, players: [1, 2]}\n      - {team: 1, players: [2, 1]}\n", `round 2: team 一队 has two line-ups: one line-up per team and round`},
		{"line-up of another team's player", "      - {match: 1, red: 1, black: 2}\n", "      - {match: 1, red: 1, black: 2}\n    lineups:\n      - {team: 1, players: [1, 4]}\n", `round 2: the line-up of team 一队 names 丁 \(4\), who is not registered for the team`},
		{"line-up short of the boards", "      - {match: 1, red: 1, black: 2}\n", "      - {match: 1, red: 1, black: 2}\n    lineups:\n      - {team: 1, players: [1]}\n", `round 2: the line-up of team 一队 names 1 players for 2 boards: one player per board`},
		{"team added after the table", "  - {no: 2, name: 二队, members: [4, 5]}\n", "  - {no: 2, name: 二队, members: [4, 5]}\n  - {no: 3, name: 三队, members: [3, 6]}\n", `stage t: team 三队 is not in the round robin's table, fixed when round 2 was paired`},
		{"player in two teams", "  - {no: 2, name: 二队, members: [4, 5]}\n", "  - {no: 2, name: 二队, members: [4, 5, 1]}\n", `player 1 is in teams 一队 and 二队: a player plays for one team`},
		{"withdrawn player with a bye", "      - {board: 3, red: 3, black: 6, result: \"\"}\n", "      - {board: 3, red: 3, black: 6, result: \"\"}\n    half_byes: []\n", ``},
	}
	for _, e := range edits {
		data := strings.Replace(catalogueEvent, e.old, e.new, 1)
		switch e.name {
		case "later stage paired while the earlier is open":
			data = strings.Replace(data, `{board: 3, red: 3, black: 6, result: ""}`, played, 1) + "  - round: 2\n    stage: final\n    games:\n      - {board: 1, red: 1, black: 2, result: \"\"}\n"
			e.want = `stage final has round 2, but stage main it is seeded from is not closed: a later stage is paired once the earlier one is closed \('xqt advance'\)`
		case "stage id with a space":
			data = strings.ReplaceAll(data, "stage: main\n", "stage: main x\n")
		case "qualify 9 of 6 once paired", "top-N per group without groups", "qualify_after past the last round", "crossover without groups", "more groups than qualifiers", "duplicate qualifiers":
		case "match result contradicts its games":
			data = strings.Replace(data, "{board: 1, red: 1, black: 4, result: 1-0}", "{board: 1, red: 1, black: 4, result: 1-0, games: [{red: 1, result: 0-1}, {red: 4, result: 1-0}]}", 1)
			e.want = `round 1, board 1: the match result is 1-0, but its games give 0-1: the result follows the games`
		case "player's team column against the teams list", "team of no members":
			if e.name != "team of no members" {
				data = strings.Replace(data, "rounds:\n", "teams:\n  - {no: 1, name: 一队, members: [1, 2]}\n  - {no: 2, name: 二队, members: [4, 5]}\nrounds:\n", 1)
			}
		case "team board out of range", "a team match short of a board", "player in two teams", "two line-ups for one team", "line-up of another team's player", "line-up short of the boards", "team added after the table":
			base := strings.Replace(catalogueEvent, "    order: [1, 2, 3, 4, 5, 6]\n", teamsFile, 1)
			base = strings.Replace(base, `{board: 3, red: 3, black: 6, result: ""}`, played, 1)
			base = strings.Replace(base, "    closed: true\n", "", 1)
			base = strings.Replace(base, "rounds:\n", teams+"rounds:\n", 1) + teamRound
			if !strings.Contains(base, e.old) {
				t.Fatalf("%s: %q not in the team event", e.name, e.old)
			}
			data = strings.Replace(base, e.old, e.new, 1)
		case "withdrawn player with a bye":
			data = strings.Replace(catalogueEvent, "{no: 6, name: 己, club: 六中, rating: 1500}", "{no: 6, name: 己, club: 六中, rating: 1500, withdrawn: 2}", 1)
			data = strings.Replace(data, `{board: 3, red: 3, black: 6, result: ""}`, played, 1)
			data += "  - round: 2\n    stage: main\n    games:\n      - {board: 1, red: 1, black: 2, result: \"\"}\n      - {board: 2, red: 3, black: 4, result: \"\"}\n    byes: [6]\n    absent: [5]\n"
			e.want = `round 2: 己 \(6\) withdrew from round 2 and has a bye in round 2: unpair the round \('xqt unpair'\) or withdraw from round 3 on`
		}
		if data == catalogueEvent {
			t.Fatalf("%s: the edit changes nothing", e.name)
		}
		t.Run("hand edit/"+e.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "m.yaml"), []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			before := snapshot(t, dir)
			ok := true
			verbs := [][]string{{"check", "m.yaml"}, {"pair", "m.yaml"}, {"result", "m.yaml", "1", "2", "1-0"}}
			if strings.Contains(data, "team_board") {
				verbs = append(verbs, []string{"result", "m.yaml", "2", "1", "1-0", "--board", "1"})
			}
			for _, verb := range verbs {
				code, _, stderr := run(t, dir, "", append([]string(nil), verb...)...)
				if code != ExitInvalid {
					t.Errorf("%v: exit %d, want 3: %s", verb, code, stderr)
					ok = false
				}
				if !regexp.MustCompile(`m\.yaml:\d+: ` + e.want).MatchString(stderr) {
					t.Errorf("%v: stderr %q does not match m.yaml:LINE: %q", verb, stderr, e.want)
					ok = false
				}
			}
			sameFiles(t, dir, before)
			if ok && !t.Failed() {
				clean++
			}
		})
	}
	n := len(cases) + len(edits)
	t.Logf("%d bad inputs (%d commands, %d hand edits), %d refused cleanly (exit code, place named, hint, files unchanged)", n, len(cases), len(edits), clean)
	if clean != n {
		t.Errorf("%d of %d bad inputs not refused cleanly", n-clean, n)
	}
}
