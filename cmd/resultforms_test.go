package cmd

import (
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

// TestResultHelpListsEveryForm: result and results help list every spelling
// the parser reads, and so does the error for an unknown result.
func TestResultHelpListsEveryForm(t *testing.T) {
	dir := newEvent(t, "甲", "乙")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	_, resultOut, _ := run(t, dir, "", "result", "--help")
	_, resultsOut, _ := run(t, dir, "", "results", "--help")
	code, _, unknown := run(t, dir, "", "result", "e.yaml", "1", "1", "3-0")
	if code != ExitInvalid {
		t.Errorf("result 3-0: exit %d, want %d", code, ExitInvalid)
	}
	for _, s := range scoring.ResultSpellings() {
		for _, form := range s.Forms {
			for name, text := range map[string]string{"result --help": resultOut, "results --help": resultsOut, "the error": unknown} {
				if !strings.Contains(text, " "+form+" ") && !strings.Contains(text, " "+form+"\n") {
					t.Errorf("%s does not list %q (%s)", name, form, s.Meaning)
				}
			}
		}
	}
}

// TestResultTypedOnAChineseKeyboard enters full-width and dash forms and
// 红负 through the command and reads back what the file recorded.
func TestResultTypedOnAChineseKeyboard(t *testing.T) {
	tests := []struct {
		typed string
		want  scoring.Result
	}{
		{"１-０", scoring.RedWins}, {"1–0", scoring.RedWins}, {"1—0", scoring.RedWins},
		{"１：０", scoring.RedWins}, {"０－１", scoring.BlackWins}, {"红负", scoring.BlackWins},
		{"黑负", scoring.RedWins}, {"－＋", scoring.BlackForfeit}, {"＝", scoring.Draw},
	}
	dir := newEvent(t, "甲", "乙")
	if code, _, stderr := run(t, dir, "", "pair", "e.yaml"); code != 0 {
		t.Fatalf("pair: %d %s", code, stderr)
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			if code, _, stderr := run(t, dir, "", "result", "e.yaml", "1", "1", tt.typed); code != 0 {
				t.Fatalf("result %s: exit %d: %s", tt.typed, code, stderr)
			}
			ev, err := event.Load(dir + "/e.yaml")
			if err != nil {
				t.Fatal(err)
			}
			if got := ev.Rounds[0].Games[0].Result; got != tt.want {
				t.Errorf("result %s recorded %v, want %v", tt.typed, got, tt.want)
			}
		})
	}
}
