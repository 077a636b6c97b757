//go:build !windows

package cmd

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestExportKeepsMode: exports get the usual mode of a new file (0644 under the
// usual umask), not the 0600 of a temporary file; an existing output keeps
// its mode.
func TestExportKeepsMode(t *testing.T) {
	dir := newEvent(t, "甲", "乙")
	mask := syscall.Umask(0o022)
	defer syscall.Umask(mask)
	for _, out := range []string{"e.xlsx", "e.trf"} {
		p := filepath.Join(dir, out)
		if code, _, stderr := run(t, dir, "", "export", "e.yaml", "-o", p); code != 0 {
			t.Fatalf("export %s: %d %s", out, code, stderr)
		}
		if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != 0o644 {
			t.Errorf("%s: mode %v (%v), want 0644", out, fi.Mode().Perm(), err)
		}
		if err := os.Chmod(p, 0o664); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := run(t, dir, "", "export", "e.yaml", "-o", p); code != 0 {
			t.Fatalf("export %s again: %d %s", out, code, stderr)
		}
		if fi, err := os.Stat(p); err != nil || fi.Mode().Perm() != 0o664 {
			t.Errorf("%s rewritten: mode %v (%v), want 0664 kept", out, fi.Mode().Perm(), err)
		}
	}
}
