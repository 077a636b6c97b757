package cmd

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/xiangqi-org/xqt/formats/serve"
	"github.com/xiangqi-org/xqt/scoring"
)

type serveOptions struct {
	Path string
	Addr string
	TLS  bool // HTTPS with a self-signed certificate, kept from start to start
	// StateDir is the folder where the server keeps its links and its TLS
	// certificate from start to start ("" keeps nothing: the command fills
	// in the user's config folder, see stateDir); TLSNew makes a new
	// certificate, NewLinks ends the links of earlier starts.
	StateDir string
	TLSNew   bool
	NewLinks bool
}

func newCmdServe(f *Factory, runF func(*serveOptions) error) *cobra.Command {
	opts := &serveOptions{}
	c := &cobra.Command{
		Use:   "serve FILE [--addr HOST:PORT] [--tls [--tls-new]] [--new-links] [--state-dir DIR]",
		Short: "Serve the event on the local network: results from phones, check-in, screens for the hall",
		Long: `Serve the event on the local network: helpers enter results from their
phones, screens in the hall show the pairings, while the command line keeps
working on the same file.

At start xqt prints the address and one organiser link with a random secret:
open it on the organiser's device; the organiser page makes further links
(results for all boards or a range of boards, check-in, screens) and revokes
them. Links are kept (their hashes, never the secrets) in the user's config
folder, so a restart of the server ends none of them; --new-links ends them all.
Every result goes through the same checks, lock and change log as 'xqt
result', with the link's name as the user; entries that come together are
saved together. The check-in 点名 is 'xqt checkin' and the organiser's buttons
are 'xqt pair', 'xqt advance' and 'xqt export', run for the link's holder.
With --tls the server speaks HTTPS with a self-signed certificate (phones
show a warning once; compare the fingerprint printed). The certificate is
kept there too (or in --state-dir) and used again at the next start while
it names the same address, so phones do not warn again after a restart;
--tls-new makes a new one. See docs/serve.md for the security model.`,
		Example: `  xqt serve spring.yaml                       # this computer only: 127.0.0.1:8080
  xqt serve spring.yaml --addr 192.168.1.20:8080  # the hall's Wi-Fi
  xqt serve spring.yaml --addr 192.168.1.20:8443 --tls  # HTTPS, self-signed
  xqt serve spring.yaml --addr 192.168.1.20:8443 --tls --tls-new  # a new certificate`,
		Args: exactArgs(1, "the event file"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Path = args[0]
			if !opts.TLS && opts.TLSNew {
				return usageError("--tls-new goes with --tls (xqt serve FILE --tls --tls-new)")
			}
			if opts.StateDir == "" {
				d, err := stateDir()
				if err != nil {
					fmt.Fprintf(f.IO.Err, "xqt: warning: %v: links and certificate are not kept (a restart ends the links; give a folder with --state-dir)\n", err)
				}
				opts.StateDir = d
			}
			if runF != nil {
				return runF(opts)
			}
			return runServe(f, opts)
		},
	}
	c.Flags().BoolVar(&opts.TLS, "tls", false, "serve HTTPS with a self-signed certificate, kept for the next start (its SHA-256 fingerprint is printed)")
	c.Flags().StringVar(&opts.StateDir, "state-dir", "", "folder in which the server keeps its links (hashes) and its tls certificate from start to start (default: the user's config folder, xqt)")
	c.Flags().BoolVar(&opts.NewLinks, "new-links", false, "end every link of earlier starts (helpers', screens', slips') before serving")
	c.Flags().BoolVar(&opts.TLSNew, "tls-new", false, "with --tls: make a new certificate instead of the kept one (phones warn once more)")
	c.Flags().StringVar(&opts.Addr, "addr", "127.0.0.1:8080", "address to listen on, HOST:PORT (the LAN address the phones reach; 0.0.0.0 for all interfaces)")
	return c
}

// checkAddr refuses an address that is not HOST:PORT with a port number.
func checkAddr(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return usageError("--addr %q is not HOST:PORT (such as 127.0.0.1:8080 or 192.168.1.20:8080): %v", addr, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return usageError("--addr %q: the port must be a number from 0 to 65535", addr)
	}
	if host != "" && net.ParseIP(host) == nil && host != "localhost" {
		return usageError("--addr %q: the host must be an IP address of this computer or localhost", addr)
	}
	return nil
}

// serveEnter is the server's way into the event file: 'xqt result' as if
// typed by the link's holder (the same checks, lock and change log entry),
// refusing to overwrite a different result unless the entry overrides.
// The server itself enters batches through serveEnterAll (serve_batch.go),
// which gives the same file as this, one entry after another.
func serveEnter(f *Factory, path string) func(serve.Entry) (string, error) {
	return func(e serve.Entry) (string, error) {
		g, res, err := entryFactory(f, path, e)
		if err != nil {
			return "", err
		}
		var msg string
		_, err = g.updateEvent(path, "result", func(ev *scoring.Event) error {
			msg, err = applyEntry(ev, path, e, res)
			return err
		})
		return msg, err
	}
}

// entryFactory is f as the entry's holder typing 'xqt result FILE ROUND
// BOARD RESULT', with the result read.
func entryFactory(f *Factory, path string, e serve.Entry) (*Factory, scoring.Result, error) {
	res, err := parseEntered(e.Result)
	if err != nil {
		return nil, res, invalid(err)
	}
	g := *f
	g.Args = []string{"result", path, strconv.Itoa(e.Round), strconv.Itoa(e.Board), e.Result}
	switch {
	case e.TeamBoard != 0:
		g.Args = append(g.Args, "--board", strconv.Itoa(e.TeamBoard))
	case e.Game != 0:
		g.Args = append(g.Args, "--game", strconv.Itoa(e.Game))
		if e.Red != 0 {
			g.Args = append(g.Args, "--red", strconv.Itoa(e.Red))
		}
	}
	g.User = func() string { return e.User }
	return &g, res, nil
}

// applyEntry enters e (its result read as res) in ev and returns the
// command line's message. ErrSame and *ConflictError are returned before
// anything in ev is changed.
func applyEntry(ev *scoring.Event, path string, e serve.Entry, res scoring.Result) (string, error) {
	if e.Red != 0 && (e.Game == 0 || e.TeamBoard != 0) {
		return "", usageError("who took red is entered for one armageddon game of a match only (xqt result … --game N --red NO)")
	}
	if e.Game != 0 || e.TeamBoard != 0 {
		return applyEntryPart(ev, path, e, res) // serve_parts.go
	}
	if e.Round >= 1 && e.Round <= len(ev.Rounds) && len(ev.Rounds[e.Round-1].Matches) > 0 {
		return "", invalidf("round %d is a team round: enter its boards with 'xqt result %s %d MATCH RESULT --board N' for now", e.Round, path, e.Round)
	}
	cur, err := boardOf(ev, e.Round, e.Board)
	if err != nil {
		return "", err
	}
	if !e.Override && (cur.Result != scoring.NoResult || len(cur.Games) > 0) {
		if cur.Result == res && len(cur.Games) == 0 {
			return "", serve.ErrSame
		}
		return "", &serve.ConflictError{Round: e.Round, Board: e.Board, Existing: resultText(*cur)}
	}
	gm, err := record(ev, entry{round: e.Round, board: e.Board, res: res, redFouls: -1, blackFouls: -1})
	if err != nil {
		return "", err
	}
	shown := gm.Result.String() // as 'xqt result' says it
	if shown == "" {
		shown = "(未决 undecided)"
	}
	return fmt.Sprintf("round %d, board %d: %s %s %s", e.Round, e.Board, playerLabel(ev, gm.Red), shown, playerLabel(ev, gm.Black)), nil
}

func runServe(f *Factory, opts *serveOptions) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serveUntil(ctx, f, opts)
}

// stateDir is the folder the server keeps its links and its certificate
// in unless --state-dir names another: xqt in the user's config folder
// (~/.config/xqt, %AppData%\xqt, ~/Library/Application Support/xqt), never
// beside the event file, which organisers copy and mail.
func stateDir() (string, error) {
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no config folder: %v", err)
	}
	return filepath.Join(d, "xqt"), nil
}

// linksFile is the links file of event file path in dir: one per event
// file, named after it and the SHA-256 of its absolute path (two events
// both called spring.yaml in other folders keep their own links).
func linksFile(dir, path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(abs))
	return filepath.Join(dir, "links", fmt.Sprintf("%s-%x.json", filepath.Base(abs), sum[:8])), nil
}

// serveUntil serves opts.Path until ctx is done (Ctrl-C), then lets an
// entry being saved finish.
func serveUntil(ctx context.Context, f *Factory, opts *serveOptions) error {
	if err := checkAddr(opts.Addr); err != nil {
		return err
	}
	if _, err := loadEvent(opts.Path); err != nil {
		return err
	}
	so := serve.Options{Path: opts.Path, Enter: serveEnter(f, opts.Path), EnterAll: serveEnterAll(f, opts.Path), Now: f.Now, Lang: f.Config.GetString("lang")}
	serveSteps(f, opts.Path, &so)
	if opts.StateDir != "" {
		lf, err := linksFile(opts.StateDir, opts.Path)
		if err != nil {
			return err
		}
		if opts.NewLinks {
			if err := os.Remove(lf); err != nil && !errors.Is(err, os.ErrNotExist) {
				return &exitError{ExitStorage, fmt.Errorf("cannot end the links of earlier starts: %v", err)}
			}
		}
		so.LinksFile = lf
	}
	s, secret, err := serve.New(so)
	if err != nil {
		return invalidf("%v", err)
	}
	if all, live := s.Kept(); all > 0 {
		fmt.Fprintf(f.IO.Out, "links 链接: %d of earlier starts kept 沿用上次的链接, %d live (--new-links ends them)\n", all, live)
	}
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return invalidf("cannot listen on %s: %v (is another server using the port? try --addr with another port)", opts.Addr, err)
	}
	addr := ln.Addr().(*net.TCPAddr)
	hosts := []string{addr.IP.String()}
	if addr.IP.IsUnspecified() {
		fmt.Fprintln(f.IO.Err, "xqt: warning: listening on all interfaces: anyone on every network this computer joins can reach the server; give the hall's LAN address with --addr")
		hosts = lanAddrs()
	}
	scheme := "http"
	if opts.TLS {
		if ln, err = serveTLS(f, opts, ln, addr, hosts); err != nil {
			return err
		}
		scheme = "https"
	}
	for _, h := range hosts {
		fmt.Fprintf(f.IO.Out, "open 打开: %s://%s/\n", scheme, net.JoinHostPort(h, strconv.Itoa(addr.Port)))
	}
	orgLink := fmt.Sprintf("%s://%s/k/%s", scheme, net.JoinHostPort(hosts[0], strconv.Itoa(addr.Port)), secret)
	fmt.Fprintf(f.IO.Out, "organiser link 编排长链接 (keep it private 请勿外传): %s\n", orgLink)
	printQR(f, orgLink)
	fmt.Fprintln(f.IO.Err, "xqt: serving; press Ctrl-C to stop")

	srv := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute, ErrorLog: nil}
	if opts.TLS {
		srv.ErrorLog = tlsQuietLog(f) // serve_tls.go
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = srv.Shutdown(shut) // lets an entry in progress finish its save
	fmt.Fprintln(f.IO.Err, "xqt: server stopped")
	return nil
}

// lanAddrs are this computer's IPv4 addresses other than loopback, or
// 127.0.0.1 when it has none.
func lanAddrs() []string {
	var out []string
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() {
			out = append(out, n.IP.String())
		}
	}
	if len(out) == 0 {
		out = []string{"127.0.0.1"}
	}
	return out
}
