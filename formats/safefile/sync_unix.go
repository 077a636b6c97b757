//go:build !windows

package safefile

import "os"

// SyncDir flushes a folder, so a rename in it survives a power cut.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
