package cmd

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

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
func TestLadderViewsAgree(t *testing.T) {
	dir := ladderEvent(t)
	want := map[int]string{2: "1", 1: "2", 3: "3"} // start number: place

	code, stdout, stderr := run(t, dir, "", "standings", "e.yaml", "--json")
	if code != 0 {
		t.Fatalf("standings: %d %s", code, stderr)
	}
	var js jsonStandings
	if err := json.Unmarshal([]byte(stdout), &js); err != nil {
		t.Fatalf("standings --json: %v\n%s", err, stdout)
	}
	got := map[int]string{}
	for _, r := range js.Rows {
		got[r.No] = placeString(r.Place, r.Shared)
	}
	agree(t, "xqt standings", got, want)

	book := filepath.Join(dir, "e.xlsx")
	if code, _, stderr := run(t, dir, "", "export", "e.yaml", "-o", book); code != 0 {
		t.Fatalf("export xlsx: %d %s", code, stderr)
	}
	f, err := excelize.OpenFile(book)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got = nil
	label := false // the event sheet names the ladder 阶梯赛
	for _, name := range f.GetSheetList() {
		rows, err := f.GetRows(name)
		if err != nil {
			t.Fatal(err)
		}
		ladder := strings.HasPrefix(name, "阶梯决赛 ")
		for _, row := range rows {
			for _, cell := range row {
				if ladder && strings.Contains(cell, "需要加赛") {
					t.Errorf("workbook sheet %s says %q", name, cell)
				}
				if strings.HasPrefix(cell, "阶梯赛") {
					label = true
				}
				if strings.HasPrefix(cell, "ladder") {
					t.Errorf("workbook sheet %s names the system by its id: %q", name, cell)
				}
			}
		}
		if !ladder {
			continue
		}
		// The ladder's last ranked sheet: rows of a place and a start number.
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
	agree(t, "the workbook", got, want)
	if !label {
		t.Error("no sheet names the system 阶梯赛")
	}

	site := filepath.Join(dir, "site")
	if code, _, stderr := run(t, dir, "", "export", "e.yaml", "-o", site); code != 0 {
		t.Fatalf("export html: %d %s", code, stderr)
	}
	page, err := os.ReadFile(filepath.Join(site, "s2-standings.html"))
	if err != nil {
		t.Fatal(err)
	}
	got = map[int]string{}
	for _, m := range pageRow.FindAllStringSubmatch(string(page), -1) {
		no, _ := strconv.Atoi(m[2])
		got[no] = m[1]
	}
	agree(t, "the page", got, want)
	index, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for name, p := range map[string][]byte{"s2-standings.html": page, "index.html": index} {
		if s := string(p); strings.Contains(s, "需要加赛") || strings.Contains(s, "ladder，") {
			t.Errorf("%s says 需要加赛 or names the system by its id", name)
		}
	}
	if !strings.Contains(string(index), "阶梯赛，已赛 2 轮") {
		t.Error("index.html does not name the ladder 阶梯赛")
	}
}

var (
	placeCell = regexp.MustCompile(`^(并列)?\d+=?$`)
	pageRow   = regexp.MustCompile(`<tr><td class="num strong">([^<]*)</td><td class="name">[^<]*<small><span>(\d+)</span>`)
)

// placeString writes a place as the workbook and the page print it.
func placeString(place int, shared bool) string {
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
