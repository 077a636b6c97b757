package event

import (
	"errors"
	"testing"
)

func TestParseYAMLMessage(t *testing.T) {
	tests := []struct {
		msg   string
		line  int
		field string
		want  string
	}{
		{"yaml: line 3: mapping values are not allowed in this context", 3, "", "mapping values are not allowed in this context"},
		{"line 7: field nmae not found in type event.player", 7, "nmae", "unknown key nmae (misspelt? see docs/event-file.md)"},
		{"line 4: cannot unmarshal !!str `abc` into int", 4, "", "abc is not a whole number: write it in digits"},
		{"yaml: did not find expected key", 0, "", "did not find expected key"},
		{"line x: odd", 0, "", "line x: odd"},
		{"line 20: cannot unmarshal !!int `7` into []event.fileRound", 20, "", "7 is not a list: write the entries one a line after \"- \" (docs/event-file.md)"},
		{"line 2: cannot unmarshal !!str `x` into event.fileInfo", 2, "", "x is not a mapping: write \"key: value\" lines here (docs/event-file.md)"},
		{"line 3: found character that cannot start any token", 3, "", "found character that cannot start any token (a tab? indent with spaces)"},
	}
	for _, tt := range tests {
		e := parseYAMLMessage("e.yaml", tt.msg)
		if e.Line != tt.line || e.Field != tt.field || e.Msg != tt.want || e.File != "e.yaml" {
			t.Errorf("%q: got %+v", tt.msg, *e)
		}
	}
}

func TestDecodeErrorsAreTyped(t *testing.T) {
	data := []byte("xqt: 1\nevent:\n  name: x\nplayers:\n  - no: 1\n    name: a\n  - no: 1\n    name: b\nstages:\n  - id: main\n    system: swiss\n    points: nope\n")
	_, err := Decode("e.yaml", data)
	var l ErrorList
	if !errors.As(err, &l) || len(l) != 2 {
		t.Fatalf("want a list of 2 errors, got %v", err)
	}
	if l[0].Line != 7 || l[0].Field != "players[1]" {
		t.Errorf("first error: %+v", *l[0])
	}
	if l[1].Line != 12 || l[1].Field != "stages[0].points" {
		t.Errorf("second error: %+v", *l[1])
	}
	var e *Error
	if !errors.As(err, &e) || e != l[0] {
		t.Errorf("errors.As(*Error) should find the first: %v", e)
	}
	_, err = Decode("e.yaml", []byte("xqt: 1\nevent: {name: x}\nplayers:\n  - no: abc\n"))
	if !errors.As(err, &e) || e.Line != 4 || e.Msg != "abc is not a whole number: write it in digits" {
		t.Errorf("type error: %v", err)
	}
}

func TestLinesRound(t *testing.T) {
	data := []byte("xqt: 1\nevent: {name: x}\nplayers:\n  - {no: 1, name: a}\n  - {no: 2, name: b}\nstages:\n  - {id: main, system: swiss, rounds: 3}\nrounds:\n  - round: 1\n    stage: main\n    games:\n      - {board: 1, red: 1, black: 2}\n  - round: 2\n    stage: main\n")
	_, lines, err := decode("e.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{9, 13, 0, 0} {
		if got := lines.Round(i); got != want {
			t.Errorf("Round(%d) = %d, want %d", i, got, want)
		}
	}
	if got := lines.Round(-1); got != 0 {
		t.Errorf("Round(-1) = %d", got)
	}
}
