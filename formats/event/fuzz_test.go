package event

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzDecode: any bytes either fail with an error or give an event that
// encodes to a file which decodes again to the same event (nothing the user
// wrote is changed by a save) and the same encoding (byte-stable).
func FuzzDecode(f *testing.F) {
	f.Add([]byte(good))
	f.Add([]byte("xqt: 1\nevent: {name: x}\nstages: [{id: m, system: swiss}]\nplayers: []\n"))
	f.Add([]byte("points: {win: 3, draw_black: 2}\n"))
	f.Add([]byte("xqt: 1\nevent: {name: 'a {\"no\": 2}'}\nstages: [{id: m, system: swiss}]\nplayers: [{no: 1, name: 'a {\"no\": 2}'}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := Decode("f.yaml", data)
		if err != nil {
			return
		}
		out, err := Encode(ev)
		if err != nil {
			t.Fatalf("a decoded event does not encode: %v", err)
		}
		back, err := Decode("f.yaml", out)
		if err != nil {
			t.Fatalf("an encoded event does not decode: %v\n%s", err, out)
		}
		if diff := cmp.Diff(ev, back); diff != "" {
			t.Fatalf("a save changes the event (-decoded +saved and read back):\n%s\n%s", diff, out)
		}
		again, err := Encode(back)
		if err != nil || string(again) != string(out) {
			t.Fatalf("encoding is not stable:\n%s\n---\n%s", out, again)
		}
	})
}
