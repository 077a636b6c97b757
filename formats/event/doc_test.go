package event

import (
	"os"
	"strings"
	"testing"
)

// TestDocumentedExampleLoads keeps docs/event-file.md true: its full example
// must load, and survive a save unchanged in meaning.
func TestDocumentedExampleLoads(t *testing.T) {
	data, err := os.ReadFile("../../docs/event-file.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(data), "```yaml\n")
	if !ok {
		t.Fatal("docs/event-file.md has no yaml example")
	}
	example, _, _ := strings.Cut(rest, "```")
	ev, err := Decode("event-file.md", []byte(example))
	if err != nil {
		t.Fatalf("the documented example does not load:\n%v", err)
	}
	if len(ev.Players) != 3 || len(ev.Rounds) != 2 || len(ev.Rounds[1].Cards) != 3 || ev.Rounds[1].Games[0].Games[1].Kind != "rapid" {
		t.Errorf("example read wrongly: %+v", ev)
	}
	out, err := Encode(ev)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode("again", out); err != nil {
		t.Errorf("re-encoded example does not load: %v", err)
	}
}
