package scoring

import "testing"

func TestFoulResult(t *testing.T) {
	// At the limit (3 by 4.1.8, 2 where the event says so) the player with
	// that many fouls loses; both at it: both lose (--); below it: no rule.
	tests := []struct {
		red, black, limit int
		want              Result
		ok                bool
	}{
		{0, 0, 3, NoResult, false},
		{2, 2, 3, NoResult, false},
		{3, 0, 3, BlackWins, true},
		{0, 5, 3, RedWins, true},
		{3, 3, 3, DoubleForfeit, true},
		{2, 1, 2, BlackWins, true},
		{1, 1, 2, NoResult, false},
	}
	for _, tt := range tests {
		got, ok := FoulResult(tt.red, tt.black, tt.limit)
		if got != tt.want || ok != tt.ok {
			t.Errorf("FoulResult(%d, %d, %d) = %v, %v; want %v, %v", tt.red, tt.black, tt.limit, got, ok, tt.want, tt.ok)
		}
	}
}

func TestFoulLimit(t *testing.T) {
	tests := []struct {
		opts map[string]string
		want int
		ok   bool
	}{
		{nil, 3, true},
		{map[string]string{FoulLimitOption: "2"}, 2, true},
		{map[string]string{FoulLimitOption: " 4 "}, 4, true},
		{map[string]string{FoulLimitOption: "0"}, 3, false},
		{map[string]string{FoulLimitOption: "two"}, 3, false},
	}
	for _, tt := range tests {
		st := Stage{ID: "main", Options: tt.opts}
		got, err := st.FoulLimit()
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("FoulLimit(%v) = %d, %v; want %d, ok %v", tt.opts, got, err, tt.want, tt.ok)
		}
	}
}

func TestPenaltyCompare(t *testing.T) {
	// Lighter first: none, 1 warning, 2 warnings, 1 disqualification,
	// 1 disqualification and 1 warning, 2 disqualifications.
	order := []Penalty{{}, {Warnings: 1}, {Warnings: 2}, {Disqualifications: 1}, {Warnings: 1, Disqualifications: 1}, {Disqualifications: 2}}
	for i := range order {
		for j := range order {
			want := sign(i - j)
			if got := order[i].Compare(order[j]); got != want {
				t.Errorf("%+v vs %+v: %d, want %d", order[i], order[j], got, want)
			}
		}
	}
}
