package tiebreak

import (
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// FuzzCompute builds events from bytes (any pairing, results, byes, players
// paired twice or against strangers) and checks that every criterion under
// every policy computes without panicking and ranks everyone once, places
// non-decreasing (go test -fuzz FuzzCompute ./tiebreak).
func FuzzCompute(f *testing.F) {
	f.Add([]byte{6, 3, 1, 2, 1, 3, 4, 4, 5, 6, 2, 9, 7, 1, 0, 3})
	f.Add([]byte{3, 2, 1, 1, 6, 2, 3, 5, 0, 0})
	var ids []string
	for _, c := range All() {
		ids = append(ids, c.ID)
	}
	ids = append(ids, "BH/C1/V2024", "SB/M1", "ps/c2")
	tables := []string{"cxa2011", "cxa1999", "3-rd1-bd2", "3-1-0-fw2"}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 3 {
			return
		}
		n := 2 + int(b[0])%9
		nr := 1 + int(b[1])%5
		tb, _ := scoring.Preset(tables[int(b[2])%len(tables)])
		ps := field(n)
		for i := range ps {
			ps[i].Rating = 1000 + 100*i
		}
		ps[n-1].Withdrawn = 1 + int(b[2])%nr
		ps[0].Penalty = map[bool]string{true: "warning"}[b[2]%2 == 0]
		rounds := make([]scoring.Round, nr)
		k := 3
		next := func() int {
			if k >= len(b) {
				return 0
			}
			k++
			return int(b[k-1])
		}
		for r := range rounds {
			rounds[r].Number = r + 1
			for g := 0; g < n/2+1; g++ {
				red, black, res := next()%(n+1), next()%(n+1), scoring.Result(next()%7)
				switch {
				case red == 0:
					rounds[r].Byes = append(rounds[r].Byes, black)
				case black == 0:
					rounds[r].HalfByes = append(rounds[r].HalfByes, red)
				default:
					rounds[r].Games = append(rounds[r].Games, scoring.Game{Board: g + 1, Red: red, Black: black, Result: res, RedFouls: int(res) % 2})
				}
			}
		}
		for _, pol := range []Policy{PolicyCXA, PolicyCXANonZero, PolicyFIDE2024, PolicyFIDE2026, PolicyFIDERR} {
			for _, rr := range []bool{false, true} {
				st, err := Compute(Input{Players: ps, Rounds: rounds, Table: tb, RoundRobin: rr, Opponents: n - 1,
					Criteria: ids, Unplayed: pol, PlannedRounds: nr})
				if err != nil {
					t.Fatal(err)
				}
				// 20.3 lists a player whose results it cancelled after the table
				if len(st.Rows)+len(st.Withdrawn) != n {
					t.Fatalf("%d rows and %d listed withdrawn for %d players", len(st.Rows), len(st.Withdrawn), n)
				}
				for i := 1; i < len(st.Rows); i++ {
					if st.Rows[i].Place < st.Rows[i-1].Place || st.Rows[i].Points > st.Rows[i-1].Points {
						t.Fatalf("rows out of order at %d: %+v", i, st.Rows)
					}
				}
			}
		}
	})
}
