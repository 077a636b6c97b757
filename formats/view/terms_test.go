package view

import (
	"strings"
	"testing"
	"unicode"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestTermsHaveBothLanguages: every term of the table has a Chinese and an
// English word, the Chinese one without a Latin letter (a Chinese sheet
// never says 轮空 bye) and the English one without a Han character; Terms
// lists each key of the table once, and nothing else.
func TestTermsHaveBothLanguages(t *testing.T) {
	seen := map[TermKey]bool{}
	for _, k := range Terms {
		if seen[k] {
			t.Errorf("%s: listed twice", k)
		}
		seen[k] = true
		zh, en := Term(k, "zh"), Term(k, "en")
		if zh == "" || en == "" {
			t.Errorf("%s: zh %q, en %q: want both", k, zh, en)
		}
		if strings.ContainsFunc(zh, func(r rune) bool { return unicode.In(r, unicode.Latin) }) {
			t.Errorf("%s: the Chinese term %q has a Latin letter", k, zh)
		}
		if strings.ContainsFunc(en, func(r rune) bool { return unicode.In(r, unicode.Han) }) {
			t.Errorf("%s: the English term %q has a Chinese character", k, en)
		}
		if got, want := Both(k), zh+" "+en; got != want {
			t.Errorf("Both(%s) = %q, want %q", k, got, want)
		}
	}
	for k := range terms {
		if !seen[k] {
			t.Errorf("%s: in the table, not in Terms", k)
		}
	}
	if Term("no-such-term", "zh") != "" || Term("no-such-term", "en") != "" {
		t.Error("a key that is not a term has words")
	}
}

// TestResultTerms: the Chinese term of each result is the word score
// sheets write (scoring.Result.Chinese), which the result parser reads
// back as the same result; ResultText prints it.
func TestResultTerms(t *testing.T) {
	for _, r := range []scoring.Result{scoring.RedWins, scoring.BlackWins, scoring.Draw, scoring.RedForfeit, scoring.BlackForfeit, scoring.DoubleForfeit} {
		zh := Term(ResultTerm(r), "zh")
		if zh == "" || zh != r.Chinese() {
			t.Errorf("%v: term %q, the score sheet's word %q", r, zh, r.Chinese())
		}
		if back, err := scoring.ParseResult(zh); err != nil || back != r {
			t.Errorf("%v: %q parses as %v, %v", r, zh, back, err)
		}
		if got := ResultText("zh", r); got != zh {
			t.Errorf("ResultText(zh, %v) = %q, want the term %q", r, got, zh)
		}
	}
	if ResultTerm(scoring.NoResult) != "" {
		t.Error("no result has a term")
	}
}
