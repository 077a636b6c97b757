package event

import (
	"strings"
	"testing"
)

// TestSwissVariantFromCatalogue: the stage option swiss takes the
// variants of the Swiss family in the system catalogue, named in the
// message as the catalogue lists them.
func TestSwissVariantFromCatalogue(t *testing.T) {
	for _, v := range []string{"cxa", "dutch"} {
		text := strings.Replace(swissWithdrawn, "    rounds: 2\n", "    rounds: 2\n    options: {swiss: "+v+"}\n", 1)
		if _, err := Decode("e.yaml", []byte(strings.Replace(text, "MARK", `, withdrawal: "20.4"`, 1))); err != nil {
			t.Errorf("swiss: %s: %v", v, err)
		}
	}
	text := strings.Replace(swissWithdrawn, "    rounds: 2\n", "    rounds: 2\n    options: {swiss: monrad}\n", 1)
	_, err := Decode("e.yaml", []byte(strings.Replace(text, "MARK", `, withdrawal: "20.4"`, 1)))
	if want := `stage main: option swiss="monrad": use cxa or dutch`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("swiss: monrad: got %v, want %q", err, want)
	}
}
