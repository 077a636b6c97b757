package cmd

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	// 'xqt serve' keeps its links and certificate in the user's config
	// folder: the tests' servers, in process or run as xqt, keep theirs
	// apart from the user's.
	if os.Getenv("XQT_TEST_CONFIG") == "" {
		dir := filepath.Join(os.TempDir(), "xqt-test-config")
		os.Setenv("XQT_TEST_CONFIG", dir)
		os.Setenv("XDG_CONFIG_HOME", dir)
	}
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
