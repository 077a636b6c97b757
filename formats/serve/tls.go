package serve

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// SelfSigned makes the certificate of 'xqt serve --tls': a new ECDSA P-256
// key and a self-signed certificate for hosts (IP addresses, as the phones
// type or scan them; a name such as localhost is a DNS name), valid from
// an hour before now for CertDays days. It returns the certificate and its
// SHA-256 fingerprint in the colon-separated hex a browser's certificate
// viewer shows. KeptCertificate keeps one from start to start.
func SelfSigned(hosts []string, now time.Time) (tls.Certificate, string, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, "", fmt.Errorf("tls key: %w", err)
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	if err != nil {
		return tls.Certificate{}, "", fmt.Errorf("tls serial number: %w", err)
	}
	tmpl := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: "xqt serve", Organization: []string{"xqt event server (self-signed)"}},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(CertDays * 24 * time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
	}
	for _, h := range hosts {
		if ip := net.ParseIP(h); ip != nil {
			tmpl.IPAddresses = append(tmpl.IPAddresses, ip)
		} else if h != "" {
			tmpl.DNSNames = append(tmpl.DNSNames, h)
		}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, "", fmt.Errorf("tls certificate: %w", err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		return tls.Certificate{}, "", fmt.Errorf("tls certificate: %w", err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}, Fingerprint(der), nil
}

// CertDays is how long a certificate of SelfSigned is valid; RenewDays
// before its end KeptCertificate makes a new one, so that an event of a
// few days never meets the end of its certificate.
const (
	CertDays  = 90
	RenewDays = 7
)

// CertFile is the name of the file in which KeptCertificate keeps the
// certificate and its private key (PEM, one file so that the two always
// match, readable by its owner only).
const CertFile = "xqt-serve.pem"

// KeptCertificate returns the certificate kept in dir by an earlier start
// when it names every one of hosts and is valid for RenewDays more at now,
// so that phones which accepted it once do not warn again. Otherwise (none
// kept, another address, near its end, or fresh set) it makes a new one
// with SelfSigned and keeps it in dir, replacing the old in one step; why
// says why in a few words for the terminal. A kept file that cannot be
// read as a certificate and its key is replaced, not an error.
func KeptCertificate(dir string, hosts []string, now time.Time, fresh bool) (cert tls.Certificate, fp string, kept bool, why string, err error) {
	path := filepath.Join(dir, CertFile)
	why = "new 新证书"
	if data, rerr := os.ReadFile(path); rerr == nil && !fresh {
		c, perr := tls.X509KeyPair(data, data)
		switch {
		case perr != nil || c.Leaf == nil:
			why = "new: the kept one could not be read 旧证书无法读取, 已换新"
		case now.Before(c.Leaf.NotBefore) || now.Add(RenewDays*24*time.Hour).After(c.Leaf.NotAfter):
			why = "new: the kept one was near its end 旧证书将到期, 已换新"
		case !names(c.Leaf, hosts):
			why = "new: the address changed 地址已变, 已换新"
		default:
			return c, Fingerprint(c.Leaf.Raw), true, fmt.Sprintf("kept from an earlier start 沿用上次的证书, until 有效期至 %s", c.Leaf.NotAfter.Format("2006-01-02")), nil
		}
	} else if fresh {
		why = "new: --tls-new 按要求换新"
	}
	cert, fp, err = SelfSigned(hosts, now)
	if err != nil {
		return cert, fp, false, why, err
	}
	if err := keep(path, cert); err != nil {
		return cert, fp, false, why, fmt.Errorf("cannot keep the tls certificate in %s: %w (serve without keeping it: phones warn again after a restart)", dir, err)
	}
	return cert, fp, false, why, nil
}

// names reports whether leaf names every one of hosts.
func names(leaf *x509.Certificate, hosts []string) bool {
	for _, h := range hosts {
		if h != "" && leaf.VerifyHostname(h) != nil {
			return false
		}
	}
	return true
}

// keep writes cert and its key to path (WritePrivate).
func keep(path string, cert tls.Certificate) error {
	der, err := x509.MarshalECPrivateKey(cert.PrivateKey.(*ecdsa.PrivateKey))
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	pem.Encode(&buf, &pem.Block{Type: "CERTIFICATE", Bytes: cert.Certificate[0]})
	pem.Encode(&buf, &pem.Block{Type: "EC PRIVATE KEY", Bytes: der})
	return WritePrivate(path, buf.Bytes())
}

// Fingerprint is the SHA-256 of a DER certificate as AB:CD:… hex.
func Fingerprint(der []byte) string {
	sum := sha256.Sum256(der)
	parts := make([]string, len(sum))
	for i, b := range sum {
		parts[i] = fmt.Sprintf("%02X", b)
	}
	return strings.Join(parts, ":")
}
