package cmd

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/scoring"
)

type resultsOptions struct {
	Path  string
	Round int
	Input string // a results file; "" or "-": standard input
}

// Limits of a results input: a round has at most a few hundred boards, so
// anything larger is the wrong input.
const (
	maxResultsInput = 1 << 20 // bytes
	maxResultsLine  = 1 << 10 // bytes per line
)

func newCmdResults(f *Factory, runF func(*resultsOptions) error) *cobra.Command {
	opts := &resultsOptions{}
	c := &cobra.Command{
		Use:   "results FILE ROUND [RESULTS.txt]",
		Short: "Enter a whole round's results from a file or standard input",
		Long: `Enter a whole round's results from a file (or standard input, also named -), one board a line:
  BOARD RESULT [RED_FOULS BLACK_FOULS]
Blank lines and lines starting with # are skipped. Every line is checked first;
if any is wrong, nothing is entered and every problem is listed. Each line is
entered exactly as 'xqt result' would enter it (a knockout match's games must
agree with its result). An input with no result lines is refused. The input is
at most 1 MB, lines at most 1 KB.

` + resultHelp,
		Example: `  xqt results spring.yaml 1 round1.txt
  xqt results spring.yaml 1 < round1.txt
  printf '1 1-0\n2 =\n3 0-1\n' | xqt results spring.yaml 2`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) != 2 && len(args) != 3 {
				return usageError("%s needs the event file and the round, then optionally a results file (got %d argument(s)); see 'xqt %s --help'", c.CommandPath(), len(args), c.Name())
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			var err error
			if opts.Round, err = strconv.Atoi(args[1]); err != nil {
				return usageError("round must be a number, got %q", args[1])
			}
			if len(args) == 3 {
				opts.Input = args[2]
			}
			if runF != nil {
				return runF(opts)
			}
			return runResults(f, opts)
		},
	}
	return c
}

type resultLine struct {
	line int
	entry
}

// readResultsInput reads the results text, bounded, from the file or stdin.
func readResultsInput(f *Factory, opts *resultsOptions) (name string, data []byte, err error) {
	if opts.Input == "" || opts.Input == "-" {
		data, err = safefile.ReadAll(f.IO.In, "standard input", maxResultsInput)
		name = "standard input"
	} else {
		data, err = safefile.ReadFile(opts.Input, maxResultsInput)
		name = opts.Input
	}
	switch {
	case errors.Is(err, safefile.ErrTooLarge):
		return name, nil, invalidf("%s: larger than %s: a round's results are one short line a board", name, safefile.Size(maxResultsInput))
	case errors.Is(err, safefile.ErrNotRegular):
		return name, nil, invalidf("%s is not a regular file (a device, FIFO or folder): name a text file, or pipe the results in", name)
	case errors.Is(err, fs.ErrNotExist):
		return name, nil, invalidf("%s does not exist", name)
	case err != nil:
		return name, nil, invalid(err)
	}
	return name, data, nil
}

// parseResults reads the lines; every problem is listed.
func parseResults(data []byte, round int) ([]resultLine, []string) {
	var lines []resultLine
	var problems []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 256), maxResultsLine)
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 2 && len(fields) != 4 {
			problems = append(problems, fmt.Sprintf("line %d: %q: write BOARD RESULT, e.g. \"3 1-0\"", n, text))
			continue
		}
		rl := resultLine{line: n, entry: entry{round: round, redFouls: -1, blackFouls: -1}}
		var err error
		if rl.board, err = strconv.Atoi(strings.TrimSuffix(fields[0], ":")); err != nil {
			problems = append(problems, fmt.Sprintf("line %d: board %q is not a number", n, fields[0]))
			continue
		}
		if rl.res, err = parseEntered(fields[1]); err != nil {
			problems = append(problems, fmt.Sprintf("line %d: %v", n, err))
			continue
		}
		if len(fields) == 4 {
			rf, err1 := strconv.Atoi(fields[2])
			bf, err2 := strconv.Atoi(fields[3])
			if err1 != nil || err2 != nil || rf < 0 || bf < 0 {
				problems = append(problems, fmt.Sprintf("line %d: fouls must be two counts, e.g. \"3 1-0 0 1\"", n))
				continue
			}
			rl.redFouls, rl.blackFouls = rf, bf
		}
		lines = append(lines, rl)
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		problems = append(problems, fmt.Sprintf("line %d: longer than %s: write BOARD RESULT, one board a line", n+1, safefile.Size(maxResultsLine)))
	}
	return lines, problems
}

func runResults(f *Factory, opts *resultsOptions) error {
	name, data, err := readResultsInput(f, opts)
	if err != nil {
		return err
	}
	lines, problems := parseResults(data, opts.Round)
	if len(lines) == 0 && len(problems) == 0 {
		return invalidf("%s has no results: write one board a line, e.g. \"3 1-0\" (see 'xqt results --help')", name)
	}
	n := 0
	_, err = f.updateEvent(opts.Path, "results", func(ev *scoring.Event) error {
		seen := map[int]int{}
		for _, rl := range lines {
			if prev, dup := seen[rl.board]; dup {
				problems = append(problems, fmt.Sprintf("line %d: board %d was already given on line %d", rl.line, rl.board, prev))
				continue
			}
			seen[rl.board] = rl.line
			if _, err := record(ev, rl.entry); err != nil {
				problems = append(problems, fmt.Sprintf("line %d: %v", rl.line, err))
				continue
			}
			n++
		}
		if len(problems) > 0 {
			return invalidf("%s: nothing was entered:\n  %s", name, strings.Join(problems, "\n  "))
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "entered %d results for round %d\n", n, opts.Round)
	return nil
}
