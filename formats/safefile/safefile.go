package safefile

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// tempMark is in the name of every temporary file, after the target's name:
// ".e.yaml.xqt-tmp-1a2b3c4d5e6f7a8b".
const tempMark = ".xqt-tmp-"

// DefaultPerm is the mode of a new file (before the umask).
const DefaultPerm fs.FileMode = 0o644

// tempName is the name of a new temporary file for target.
func tempName(target string) (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	dir, base := filepath.Split(target)
	return filepath.Join(dir, "."+base+tempMark+hex.EncodeToString(b[:])), nil
}

// isTempOf reports whether name (a base name) is a temporary file of target's
// base name.
func isTempOf(name, base string) bool {
	rest, ok := strings.CutPrefix(name, "."+base+tempMark)
	if !ok || len(rest) != 16 {
		return false
	}
	_, err := hex.DecodeString(rest)
	return err == nil
}

// Pending is a file being written; Commit puts it in place of its target,
// Cleanup removes it if it was not committed.
type Pending struct {
	f      *os.File
	target string
	done   bool
}

// Create starts a replacement of target. The temporary file takes the mode of
// target if target exists, else perm.
func Create(target string, perm fs.FileMode) (*Pending, error) {
	if fi, err := os.Stat(target); err == nil {
		if !fi.Mode().IsRegular() {
			return nil, &fs.PathError{Op: "replace", Path: target, Err: ErrNotRegular}
		}
		perm = fi.Mode().Perm()
	}
	for range 10 {
		name, err := tempName(target)
		if err != nil {
			return nil, err
		}
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		// The umask may have narrowed perm; the original's mode is kept
		// exactly (chmod is best effort: Windows knows only read-only).
		if fi, err := os.Stat(target); err == nil {
			_ = f.Chmod(fi.Mode().Perm())
		}
		return &Pending{f: f, target: target}, nil
	}
	return nil, fmt.Errorf("creating a temporary file beside %s: too many name clashes", target)
}

// Write writes to the temporary file.
func (p *Pending) Write(b []byte) (int, error) { return p.f.Write(b) }

// Name is the temporary file's path.
func (p *Pending) Name() string { return p.f.Name() }

// Commit flushes the temporary file, renames it over the target and flushes
// the folder.
func (p *Pending) Commit() error {
	if p.done {
		return errors.New("safefile: committed twice")
	}
	if err := p.f.Sync(); err != nil {
		p.Cleanup()
		return err
	}
	if err := p.f.Close(); err != nil {
		p.done = true
		_ = os.Remove(p.f.Name())
		return err
	}
	p.done = true
	if err := rename(p.f.Name(), p.target); err != nil {
		_ = os.Remove(p.f.Name())
		return err
	}
	return SyncDir(filepath.Dir(p.target))
}

// Cleanup removes the temporary file unless it was committed. It is safe to
// call after Commit (defer it).
func (p *Pending) Cleanup() {
	if p.done {
		return
	}
	p.done = true
	_ = p.f.Close()
	_ = os.Remove(p.f.Name())
}

// WriteFile replaces target with data atomically.
func WriteFile(target string, data []byte, perm fs.FileMode) error {
	p, err := Create(target, perm)
	if err != nil {
		return err
	}
	defer p.Cleanup()
	if _, err := p.Write(data); err != nil {
		return err
	}
	return p.Commit()
}

// CleanStale removes the temporary files of the targets left by a killed
// writer. Call it only while holding the targets' lock, so no live writer's
// file is removed (or see CleanOlder). It returns how many it removed.
func CleanStale(targets ...string) int { return clean(targets, time.Time{}) }

// CleanOlder removes the temporary files of target last written before
// cutoff: for files written without a lock (exports), where a temporary file
// younger than that may belong to a command still running.
func CleanOlder(target string, cutoff time.Time) int { return clean([]string{target}, cutoff) }

func clean(targets []string, cutoff time.Time) int {
	byDir := map[string][]string{}
	for _, t := range targets {
		dir, base := filepath.Split(t)
		if dir == "" {
			dir = "."
		}
		byDir[dir] = append(byDir[dir], base)
	}
	n := 0
	for dir, bases := range byDir {
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || !slices.ContainsFunc(bases, func(b string) bool { return isTempOf(e.Name(), b) }) {
				continue
			}
			if !cutoff.IsZero() {
				if fi, err := e.Info(); err != nil || !fi.ModTime().Before(cutoff) {
					continue
				}
			}
			if os.Remove(filepath.Join(dir, e.Name())) == nil {
				n++
			}
		}
	}
	return n
}

// ErrNotRegular is the error for a path that is a FIFO, a device, a folder
// or anything else that is not a plain file.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is the error for a file over the limit given to ReadFile.
var ErrTooLarge = errors.New("file too large")

// CheckRegular returns ErrNotRegular (in a *fs.PathError) unless path, after
// symbolic links, is a regular file; a missing file is fs.ErrNotExist.
func CheckRegular(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return &fs.PathError{Op: "open", Path: path, Err: ErrNotRegular}
	}
	return nil
}

// Open opens a regular file for reading; FIFOs and devices are refused
// before they are opened (opening a FIFO would wait for a writer).
func Open(path string) (*os.File, error) {
	if err := CheckRegular(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	// The path may have been swapped between the check and the open.
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: path, Err: ErrNotRegular}
	}
	return f, nil
}

// ReadFile reads a regular file of at most limit bytes.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, path, limit)
}

// ReadAll reads r up to limit bytes; more is ErrTooLarge (in a
// *fs.PathError naming name).
func ReadAll(r io.Reader, name string, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fmt.Errorf("%w (over %s)", ErrTooLarge, Size(limit))}
	}
	return data, nil
}

// Size prints a byte count as "16 MB" or "64 KB".
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Resolve follows symbolic links to the file they name, so that a write
// replaces the real file rather than the link, and every path to one file
// takes the same lock. A path that does not exist (yet) is returned as it is.
func Resolve(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	// A dangling link: write where it points.
	if target, err := os.Readlink(path); err == nil {
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		return target
	}
	return path
}

// Rename moves from over to in one step (retrying briefly on Windows while
// another program has it open), for renames of finished files such as a
// backup.
func Rename(from, to string) error { return rename(from, to) }
