package cmd

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"xqt": func() { os.Exit(Main()) },
	})
}

// TestScripts runs the end-to-end scripts in testdata/script: every verb with
// a happy path, bad input (stderr and exit code) and --json where it prints
// data. Run with -update to rewrite the expected outputs kept in the scripts.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       os.Getenv("XQT_UPDATE_SCRIPTS") != "",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("XQT_LANG", "zh")
			return nil
		},
	})
}
