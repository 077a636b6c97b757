package print

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/net/html"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func load(t *testing.T, name string) *scoring.Event {
	t.Helper()
	ev, err := event.Load(filepath.Join("testdata", name+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// text is a document as lines of text: a line per heading, paragraph,
// table row (cells joined by " | "), card and signature line, "----" at
// each slip, card and certificate's start, so a golden shows what is
// printed without the markup.
func text(t *testing.T, doc []byte) string {
	t.Helper()
	z := html.NewTokenizer(bytes.NewReader(doc))
	var out []string
	var cur []string
	var cell strings.Builder
	inCell, inStyle := false, false
	flush := func() {
		if inCell {
			cur = append(cur, strings.TrimSpace(cell.String()))
			cell.Reset()
			inCell = false
		}
		if len(cur) > 0 {
			out = append(out, strings.Join(cur, " | "))
			cur = nil
		}
	}
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			flush()
			return strings.Join(out, "\n") + "\n"
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			tag := string(name)
			class := ""
			for hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				if string(k) == "class" {
					class = string(v)
				}
			}
			switch tag {
			case "style", "title":
				inStyle = tt == html.StartTagToken
			case "td", "th", "span":
				if tt == html.StartTagToken {
					if inCell {
						cur = append(cur, strings.TrimSpace(cell.String()))
						cell.Reset()
					}
					inCell = true
				} else if inCell {
					cur = append(cur, strings.TrimSpace(cell.String()))
					cell.Reset()
					inCell = false
				}
			case "tr", "p", "h1", "h2", "div", "br", "table":
				flush()
				if tt == html.StartTagToken && (class == "slip" || class == "card" || class == "cert") {
					out = append(out, "----")
				}
			}
		case html.TextToken:
			if inStyle {
				continue
			}
			s := strings.TrimSpace(string(z.Text()))
			if s == "" {
				continue
			}
			if inCell {
				if cell.Len() > 0 {
					cell.WriteString(" ")
				}
				cell.WriteString(s)
			} else {
				cur = append(cur, s)
			}
		}
	}
}

// TestGolden prints every document of every test event in both languages
// and compares its text with testdata/NAME-LANG.golden. A document an
// event cannot have (titles of a team event, ratings of an unrated one)
// records its error instead, so a change of that is seen too.
func TestGolden(t *testing.T) {
	events := []struct {
		name string
		opt  Options
	}{
		{"swiss", Options{}},
		{"team", Options{Round: 2, Level: "city", Section: "individual"}},
		{"knockout", Options{Level: "national", Section: "individual", Top: 4}},
		{"groups", Options{Level: "county", Section: "junior-A", Round: 1, Top: 3}},
		{"sections", Options{Level: "county", Section: "individual", Top: 2, Order: OrderStroke}},
	}
	for _, tc := range events {
		for _, lang := range []string{"zh", "en"} {
			t.Run(tc.name+"-"+lang, func(t *testing.T) {
				ev := load(t, tc.name)
				var b strings.Builder
				for _, kind := range Kinds {
					opt := tc.opt
					opt.Lang = lang
					b.WriteString("======== " + kind + "\n")
					doc, err := Document(ev, kind, opt)
					if err != nil {
						b.WriteString("error: " + err.Error() + "\n")
						continue
					}
					b.WriteString(text(t, doc))
				}
				golden := filepath.Join("testdata", tc.name+"-"+lang+".golden")
				if *update {
					if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test -update to write it)", err)
				}
				if diff := cmp.Diff(string(want), b.String()); diff != "" {
					t.Errorf("%s differs (-want +got):\n%s", golden, diff)
				}
			})
		}
	}
}

// TestRankingsOfAStage: the school event's group stage ranked on its own
// (--stage groups), each group a ranking cut to its first two places; the
// final places across the stages otherwise, one ranking.
func TestRankingsOfAStage(t *testing.T) {
	ev := load(t, "groups")
	rks, err := Rankings(ev, 2, "groups")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, rk := range rks {
		for _, l := range rk.Lines {
			got = append(got, fmt.Sprintf("%s %d %s", rk.Group, l.Place, l.Name))
		}
	}
	if want := []string{"A 1 林晨曦", "A 2 郑一鸣", "B 1 张一诺", "B 2 周雨桐"}; !cmp.Equal(got, want) {
		t.Errorf("group stage rankings: got %q, want %q", got, want)
	}
	all, err := Rankings(ev, 3, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 1 || all[0].Group != "" || len(all[0].Lines) != 3 {
		t.Errorf("final places: got %+v, want one ranking of three", all)
	}
	if _, err := Rankings(ev, 3, "nope"); err == nil || !strings.Contains(err.Error(), `no stage "nope": the stages are main, groups, final`) {
		t.Errorf("unknown stage: got %v", err)
	}
}
