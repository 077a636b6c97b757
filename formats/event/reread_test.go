package event

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestReread checks that Reread gives the event a save and a load give,
// and refuses, as a save would, an event a load would refuse.
func TestReread(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	ev := sampleEvent(t)
	if err := Save(path, ev); err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Reread(path, ev)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(loaded, back); diff != "" {
		t.Fatalf("Reread differs from a save and a load (-load +reread):\n%s", diff)
	}
	back.Rounds[0].Games[0].Red = 42 // no such player
	if _, err := Reread(path, back); !errors.As(err, new(*InvalidChangeError)) {
		t.Fatalf("an invalid event: %v, want an *InvalidChangeError", err)
	}
}
