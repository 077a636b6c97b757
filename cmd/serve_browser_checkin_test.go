package cmd

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/xiangqi-org/xqt/formats/event"
)

// browserCheckIn: the organiser opens the check-in 点名 on the organiser
// page (players not checked in are left out of the next round), a helper
// ticks six of eight players present on a phone, and the organiser pairs
// the round with the page's button. The round leaves the two others out,
// and the file is the one 'xqt checkin' and 'xqt pair' write as the same
// users.
func browserCheckIn(t *testing.T, b *browser) {
	path := rosterEvent(t, 8)
	const org = "organiser 编排长"
	steps := [][]string{{org, "checkin", "FILE", "--open", "exclude"}}
	for no := 1; no <= 6; no++ {
		steps = append(steps, []string{"点名员", "checkin", "FILE", "--present", fmt.Sprint(no)})
	}
	steps = append(steps, []string{org, "pair", "FILE"})
	byCLI := cliTwinArgs(t, path, mustRead(t, path), steps)

	base, orgLink := serveInProcess(t, path)
	o := b.phone(t, "organiser")
	o.login(orgLink)
	link := o.makeLink(base, "点名员", "checkin", "")
	o.open(base + "/org")
	if code := o.tap(`form[action="/org/checkin"] button`); code != 200 {
		t.Fatalf("open check-in: status %d\n%s", code, o.mainText())
	}

	p := b.phone(t, "phone")
	p.login(link)
	p.open(base + "/checkin")
	p.tapTargets(`main button`)
	for no := 1; no <= 6; no++ {
		if code := p.tap(fmt.Sprintf(`form:has(input[name=no][value="%d"]) button`, no)); code != 200 {
			t.Fatalf("tick %d: status %d\n%s", no, code, p.mainText())
		}
	}
	if n, _ := eval[int](p, `document.querySelectorAll("main tr.present").length`); n != 6 {
		t.Fatalf("%d players shown present after six ticks", n)
	}
	p.shot("checkin")

	o.open(base + "/org")
	o.waitFor("six present on the organiser page", `/6 已到 present/.test(document.querySelector("main").textContent)`, 10*time.Second)
	if code := o.tap(`form[action="/org/steps/pair"] button`); code != 200 {
		t.Fatalf("pair: status %d\n%s", code, o.mainText())
	}
	o.shot("paired")
	sameFile(t, byCLI, mustRead(t, path))
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if r := ev.Rounds[0]; !reflect.DeepEqual(r.Absent, []int{7, 8}) || len(r.Games) != 3 {
		t.Fatalf("round 1: absent %v, %d boards; want 7 and 8 left out and 3 boards", r.Absent, len(r.Games))
	}
	if !strings.Contains(ev.Log[len(ev.Log)-1].Note, "check-in: left out 选手7 (7), 选手8 (8)") {
		t.Fatalf("pair's log entry: %+v", ev.Log[len(ev.Log)-1])
	}
}
