package cmd

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestExportMode: exported workbooks, TRF files and pages are readable by
// everyone like the event file (0644 less the umask), not 0600.
func TestExportMode(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix file modes")
	}
	dir := newEvent(t, "甲", "乙", "丙", "丁")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	// The umask, as a plain file created with 0666 shows it.
	probe := filepath.Join(dir, "probe")
	if err := os.WriteFile(probe, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(probe)
	if err != nil {
		t.Fatal(err)
	}
	want := os.FileMode(0o644) & fi.Mode().Perm()
	for _, out := range []string{"e.xlsx", "e.trf", "e.html", "site/index.html"} {
		o := filepath.Join(dir, out)
		arg := o
		if out == "site/index.html" {
			arg = filepath.Join(dir, "site")
		}
		if code, _, stderr := run(t, dir, "", "export", "e.yaml", "-o", arg); code != 0 {
			t.Fatalf("export %s: %d %s", out, code, stderr)
		}
		fi, err := os.Stat(o)
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != want {
			t.Errorf("%s: mode %v, want %v", out, got, want)
		}
	}
}
