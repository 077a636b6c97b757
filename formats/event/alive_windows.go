//go:build windows

package event

import "os"

// processAlive reports whether a process with this id exists: on Windows
// FindProcess opens the process, which fails once it is gone.
func processAlive(pid int) bool {
	if pid <= 0 {
		return false
	}
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	_ = p.Release()
	return true
}
