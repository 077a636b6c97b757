package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkImport100k is 'xqt player import' of a 100,000-row CSV roster
// into an empty Swiss through the CLI: the read of the CSV, the checks of
// the rows, the invariants and the save of a 6 MB event file. Its
// allocations (-benchmem, -memprofile) show where the memory goes.
func BenchmarkImport100k(b *testing.B) {
	dir := b.TempDir()
	t := &testing.T{}
	if code, _, stderr := run(t, dir, "", "init", "e.yaml", "--name", "导入", "--system", "swiss", "--rounds", "7"); code != 0 {
		b.Fatalf("init: %d %s", code, stderr)
	}
	empty, err := os.ReadFile(filepath.Join(dir, "e.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	var csv strings.Builder
	csv.WriteString("姓名,单位,等级分\n")
	for i := range 100000 {
		fmt.Fprintf(&csv, "选手%d,单位%d,%d\n", i, i%50, 1500+i%700)
	}
	if err := os.WriteFile(filepath.Join(dir, "r.csv"), []byte(csv.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		b.StopTimer()
		if err := os.WriteFile(filepath.Join(dir, "e.yaml"), empty, 0o644); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if code, _, stderr := run(t, dir, "", "player", "import", "e.yaml", filepath.Join(dir, "r.csv")); code != 0 || !strings.Contains(stderr, "imported 100000 players") {
			b.Fatalf("import: %d %s", code, stderr)
		}
	}
}
