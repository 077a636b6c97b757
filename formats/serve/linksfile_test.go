package serve

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestLinksKept restarts a server on one links file: the links of the
// first start (its organiser link, a results link, a one-board link) open
// the second one as they were, with their rights; a revocation stays; the
// file holds no secret and is its owner's alone; a damaged file is an
// error that names it, not a server without its links.
func TestLinksKept(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "links", "spring.json")
	opts := Options{Path: filepath.Join(dir, "spring.yaml"), Enter: (&fake{}).enter, LinksFile: file}
	s1, org1, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	res, resSecret, err := s1.AddLink("王裁判", Results, 1, 10)
	if err != nil {
		t.Fatal(err)
	}
	slip, slipSecret, err := s1.AddBoardLink("对局记录表 slip 2/3", 2, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	gone, goneSecret, err := s1.AddLink("大屏", Screen, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if found, err := s1.Revoke(gone.ID); !found || err != nil {
		t.Fatalf("revoke: %v %v", found, err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{org1, resSecret, slipSecret, goneSecret} {
		if strings.Contains(string(data), secret) {
			t.Fatalf("the links file holds a secret:\n%s", data)
		}
	}
	if runtime.GOOS != "windows" {
		if st, _ := os.Stat(file); st.Mode().Perm() != 0o600 {
			t.Errorf("the links file is %v, want -rw-------", st.Mode().Perm())
		}
	}

	s2, org2, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if all, live := s2.Kept(); all != 4 || live != 3 {
		t.Errorf("kept %d links, %d live; want 4 and 3", all, live)
	}
	if l := s2.linkOf(org1); l == nil || l.Role != Organiser {
		t.Errorf("the first start's organiser link: %+v", l)
	}
	if l := s2.linkOf(org2); l == nil || l.Role != Organiser {
		t.Errorf("this start's organiser link: %+v", l)
	}
	if l := s2.linkOf(resSecret); l == nil || l.ID != res.ID || l.From != 1 || l.To != 10 || !l.mayEnter(10) || l.mayEnter(11) {
		t.Errorf("the results link: %+v", l)
	}
	if l := s2.linkOf(slipSecret); l == nil || l.ID != slip.ID || !l.mayEnterOn(2, 3) || l.mayEnterOn(3, 3) {
		t.Errorf("the one-board link: %+v", l)
	}
	if l := s2.linkOf(goneSecret); l != nil {
		t.Errorf("a revoked link opens the second start: %+v", l)
	}
	if l := s2.linkOf("not-a-secret"); l != nil {
		t.Errorf("an unknown secret opens: %+v", l)
	}

	// A revocation the file cannot keep (a file where its folder was)
	// still stops the link at once, and says it was not kept.
	if err := os.RemoveAll(filepath.Dir(file)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Dir(file), []byte("not a folder"), 0o600); err != nil {
		t.Fatal(err)
	}
	if found, err := s2.Revoke(res.ID); !found || err == nil || !strings.Contains(err.Error(), "cannot keep the links") {
		t.Errorf("a revocation not kept: found %v, %v", found, err)
	}
	if l := s2.linkOf(resSecret); l != nil {
		t.Errorf("a link revoked without its file still opens")
	}
	if err := os.Remove(filepath.Dir(file)); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o700); err != nil {
		t.Fatal(err)
	}

	if err := os.WriteFile(file, []byte(`{"event": "x", "links": [{"id": "a", "role": "root", "sha256": "00"}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := New(opts); err == nil || !strings.Contains(err.Error(), file) {
		t.Errorf("a damaged links file: %v", err)
	}
}
