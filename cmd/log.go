package cmd

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
)

type logOptions struct {
	Path string
	JSON bool
}

func newCmdLog(f *Factory, runF func(*logOptions) error) *cobra.Command {
	opts := &logOptions{}
	c := &cobra.Command{
		Use:   "log FILE [--json]",
		Short: "Show every change made to the event file",
		Long: `Show every change made to the event file, oldest first: when, who (the
user's login, when known), the command as typed, and what it changed beyond its
words: a result corrected after the next round was paired (old → new; the
pairings already published stay as they were, and standings use the new result),
the results 'xqt unpair --force' dropped.

The log is kept in the event file itself, so it travels with it. --json prints
[{"time": "2026-03-14T09:30:00+08:00", "command": "xqt pair spring.yaml",
"who": "王老师", "note": ""}, ...].`,
		Example: `  xqt log spring.yaml
  xqt log spring.yaml --json`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if runF != nil {
				return runF(opts)
			}
			return runLog(f, c, opts)
		},
	}
	c.Flags().BoolVar(&opts.JSON, "json", false, "print the log as JSON")
	return c
}

// changeJSON is one entry of 'xqt log --json'.
type changeJSON struct {
	Time    string `json:"time"`
	Command string `json:"command"`
	Who     string `json:"who"`
	Note    string `json:"note"`
}

func runLog(f *Factory, c *cobra.Command, opts *logOptions) error {
	ev, err := loadEvent(opts.Path)
	if err != nil {
		return err
	}
	if opts.JSON {
		out := []changeJSON{}
		for _, ch := range ev.Log {
			out = append(out, changeJSON{ch.Time.Format(time.RFC3339), ch.Command, ch.Who, ch.Note})
		}
		return writeJSON(f, out)
	}
	if len(ev.Log) == 0 {
		fmt.Fprintf(f.IO.Err, "%s has no log yet: it was written before xqt kept one\n", opts.Path)
		return nil
	}
	t := &table{header: []string{"时间 Time", "谁 Who", "命令 Command", "说明 Note"}}
	for _, ch := range ev.Log {
		t.add(ch.Time.Format("2006-01-02 15:04:05 -07:00"), ch.Who, ch.Command, ch.Note)
	}
	return t.write(f.IO.Out, f.aligned(c))
}
