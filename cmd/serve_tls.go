package cmd

import (
	"bytes"
	"crypto/tls"
	"fmt"
	"io"
	"log"
	"net"

	"github.com/xiangqi-org/xqt/formats/qrcode"
	"github.com/xiangqi-org/xqt/formats/serve"
)

// serveTLS wraps ln in TLS with a self-signed certificate for the
// addresses the server is reached at (hosts, and the loopback ones), kept
// in the TLS folder from start to start (serve.KeptCertificate), and prints
// the certificate's fingerprint: the one thing a helper can compare on the
// phone's warning page (docs/serve.md).
func serveTLS(f *Factory, opts *serveOptions, ln net.Listener, addr *net.TCPAddr, hosts []string) (net.Listener, error) {
	sans := append([]string{}, hosts...)
	if addr.IP.IsLoopback() || addr.IP.IsUnspecified() {
		sans = append(sans, "127.0.0.1", "::1", "localhost")
	}
	var cert tls.Certificate
	var fp, why string
	var err error
	if opts.StateDir != "" {
		cert, fp, _, why, err = serve.KeptCertificate(opts.StateDir, sans, f.Now(), opts.TLSNew)
		if err != nil && len(cert.Certificate) > 0 {
			fmt.Fprintf(f.IO.Err, "xqt: warning: %v\n", err)
			err = nil
		}
	} else {
		cert, fp, err = serve.SelfSigned(sans, f.Now())
		why = "new, not kept 新证书, 未保存"
	}
	if err != nil {
		ln.Close()
		return nil, err
	}
	fmt.Fprintf(f.IO.Out, "tls certificate 证书 (self-signed 自签名; %s) SHA-256: %s\n", why, fp)
	return tls.NewListener(ln, &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}), nil
}

// printQR prints link as a QR code when stdout is a terminal, for the
// organiser to scan with their own phone; piped output gets the text only.
func printQR(f *Factory, link string) {
	if !f.IO.OutIsTerminal {
		return
	}
	c, err := qrcode.Encode(link)
	if err != nil {
		return // the link is printed as text above
	}
	fmt.Fprint(f.IO.Out, c.Terminal())
}

// tlsQuietLog is the server's error log under --tls: every phone that has
// not yet accepted the self-signed certificate ends a handshake, and Go's
// server logs each ("http: TLS handshake error from …: remote error: tls:
// unknown certificate"); those lines are the expected warning page, not a
// fault, so they are dropped and the rest goes to stderr.
func tlsQuietLog(f *Factory) *log.Logger {
	return log.New(dropHandshakes{f.IO.Err}, "xqt: ", 0)
}

type dropHandshakes struct{ w io.Writer }

func (d dropHandshakes) Write(p []byte) (int, error) {
	if bytes.Contains(p, []byte("TLS handshake error")) {
		return len(p), nil
	}
	return d.w.Write(p)
}
