package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/viper"
)

// IOStreams are the standard streams a command uses; tests replace them.
type IOStreams struct {
	In            io.Reader
	Out           io.Writer
	Err           io.Writer
	OutIsTerminal bool
}

// Factory carries what commands need from the outside world, so tests can
// run them in-process.
type Factory struct {
	IO     *IOStreams
	Now    func() time.Time
	Config *viper.Viper
	Pid    int
	// Args are the command's arguments after "xqt", as typed; Run sets
	// them, and the event's log records them.
	Args []string
	// User names who runs the command for the log ("" when unknown); nil
	// means $USER, else the account's name.
	User func() string
}

// NewFactory returns a Factory on the process's real streams. Settings
// resolve flag > environment (XQT_...) > config file > default, where the
// config file is xqt.yaml in the current folder over config.yaml in the
// user's config folder (~/.config/xqt/config.yaml, or
// $XDG_CONFIG_HOME/xqt/config.yaml; %AppData%\xqt\config.yaml on Windows).
// A config file that cannot be read is reported on stderr and skipped.
func NewFactory() *Factory {
	v := newConfig()
	for _, err := range readConfig(v, configFiles()...) {
		fmt.Fprintf(os.Stderr, "xqt: warning: %v (settings from it are ignored)\n", err)
	}
	terminal := false
	if st, err := os.Stdout.Stat(); err == nil {
		terminal = st.Mode()&os.ModeCharDevice != 0
	}
	return &Factory{
		IO:     &IOStreams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, OutIsTerminal: terminal},
		Now:    time.Now,
		Config: v,
		Pid:    os.Getpid(),
	}
}

// newConfig returns the settings with their defaults and the XQT_
// environment, before any config file is read.
func newConfig() *viper.Viper {
	v := viper.New()
	v.SetEnvPrefix("XQT")
	v.AutomaticEnv()
	v.SetDefault("lang", "zh")
	return v
}

// configFiles returns the config files in the order they are read, later
// ones winning: the user's config.yaml, then xqt.yaml in the current folder.
func configFiles() []string {
	var files []string
	if dir, err := os.UserConfigDir(); err == nil {
		files = append(files, filepath.Join(dir, "xqt", "config.yaml"))
	}
	return append(files, "xqt.yaml")
}

// readConfig merges each existing file of files into v, in order; a missing
// file is normal, a file that is there but unreadable is an error.
func readConfig(v *viper.Viper, files ...string) []error {
	var errs []error
	for _, name := range files {
		data, err := os.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil {
			v.SetConfigType("yaml")
			err = v.MergeConfig(bytes.NewReader(data))
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("config file %s: %w", name, err))
		}
	}
	return errs
}
