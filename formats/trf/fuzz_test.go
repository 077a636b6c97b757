package trf

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// FuzzRead: the reader never panics, and what it reads it writes back in a
// form it reads the same way.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob("../../pairing/dutch/testdata/dutch/s10*/input.trf")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("012 x\n001    1      A                                                  1.0    1     2 w 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// Whatever the file says, reading it and writing it back
		// must finish promptly: a hang here would hang
		// 'xqt import' or 'xqt engine' on a bad file.
		done := make(chan string, 1)
		go func() { done <- readWriteRead(data) }()
		select {
		case msg := <-done:
			if msg != "" {
				t.Fatal(msg)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("no answer within 2 s on:\n%q", data)
		}
	})
}

// readWriteRead reads data, writes it back, reads that, and says what went
// wrong ("" when nothing did).
func readWriteRead(data []byte) string {
	tr, err := Read(bytes.NewReader(data))
	if err != nil {
		return ""
	}
	var buf bytes.Buffer
	if err := Write(&buf, tr); err != nil {
		return ""
	}
	again, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		return fmt.Sprintf("written file does not read back: %v\n%q", err, buf.String())
	}
	if len(again.Players) != len(tr.Players) {
		return fmt.Sprintf("players: %d, then %d", len(tr.Players), len(again.Players))
	}
	for i := range tr.Players {
		if len(again.Players[i].Games) != len(tr.Players[i].Games) {
			return fmt.Sprintf("player %d: %d rounds, then %d", tr.Players[i].No, len(tr.Players[i].Games), len(again.Players[i].Games))
		}
	}
	return ""
}
