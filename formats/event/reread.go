package event

import (
	"path/filepath"

	"github.com/xiangqi-org/xqt/scoring"
)

// Reread is ev as a save to path would write it and a load would read it
// back, after the checks a load makes: a change that several writes apply
// one after another in memory (the group commit of 'xqt serve') checks each
// step as its own save would, and saves once. An event a load would refuse
// is an *InvalidChangeError, as SaveChecked returns. The copy is fresh but
// may share the lists of start numbers (byes, absences, stage players) with
// ev: change neither in place afterwards.
func Reread(path string, ev *scoring.Event) (*scoring.Event, error) {
	back, err := fromFile(filepath.Base(path), toFile(ev), &locator{})
	if err != nil {
		return nil, &InvalidChangeError{Path: path, Err: err}
	}
	return back, nil
}
