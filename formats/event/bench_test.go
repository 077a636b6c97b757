package event

import (
	"path/filepath"
	"testing"
)

// BenchmarkSave: one save of a small event (backup copy, new file, rotation,
// each synced to disk).
func BenchmarkSave(b *testing.B) {
	path := filepath.Join(b.TempDir(), "e.yaml")
	if err := Save(path, version(0)); err != nil {
		b.Fatal(err)
	}
	k := 1
	for b.Loop() {
		if err := Save(path, version(k)); err != nil {
			b.Fatal(err)
		}
		k++
	}
}
