package cmd

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/scoring"
)

type resultsOptions struct {
	Path  string
	Round int
}

func newCmdResults(f *Factory, runF func(*resultsOptions) error) *cobra.Command {
	opts := &resultsOptions{}
	c := &cobra.Command{
		Use:   "results FILE ROUND < results.txt",
		Short: "Enter a whole round's results from standard input",
		Long: `Enter a whole round's results from standard input, one board a line:
  BOARD RESULT [RED_FOULS BLACK_FOULS]
Blank lines and lines starting with # are skipped. Every line is checked first;
if any is wrong, nothing is entered and every problem is listed.

` + resultHelp,
		Example: `  xqt results spring.yaml 1 < round1.txt
  printf '1 1-0\n2 =\n3 0-1\n' | xqt results spring.yaml 2`,
		Args: exactArgs(2, "the event file and the round"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			var err error
			if opts.Round, err = strconv.Atoi(args[1]); err != nil {
				return usageError("round must be a number, got %q", args[1])
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
	line, board, redFouls, blackFouls int
	result                            scoring.Result
}

func runResults(f *Factory, opts *resultsOptions) error {
	var lines []resultLine
	var problems []string
	sc := bufio.NewScanner(f.IO.In)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 2 && len(fields) != 4 {
			problems = append(problems, fmt.Sprintf("line %d: %q: write BOARD RESULT, e.g. \"3 1-0\"", n, text))
			continue
		}
		rl := resultLine{line: n, redFouls: -1, blackFouls: -1}
		var err error
		if rl.board, err = strconv.Atoi(strings.TrimSuffix(fields[0], ":")); err != nil {
			problems = append(problems, fmt.Sprintf("line %d: board %q is not a number", n, fields[0]))
			continue
		}
		if rl.result, err = scoring.ParseResult(fields[1]); err != nil {
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
	if err := sc.Err(); err != nil {
		return err
	}
	n := 0
	_, err := f.updateEvent(opts.Path, "results", func(ev *scoring.Event) error {
		seen := map[int]int{}
		for _, rl := range lines {
			g, err := boardOf(ev, opts.Round, rl.board)
			if err != nil {
				problems = append(problems, fmt.Sprintf("line %d: %v", rl.line, err))
				continue
			}
			if prev, dup := seen[rl.board]; dup {
				problems = append(problems, fmt.Sprintf("line %d: board %d was already given on line %d", rl.line, rl.board, prev))
				continue
			}
			seen[rl.board] = rl.line
			g.Result = rl.result
			if rl.redFouls >= 0 {
				g.RedFouls, g.BlackFouls = rl.redFouls, rl.blackFouls
			}
			n++
		}
		if len(problems) > 0 {
			return invalidf("standard input: nothing was entered:\n  %s", strings.Join(problems, "\n  "))
		}
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintf(f.IO.Err, "entered %d results for round %d\n", n, opts.Round)
	return nil
}
