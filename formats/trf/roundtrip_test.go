package trf

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRoundTrip reads every reference TRF of the Dutch test set and writes it
// back: the bytes must be identical (bbpPairings wrote them in TRF-16 layout).
func TestRoundTrip(t *testing.T) {
	files, err := filepath.Glob("../../pairing/dutch/testdata/*/*/input.trf")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 244 {
		t.Fatalf("found %d reference TRF files under pairing/dutch/testdata, want 244 (241 cases and 3 large ones)", len(files))
	}
	for _, f := range files {
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := Read(bytes.NewReader(want))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		var got bytes.Buffer
		if err := Write(&got, tr); err != nil {
			t.Errorf("%s: write: %v", f, err)
			continue
		}
		if got.String() != string(want) {
			t.Errorf("%s: round trip differs:\n%s", f, cmp.Diff(strings.Split(string(want), "\r"), strings.Split(got.String(), "\r")))
		}
	}
}
