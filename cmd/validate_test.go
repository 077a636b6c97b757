package cmd

import (
	"io"
	"io/fs"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestExportFullDiskIsStorage: a write the disk refuses in the middle of an
// export (ENOSPC from the file) is exit 6, as docs/exit-codes say, naming
// the output; not exit 3 with a bare OS message.
func TestExportFullDiskIsStorage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "e.xlsx")
	err := writeExport(out, func(w io.Writer) error {
		return &fs.PathError{Op: "write", Path: out + ".tmp123", Err: syscall.ENOSPC}
	})
	if code := exitCode(err); code != ExitStorage {
		t.Fatalf("exit %d (%v), want %d", code, err, ExitStorage)
	}
	if err == nil || !strings.Contains(err.Error(), out) {
		t.Errorf("message %q does not name %s", err, out)
	}
}
