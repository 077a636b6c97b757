// Package safefile writes files so that a crash, a kill or a full disk
// never leaves half a file: the data goes to a temporary file beside the
// target (same folder, so the rename cannot cross file systems, and the
// original's permissions), is flushed to disk, and is renamed over the
// target; on Unix the folder is then flushed too, so the rename itself
// survives a power cut. The method is the one of restic's local backend and
// github.com/google/renameio (written here anew, because renameio's writer
// does not build on Windows).
//
// On Windows the rename is MoveFileEx with MOVEFILE_REPLACE_EXISTING, which
// replaces the target in one step on NTFS; a folder cannot be flushed there,
// so after a power cut (not a kill) the old file may come back. A program
// holding the target open makes the rename fail: brief opens (a scanner,
// another reader) are retried for about two seconds, as Go's
// cmd/go/internal/robustio does; after that the target is left as it was.
//
// Reads are bounded: ReadFile refuses anything that is not a regular file
// (a FIFO, a device such as /dev/zero, a folder) and anything over a limit,
// so a wrong path is an error rather than a hang or an out-of-memory crash.
package safefile
