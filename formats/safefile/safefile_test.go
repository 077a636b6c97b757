package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestIsTempOf(t *testing.T) {
	tests := []struct {
		name, base string
		want       bool
	}{
		{".e.yaml.xqt-tmp-0123456789abcdef", "e.yaml", true},
		{".e.yaml.xqt-tmp-0123456789abcdeg", "e.yaml", false}, // not hex
		{".e.yaml.xqt-tmp-0123", "e.yaml", false},             // too short
		{".e.yaml.x.yaml.xqt-tmp-0123456789abcdef", "e.yaml", false},
		{".f.yaml.xqt-tmp-0123456789abcdef", "e.yaml", false},
		{"e.yaml.xqt-tmp-0123456789abcdef", "e.yaml", false}, // not hidden
	}
	for _, tt := range tests {
		if got := isTempOf(tt.name, tt.base); got != tt.want {
			t.Errorf("isTempOf(%q, %q) = %v, want %v", tt.name, tt.base, got, tt.want)
		}
	}
}

// TestWriteFile: the target gets the data, keeps its mode, and no temporary
// file is left; a target that is not a regular file is refused.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.txt")
	if err := WriteFile(p, []byte("one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(p, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(p, []byte("two"), DefaultPerm); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	fi, _ := os.Stat(p)
	// Windows keeps only a read-only flag.
	if string(got) != "two" || runtime.GOOS != "windows" && fi.Mode().Perm() != 0o640 {
		t.Errorf("got %q mode %v, want \"two\" mode 0640", got, fi.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files left: %v", entries)
	}
	if err := WriteFile(dir, []byte("x"), DefaultPerm); !errors.Is(err, ErrNotRegular) {
		t.Errorf("WriteFile over a folder: %v, want ErrNotRegular", err)
	}
}

// TestPendingCleanup: an uncommitted file is removed and the target untouched.
func TestPendingCleanup(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(p, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	pf, err := Create(p, DefaultPerm)
	if err != nil {
		t.Fatal(err)
	}
	if !isTempOf(filepath.Base(pf.Name()), "a.txt") || filepath.Dir(pf.Name()) != dir {
		t.Errorf("temporary file %s is not beside the target", pf.Name())
	}
	_, _ = pf.Write([]byte("new"))
	pf.Cleanup()
	got, _ := os.ReadFile(p)
	entries, _ := os.ReadDir(dir)
	if string(got) != "old" || len(entries) != 1 {
		t.Errorf("after Cleanup: %q, %d files", got, len(entries))
	}
	if n := CleanStale(p); n != 0 {
		t.Errorf("CleanStale removed %d files, want 0", n)
	}
}

func TestReadFileBounds(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(p, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile(p, 5); err != nil || string(data) != "12345" {
		t.Errorf("at the limit: %q %v", data, err)
	}
	_, err := ReadFile(p, 4)
	var pe *fs.PathError
	if !errors.Is(err, ErrTooLarge) || !errors.As(err, &pe) || !strings.Contains(err.Error(), "over 4 bytes") {
		t.Errorf("over the limit: %v", err)
	}
	if _, err := ReadFile(dir, 5); !errors.Is(err, ErrNotRegular) {
		t.Errorf("a folder: %v", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none"), 5); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing: %v", err)
	}
}

func TestResolve(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.yaml")
	if err := os.WriteFile(real, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.yaml", filepath.Join(dir, "link.yaml")); err != nil {
		if runtime.GOOS == "windows" {
			t.Skipf("symbolic links need a privilege on Windows: %v", err)
		}
		t.Fatal(err)
	}
	if err := os.Symlink("new.yaml", filepath.Join(dir, "dangling.yaml")); err != nil {
		t.Fatal(err)
	}
	realDir, _ := filepath.EvalSymlinks(dir)
	tests := []struct{ in, want string }{
		{filepath.Join(dir, "link.yaml"), filepath.Join(realDir, "real.yaml")},
		{filepath.Join(dir, "dangling.yaml"), filepath.Join(dir, "new.yaml")},
		{filepath.Join(dir, "none.yaml"), filepath.Join(dir, "none.yaml")},
	}
	for _, tt := range tests {
		if got := Resolve(tt.in); got != tt.want {
			t.Errorf("Resolve(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{16 << 20: "16 MB", 64 << 10: "64 KB", 1000: "1000 bytes"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestCleanOlder: only temporary files older than the cutoff are removed.
func TestCleanOlder(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "out.xlsx")
	old := filepath.Join(dir, ".out.xlsx.xqt-tmp-0000000000000001")
	young := filepath.Join(dir, ".out.xlsx.xqt-tmp-0000000000000002")
	for _, p := range []string{old, young} {
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	then := time.Now().Add(-2 * time.Hour)
	if err := os.Chtimes(old, then, then); err != nil {
		t.Fatal(err)
	}
	if n := CleanOlder(target, time.Now().Add(-time.Hour)); n != 1 {
		t.Errorf("removed %d, want 1", n)
	}
	if _, err := os.Stat(young); err != nil {
		t.Errorf("the young temporary file was removed: %v", err)
	}
	if _, err := os.Stat(old); err == nil {
		t.Error("the old temporary file is still there")
	}
}
