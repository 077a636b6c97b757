//go:build !windows

package safefile

import "os"

// rename puts from in place of to in one step.
func rename(from, to string) error { return os.Rename(from, to) }
