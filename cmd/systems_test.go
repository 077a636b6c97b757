package cmd

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xuri/excelize/v2"
)

// ladderEvent runs the step ladder of testdata/script/ladder.txtar: a round
// robin of four, then the top three on a ladder. Berger n=4, the lower
// number wins but 3 beats 1 in round 3: P1 6, P2 4, P3 2, P4 0 (cxa2011
// points 2/1/0). Ladder: P2 (red by the lot) beats P1 for first; P1 beats
// P3 for second. On points the ladder stands P1 2, P2 2, P3 0: a tie for
// first that play has decided (P2 won the match for it).
func ladderEvent(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	steps := []struct{ stdin, args string }{
		{"", "init e.yaml --name 阶梯赛 --start 2026-03-01"},
		{"", "player add e.yaml --name P1"}, {"", "player add e.yaml --name P2"},
		{"", "player add e.yaml --name P3"}, {"", "player add e.yaml --name P4"},
		{"", "stage add e.yaml ladder --name 阶梯决赛 --system ladder --qualify 3 --seed 5"},
		{"", "pair e.yaml"}, {"1 1-0\n2 1-0\n", "results e.yaml 1"},
		{"", "pair e.yaml"}, {"1 0-1\n2 1-0\n", "results e.yaml 2"},
		{"", "pair e.yaml"}, {"1 1-0\n2 0-1\n", "results e.yaml 3"},
		{"", "advance e.yaml"},
		{"", "pair e.yaml"}, {"", "result e.yaml 4 1 1-0"},
		{"", "pair e.yaml"}, {"", "result e.yaml 5 1 1-0"},
	}
	for _, s := range steps {
		if code, _, stderr := run(t, dir, s.stdin, strings.Fields(s.args)...); code != 0 {
			t.Fatalf("%s: %d %s", s.args, code, stderr)
		}
	}
	return dir
}

// TestLadderViewsAgree: a ladder event's workbook, results page and 'xqt
// standings' give the ladder the same places (P2 1st, P1 2nd, P3 3rd), none
// of them says the first place is tied and needs a play-off (需要加赛), and
// the workbook and the page name the system 阶梯赛, not by its id. Before the
// views asked the system how it ranks, the workbook and the page ranked the
// ladder by points: P1 and P2 并列1 "需要加赛", the page "阶梯决赛 ladder".
// As the event stood after round 4 (P2 beat P1 for first), all three show
// P1 and P3 still in, sharing second.
func TestLadderViewsAgree(t *testing.T) {
	dir := ladderEvent(t)
	for _, tc := range []struct {
		after string
		want  map[int]string // start number: place
	}{
		{"0", map[int]string{2: "1", 1: "2", 3: "3"}},
		{"4", map[int]string{2: "1", 1: "并列2", 3: "并列2"}},
	} {
		t.Run("after "+tc.after, func(t *testing.T) {
			agree(t, "xqt standings", standingsPlaces(t, dir, tc.after), tc.want)
			book := filepath.Join(dir, "e"+tc.after+".xlsx")
			if code, _, stderr := run(t, dir, "", "export", "e.yaml", "--after", tc.after, "-o", book); code != 0 {
				t.Fatalf("export xlsx: %d %s", code, stderr)
			}
			agree(t, "the workbook", workbookPlaces(t, book, "阶梯决赛 "), tc.want)
			site := filepath.Join(dir, "site"+tc.after)
			if code, _, stderr := run(t, dir, "", "export", "e.yaml", "--after", tc.after, "-o", site); code != 0 {
				t.Fatalf("export html: %d %s", code, stderr)
			}
			page, err := os.ReadFile(filepath.Join(site, "s2-standings.html"))
			if err != nil {
				t.Fatal(err)
			}
			got := map[int]string{}
			for _, m := range pageRow.FindAllStringSubmatch(string(page), -1) {
				no, _ := strconv.Atoi(m[2])
				got[no] = m[1]
			}
			agree(t, "the page", got, tc.want)
			index, err := os.ReadFile(filepath.Join(site, "index.html"))
			if err != nil {
				t.Fatal(err)
			}
			for name, p := range map[string][]byte{"s2-standings.html": page, "index.html": index} {
				if s := string(p); strings.Contains(s, "需要加赛") || strings.Contains(s, "ladder，") {
					t.Errorf("%s says 需要加赛 or names the system by its id", name)
				}
			}
			if !strings.Contains(string(index), "阶梯赛，已赛") {
				t.Error("index.html does not name the ladder 阶梯赛")
			}
		})
	}
}

// standingsPlaces is what 'xqt standings --json --after after' places:
// start number to place, written as the workbook writes it.
func standingsPlaces(t *testing.T, dir, after string) map[int]string {
	t.Helper()
	code, stdout, stderr := run(t, dir, "", "standings", "e.yaml", "--json", "--after", after)
	if code != 0 {
		t.Fatalf("standings: %d %s", code, stderr)
	}
	var js jsonStandings
	if err := json.Unmarshal([]byte(stdout), &js); err != nil {
		t.Fatalf("standings --json: %v\n%s", err, stdout)
	}
	got := map[int]string{}
	for _, r := range js.Rows {
		got[r.No] = sheetPlace(r.Place, r.Shared)
	}
	return got
}

// workbookPlaces reads the last ranked sheet of the stage whose sheets
// start with prefix (rows of a place and a start number), and fails the
// test where a sheet of the stage says a play-off is needed or a sheet
// names the ladder by its id; the event sheet must name it 阶梯赛.
func workbookPlaces(t *testing.T, book, prefix string) map[int]string {
	t.Helper()
	f, err := excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var got map[int]string
	label := false
	for _, name := range f.GetSheetList() {
		rows, err := f.GetRows(name)
		if err != nil {
			t.Fatal(err)
		}
		ours := strings.HasPrefix(name, prefix)
		for _, row := range rows {
			for _, cell := range row {
				if ours && strings.Contains(cell, "需要加赛") {
					t.Errorf("workbook sheet %s says %q", name, cell)
				}
				label = label || strings.HasPrefix(cell, "阶梯赛")
				if strings.HasPrefix(cell, "ladder") {
					t.Errorf("workbook sheet %s names the system by its id: %q", name, cell)
				}
			}
		}
		if !ours {
			continue
		}
		ranked := map[int]string{}
		for _, row := range rows {
			if len(row) < 2 || !placeCell.MatchString(row[0]) {
				continue
			}
			if no, err := strconv.Atoi(row[1]); err == nil {
				ranked[no] = row[0]
			}
		}
		if len(ranked) > 0 {
			got = ranked
		}
	}
	if !label {
		t.Error("no sheet names the system 阶梯赛")
	}
	return got
}

var (
	placeCell = regexp.MustCompile(`^(并列)?\d+=?$`)
	pageRow   = regexp.MustCompile(`<tr><td class="num strong">([^<]*)</td><td class="name">[^<]*<small><span>(\d+)</span>`)
)

// sheetPlace writes a place as the workbook and the page print it.
func sheetPlace(place int, shared bool) string {
	if shared {
		return fmt.Sprintf("并列%d", place)
	}
	return strconv.Itoa(place)
}

func agree(t *testing.T, where string, got, want map[int]string) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s places the ladder %v (start number: place), want %v", where, got, want)
	}
}

// rotation is a throwaway system, defined only here to show that a system
// is one catalogue entry: round k pairs the start order turned k-1 places,
// first against last, second against second last (four players: 1-4 2-3,
// then 2-1 3-4), for two rounds, ranked by points, with a crosstable.
type rotation struct{}

func (rotation) Name() string { return "rotation" }

func (rotation) Pair(req *pairing.Request) (*pairing.Result, error) {
	var nos []int
	for _, p := range scoring.StagePlayers(req.Event, req.Stage) {
		nos = append(nos, p.No)
	}
	if len(nos) < 2 {
		return nil, &pairing.FieldError{Stage: req.Stage.ID, Players: len(nos), Min: 2}
	}
	k := (req.K - 1) % len(nos)
	nos = append(nos[k:], nos[:k]...)
	var r scoring.Round
	for i := 0; i < len(nos)/2; i++ {
		r.Games = append(r.Games, scoring.Game{Board: i + 1, Red: nos[i], Black: nos[len(nos)-1-i]})
	}
	if len(nos)%2 == 1 {
		r.Byes = []int{nos[len(nos)/2]}
	}
	return &pairing.Result{Round: r}, nil
}

func (rotation) Check(*scoring.Event, *scoring.Stage, []scoring.Round, scoring.Round) []error {
	return nil
}
func (rotation) Planned(*scoring.Event, *scoring.Stage) int { return 2 }
func (rotation) Done(_ *scoring.Event, _ *scoring.Stage, rounds []scoring.Round) (bool, error) {
	return len(rounds) >= 2, nil
}
func (rotation) Supports(pairing.Feature) bool         { return false }
func (rotation) Label(*scoring.Stage) (string, string) { return "轮转赛", "rotation" }
func (rotation) Ranking() pairing.Ranking              { return pairing.ByPoints }
func (rotation) Views() pairing.Views                  { return pairing.ViewCrosstable }
func (rotation) TakesOrder(*scoring.Stage) bool        { return false }

// TestThrowawaySystem registers a system defined in this file only and runs
// every verb, sheet and page on an event of it: nothing else had to change
// for it. The results, by hand (win 2, draw 1): R1 1-4 1-0, 2-3 draw; R2
// 2-1 0-1, 3-4 1-0: P1 4, P3 3, P2 1, P4 0.
func TestThrowawaySystem(t *testing.T) {
	// the rotation's round k is fixed by the start order: a fixed table,
	// whose withdrawals follow 20.3 (scoring asks these, not the name)
	remove, err := pairing.Register(pairing.Entry{ID: "rotation", Zh: "轮转赛", En: "rotation", Help: "a test's system", System: rotation{},
		Rules: scoring.SystemRules{Scheduled: true, Withdrawal: scoring.WithdrawalRoundRobin}})
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	dir := t.TempDir()
	ok := func(stdin string, args ...string) string {
		t.Helper()
		code, stdout, stderr := run(t, dir, stdin, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", strings.Join(args, " "), code, stderr)
		}
		return stdout
	}
	if got, _ := complete(t, dir, "init", "new.yaml", "--system", "rot"); !slices.Equal(got, []string{"rotation"}) {
		t.Errorf("--system completes rot to %q, want the system", got)
	}
	if code, stdout, _ := run(t, dir, "", "init", "--help"); code != 0 || !strings.Contains(stdout, "knockout|ladder|rotation") {
		t.Errorf("init --help does not name the system:\n%s", stdout)
	}
	ok("", "init", "e.yaml", "--name", "轮转", "--system", "rotation")
	for _, p := range []string{"P1", "P2", "P3", "P4"} {
		ok("", "player", "add", "e.yaml", "--name", p)
	}
	if out := ok("", "pair", "e.yaml"); !regexp.MustCompile(`(?m)^1\tP1 \(1\).*P4 \(4\)`).MatchString(out) {
		t.Errorf("round 1 is not 1-4 first:\n%s", out)
	}
	ok("1 1-0\n2 =\n", "results", "e.yaml", "1")
	if out := ok("", "pair", "e.yaml"); !regexp.MustCompile(`(?m)^1\tP2 \(2\).*P1 \(1\)`).MatchString(out) {
		t.Errorf("round 2 is not 2-1 first:\n%s", out)
	}
	ok("1 0-1\n2 1-0\n", "results", "e.yaml", "2")
	before, err := os.ReadFile(filepath.Join(dir, "e.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code == 0 || !strings.Contains(stderr, "complete") {
		t.Errorf("a third round: exit %d %s, want the stage complete", code, stderr)
	}
	// Verbs that do not apply refuse cleanly (invalid input, never an
	// unexpected error) and leave the file as it was.
	for _, args := range [][]string{{"bracket", "e.yaml"}, {"advance", "e.yaml"}, {"draw", "e.yaml", "--round", "2", "--lots", "1"}} {
		if code, _, stderr := run(t, dir, "", args...); code != ExitInvalid || stderr == "" {
			t.Errorf("%s: exit %d %q, want %d and a message", strings.Join(args, " "), code, stderr, ExitInvalid)
		}
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "e.yaml")); string(after) != string(before) {
		t.Error("a refused verb changed the event file")
	}
	for _, args := range [][]string{{"check", "e.yaml"}, {"status", "e.yaml"}, {"pairings", "e.yaml", "--json"}, {"log", "e.yaml"},
		{"player", "list", "e.yaml"}, {"standings", "e.yaml", "--final"}} {
		ok("", args...)
	}
	var js jsonStandings
	if err := json.Unmarshal([]byte(ok("", "standings", "e.yaml", "--json")), &js); err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, r := range js.Rows {
		got[r.No] = fmt.Sprintf("%d:%v", r.Place, r.Points)
	}
	want := map[int]string{1: "1:4", 3: "2:3", 2: "3:1", 4: "4:0"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("standings %v (no: place:points), want %v", got, want)
	}

	book := filepath.Join(dir, "e.xlsx")
	ok("", "export", "e.yaml", "-o", book)
	f, err := excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sheets := strings.Join(f.GetSheetList(), " | ")
	for _, want := range []string{"循环表", "第2轮后排名"} {
		if !strings.Contains(sheets, want) {
			t.Errorf("the workbook has no %s sheet: %s", want, sheets)
		}
	}
	info, _ := f.GetRows(f.GetSheetList()[0])
	if !strings.Contains(fmt.Sprint(info), "轮转赛，4 人，已赛 2 / 2 轮") {
		t.Errorf("the event sheet does not name the system by its label:\n%v", info)
	}
	site := filepath.Join(dir, "site")
	ok("", "export", "e.yaml", "-o", site)
	for _, page := range []string{"index.html", "round-2.html", "standings.html", "crosstable.html"} {
		b, err := os.ReadFile(filepath.Join(site, page))
		if err != nil {
			t.Errorf("the pages have no %s: %v", page, err)
			continue
		}
		if page == "index.html" && !strings.Contains(string(b), "轮转赛，已赛 2 轮") {
			t.Errorf("index.html does not name the system by its label")
		}
	}
	trf := filepath.Join(dir, "e.trf")
	ok("", "export", "e.yaml", "-o", trf)
	if b, _ := os.ReadFile(trf); strings.Contains(string(b), "XXC") {
		t.Error("the TRF file gives a top seed's colour the system does not fix")
	}
	// A knockout final of its top two: the stages ask the system how it
	// ranks (by points: P1, P3) and how the final is seeded.
	ok("", "stage", "add", "e.yaml", "final", "--system", "knockout", "--qualify", "2")
	ok("", "advance", "e.yaml")
	if out := ok("", "pair", "e.yaml"); !strings.Contains(out, "P1 (1)") || !strings.Contains(out, "P3 (3)") {
		t.Errorf("the final is not P1 against P3:\n%s", out)
	}
	ok("", "result", "e.yaml", "3", "1", "1-0")
	final := ok("", "standings", "e.yaml", "--final")
	if !regexp.MustCompile(`(?m)^3\t2\tP2\tmain$`).MatchString(final) || !regexp.MustCompile(`(?m)^4\t4\tP4\tmain$`).MatchString(final) {
		t.Errorf("final places below the final are not the rotation's (P2 3rd, P4 4th):\n%s", final)
	}
	ok("", "check", "e.yaml")
	ok("", "unpair", "e.yaml", "--force")
	if code, _, stderr := run(t, dir, "", "stage", "add", "e.yaml", "x", "--system", "rotation", "--teams", "--boards", "2"); code != ExitInvalid ||
		!strings.Contains(stderr, "use round-robin, swiss or knockout with --teams") {
		t.Errorf("a rotation of teams: exit %d %s", code, stderr)
	}

	// A withdrawal is decided by the rules the system registered, not by
	// its name: P4 withdraws after round 1, so pairing round 2 gives his
	// game 3-4 to P3 without play, marked 20.3 (a system without the rule
	// pairs him, and the file's invariants refuse the round). He met one
	// of his three opponents, fewer than half (20.3: 不足半数), so all his
	// results are cancelled. By hand (win 2, draw 1): R1 1-4 1-0
	// cancelled, 2-3 draw; R2 2-1 0-1, 3-4 +- cancelled: P1 2, P2 1, P3 1;
	// P4 after the table, no place.
	dir = t.TempDir()
	ok("", "init", "w.yaml", "--name", "轮转", "--system", "rotation")
	for _, p := range []string{"P1", "P2", "P3", "P4"} {
		ok("", "player", "add", "w.yaml", "--name", p)
	}
	ok("", "pair", "w.yaml")
	ok("1 1-0\n2 =\n", "results", "w.yaml", "1")
	ok("", "player", "withdraw", "w.yaml", "P4", "--round", "2")
	if out := ok("", "pair", "w.yaml"); !regexp.MustCompile(`(?m)^2\tP3 \(3\)\t\d+\t\+-\tP4 \(4\)\t\d+\t退赛 withdrawn \(20\.3\)$`).MatchString(out) {
		t.Errorf("round 2 does not give P4's game to P3, marked 20.3:\n%s", out)
	}
	ok("1 0-1\n", "results", "w.yaml", "2")
	if err := json.Unmarshal([]byte(ok("", "standings", "w.yaml", "--json")), &js); err != nil {
		t.Fatal(err)
	}
	got = map[int]string{}
	for _, r := range js.Rows {
		got[r.No] = fmt.Sprint(r.Points)
	}
	if want := map[int]string{1: "2", 2: "1", 3: "1"}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("standings after the withdrawal %v (no: points), want %v", got, want)
	}
	if out := ok("", "standings", "w.yaml"); !strings.Contains(out, "P4 (4) from round 2, results cancelled") {
		t.Errorf("the standings do not list P4 as withdrawn, results cancelled:\n%s", out)
	}
}

// TestDocsNameEverySystem: the systems table of docs/rules.md (section 1)
// shows how to choose every system and variant of the catalogue, and the
// event file reference lists the ids as the catalogue does.
func TestDocsNameEverySystem(t *testing.T) {
	b, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	section := string(b)
	start, end := strings.Index(section, "## 1. Systems"), strings.Index(section, "## 2.")
	if start < 0 || end < start {
		t.Fatal("docs/rules.md has no section 1. Systems")
	}
	section = section[start:end]
	seen := map[scoring.System]bool{}
	for _, e := range pairing.Catalogue() {
		want := "--system " + string(e.ID)
		if seen[e.ID] { // a variant; the family's first entry is its default
			want = "--" + string(e.ID) + " " + e.Variant
		}
		seen[e.ID] = true
		if !strings.Contains(section, want) {
			t.Errorf("docs/rules.md section 1 does not show %q (%s %s)", want, e.Zh, e.En)
		}
	}
	ref, err := os.ReadFile("../docs/event-file.md")
	if err != nil {
		t.Fatal(err)
	}
	if want := "system: round-robin      # " + pairing.IDList(); !strings.Contains(string(ref), want) {
		t.Errorf("docs/event-file.md does not list the systems as %q", want)
	}
}
