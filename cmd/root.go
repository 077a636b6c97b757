package cmd

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/view"
	"github.com/xiangqi-org/xqt/scoring"
)

const rootLong = `xqt pairs, scores and ranks xiangqi (中国象棋) tournaments: round robin (Berger
tables), Swiss 积分编排, knockout with card draws, and multi-stage events. One YAML
event file is the single source of truth; every command reads it, and the ones
that change it write it atomically and keep the previous version as FILE.bak.

A round robin from an empty folder to a printed crosstable:
  xqt init spring.yaml --name "2026 春季教职工象棋赛" --system round-robin
  xqt player add spring.yaml --name 王小明 --club 一中 --rating 1620
  xqt player import spring.yaml roster.csv
  xqt pair spring.yaml
  xqt result spring.yaml 1 3 1-0
  xqt standings spring.yaml
  xqt export spring.yaml -o spring.xlsx

Exit codes:
  0  ok
  1  unexpected error
  2  usage: unknown command or flag, wrong number of arguments
  3  invalid input: a bad event file, roster, result or request
  4  no legal pairing exists
  5  the event file is locked by another xqt command (only then)
  6  the disk or folder: full, read-only or no permission (the file is unchanged)

Settings resolve flag > environment (XQT_LANG=en ...) > config file > default. The
config file is xqt.yaml in the current folder, over the user's ~/.config/xqt/config.yaml
($XDG_CONFIG_HOME/xqt/config.yaml; on Windows %AppData%\xqt\config.yaml, on macOS
~/Library/Application Support/xqt/config.yaml), e.g. "lang: en".`

// NewRootCmd builds the xqt command tree.
func NewRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:           "xqt",
		Short:         "Pair, score and rank xiangqi tournaments",
		Long:          rootLong,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	setVersion(root)
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.Err)
	root.PersistentFlags().Bool("table", false, "print aligned tables even when the output is not a terminal")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError("%v (see '%s --help')", err, c.CommandPath())
	})
	root.AddCommand(
		newCmdInit(f, nil),
		newCmdPlayer(f),
		newCmdPair(f, nil),
		newCmdUnpair(f, nil),
		newCmdLog(f, nil),
		newCmdStatus(f, nil),
		newCmdPairings(f, nil),
		newCmdResult(f, nil),
		newCmdResults(f, nil),
		newCmdStandings(f, nil),
		newCmdExport(f, nil),
		newCmdCheck(f, nil),
		newCmdPlayoff(f, nil),
	)
	// Commands added by later systems register below, one per line.
	root.AddCommand(newCmdDraw(f, nil))
	root.AddCommand(newCmdBracket(f, nil))
	root.AddCommand(newCmdTiebreaks(f, nil))
	root.AddCommand(newCmdImport(f, nil))
	root.AddCommand(newCmdEngine(f, nil))
	root.AddCommand(newCmdStage(f))
	root.AddCommand(newCmdAdvance(f, nil))
	root.AddCommand(newCmdVersion(f))
	root.AddCommand(newCmdPrint(f, nil))                 // print.go: the hall's papers and the reports
	root.AddCommand(newCmdTeam(f), newCmdLineup(f, nil)) // team events: team.go, lineup.go
	root.AddCommand(newCmdServe(f, nil))                 // serve.go: the event-day web server
	root.AddCommand(newCmdCheckIn(f, nil))               // checkin.go: the roll call 点名
	registerCompletions(root)                            // after every command is added
	return root
}

// Main runs xqt with the process's arguments and returns the exit code.
func Main() int {
	f := NewFactory()
	return Run(f, nil)
}

// Run runs the command tree with args (nil: the process's arguments),
// prints any error to stderr and returns the exit code.
func Run(f *Factory, args []string) int {
	root := NewRootCmd(f)
	if args == nil {
		args = os.Args[1:]
	}
	f.Args = args
	root.SetArgs(protectResults(args))
	err := flagGroupError(root.Execute())
	if err != nil {
		fmt.Fprintf(f.IO.Err, "xqt: %v\n", err)
	}
	return exitCode(err)
}

// exclusive is cobra's refusal of flags marked mutually exclusive
// (MarkFlagsMutuallyExclusive).
var exclusive = regexp.MustCompile(`^if any flags in the group \[[^]]*\] are set none of the others can be; \[([^]]*)\] were all set$`)

// flagGroupError words cobra's refusal of contradictory flags as a usage
// error (exit 2) naming both flags; other errors pass unchanged.
func flagGroupError(err error) error {
	if err == nil {
		return nil
	}
	m := exclusive.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	names := strings.Fields(m[1])
	for i := range names {
		names[i] = "--" + names[i]
	}
	return usageError("%s contradict each other: give one of them (see --help)", strings.Join(names, " and "))
}

// forfeitWords are the forfeit results that begin with "-", which the flag
// parser would take for flags, mapped to their Chinese spellings.
var forfeitWords = func() map[string]string {
	red, both := view.Term(view.ResultTerm(scoring.BlackForfeit), "zh"), view.Term(view.ResultTerm(scoring.DoubleForfeit), "zh")
	return map[string]string{"-+": red, "-:+": red, "-/+": red, "--": both, "-:-": both, "-/-": both}
}()

// protectResults lets 'xqt result FILE 2 1 -+' (and --) mean a forfeit, as
// the score sheet writes it, instead of a flag or the end of flags.
func protectResults(args []string) []string {
	if len(args) == 0 || args[0] != "result" {
		return args
	}
	out := append([]string(nil), args...)
	positional := 0
	for i := 1; i < len(out); i++ {
		a := out[i]
		if w, ok := forfeitWords[a]; ok && positional == 3 {
			out[i] = w
			positional++
			continue
		}
		if strings.HasPrefix(a, "-") && len(a) > 1 {
			if !strings.Contains(a, "=") && i+1 < len(out) && !isBoolFlag(a) {
				i++ // the flag's value
			}
			continue
		}
		positional++
	}
	return out
}

func isBoolFlag(a string) bool { return a == "--table" || a == "--help" || a == "-h" }

// exactArgs is cobra.ExactArgs with a usage error that says what is missing.
func exactArgs(n int, names string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != n {
			return usageError("%s needs %s (got %d argument(s)); see '%s --help'", c.CommandPath(), names, len(args), c.CommandPath())
		}
		return nil
	}
}
