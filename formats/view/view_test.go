package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/xiangqi-org/xqt/pairing/knockout"
	"github.com/xiangqi-org/xqt/scoring"
)

// swissEvent is a stage-less five-player event (win 2, draw 1, bye 2):
//
//	round 1: 1-2 1-0, 3-4 =, 5 bye
//	round 2: 1-3 not entered, 5-2 0-1; 4 withdrew from round 2
func swissEvent(t *testing.T) *scoring.Event {
	t.Helper()
	table, err := scoring.Preset(scoring.DefaultTable)
	if err != nil {
		t.Fatal(err)
	}
	ev := &scoring.Event{Name: "测试", Points: table}
	for no, name := range []string{"甲", "乙", "丙", "丁", "戊"} {
		ev.Players = append(ev.Players, scoring.Player{No: no + 1, Name: name, NameEn: "P" + string(rune('A'+no))})
	}
	ev.Players[3].Withdrawn = 2
	ev.Rounds = []scoring.Round{
		{Number: 1, Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.RedWins}, {Board: 2, Red: 3, Black: 4, Result: scoring.Draw}}, Byes: []int{5}},
		{Number: 2, Games: []scoring.Game{{Board: 1, Red: 1, Black: 3}, {Board: 2, Red: 5, Black: 2, Result: scoring.BlackWins}}},
	}
	return ev
}

func TestContexts(t *testing.T) {
	tests := []struct {
		name      string
		after     int
		rounds    int
		complete  []bool
		points    map[int]string // after the last round of the cut
		lastRound int
	}{
		// After round 1: 1 won (2), 2 lost (0), 3 and 4 drew (1 each), 5 had the bye (2).
		{"after 1", 1, 1, []bool{true}, map[int]string{1: "2", 2: "0", 3: "1", 4: "1", 5: "2"}, 1},
		// Round 2 adds 2's win over 5 (2 more); 1-3 is still open.
		{"all", 0, 2, []bool{true, false}, map[int]string{1: "2", 2: "2", 3: "1", 4: "1", 5: "2"}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cs, err := Contexts(swissEvent(t), tc.after)
			if err != nil {
				t.Fatal(err)
			}
			if len(cs) != 1 {
				t.Fatalf("got %d contexts, want 1", len(cs))
			}
			c := cs[0]
			if got := len(c.Rounds); got != tc.rounds {
				t.Errorf("rounds: got %d, want %d", got, tc.rounds)
			}
			if got, want := len(c.Standings), tc.rounds+1; got != want {
				t.Errorf("standings: got %d, want %d", got, want)
			}
			for k, want := range tc.complete {
				if got := c.Complete(k); got != want {
					t.Errorf("Complete(%d): got %v, want %v", k, got, want)
				}
			}
			got := map[int]string{}
			for no, rec := range c.Final().Records {
				got[no] = rec.Total.String()
			}
			if d := cmp.Diff(tc.points, got); d != "" {
				t.Errorf("points after the cut (-want +got):\n%s", d)
			}
			if got := c.LastRound(); got != tc.lastRound {
				t.Errorf("LastRound: got %d, want %d", got, tc.lastRound)
			}
			if c.Several || c.Group != "" || c.KO != nil || c.StageNo != 1 {
				t.Errorf("got several %v group %q ko %v stage %d, want a single whole Swiss stage 1", c.Several, c.Group, c.KO, c.StageNo)
			}
		})
	}
}

func TestContextsGroups(t *testing.T) {
	ev := swissEvent(t)
	ev.Players[3].Withdrawn = 0
	ev.Stages = []scoring.Stage{
		{ID: "groups", System: scoring.RoundRobin, Groups: []scoring.Group{{ID: "A", Players: []int{2, 1}}, {ID: "B", Players: []int{3, 4}}}},
		{ID: "final", System: scoring.RoundRobin, Players: []int{1, 3}},
	}
	ev.Rounds = []scoring.Round{
		{Number: 1, Stage: "groups", Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.RedWins}, {Board: 2, Red: 3, Black: 4, Result: scoring.Draw}}},
		{Number: 2, Stage: "final", Games: []scoring.Game{{Board: 1, Red: 1, Black: 3}}},
	}
	cs, err := Contexts(ev, 0)
	if err != nil {
		t.Fatal(err)
	}
	type ctx struct {
		Stage            string
		StageNo, GroupNo int
		Group            string
		Players, Order   []int
		Games            []int // the boards of each round
	}
	var got []ctx
	for _, c := range cs {
		x := ctx{Stage: c.Stage.ID, StageNo: c.StageNo, GroupNo: c.GroupNo, Group: c.Group, Order: c.Order}
		if !c.Several {
			t.Errorf("%s %s: Several false in a two-stage event", c.Stage.ID, c.Group)
		}
		for _, p := range c.Players {
			x.Players = append(x.Players, p.No)
		}
		for _, r := range c.Rounds {
			for _, g := range r.Games {
				x.Games = append(x.Games, g.Board)
			}
		}
		got = append(got, x)
	}
	// Each group sees its own game; players by start number, the table
	// order as entered (group A seeded 2, 1).
	want := []ctx{
		{"groups", 1, 1, "A", []int{1, 2}, []int{1, 2}, []int{1}},
		{"groups", 1, 2, "B", []int{3, 4}, []int{3, 4}, []int{2}},
		{"final", 2, 0, "", []int{1, 3}, []int{1, 3}, []int{1}},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("contexts (-want +got):\n%s", d)
	}
}

func TestRoundNotes(t *testing.T) {
	ev := swissEvent(t)
	cs, err := Contexts(ev, 0)
	if err != nil {
		t.Fatal(err)
	}
	c := cs[0]
	relaxed := ev.Rounds[1]
	relaxed.Notes = []scoring.RoundNote{{Kind: scoring.NoteRelaxed, Player: 1, Side: scoring.Red, Board: 1, Limit: scoring.LimitInARow},
		{Kind: scoring.NoteText, Text: "something else"}}
	name := func(no int) string { return Name(ev, "zh", no) }
	tests := []struct {
		name string
		k    int
		r    scoring.Round
		open []int
		want []Note
	}{
		{"bye", 0, ev.Rounds[0], c.OpenBoards(0, ev.Rounds[0]), []Note{{Kind: NoteBye, Players: []int{5}, Points: scoring.P(2)}}},
		// 4 withdrew from round 2 and is not in it; board 1 of two is open.
		{"withdrawn and open", 1, ev.Rounds[1], c.OpenBoards(1, ev.Rounds[1]), []Note{
			{Kind: NoteWithdrawn, Players: []int{4}},
			{Kind: NoteOpenBoards, Boards: []int{1}},
		}},
		// Every board open: no list of open boards.
		{"all open", 1, ev.Rounds[1], []int{1, 2}, []Note{{Kind: NoteWithdrawn, Players: []int{4}}}},
		{"relaxed", 1, relaxed, nil, []Note{
			{Kind: NoteWithdrawn, Players: []int{4}},
			{Kind: NoteRelaxed, Text: "末轮为使同分者相遇放宽颜色限制：第1台 1 甲 执红。"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := c.RoundNotes("zh", tc.r, tc.open, name)
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("notes (-want +got):\n%s", d)
			}
		})
	}
}

func TestRoundNotesByeKinds(t *testing.T) {
	r := scoring.Round{Number: 1, Byes: []int{3}, HalfByes: []int{4}, Absent: []int{5}}
	table, _ := scoring.Preset(scoring.DefaultTable)
	tests := []struct {
		name string
		c    *Context
		want NoteKind
	}{
		{"swiss", &Context{Stage: &scoring.Stage{System: scoring.Swiss}, Table: table}, NoteBye},
		{"round robin", &Context{Stage: &scoring.Stage{System: scoring.RoundRobin}, Table: table}, NoteByeNoPoints},
		{"knockout", &Context{Stage: &scoring.Stage{System: scoring.Knockout}, Table: table, KO: &knockout.State{}}, NoteByeThrough},
		{"cards", &Context{Stage: &scoring.Stage{System: scoring.Knockout}, Table: table, KO: &knockout.State{Cards: true}}, NoteByeCard},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.c.RoundNotes("en", r, nil, func(int) string { return "" })
			want := []Note{
				{Kind: tc.want, Players: []int{3}, Points: table.Bye},
				{Kind: NoteHalfBye, Players: []int{4}, Points: table.HalfBye},
				{Kind: NoteAbsent, Players: []int{5}, Points: table.ZeroBye},
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("notes (-want +got):\n%s", d)
			}
		})
	}
}
