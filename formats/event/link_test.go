package event

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestSaveThroughSymlinkWritesTarget: a save through a link replaces the real
// file (the link stays a link), and both paths take the same lock.
func TestSaveThroughSymlinkWritesTarget(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real", "e.yaml")
	if err := os.Mkdir(filepath.Dir(real), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Save(real, version(0)); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(filepath.Join("real", "e.yaml"), link); err != nil {
		if runtime.GOOS == "windows" {
			t.Skipf("symbolic links need a privilege on Windows: %v", err)
		}
		t.Fatal(err)
	}
	release, err := Lock(link, "'xqt result' (pid 1)")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(real, "other"); !errors.Is(err, ErrLocked) {
		t.Errorf("lock of the real path while the link is locked: %v, want ErrLocked", err)
	}
	if err := Save(link, version(1)); err != nil {
		t.Fatal(err)
	}
	release()
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced by a file (%v)", err)
	}
	ev, err := Load(real)
	if err != nil {
		t.Fatal(err)
	}
	if k, _ := versionOf(ev); k != 1 {
		t.Errorf("the real file is version %d, want 1", k)
	}
	if _, err := os.Stat(real + ".bak"); err != nil {
		t.Errorf("the backup is not beside the real file: %v", err)
	}
}

// TestSaveKeepsModeAndCleansStaleTemps: the new file has the original's
// mode, and temporary files of a killed writer are removed by the next lock
// (and only this event's).
func TestSaveKeepsModeAndCleansStaleTemps(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	if err := Save(path, version(0)); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	stale := []string{".e.yaml.xqt-tmp-0123456789abcdef", ".e.yaml.bak.next.xqt-tmp-fedcba9876543210"}
	keep := []string{".f.yaml.xqt-tmp-0123456789abcdef", ".e.yaml.xqt-tmp-notmine", "e.yaml.notes"}
	for _, n := range append(stale, keep...) {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	release, err := Lock(path, "test")
	if err != nil {
		t.Fatal(err)
	}
	if err := Save(path, version(1)); err != nil {
		t.Fatal(err)
	}
	release()
	for _, p := range []string{path, path + ".bak"} {
		if fi, err := os.Stat(p); runtime.GOOS != "windows" && (err != nil || fi.Mode().Perm() != 0o600) {
			t.Errorf("%s: mode %v (%v), want 0600 as the original", filepath.Base(p), fi.Mode().Perm(), err)
		}
	}
	for _, n := range stale {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			t.Errorf("stale %s was not removed", n)
		}
	}
	for _, n := range keep {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("%s is not ours but was removed", n)
		}
	}
}

// TestStaleHolderIsNotNamed: a holder record left by a killed command names
// a dead process; a second writer is told "another xqt command", not that
// process. A live holder is named.
func TestStaleHolderIsNotNamed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.yaml")
	release, err := Lock(path, "'xqt pair' (pid 1234)")
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	if _, err := Lock(path, "x"); err == nil || !strings.Contains(err.Error(), "by 'xqt pair' (pid 1234)") {
		t.Errorf("live holder: %v", err)
	}
	// Rewrite the record as a killed process would have left it.
	if err := os.WriteFile(path+".lock.holder", []byte("pid 2147483600\n'xqt result' (pid 2147483600)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Lock(path, "x")
	if !errors.Is(err, ErrLocked) || strings.Contains(err.Error(), "2147483600") || !strings.Contains(err.Error(), "another xqt command") {
		t.Errorf("stale record: %v, want ErrLocked naming no dead process", err)
	}
}
