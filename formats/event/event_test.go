package event

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xiangqi-org/xqt/scoring"
)

func sampleEvent(t *testing.T) *scoring.Event {
	t.Helper()
	table, err := scoring.Preset("cxa2011")
	if err != nil {
		t.Fatal(err)
	}
	return &scoring.Event{
		Name: "2026 春季教职工象棋赛", Start: "2026-03-14", Edition: "cxa2011", Points: table,
		Players: []scoring.Player{
			{No: 1, Name: "王小明", Club: "一中", Rating: 1620},
			{No: 2, Name: "李四", Club: "二中"},
			{No: 3, Name: "张三", Withdrawn: 3},
		},
		Stages: []scoring.Stage{{ID: "main", System: "round-robin", Cycles: 1, Tiebreaks: []string{"cxa2011-rr"}, Order: []int{1, 2, 3}}},
		Rounds: []scoring.Round{
			{Number: 1, Stage: "main", Games: []scoring.Game{{Board: 1, Red: 2, Black: 3, Result: scoring.RedWins, BlackFouls: 1}}, Byes: []int{1}},
			{Number: 2, Stage: "main", Games: []scoring.Game{{Board: 1, Red: 3, Black: 1, Result: scoring.BlackForfeit,
				Games: []scoring.MatchGame{{Red: 3, Result: scoring.Draw, Kind: "rapid"}}}}, Byes: []int{2},
				Cards: []scoring.Card{{Player: 3, Number: 1, Side: scoring.Red}, {Player: 1, Number: 1, Side: scoring.Black}, {Player: 2}}},
		},
	}
}

func TestRoundTripIsByteStable(t *testing.T) {
	ev := sampleEvent(t)
	data, err := Encode(ev)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode("event.yaml", data)
	if err != nil {
		t.Fatalf("decode of encoded event: %v\n%s", err, data)
	}
	if diff := cmp.Diff(ev, back); diff != "" {
		t.Errorf("event changed in the round trip (-want +got):\n%s", diff)
	}
	again, err := Encode(back)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Errorf("second encoding differs:\n%s\n---\n%s", data, again)
	}
	for _, want := range []string{"- {no: 1, name: 王小明, club: 一中, rating: 1620}", "byes: [1]", "card: 红1", "result: 1-0"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("encoded file lacks %q:\n%s", want, data)
		}
	}
}

func TestCustomPointsTable(t *testing.T) {
	ev := sampleEvent(t)
	ev.Points = scoring.Symmetric("", scoring.P(3), scoring.P(1), 0)
	ev.Points.DrawBlack = scoring.P(2)
	ev.Points.HalfBye = scoring.Unit / 2
	data, err := Encode(ev)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode("e.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Points != ev.Points {
		t.Errorf("points table changed: got %+v, want %+v", back.Points, ev.Points)
	}
	if !strings.Contains(string(data), "half_bye: 0.5") {
		t.Errorf("half_bye not written as a decimal:\n%s", data)
	}
}

const good = `xqt: 1
event:
  name: 测试
points: cxa2011
stages:
  - id: main
    system: round-robin
players:
  - {no: 1, name: 甲}
  - {no: 2, name: 乙}
rounds:
  - round: 1
    stage: main
    games:
      - {board: 1, red: 1, black: 2, result: "红胜"}
`

func TestDecodeErrorsNameFileAndLine(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []string
	}{
		{"unknown key", strings.Replace(good, "  name: 测试", "  name: 测试\n  colour: red", 1), []string{"e.yaml:4: unknown key colour"}},
		{"malformed yaml", strings.Replace(good, "stages:", "stages: [", 1), []string{"e.yaml:"}},
		{"duplicate start number", strings.Replace(good, "{no: 2, name: 乙}", "{no: 1, name: 乙}", 1), []string{"e.yaml:10: start number 1 is used twice (also line 9)"}},
		{"duplicate name", strings.Replace(good, "{no: 2, name: 乙}", "{no: 2, name: 甲}", 1), []string{"e.yaml:10: the name 甲 is used twice"}},
		{"unknown result", strings.Replace(good, `"红胜"`, "3-0", 1), []string{"e.yaml:15: round 1, board 1: unknown result \"3-0\""}},
		{"unknown player", strings.Replace(good, "black: 2", "black: 9", 1), []string{"e.yaml:15: round 1, board 1: unknown player 9"}},
		{"several at once", strings.Replace(strings.Replace(good, "black: 2", "black: 9", 1), "system: round-robin", "system: lottery", 1),
			[]string{"e.yaml:7: stage main: unknown system \"lottery\"", "e.yaml:15: round 1, board 1: unknown player 9"}},
		{"bad points", strings.Replace(good, "points: cxa2011", "points: {win: two}", 1), []string{"e.yaml:4: ", "points win"}},
		{"empty", "", []string{"the file is empty"}},
		{"second document", good + "---\nxqt: 1\nevent: {name: 另一个}\n", []string{"e.yaml:16: a second YAML document starts here"}},
		{"second empty document", good + "---\n", []string{"e.yaml:16: a second YAML document"}},
		{"second document of text", good + "--- more notes\n", []string{"e.yaml:16: a second YAML document"}},
		{"malformed second document", good + "---\n[\n", []string{"e.yaml:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode("e.yaml", []byte(tt.text))
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
	if _, err := Decode("e.yaml", []byte(good)); err != nil {
		t.Fatalf("good file: %v", err)
	}
}

func TestSaveIsAtomicAndKeepsBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "e.yaml")
	ev := sampleEvent(t)
	if err := Save(path, ev); err != nil {
		t.Fatal(err)
	}
	first, _ := os.ReadFile(path)
	ev.Rounds[0].Games[0].Result = scoring.Draw
	if err := Save(path, ev); err != nil {
		t.Fatal(err)
	}
	bak, err := os.ReadFile(path + ".bak")
	if err != nil || string(bak) != string(first) {
		t.Errorf("backup is not the previous version (err %v)", err)
	}
	// An invalid event is refused and the file stays as it was.
	now, _ := os.ReadFile(path)
	ev.Players = append(ev.Players, scoring.Player{No: 1, Name: "重号"})
	if err := Save(path, ev); err == nil {
		t.Fatal("saving an event with a duplicate start number: no error")
	}
	after, _ := os.ReadFile(path)
	if string(after) != string(now) {
		t.Error("a refused save changed the file")
	}
}

func TestLockRefusesSecondWriter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.yaml")
	release, err := Lock(path, "xqt pair (pid 42)")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lock(path, "xqt result")
	if !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), "pid 42") {
		t.Errorf("second lock: got %v, want ErrLocked naming pid 42", err)
	}
	release()
	release2, err := Lock(path, "xqt result")
	if err != nil {
		t.Fatalf("lock after release: %v", err)
	}
	release2()
}

func TestParseCard(t *testing.T) {
	for in, want := range map[string]scoring.Card{"红3": {Number: 3, Side: scoring.Red}, "B12": {Number: 12, Side: scoring.Black}, "K": {}, "black1": {Number: 1, Side: scoring.Black}} {
		got, err := ParseCard(in)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, bad := range []string{"红0", "绿3", "3", "红3a", ""} {
		if _, err := ParseCard(bad); err == nil {
			t.Errorf("ParseCard(%q): want an error", bad)
		}
	}
}
