package cmd

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImportDirection keeps the architecture honest: cmd -> formats ->
// pairing, tiebreak -> scoring, and only cmd imports cobra or viper; only
// formats touches YAML or Excel; scoring uses the standard library only.
func TestImportDirection(t *testing.T) {
	const mod = "github.com/xiangqi-org/xqt/"
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}}:{{join .Imports \" \"}}", "../...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	forbidden := map[string][]string{
		"scoring":  {mod + "pairing", mod + "tiebreak", mod + "formats", mod + "cmd", "github.com/", "go.yaml.in/", "gopkg.in/"},
		"tiebreak": {mod + "pairing", mod + "formats", mod + "cmd", "github.com/spf13", "github.com/xuri", "go.yaml.in/"},
		"pairing":  {mod + "formats", mod + "cmd", "github.com/spf13", "github.com/xuri", "go.yaml.in/"},
		"formats":  {mod + "cmd", "github.com/spf13", mod + "pairing/dutch", mod + "pairing/match"}, // file formats know no engine
	}
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		rel := strings.TrimPrefix(pkg, mod)
		top, _, _ := strings.Cut(rel, "/")
		rules, ok := forbidden[top]
		if !ok {
			continue
		}
		checked++
		for _, imp := range strings.Fields(imports) {
			for _, bad := range rules {
				if strings.HasPrefix(imp, bad) && !(top == "scoring" && strings.HasPrefix(imp, mod+"scoring")) {
					if strings.HasPrefix(imp, mod+top) {
						continue
					}
					t.Errorf("%s imports %s: the layout forbids %s -> %s", rel, imp, top, bad)
				}
			}
		}
	}
	// Inside pairing: each system is a package of its own on the shared
	// core; none reaches up to the seam (pairing) or the stage logic, so a
	// system is added by its package and one registry line.
	systems := []string{"pairing/roundrobin", "pairing/knockout", "pairing/swiss", "pairing/dutch", "pairing/ladder", "pairing/match"}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		rel := strings.TrimPrefix(pkg, mod)
		for _, sys := range systems {
			if rel != sys {
				continue
			}
			for _, imp := range strings.Fields(imports) {
				if imp == mod+"pairing" || imp == mod+"pairing/stage" || imp == mod+"tiebreak" {
					t.Errorf("%s imports %s: a pairing system must not depend on the seam, the stages or the standings", rel, imp)
				}
				for _, other := range systems {
					if imp == mod+other && other != "pairing/match" {
						t.Errorf("%s imports %s: systems are independent (they share only pairing/match)", rel, imp)
					}
				}
			}
		}
	}
	// formats/view is what every view shares: no I/O, no file format, so
	// the workbook, the pages and the table printer can all take it.
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		if pkg != mod+"formats/view" {
			continue
		}
		for _, imp := range strings.Fields(imports) {
			switch {
			case imp == "os" || imp == "io" || strings.HasPrefix(imp, "html") || strings.HasPrefix(imp, "text/template"),
				strings.HasPrefix(imp, "github.com/") && !strings.HasPrefix(imp, mod),
				strings.HasPrefix(imp, mod+"formats/"), strings.HasPrefix(imp, "go.yaml.in/"):
				t.Errorf("formats/view imports %s: the shared view state does no I/O and knows no format", imp)
			}
		}
	}
	// formats/print lays out the hall's papers from the shared view state
	// (formats/view) and the final places (pairing/stage), as the workbook
	// and the pages do: it writes no file itself (cmd does) and knows
	// neither the workbook nor the pages.
	sawPrint := false
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		if pkg != mod+"formats/print" {
			continue
		}
		sawPrint = true
		usesView := false
		for _, imp := range strings.Fields(imports) {
			switch {
			case imp == mod+"formats/view":
				usesView = true
			case imp == "os" || imp == "io" || imp == "net" || strings.HasPrefix(imp, "net/"),
				imp == mod+"formats/xlsx" || imp == mod+"formats/html" || imp == mod+"formats/event",
				strings.HasPrefix(imp, "github.com/xuri"), strings.HasPrefix(imp, "go.yaml.in/"):
				t.Errorf("formats/print imports %s: the printed documents do no I/O and read the event through formats/view", imp)
			}
		}
		if !usesView {
			t.Errorf("formats/print does not import formats/view: the documents must read the event's state from the shared view, not work it out again")
		}
	}
	if !sawPrint {
		t.Errorf("formats/print not in go list output")
	}
	// formats/serve writes the event file only through the Enter function
	// cmd gives it (the code path of 'xqt result'): it pairs nothing and
	// encodes no file itself.
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		for _, imp := range strings.Fields(imports) {
			if pkg == mod+"formats/serve" && (strings.HasPrefix(imp, mod+"pairing") || strings.HasPrefix(imp, mod+"formats/safefile") || strings.HasPrefix(imp, "go.yaml.in/") || imp == "os/exec") {
				t.Errorf("formats/serve imports %s: the server writes only through the Enter function of cmd", imp)
			}
		}
	}
	if checked < 6 {
		t.Fatalf("checked only %d packages: go list output changed?", checked)
	}
}
