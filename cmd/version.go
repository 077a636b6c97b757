package cmd

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/event"
)

// version is set by make build and make release:
//
//	go build -ldflags "-X github.com/xiangqi-org/xqt/cmd.version=v1.2.0"
//
// When it is empty the module version from the build info is used (set by
// go install module@version), else "devel".
var version = ""

// buildInfo is debug.ReadBuildInfo, replaced in tests.
var buildInfo = debug.ReadBuildInfo

// versionString returns the version and, when the build recorded them, the
// commit and whether the tree had local changes: "v1.2.0 (commit 0123abc)".
func versionString() string {
	v := version
	var rev, modified string
	if bi, ok := buildInfo(); ok {
		if v == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
	}
	if v == "" {
		v = "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	switch {
	case rev != "" && modified == "true":
		v += " (commit " + rev + ", modified)"
	case rev != "":
		v += " (commit " + rev + ")"
	}
	return v
}

// setVersion gives root its --version flag: "xqt v1.2.0 (commit ...)".
func setVersion(root *cobra.Command) {
	root.Version = versionString()
	root.SetVersionTemplate("xqt {{.Version}}\n")
	root.Flags().Bool("version", false, "print the version of xqt")
}

func newCmdVersion(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "version",
		Short:   "Print the version of xqt",
		Long:    "Print the version of xqt, the commit it was built from, the Go version and the system. 'xqt --version' prints the first line.",
		Example: "  xqt version\n  xqt --version",
		Args:    exactArgs(0, "no arguments"),
		RunE: func(c *cobra.Command, args []string) error {
			fmt.Fprintf(f.IO.Out, "xqt %s\n%s %s/%s\n", versionString(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
			return nil
		},
	}
}

// writtenBy is the header line every save writes: which xqt wrote the file.
func writtenBy() event.Meta { return event.Meta{WrittenBy: "xqt " + versionString()} }
