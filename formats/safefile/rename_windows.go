//go:build windows

package safefile

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// Windows refuses to replace a file that another process has open without
// FILE_SHARE_DELETE (another xqt reading the event, a virus scanner, an
// indexer) with ERROR_ACCESS_DENIED or ERROR_SHARING_VIOLATION. Such opens
// are brief, so the rename is retried for up to about two seconds, as Go's
// own cmd/go/internal/robustio does.
const (
	errorAccessDenied     = syscall.Errno(5)
	errorSharingViolation = syscall.Errno(32)
)

func rename(from, to string) error {
	delay := time.Millisecond
	deadline := time.Now().Add(2 * time.Second)
	for {
		err := os.Rename(from, to)
		if err == nil || !(errors.Is(err, errorAccessDenied) || errors.Is(err, errorSharingViolation)) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(delay)
		delay = min(2*delay, 100*time.Millisecond)
	}
}
