package serve

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

// Entry is one result sent from a page, to be entered as 'xqt result' does.
type Entry struct {
	Round, Board int
	Result       string // as typed or as the button carries it: 1-0, =, 0-1, +-, -+, --
	User         string // the link's name, for the change log
	// Override enters the result even when the board already has another
	// one: the organiser's decision of a conflict, or a correction.
	Override bool
	// Game is a game of a match of several games (xqt result --game N),
	// 0 for the board's (the match's) result.
	Game int
	// TeamBoard is, in a team round, the board within the match Board
	// (xqt result ROUND MATCH RESULT --board N), 0 otherwise.
	TeamBoard int
	// Red is, for an armageddon game of a match (Game), the player who
	// took red (xqt result … --game N --red NO); 0 for the default, the
	// chooser took black.
	Red int
}

// ErrSame is returned by an Enter function when the board already has the
// very result sent: nothing is written.
var ErrSame = errors.New("this result is already entered")

// ConflictError is returned by an Enter function when the board already has
// a different result and the entry does not override it: nothing is
// written, and the organiser decides.
type ConflictError struct {
	Round, Board    int
	Existing        string // the result the board has
	Game, TeamBoard int    // as in Entry: a game of a match, a board of a team match
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("%s already has the result %s: a different entry is not applied; the organiser decides (conflict recorded)", partName(e.Round, e.Board, e.Game, e.TeamBoard), e.Existing)
}

// partName names what an entry is for: "round 1, board 3", "round 2,
// board 1, game 2", "round 3, match 2, board 4".
func partName(round, board, game, teamBoard int) string {
	switch {
	case teamBoard != 0:
		return fmt.Sprintf("round %d, match %d, board %d", round, board, teamBoard)
	case game != 0:
		return fmt.Sprintf("round %d, board %d, game %d", round, board, game)
	}
	return fmt.Sprintf("round %d, board %d", round, board)
}

// Options configure a Server.
type Options struct {
	// Path is the event file.
	Path string
	// Enter enters one result in the event file under its lock and records
	// it in the change log, returning the command line's message; it
	// returns ErrSame or a *ConflictError when the board already has a
	// result and the entry does not override it. An error wrapping
	// event.ErrLocked is retried for a while.
	Enter func(Entry) (string, error)
	// EnterAll, when set, enters a batch of entries in one save (a group
	// commit): under one lock, each entry with the checks and the change
	// log entry it would get from Enter, in order, each seeing the ones
	// before it; then one save. It returns one Outcome per entry, and what
	// it saved (nil when it saved nothing). Without it, the writer calls
	// Enter once per entry.
	EnterAll func([]Entry) ([]Outcome, *Saved)
	// The organiser's steps and the check-in, each the command line's own
	// verb run for the link's holder ('xqt pair FILE', 'xqt advance FILE',
	// 'xqt export FILE -o ...', 'xqt checkin FILE ...'), returning its
	// messages or its refusal (an error wrapping event.ErrLocked is
	// waited for as an entry is). A nil one is not offered.
	Pair    func(user string) (string, error)
	Advance func(user string) (string, error)
	Export  func(user, format string) (string, error) // format: xlsx or html
	CheckIn func(user string, c CheckInChange) (string, error)
	// Now is the clock (time.Now when nil).
	Now func() time.Time
	// LockWait is how long an entry waits for a lock held by a command
	// line writer (default 5s).
	LockWait time.Duration
	// Lang is the hall screens' language, zh (default) or en; a screen's
	// ?lang= overrides it.
	Lang string
	// LinksFile, when set, keeps the links from start to start (hashes
	// only, linksfile.go): New reads the links of earlier starts from it,
	// and every new link and revocation is written to it before it counts.
	LinksFile string
}

// Outcome is what became of one entry of a batch: the command line's
// message, or why it was not applied (ErrSame, a *ConflictError, an error
// wrapping event.ErrLocked, or the refusal of 'xqt result').
type Outcome struct {
	Message string
	Err     error
}

// Saved is what an EnterAll function wrote: the event as it now is in the
// file (as a load would read it) and the file's state just after the save,
// taken while the lock was still held. The server keeps the event for its
// pages instead of reading the file again.
type Saved struct {
	Event *scoring.Event
	Info  os.FileInfo
}

// Conflict is a second, different entry for a board that has a result.
type Conflict struct {
	ID           int
	Round, Board int
	Existing     string // the result in the file when it came
	Wanted       string // the result sent
	By           string // the link's name
	Time         time.Time
	// Game and TeamBoard say which game of a match, which board of a team
	// match, as in Entry.
	Game, TeamBoard int
}

// Where names what the conflict is about, as the organiser page says it.
func (c Conflict) Where() string { return partName(c.Round, c.Board, c.Game, c.TeamBoard) }

// Server serves the event-day pages of one event file.
type Server struct {
	opts Options

	mu        sync.Mutex // guards everything below
	links     map[[32]byte]*Link
	order     []*Link
	kept      int // the first kept of order were read from the links file
	conflicts []*Conflict
	nextID    int
	changes   int         // link and conflict changes, for the pages' version
	stamp     os.FileInfo // the file as check last saw it
	fileVer   int         // moved on by check at each change of the file

	loadMu    sync.Mutex // guards the event as last read
	ev        *scoring.Event
	loadErr   error
	loadedVer int // the fileVer ev was read at

	qMu     sync.Mutex // guards queue and writing
	queue   []*pending // entries waiting for the writer
	writing bool       // a writer goroutine is running

	screens screenCache // the hall screens' panels of the file as last read (screen.go)

	hOnce sync.Once
	h     http.Handler
}

// New makes a server for opts.Path and its organiser link, whose secret it
// returns: the only time the secret is seen (it is not kept, only its hash).
func New(opts Options) (*Server, string, error) {
	if opts.Enter == nil && opts.EnterAll == nil {
		return nil, "", errors.New("serve: no Enter or EnterAll function")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.LockWait == 0 {
		opts.LockWait = 5 * time.Second
	}
	s := &Server{opts: opts, links: map[[32]byte]*Link{}}
	if opts.LinksFile != "" {
		kept, err := loadLinks(opts.LinksFile)
		if err != nil {
			return nil, "", err
		}
		for _, l := range kept {
			s.links[l.hash] = l
			s.order = append(s.order, l)
		}
		s.kept = len(kept)
	}
	_, secret, err := s.AddLink("organiser 编排长", Organiser, 0, 0)
	if err != nil {
		return nil, "", err
	}
	return s, secret, nil
}

// AddLink makes a link and returns it with its secret.
func (s *Server) AddLink(name string, role Role, from, to int) (*Link, string, error) {
	return s.addLink(name, role, from, to, 0, false)
}

// addLink is AddLink, for one round and a team match when round is not 0
// (AddBoardLink): the link is whole before it is kept.
func (s *Server) addLink(name string, role Role, from, to, round int, match bool) (*Link, string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "" || len([]rune(name)) > 40 || strings.ContainsAny(name, "\n\r\t"):
		return nil, "", errors.New("a link needs a name of 1 to 40 characters on one line (who holds it: the change log records it)")
	case role != Organiser && role != Results && role != Screen && role != Checkin:
		return nil, "", fmt.Errorf("unknown role %q: use organiser, results, checkin or screen", role)
	case role == Results && (from < 0 || to < from || (from == 0) != (to == 0)):
		return nil, "", fmt.Errorf("boards %d-%d: give a range such as 1-20, or leave both empty for all boards", from, to)
	case role != Results && (from != 0 || to != 0):
		return nil, "", fmt.Errorf("a board range is only for a results link")
	}
	secret, err := newSecret()
	if err != nil {
		return nil, "", err
	}
	id, err := newID()
	if err != nil {
		return nil, "", err
	}
	l := &Link{ID: id, Name: name, Role: role, From: from, To: to, Round: round, Match: match, Created: s.opts.Now(), hash: hashOf(secret)}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.links[l.hash] = l
	s.order = append(s.order, l)
	if err := s.saveLinksLocked(); err != nil {
		delete(s.links, l.hash)
		s.order = s.order[:len(s.order)-1]
		return nil, "", err
	}
	s.changes++
	return l, secret, nil
}

// Kept is how many links of earlier starts the server read from its
// links file, and how many of them are live (not revoked).
func (s *Server) Kept() (all, live int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, l := range s.order[:s.kept] {
		all++
		if !l.Revoked {
			live++
		}
	}
	return all, live
}

// Revoke revokes the link with id; it reports whether there was one. The
// link stops at once; err says when the links file could not keep the
// revocation (the link would open again after a restart).
func (s *Server) Revoke(id string) (found bool, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, l := range s.order {
		if l.ID == id && !l.Revoked {
			l.Revoked = true
			s.changes++
			return true, s.saveLinksLocked()
		}
	}
	return false, nil
}

// Links are the links made, oldest first (copies).
func (s *Server) Links() []Link {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Link, len(s.order))
	for i, l := range s.order {
		out[i] = *l
	}
	return out
}

// Conflicts are the conflicts not yet decided (copies).
func (s *Server) Conflicts() []Conflict {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Conflict, len(s.conflicts))
	for i, c := range s.conflicts {
		out[i] = *c
	}
	return out
}

// linkOf is the live link of secret, or nil.
func (s *Server) linkOf(secret string) *Link {
	if secret == "" || len(secret) > 200 {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	l := s.links[hashOf(secret)]
	if l == nil || l.Revoked {
		return nil
	}
	c := *l
	return &c
}

// check stats the event file and moves the file's version on when its
// size, time or identity changed since the last look (a write by the
// command line, or by this server). It reads nothing, so the pages' polls
// stay cheap; it returns the file's version and the version the pages see.
func (s *Server) check() (int, string) {
	fi, err := os.Stat(s.opts.Path)
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case err != nil:
		if s.stamp != nil || s.fileVer == 0 {
			s.fileVer++
		}
		s.stamp = nil
	case s.stamp == nil || fi.Size() != s.stamp.Size() || !fi.ModTime().Equal(s.stamp.ModTime()) || !os.SameFile(fi, s.stamp):
		s.stamp = fi
		s.fileVer++
	}
	return s.fileVer, fmt.Sprintf("%d.%d", s.fileVer, s.changes)
}

// current is the event as the file now is, read again when check saw it
// change, with the pages' version. When the file cannot be read, the last
// event read is kept with the error.
func (s *Server) current() (*scoring.Event, string, error) {
	fv, ver := s.check()
	s.loadMu.Lock()
	defer s.loadMu.Unlock()
	if s.loadedVer != fv {
		ev, err := event.Load(s.opts.Path)
		if err == nil || s.ev == nil {
			s.ev = ev
		}
		s.loadErr = err
		s.loadedVer = fv
	}
	return s.ev, ver, s.loadErr
}

// pending is an entry or a step waiting for the writer, with its answer.
type pending struct {
	e        Entry
	job      func() (string, error) // a step (pair, check-in, ...) instead of an entry
	tick     *tick                  // a check-in tick instead of an entry (commitTicks)
	deadline time.Time              // how long it waits for a command line's lock
	done     chan Outcome
}

// maxBatch bounds the entries one save takes, so that one batch's checks
// do not hold up the answers of the first entries in it for long.
const maxBatch = 200

// enter queues e for the writer and waits for its outcome. One writer
// goroutine at a time takes every entry waiting, enters them all in one
// save (EnterAll) and answers each; entries that come meanwhile wait for
// the next save. A lock held by the command line is waited for up to
// LockWait. A conflict is recorded.
func (s *Server) enter(e Entry) (string, error) {
	return s.queueUp(&pending{e: e})
}

// step runs job in the writer, between batches of entries, so that a step
// and the entries never wait for each other's lock.
func (s *Server) step(job func() (string, error)) (string, error) {
	return s.queueUp(&pending{job: job})
}

func (s *Server) queueUp(p *pending) (string, error) {
	p.deadline, p.done = time.Now().Add(s.opts.LockWait), make(chan Outcome, 1)
	s.qMu.Lock()
	s.queue = append(s.queue, p)
	if !s.writing {
		s.writing = true
		go s.writer()
	}
	s.qMu.Unlock()
	o := <-p.done
	return o.Message, o.Err
}

// take removes up to max entries from the queue; when the queue is empty
// and stop is set, the writer ends (under the same lock, so an entry
// queued after it finds no writer and starts one).
func (s *Server) take(max int, stop bool) []*pending {
	s.qMu.Lock()
	defer s.qMu.Unlock()
	n := min(max, len(s.queue))
	batch := s.queue[:n:n]
	s.queue = s.queue[n:]
	if len(s.queue) == 0 {
		s.queue = nil
	}
	if n == 0 && stop {
		s.writing = false
	}
	return batch
}

// writer saves batches until the queue is empty. Entries refused only
// because the command line holds the lock are tried again with the next
// batch until their deadline.
func (s *Server) writer() {
	var retry []*pending
	for {
		batch := append(retry, s.take(maxBatch-len(retry), len(retry) == 0)...)
		if len(batch) == 0 {
			return
		}
		retry = nil
		outs := s.commit(batch)
		now := time.Now()
		for i, p := range batch {
			o := outs[i]
			if errors.Is(o.Err, event.ErrLocked) && now.Before(p.deadline) {
				retry = append(retry, p)
				continue
			}
			s.answer(p, o)
		}
		if len(retry) > 0 {
			// Trying the lock costs next to nothing: try often, so the
			// entries go in as soon as the command line lets go.
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// commit runs a batch in order: each run of entries in one save, each run
// of one holder's check-in ticks in one, each step on its own.
func (s *Server) commit(batch []*pending) []Outcome {
	outs := make([]Outcome, 0, len(batch))
	for i := 0; i < len(batch); {
		if t := batch[i].tick; t != nil {
			j := i + 1
			for j < len(batch) && batch[j].tick != nil && batch[j].tick.user == t.user {
				j++
			}
			outs = append(outs, s.commitTicks(batch[i:j])...)
			i = j
			continue
		}
		if batch[i].job != nil {
			var o Outcome
			o.Message, o.Err = batch[i].job()
			outs = append(outs, o)
			i++
			continue
		}
		j := i
		for j < len(batch) && batch[j].job == nil {
			j++
		}
		outs = append(outs, s.commitEntries(batch[i:j])...)
		i = j
	}
	return outs
}

// commitEntries enters a batch of entries: through EnterAll in one save, or
// one entry at a time through Enter. What EnterAll saved becomes the
// pages' event.
func (s *Server) commitEntries(batch []*pending) []Outcome {
	es := make([]Entry, len(batch))
	for i, p := range batch {
		es[i] = p.e
	}
	if s.opts.EnterAll == nil {
		outs := make([]Outcome, len(es))
		for i, e := range es {
			outs[i].Message, outs[i].Err = s.opts.Enter(e)
		}
		return outs
	}
	outs, saved := s.opts.EnterAll(es)
	if len(outs) != len(es) {
		err := fmt.Errorf("serve: EnterAll answered %d entries of %d", len(outs), len(es))
		outs = make([]Outcome, len(es))
		for i := range outs {
			outs[i].Err = err
		}
	}
	if saved != nil && saved.Event != nil && saved.Info != nil {
		s.loadMu.Lock()
		s.mu.Lock()
		s.stamp = saved.Info
		s.fileVer++
		s.ev, s.loadErr, s.loadedVer = saved.Event, nil, s.fileVer
		s.mu.Unlock()
		s.loadMu.Unlock()
	}
	return outs
}

// answer records a conflict and hands the outcome to the waiting request.
func (s *Server) answer(p *pending, o Outcome) {
	var ce *ConflictError
	if errors.As(o.Err, &ce) {
		s.mu.Lock()
		s.nextID++
		s.conflicts = append(s.conflicts, &Conflict{ID: s.nextID, Round: p.e.Round, Board: p.e.Board, Existing: ce.Existing, Wanted: p.e.Result, By: p.e.User, Time: s.opts.Now(), Game: p.e.Game, TeamBoard: p.e.TeamBoard})
		s.changes++
		s.mu.Unlock()
	}
	p.done <- o
}

// decide settles conflict id: accept enters its result over the one in the
// file (as the organiser), dismiss keeps the file's.
func (s *Server) decide(id int, accept bool, by string) (string, error) {
	s.mu.Lock()
	var c *Conflict
	for i, x := range s.conflicts {
		if x.ID == id {
			c = x
			s.conflicts = append(s.conflicts[:i:i], s.conflicts[i+1:]...)
			s.changes++
			break
		}
	}
	s.mu.Unlock()
	if c == nil {
		return "", fmt.Errorf("conflict %d is already decided or never was", id)
	}
	if !accept {
		return fmt.Sprintf("%s: kept %s", c.Where(), c.Existing), nil
	}
	msg, err := s.enter(Entry{Round: c.Round, Board: c.Board, Result: c.Wanted, User: by, Override: true, Game: c.Game, TeamBoard: c.TeamBoard})
	if err != nil && !errors.Is(err, ErrSame) {
		s.mu.Lock()
		s.conflicts = append(s.conflicts, c)
		sort.Slice(s.conflicts, func(i, j int) bool { return s.conflicts[i].ID < s.conflicts[j].ID })
		s.changes++
		s.mu.Unlock()
	}
	return msg, err
}

// atoi reads a positive number from a form or path, 0 when it is not one.
func atoi(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return 0
	}
	return n
}

func isLocked(err error) bool { return errors.Is(err, event.ErrLocked) }

var _ http.Handler = (*Server)(nil)
