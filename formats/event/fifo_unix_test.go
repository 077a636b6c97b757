//go:build !windows

package event

import (
	"path/filepath"
	"syscall"
	"testing"
)

// mkfifo makes a FIFO in dir (a reader of it would wait for a writer forever).
func mkfifo(t *testing.T, dir string) string {
	t.Helper()
	p := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Fatalf("mkfifo: %v", err)
	}
	return p
}
