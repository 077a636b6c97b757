package event

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

// full is an event in which every field of every type of the model holds a
// value other than its zero value, each one the file can hold.
func full(t *testing.T) *scoring.Event {
	t.Helper()
	table, err := ParseTable("win=3,draw=1,loss=0.5,win_black=4,draw_black=2,loss_black=0.25,forfeit_win=2,forfeit_loss=0.2,double_forfeit=0.3,bye=1.5,half_bye=0.75,zero_bye=0.1")
	if err != nil {
		t.Fatal(err)
	}
	return &scoring.Event{
		Name: "全字段", NameEn: "Every field", Site: "一中", Organizer: "体育组", Arbiter: "裁判长",
		Start: "2026-05-01", End: "2026-05-02", Edition: "cxa1999", Points: table,
		Level: "province", Section: "junior-A", Certificate: "{name}\n{place}",
		Players: []scoring.Player{
			{No: 1, Name: "甲", NameEn: "Jia", Club: "一中", Team: "一队", Group: "男子组", Rating: 1500, Sex: "m", ID: "X1",
				Withdrawn: 5, Joined: 2, Penalty: "warning"},
			{No: 2, Name: "乙", Club: "二中"},
			{No: 3, Name: "丙", Club: "三中"},
		},
		Teams: []scoring.Team{{No: 1, Name: "一队", Members: []int{1}, Subs: []int{3}, Order: []int{3, 1}, Withdrawn: 5}, {No: 2, Name: "二队", Members: []int{2}}},
		Stages: []scoring.Stage{
			{ID: "ko", Name: "预赛", System: scoring.Knockout, Rounds: 2, Cycles: 1, Numbering: "draw", Seed: 9, Points: "3-1-0",
				Tiebreaks: []string{"sb"}, Match: "single", Players: []int{1, 2, 3}, Order: []int{2, 1, 3},
				Options: map[string]string{"draw": "cards"}, From: "", Qualify: "", QualifyAfter: 1, GroupCount: 0,
				Seeding: "", Groups: nil, Until: 2, Closed: true,
				Teams: true, Boards: 1, Lineup: scoring.LineupSubstitute, TeamIDs: []int{1, 2}, TeamOrder: []int{2, 1},
				TeamGroups: []scoring.Group{{ID: "A", Players: []int{1, 2}, Order: []int{2, 1}}}},
			{ID: "final", System: scoring.RoundRobin, From: "ko", Qualify: "top1-per-group", GroupCount: 2, Players: []int{1, 2}, Seeding: "random",
				Groups: []scoring.Group{{ID: "A", Players: []int{1}, Order: []int{1}}, {ID: "B", Players: []int{2}}}},
		},
		Rounds: []scoring.Round{{
			Number: 1, Stage: "ko", Seed: 7, Byes: []int{3}, HalfByes: nil, Absent: nil, Notes: []scoring.RoundNote{
				{Kind: scoring.NoteRelaxed, Red: 1, Black: 2, Player: 1, Board: 1, Side: scoring.Red, Limit: scoring.LimitInARow, Met: []int{1}, Half: true, Seed: 5001, Text: "a note: with a colon, # and ' quotes"},
				{Kind: scoring.NoteText, Text: "a note"}},
			Cards: []scoring.Card{{Player: 1, Number: 1, Side: scoring.Red}, {Player: 2, Number: 1, Side: scoring.Black}, {Player: 3}},
			Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.RedWins, RedFouls: 1, BlackFouls: 2, Note: "n", Withdrawal: scoring.WithdrawalRoundRobin,
				Group: "A", Chooser: 1, Lots: 2, LotsSeed: 11, Match: 1, TeamBoard: 1,
				Corrected: []scoring.Correction{{Was: scoring.BlackWins, Until: 2}},
				Games:     []scoring.MatchGame{{Red: 1, Result: scoring.Draw, Kind: "rapid", Fouls: [2]int{1, 2}, Note: "g"}}}},
			Matches:  []scoring.TeamMatch{{Number: 1, Red: 1, Black: 2, Note: "m", Withdrawal: scoring.WithdrawalSwiss, Lots: 1}},
			TeamByes: []int{2}, Lineups: []scoring.Lineup{{Team: 1, Players: []int{1}}},
		}, {Number: 2, Stage: "final", HalfByes: []int{1}, Absent: []int{2, 3}}},
		CheckIn: &scoring.CheckIn{Round: 3, Absent: scoring.CheckInExclude, Present: []int{1, 3}},
		Log: []scoring.Change{{Time: time.Date(2026, 5, 1, 9, 30, 0, 0, time.FixedZone("", 8*3600)),
			Command: "xqt result full.yaml 1 1 1-0", Who: "裁判长", Note: "round 1, board 1: 0-1 → 1-0"}},
	}
}

// zeroFields lists the fields of v (recursively through structs and the
// first element of slices) that hold their zero value in every instance.
func zeroFields(v reflect.Value, path string, seen map[string]bool) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			if !f.IsExported() {
				continue
			}
			p := v.Type().Name() + "." + f.Name
			if !v.Field(i).IsZero() {
				seen[p] = true
			} else if _, ok := seen[p]; !ok {
				seen[p] = false
			}
			zeroFields(v.Field(i), p, seen)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			zeroFields(v.Index(i), path, seen)
		}
	}
}

// TestModelMappingIsComplete keeps the event file's one mapping complete:
// every field of the model is set in full (a new field that is not fails
// here), and full survives Encode and Decode unchanged (a field the
// mapping forgets fails there).
func TestModelMappingIsComplete(t *testing.T) {
	ev := full(t)
	seen := map[string]bool{}
	zeroFields(reflect.ValueOf(*ev), "Event", seen)
	var missing []string
	for f, set := range seen {
		if !set && !strings.HasPrefix(f, "Table.") {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		t.Fatalf("full() leaves these model fields zero: set them (and map them in schema.go, save.go, load.go): %v", missing)
	}
	data, err := Encode(ev)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode("full.yaml", data)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
	}
	if d := cmp.Diff(ev, got); d != "" {
		t.Errorf("a field is lost between the model and the file (-model +decoded):\n%s", d)
	}
}
