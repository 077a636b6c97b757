package trf

import (
	"slices"
	"strings"
	"testing"
)

// TestRecord250 reads TRF-26 250 lines (acceleration: game points GGGG in
// rounds RRR-RRR for players PPPP-PPPP) and merges them with XXA lines in
// file order, as bbpPairings does: a 250 line sets a range of rounds, an
// XXA line appends one value per round.
func TestRecord250(t *testing.T) {
	head := "012 Acceleration\n" +
		"001    1      A                                 2400                             0.0    1\n" +
		"001    2      B                                 2300                             0.0    2\n" +
		"001    3      C                                 2200                             0.0    3\n" +
		"XXR 5\n"
	tests := []struct {
		name  string
		lines string
		want  map[int][]Points
	}{
		// Players 1-2, rounds 1-2: 1.0 each; player 3 nothing.
		{"range", "250       1.0   1   2    1    2\n", map[int][]Points{1: {10, 10}, 2: {10, 10}}},
		// Rounds 2-3 only: round 1 is 0.
		{"later rounds", "250       0.5   2   3    3    3\n", map[int][]Points{3: {0, 5, 5}}},
		// A second line overwrites round 2 and extends to round 4.
		{"overlap", "250       1.0   1   3    1    1\n250       0.5   2   4    1    1\n", map[int][]Points{1: {10, 5, 5, 5}}},
		// XXA appends after the 250 rounds.
		{"then XXA", "250       1.0   1   1    2    2\nXXA    2  0.5\n", map[int][]Points{2: {10, 5}}},
		// A blank match-points field of 0.0 is allowed too.
		{"zero match points", "250  0.0  1.0   1   1    1    1\n", map[int][]Points{1: {10}}},
	}
	for _, tc := range tests {
		tr, err := Read(strings.NewReader(head + tc.lines))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := map[int][]Points{}
		for _, a := range tr.Accel {
			got[a.Player] = a.Points
		}
		if len(got) != len(tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
		for no, w := range tc.want {
			if !slices.Equal(got[no], w) {
				t.Errorf("%s: player %d: got %v, want %v", tc.name, no, got[no], w)
			}
		}
	}
	for _, bad := range []struct{ line, why string }{
		{"250  1.0  1.0   1   2    1    2", "match points"},
		{"250       0.0   1   2    1    2", "game points"},
		{"250       1.0   3   2    1    2", "first comes after the last"},
		{"250       1.0   1   2    2    1", "first comes after the last"},
		{"250       1.0   1   2    1", "too short"},
		{"250       1.0   0   2    1    2", "first round"},
	} {
		_, err := Read(strings.NewReader(head + bad.line + "\n"))
		if err == nil || !strings.Contains(err.Error(), bad.why) || !strings.Contains(err.Error(), "line 6") {
			t.Errorf("%q: got %v, want line 6: %s", bad.line, err, bad.why)
		}
	}
}

// TestPlayerColumnsInCharacters reads a 001 line whose name has accents the
// way TRF counts columns, in characters (Sharly Chess, bbpPairings), and
// still reads xqt's own lines, whose columns are counted in bytes.
func TestPlayerColumnsInCharacters(t *testing.T) {
	// "Lefèvre, Éric" is 13 characters, 15 bytes: padded to 33 characters.
	name := "Lefèvre, Éric"
	line := "001    1 m    " + name + strings.Repeat(" ", 33-13) + " 2405 FRA      600001 2000/01/01  1.0    1     2 w 1"
	p, err := parsePlayer(line)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name != name || p.Rating != 2405 || p.Fed != "FRA" || p.Points != 10 || len(p.Games) != 1 || p.Games[0].Opponent != 2 || p.Games[0].Result != '1' {
		t.Errorf("by characters: got %+v", p)
	}
	// The same line padded by bytes (xqt's writer) reads the same.
	bytesLine := "001    1 m    " + name + strings.Repeat(" ", 33-len(name)) + " 2405 FRA      600001 2000/01/01  1.0    1     2 w 1"
	q, err := parsePlayer(bytesLine)
	if err != nil {
		t.Fatal(err)
	}
	if q.Name != name || q.Rating != 2405 || q.Points != 10 || len(q.Games) != 1 || q.Games[0].Opponent != 2 {
		t.Errorf("by bytes: got %+v", q)
	}
	// A Chinese name written by xqt (bytes) still reads.
	own, err := FormatPlayer(Player{No: 1, Name: "张三", Rating: 2100, Points: 10, Games: []Game{{Opponent: 2, Colour: 'w', Result: '1'}}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := parsePlayer(strings.TrimRight(own, "\r\n"))
	if err != nil || r.Name != "张三" || r.Rating != 2100 || len(r.Games) != 1 {
		t.Errorf("xqt's own line %q: got %+v, %v", own, r, err)
	}
}
