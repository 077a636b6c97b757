package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// catalogueEvent is a Swiss event of six players after round 1, one board
// without a result: the file every bad input of TestCatalogue starts from.
const catalogueEvent = `xqt: 1
event:
  name: 春季赛
  start: "2026-03-01"
  edition: cxa2011
points: cxa2011
stages:
  - id: main
    system: swiss
    rounds: 5
    tiebreaks: [cxa2011-swiss-bh]
    order: [1, 2, 3, 4, 5, 6]
players:
  - {no: 1, name: 甲, club: 一中, rating: 1500}
  - {no: 2, name: 乙, club: 二中, rating: 1500}
  - {no: 3, name: 丙, club: 三中, rating: 1500}
  - {no: 4, name: 丁, club: 四中, rating: 1500}
  - {no: 5, name: 戊, club: 五中, rating: 1500}
  - {no: 6, name: 己, club: 六中, rating: 1500}
rounds:
  - round: 1
    stage: main
    games:
      - {board: 1, red: 1, black: 4, result: 1-0}
      - {board: 2, red: 5, black: 2, result: =}
      - {board: 3, red: 3, black: 6, result: ""}
`

// catalogueInputs are the other files the bad commands read.
var catalogueInputs = map[string]string{
	"quote.csv":    "姓名,单位\n\"李二,二中\n王三,三中\n",
	"noname.csv":   "单位\n一中\n",
	"dupe.csv":     "姓名\n庚\n庚\n",
	"badno.csv":    "序号,姓名\nx,庚\n",
	"badrate.csv":  "姓名,等级分\n庚,abc\n",
	"taken.csv":    "姓名\n甲\n",
	"empty.csv":    "",
	"header.csv":   "姓名\n",
	"results.txt":  "1 1-0\n9 =\n",
	"results2.txt": "3 x\n",
	"notrf.trf":    "hello\n",
	"bad.trf":      "012 Test\n001    1 m    Test0001 Player0001               2020 FRA    12345678 2000/01/01  1.0    1     2 w 9\n",
	"roster.xlsx":  "not a workbook",
	"score.trf":    "012 Cup\n" + trfLine(1, "A", "1.0", 2, 'w', '1') + "\n" + trfLine(2, "B", "0.5", 1, 'b', '0') + "\n",
	"clash.trf":    "012 Cup\n" + trfLine(1, "A", "1.0", 2, 'w', '1') + "\n" + trfLine(2, "B", "1.0", 1, 'b', '1') + "\n",
	"self.trf":     "012 Cup\n" + trfLine(1, "A", "1.0", 1, 'w', '1') + "\n",
	"tab.csv":      "姓名,性别\n庚,X\n",
	"event.yaml":   "not: [an event",
}

// TestCatalogue is the catalogue of bad input (issue 12): each is refused
// with the documented exit code and a message that says where the problem
// is and what to do, and no file in the folder changes by a byte. File
// cases edit a copy of catalogueEvent (replace old by new) and run a
// command on it: the message must name the file and line.
func TestCatalogue(t *testing.T) {
	type tc struct {
		name  string
		stdin string
		args  []string
		code  int
		want  string // a regular expression the message matches
	}
	cmdCases := []tc{
		// usage
		{"no command", "", []string{"pear", "e.yaml"}, ExitUsage, `unknown command "pear"`},
		{"unknown flag", "", []string{"pair", "e.yaml", "--colour"}, ExitUsage, `unknown flag: --colour`},
		{"check no file", "", []string{"check"}, ExitUsage, `the event file`},
		{"check two files", "", []string{"check", "e.yaml", "e.yaml"}, ExitUsage, `needs the event file \(got 2 argument\(s\)\); see 'xqt check --help'`},
		{"result too few", "", []string{"result", "e.yaml", "1", "3"}, ExitUsage, `round, board and result`},
		{"result round not a number", "", []string{"result", "e.yaml", "x", "3", "1-0"}, ExitUsage, `round must be a number, got "x"`},
		{"result board not a number", "", []string{"result", "e.yaml", "1", "y", "1-0"}, ExitUsage, `board must be a number, got "y"`},
		{"result empty", "", []string{"result", "e.yaml", "1", "3", ""}, ExitInvalid, `empty result "": .*--clear`},
		{"result red on a single game", "", []string{"result", "e.yaml", "1", "3", "1-0", "--red", "丙"}, ExitUsage, `single game.*--red.*丙 \(3\)`},
		{"init no name", "", []string{"init", "n.yaml"}, ExitUsage, `--name`},
		{"init bad start", "", []string{"init", "n.yaml", "--name", "x", "--start", "next tuesday"}, ExitUsage, `--start "next tuesday": write the first day as YYYY-MM-DD`},
		{"init bad start 2", "", []string{"init", "n.yaml", "--name", "x", "--start", "2026-13-01"}, ExitUsage, `YYYY-MM-DD`},
		{"init bad start 3", "", []string{"init", "n.yaml", "--name", "x", "--start", "01/03/2026"}, ExitUsage, `YYYY-MM-DD`},
		{"init swiss rounds 0", "", []string{"init", "n.yaml", "--name", "x", "--system", "swiss", "--rounds", "1000000"}, ExitInvalid, `--rounds of a Swiss is a number from 1 to 99`},
		{"init unknown system", "", []string{"init", "n.yaml", "--name", "x", "--system", "swis"}, ExitInvalid, `unknown system "swis": use round-robin, swiss, knockout or ladder`},
		{"init unknown swiss rules", "", []string{"init", "n.yaml", "--name", "x", "--system", "swiss", "--rounds", "5", "--swiss", "cx"}, ExitUsage, `--swiss "cx": the Swiss rules are cxa`},
		{"init draw worth more than win", "", []string{"init", "n.yaml", "--name", "x", "--points", "win=1,draw=2,loss=0"}, ExitInvalid, `draw \(2\) is worth more than win \(1\)`},
		{"init negative points", "", []string{"init", "n.yaml", "--name", "x", "--points", "win=2,draw=1,loss=-1"}, ExitInvalid, `loss is -1: points are 0 or more`},
		{"init unknown preset", "", []string{"init", "n.yaml", "--name", "x", "--points", "cxa2099"}, ExitInvalid, `unknown points table "cxa2099" \(known: `},
		{"init name with line break", "", []string{"init", "n.yaml", "--name", "a\nb"}, ExitInvalid, `line break`},
		{"init name too long", "", []string{"init", "n.yaml", "--name", strings.Repeat("赛", 201)}, ExitInvalid, `201 characters long, more than the 200`},
		{"init over the event", "", []string{"init", "e.yaml", "--name", "x"}, ExitInvalid, `already exists`},
		// the event file itself
		{"missing file", "", []string{"check", "nothere.yaml"}, ExitInvalid, `does not exist: create it with 'xqt init`},
		{"folder", "", []string{"check", "sub/"}, ExitInvalid, `not a regular file`},
		{"not an event", "", []string{"check", "event.yaml"}, ExitInvalid, `event.yaml:1: `},
		{"trailing slash", "", []string{"check", "e.yaml/"}, ExitInvalid, `cannot end in / or go through a file: name the event's .yaml file`},
		// player
		{"player add duplicate", "", []string{"player", "add", "e.yaml", "--name", "甲"}, ExitInvalid, `甲 is already number 1`},
		{"player add NUL", "", []string{"player", "add", "e.yaml", "--name", "a\x00b"}, ExitInvalid, `control character`},
		{"player add newline", "", []string{"player", "add", "e.yaml", "--name", "王\n三"}, ExitInvalid, `line break: a name is one line`},
		{"player add 201 characters", "", []string{"player", "add", "e.yaml", "--name", strings.Repeat("名", 201)}, ExitInvalid, `more than the 200 a name may have`},
		{"player add negative rating", "", []string{"player", "add", "e.yaml", "--name", "庚", "--rating", "-5"}, ExitInvalid, `rating -5 is negative`},
		{"player add taken number", "", []string{"player", "add", "e.yaml", "--name", "庚", "--no", "2"}, ExitInvalid, `start number 2 is taken by 乙`},
		{"player add no name", "", []string{"player", "add", "e.yaml"}, ExitUsage, `--name`},
		{"withdraw unknown", "", []string{"player", "withdraw", "e.yaml", "癸"}, ExitInvalid, `no player is called "癸" \('xqt player list' shows them\)`},
		{"withdraw round 999", "", []string{"player", "withdraw", "e.yaml", "甲", "--round", "999"}, ExitInvalid, `--round 999: a withdrawal starts at a round from 1 to 2`},
		{"withdraw round paired", "", []string{"player", "withdraw", "e.yaml", "甲", "--round", "1"}, ExitInvalid, `甲 \(1\) already has a result in round 1: withdraw from round 2 on`},
		{"import quote", "", []string{"player", "import", "e.yaml", "quote.csv"}, ExitInvalid, `quote.csv:3:6: the quote opened on line 2 is not closed .*: close the quote`},
		{"import no name column", "", []string{"player", "import", "e.yaml", "noname.csv"}, ExitInvalid, `noname.csv: no header row with a name column.*add a header row`},
		{"import duplicate", "", []string{"player", "import", "e.yaml", "dupe.csv"}, ExitInvalid, `dupe.csv:3:1: 庚 is already on row 2`},
		{"import bad number", "", []string{"player", "import", "e.yaml", "badno.csv"}, ExitInvalid, `badno.csv:2:1: start number "x" is not a whole number`},
		{"import bad rating", "", []string{"player", "import", "e.yaml", "badrate.csv"}, ExitInvalid, `badrate.csv:2:2: rating "abc" is not a whole number: write`},
		{"import taken name", "", []string{"player", "import", "e.yaml", "taken.csv"}, ExitInvalid, `taken.csv:2: 甲: 甲 is already number 1: add something`},
		{"import empty", "", []string{"player", "import", "e.yaml", "empty.csv"}, ExitInvalid, `empty.csv: no header row`},
		{"import header only", "", []string{"player", "import", "e.yaml", "header.csv"}, ExitInvalid, `header.csv:1: no players below the header row: add one player per row`},
		{"import missing roster", "", []string{"player", "import", "e.yaml", "gone.csv"}, ExitInvalid, `gone.csv does not exist: name the roster`},
		{"import not a workbook", "", []string{"player", "import", "e.yaml", "roster.xlsx"}, ExitInvalid, `roster.xlsx: not a readable .xlsx workbook .*: save it again`},
		// result
		{"result board 7", "", []string{"result", "e.yaml", "1", "7", "1-0"}, ExitInvalid, `round 1 has no board 7: its boards are 1 to 3`},
		{"result round 4", "", []string{"result", "e.yaml", "4", "1", "1-0"}, ExitInvalid, `round 4 is not paired yet`},
		{"result round 0", "", []string{"result", "e.yaml", "0", "1", "1-0"}, ExitInvalid, `round 0 is not paired yet: rounds 1 to 1 exist`},
		{"result 3-0", "", []string{"result", "e.yaml", "1", "3", "3-0"}, ExitInvalid, `unknown result "3-0"`},
		{"result word", "", []string{"result", "e.yaml", "1", "3", "win"}, ExitInvalid, `unknown result "win"`},
		{"result negative fouls", "", []string{"result", "e.yaml", "1", "3", "1-0", "--red-fouls", "-2"}, ExitUsage, `count fouls from 0, got -2`},
		{"result game on a single game", "", []string{"result", "e.yaml", "1", "3", "1-0", "--game", "2"}, ExitInvalid, `round 1, board 3: game 2 cannot be recorded yet: .* the next is game 1`},
		{"results bad lines", "", []string{"results", "e.yaml", "1", "results.txt"}, ExitInvalid, `nothing was entered`},
		{"results unknown result", "", []string{"results", "e.yaml", "1", "results2.txt"}, ExitInvalid, `results2.txt: nothing was entered`},
		{"results stdin empty", "", []string{"results", "e.yaml", "1", "-"}, ExitInvalid, `standard input has no results: write one board a line`},
		{"results stdin board 9", "9 1-0\n", []string{"results", "e.yaml", "1", "-"}, ExitInvalid, `standard input: nothing was entered`},
		{"results round 5", "1 1-0\n", []string{"results", "e.yaml", "5", "-"}, ExitInvalid, `standard input: nothing was entered`},
		{"results missing file", "", []string{"results", "e.yaml", "1", "none.txt"}, ExitInvalid, `none.txt does not exist`},
		// print (docs/print.md)
		{"print unknown kind", "", []string{"print", "e.yaml", "slip", "-o", "s.html"}, ExitUsage, `unknown document "slip": use one of slips, cards`},
		{"print no output", "", []string{"print", "e.yaml", "slips"}, ExitUsage, `print needs -o OUT.html`},
		{"print to a workbook", "", []string{"print", "e.yaml", "slips", "-o", "s.xlsx"}, ExitUsage, `print writes HTML for A4 \(-o .*s\.html\)`},
		{"print round 9", "", []string{"print", "e.yaml", "slips", "--round", "9", "-o", "s.html"}, ExitInvalid, `round 9: the event has rounds 1 to 1 paired`},
		{"print titles no level", "", []string{"print", "e.yaml", "titles", "-o", "t.html"}, ExitInvalid, `the event has no level: add 'level: province'`},
		{"print ratings K", "", []string{"print", "e.yaml", "ratings", "--k", "-3", "--json"}, ExitInvalid, `K factor -3: give a number from 1 to 100`},
		{"print over the event", "", []string{"print", "e.yaml", "slips", "-o", "e.yaml"}, ExitUsage, `print writes HTML`},
		// pair
		{"pair missing results", "", []string{"pair", "e.yaml"}, ExitInvalid, `round 1 has no result on board\(s\) 3: enter them`},
		{"pair fix unknown", "", []string{"pair", "e.yaml", "--fix", "1-99"}, ExitUsage, `--fix takes RED-BLACK start numbers, e.g. --fix 12-7; got "1-99"`},
		{"pair bye unknown", "", []string{"pair", "e.yaml", "--bye", "99"}, ExitInvalid, `no player has start number 99 \('xqt player list' shows them\)`},
		{"pair half bye without bye", "", []string{"pair", "e.yaml", "--half-bye"}, ExitUsage, `--half-bye`},
		// pairings, standings, bracket
		{"pairings round 9", "", []string{"pairings", "e.yaml", "--round", "9"}, ExitInvalid, `round 9 is not paired yet: rounds 1 to 1 exist`},
		{"standings after 9", "", []string{"standings", "e.yaml", "--after", "9"}, ExitInvalid, `--after 9: the event has 1 round`},
		{"standings unknown tiebreak", "", []string{"standings", "e.yaml", "--tiebreaks", "nope"}, ExitInvalid, `unknown tiebreak "nope" \(known: `},
		{"standings unknown stage", "", []string{"standings", "e.yaml", "--stage", "final"}, ExitInvalid, `no stage "final" in \S*e.yaml`},
		{"bracket of a swiss", "", []string{"bracket", "e.yaml"}, ExitInvalid, `the event has no knockout stage`},
		// export
		{"export over the event", "", []string{"export", "e.yaml", "-o", "e.yaml"}, ExitInvalid, `is the event file: refusing to write over it; name a new file such as e.xlsx`},
		{"export over the backup", "", []string{"export", "e.yaml", "-o", "e.yaml.bak"}, ExitInvalid, `is the event file's backup: refusing to write over it`},
		{"export unknown format", "", []string{"export", "e.yaml", "-o", "x.pdf"}, ExitUsage, `unknown export format "pdf": use xlsx, html or trf`},
		{"export no output", "", []string{"export", "e.yaml"}, ExitUsage, `export needs -o OUT.xlsx`},
		{"export after 9", "", []string{"export", "e.yaml", "-o", "x.xlsx", "--after", "9"}, ExitInvalid, `--after 9: the event has 1 round\(s\) paired`},
		{"export into a folder that is not there", "", []string{"export", "e.yaml", "-o", "nodir/x.xlsx"}, ExitInvalid, `the folder \S*nodir does not exist: create it first`},
		// import TRF
		{"import trf not trf", "", []string{"import", "notrf.trf", "-o", "n.yaml"}, ExitInvalid, `notrf.trf: no player lines \(001\): is this a TRF file\?`},
		{"import trf missing", "", []string{"import", "none.trf", "-o", "n.yaml"}, ExitInvalid, `none.trf does not exist: name the .trf file`},
		{"import trf bad", "", []string{"import", "bad.trf", "-o", "n.yaml"}, ExitInvalid, `bad.trf: line 2, column 92: player 1, round 1: bad result '9'`},
		{"import trf over the event", "", []string{"import", "bad.trf", "-o", "e.yaml"}, ExitInvalid, `e.yaml already exists: pick another name, or add --force`},
		{"import trf points column", "", []string{"import", "score.trf", "-o", "n.yaml"}, ExitInvalid, `score.trf: line 3, column 81: player 2: the points column says 0.5, but the round columns add up to 0.0: correct the one that is wrong`},
		{"import trf both won", "", []string{"import", "clash.trf", "-o", "n.yaml"}, ExitInvalid, `clash.trf: line 2, column 92: round 1: players 1 and 2: results '1' and '1' do not fit together`},
		{"import trf against itself", "", []string{"import", "self.trf", "-o", "n.yaml"}, ExitInvalid, `self.trf: line 2, column 92: player 1, round 1: paired against itself`},
		{"import roster bad sex", "", []string{"player", "import", "e.yaml", "tab.csv"}, ExitInvalid, `tab.csv:2:2: sex "X" is not understood: write 男 or 女`},
		// stage, draw, team, lineup, playoff, advance
		{"stage add unknown system", "", []string{"stage", "add", "e.yaml", "final", "--system", "x"}, ExitInvalid, `unknown system "x"`},
		{"stage add unknown flag", "", []string{"stage", "add", "e.yaml", "--id", "main"}, ExitUsage, `unknown flag: --id`},
		{"advance the last stage", "", []string{"advance", "e.yaml"}, ExitInvalid, `stage main is the last stage: there is nothing to advance to; add one with 'xqt stage add`},
		{"draw no round", "", []string{"draw", "e.yaml", "--card", "甲=红1"}, ExitUsage, `--round`},
		{"draw no cards", "", []string{"draw", "e.yaml", "--round", "2"}, ExitUsage, `--card`},
		{"draw before results", "", []string{"draw", "e.yaml", "--round", "2", "--card", "甲=紫1"}, ExitInvalid, `round 1 has no result on board\(s\) 3: enter them before drawing round 2`},
		{"draw round 3", "", []string{"draw", "e.yaml", "--round", "3", "--card", "癸=红1"}, ExitInvalid, `round 3 cannot be drawn yet: the next round is 2`},
		{"draw winner without lots", "", []string{"draw", "e.yaml", "--round", "1", "--winner", "甲"}, ExitUsage, `--winner goes with --lots`},
		{"team add on individual", "", []string{"team", "add", "e.yaml", "--name", "一队"}, ExitUsage, `team add needs --player \(members in board order\) or --sub`},
		{"lineup on individual", "", []string{"lineup", "e.yaml", "--round", "2", "--team", "1"}, ExitUsage, `unknown flag: --round \(see 'xqt lineup --help'\)`},
		{"playoff unknown", "", []string{"playoff", "e.yaml", "癸", "甲"}, ExitInvalid, `no player is called "癸"`},
		{"tiebreaks unknown", "", []string{"tiebreaks", "--show", "nope"}, ExitUsage, `unknown flag: --show`},
		{"engine no system", "", []string{"engine", "--swiss", "in.trf", "-p"}, ExitInvalid, `the pairing system must come first: --dutch`},
	}
	fileCases := []struct {
		name     string
		old, new string
		want     string
	}{
		{"second document", "", "---\nxqt: 1\n", `second YAML document`},
		{"tab indent", "  name: 春季赛", "\tname: 春季赛", `a tab\? indent with spaces`},
		{"unknown key", "  edition: cxa2011", "  editoin: cxa2011", `unknown key editoin \(misspelt\? see docs/event-file.md\)`},
		{"unknown player key", "name: 甲,", "nmae: 甲,", `unknown key nmae`},
		{"no xqt line", "xqt: 1\n", "", `missing "xqt: 1" at the top`},
		{"newer format", "xqt: 1", "xqt: 9", `written by a newer xqt`},
		{"xqt not a number", "xqt: 1", "xqt: one", `one is not a whole number: write it in digits`},
		{"no event name", "  name: 春季赛\n", "", `the event has no name`},
		{"event name NUL", "  name: 春季赛", "  name: \"春\\0季\"", `control character`},
		{"event name newline", "  name: 春季赛", "  name: \"春\\n季\"", `line break`},
		{"event name 201", "  name: 春季赛", "  name: " + strings.Repeat("赛", 201), `201 characters`},
		{"site with tab", "  edition: cxa2011", "  site: \"一\\t中\"\n  edition: cxa2011", `control character`},
		{"start not a date", `start: "2026-03-01"`, "start: next tuesday", `not a date: write YYYY-MM-DD`},
		{"start month 13", `start: "2026-03-01"`, `start: "2026-13-01"`, `not a date`},
		{"end not a date", `start: "2026-03-01"`, "start: \"2026-03-01\"\n  end: soon", `event end "soon" is not a date`},
		{"unknown edition", "edition: cxa2011", "edition: cxa2020", `unknown rules edition "cxa2020": use cxa2011 or cxa1999`},
		{"unknown points preset", "points: cxa2011", "points: cxa2099", `cxa2099`},
		{"draw above win", "points: cxa2011", "points: {win: 1, draw: 2, loss: 0}", `draw \(2\) is worth more than win \(1\)`},
		{"loss above draw", "points: cxa2011", "points: {win: 3, draw: 1, loss: 2}", `loss \(2\) is worth more than draw \(1\)`},
		{"black draw above black win", "points: cxa2011", "points: {win: 2, draw: 1, loss: 0, draw_black: 3}", `draw_black \(3\) is worth more than win_black`},
		{"negative win", "points: cxa2011", "points: {win: -2, draw: -3, loss: -4}", `win is -2: points are 0 or more`},
		{"negative loss", "points: cxa2011", "points: {win: 2, draw: 1, loss: -1}", `loss is -1: points are 0 or more`},
		{"negative forfeit loss", "points: cxa2011", "points: {win: 2, draw: 1, loss: 0, forfeit_loss: -1}", `forfeit_loss is -1`},
		{"negative bye", "points: cxa2011", "points: {win: 2, draw: 1, loss: 0, bye: -2}", `bye is -2`},
		{"points without win", "points: cxa2011", "points: {draw: 1, loss: 0}", `needs at least win`},
		{"points not a number", "points: cxa2011", "points: {win: two, draw: 1, loss: 0}", `two`},
		{"points three decimals", "points: cxa2011", "points: {win: 1.125, draw: 0.5, loss: 0}", `1.125`},
		{"unknown stage points preset", "    rounds: 5\n", "    rounds: 5\n    points: 1-2-0\n", `stage main: unknown points table "1-2-0" \(known: `},
		{"no stages", "stages:\n  - id: main\n    system: swiss\n    rounds: 5\n    tiebreaks: [cxa2011-swiss-bh]\n    order: [1, 2, 3, 4, 5, 6]\n", "", `no stages`},
		{"stage without id", "  - id: main\n", "  - id: \"\"\n", `stage 1 has no id`},
		{"unknown system", "system: swiss", "system: swis", `unknown system "swis": use round-robin, swiss, knockout or ladder`},
		{"rounds -3", "rounds: 5", "rounds: -3", `whole numbers from 0`},
		{"rounds 10^6", "rounds: 5", "rounds: 1000000", `1000000 rounds is more than the 999`},
		{"rounds not a number", "rounds: 5", "rounds: five", `five is not a whole number: write it in digits`},
		{"round robin rounds 99", "system: swiss\n    rounds: 5", "system: round-robin\n    rounds: 99", `stage main: a round robin of 6 has 5 rounds \(its table\), not 99: write rounds: 5`},
		{"double round robin rounds 5", "system: swiss\n    rounds: 5", "system: round-robin\n    rounds: 5\n    cycles: 2", `a double round robin of 6 has 10 rounds`},
		{"cycles 3", "rounds: 5", "rounds: 5\n    cycles: 3", `cycles is 1 \(single round robin\) or 2`},
		{"unknown numbering", "rounds: 5", "rounds: 5\n    numbering: age", `unknown numbering "age": use roster, rating or draw`},
		{"unknown seeding", "rounds: 5", "rounds: 5\n    seeding: luck", `unknown seeding "luck"`},
		{"unknown tiebreak", "[cxa2011-swiss-bh]", "[nope]", `unknown tiebreak "nope".*'xqt tiebreaks' lists them`},
		{"second unknown tiebreak", "[cxa2011-swiss-bh]", "[cxa2011-swiss-bh, bhx]", `unknown tiebreak`},
		{"bad tiebreak modifier", "[cxa2011-swiss-bh]", "[BH/Q9]", `BH/Q9`},
		{"unknown player in order", "order: [1, 2, 3, 4, 5, 6]", "order: [1, 2, 3, 4, 5, 66]", `unknown player 66 in the table order`},
		{"unknown player in stage", "    rounds: 5\n", "    rounds: 5\n    players: [1, 77]\n", `stage main: unknown player 77`},
		{"from not earlier", "    rounds: 5\n", "    rounds: 5\n    from: pre\n", `from "pre" is not an earlier stage`},
		{"bad qualify", "    rounds: 5\n", "    rounds: 5\n    qualify: lots\n", `lots`},
		{"negative group count", "    rounds: 5\n", "    rounds: 5\n    group_count: -1\n", `whole numbers from 0`},
		{"stage option unknown", "    rounds: 5\n", "    rounds: 5\n    options: {colour: red}\n", `colour`},
		{"group without id", "    rounds: 5\n", "    rounds: 5\n    groups:\n      - players: [1, 2]\n", `group 1 has no id`},
		{"player in two groups", "    rounds: 5\n", "    rounds: 5\n    groups:\n      - {id: A, players: [1, 2]}\n      - {id: B, players: [2, 3]}\n", `player 2 is in groups A and B`},
		{"player number 0", "{no: 1, name: 甲", "{no: 0, name: 甲", `start number 0: start numbers are 1, 2, 3`},
		{"player number negative", "{no: 1, name: 甲", "{no: -1, name: 甲", `start number -1`},
		{"player number twice", "{no: 2, name: 乙", "{no: 1, name: 乙", `start number 1 is used twice \(also line \d+\)`},
		{"player number text", "{no: 1, name: 甲", "{no: one, name: 甲", `one is not a whole number: write it in digits`},
		{"player without name", "name: 甲, ", "", `player 1 has no name`},
		{"player name twice", "name: 乙,", "name: 甲,", `the name 甲 is used twice .*e.g. 甲\(二中\)`},
		{"player name newline", "name: 甲,", "name: \"甲\\n乙\",", `player 1: name has a line break`},
		{"player name NUL", "name: 甲,", "name: \"甲\\0\",", `player 1: name has the control character U\+0000`},
		{"player name 128 ok but 201 not", "name: 甲,", "name: " + strings.Repeat("甲", 201) + ",", `201 characters long`},
		{"player club newline", "club: 一中", "club: \"一\\n中\"", `club has a line break`},
		{"player negative rating", "rating: 1500}\n  - {no: 2", "rating: -5}\n  - {no: 2", `player 1: rating -5 is negative`},
		{"player rating text", "rating: 1500}\n  - {no: 2", "rating: high}\n  - {no: 2", `high is not a whole number: write it in digits`},
		{"player negative joined", "rating: 1500}\n  - {no: 2", "rating: 1500, joined: -1}\n  - {no: 2", `joined must be a round number`},
		{"player negative withdrawn", "rating: 1500}\n  - {no: 2", "rating: 1500, withdrawn: -2}\n  - {no: 2", `withdrawn must be a round number`},
		{"player unknown penalty", "rating: 1500}\n  - {no: 2", "rating: 1500, penalty: banned}\n  - {no: 2", `unknown penalty "banned": use warning or disqualified`},
		{"round numbered 2", "  - round: 1", "  - round: 2", `round 1 is listed as number 2`},
		{"round unknown stage", "    stage: main\n    games:", "    stage: final\n    games:", `unknown stage "final"`},
		{"board 0", "{board: 1, red: 1", "{board: 0, red: 1", `board number 0 is missing or used twice`},
		{"board twice", "{board: 2, red: 5", "{board: 1, red: 5", `board number 1 is missing or used twice`},
		{"board gap", "{board: 3, red: 3", "{board: 4, red: 3", `boards are numbered 1 to 3, but board 3 is missing`},
		{"board gap at 1", "{board: 1, red: 1", "{board: 9, red: 1", `board 1 is missing`},
		{"board text", "{board: 1, red: 1", "{board: one, red: 1", `one is not a whole number: write it in digits`},
		{"unknown red", "red: 1, black: 4", "red: 11, black: 4", `round 1, board 1: unknown player 11`},
		{"unknown black", "red: 1, black: 4", "red: 1, black: 44", `unknown player 44`},
		{"player twice in a round", "red: 3, black: 6", "red: 3, black: 1", `player 1 appears twice \(board 1 and board 3\)`},
		{"plays himself", "red: 3, black: 6", "red: 6, black: 6", `cannot play himself`},
		{"bad result", "result: 1-0}", "result: 3-0}", `unknown result "3-0"`},
		{"bad result word", "result: 1-0}", "result: won}", `unknown result "won"`},
		{"negative red fouls", "result: 1-0}", "result: 1-0, red_fouls: -1}", `fouls are counted from 0`},
		{"negative black fouls", "result: =}", "result: =, black_fouls: -3}", `fouls are counted from 0`},
		{"fouls text", "result: 1-0}", "result: 1-0, red_fouls: many}", `many is not a whole number: write it in digits`},
		{"unknown player bye", "    stage: main\n    games:", "    stage: main\n    byes: [12]\n    games:", `bye: unknown player 12`},
		{"bye and game", "    stage: main\n    games:", "    stage: main\n    byes: [3]\n    games:", `player 3 appears twice`},
		{"unknown absent", "    stage: main\n    games:", "    stage: main\n    absent: [99]\n    games:", `absent: unknown player 99`},
		{"unknown half bye", "    stage: main\n    games:", "    stage: main\n    half_byes: [98]\n    games:", `unknown player 98`},
		{"bad card", "    stage: main\n    games:", "    stage: main\n    cards: [{player: 1, card: 紫9}]\n    games:", `unknown card "紫9"`},
		{"card unknown player", "    stage: main\n    games:", "    stage: main\n    cards: [{player: 97, card: K}]\n    games:", `unknown player 97`},
		{"match game wrong red", "result: 1-0}", "result: 1-0, games: [{red: 9, result: 1-0}]}", `game 1: red must be 1 or 4`},
		{"match game bad result", "result: 1-0}", "result: 1-0, games: [{red: 1, result: 5-5}]}", `game 1: unknown result "5-5"`},
		{"match game negative fouls", "result: 1-0}", "result: 1-0, games: [{red: 1, result: 1-0, red_fouls: -1}]}", `game 1: fouls are counted from 0`},
		{"rounds not a list", "rounds:\n  - round: 1", "rounds: 7\nx:\n  - round: 1", `7 is not a list: write the entries one a line`},
		{"unclosed quote", "name: 春季赛", "name: \"春季赛", `m.yaml:2: did not find expected key`},
		{"unclosed bracket", "order: [1, 2, 3, 4, 5, 6]", "order: [1, 2, 3, 4, 5, 6", `did not find expected ',' or ']'`},
		{"duplicate key", "  edition: cxa2011", "  edition: cxa2011\n  edition: cxa1999", `mapping key "edition" already defined at line 5`},
		{"team of unknown player", "players:\n", "teams: [{no: 1, name: 一队, members: [99]}]\nplayers:\n", `team 一队: unknown player 99`},
		// logical problems found by the pairing rules (check only)
		{"rematch in round 2", "", "  - round: 2\n    stage: main\n    games:\n      - {board: 1, red: 4, black: 1}\n      - {board: 2, red: 2, black: 5}\n      - {board: 3, red: 6, black: 3}\n", `round 2: board 1: 丁 \(4\) and 甲 \(1\) have met already`},
		{"missing player in round 2", "", "  - round: 2\n    stage: main\n    games:\n      - {board: 1, red: 2, black: 1}\n      - {board: 2, red: 4, black: 5}\n", `round 2: (丙 \(3\)|己 \(6\)) is neither paired, given a bye nor marked absent`},
		{"withdrawn player paired", "rating: 1500}\n  - {no: 2", "rating: 1500, withdrawn: 1}\n  - {no: 2", `m.yaml:24: round 1, board 1: 甲 \(1\) withdrew from round 1 and is paired in round 1: unpair the round`},
	}
	// "old" empty means: append "new" at the end.
	logical := map[string]bool{"stage option unknown": true, "rematch in round 2": true, "missing player in round 2": true, "withdrawn player paired": true}

	n := 0
	dir := t.TempDir()
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	write("e.yaml", catalogueEvent)
	for name, data := range catalogueInputs {
		write(name, data)
	}
	for _, tt := range cmdCases {
		n++
		t.Run("cmd/"+tt.name, func(t *testing.T) {
			args := append([]string{}, tt.args...)
			for i, a := range args {
				if _, input := catalogueInputs[a]; input || strings.HasPrefix(a, "sub") || strings.HasPrefix(a, "nodir/") || a == "e.yaml/" ||
					i > 0 && args[i-1] == "-o" || strings.HasPrefix(a, "gone") || strings.HasPrefix(a, "none") {
					args[i] = dir + string(filepath.Separator) + a
				}
			}
			before := snapshot(t, dir)
			code, _, stderr := run(t, dir, tt.stdin, args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d: %s", code, tt.code, stderr)
			}
			if !regexp.MustCompile(tt.want).MatchString(stderr) {
				t.Errorf("stderr %q does not match %q", stderr, tt.want)
			}
			if os.Getenv("XQT_CATALOGUE_SHOW") != "" {
				t.Logf("%v: %d %s", tt.args, code, stderr)
			}
			sameFiles(t, dir, before)
		})
	}
	verbs := [][]string{{"check"}, {"standings"}, {"pairings"}, {"player", "list"}, {"pair"}, {"result", "m.yaml", "1", "3", "1-0"}}
	for i, tt := range fileCases {
		n++
		t.Run("file/"+tt.name, func(t *testing.T) {
			data := catalogueEvent + tt.new
			if tt.old != "" {
				if !strings.Contains(catalogueEvent, tt.old) {
					t.Fatalf("the case's old text %q is not in the event", tt.old)
				}
				data = strings.Replace(catalogueEvent, tt.old, tt.new, 1)
			}
			write("m.yaml", data)
			defer os.Remove(filepath.Join(dir, "m.yaml"))
			args := append([]string{}, verbs[i%len(verbs)]...)
			if logical[tt.name] {
				args = []string{"check"}
			}
			if len(args) < 2 || args[1] != "m.yaml" {
				args = append(args[:len(args):len(args)], "m.yaml")
				if args[0] == "player" {
					args = []string{"player", "list", "m.yaml"}
				}
			}
			before := snapshot(t, dir)
			code, _, stderr := run(t, dir, "", args...)
			if code != ExitInvalid {
				t.Errorf("%v: exit %d, want %d: %s", args, code, ExitInvalid, stderr)
			}
			if !regexp.MustCompile(`m\.yaml:\d+: `).MatchString(stderr) {
				t.Errorf("%v: the message does not say where (m.yaml:LINE:): %s", args, stderr)
			}
			if !regexp.MustCompile(tt.want).MatchString(stderr) {
				t.Errorf("%v: stderr %q does not match %q", args, stderr, tt.want)
			}
			if os.Getenv("XQT_CATALOGUE_SHOW") != "" {
				t.Logf("%v: %d %s", args[0], code, stderr)
			}
			sameFiles(t, dir, before)
		})
	}
	if n < 150 {
		t.Errorf("the catalogue has %d bad inputs, want at least 150", n)
	}
	t.Logf("%d bad inputs (%d commands, %d event files)", n, len(cmdCases), len(fileCases))
}

// trfLine writes a TRF 001 line of one round in its fixed columns.
func trfLine(no int, name, pts string, opp int, colour, res byte) string {
	return fmt.Sprintf("%-80s%4s %4d  %4d %c %c", fmt.Sprintf("001 %4d      %s", no, name), pts, no, opp, colour, res)
}

// snapshot reads every file in dir (lock files aside).
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, ".lock") {
			return err
		}
		data, err := os.ReadFile(path)
		files[path] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// sameFiles fails when a file of before changed or a file was added.
func sameFiles(t *testing.T, dir string, before map[string]string) {
	t.Helper()
	after := snapshot(t, dir)
	for path, data := range after {
		old, ok := before[path]
		switch {
		case !ok:
			t.Errorf("%s was created", filepath.Base(path))
			os.Remove(path)
		case old != data:
			t.Errorf("%s changed", filepath.Base(path))
			os.WriteFile(path, []byte(old), 0o644)
		}
	}
	for path := range before {
		if _, ok := after[path]; !ok {
			t.Errorf("%s was removed", filepath.Base(path))
		}
	}
}
