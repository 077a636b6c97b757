package event

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestSaveKeepsUserText: whatever the user typed comes back exactly, even
// text that looks like the encoder's own output ({"no": 2}).
func TestSaveKeepsUserText(t *testing.T) {
	names := []string{`a {"no": 2}`, `{"no": 1}`, "no", "No", `"no"`, `{no: 3}`, "x: y", "- 1", "# not a comment", "yes", "1-0", "王小明 {\"no\": 2}"}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			ev := sampleEvent(t)
			ev.Players[1].Name = name
			ev.Players[1].Club = name
			ev.Name = name
			data, err := Encode(ev)
			if err != nil {
				t.Fatal(err)
			}
			back, err := Decode("e.yaml", data)
			if err != nil {
				t.Fatalf("decode: %v\n%s", err, data)
			}
			if diff := cmp.Diff(ev, back); diff != "" {
				t.Errorf("the event changed (-want +got):\n%s", diff)
			}
		})
	}
	// The schema's key "no" is still written plain.
	data, _ := Encode(sampleEvent(t))
	if !strings.Contains(string(data), "{no: 1, ") || strings.Contains(string(data), `"no"`) {
		t.Errorf("key no is not plain:\n%s", data)
	}
}

// TestLoadRefusesDevicesAndHugeFiles: a device or FIFO is refused without
// reading it (no hang, no out-of-memory), and so is a file over the limit.
func TestLoadRefusesDevicesAndHugeFiles(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	// A sparse file: large to Stat and to read, nothing on disk.
	if err := f.Truncate(MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	tests := []struct{ path, want string }{
		{big, "larger than 32 MB"},
		{dir, "not a regular file"},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		tests = append(tests, struct{ path, want string }{"/dev/zero", "not a regular file"})
	}
	if fifo := mkfifo(t, dir); fifo != "" {
		tests = append(tests, struct{ path, want string }{fifo, "not a regular file"})
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			_, err := Load(tt.path)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load(%s) = %v, want %q", tt.path, err, tt.want)
			}
		})
	}
	// Saving over a device is refused too, and the device is left alone.
	ev := sampleEvent(t)
	if err := Save(dir, ev); err == nil {
		t.Error("Save over a folder: no error")
	}
	_ = scoring.Draw
}
