package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

// bigSwiss writes a Swiss of n players with round 1 paired by xqt and
// played (red wins on odd boards, draws on even), round 2 paired: the
// event the save benchmarks enter results into.
func bigSwiss(b *testing.B, n int) string {
	b.Helper()
	dir := b.TempDir()
	t := &testing.T{}
	ev := &scoring.Event{Name: "大型公开赛", Start: "2026-03-14", Edition: "cxa2011"}
	var err error
	if ev.Points, err = scoring.Preset("cxa2011"); err != nil {
		b.Fatal(err)
	}
	ev.Stages = []scoring.Stage{{ID: "main", System: scoring.Swiss, Rounds: 9, Tiebreaks: []string{"cxa2011-swiss-bh"}}}
	for i := 1; i <= n; i++ {
		ev.Players = append(ev.Players, scoring.Player{No: i, Name: fmt.Sprintf("棋手%04d", i), Club: fmt.Sprintf("队%d", i%97), Rating: 2600 - i/3})
	}
	if err := event.Save(filepath.Join(dir, "e.yaml"), ev); err != nil {
		b.Fatal(err)
	}
	for _, step := range []string{"pair", "results", "pair"} {
		var code int
		var stderr string
		if step == "results" {
			var lines strings.Builder
			for k := 1; k <= n/2; k++ {
				fmt.Fprintf(&lines, "%d %s\n", k, map[bool]string{true: "1-0", false: "="}[k%2 == 1])
			}
			code, _, stderr = run(t, dir, lines.String(), "results", "e.yaml", "1")
		} else {
			code, _, stderr = run(t, dir, "", "pair", "e.yaml")
		}
		if code != 0 {
			b.Fatalf("%s: %d %s", step, code, stderr)
		}
	}
	return dir
}

// BenchmarkResult5000 is one 'xqt result' on a 5000-player Swiss in round
// 2: lock, load and validate, the change, the invariants and the pairing
// rules of the rounds it touched, the save. Each iteration enters another
// board, so each writes the file.
func BenchmarkResult5000(b *testing.B) {
	dir := bigSwiss(b, 5000)
	t := &testing.T{}
	k := 0
	for b.Loop() {
		k++
		if code, _, stderr := run(t, dir, "", "result", "e.yaml", "2", fmt.Sprint(1+k%2500), []string{"1-0", "0-1", "="}[k%3]); code != 0 {
			b.Fatalf("%d %s", code, stderr)
		}
	}
}

// BenchmarkResults5000 is 'xqt results' of a whole round (2500 boards) of
// a 5000-player Swiss, entered afresh each time.
func BenchmarkResults5000(b *testing.B) {
	dir := bigSwiss(b, 5000)
	t := &testing.T{}
	k := 0
	for b.Loop() {
		k++
		var lines strings.Builder
		for n := 1; n <= 2500; n++ {
			fmt.Fprintf(&lines, "%d %s\n", n, []string{"1-0", "0-1", "="}[(n+k)%3])
		}
		if code, _, stderr := run(t, dir, lines.String(), "results", "e.yaml", "2"); code != 0 {
			b.Fatalf("%d %s", code, stderr)
		}
	}
	_ = os.Remove(filepath.Join(dir, "e.yaml.bak"))
}
