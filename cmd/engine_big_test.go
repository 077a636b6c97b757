package cmd

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEngineTenThousandPlayers: start numbers of five digits, as
// bbpPairings handles them. TRF gives the start number columns 5-8, and
// bbpPairings reads it from there only (src/fileformats/trf.cpp,
// readPlayer: line[4..8]), with a build limit of 9,999 players; so no file
// of 10,000 or more players is read by it, in any layout, and xqt refuses
// the same files with the same message. Its generator takes up to 65,535
// players (a 16-bit count) and, checking its 0-based player index against
// 9999, writes start number 10,000 with the rest of its line shifted and
// stops at 10,001. The expected answers were recorded once from
// bbpPairings (built from its source, default limits):
//
//	printf 'PlayersNumber=10000\nRoundsNumber=0\nHighestRating=2800\nLowestRating=1000\n' > big.cfg
//	bbpPairings.exe --dutch -g big.cfg -o big.trf -s 1        # exit 0
//	sha256sum big.trf; wc -c big.trf; tail -c 200 big.trf
//	bbpPairings.exe --dutch big.trf -p                        # exit 3
//	bbpPairings.exe --dutch big.trf -c                        # exit 3
//	sed 's/\r001 10000/\r00110000/' big.trf > lila.trf; printf 'XXR 3\rXXC white1\r' >> lila.trf
//	bbpPairings.exe --dutch lila.trf -p                       # exit 3
//
// and each configuration of the table below likewise.
//
// Zero rounds keep the test quick: round 1 of 10,000 players is one score
// group, which bbpPairings did not pair in 4 minutes (3.6 GB).
func TestEngineTenThousandPlayers(t *testing.T) {
	dir := t.TempDir()
	config := func(name, text string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	firstLine := func(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }
	const bounds = "RoundsNumber=0\nHighestRating=2800\nLowestRating=1000\n"

	// The generated file: bbpPairings' bytes, the last player line with
	// its five-digit start number, name and rank ("0.010000": score 0.0,
	// rank 10000, no blank between them).
	cfg := config("big.cfg", "PlayersNumber=10000\n"+bounds)
	big := filepath.Join(dir, "big.trf")
	if code, _, stderr := run(t, dir, "", "engine", "--dutch", "-g", cfg, "-o", big, "-s", "1"); code != 0 {
		t.Fatalf("-g 10000 players: exit %d, bbpPairings 0 (%s)", code, stderr)
	}
	data, err := os.ReadFile(big)
	if err != nil {
		t.Fatal(err)
	}
	const wantSum = "264d507c5d7c9275e94b31b78d6d1f880783a652d550bb8946f6343b1fac87c5"
	if got := fmt.Sprintf("%x", sha256.Sum256(data)); got != wantSum || len(data) != 900050 {
		t.Errorf("-g 10000 players: %d bytes, sha256 %s; bbpPairings' file has 900050, %s", len(data), got, wantSum)
	}
	const last = "001 10000      Test10000 Player10000               1000                             0.010000"
	if !strings.HasSuffix(string(data), "\r"+last+"\r\r092 FIDE_DUTCH_2025\r") {
		t.Errorf("-g 10000 players: the file does not end with bbpPairings' line %q: %q", last, data[max(0, len(data)-200):])
	}

	// Reading that file back: refused by the line of start number 10,000.
	for _, mode := range []string{"-p", "-c"} {
		code, stdout, stderr := run(t, dir, "", "engine", "--dutch", big, mode)
		want := "Error parsing file " + big + `: Invalid line "` + last + `"`
		if code != 3 || stdout != "" || firstLine(stderr) != want {
			t.Errorf("%s on the generated file: exit %d, stdout %q, stderr %q; bbpPairings exit 3, %q", mode, code, stdout, stderr, want)
		}
		if !strings.Contains(stderr, "start number 10000 does not fit columns 5-8") {
			t.Errorf("%s: xqt's explanation does not name the start number: %q", mode, stderr)
		}
	}

	// lila's layout: the start number right-aligned to column 8 ("00110000");
	// bbpPairings reads columns 5-8, "0000".
	lila := filepath.Join(dir, "lila.trf")
	lilaData := strings.Replace(string(data), "\r001 10000", "\r00110000", 1) + "XXR 3\rXXC white1\r"
	if err := os.WriteFile(lila, []byte(lilaData), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, dir, "", "engine", "--dutch", lila, "-p")
	want := "Error parsing file " + lila + `: Invalid line (player ID of 0) "00110000` + last[9:] + `"`
	if code != 3 || firstLine(stderr) != want {
		t.Errorf("lila's layout: exit %d, stderr %q; bbpPairings exit 3, %q", code, stderr, want)
	}

	// Larger fields: bbpPairings pairs them, then refuses to write start
	// number 10,001 (exit 4); over 65,535 its configuration refuses them
	// (exit 4); a count that is not a number is invalid (exit 3). Ratings
	// are 16-bit too, and written up to 9999.
	for i, tt := range []struct {
		config string
		code   int
		want   string
	}{
		{"PlayersNumber=10001\n" + bounds, 4, "Error writing tournament to OUT: The output file format only supports player IDs up to 9999."},
		{"PlayersNumber=65536\n" + bounds, 4, `Error processing configuration file CFG: The value for parameter "PlayersNumber" in the configuration file is not supported by this build.`},
		{"PlayersNumber=99999\n" + bounds, 4, `Error processing configuration file CFG: The value for parameter "PlayersNumber" in the configuration file is not supported by this build.`},
		{"PlayersNumber=10x\n" + bounds, 3, `Error parsing configuration file CFG: The value for parameter "PlayersNumber" in the configuration file is invalid.`},
		{"PlayersNumber=5\nRoundsNumber=0\nHighestRating=12000\nLowestRating=11000\n", 4, "Error writing tournament to OUT: The output file format only supports ratings up to 9999."},
		{"PlayersNumber=5\nRoundsNumber=0\nHighestRating=70000\n", 4, `Error processing configuration file CFG: The value for parameter "HighestRating" in the configuration file is not supported by this build.`},
	} {
		name := fmt.Sprintf("limit%d", i)
		cfg := config(name+".cfg", tt.config)
		out := filepath.Join(dir, name+".trf")
		code, _, stderr := run(t, dir, "", "engine", "--dutch", "-g", cfg, "-o", out, "-s", "1")
		want := strings.NewReplacer("OUT", out, "CFG", cfg).Replace(tt.want)
		if code != tt.code || firstLine(stderr) != want {
			t.Errorf("%q: exit %d, stderr %q; bbpPairings exit %d, %q", tt.config, code, stderr, tt.code, want)
		}
		// bbpPairings leaves the lines it wrote before stopping; xqt writes
		// a file whole or not at all.
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%q: %s written", tt.config, out)
		}
	}
}

// TestCheckListWidensToFiveDigits: the check-list's columns are as wide as
// their widest cell, as in bbpPairings (src/swisssystems/common.cpp
// computes each column's width from its cells), so a five-digit start
// number or opponent widens its column and the others keep theirs.
func TestCheckListWidensToFiveDigits(t *testing.T) {
	got := checkListTable([]string{"ID", "Pts", "R1"}, [][]string{{"10000", "1.0", "9"}, {"9", "0.0", "10000"}}, []int{10, 0})
	want := "\n" +
		"   ID\tPts\t   R1\t\n" +
		"\n10000\t1.0\t    9\t" +
		"\n\n    9\t0.0\t10000\t" +
		"\n\n\n"
	if got != want {
		t.Errorf("check-list\n%q\nwant\n%q", got, want)
	}
}
