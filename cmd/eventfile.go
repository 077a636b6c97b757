package cmd

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/safefile"
	"github.com/xiangqi-org/xqt/pairing/stage"
	"github.com/xiangqi-org/xqt/scoring"
	"github.com/xiangqi-org/xqt/tiebreak"
)

// loadEvent reads an event file; a problem of its contents is an
// invalid-input error, one of the disk (no permission to read) a storage
// error.
func loadEvent(path string) (*scoring.Event, error) {
	if err := checkEventPath(path); err != nil {
		return nil, err
	}
	ev, err := event.Load(path)
	if errors.Is(err, fs.ErrPermission) {
		return nil, &exitError{ExitStorage, &event.StorageError{Path: path, Op: "read", Err: err}}
	}
	if err != nil {
		return nil, invalid(err)
	}
	return ev, nil
}

// checkEventPath refuses, before anything is locked or read, a path that
// does not name an existing regular file: missing, a folder, a device or
// FIFO, or written with a trailing slash.
func checkEventPath(path string) error {
	err := safefile.CheckRegular(path)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrNotExist):
		return invalidf("%s does not exist: create it with 'xqt init %s --name ...'", path, path)
	case errors.Is(err, safefile.ErrNotRegular):
		return invalidf("%s is not a regular file (a folder, device or FIFO): name the event's .yaml file", path)
	case errors.Is(err, syscall.ENOTDIR) || strings.HasSuffix(path, "/"):
		return invalidf("%s: a file path cannot end in / or go through a file: name the event's .yaml file", path)
	case errors.Is(err, fs.ErrPermission):
		return &exitError{ExitStorage, &event.StorageError{Path: path, Op: "read", Err: err}}
	}
	return invalid(err)
}

// updateEvent locks the event file, loads it, applies change and saves it,
// recording the change in the event's log (with any result it corrected).
// If change or the save fails, the file is left exactly as it was. Exit
// codes: 5 only when another xqt holds the lock, 6 for the disk or folder
// (full, read-only, no permission), 3 for the file's contents.
func (f *Factory) updateEvent(path, verb string, change func(ev *scoring.Event) error) (*scoring.Event, error) {
	return f.updateEventNoted(path, verb, func(ev *scoring.Event, _ *[]string) error { return change(ev) })
}

// updateEventNoted is updateEvent for a change that says more in the log:
// change appends to notes what the command line does not tell.
func (f *Factory) updateEventNoted(path, verb string, change func(ev *scoring.Event, notes *[]string) error) (*scoring.Event, error) {
	if err := checkEventPath(path); err != nil {
		return nil, err
	}
	release, err := event.Lock(path, fmt.Sprintf("'xqt %s' (pid %d)", verb, f.Pid))
	if err != nil {
		return nil, invalid(err)
	}
	defer release()
	ev, err := loadEvent(path)
	if err != nil {
		return nil, err
	}
	loaded, err := f.applyChange(ev, verb, change)
	if err != nil {
		return nil, err
	}
	if err := event.SaveChecked(path, ev, writtenBy(), func(w *scoring.Event) error { return validateSave(&loaded, w) }); err != nil {
		return nil, invalid(err)
	}
	return ev, nil
}

// applyChange is the part of updateEventNoted between the load and the
// save: it applies change to ev, records it in the log (with any result it
// corrected) and runs the stage guard. It returns the rounds as they were,
// for validateSave. The server's group commit (serve_batch.go) runs it once
// per entry on the event it holds.
func (f *Factory) applyChange(ev *scoring.Event, verb string, change func(ev *scoring.Event, notes *[]string) error) (roundsSnapshot, error) {
	before, rounds := resultsOf(ev), len(ev.Rounds)
	loaded := takeRoundsSnapshot(ev)
	var notes []string
	if err := change(ev, &notes); err != nil {
		return loaded, err
	}
	f.logChange(ev, verb, append(notes, corrections(before, rounds, ev)...))
	if err := stage.Guard(ev, func() int64 { return f.Now().UnixNano()%1_000_000_000 + 1 }); err != nil {
		return loaded, guardError(ev, err)
	}
	return loaded, nil
}

// playerLabel is "王小明 (3)".
func playerLabel(ev *scoring.Event, no int) string {
	if p := ev.Player(no); p != nil {
		return fmt.Sprintf("%s (%d)", p.Name, no)
	}
	return fmt.Sprintf("(%d)", no)
}

// findPlayer resolves a start number or a name.
func findPlayer(ev *scoring.Event, s string) (*scoring.Player, error) {
	if n, err := event.NormalizeName(s); err == nil {
		s = n // names are stored normalized: so is the one looked up
	}
	var no int
	if _, err := fmt.Sscanf(s, "%d", &no); err == nil && fmt.Sprint(no) == s {
		if p := ev.Player(no); p != nil {
			return p, nil
		}
		return nil, invalidf("no player has start number %d ('xqt player list' shows them)", no)
	}
	for i := range ev.Players {
		if ev.Players[i].Name == s {
			return &ev.Players[i], nil
		}
	}
	return nil, invalidf("no player is called %q ('xqt player list' shows them)", s)
}

// stagePlayers are the entrants of a stage.
func stagePlayers(ev *scoring.Event, st *scoring.Stage) []scoring.Player {
	return tiebreak.StagePlayers(ev, st)
}

// roundArg finds round n (1-based, over the whole event).
func roundArg(ev *scoring.Event, n int) (*scoring.Round, error) {
	if n < 1 || n > len(ev.Rounds) {
		if len(ev.Rounds) == 0 {
			return nil, invalidf("round %d is not paired yet: no round is; pair one with 'xqt pair'", n)
		}
		return nil, invalidf("round %d is not paired yet: rounds 1 to %d exist", n, len(ev.Rounds))
	}
	return &ev.Rounds[n-1], nil
}

// guardError renders what stage.Guard refused.
func guardError(ev *scoring.Event, err error) error {
	var (
		qc  *stage.QualifierChangeError
		tie *stage.TieError
	)
	if errors.As(err, &tie) {
		where := "stage " + tie.Stage
		if tie.Group != "" {
			where += ", group " + tie.Group
		}
		return invalidf("this change would leave %s undecided at the qualifying cut (%s would share place %d), and a later stage already has results: leave the result as it was",
			where, labels(ev, tie.Players), tie.Place)
	}
	if errors.As(err, &qc) {
		return invalidf("this change in stage %s would change who qualified for stage %s, which already has results: now %s, instead of %s. Correct it only if stage %s is replayed; otherwise leave the result as it was",
			qc.From, qc.To, labels(ev, qc.Now), labels(ev, qc.Before), qc.To)
	}
	return invalidf("%s", namedError(ev, err))
}
