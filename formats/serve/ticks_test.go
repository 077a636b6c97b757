package serve

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"
)

// TestTicksSavedTogether: ticks that come while a check-in change is being
// saved are saved together, as one change of their holder (the last tick
// of a player deciding), each answered; a tick the change refuses (an
// unknown player) is tried alone, so the others still count.
func TestTicksSavedTogether(t *testing.T) {
	path := copyEvent(t)
	var mu sync.Mutex
	var calls []CheckInChange
	present := map[int]bool{}
	checkIn := func(user string, c CheckInChange) (string, error) {
		time.Sleep(20 * time.Millisecond) // a save takes a while: ticks pile up meanwhile
		mu.Lock()
		defer mu.Unlock()
		calls = append(calls, c)
		if slices.Contains(c.Present, 999) {
			return "", errors.New("no player has start number 999")
		}
		for _, no := range c.Present {
			present[no] = true
		}
		for _, no := range c.Absent {
			present[no] = false
		}
		return "ticked", nil
	}
	s, org, err := New(Options{Path: path, Enter: (&fake{}).enter, CheckIn: checkIn, LockWait: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	h := map[string]string{KeyHeader: org}
	var wg sync.WaitGroup
	codes := make([]int, 41)
	for i := 1; i <= 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = post(s, "/checkin", url.Values{"no": {strconv.Itoa(i)}, "present": {"1"}}, h).Code
		}()
	}
	wg.Wait()
	for i := 1; i <= 40; i++ {
		if codes[i] != http.StatusOK || !present[i] {
			t.Errorf("tick %d: %d, present %v", i, codes[i], present[i])
		}
	}
	if len(calls) >= 40 || len(calls) < 1 {
		t.Errorf("40 ticks took %d saves, want fewer", len(calls))
	}
	t.Logf("40 ticks at once: %d saves", len(calls))

	// A batch holding a bad tick: the merged change is refused, then each
	// tick goes alone.
	calls = nil
	codes = make([]int, 3)
	for i, no := range []int{41, 999, 42} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = post(s, "/checkin", url.Values{"no": {strconv.Itoa(no)}, "present": {"1"}}, h).Code
		}()
		time.Sleep(2 * time.Millisecond)
	}
	wg.Wait()
	if !present[41] || !present[42] || codes[0] != 200 || codes[2] != 200 || codes[1] == 200 {
		t.Errorf("with a bad tick among them: codes %v, present 41 %v, 42 %v (calls %v)", codes, present[41], present[42], calls)
	}
	// The last tick of a player decides: present then absent is absent.
	merged := (&Server{opts: Options{CheckIn: checkIn}}).commitTicks([]*pending{
		{tick: &tick{user: "甲", no: 7, present: true}}, {tick: &tick{user: "甲", no: 8, present: true}}, {tick: &tick{user: "甲", no: 7, present: false}}})
	if len(merged) != 3 || merged[0].Err != nil || present[7] || !present[8] {
		t.Errorf("present 7 then absent 7: %+v, present %v", merged, present)
	}
	if c := calls[len(calls)-1]; !slices.Equal(c.Absent, []int{7}) || !slices.Equal(c.Present, []int{8}) {
		t.Errorf("the merged change %+v, want present [8] absent [7]", c)
	}
}
