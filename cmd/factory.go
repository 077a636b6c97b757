package cmd

import (
	"io"
	"os"
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
}

// NewFactory returns a Factory on the process's real streams. Settings
// resolve flag > environment (XQT_...) > config file (xqt.yaml in the
// current folder or $XDG_CONFIG_HOME/xqt/config.yaml) > default.
func NewFactory() *Factory {
	v := viper.New()
	v.SetEnvPrefix("XQT")
	v.AutomaticEnv()
	v.SetDefault("lang", "zh")
	v.SetConfigName("xqt")
	v.SetConfigType("yaml")
	v.AddConfigPath(".")
	if dir, err := os.UserConfigDir(); err == nil {
		v.AddConfigPath(dir + "/xqt")
	}
	_ = v.ReadInConfig() // a missing config file is normal
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
