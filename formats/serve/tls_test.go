package serve

import (
	"crypto/x509"
	"os"
	"path/filepath"
	"runtime"
	"strings"
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
	if _, err := leaf.Verify(x509.VerifyOptions{Roots: pool, CurrentTime: now.Add((CertDays - 1) * 24 * time.Hour)}); err != nil {
		t.Errorf("not valid %d days on: %v", CertDays-1, err)
	}
	if _, err := leaf.Verify(x509.VerifyOptions{Roots: pool, CurrentTime: now.Add((CertDays + 1) * 24 * time.Hour)}); err == nil {
		t.Errorf("valid after %d days", CertDays+1)
	}
	if fp != Fingerprint(cert.Certificate[0]) || len(fp) != 32*3-1 {
		t.Errorf("fingerprint %q", fp)
	}
	_, fp2, _ := SelfSigned([]string{"192.168.1.20"}, now)
	if fp2 == fp {
		t.Errorf("two starts gave the same certificate")
	}
}

// TestKeptCertificate keeps the certificate from start to start: the same
// one while it names the addresses and has RenewDays left, a new one (kept
// in its place) when the address changes, near its end, on request, or
// when the kept file is damaged; the file is its owner's alone.
func TestKeptCertificate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tls")
	now := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	hosts := []string{"192.168.1.20", "127.0.0.1"}
	start := func(at time.Time, hosts []string, fresh bool) (string, bool, string) {
		t.Helper()
		cert, fp, kept, why, err := KeptCertificate(dir, hosts, at, fresh)
		if err != nil {
			t.Fatal(err)
		}
		if fp != Fingerprint(cert.Certificate[0]) {
			t.Fatalf("fingerprint %s is not the certificate's", fp)
		}
		for _, h := range hosts {
			if err := cert.Leaf.VerifyHostname(h); err != nil {
				t.Fatalf("%s: %v", h, err)
			}
		}
		return fp, kept, why
	}
	fp1, kept, _ := start(now, hosts, false)
	if kept {
		t.Fatal("the first start kept a certificate")
	}
	if runtime.GOOS != "windows" {
		st, err := os.Stat(filepath.Join(dir, CertFile))
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != 0o600 {
			t.Errorf("the kept file is %v, want -rw-------", st.Mode().Perm())
		}
	}
	fp2, kept, why := start(now.Add(24*time.Hour), hosts[:1], false)
	if !kept || fp2 != fp1 || !strings.Contains(why, "kept") {
		t.Errorf("second start: kept %v (%s), same %v", kept, why, fp2 == fp1)
	}
	fp3, kept, why := start(now.Add(48*time.Hour), []string{"192.168.1.21"}, false)
	if kept || fp3 == fp1 || !strings.Contains(why, "address") {
		t.Errorf("another address: kept %v (%s)", kept, why)
	}
	fp4, kept, _ := start(now.Add(49*time.Hour), []string{"192.168.1.21"}, false)
	if !kept || fp4 != fp3 {
		t.Errorf("the new certificate was not kept in place of the old")
	}
	_, kept, why = start(now.Add(49*time.Hour), []string{"192.168.1.21"}, true)
	if kept || !strings.Contains(why, "--tls-new") {
		t.Errorf("fresh: kept %v (%s)", kept, why)
	}
	end := now.Add((CertDays - RenewDays + 3) * 24 * time.Hour)
	_, kept, why = start(end, []string{"192.168.1.21"}, false)
	if kept || !strings.Contains(why, "end") {
		t.Errorf("near its end: kept %v (%s)", kept, why)
	}
	if err := os.WriteFile(filepath.Join(dir, CertFile), []byte("-----BEGIN CERTIFICATE-----\nbroken\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, kept, why = start(end, []string{"192.168.1.21"}, false)
	if kept || !strings.Contains(why, "could not be read") {
		t.Errorf("damaged file: kept %v (%s)", kept, why)
	}
	if _, kept, _ := start(end, []string{"192.168.1.21"}, false); !kept {
		t.Errorf("the certificate made in place of the damaged file was not kept")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %d files, want the kept one only", len(entries))
	}
}
