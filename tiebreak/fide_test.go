package tiebreak

import (
	"bufio"
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// trfEvent is what the FIDE reference test needs from a TRF-16 file. The
// tiebreak package must not import formats, so this reader is minimal: the
// 001 lines (fixed columns), 162 (points) and XXR (rounds).
type trfEvent struct {
	players []scoring.Player
	points  map[int]string // TRF columns 81-84
	rounds  []scoring.Round
	table   scoring.Table
	nr      int
}

// readTRF reads the tournament. Line ends may be CR, LF or CRLF.
func readTRF(t *testing.T, path string) *trfEvent {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	ev := &trfEvent{points: map[int]string{}, table: mustPreset(t, "cxa1999")}
	type cell struct {
		opp    int
		colour byte
		res    byte
	}
	cells := map[int][]cell{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	line := 0
	for sc.Scan() {
		line++
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "001"):
			no := atoi(t, path, line, l[4:8])
			p := scoring.Player{No: no, Name: strings.TrimSpace(l[14:47]), Rating: atoiOr0(l[48:52])}
			ev.players = append(ev.players, p)
			ev.points[no] = strings.TrimSpace(l[80:84])
			for col := 91; col+8 <= len(l)+0 && col < len(l); col += 10 {
				seg := l[col:]
				if len(seg) < 8 {
					t.Fatalf("%s:%d: short round column at %d", path, line, col+1)
				}
				opp := atoiOr0(seg[0:4])
				cells[no] = append(cells[no], cell{opp, seg[5], seg[7]})
			}
		case strings.HasPrefix(l, "162"):
			if strings.Contains(l, "W 2.0") {
				ev.table = mustPreset(t, "cxa2011")
			}
		case strings.HasPrefix(l, "XXR"):
			ev.nr = atoi(t, path, line, strings.TrimSpace(l[3:]))
		}
	}
	for r := 0; r < ev.nr; r++ {
		rd := scoring.Round{Number: r + 1}
		board := 0
		for _, p := range ev.players {
			cs := cells[p.No]
			if r >= len(cs) {
				rd.Absent = append(rd.Absent, p.No)
				continue
			}
			c := cs[r]
			if c.opp == 0 {
				switch c.res {
				case 'U', 'F':
					rd.Byes = append(rd.Byes, p.No)
				case 'H':
					rd.HalfByes = append(rd.HalfByes, p.No)
				default:
					rd.Absent = append(rd.Absent, p.No)
				}
				continue
			}
			if c.colour != 'w' {
				continue // the game is added from white's line
			}
			oc := cells[c.opp][r]
			var res scoring.Result
			switch {
			case c.res == '1' || c.res == 'W':
				res = scoring.RedWins
			case c.res == '0' || c.res == 'L':
				res = scoring.BlackWins
			case c.res == '=' || c.res == 'D':
				res = scoring.Draw
			case c.res == '+':
				res = scoring.RedForfeit
			case c.res == '-' && oc.res == '+':
				res = scoring.BlackForfeit
			case c.res == '-' && oc.res == '-':
				res = scoring.DoubleForfeit
			default:
				t.Fatalf("%s: round %d: player %d: result %q against %q", path, r+1, p.No, c.res, oc.res)
			}
			board++
			rd.Games = append(rd.Games, scoring.Game{Board: board, Red: p.No, Black: c.opp, Result: res})
		}
		ev.rounds = append(ev.rounds, rd)
	}
	return ev
}

func mustPreset(t *testing.T, name string) scoring.Table {
	t.Helper()
	tb, err := scoring.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func atoi(t *testing.T, path string, line int, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		t.Fatalf("%s:%d: %v", path, line, err)
	}
	return n
}

func atoiOr0(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

// readTSV returns the header and rows of a tiebreaks*.tsv file.
func readTSV(t *testing.T, path string) ([]string, [][]string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	var rows [][]string
	for _, l := range lines[1:] {
		rows = append(rows, strings.Split(l, "\t"))
	}
	return strings.Split(lines[0], "\t"), rows
}

// TestFIDEReference reproduces every value the FIDE TEC calculator computed
// for the tournaments in testdata/fide: tiebreaks.tsv (2026 edition of
// article 16), tiebreaks-2024.tsv (the /V2024 modifier) and
// tiebreaks-unadjusted.tsv (round-robin treatment, PolicyFIDERR).
func TestFIDEReference(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "fide", "s*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no reference tournaments: %v", err)
	}
	files := []struct {
		name   string
		policy Policy
	}{
		{"tiebreaks.tsv", PolicyFIDE},
		{"tiebreaks-2024.tsv", PolicyFIDE},
		{"tiebreaks-unadjusted.tsv", PolicyFIDERR},
	}
	total, matched := 0, 0
	for _, dir := range dirs {
		ev := readTRF(t, filepath.Join(dir, "tournament.trf"))
		for _, f := range files {
			t.Run(filepath.Base(dir)+"/"+f.name, func(t *testing.T) {
				header, rows := readTSV(t, filepath.Join(dir, f.name))
				var crit []string
				for _, h := range header[1:] {
					if h != "PTS" {
						crit = append(crit, h)
					}
				}
				st, err := Compute(Input{Players: ev.players, Rounds: ev.rounds, Table: ev.table,
					Criteria: crit, Unplayed: f.policy, Date: "2026-11-29", PlannedRounds: ev.nr})
				if err != nil {
					t.Fatal(err)
				}
				byNo := map[int]Row{}
				for _, r := range st.Rows {
					byNo[r.No] = r
				}
				for _, row := range rows {
					no, _ := strconv.Atoi(row[0])
					got := byNo[no]
					k := 0
					for j, h := range header[1:] {
						want := row[j+1]
						var g Value
						if h == "PTS" {
							g = FromPoints(got.Points)
							if ev.points[no] != "" && !sameNumber(ev.points[no], g) {
								t.Errorf("player %d: points %s, TRF columns 81-84 say %s", no, g, ev.points[no])
							}
						} else {
							g = got.Values[k]
							k++
						}
						total++
						if sameNumber(want, g) {
							matched++
						} else {
							t.Errorf("player %d: %s = %s, want %s", no, h, g.exact(), want)
						}
					}
				}
			})
		}
	}
	t.Logf("FIDE reference values reproduced: %d of %d", matched, total)
}

// sameNumber compares a decimal text with a Value exactly.
func sameNumber(text string, v Value) bool {
	r, ok := new(big.Rat).SetString(text)
	if !ok {
		return false
	}
	return r.Cmp(big.NewRat(v.Num, v.norm().Den)) == 0
}

func (v Value) exact() string {
	v = v.norm()
	return big.NewRat(v.Num, v.Den).RatString()
}
