package roundrobin

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestBergerMatchesOfficialTables compares Berger with the official tables
// (FIDE C.05 Annex 1, the rulebook's 循环赛对局秩序表) for n = 3..10, board by
// board and colour by colour.
func TestBergerMatchesOfficialTables(t *testing.T) {
	data, err := os.ReadFile("testdata/roundrobin-tables.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][]string{}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "n="):
			fmt.Sscanf(line, "n=%d", &n)
		case strings.HasPrefix(line, "R"):
			_, rest, _ := strings.Cut(line, ": ")
			want[n] = append(want[n], strings.Join(strings.Fields(rest), " "))
		}
	}
	if len(want) != 8 {
		t.Fatalf("read %d tables from the reference file, want 8", len(want))
	}
	for n, rounds := range want {
		table, err := Berger(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(table) != len(rounds) {
			t.Errorf("n=%d: %d rounds, want %d", n, len(table), len(rounds))
			continue
		}
		for r, pairs := range table {
			var got []string
			for _, p := range pairs {
				got = append(got, fmt.Sprintf("%s-%s", num(p.Red, n), num(p.Black, n)))
			}
			if g := strings.Join(got, " "); g != rounds[r] {
				t.Errorf("n=%d R%d: got %s, want %s", n, r+1, g, rounds[r])
			}
		}
	}
}

func num(x, n int) string {
	if x > n {
		return fmt.Sprintf("(%d)", x)
	}
	return fmt.Sprint(x)
}

// TestBergerInvariants checks, for every n up to 100 and two larger ones,
// that everyone meets everyone exactly once, plays once per round, and that
// red and black counts differ by at most one.
func TestBergerInvariants(t *testing.T) {
	sizes := []int{}
	for n := 2; n <= 100; n++ {
		sizes = append(sizes, n)
	}
	sizes = append(sizes, 255, 500)
	for _, n := range sizes {
		table, err := Berger(n)
		if err != nil {
			t.Fatal(err)
		}
		N := n + n%2
		if len(table) != N-1 {
			t.Fatalf("n=%d: %d rounds, want %d", n, len(table), N-1)
		}
		met := map[[2]int]int{}
		reds := make([]int, N+1)
		for r, pairs := range table {
			seen := make([]bool, N+1)
			if len(pairs) != N/2 {
				t.Fatalf("n=%d R%d: %d boards, want %d", n, r+1, len(pairs), N/2)
			}
			for _, p := range pairs {
				for _, x := range []int{p.Red, p.Black} {
					if x < 1 || x > N || seen[x] {
						t.Fatalf("n=%d R%d: player %d twice or out of range", n, r+1, x)
					}
					seen[x] = true
				}
				met[[2]int{min(p.Red, p.Black), max(p.Red, p.Black)}]++
				reds[p.Red]++
			}
		}
		if len(met) != N*(N-1)/2 {
			t.Fatalf("n=%d: %d distinct pairs, want %d", n, len(met), N*(N-1)/2)
		}
		for pair, c := range met {
			if c != 1 {
				t.Fatalf("n=%d: %v meet %d times", n, pair, c)
			}
		}
		for x := 1; x <= N; x++ {
			if d := 2*reds[x] - (N - 1); d < -1 || d > 1 {
				t.Fatalf("n=%d: player %d has %d reds of %d games", n, x, reds[x], N-1)
			}
		}
	}
}

func TestRoundRobinRoundOddFieldAndDoubleCycle(t *testing.T) {
	order := []int{11, 12, 13, 14, 15} // table numbers 1..5 are start numbers 11..15
	// n=5 R2 of the official table: (6)-4  5-3  1-2, so table 4 (start 14) has the bye.
	r, err := Round(order, 2, 2, 2, "main")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Byes) != 1 || r.Byes[0] != 14 {
		t.Errorf("byes = %v, want [14]", r.Byes)
	}
	if len(r.Games) != 2 || r.Games[0].Red != 15 || r.Games[0].Black != 13 || r.Games[1].Red != 11 || r.Games[1].Board != 2 {
		t.Errorf("games = %+v, want 15-13 on board 1 and 11-12 on board 2", r.Games)
	}
	// Round 7 is round 2 of the second cycle: colours swapped.
	r2, err := Round(order, 2, 7, 7, "main")
	if err != nil {
		t.Fatal(err)
	}
	if r2.Games[0].Red != 13 || r2.Games[0].Black != 15 {
		t.Errorf("second cycle board 1 = %d-%d, want 13-15", r2.Games[0].Red, r2.Games[0].Black)
	}
	if _, err := Round(order, 2, 11, 11, "main"); err == nil {
		t.Error("round 11 of a 10-round double round robin: want an error")
	}
}

func TestCheckRoundRobinRound(t *testing.T) {
	order := []int{11, 12, 13, 14, 15}
	r, err := Round(order, 1, 2, 2, "main") // (6)-14 bye, 15-13, 11-12
	if err != nil {
		t.Fatal(err)
	}
	if got := CheckRound(order, 1, 2, r, func(no int) string { return fmt.Sprint(no) }); len(got) != 0 {
		t.Fatalf("the table's own round: %v", got)
	}
	r.Games[0].Red, r.Games[0].Black = 13, 15 // colours swapped
	r.Games[1].Black = 14                     // 11-14 instead of 11-12
	r.Byes = []int{12}
	got := strings.Join(CheckRound(order, 1, 2, r, func(no int) string { return fmt.Sprint(no) }), "; ")
	for _, want := range []string{
		"board 1: 13 - 15 has the colours the wrong way round: the table has 15 red",
		"board 2: 11 - 14 is not a pairing of this round in the table",
		"the table's game 11 - 12 is missing",
		"the bye goes to 14 in the table, the round has 12",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("check says %q, lacks %q", got, want)
		}
	}
}

// colourRuns returns each player's colours round by round over a double
// round robin of n ('R', 'B', '-' for the bye).
func colourRuns(t *testing.T, n int, swapJoin bool) map[int][]byte {
	t.Helper()
	order := make([]int, n)
	for i := range order {
		order[i] = i + 1
	}
	col := map[int][]byte{}
	for k := 1; k <= 2*Rounds(n, 1); k++ {
		r, err := RoundOf(order, 2, k, swapJoin)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[int]bool{}
		for _, g := range r.Games {
			col[g.Red] = append(col[g.Red], 'R')
			col[g.Black] = append(col[g.Black], 'B')
			seen[g.Red], seen[g.Black] = true, true
		}
		for _, p := range order {
			if !seen[p] {
				col[p] = append(col[p], '-')
			}
		}
	}
	return col
}

func threeInARow(c []byte) bool {
	for i := 0; i+2 < len(c); i++ {
		if c[i] != '-' && c[i] == c[i+1] && c[i+1] == c[i+2] {
			return true
		}
	}
	return false
}

// TestSwapJoin: in a double round robin of an even field the plain table
// gives two players three equal colours in a row where the cycles join;
// swapping the first cycle's last two rounds (OptSwapJoin) leaves nobody
// with three in a row anywhere, and every pair still meets once with each
// colour.
func TestSwapJoin(t *testing.T) {
	for n := 3; n <= 20; n++ {
		plain, swapped := 0, 0
		for _, c := range colourRuns(t, n, false) {
			if threeInARow(c) {
				plain++
			}
		}
		for p, c := range colourRuns(t, n, true) {
			if threeInARow(c) {
				swapped++
				t.Errorf("n=%d: player %d has three equal colours in a row with swap-join: %s", n, p, c)
			}
		}
		if n%2 == 0 && plain == 0 {
			t.Errorf("n=%d: the plain double table has no three-in-a-row at the join: the option would be pointless", n)
		}
		order := make([]int, n)
		for i := range order {
			order[i] = i + 1
		}
		met := map[[2]int]int{}
		for k := 1; k <= 2*Rounds(n, 1); k++ {
			r, _ := RoundOf(order, 2, k, true)
			for _, g := range r.Games {
				met[[2]int{g.Red, g.Black}]++
			}
		}
		for a := 1; a <= n; a++ {
			for b := a + 1; b <= n; b++ {
				if met[[2]int{a, b}] != 1 || met[[2]int{b, a}] != 1 {
					t.Errorf("n=%d: %d-%d met %d times with red %d, %d with red %d", n, a, b, met[[2]int{a, b}], a, met[[2]int{b, a}], b)
				}
			}
		}
	}
}
