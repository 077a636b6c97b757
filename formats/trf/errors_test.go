package trf

import (
	"errors"
	"strings"
	"testing"
)

func TestLineErrorColumns(t *testing.T) {
	player := "001    1 m    Test0001 Player0001               2020 FRA    12345678 2000/01/01  1.0    1"
	tests := []struct {
		name       string
		line       string
		wantColumn int
		want       string
	}{
		{"start number", "001    x" + player[8:], 5, `bad start number "   x"`},
		{"rating", player[:48] + "20x0" + player[52:], 49, "player 1: rating"},
		{"round 1 result", player + "     2 w 9", 92, "player 1, round 1: bad result '9'"},
		{"round 2 against itself", player + "     2 w 1     1 b 0", 102, "paired against itself"},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader("012 Cup\n" + tt.line + "\n"))
		var le *LineError
		if !errors.As(err, &le) {
			t.Errorf("%s: want a LineError, got %v", tt.name, err)
			continue
		}
		if le.Line != 2 || le.Column != tt.wantColumn || !strings.Contains(le.Err.Error(), tt.want) {
			t.Errorf("%s: got line %d column %d %q, want line 2 column %d %q", tt.name, le.Line, le.Column, le.Err, tt.wantColumn, tt.want)
		}
	}
}
