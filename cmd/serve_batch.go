package cmd

import (
	"errors"
	"fmt"
	"os"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/serve"
	"github.com/xiangqi-org/xqt/scoring"
)

// serveEnterAll is the server's group commit: it enters a batch of entries
// as 'xqt result' would enter them one after another, with one lock and one
// save. Under the lock it loads the file once; each entry then gets what
// updateEvent would give it (the checks, the change log entry with its
// holder and time, the stage guard, the save's own checks on the event as
// it would be read back), applied to the event as the entries before it
// left it; a refused entry leaves no trace and the next one goes on from
// the last accepted state. The file is written once, by the same atomic
// save, and only when an entry was accepted; if that save fails, every
// accepted entry gets its error and the file is as it was.
//
// The event it saved last is kept with the file's state after that save:
// when, under the lock, the file is still in that state (size, time and
// identity, which every save by the command line changes, since it renames
// a new file into place), the next batch starts from a copy of it rather
// than parsing the file again.
func serveEnterAll(f *Factory, path string) func([]serve.Entry) ([]serve.Outcome, *serve.Saved) {
	var last serve.Saved // the writer is one goroutine: no lock needed
	return func(es []serve.Entry) ([]serve.Outcome, *serve.Saved) {
		outs := make([]serve.Outcome, len(es))
		all := func(err error) ([]serve.Outcome, *serve.Saved) {
			for i := range outs {
				outs[i] = serve.Outcome{Err: err}
			}
			return outs, nil
		}
		if err := checkEventPath(path); err != nil {
			return all(err)
		}
		release, err := event.Lock(path, fmt.Sprintf("'xqt serve' (pid %d)", f.Pid))
		if err != nil {
			return all(invalid(err))
		}
		defer release()
		work, err := loadSince(path, &last)
		if err != nil {
			return all(err)
		}
		last = serve.Saved{}
		var good *scoring.Event // the event after the last accepted entry, as read back
		for i, e := range es {
			back, msg, err := enterOne(f, path, work, e)
			outs[i] = serve.Outcome{Message: msg, Err: err}
			switch {
			case err == nil:
				good = back
			case errors.Is(err, serve.ErrSame) || errors.As(err, new(*serve.ConflictError)):
				// refused before anything changed: work is as it was
			case good != nil:
				if work, err = event.Reread(path, good); err != nil {
					return all(invalid(err)) // cannot happen: good was read back once already
				}
			default:
				if work, err = loadEvent(path); err != nil {
					return all(err)
				}
			}
		}
		if good == nil {
			return outs, nil
		}
		if err := event.SaveMeta(path, good, writtenBy()); err != nil {
			for i := range outs {
				if outs[i].Err == nil {
					outs[i] = serve.Outcome{Err: invalid(err)}
				}
			}
			return outs, nil
		}
		fi, err := os.Stat(path)
		if err != nil {
			return outs, nil // saved; the server reads the file again
		}
		last = serve.Saved{Event: good, Info: fi}
		return outs, &last
	}
}

// loadSince is the event in path: a copy of last.Event when the file is
// still as last.Info saw it, else the file read again.
func loadSince(path string, last *serve.Saved) (*scoring.Event, error) {
	if last.Event != nil && last.Info != nil {
		if fi, err := os.Stat(path); err == nil && fi.Size() == last.Info.Size() && fi.ModTime().Equal(last.Info.ModTime()) && os.SameFile(fi, last.Info) {
			if ev, err := event.Reread(path, last.Event); err == nil {
				return ev, nil
			}
		}
	}
	return loadEvent(path)
}

// enterOne applies one entry to work, in place, as updateEvent would
// between its load and its save, and returns the event as the save would
// read it back, with the entry's message. On an error other than ErrSame
// or a conflict, work may be part changed.
func enterOne(f *Factory, path string, work *scoring.Event, e serve.Entry) (*scoring.Event, string, error) {
	g, res, err := entryFactory(f, path, e)
	if err != nil {
		return nil, "", err
	}
	var msg string
	loaded, err := g.applyChange(work, "result", func(ev *scoring.Event, _ *[]string) error {
		msg, err = applyEntry(ev, path, e, res)
		return err
	})
	if err != nil {
		return nil, "", err
	}
	back, err := event.Reread(path, work)
	if err != nil {
		return nil, "", invalid(err)
	}
	if err := validateSave(&loaded, back); err != nil {
		return nil, "", err
	}
	return back, msg, nil
}
