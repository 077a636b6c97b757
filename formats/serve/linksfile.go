package serve

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// The links file keeps the links of a server from start to start
// (Options.LinksFile): everything about each link but its secret, whose
// SHA-256 stands in for it, as the server itself keeps it. Reading the file
// gives no way in; a restart of the server does not end the links handed
// out (helpers' phones, result slips), and a revocation stays revoked.

// linksFile is the file's form.
type linksFile struct {
	Event string       `json:"event"` // the event file, to tell the files apart
	Links []linkRecord `json:"links"`
}

type linkRecord struct {
	ID      string    `json:"id"`
	Name    string    `json:"name"`
	Role    Role      `json:"role"`
	From    int       `json:"from,omitempty"`
	To      int       `json:"to,omitempty"`
	Round   int       `json:"round,omitempty"`
	Match   bool      `json:"match,omitempty"`
	Created time.Time `json:"created"`
	Revoked bool      `json:"revoked,omitempty"`
	SHA256  string    `json:"sha256"`
}

// loadLinks reads the links kept in path; none when there is no file.
func loadLinks(path string) ([]*Link, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read the links file: %w (give --state-dir a folder this user can read and write)", err)
	}
	damaged := func(format string, args ...any) error {
		return fmt.Errorf(format+" (start with --new-links to end the earlier links and begin a new file)", args...)
	}
	var f linksFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, damaged("%s is not a links file of xqt serve: %v", path, err)
	}
	var out []*Link
	for i, r := range f.Links {
		h, err := hex.DecodeString(r.SHA256)
		if err != nil || len(h) != 32 || r.ID == "" {
			return nil, damaged("%s: link %d has no id or no SHA-256 of its secret", path, i+1)
		}
		switch r.Role {
		case Organiser, Results, Screen, Checkin:
		default:
			return nil, damaged("%s: link %d has the unknown role %q", path, i+1, r.Role)
		}
		l := &Link{ID: r.ID, Name: r.Name, Role: r.Role, From: r.From, To: r.To, Round: r.Round, Match: r.Match, Created: r.Created, Revoked: r.Revoked}
		copy(l.hash[:], h)
		out = append(out, l)
	}
	return out, nil
}

// saveLinksLocked writes every link to Options.LinksFile (s.mu held);
// nothing without one.
func (s *Server) saveLinksLocked() error {
	if s.opts.LinksFile == "" {
		return nil
	}
	f := linksFile{Event: s.opts.Path, Links: []linkRecord{}}
	for _, l := range s.order {
		f.Links = append(f.Links, linkRecord{ID: l.ID, Name: l.Name, Role: l.Role, From: l.From, To: l.To, Round: l.Round, Match: l.Match, Created: l.Created, Revoked: l.Revoked, SHA256: hex.EncodeToString(l.hash[:])})
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	if err := WritePrivate(s.opts.LinksFile, append(data, '\n')); err != nil {
		return fmt.Errorf("cannot keep the links in %s: %w (give --state-dir a folder this user can write)", s.opts.LinksFile, err)
	}
	return nil
}

// WritePrivate writes data to path, readable by its owner only (0600, in
// a 0700 folder made when missing), through a temporary file renamed over
// the old one, so that a crash leaves the old file or the new, whole.
func WritePrivate(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
