package dutch_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/xiangqi-org/xqt/cmd/trfengine"
	"github.com/xiangqi-org/xqt/formats/trf"
	"github.com/xiangqi-org/xqt/pairing/dutch"
)

func TestDebugCase(t *testing.T) {
	path := os.Getenv("DUTCH_CASE")
	if path == "" {
		t.Skip("set DUTCH_CASE to a TRF to dump it")
	}
	data, _ := os.ReadFile(path)
	tr, err := trf.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	in, _, err := trfengine.Input(tr)
	if err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + dutch.DebugDump(in))
}
