package event

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/xiangqi-org/xqt/scoring"
)

// The crash and race tests run this test binary again as a child writer:
// XQT_EVENT_CHILD names what it does, XQT_EVENT_PATH the event file.
func TestMain(m *testing.M) {
	switch os.Getenv("XQT_EVENT_CHILD") {
	case "":
		os.Exit(m.Run())
	case "forever":
		childWrite(os.Getenv("XQT_EVENT_PATH"), -1)
	case "count":
		n, _ := strconv.Atoi(os.Getenv("XQT_EVENT_COUNT"))
		childWrite(os.Getenv("XQT_EVENT_PATH"), n)
	}
	os.Exit(0)
}

// version k of the test event: its name is "v<k>", and its size varies with
// k so that a torn write could not pass for a whole file.
func version(k int) *scoring.Event {
	table, _ := scoring.Preset("cxa2011")
	ev := &scoring.Event{
		Start: "2026-03-14", Edition: "cxa2011", Points: table,
		Players: []scoring.Player{{No: 1, Name: "王小明", Club: "一中"}, {No: 2, Name: "李四"}},
		Stages:  []scoring.Stage{{ID: "main", System: "round-robin", Cycles: 1, Order: []int{1, 2}}},
		Rounds:  []scoring.Round{{Number: 1, Stage: "main", Games: []scoring.Game{{Board: 1, Red: 1, Black: 2, Result: scoring.Draw}}}},
	}
	ev.Name = fmt.Sprintf("v%d", k)
	ev.Site = strings.Repeat("场地", k%300)
	for i := range k % 40 {
		ev.Rounds[0].Notes = append(ev.Rounds[0].Notes, scoring.RoundNote{Kind: scoring.NoteText, Text: fmt.Sprintf("note %d of v%d", i, k)})
	}
	return ev
}

func versionOf(ev *scoring.Event) (int, error) {
	k, err := strconv.Atoi(strings.TrimPrefix(ev.Name, "v"))
	if err != nil || !strings.HasPrefix(ev.Name, "v") {
		return 0, fmt.Errorf("not a test version: name %q", ev.Name)
	}
	return k, nil
}

// childWrite makes n new versions of the event (forever if n < 0), each
// under the lock (retrying while another holds it), and prints "saved K"
// once version K is saved.
func childWrite(path string, n int) {
	out := bufio.NewWriter(os.Stdout)
	for i := 0; n < 0 || i < n; {
		release, err := Lock(path, fmt.Sprintf("'crash child' (pid %d)", os.Getpid()))
		if errors.Is(err, ErrLocked) {
			// Report whether the refusal named the holder (its record says
			// 'crash child'), for TestConcurrentWriters to count.
			if strings.Contains(err.Error(), "'crash child' (pid ") {
				fmt.Fprintln(out, "locked named")
			} else {
				fmt.Fprintf(out, "locked bare: %v\n", err)
			}
			out.Flush()
			time.Sleep(time.Duration(rand.IntN(500)) * time.Microsecond)
			continue
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		ev, err := Load(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		k, err := versionOf(ev)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := Save(path, version(k+1)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		release()
		fmt.Fprintf(out, "saved %d\n", k+1)
		out.Flush()
		i++
	}
}

// lastSaved reads a child's output and returns the last version it reported
// saved (last if it reports none).
func lastSaved(r io.Reader, last int) int {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if k, err := strconv.Atoi(strings.TrimPrefix(sc.Text(), "saved ")); err == nil {
			last = k
		}
	}
	return last
}

// leftovers counts what kills left for recovery, to show where they landed.
type leftovers struct{ pending, temps int }

// checkVersions checks the event file after a writer died: it decodes, it is
// version k with low <= k <= high, and once the kill is recovered (as the
// next writer's Lock does) path.bak is version k-1 and no temporary file is
// left. It returns k.
func checkVersions(t *testing.T, path string, low, high int, seen *leftovers) int {
	t.Helper()
	if seen != nil {
		if _, err := os.Stat(path + ".bak.next"); err == nil {
			seen.pending++
		}
		if tmp, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*xqt-tmp-*")); len(tmp) > 0 {
			seen.temps++
		}
	}
	ev, err := Load(path)
	if err != nil {
		t.Fatalf("the event file does not load: %v", err)
	}
	k, err := versionOf(ev)
	if err != nil {
		t.Fatal(err)
	}
	if k < low || k > high {
		t.Fatalf("the file is version %d, want %d to %d (a saved version was lost)", k, low, high)
	}
	// Before recovery the previous version is in path.bak or, for a kill
	// between the rename of the new file and the rotation, path.bak.next.
	prev := -1
	for _, p := range []string{path + ".bak.next", path + ".bak"} {
		if b, err := Load(p); err == nil {
			if v, err := versionOf(b); err == nil && v == k-1 {
				prev = v
				break
			}
		}
	}
	if prev != k-1 {
		b, err := Load(path + ".bak")
		var v int
		if err == nil {
			v, _ = versionOf(b)
		}
		t.Fatalf("version %d: neither .bak nor .bak.next holds version %d (bak %d %v)", k, k-1, v, err)
	}
	release, err := Lock(path, "checker")
	if err != nil {
		t.Fatal(err)
	}
	release()
	b, err := Load(path + ".bak")
	if err != nil {
		t.Fatalf("after recovery the backup does not load: %v", err)
	}
	if v, _ := versionOf(b); v != k-1 {
		t.Fatalf("after recovery the backup is version %d, want %d", v, k-1)
	}
	left, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*xqt-tmp-*"))
	if _, err := os.Stat(path + ".bak.next"); err == nil {
		left = append(left, path+".bak.next")
	}
	if len(left) > 0 {
		t.Fatalf("temporary files left after recovery: %v", left)
	}
	return k
}

func soak() bool { return os.Getenv("XQT_SOAK") == "1" }

func startChild(t *testing.T, path, mode string, extra ...string) (*exec.Cmd, io.ReadCloser) {
	t.Helper()
	c := exec.Command(os.Args[0], "-test.run=^$")
	c.Env = append(os.Environ(), "XQT_EVENT_CHILD="+mode, "XQT_EVENT_PATH="+path)
	c.Env = append(c.Env, extra...)
	c.Stderr = os.Stderr
	out, err := c.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	return c, out
}

// TestCrashDuringSave kills a writing child process at random moments (300
// times, 2,000 with XQT_SOAK=1). After every kill the file decodes and is the
// last version the child reported saved or the one after it (nothing lost,
// nothing torn), and the backup is the version before it.
func TestCrashDuringSave(t *testing.T) {
	kills := 300
	if soak() {
		kills = 2000
	}
	const seed = 12
	rng := rand.New(rand.NewPCG(seed, 2026))
	path := filepath.Join(t.TempDir(), "e.yaml")
	for k := range 2 {
		if err := Save(path, version(k)); err != nil {
			t.Fatal(err)
		}
	}
	known := 1
	mid := 0 // kills that left a version the child had not reported
	var seen leftovers
	for i := range kills {
		c, pipe := startChild(t, path, "forever")
		// Wait for the child's first save, whatever the machine's load, so
		// that the kill lands inside its saving loop, then kill it a random
		// 0-4 ms later: somewhere in one of its next saves.
		out := bufio.NewReader(pipe)
		first, err := out.ReadString('\n')
		if err != nil {
			_ = c.Wait()
			t.Fatalf("kill %d: the child made no save: %v", i+1, err)
		}
		acked := lastSaved(strings.NewReader(first), -1)
		time.Sleep(time.Duration(rng.IntN(4000)) * time.Microsecond)
		if err := c.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		acked = lastSaved(out, acked)
		_ = c.Wait()
		low := max(known, acked)
		k := checkVersions(t, path, low, low+1, &seen)
		if k > acked && k > known {
			mid++
		}
		known = k
		if t.Failed() {
			t.Fatalf("after kill %d (seed %d)", i+1, seed)
		}
	}
	t.Logf("%d kills, %d versions saved; kills landed %d times after a save's rename and before its report, %d times with a backup pending, %d times leaving temporary files", kills, known-1, mid, seen.pending, seen.temps)
	if seen.temps == 0 && seen.pending == 0 {
		t.Error("no kill landed inside a save: the test proves nothing; the timing needs adjusting")
	}
}

// TestConcurrentWriters runs 2 to 4 writer processes at once on one file,
// each making its own number of new versions; the lock must serialise them so
// that no update is lost: the final version counts every save.
func TestConcurrentWriters(t *testing.T) {
	races := 30
	if soak() {
		races = 400
	}
	rng := rand.New(rand.NewPCG(14, 2026))
	var named, bare atomic.Int64 // the refusals (ErrLocked) that name the holder, and the others
	for r := range races {
		path := filepath.Join(t.TempDir(), "e.yaml")
		if err := Save(path, version(0)); err != nil {
			t.Fatal(err)
		}
		writers := 2 + rng.IntN(3)
		total := 0
		var wg sync.WaitGroup
		var cmds []*exec.Cmd
		for range writers {
			n := 5 + rng.IntN(10)
			total += n
			c, out := startChild(t, path, "count", "XQT_EVENT_COUNT="+strconv.Itoa(n))
			cmds = append(cmds, c)
			wg.Add(1)
			go func() {
				defer wg.Done()
				sc := bufio.NewScanner(out)
				for sc.Scan() {
					line := sc.Text()
					switch {
					case line == "locked named":
						named.Add(1)
					case strings.HasPrefix(line, "locked bare: "):
						if bare.Add(1) <= 3 {
							t.Logf("race %d: a refusal names no holder: %s", r, strings.TrimPrefix(line, "locked bare: "))
						}
					}
				}
			}()
		}
		wg.Wait()
		for _, c := range cmds {
			if err := c.Wait(); err != nil {
				t.Fatalf("race %d: a writer failed: %v", r, err)
			}
		}
		checkVersions(t, path, total, total, nil)
	}
	t.Logf("%d races of 2-4 writers, no update lost; %d of %d refusals named the holder", races, named.Load(), named.Load()+bare.Load())
	if named.Load()+bare.Load() == 0 {
		t.Error("no writer was refused: the test proves nothing about the refusal's message")
	}
	// A holder preempted for over 100 ms between taking the lock and
	// writing its record is not named; on a loaded machine that may happen
	// once in a long while, so allow 1 in 1,000 (before Lock retried the
	// lock while waiting it was 7 in 1,418).
	if bare.Load()*1000 > named.Load()+bare.Load() {
		t.Errorf("%d of %d refusals did not name the holder, which docs/event-file.md promises", bare.Load(), named.Load()+bare.Load())
	}
}
