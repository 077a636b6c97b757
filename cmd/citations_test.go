package cmd

import (
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// citationsNotYetMoved are the files and folders whose citations of the
// internal spec are still to be repointed at docs/rules.md; every citation
// is repointed, so it is empty (it stays for a move under way).
var citationsNotYetMoved = []string{}

// internalSpec is the project's internal domain spec, which is not shipped:
// what users read cites docs/rules.md instead.
const internalSpec = "RULES.md"

// internalSeed matches the internal names of the source documents ("seed
// 000", "seed 003"), which mean nothing to a user.
var internalSeed = regexp.MustCompile(`(?i)\bseed 0\d\d\b`)

// TestNoCitationsOfTheInternalSpec: no file of the project (code, comments,
// docs, samples; tests excepted) cites RULES.md, and no user-facing text (the
// string literals of Go code, the docs, the README, the samples) names a
// source document "seed 00N".
func TestNoCitationsOfTheInternalSpec(t *testing.T) {
	dirty := map[string]bool{} // entries of citationsNotYetMoved still needed
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("..", path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			switch d.Name() {
			case ".git", "testdata", "bin", "out", "dist":
				return filepath.SkipDir
			}
			return nil
		}
		if !userVisible(rel) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var problems []string
		text := string(data)
		if strings.Contains(text, internalSpec) {
			problems = append(problems, "cites "+internalSpec+" (cite docs/rules.md, section by section)")
		}
		if strings.HasSuffix(rel, ".go") {
			text = goStrings(t, rel, data)
		}
		if m := internalSeed.FindString(text); m != "" {
			problems = append(problems, "names a source document "+strconv.Quote(m)+" (say what the event was)")
		}
		if allowed := allowedPrefix(rel); allowed != "" {
			dirty[allowed] = dirty[allowed] || len(problems) > 0
			return nil
		}
		for _, p := range problems {
			t.Errorf("%s %s", rel, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range citationsNotYetMoved {
		if !dirty[p] {
			t.Logf("%s is clean now: it can leave citationsNotYetMoved", p)
		}
	}
}

// userVisible reports whether a file is shipped text a user may read:
// non-test Go files, Markdown, the samples' scripts, the Makefile, NOTICE.
func userVisible(rel string) bool {
	switch {
	case strings.HasSuffix(rel, "_test.go"):
		return false
	case strings.HasSuffix(rel, ".go"), strings.HasSuffix(rel, ".md"), strings.HasSuffix(rel, ".sh"):
		return true
	}
	return rel == "Makefile" || rel == "NOTICE"
}

func allowedPrefix(rel string) string {
	for _, p := range citationsNotYetMoved {
		if rel == p || (strings.HasSuffix(p, "/") && strings.HasPrefix(rel, p)) {
			return p
		}
	}
	return ""
}

// goStrings returns the string literals of a Go file, one a line: the text
// a program can print.
func goStrings(t *testing.T, name string, src []byte) string {
	t.Helper()
	fset := token.NewFileSet()
	var s scanner.Scanner
	s.Init(fset.AddFile(name, -1, len(src)), src, func(pos token.Position, msg string) { t.Errorf("%s: %s", pos, msg) }, 0)
	var b strings.Builder
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok == token.STRING {
			if v, err := strconv.Unquote(lit); err == nil {
				lit = v
			}
			b.WriteString(lit)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// TestRulesCitationsResolve: every "docs/rules.md N" or "docs/rules.md
// N.M" (also "section N", and the links to its anchors) points at a section
// that docs/rules.md has, by its stable anchor.
func TestRulesCitationsResolve(t *testing.T) {
	rules, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	anchors := map[string]bool{}
	for _, m := range regexp.MustCompile(`<a id="([^"]+)"></a>`).FindAllStringSubmatch(string(rules), -1) {
		anchors[m[1]] = true
	}
	if len(anchors) < 20 {
		t.Fatalf("docs/rules.md has %d anchors, want its sections and rules", len(anchors))
	}
	// "N" resolves to the section anchor "N-...", "N.M" to "N-M".
	hasSection := func(n string) bool {
		for a := range anchors {
			if strings.HasPrefix(a, n+"-") && !strings.ContainsAny(a[len(n)+1:len(n)+2], "0123456789") {
				return true
			}
		}
		return false
	}
	cite := regexp.MustCompile(`docs/rules\.md,?\s+(?:sections?\s+)?(\d+)(?:\.(\d+))?`)
	link := regexp.MustCompile(`rules\.md#([A-Za-z0-9-]+)`)
	n := 0
	err = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "bin", "out", "dist":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, ".md") && !strings.HasSuffix(path, ".sh") && !strings.HasSuffix(path, ".txtar") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("..", path)
		for _, m := range cite.FindAllStringSubmatch(string(data), -1) {
			n++
			switch {
			case m[2] != "" && !anchors[m[1]+"-"+m[2]]:
				t.Errorf("%s: %q: docs/rules.md has no %s.%s (anchor %s-%s)", rel, m[0], m[1], m[2], m[1], m[2])
			case m[2] == "" && !hasSection(m[1]):
				t.Errorf("%s: %q: docs/rules.md has no section %s", rel, m[0], m[1])
			}
		}
		for _, m := range link.FindAllStringSubmatch(string(data), -1) {
			n++
			if !anchors[m[1]] {
				t.Errorf("%s: %q: docs/rules.md has no anchor %s", rel, m[0], m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Errorf("found %d citations of docs/rules.md, want the code's and docs' (20 or more)", n)
	}
}
