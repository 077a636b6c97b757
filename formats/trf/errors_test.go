package trf

import (
	"errors"
	"fmt"
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

func TestScoreColumnMustAddUp(t *testing.T) {
	line := func(no int, name, pts string, opp int, colour, res byte) string {
		return fmt.Sprintf("%-80s%4s %4d  %4d %c %c", fmt.Sprintf("001 %4d      %s", no, name), pts, no, opp, colour, res)
	}
	good := "012 Cup\n" + line(1, "A", "1.0", 2, 'w', '1') + "\n" + line(2, "B", "0.0", 1, 'b', '0') + "\n"
	tr, err := Read(strings.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Event(); err != nil {
		t.Fatalf("a file whose points add up: %v", err)
	}
	bad := "012 Cup\n" + line(1, "A", "1.0", 2, 'w', '1') + "\n" + line(2, "B", "0.5", 1, 'b', '0') + "\n"
	tr, err = Read(strings.NewReader(bad))
	if err != nil {
		t.Fatal(err)
	}
	_, err = tr.Event()
	var le *LineError
	if !errors.As(err, &le) || le.Line != 3 || le.Column != 81 || !strings.Contains(le.Err.Error(), "player 2: the points column says 0.5, but the round columns add up to 0.0") {
		t.Errorf("got %v, want line 3, column 81: player 2's points", err)
	}
}
