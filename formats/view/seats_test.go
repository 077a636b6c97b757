package view

import (
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

func TestSeatLabels(t *testing.T) {
	groups := scoring.Stage{ID: "groups", System: scoring.RoundRobin, Groups: []scoring.Group{
		{ID: "A", Players: []int{1, 3, 5}},
		{ID: "B", Players: []int{2, 4, 6}},
	}}
	cross := func(order ...int) *scoring.Event {
		return &scoring.Event{Stages: []scoring.Stage{groups, {ID: "ko", System: scoring.Knockout, From: "groups", Seeding: "crossover", Order: order}}}
	}
	tests := []struct {
		name  string
		ev    *scoring.Event
		want  map[int]string
		wantN int
	}{
		{"two per group", cross(3, 2, 5, 6), map[int]string{3: "A1", 2: "B1", 5: "A2", 6: "B2"}, 4},
		{"not in group order", cross(2, 3, 5, 6), nil, 0},
		{"uneven", cross(3, 2, 5), nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SeatLabels(tt.ev, &tt.ev.Stages[1])
			if len(got) != tt.wantN {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for no, l := range tt.want {
				if got[no] != l {
					t.Errorf("player %d: got %q, want %q", no, got[no], l)
				}
			}
		})
	}
	plain := scoring.Stage{ID: "ko", System: scoring.Knockout, Order: []int{1, 2}}
	if got := SeatLabels(&scoring.Event{Stages: []scoring.Stage{plain}}, &plain); got != nil {
		t.Errorf("a seeded knockout: got %v, want none", got)
	}
}
