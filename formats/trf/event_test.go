package trf

import (
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// TestEventFIDEReference imports every FIDE reference tournament (kept by the
// tiebreak package, see tiebreak/testdata/README.md) and checks that the
// standings of the imported event reproduce every value FIDE's calculator
// gave: the import end to end.
func TestEventFIDEReference(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join("..", "..", "tiebreak", "testdata", "fide", "s*"))
	if len(dirs) == 0 {
		t.Fatal("no reference tournaments")
	}
	total, matched := 0, 0
	for _, dir := range dirs {
		f, err := os.Open(filepath.Join(dir, "tournament.trf"))
		if err != nil {
			t.Fatal(err)
		}
		tr, err := Read(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		ev, err := tr.Event()
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		if ev.Start != "2026-11-29" {
			t.Errorf("%s: start %q", dir, ev.Start)
		}
		for _, file := range []string{"tiebreaks.tsv", "tiebreaks-2024.tsv", "tiebreaks-unadjusted.tsv"} {
			data, err := os.ReadFile(filepath.Join(dir, file))
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
			header := strings.Split(lines[0], "\t")
			var crit []string
			for _, h := range header[1:] {
				if h != "PTS" {
					crit = append(crit, h)
				}
			}
			st := ev.Stages[0]
			in := tiebreak.Input{Players: ev.Players, Rounds: ev.StageRounds(st.ID), Table: ev.Points,
				Criteria: crit, Date: ev.Start, PlannedRounds: st.Rounds, Unplayed: tiebreak.PolicyFIDE}
			if file == "tiebreaks-unadjusted.tsv" {
				in.Unplayed = tiebreak.PolicyFIDERR
			}
			s, err := tiebreak.Compute(in)
			if err != nil {
				t.Fatal(err)
			}
			rows := map[int]tiebreak.Row{}
			for _, r := range s.Rows {
				rows[r.No] = r
			}
			for _, l := range lines[1:] {
				cells := strings.Split(l, "\t")
				no, _ := strconv.Atoi(cells[0])
				k := 0
				for j, h := range header[1:] {
					var got *big.Rat
					if h == "PTS" {
						got = big.NewRat(int64(rows[no].Points), int64(scoring.Unit))
					} else {
						v := rows[no].Values[k]
						got = big.NewRat(v.Num, v.Den)
						k++
					}
					want, _ := new(big.Rat).SetString(cells[j+1])
					total++
					if want != nil && want.Cmp(got) == 0 {
						matched++
					} else {
						t.Errorf("%s %s: player %d %s = %s, want %s", filepath.Base(dir), file, no, h, got.RatString(), cells[j+1])
					}
				}
			}
		}
	}
	t.Logf("%d of %d reference values reproduced through the import", matched, total)
}

func TestEventErrors(t *testing.T) {
	const ok1 = "001    1      Alpha                             2000                             1.0    1     2 w 1"
	const ok2 = "001    2      Beta                              1900                             0.0    2     1 b 0"
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"opponent does not point back", []string{ok1, "001    2      Beta                              1900                             0.0    2     3 b 0", "001    3      Gamma                             1800                             0.0    3     2 w 1"},
			"line 1, column 92: round 1: player 1 meets 2, but line 2 gives 2's opponent as 3"},
		{"results clash", []string{ok1, "001    2      Beta                              1900                             1.0    2     1 b 1"},
			`line 1, column 92: round 1: players 1 and 2: results '1' and '1' do not fit together`},
		{"unknown opponent", []string{"001    1      Alpha                             2000                             1.0    1     9 w 1"},
			"line 1, column 92: round 1: opponent 9 has no 001 line"},
		{"both white", []string{ok1, "001    2      Beta                              1900                             0.0    2     1 w 0"},
			"both have colour 'w'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, err := Read(strings.NewReader(strings.Join(tt.lines, "\r\n") + "\r\n"))
			if err != nil {
				t.Fatal(err)
			}
			_, err = tr.Event()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
}

// A 2/1/0 event (162), with the header facts, a bye, a half-point bye, a
// double forfeit and LF line ends.
func TestEventConvert(t *testing.T) {
	src := strings.Join([]string{
		"012 Spring Open",
		"022 Jinan",
		"042 2025/09/01",
		"052 2025/09/02",
		"102 Li Wei",
		"001    1      Alpha                             2000                             4.0    1     2 w 1  0000 - U",
		"001    2      Beta                              1900                             1.0    2     1 b 0  0000 - H",
		"001    3      Gamma                             1800                             2.0    3  0000 - U     4 b -",
		"001    4      Delta                             1700                             0.0    4  0000 - Z     3 w -",
		"162  W 2.0    D 1.0",
		"XXR 2",
	}, "\n")
	tr, err := Read(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	ev, err := tr.Event()
	if err != nil {
		t.Fatal(err)
	}
	if ev.Name != "Spring Open" || ev.Site != "Jinan" || ev.Start != "2025-09-01" || ev.End != "2025-09-02" || ev.Arbiter != "Li Wei" {
		t.Errorf("header: %+v", ev)
	}
	if ev.Points.Name != "cxa2011" {
		t.Errorf("points table %q, want cxa2011", ev.Points.Name)
	}
	if len(ev.Rounds) != 2 || ev.Stages[0].Rounds != 2 {
		t.Fatalf("rounds: %d, stage rounds %d", len(ev.Rounds), ev.Stages[0].Rounds)
	}
	r1, r2 := ev.Rounds[0], ev.Rounds[1]
	if len(r1.Games) != 1 || r1.Games[0].Red != 1 || r1.Games[0].Black != 2 || r1.Games[0].Result != scoring.RedWins {
		t.Errorf("round 1 games: %+v", r1.Games)
	}
	if len(r1.Byes) != 1 || r1.Byes[0] != 3 || len(r1.Absent) != 1 || r1.Absent[0] != 4 {
		t.Errorf("round 1 byes %v absent %v", r1.Byes, r1.Absent)
	}
	if len(r2.Games) != 1 || r2.Games[0].Red != 4 || r2.Games[0].Result != scoring.DoubleForfeit {
		t.Errorf("round 2 games: %+v", r2.Games)
	}
	if len(r2.Byes) != 1 || r2.Byes[0] != 1 || len(r2.HalfByes) != 1 || r2.HalfByes[0] != 2 {
		t.Errorf("round 2 byes %v half %v", r2.Byes, r2.HalfByes)
	}
	recs := scoring.Records(ev.Players, ev.Rounds, ev.Points, scoring.Options{})
	for no, want := range map[int]scoring.Points{1: scoring.P(4), 2: scoring.P(1), 3: scoring.P(2), 4: 0} {
		if recs[no].Total != want {
			t.Errorf("player %d: %s points, want %s", no, recs[no].Total, want)
		}
	}
}

// FuzzEvent checks that no TRF text makes the conversion panic, and that a
// converted event's games name players of the file
// (go test -fuzz FuzzEvent ./formats/trf).
func FuzzEvent(f *testing.F) {
	f.Add("001    1      Alpha                             2000                             1.0    1     2 w 1\n001    2      Beta                              1900                             0.0    2     1 b 0\n")
	f.Add("001    1      Alpha                             2000                             1.0    1  0000 - U     2 b -\n001    2      Beta                              1900                             0.0    2  0000 - H     1 w -\n162  W 2.0    D 1.0\n")
	f.Fuzz(func(t *testing.T, src string) {
		tr, err := Read(strings.NewReader(src))
		if err != nil {
			return
		}
		ev, err := tr.Event()
		if err != nil {
			return
		}
		for _, r := range ev.Rounds {
			for _, g := range r.Games {
				if ev.Player(g.Red) == nil || ev.Player(g.Black) == nil {
					t.Fatalf("round %d: game %d-%d names an unknown player", r.Number, g.Red, g.Black)
				}
			}
		}
	})
}
