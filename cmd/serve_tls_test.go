package cmd

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xiangqi-org/xqt/formats/qrcode"
	"github.com/xiangqi-org/xqt/formats/serve"
)

// startServe runs 'xqt serve' in-process on a free loopback port and
// returns what it printed once the organiser link is out, and the stop
// function (which waits for the server to end).
func startServe(t *testing.T, f *Factory, opts *serveOptions) (out *syncBuf, link string, stop func()) {
	t.Helper()
	out, errb := &syncBuf{}, &syncBuf{}
	f.IO.Out, f.IO.Err = out, errb
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveUntil(ctx, f, opts) }()
	stop = func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("serve returned %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("serve did not stop")
		}
	}
	for i := 0; i < 300 && link == ""; i++ {
		for _, line := range strings.Split(out.String(), "\n") {
			if _, l, ok := strings.Cut(line, "(keep it private 请勿外传): "); ok {
				link = l
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	if link == "" {
		stop()
		t.Fatalf("no organiser link printed:\n%s\n%s", out.String(), errb.String())
	}
	return out, link, stop
}

// TestServeTLS starts the server with --tls: it prints https addresses and
// the certificate's fingerprint; a client that trusts only that
// fingerprint opens the organiser link, the certificate names the address
// as an IP SAN, and a plain-HTTP request to the TLS port gets no page.
func TestServeTLS(t *testing.T) {
	path := pairedEvent(t, 4)
	out, link, stop := startServe(t, serveFactory("组委"), &serveOptions{Path: path, Addr: "127.0.0.1:0", TLS: true, StateDir: t.TempDir()})
	defer stop()

	if !strings.HasPrefix(link, "https://127.0.0.1:") {
		t.Fatalf("organiser link %q is not https", link)
	}
	var fp string
	for _, line := range strings.Split(out.String(), "\n") {
		if _, after, ok := strings.Cut(line, "SHA-256: "); ok {
			fp = after
		}
	}
	if len(fp) != 95 {
		t.Fatalf("no fingerprint printed:\n%s", out.String())
	}
	var seen *x509.Certificate
	pinned := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{
		InsecureSkipVerify: true, // the check is the pinned fingerprint below, as a phone's user compares it
		VerifyConnection: func(cs tls.ConnectionState) error {
			if got := serve.Fingerprint(cs.PeerCertificates[0].Raw); got != fp {
				return errors.New("fingerprint " + got + " is not the printed one")
			}
			seen = cs.PeerCertificates[0]
			return nil
		},
	}}}
	resp, err := pinned.Get(link)
	if err != nil {
		t.Fatalf("https with the printed fingerprint: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "organiser") {
		t.Fatalf("organiser link over https: %d\n%s", resp.StatusCode, body)
	}
	var secure bool
	for _, c := range resp.Cookies() {
		secure = secure || (c.Name == "xqt_key" && c.Secure)
	}
	if !secure {
		t.Errorf("the key's cookie is not Secure over https")
	}
	// The certificate verifies for the address when trusted as a root,
	// as on a device where the organiser installed it.
	pool := x509.NewCertPool()
	pool.AddCert(seen)
	if _, err := seen.Verify(x509.VerifyOptions{Roots: pool, DNSName: "127.0.0.1", CurrentTime: serveClock()}); err != nil {
		t.Errorf("the certificate does not name 127.0.0.1: %v", err)
	}
	// An ordinary client (no pin, system roots) refuses the self-signed
	// certificate: that is the warning page a phone shows.
	if _, err := (&http.Client{Timeout: 10 * time.Second}).Get(link); err == nil {
		t.Errorf("an unpinned client accepted the self-signed certificate")
	}
	// Plain HTTP on the TLS port: no page, no cookie.
	plain := "http://" + strings.TrimPrefix(link, "https://")
	resp, err = (&http.Client{Timeout: 10 * time.Second}).Get(plain)
	if err == nil {
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == 200 || len(resp.Cookies()) > 0 || strings.Contains(string(body), "organiser") {
			t.Fatalf("plain http on the tls port: %d %v\n%s", resp.StatusCode, resp.Cookies(), body)
		}
		t.Logf("plain http on the tls port: status %d %q", resp.StatusCode, strings.TrimSpace(string(body)))
	}
}

// printedFingerprint is the fingerprint 'xqt serve --tls' printed, and
// the words before it.
func printedFingerprint(t *testing.T, out string) (fp, line string) {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		if _, after, ok := strings.Cut(l, "SHA-256: "); ok {
			return after, l
		}
	}
	t.Fatalf("no fingerprint printed:\n%s", out)
	return "", ""
}

// TestServeTLSKept restarts the server with --tls three times on one
// folder: the second start serves the certificate of the first (phones
// that accepted it do not warn again) and says so, --tls-new makes
// another, which refuses to go without --tls.
func TestServeTLSKept(t *testing.T) {
	path := pairedEvent(t, 4)
	dir := t.TempDir()
	var fps []string
	for i, fresh := range []bool{false, false, true} {
		out, link, stop := startServe(t, serveFactory("组委"), &serveOptions{Path: path, Addr: "127.0.0.1:0", TLS: true, StateDir: dir, TLSNew: fresh})
		fp, line := printedFingerprint(t, out.String())
		// The server serves the certificate it printed.
		var served string
		c := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{
			InsecureSkipVerify: true, // compared with the printed fingerprint below
			VerifyConnection: func(cs tls.ConnectionState) error {
				served = serve.Fingerprint(cs.PeerCertificates[0].Raw)
				return nil
			},
		}}}
		resp, err := c.Get(link)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		stop()
		if served != fp {
			t.Fatalf("start %d served %s, printed %s", i+1, served, fp)
		}
		kept := strings.Contains(line, "kept from an earlier start")
		if want := i == 1; kept != want {
			t.Errorf("start %d: %q, want kept %v", i+1, line, want)
		}
		fps = append(fps, fp)
	}
	if fps[1] != fps[0] {
		t.Errorf("the second start made a new certificate")
	}
	if fps[2] == fps[1] {
		t.Errorf("--tls-new kept the old certificate")
	}
	if code, _, stderr := run(t, t.TempDir(), "", "serve", path, "--tls-new"); code != ExitUsage || !strings.Contains(stderr, "goes with --tls") {
		t.Errorf("--tls-new without --tls: exit %d, %q", code, stderr)
	}
}

// TestServeTLSLog: under --tls the refused handshakes of phones that have
// not accepted the certificate yet are not logged; other server errors are.
func TestServeTLSLog(t *testing.T) {
	var errb bytes.Buffer
	f := serveFactory("组委")
	f.IO.Err = &errb
	l := tlsQuietLog(f)
	l.Printf("http: TLS handshake error from 192.168.1.31:52100: remote error: tls: unknown certificate")
	l.Printf("http: Accept error: too many open files")
	if got := errb.String(); got != "xqt: http: Accept error: too many open files\n" {
		t.Fatalf("logged %q", got)
	}
}

// TestServeTerminalQR checks that on a terminal the organiser link is also
// printed as a QR code, the one the code of that link draws, and that
// piped output has none.
func TestServeTerminalQR(t *testing.T) {
	path := pairedEvent(t, 4)
	f := serveFactory("组委")
	f.IO.OutIsTerminal = true
	out, link, stop := startServe(t, f, &serveOptions{Path: path, Addr: "127.0.0.1:0"})
	var printed string
	for i := 0; i < 100; i++ { // the code follows the link line
		if strings.Contains(out.String(), "\x1b[0m\n\x1b[30;47m") {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(50 * time.Millisecond)
	stop()
	c, err := qrcode.Encode(link)
	if err != nil {
		t.Fatal(err)
	}
	if _, after, ok := strings.Cut(out.String(), link+"\n"); ok {
		printed = after
	}
	if !strings.HasPrefix(printed, c.Terminal()) {
		t.Fatalf("no QR code of %s after the link:\n%s", link, out.String())
	}
	piped, _, stop2 := startServe(t, serveFactory("组委"), &serveOptions{Path: path, Addr: "127.0.0.1:0"})
	stop2()
	if strings.Contains(piped.String(), "█") {
		t.Fatalf("piped output has a QR code")
	}
}

// TestServeLinksKept restarts the server on one state folder: the first
// start's organiser link and a results link made on it open the second
// start as before (the terminal says the links were kept), a link revoked
// stays revoked, and --new-links ends them all.
func TestServeLinksKept(t *testing.T) {
	path := pairedEvent(t, 4)
	dir := t.TempDir()
	opts := func(fresh bool) *serveOptions {
		return &serveOptions{Path: path, Addr: "127.0.0.1:0", StateDir: dir, NewLinks: fresh}
	}
	opens := func(link string) bool {
		t.Helper()
		resp, err := (&http.Client{Timeout: 10 * time.Second}).Get(link)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode == 200 && strings.Contains(string(body), "continue")
	}
	_, org1, stop := startServe(t, serveFactory("组委"), opts(false))
	secret1 := org1[strings.LastIndex(org1, "/k/")+3:]
	stop()
	out, org2, stop := startServe(t, serveFactory("组委"), opts(false))
	base := org2[:strings.Index(org2, "/k/")]
	if !strings.Contains(out.String(), "links 链接: 1 of earlier starts kept 沿用上次的链接, 1 live") {
		t.Errorf("the second start does not say the links were kept:\n%s", out.String())
	}
	if !opens(base + "/k/" + secret1) {
		t.Errorf("the first start's organiser link does not open the second")
	}
	stop()
	out, org3, stop := startServe(t, serveFactory("组委"), opts(true))
	base = org3[:strings.Index(org3, "/k/")]
	if strings.Contains(out.String(), "kept") {
		t.Errorf("--new-links kept links:\n%s", out.String())
	}
	if opens(base + "/k/" + secret1) {
		t.Errorf("--new-links left the first start's organiser link open")
	}
	if !opens(org3) {
		t.Errorf("this start's organiser link does not open")
	}
	stop()
}

// TestServeStateDirRefused: a state folder the server cannot write (here a
// file stands where the folder should be, which stops root too) stops the
// start with the folder named and the way on.
func TestServeStateDirRefused(t *testing.T) {
	path := pairedEvent(t, 4)
	notDir := filepath.Join(t.TempDir(), "state")
	if err := os.WriteFile(notDir, []byte("a file, not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	err := serveUntil(context.Background(), serveFactory("组委"), &serveOptions{Path: path, Addr: "127.0.0.1:0", StateDir: notDir})
	if err == nil || !strings.Contains(err.Error(), "give --state-dir a folder") || !strings.Contains(err.Error(), notDir) {
		t.Errorf("unwritable state folder: %v", err)
	}
}

// TestServeLinksFileDamaged: a damaged links file names itself and
// --new-links, which starts afresh.
func TestServeLinksFileDamaged(t *testing.T) {
	path := pairedEvent(t, 4)
	dir := t.TempDir()
	lf, err := linksFile(dir, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(lf), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(lf, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	err = serveUntil(context.Background(), serveFactory("组委"), &serveOptions{Path: path, Addr: "127.0.0.1:0", StateDir: dir})
	if err == nil || !strings.Contains(err.Error(), lf) || !strings.Contains(err.Error(), "--new-links") || exitCode(err) != ExitInvalid {
		t.Fatalf("damaged links file: %v (exit %d)", err, exitCode(err))
	}
	_, _, stop := startServe(t, serveFactory("组委"), &serveOptions{Path: path, Addr: "127.0.0.1:0", StateDir: dir, NewLinks: true})
	stop()
}
