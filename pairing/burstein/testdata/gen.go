//go:build ignore

// gen.go records bbpPairings' Burstein pairings for the reference test.
//
//	go run gen.go -bbp /path/to/bbpPairings.exe
//
// For every (config, seed) below it asks bbpPairings' own random
// tournament generator (-g) for a whole tournament, then pairs every
// round k of it again with `bbpPairings --burstein input.trf -p out`, the
// input being the tournament as known before round k (truncate). The
// generator pairs with --burstein when it can; it crashes on many inputs
// with forfeits and byes, and then the history comes from --dutch -g with
// the same config and seed (only round k is paired by Burstein, which is
// what the test checks). Each tournament becomes ref/<name>.trf (the whole
// event, LF line ends, XXR and XXC added, the 092 line dropped) and
// ref/<name>.txt: for each round "round k exit N" and, when N is 0, the
// output file; "round k crash" when bbpPairings died (a signal), followed
// by "patched exit N" and the output of the patched build when -patched
// names one.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Truncate returns the TRF of a tournament as known before round k (1-based)
// is paired: games of rounds k and later are dropped, except a round-k entry
// with no opponent that is not the pairing-allocated bye (a requested bye or
// an absence, known before the pairing); points are recounted over the kept
// rounds before k. The test has the same function.
func Truncate(text string, k int) string {
	// Points in tenths by result letter, from the 162 line when there is
	// one (TRF-26: "162  W 3.0    D 1.0").
	value := map[byte]int{'W': 10, 'D': 5, 'L': 0, 'U': -1}
	for _, line := range strings.Split(text, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "162" {
			for i := 1; i+1 < len(f); i += 2 {
				var x float64
				fmt.Sscan(f[i+1], &x)
				value[f[i][0]] = int(x*10 + 0.5)
			}
		}
	}
	if value['U'] < 0 {
		value['U'] = value['W']
	}
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if !strings.HasPrefix(line, "001") || len(line) < 91 {
			b.WriteString(line + "\n")
			continue
		}
		head := []byte(line[:91])
		var games []string
		for i := 91; i+8 <= len(line); i += 10 {
			g := line[i:min(i+8, len(line))]
			games = append(games, g)
		}
		pts := 0 // tenths
		var keep []string
		for r, g := range games {
			if r < k-1 {
				keep = append(keep, g)
				switch g[7] {
				case '1', '+', 'W', 'F':
					pts += value['W']
				case 'U':
					pts += value['U']
				case '=', 'D', 'H':
					pts += value['D']
				case '0', 'L':
					pts += value['L']
				}
			} else if r == k-1 && strings.TrimSpace(g[:4]) == "0000" && g[7] != 'U' {
				keep = append(keep, g)
			}
		}
		copy(head[80:84], fmt.Sprintf("%4.1f", float64(pts)/10))
		out := strings.TrimRight(string(head), " ")
		if len(keep) > 0 {
			out = string(head) + strings.Join(keep, "  ")
		}
		b.WriteString(out + "\n")
	}
	return b.String()
}

type config struct {
	name               string
	draw, forfeit, hpb int    // percentages and rates as bbpPairings reads them
	retired            int    // rate
	extra              string // more config lines
}

var configs = []config{
	{"clean", 30, 0, 0, 0, ""},
	{"messy", 30, 15, 15, 40, ""},
	{"football", 25, 20, 20, 40, "PointsForWin=3.0\nPointsForDraw=1.0\n"},
}

var sizes = []struct{ players, rounds, seeds int }{
	{5, 4, 16}, {6, 5, 16}, {7, 5, 16}, {8, 6, 16}, {9, 6, 14}, {10, 7, 14}, {11, 7, 14},
	{12, 7, 14}, {14, 8, 12}, {15, 8, 12}, {17, 9, 10}, {20, 9, 10}, {23, 9, 8},
	{26, 9, 8}, {31, 11, 6}, {40, 11, 5}, {55, 11, 3}, {80, 9, 2}, {120, 9, 1},
}

func run(bbp string, args ...string) (int, bool) {
	err := exec.Command(bbp, args...).Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if !ee.Exited() {
			return -1, true
		}
		return ee.ExitCode(), false
	}
	if err != nil {
		log.Fatal(err)
	}
	return 0, false
}

func main() {
	bbp := flag.String("bbp", "bbpPairings.exe", "bbpPairings binary")
	fixed := flag.String("patched", "", "a bbpPairings built with the bye bookkeeping fixed (see README), asked again where -bbp crashes")
	flag.Parse()
	tmp, err := os.MkdirTemp("", "burstein-gen")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	if err := os.MkdirAll("ref", 0o755); err != nil {
		log.Fatal(err)
	}
	for _, c := range configs {
		for _, sz := range sizes {
			for s := 1; s <= sz.seeds; s++ {
				seed := fmt.Sprint(1000*sz.players + 10*s + len(c.name))
				cfg := fmt.Sprintf("PlayersNumber=%d\nRoundsNumber=%d\nDrawPercentage=%d\n", sz.players, sz.rounds, c.draw)
				cfg += c.extra
				if c.forfeit > 0 {
					cfg += fmt.Sprintf("ForfeitRate=%d\nRetiredRate=%d\nHalfPointByeRate=%d\n", c.forfeit, c.retired, c.hpb)
				}
				cfgFile := filepath.Join(tmp, "cfg.txt")
				os.WriteFile(cfgFile, []byte(cfg), 0o644)
				gen := filepath.Join(tmp, "gen.trf")
				history := "burstein"
				if code, crash := run(*bbp, "--burstein", "-g", cfgFile, "-o", gen, "-s", seed); code != 0 || crash {
					history = "dutch"
					if code, crash := run(*bbp, "--dutch", "-g", cfgFile, "-o", gen, "-s", seed); code != 0 || crash {
						log.Printf("%s s%s: no tournament (exit %d)", c.name, seed, code)
						continue
					}
				}
				raw, _ := os.ReadFile(gen)
				text := strings.ReplaceAll(string(raw), "\r\n", "\n")
				text = strings.ReplaceAll(text, "\r", "\n")
				var lines []string
				for _, l := range strings.Split(text, "\n") {
					if l != "" && !strings.HasPrefix(l, "092") {
						lines = append(lines, l)
					}
				}
				lines = append(lines, fmt.Sprintf("XXR %d", sz.rounds), "XXC white1")
				full := strings.Join(lines, "\n") + "\n"
				name := fmt.Sprintf("%s-%s-p%d-s%s", c.name, history, sz.players, seed)
				var want bytes.Buffer
				for k := 1; k <= sz.rounds; k++ {
					in := filepath.Join(tmp, "in.trf")
					out := filepath.Join(tmp, "out.txt")
					os.Remove(out)
					os.WriteFile(in, []byte(Truncate(full, k)), 0o644)
					code, crash := run(*bbp, "--burstein", in, "-p", out)
					if crash {
						fmt.Fprintf(&want, "round %d crash\n", k)
						if *fixed != "" {
							code, crash := run(*fixed, "--burstein", in, "-p", out)
							if crash {
								fmt.Fprintf(&want, "patched crash\n")
								continue
							}
							fmt.Fprintf(&want, "patched exit %d\n", code)
							if code == 0 {
								o, _ := os.ReadFile(out)
								want.Write(o)
							}
						}
						continue
					}
					fmt.Fprintf(&want, "round %d exit %d\n", k, code)
					if code == 0 {
						o, _ := os.ReadFile(out)
						want.Write(o)
					}
				}
				os.WriteFile(filepath.Join("ref", name+".trf"), []byte(full), 0o644)
				os.WriteFile(filepath.Join("ref", name+".txt"), want.Bytes(), 0o644)
			}
		}
	}
}
