package cmd

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/pairing"
	"github.com/xiangqi-org/xqt/pairing/swiss"
)

// Exit codes, documented in the root command's help and the README.
const (
	ExitOK        = 0
	ExitError     = 1
	ExitUsage     = 2
	ExitInvalid   = 3
	ExitNoPairing = 4
	ExitLocked    = 5 // another xqt holds the event file's lock, and nothing else
	ExitStorage   = 6 // the disk or folder: full, read-only, no permission
)

// exitError carries the exit code chosen for an error.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func usageError(format string, args ...any) error {
	return &exitError{ExitUsage, fmt.Errorf(format, args...)}
}

func invalid(err error) error {
	if err == nil {
		return nil
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return err
	}
	if code, ok := fileCode(err); ok {
		return &exitError{code, err}
	}
	return &exitError{ExitInvalid, err}
}

// fileCode is the exit code of an error of the event file's storage: the
// lock held by another xqt (5) or the disk and folder (6).
func fileCode(err error) (int, bool) {
	var se *event.StorageError
	switch {
	case errors.Is(err, event.ErrLocked):
		return ExitLocked, true
	case errors.As(err, &se):
		return ExitStorage, true
	}
	return 0, false
}

func invalidf(format string, args ...any) error {
	return &exitError{ExitInvalid, fmt.Errorf(format, args...)}
}

func noPairing(err error) error { return &exitError{ExitNoPairing, err} }

// exitCode picks the exit code for an error returned by a command.
func exitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	if code, ok := fileCode(err); ok {
		return code
	}
	var fe *event.Error
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.As(err, &fe):
		return ExitInvalid
	case errors.Is(err, pairing.ErrNoPairing), errors.Is(err, swiss.ErrNoPairing):
		return ExitNoPairing
	}
	msg := err.Error()
	if strings.HasPrefix(msg, "unknown command") || strings.HasPrefix(msg, "unknown flag") ||
		strings.HasPrefix(msg, "unknown shorthand flag") || strings.Contains(msg, "arg(s)") ||
		strings.HasPrefix(msg, "invalid argument") || strings.HasPrefix(msg, "required flag") ||
		strings.HasPrefix(msg, "flag needs an argument") {
		return ExitUsage
	}
	return ExitError
}
