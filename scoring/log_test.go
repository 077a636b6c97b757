package scoring

import "testing"

func TestAsPaired(t *testing.T) {
	// Round 1's board 1 was 1-0 while rounds 2 and 3 were paired, then
	// 0-1 while round 4 was, and is = now: round 2 and 3 see 1-0, round 4
	// sees 0-1, round 5 (not yet paired) sees =.
	rounds := []Round{{Number: 1, Games: []Game{{Board: 1, Red: 1, Black: 2, Result: Draw,
		Corrected: []Correction{{Was: RedWins, Until: 3}, {Was: BlackWins, Until: 4}}}}}}
	tests := []struct {
		number int
		want   Result
	}{
		{2, RedWins},
		{3, RedWins},
		{4, BlackWins},
		{5, Draw},
	}
	for _, tc := range tests {
		got := AsPaired(rounds, tc.number)
		if r := got[0].Games[0].Result; r != tc.want {
			t.Errorf("as round %d was paired: %v, want %v", tc.number, r, tc.want)
		}
	}
	if rounds[0].Games[0].Result != Draw {
		t.Errorf("AsPaired changed its input: %v", rounds[0].Games[0].Result)
	}
}
