package serve

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/xiangqi-org/xqt/formats/event"
)

// batcher is an EnterAll that records the batches it is given; the first
// call waits for release, so that entries pile up behind it.
type batcher struct {
	mu      sync.Mutex
	batches [][]Entry
	release chan struct{}
	locked  int // answer this many calls with ErrLocked for every entry
}

func (b *batcher) enterAll(es []Entry) ([]Outcome, *Saved) {
	b.mu.Lock()
	first := len(b.batches) == 0
	b.batches = append(b.batches, es)
	locked := b.locked > 0
	if locked {
		b.locked--
	}
	b.mu.Unlock()
	if first && b.release != nil {
		<-b.release
	}
	outs := make([]Outcome, len(es))
	for i, e := range es {
		switch {
		case locked:
			outs[i].Err = fmt.Errorf("%w by 'xqt pair' (pid 1): wait", event.ErrLocked)
		case e.Board == 3:
			outs[i].Err = &ConflictError{Round: e.Round, Board: 3, Existing: "1-0"}
		case e.Board == 4:
			outs[i].Err = ErrSame
		default:
			outs[i].Message = fmt.Sprintf("board %d by %s", e.Board, e.User)
		}
	}
	return outs, nil
}

func batchServer(t *testing.T, b *batcher, wait time.Duration) *Server {
	t.Helper()
	path := copyEvent(t)
	s, _, err := New(Options{Path: path, EnterAll: b.enterAll, LockWait: wait})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func (s *Server) queued() int {
	s.qMu.Lock()
	defer s.qMu.Unlock()
	return len(s.queue)
}

// TestGroupCommit checks that entries arriving while a save is under way
// wait and then go in together, in one call of EnterAll, and that each
// request gets its own outcome: a message, ErrSame or a conflict, which is
// recorded once.
func TestGroupCommit(t *testing.T) {
	b := &batcher{release: make(chan struct{})}
	s := batchServer(t, b, time.Second)
	type answer struct {
		msg string
		err error
	}
	answers := make([]answer, 11)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // board 1: the save under way
		defer wg.Done()
		answers[0].msg, answers[0].err = s.enter(Entry{Round: 1, Board: 1, Result: "1-0", User: "甲"})
	}()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(time.Millisecond) {
		b.mu.Lock()
		n := len(b.batches)
		b.mu.Unlock()
		if n == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the first entry never reached EnterAll")
		}
	}
	for i := 1; i <= 10; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			answers[i].msg, answers[i].err = s.enter(Entry{Round: 1, Board: i + 1, Result: "1-0", User: fmt.Sprint("helper", i)})
		}(i)
	}
	for deadline := time.Now().Add(5 * time.Second); s.queued() < 10; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d entries queued, want 10", s.queued())
		}
	}
	close(b.release)
	wg.Wait()
	if len(b.batches) != 2 || len(b.batches[0]) != 1 || len(b.batches[1]) != 10 {
		sizes := []int{}
		for _, x := range b.batches {
			sizes = append(sizes, len(x))
		}
		t.Fatalf("batches of %v entries, want [1 10]", sizes)
	}
	for i, a := range answers {
		board := i + 1
		var ce *ConflictError
		switch {
		case board == 3 && !errors.As(a.err, &ce):
			t.Errorf("board 3: %v, want a conflict", a.err)
		case board == 4 && !errors.Is(a.err, ErrSame):
			t.Errorf("board 4: %v, want ErrSame", a.err)
		case board != 3 && board != 4 && (a.err != nil || a.msg != fmt.Sprintf("board %d by %s", board, b.userOf(board))):
			t.Errorf("board %d: %q %v", board, a.msg, a.err)
		}
	}
	if cs := s.Conflicts(); len(cs) != 1 || cs[0].Board != 3 || cs[0].By != "helper2" {
		t.Fatalf("conflicts %+v, want one on board 3 by helper2", cs)
	}
	if s.queued() != 0 {
		t.Fatal("entries left in the queue")
	}
}

func (b *batcher) userOf(board int) string {
	for _, es := range b.batches {
		for _, e := range es {
			if e.Board == board {
				return e.User
			}
		}
	}
	return ""
}

// TestGroupCommitLockWait checks that a batch refused because the command
// line holds the lock is tried again, until it goes in or LockWait is up.
func TestGroupCommitLockWait(t *testing.T) {
	b := &batcher{locked: 3}
	s := batchServer(t, b, 5*time.Second)
	if msg, err := s.enter(Entry{Round: 1, Board: 1, Result: "1-0", User: "甲"}); err != nil || msg != "board 1 by 甲" {
		t.Fatalf("after the lock was let go: %q %v", msg, err)
	}
	if len(b.batches) != 4 {
		t.Fatalf("%d tries, want 4 (3 locked, then in)", len(b.batches))
	}
	b = &batcher{locked: 1 << 30}
	s = batchServer(t, b, 150*time.Millisecond)
	t0 := time.Now()
	_, err := s.enter(Entry{Round: 1, Board: 1, Result: "1-0", User: "甲"})
	if !errors.Is(err, event.ErrLocked) || time.Since(t0) < 150*time.Millisecond || time.Since(t0) > 3*time.Second {
		t.Fatalf("a lock never let go: %v after %v, want ErrLocked after about 150ms", err, time.Since(t0))
	}
}
