package trfengine

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/xiangqi-org/xqt/formats/trf"
)

// FuzzInput: whatever a TRF that reads says, building the engine's input
// and checking its scores never panics and finishes promptly (a hang here
// would hang 'xqt engine' on a bad file).
func FuzzInput(f *testing.F) {
	files, _ := filepath.Glob("../../pairing/dutch/testdata/dutch/s10*/input.trf")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, err := trf.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			if in, _, err := Input(tr); err == nil {
				_ = CheckScores(tr, in)
			}
		}()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			t.Fatalf("no answer within 2 s on:\n%q", data)
		}
	})
}
