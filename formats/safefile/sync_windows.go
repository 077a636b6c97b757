//go:build windows

package safefile

// SyncDir does nothing on Windows, where a folder cannot be opened to be
// flushed; NTFS journals the rename itself.
func SyncDir(dir string) error { return nil }
