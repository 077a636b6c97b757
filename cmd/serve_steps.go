package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/viper"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/serve"
)

// serveVerb runs the verb args in-process as user would type it ('xqt pair
// FILE', ...): the same code, checks, lock, messages and change log entry.
// It returns what the verb printed, or its refusal with the verb's own
// message; a refusal because another writer holds the lock wraps
// event.ErrLocked, so that the server waits for it as it does for entries.
func serveVerb(f *Factory, user string, args ...string) (string, error) {
	var out, errb bytes.Buffer
	g := *f
	g.IO = &IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb}
	g.User = func() string { return user }
	// Each run binds its flags into the settings: give it its own copy.
	g.Config = viper.New()
	if f.Config != nil {
		for k, v := range f.Config.AllSettings() {
			g.Config.Set(k, v)
		}
	}
	code := Run(&g, args)
	said := strings.TrimSpace(strings.TrimSpace(errb.String()) + "\n" + strings.TrimSpace(out.String()))
	switch code {
	case 0:
		return said, nil
	case ExitLocked:
		return "", fmt.Errorf("%w: %s", event.ErrLocked, strings.TrimPrefix(strings.TrimSpace(errb.String()), "xqt: "))
	}
	msg := strings.TrimSpace(errb.String())
	msg = strings.ReplaceAll(strings.TrimPrefix(msg, "xqt: "), "\nxqt: ", "\n")
	if msg == "" {
		msg = fmt.Sprintf("xqt %s: exit %d", args[0], code)
	}
	return "", errors.New(msg)
}

// serveSteps fills the organiser's steps and the check-in of opts with the
// verbs for the event file path.
func serveSteps(f *Factory, path string, opts *serve.Options) {
	opts.Pair = func(user string) (string, error) { return serveVerb(f, user, "pair", path) }
	opts.Advance = func(user string) (string, error) { return serveVerb(f, user, "advance", path) }
	opts.Export = func(user, format string) (string, error) {
		if format != "xlsx" && format != "html" {
			return "", fmt.Errorf("export as %q: the organiser page exports xlsx or html", format)
		}
		// Beside the event file, named after it: spring.yaml -> spring.xlsx.
		out := strings.TrimSuffix(path, filepath.Ext(path)) + "." + format
		return serveVerb(f, user, "export", path, "-o", out)
	}
	opts.CheckIn = func(user string, c serve.CheckInChange) (string, error) {
		args := []string{"checkin", path}
		if c.Open != "" {
			args = append(args, "--open", c.Open)
		}
		for _, no := range c.Present {
			args = append(args, "--present", strconv.Itoa(no))
		}
		for _, no := range c.Absent {
			args = append(args, "--absent", strconv.Itoa(no))
		}
		if c.Close {
			args = append(args, "--close")
		}
		return serveVerb(f, user, args...)
	}
}
