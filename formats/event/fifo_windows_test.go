//go:build windows

package event

import "testing"

// mkfifo: Windows has no FIFOs in the file system.
func mkfifo(t *testing.T, dir string) string { return "" }
