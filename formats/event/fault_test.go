package event

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// TestSaveFailureKeepsFileAndBackup simulates a full disk and a read-only
// folder at each step of a save: the save fails with a *StorageError naming
// the event file (never a temporary file) and saying what to do, the file and
// its backup are byte-identical to before, and nothing is left behind.
func TestSaveFailureKeepsFileAndBackup(t *testing.T) {
	problems := []struct {
		err  error
		hint string
	}{
		{&fs.PathError{Op: "write", Path: "/x/.e.yaml.xqt-tmp-0123456789abcdef", Err: syscall.ENOSPC}, "the disk is full"},
		{&fs.PathError{Op: "open", Path: "/x/.e.yaml.xqt-tmp-0123456789abcdef", Err: syscall.EROFS}, "read-only"},
		{&fs.PathError{Op: "open", Path: "/x/.e.yaml.xqt-tmp-0123456789abcdef", Err: syscall.EACCES}, "permission denied"},
		{syscall.EIO, "check the disk"},
	}
	steps := []string{"backup", "create", "write", "commit"}
	cases := 0
	for _, step := range steps {
		for _, p := range problems {
			t.Run(fmt.Sprintf("%s/%v", step, errors.Unwrap(p.err)), func(t *testing.T) {
				dir := t.TempDir()
				path := filepath.Join(dir, "e.yaml")
				for k := range 2 {
					if err := Save(path, version(k)); err != nil {
						t.Fatal(err)
					}
				}
				before := snapshot(t, dir)
				faultHook = func(s string) error {
					if s == step {
						return p.err
					}
					return nil
				}
				defer func() { faultHook = nil }()
				err := Save(path, version(2))
				var se *StorageError
				if !errors.As(err, &se) {
					t.Fatalf("got %v, want a *StorageError", err)
				}
				msg := err.Error()
				if !strings.HasPrefix(msg, path+": cannot ") || !strings.Contains(msg, p.hint) || strings.Contains(msg, "xqt-tmp") {
					t.Errorf("message %q: want it to start with the event file, hint %q, and name no temporary file", msg, p.hint)
				}
				if after := snapshot(t, dir); after != before {
					t.Errorf("the folder changed:\nbefore %s\nafter  %s", before, after)
				}
			})
			cases++
		}
	}
	t.Logf("%d failure cases", cases)
}

// TestBackupRotationFailureIsRecovered: when the new file is in place but
// the backup cannot be rotated, the save succeeds and the next lock finishes
// the rotation, so path.bak becomes the previous version.
func TestBackupRotationFailureIsRecovered(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	for k := range 2 {
		if err := Save(path, version(k)); err != nil {
			t.Fatal(err)
		}
	}
	faultHook = func(s string) error {
		if s == "rotate" {
			return syscall.EIO
		}
		return nil
	}
	err := Save(path, version(2))
	faultHook = nil
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	checkVersions(t, path, 2, 2, nil)
}

// TestReadOnlyFolder: a real read-only folder (permissions are not enforced
// for root, so this case needs an ordinary user; the injected EROFS and
// EACCES cases above run everywhere).
func TestReadOnlyFolder(t *testing.T) {
	if os.Geteuid() == 0 || runtime.GOOS == "windows" {
		t.Skip("root ignores folder permissions, and Windows has no read-only folders; TestSaveFailureKeepsFileAndBackup covers the read-only folder by injection")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	for k := range 2 {
		if err := Save(path, version(k)); err != nil {
			t.Fatal(err)
		}
	}
	before := snapshot(t, dir)
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o755)
	var se *StorageError
	if err := Save(path, version(2)); !errors.As(err, &se) || !errors.Is(err, fs.ErrPermission) {
		t.Errorf("save into a read-only folder: %v, want a permission *StorageError", err)
	}
	if after := snapshot(t, dir); after != before {
		t.Errorf("the folder changed:\nbefore %s\nafter  %s", before, after)
	}
}

// snapshot is every file of dir with its bytes' digest and mode.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		fi, _ := e.Info()
		fmt.Fprintf(&b, "%s(%d bytes, %x, %v) ", e.Name(), len(data), crc(data), fi.Mode())
	}
	return b.String()
}

func crc(b []byte) uint32 {
	var h uint32 = 2166136261
	for _, c := range bytes.Clone(b) {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}
