package serve

import (
	"crypto/x509"
	"testing"
	"time"
)

// TestSelfSigned checks the certificate: the LAN addresses as IP SANs, a
// name as a DNS SAN, ECDSA, a server certificate valid now, and the
// fingerprint of its DER bytes.
func TestSelfSigned(t *testing.T) {
	now := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	cert, fp, err := SelfSigned([]string{"192.168.1.20", "10.0.0.5", "localhost"}, now)
	if err != nil {
		t.Fatal(err)
	}
	leaf := cert.Leaf
	if leaf.PublicKeyAlgorithm != x509.ECDSA {
		t.Errorf("key %v, want ECDSA", leaf.PublicKeyAlgorithm)
	}
	for _, ip := range []string{"192.168.1.20", "10.0.0.5"} {
		if err := leaf.VerifyHostname(ip); err != nil {
			t.Errorf("%s: %v", ip, err)
		}
	}
	if err := leaf.VerifyHostname("localhost"); err != nil {
		t.Errorf("localhost: %v", err)
	}
	if err := leaf.VerifyHostname("192.168.1.21"); err == nil {
		t.Errorf("an address not asked for is in the certificate")
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	if _, err := leaf.Verify(x509.VerifyOptions{Roots: pool, CurrentTime: now, DNSName: "192.168.1.20", KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}); err != nil {
		t.Errorf("verify against itself: %v", err)
	}
	if _, err := leaf.Verify(x509.VerifyOptions{Roots: pool, CurrentTime: now.Add(31 * 24 * time.Hour)}); err == nil {
		t.Errorf("valid after 31 days")
	}
	if fp != Fingerprint(cert.Certificate[0]) || len(fp) != 32*3-1 {
		t.Errorf("fingerprint %q", fp)
	}
	_, fp2, _ := SelfSigned([]string{"192.168.1.20"}, now)
	if fp2 == fp {
		t.Errorf("two starts gave the same certificate")
	}
}
