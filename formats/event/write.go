package event

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/gofrs/flock"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/scoring"
)

// StorageError is a problem of the disk or folder holding an event file
// (full, read-only, no permission) rather than of its contents. The event
// file is left as it was.
type StorageError struct {
	Path string // the event file, as the user named it
	Op   string // what failed: "write", "lock", "keep the backup of", ...
	Err  error
}

func (e *StorageError) Error() string {
	return fmt.Sprintf("%s: cannot %s it: %v: %s", e.Path, e.Op, cause(e.Err), e.Hint())
}

func (e *StorageError) Unwrap() error { return e.Err }

// Hint says what to do about the problem.
func (e *StorageError) Hint() string {
	switch {
	case errors.Is(e.Err, syscall.ENOSPC), errors.Is(e.Err, syscall.EDQUOT):
		return "the disk is full: free some space, then run the command again (the file is unchanged)"
	case errors.Is(e.Err, syscall.EROFS):
		return "the disk or folder is read-only: copy the event file to a writable folder, or remount, then run the command again (the file is unchanged)"
	case errors.Is(e.Err, fs.ErrPermission):
		return "permission denied: the folder or file is read-only or belongs to someone else; fix its permissions or copy the event to your own folder (the file is unchanged)"
	case errors.Is(e.Err, safefile.ErrNotRegular):
		return "an event file must be a plain file, not a device, FIFO or folder"
	}
	return "check the disk and the folder's permissions, then run the command again (the file is unchanged)"
}

// cause strips the path of a temporary file from an error, so a message
// names the event file only.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// faultHook, when set by a test, is called before each step of Save and may
// return an error to simulate a full disk or a read-only folder there.
var faultHook func(step string) error

func fault(step string) error {
	if faultHook != nil {
		return faultHook(step)
	}
	return nil
}

// pendingBak is the name of the previous version while a Save is under way.
func pendingBak(path string) string { return path + ".bak.next" }

// Save writes the event to path atomically and keeps the previous version as
// path.bak. The event is validated by decoding what is about to be written,
// so a file that would not load again is never written. A symbolic link is
// followed: its target is written.
//
// The order of steps is what makes a kill at any moment safe:
//  1. the current file is linked (or copied through a temporary file, fsync,
//     rename) to path.bak.next;
//  2. the new version is written beside path and renamed over it;
//  3. path.bak.next is renamed to path.bak.
//
// Until step 2 the file and path.bak are as they were; after it, the file is
// the new version and the previous one is in path.bak.next or path.bak. A
// kill between 2 and 3 is finished by the next Lock (see Recover). So a
// failed write never costs the one backup.
func Save(path string, ev *scoring.Event) error { return SaveMeta(path, ev, Meta{}) }

// SaveMeta saves as Save does, writing m into the header comment.
func SaveMeta(path string, ev *scoring.Event, m Meta) error { return SaveChecked(path, ev, m, nil) }

// SaveChecked saves as SaveMeta does once the event, as it will be read
// back, passes the file's invariants and then check (nil: none more), so
// a save never writes what a load would refuse.
func SaveChecked(path string, ev *scoring.Event, m Meta, check func(written *scoring.Event) error) error {
	// The checks of a load run on the file form about to be encoded, the
	// very values the bytes will hold (the mapping is one to one:
	// mapping_test.go), without parsing the bytes back.
	f := toFile(ev)
	back, err := fromFile(filepath.Base(path), f, &locator{})
	if err != nil {
		return &InvalidChangeError{Path: path, Err: err}
	}
	data, err := encodeFile(f, m)
	if err != nil {
		return err
	}
	if check != nil {
		if err := check(back); err != nil {
			return err
		}
	}
	return saveBytes(path, data)
}

// readOnly is an event file without a write bit: a permission error.
type readOnly fs.FileMode

func (m readOnly) Error() string { return fmt.Sprintf("the file is read-only (%v)", fs.FileMode(m)) }

func (readOnly) Is(target error) bool { return target == fs.ErrPermission }

// InvalidChangeError is a save refused because the event it would write
// is not valid ('xqt check' would refuse it): nothing was written. The
// problems are those of the event as it would be, named by round, board
// and stage rather than by the line of a file that was never written.
type InvalidChangeError struct {
	Path string
	Err  error // an ErrorList, or what Decode refused
}

func (e *InvalidChangeError) Error() string {
	var l ErrorList
	if !errors.As(e.Err, &l) {
		return fmt.Sprintf("refusing to write an invalid event file: %v", e.Err)
	}
	msgs := make([]string, len(l))
	for i, p := range l {
		msgs[i] = p.Msg
	}
	return fmt.Sprintf("this change would leave an event that 'xqt check' refuses, so nothing was written:\n%s", strings.Join(msgs, "\n"))
}

func (e *InvalidChangeError) Unwrap() error { return e.Err }

func saveBytes(userPath string, data []byte) error {
	path := safefile.Resolve(userPath)
	old, err := safefile.ReadFile(path, MaxFileSize)
	exists := err == nil
	if errors.Is(err, safefile.ErrNotRegular) {
		return fmt.Errorf("%s: not a regular file (a device, FIFO or folder): an event file must be a plain .yaml file", userPath)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return &StorageError{userPath, "read", err}
	}
	if exists && bytes.Equal(old, data) {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.Mode().Perm()&0o222 == 0 {
		// The file is replaced by a rename, which the folder allows even
		// when the file is read-only: honour the file's own write bit.
		return &StorageError{userPath, "write", readOnly(fi.Mode().Perm())}
	}
	if exists {
		if err := fault("backup"); err != nil {
			return &StorageError{userPath, "keep the previous version of", err}
		}
		if err := keepPrevious(path, old); err != nil {
			return &StorageError{userPath, "keep the previous version of", err}
		}
	}
	if err := writeNew(path, data); err != nil {
		if exists {
			_ = os.Remove(pendingBak(path))
		}
		return &StorageError{userPath, "write", err}
	}
	if exists {
		// The new version is in place: only now does the backup rotate. If
		// this fails, the next Lock finishes it.
		if fault("rotate") == nil && safefile.Rename(pendingBak(path), path+".bak") == nil {
			_ = safefile.SyncDir(filepath.Dir(path))
		}
	}
	return nil
}

// keepPrevious makes path.bak.next hold the current file: a hard link where
// the file system has them (nothing to copy or flush but the folder), else a
// copy written like any other file (with the file's mode: it holds the same
// data).
func keepPrevious(path string, old []byte) error {
	pend := pendingBak(path)
	_ = os.Remove(pend)
	if os.Link(path, pend) == nil {
		return safefile.SyncDir(filepath.Dir(path))
	}
	perm := safefile.DefaultPerm
	if fi, err := os.Stat(path); err == nil {
		perm = fi.Mode().Perm()
	}
	return safefile.WriteFile(pend, old, perm)
}

func writeNew(path string, data []byte) error {
	if err := fault("create"); err != nil {
		return err
	}
	p, err := safefile.Create(path, safefile.DefaultPerm)
	if err != nil {
		return err
	}
	defer p.Cleanup()
	if err := fault("write"); err != nil {
		return err
	}
	if _, err := p.Write(data); err != nil {
		return err
	}
	if err := fault("commit"); err != nil {
		return err
	}
	return p.Commit()
}

// Recover finishes or undoes a Save that was killed, and removes the
// temporary files killed writers left. Lock calls it; call it only while
// holding the lock. A pending backup that equals the file is from a Save
// killed before its new version was in place (the file and path.bak are
// still as they were): it is removed. One that differs is the previous
// version of a file whose new version is in place: it becomes path.bak.
func Recover(path string) error {
	path = safefile.Resolve(path)
	pend := pendingBak(path)
	if _, err := os.Lstat(pend); err == nil {
		cur, err1 := safefile.ReadFile(path, MaxFileSize)
		prev, err2 := safefile.ReadFile(pend, MaxFileSize)
		switch {
		case err2 != nil:
			_ = os.Remove(pend)
		case err1 == nil && bytes.Equal(cur, prev):
			_ = os.Remove(pend)
		default:
			if err := safefile.Rename(pend, path+".bak"); err != nil {
				return err
			}
			_ = safefile.SyncDir(filepath.Dir(path))
		}
	}
	safefile.CleanStale(path, pend, path+".bak")
	return nil
}

// ErrLocked is returned by Lock when another xqt holds the event file, and
// only then.
var ErrLocked = errors.New("event file is locked")

// Lock takes the write lock of an event file (path.lock, beside the file a
// symbolic link names) for the calling command, and returns its release
// function. A second writer gets ErrLocked with the holder named; any other
// failure (a read-only folder, no permission) is a *StorageError. Taking the
// lock finishes a Save that was killed (Recover).
func Lock(path, holder string) (func(), error) {
	real := safefile.Resolve(path)
	lockPath := real + ".lock"
	fl := flock.New(lockPath)
	ok, err := fl.TryLock()
	if err != nil {
		return nil, &StorageError{path, "lock", err}
	}
	if !ok {
		// The holder writes its record just after it takes the lock and
		// removes it just before it lets go: give it a moment, so the
		// message names it rather than "another xqt". A holder that let go
		// meanwhile leaves the lock free: take it then, refusing nobody.
		h := lockHolder(lockPath)
		for i := 0; i < 20 && h == unknownHolder && !ok; i++ {
			time.Sleep(5 * time.Millisecond)
			if ok, err = fl.TryLock(); err != nil {
				return nil, &StorageError{path, "lock", err}
			}
			h = lockHolder(lockPath)
		}
		if !ok {
			return nil, fmt.Errorf("%w by %s: wait for it to finish, then run the command again", ErrLocked, h)
		}
	}
	_ = Recover(real)
	record := fmt.Sprintf("pid %d\n%s\n", os.Getpid(), holder)
	_ = os.WriteFile(lockPath+".holder", []byte(record), 0o644)
	return func() {
		_ = os.Remove(lockPath + ".holder")
		_ = fl.Unlock()
	}, nil
}

// lockHolder names the holder of a lock from its record, unless the record is
// stale (its process is gone: the record of a killed command, with the lock
// now held by one that has not written its own yet).
// unknownHolder names a holder whose record is missing or stale.
const unknownHolder = "another xqt command"

func lockHolder(lockPath string) string {
	const unknown = unknownHolder
	rec, err := os.ReadFile(lockPath + ".holder")
	if err != nil {
		return unknown
	}
	first, rest, _ := strings.Cut(string(rec), "\n")
	pidText, ok := strings.CutPrefix(first, "pid ")
	pid, err := strconv.Atoi(pidText)
	h := strings.TrimSpace(rest)
	if !ok || err != nil || h == "" || !processAlive(pid) {
		return unknown
	}
	return h
}
