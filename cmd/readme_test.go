package cmd

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// readmeNotTwinned lists README command lines that no script runs as
// written, each with the reason; the test fails when one of them gets a
// twin (delete it here then) or when a README command is neither twinned
// nor listed.
var readmeNotTwinned = map[string]string{
	"xqt serve spring.yaml":        "runs until stopped: TestReadmeEventDay (serve_browser_test.go) runs the Event day section as written",
	"xqt result spring.yaml 1 2 =": "TestReadmeEventDay runs it while the server runs and checks the screen shows it",
}

// TestReadmeHasScriptTwins: every xqt command in the README's code blocks is
// run, exactly as written, by a testscript in testdata/script/readme*.txtar
// ("..." written as '...', and "CMD < FILE" as "stdin FILE" then "exec
// CMD"), so the README cannot rot. A command's trailing "# comment" is not
// part of it.
func TestReadmeHasScriptTwins(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	twins, err := filepath.Glob("testdata/script/readme*.txtar")
	if err != nil || len(twins) == 0 {
		t.Fatalf("no README twins in testdata/script (%v)", err)
	}
	var script []string
	for _, name := range twins {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		script = append(script, strings.Split(string(data), "\n")...)
	}
	commands := readmeCommands(string(readme))
	if len(commands) < 20 {
		t.Fatalf("found %d xqt commands in the README, want the walk-throughs (20 or more)", len(commands))
	}
	for _, c := range commands {
		twinned := hasTwin(script, c)
		_, listed := readmeNotTwinned[c.text]
		switch {
		case !twinned && !listed:
			t.Errorf("README command %q has no script twin: add it, as written, to a testdata/script/readme*.txtar", c.text)
		case twinned && listed:
			t.Errorf("README command %q has a twin now: remove it from readmeNotTwinned", c.text)
		}
	}
}

type readmeCommand struct {
	text  string // the command as a script writes it, without "< FILE"
	stdin string // FILE of "< FILE", or ""
}

var (
	codeBlock   = regexp.MustCompile("(?s)```[a-z]*\r?\n(.*?)```")
	lineComment = regexp.MustCompile(`\s+#.*$`)
	doubleQuote = regexp.MustCompile(`"([^"']*)"`)
	stdinRedir  = regexp.MustCompile(`^(.*?)\s*<\s*(\S+)$`)
)

// readmeCommands returns the xqt command lines of the README's code blocks.
func readmeCommands(readme string) []readmeCommand {
	var out []readmeCommand
	for _, m := range codeBlock.FindAllStringSubmatch(readme, -1) {
		for _, line := range strings.Split(m[1], "\n") {
			line = strings.TrimSpace(lineComment.ReplaceAllString(line, ""))
			if !strings.HasPrefix(line, "xqt ") {
				continue
			}
			c := readmeCommand{text: doubleQuote.ReplaceAllString(line, "'$1'")}
			if r := stdinRedir.FindStringSubmatch(c.text); r != nil {
				c.text, c.stdin = r[1], r[2]
			}
			out = append(out, c)
		}
	}
	return out
}

func hasTwin(script []string, c readmeCommand) bool {
	for i, line := range script {
		if strings.TrimSpace(line) != "exec "+c.text {
			continue
		}
		if c.stdin == "" || (i > 0 && strings.TrimSpace(script[i-1]) == "stdin "+c.stdin) {
			return true
		}
	}
	return false
}
