package trfengine

import (
	"bytes"
	"errors"
	"github.com/xiangqi-org/xqt/formats/trf"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckScoresReference: every reference TRF (which the reference engine
// accepted) passes CheckScores.
func TestCheckScoresReference(t *testing.T) {
	files, err := filepath.Glob("../../pairing/dutch/testdata/*/*/input.trf")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 246 {
		t.Fatalf("found %d reference TRF files, want at least 246", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := trf.Read(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		in, _, err := Input(tr)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := CheckScores(tr, in); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestCheckScoresRefused: a score off by +1.0 or -0.5, or blank, is
// refused with trf.ErrScore (and trf.ErrInvalid, exit 3 of xqt engine); a score
// that counts the next round's requested bye, or the acceleration, is not.
func TestCheckScoresRefused(t *testing.T) {
	// Round 3 of 5: 2 had the pairing-allocated bye and asks for a
	// half-point bye in round 3; 3 has an acceleration of 1.0 for round 3;
	// 4 had a full-point bye.
	const base = "012 Scores\r" +
		"001    1      P1                                1999                             2.0          2 w 1     3 b 1\r" +
		"001    2      P2                                1998                             1.5          1 b 0  0000 - U  0000 - H\r" +
		"001    3      P3                                1997                             0.5          4 w =     1 w 0\r" +
		"001    4      P4                                1996                             1.5          3 b =  0000 - F\r" +
		"XXR 5\rXXC white1\r" +
		"XXA    3  0.0  0.0  1.0\r"
	score := func(no int, s string) func(string) string {
		return func(f string) string {
			lines := strings.Split(f, "\r")
			l := lines[no]
			lines[no] = l[:80] + s + l[84:]
			return strings.Join(lines, "\r")
		}
	}
	for _, tt := range []struct {
		name string
		edit func(string) string
		ok   bool
	}{
		{"as written", func(f string) string { return f }, true},
		{"without the requested bye", score(2, " 1.0"), true},
		{"with the acceleration", score(3, " 1.5"), true},
		{"plus one", score(1, " 3.0"), false},
		{"minus one", score(1, " 1.0"), false},
		{"minus a half", score(4, " 1.0"), false},
		{"blank", score(4, "    "), false},
		{"bye counted twice", score(2, " 2.0"), false},
		{"acceleration off by a half", score(3, " 2.0"), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := trf.Read(strings.NewReader(tt.edit(base)))
			if err != nil {
				t.Fatal(err)
			}
			in, _, err := Input(tr)
			if err != nil {
				t.Fatal(err)
			}
			err = CheckScores(tr, in)
			if tt.ok {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, trf.ErrScore) || !errors.Is(err, trf.ErrInvalid) {
				t.Fatalf("got %v, want trf.ErrScore and ErrInvalid", err)
			}
		})
	}
}
