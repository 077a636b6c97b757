package dutch_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/xiangqi-org/xqt/cmd/trfengine"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

func pairFile(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := trf.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	in, _, err := trfengine.Input(tr)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	pairs, bye, err := dutch.Pair(in)
	if err != nil {
		return "error: " + err.Error() + "\n"
	}
	return trfengine.PairingText(pairs, bye)
}

// TestReference pairs every reference round of bbpPairings v6.0.0 and
// requires the same pairs and colours.
func TestReference(t *testing.T) {
	dirs, err := filepath.Glob("testdata/dutch/*")
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) != 241 {
		t.Fatalf("found %d reference cases, want 241", len(dirs))
	}
	ok := 0
	for _, dir := range dirs {
		want, err := os.ReadFile(filepath.Join(dir, "expected.txt"))
		if err != nil {
			t.Fatal(err)
		}
		got := pairFile(t, filepath.Join(dir, "input.trf"))
		if got == string(want) {
			ok++
			continue
		}
		t.Errorf("%s:\ngot:\n%swant:\n%s", filepath.Base(dir), got, want)
	}
	t.Logf("%d of %d reference cases reproduce exactly", ok, len(dirs))
}

func benchLarge(b *testing.B, name string) {
	dir := filepath.Join("testdata/dutch-large", name)
	want, err := os.ReadFile(filepath.Join(dir, "expected.txt"))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if got := pairFile(b, filepath.Join(dir, "input.trf")); got != string(want) {
			b.Fatalf("%s: pairing differs from the reference:\ngot:\n%s", name, got)
		}
	}
}

// The big rounds of dutch-large are benchmarks, not tests: the default
// go test stays fast. Each checks the pairing against the reference.
func BenchmarkPair200(b *testing.B)    { benchLarge(b, "p200-r9of9") }
func BenchmarkPair500(b *testing.B)    { benchLarge(b, "p500-r9of9") }
func BenchmarkPair1000(b *testing.B)   { benchLarge(b, "p1000-r9of9") }
func BenchmarkPair2000r2(b *testing.B) { benchLarge(b, "p2000-r2of9") }
func BenchmarkPair2000r9(b *testing.B) { benchLarge(b, "p2000-r9of9") }
