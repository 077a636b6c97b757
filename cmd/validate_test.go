package cmd

import (
	"archive/zip"
	"bytes"
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

// zipBomb is an .xlsx-shaped zip whose one sheet unpacks to 200 MB of
// spaces from a few hundred KB.
func zipBomb(t *testing.T) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create("[Content_Types].xml")
	if err == nil {
		_, err = io.WriteString(w, `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>`)
	}
	if err != nil {
		t.Fatal(err)
	}
	if w, err = zw.Create("xl/worksheets/sheet1.xml"); err != nil {
		t.Fatal(err)
	}
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for i := 0; i < 200; i++ {
		if _, err := w.Write(chunk); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
