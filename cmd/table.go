package cmd

import (
	"io"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/spf13/cobra"
)

// table prints rows aligned on a terminal (Chinese characters take two
// cells, which text/tabwriter does not know) and as TSV when piped.
type table struct {
	header []string
	rows   [][]string
	right  map[int]bool // columns aligned right (numbers)
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

func (t *table) write(w io.Writer, aligned bool) error {
	if !aligned {
		var b strings.Builder
		for _, r := range append([][]string{t.header}, t.rows...) {
			b.WriteString(strings.Join(r, "\t"))
			b.WriteByte('\n')
		}
		_, err := io.WriteString(w, b.String())
		return err
	}
	widths := make([]int, len(t.header))
	all := append([][]string{t.header}, t.rows...)
	for _, r := range all {
		for i, c := range r {
			if i < len(widths) {
				widths[i] = max(widths[i], runewidth.StringWidth(c))
			}
		}
	}
	var b strings.Builder
	for _, r := range all {
		var line strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", widths[i]-runewidth.StringWidth(c))
			if t.right[i] {
				line.WriteString(pad + c)
			} else {
				line.WriteString(c + pad)
			}
			if i < len(r)-1 {
				line.WriteString("  ")
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// aligned reports whether tables should be aligned for this command.
func (f *Factory) aligned(c *cobra.Command) bool {
	force, _ := c.Flags().GetBool("table")
	return force || f.IO.OutIsTerminal
}
