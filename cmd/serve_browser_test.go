package cmd

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/formats/qrcode"
	"github.com/xiangqi-org/xqt/scoring"
)

// The browser tests drive the pages of 'xqt serve' in a real Chromium, as
// phones and a hall screen use them: taps on a phone-sized touch screen, the
// pages' own script for the live updates. They need a Chrome or Chromium
// binary (Debian: apt-get install chromium). Without one they skip and say
// what is missing; XQT_BROWSER=require (the CI sets it) turns that skip into
// a failure. XQT_CHROME names the binary when it is not on PATH, and
// XQT_SHOTS=DIR keeps the screenshots in DIR (otherwise in a temporary
// folder that goes with the test).

// browserNames are the binaries looked for on PATH, in order.
var browserNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell", "headless_shell"}

// findBrowser is the browser binary, or an error that names what is
// missing and how to get it.
func findBrowser() (string, error) {
	if p := os.Getenv("XQT_CHROME"); p != "" {
		full, err := exec.LookPath(p)
		if err != nil {
			return "", fmt.Errorf("XQT_CHROME=%s: no such browser binary (%v)", p, err)
		}
		return full, nil
	}
	for _, n := range browserNames {
		if full, err := exec.LookPath(n); err == nil {
			return full, nil
		}
	}
	return "", fmt.Errorf("no Chrome or Chromium for the browser tests: none of %s is on PATH; install it (Debian: apt-get install chromium) or set XQT_CHROME to the binary", strings.Join(browserNames, ", "))
}

// browser is one Chromium for a test; each device is a browser context of
// its own in it (its own cookies, so its own key).
type browser struct {
	ctx   context.Context
	shots string
	n     atomic.Int64 // screenshots taken, for their order in the folder
}

// startBrowser starts the browser, or skips the test (fails it under
// XQT_BROWSER=require) when there is none.
func startBrowser(t *testing.T) *browser {
	t.Helper()
	b, missing := openBrowser(t)
	if b == nil {
		skipBrowser(t, missing)
	}
	return b
}

// skipBrowser skips the test for want of a browser, or fails it under
// XQT_BROWSER=require.
func skipBrowser(t *testing.T, missing string) {
	t.Helper()
	if os.Getenv("XQT_BROWSER") == "require" {
		t.Fatalf("XQT_BROWSER=require: %s", missing)
	}
	t.Skipf("browser tests skipped: %s (XQT_BROWSER=require makes this a failure)", missing)
}

// openBrowser starts the browser; without one it returns nil and what is
// missing. A browser that is there but does not start fails the test.
func openBrowser(t *testing.T) (*browser, string) {
	t.Helper()
	if testing.Short() && os.Getenv("XQT_BROWSER") != "require" {
		return nil, "-short leaves out the browser tests"
	}
	exe, err := findBrowser()
	if err != nil {
		return nil, err.Error()
	}
	// No sandbox: a container or root cannot give Chromium its own, and the
	// browser only ever opens this test's loopback server.
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// A start that hangs ends by the allocator's own limit (20 s to print
	// the DevTools address).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("the browser %s does not start: %v", exe, err)
	}
	shots := os.Getenv("XQT_SHOTS")
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	return &browser{ctx: ctx, shots: shots}, ""
}

// device is one phone or screen: a tab in a browser context of its own.
type device struct {
	t     *testing.T
	b     *browser
	ctx   context.Context
	name  string
	touch bool // taps, as on a phone; else clicks, as with a mouse
}

// phone is a phone-sized touch screen (375x812 CSS pixels, twice as many
// device pixels, mobile layout).
func (b *browser) phone(t *testing.T, name string) *device {
	d := b.device(t, name, chromedp.EmulateViewport(375, 812, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	d.touch = true
	return d
}

// laptop is the organiser's laptop: 1280x900, a mouse.
func (b *browser) laptop(t *testing.T, name string) *device {
	return b.device(t, name, chromedp.EmulateViewport(1280, 900))
}

// screen is a hall screen: a 1280x720 landscape page without touch.
func (b *browser) screen(t *testing.T, name string) *device {
	return b.device(t, name, chromedp.EmulateViewport(1280, 720))
}

func (b *browser) device(t *testing.T, name string, emulate chromedp.Action[chromedp.Void]) *device {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	d := &device{t: t, b: b, ctx: ctx, name: name}
	// The first run opens the tab, and binds it to the context it is given:
	// not one with a deadline.
	if err := chromedp.Do(ctx, emulate); err != nil {
		t.Fatalf("%s: no tab: %v", name, err)
	}
	return d
}

// deadline is how long one step may take on a loaded machine.
const deadline = 30 * time.Second

func (d *device) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(d.ctx, deadline)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		d.t.Fatalf("%s: %s: %v\npage: %s", d.name, what, err, d.mainText())
	}
}

// open loads url.
func (d *device) open(url string) {
	d.t.Helper()
	d.do("open "+url, chromedp.Navigate(url))
}

// tap taps the element css and waits for the page it loads; it returns the
// HTTP status of that page.
func (d *device) tap(css string) int64 {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(d.ctx, deadline)
	defer cancel()
	tap := chromedp.Tap(chromedp.CSS(css))
	if !d.touch {
		tap = chromedp.Click(chromedp.CSS(css))
	}
	resp, err := chromedp.RunResponse(ctx, tap)
	if err != nil {
		d.t.Fatalf("%s: tap %s: %v\npage: %s", d.name, css, err, d.mainText())
	}
	return resp.Status
}

// tapText taps the element tag whose text contains label (an XPath search)
// and waits for the page it loads; it returns the HTTP status.
func (d *device) tapText(tag, label string) int64 {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(d.ctx, deadline)
	defer cancel()
	sel := fmt.Sprintf(`//%s[contains(., %q)]`, tag, label)
	tap := chromedp.Tap(sel)
	if !d.touch {
		tap = chromedp.Click(sel)
	}
	resp, err := chromedp.RunResponse(ctx, tap)
	if err != nil {
		d.t.Fatalf("%s: tap %s %q: %v\npage: %s", d.name, tag, label, err, d.mainText())
	}
	return resp.Status
}

// press taps sel (a Search selector: XPath or CSS) where no page loads,
// such as a radio button's label.
func (d *device) press(sel string) {
	d.t.Helper()
	act := chromedp.Tap(sel)
	if !d.touch {
		act = chromedp.Click(sel)
	}
	d.do("tap "+sel, act)
}

// text is the text of the element css.
func (d *device) text(css string) string {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(d.ctx, deadline)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(css)))
	if err != nil {
		d.t.Fatalf("%s: text of %s: %v\npage: %s", d.name, css, err, d.mainText())
	}
	return strings.TrimSpace(s)
}

// eval is the value of a JavaScript expression.
func eval[T any](d *device, expr string) (T, error) {
	ctx, cancel := context.WithTimeout(d.ctx, deadline)
	defer cancel()
	return chromedp.Run(ctx, chromedp.Evaluate[T](expr))
}

// mainText is the text of the page's <main>, for failure messages.
func (d *device) mainText() string {
	s, err := eval[string](d, `document.querySelector("main") ? document.querySelector("main").innerText : document.body.innerText`)
	if err != nil {
		return "(" + err.Error() + ")"
	}
	return s
}

// waitFor waits until the expression is true, evaluating it every 100 ms
// from Go (the pages' Content-Security-Policy forbids the eval that
// chromedp's Poll uses), and returns how long that took.
func (d *device) waitFor(what, expr string, limit time.Duration) time.Duration {
	d.t.Helper()
	t0 := time.Now()
	for {
		ok, err := eval[bool](d, expr)
		if err == nil && ok {
			return time.Since(t0)
		}
		if time.Since(t0) > limit {
			d.t.Fatalf("%s: %s: not within %v (last error %v)\npage: %s", d.name, what, limit, err, d.mainText())
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// mark marks the loaded page; reloaded reports whether it was loaded again
// since (a live update swaps the page's content without a reload).
func (d *device) mark() {
	d.t.Helper()
	if _, err := eval[chromedp.Void](d, `window.xqtMark = "kept"`); err != nil {
		d.t.Fatal(err)
	}
}

func (d *device) reloaded() bool {
	v, err := eval[string](d, `String(window.xqtMark)`)
	return err != nil || v != "kept"
}

// minTap is the smallest tap target a phone page may have, in CSS pixels
// (WCAG 2.5.5, "Target Size": 44 by 44).
const minTap = 44

// tapTargets fails when an element css on the page is smaller than minTap
// either way.
func (d *device) tapTargets(css string) {
	d.t.Helper()
	small, err := eval[[]string](d, fmt.Sprintf(`Array.from(document.querySelectorAll(%q)).map(function (e) {
  var r = e.getBoundingClientRect();
  return r.width < %d || r.height < %d ? e.textContent.trim() + " " + Math.round(r.width) + "x" + Math.round(r.height) : "";
}).filter(Boolean)`, css, minTap, minTap))
	if err != nil {
		d.t.Fatal(err)
	}
	if len(small) > 0 {
		d.t.Errorf("%s: tap targets %s smaller than %dx%d CSS pixels: %q", d.name, css, minTap, minTap, small)
	}
}

// shot saves a screenshot of what the device shows as NN-test-device-name.png.
// On a phone it also checks that the page fits the screen's width: nothing
// to scroll sideways to (the page's width, not window.innerWidth, which a
// phone widens to fit what is too wide).
func (d *device) shot(name string) {
	d.t.Helper()
	if d.touch {
		wide, err := eval[string](d, `(function () {
  var e = document.documentElement, w = e.clientWidth;
  if (e.scrollWidth <= w) return "";
  var out = [];
  document.querySelectorAll("main *").forEach(function (x) {
    var r = x.getBoundingClientRect();
    if (r.right > w + 0.5 && out.length < 3) out.push(x.tagName.toLowerCase() + (x.className ? "." + x.className : "") + " to " + Math.round(r.right));
  });
  return e.scrollWidth + " > " + w + ": " + out.join(", ");
})()`)
		if err != nil {
			d.t.Fatal(err)
		}
		if wide != "" {
			d.t.Errorf("%s: the page %s is wider than the phone (%s CSS pixels): it scrolls sideways", d.name, name, wide)
		}
	}
	ctx, cancel := context.WithTimeout(d.ctx, deadline)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		d.t.Fatalf("%s: screenshot: %v", d.name, err)
	}
	n := d.b.n.Add(1)
	test := strings.NewReplacer("/", "-", " ", "_").Replace(d.t.Name())
	file := filepath.Join(d.b.shots, fmt.Sprintf("%02d-%s-%s-%s.png", n, test, d.name, name))
	if err := os.WriteFile(file, png, 0o644); err != nil {
		d.t.Fatal(err)
	}
}

// login opens a link and follows its "continue" to the link's first page.
func (d *device) login(link string) {
	d.t.Helper()
	d.open(link)
	if got := d.text("main"); !strings.Contains(got, "此链接属于 this link is for") {
		d.t.Fatalf("%s: the link's page says %q", d.name, got)
	}
	if code := d.tap("a.big"); code != 200 {
		d.t.Fatalf("%s: continue: status %d", d.name, code)
	}
}

// makeLink fills in the organiser page's form for a new link, as the
// organiser does, and returns the link it shows once.
func (d *device) makeLink(base, name, role, boards string) string {
	d.t.Helper()
	d.open(base + "/org")
	d.do("fill in the new link",
		chromedp.SendKeys(chromedp.CSS(`form[action="/org/links"] input[name=name]`), name),
		chromedp.SetValue(chromedp.CSS(`form[action="/org/links"] select[name=role]`), role),
		chromedp.SendKeys(chromedp.CSS(`form[action="/org/links"] input[name=boards]`), boards),
	)
	if code := d.tap(`form[action="/org/links"] button`); code != 200 {
		d.t.Fatalf("make link %s: status %d\n%s", name, code, d.mainText())
	}
	link := d.text("#newlink")
	if !strings.HasPrefix(link, base+"/k/") {
		d.t.Fatalf("new link %q is not on %s", link, base)
	}
	// The helper scans it from the organiser's screen: its QR code, as
	// Chromium draws it, reads the same link.
	if scanned := d.scan(`.newlink svg`); scanned != link {
		d.t.Fatalf("the new link's QR code reads %q, the page says %q", scanned, link)
	}
	return link
}

// scan reads the QR code css from a picture of it as the page shows it.
func (d *device) scan(css string) string {
	d.t.Helper()
	ctx, cancel := context.WithTimeout(d.ctx, deadline)
	defer cancel()
	pic, err := chromedp.Run(ctx, chromedp.ScreenshotScale(chromedp.CSS(css), 3))
	if err != nil {
		d.t.Fatalf("%s: no picture of the QR code %s: %v", d.name, css, err)
	}
	img, err := png.Decode(bytes.NewReader(pic))
	if err != nil {
		d.t.Fatal(err)
	}
	text, err := qrcode.Decode(img)
	if err != nil {
		d.t.Fatalf("%s: the QR code %s does not read: %v", d.name, css, err)
	}
	return text
}

// resultJS is an expression for the text of the result column of a board
// in the page's table (the column headed "result" or 结果), or null.
func resultJS(board int) string {
	return fmt.Sprintf(`(function () {
  var rows = document.querySelectorAll("main table tr"), col = -1;
  for (var i = 0; i < rows.length; i++) {
    var c = rows[i].cells;
    if (col < 0) {
      for (var j = 0; j < c.length; j++) if (/result|结果/.test(c[j].textContent)) col = j;
      continue;
    }
    if (c.length > col && c[0].textContent.trim() === "%d") return c[col].textContent.trim();
  }
  return null;
})()`, board)
}

// resultIs is an expression true when the page's table shows res for board.
func resultIs(board int, res string) string {
	return fmt.Sprintf(`%s === %q`, resultJS(board), res)
}

// hallShows is an expression true when the hall screen's pairings show
// res for board, in the score sheet's Chinese words (红胜, 和, …) as the
// screen writes them in zh.
func hallShows(board int, res scoring.Result) string {
	return fmt.Sprintf(`(function () {
  var td = document.querySelector('.panel[data-panel="board"] td[data-k="%d"]');
  return !!td && td.textContent.trim() === %q;
})()`, board, res.Chinese())
}

// hallHas is an expression true when the hall screen's pairings have board.
func hallHas(board int) string {
	return fmt.Sprintf(`document.querySelector('.panel[data-panel="board"] td[data-k="%d"]') !== null`, board)
}

// serveInProcess runs 'xqt serve PATH --addr 127.0.0.1:0' in this process,
// with the tests' clock, and returns its address and the organiser link it
// prints. The server stops with the test.
func serveInProcess(t *testing.T, path string) (base, orgLink string) {
	t.Helper()
	return serveOpts(t, &serveOptions{Path: path, Addr: "127.0.0.1:0"})
}

// serveOpts runs the verb's body on opts until the test ends. When the
// port is taken (another test binding the same fixed port), it tries again
// for up to 30 seconds.
func serveOpts(t *testing.T, opts *serveOptions) (base, orgLink string) {
	t.Helper()
	for try := time.Now(); ; time.Sleep(500 * time.Millisecond) {
		base, orgLink, err := serveOnce(t, opts)
		if err == nil {
			return base, orgLink
		}
		if !strings.Contains(err.Error(), "cannot listen") || time.Since(try) > 30*time.Second {
			t.Fatal(err)
		}
	}
}

func serveOnce(t *testing.T, opts *serveOptions) (base, orgLink string, err error) {
	t.Helper()
	var out, errb syncBuf
	f := serveFactory("组委")
	f.IO.Out, f.IO.Err = &out, &errb
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveUntil(ctx, f, opts) }()
	for i := 0; i < 1000; i++ {
		for _, line := range strings.Split(out.String(), "\n") {
			if _, l, ok := strings.Cut(line, "(keep it private 请勿外传): "); ok {
				t.Cleanup(func() {
					cancel()
					select {
					case err := <-done:
						if err != nil {
							t.Errorf("serve: %v", err)
						}
					case <-time.After(10 * time.Second):
						t.Errorf("serve did not stop")
					}
				})
				b, _, _ := strings.Cut(l, "/k/")
				return b, l, nil
			}
		}
		select {
		case err := <-done:
			cancel()
			return "", "", fmt.Errorf("serve stopped: %v\n%s", err, errb.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	cancel()
	return "", "", fmt.Errorf("serve printed no organiser link:\n%s\n%s", out.String(), errb.String())
}

// cliTwin enters the same results with 'xqt result' into the start of the
// event at path and returns the file it gives, then puts the start back:
// each step is the user and the arguments after FILE.
func cliTwin(t *testing.T, path string, start []byte, steps [][]string) []byte {
	t.Helper()
	var full [][]string
	for _, s := range steps {
		full = append(full, append([]string{s[0], "result", "FILE"}, s[1:]...))
	}
	return cliTwinArgs(t, path, start, full)
}

// cliTwinArgs runs command lines on the start of the event at path and
// returns the file they give, then puts the start back: each step is the
// user and the arguments, FILE standing for path. The twin runs on the
// same path as the served file, so the log's commands name the same file.
func cliTwinArgs(t *testing.T, path string, start []byte, steps [][]string) []byte {
	t.Helper()
	if err := os.WriteFile(path, start, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		args := append([]string(nil), s[1:]...)
		for i, a := range args {
			if a == "FILE" {
				args[i] = path
			}
		}
		if code, stderr := cli(s[0], args...); code != 0 {
			t.Fatalf("xqt %v as %s: exit %d %s", args, s[0], code, stderr)
		}
	}
	out := mustRead(t, path)
	if err := os.WriteFile(path, start, 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

// sameFile fails when the file the pages wrote differs from the one the
// command line wrote, showing the first lines that differ.
func sameFile(t *testing.T, byCLI, byPages []byte) {
	t.Helper()
	if bytes.Equal(byCLI, byPages) {
		return
	}
	a, b := strings.Split(string(byCLI), "\n"), strings.Split(string(byPages), "\n")
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			t.Fatalf("the event file entered through the pages differs from the one 'xqt result' writes, from line %d:\n  cli:   %q\n  pages: %q", i+1, x, y)
		}
	}
}

// game is board of round 1 as the file now has it.
func game(t *testing.T, path string, board int) scoring.Game {
	t.Helper()
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range ev.Rounds[0].Games {
		if g.Board == board {
			return g
		}
	}
	t.Fatalf("round 1 has no board %d", board)
	return scoring.Game{}
}

// TestServeBrowser drives the pages in Chromium: a whole round entered by
// taps on a phone, a conflict the organiser decides on the organiser page,
// a round entered from the QR codes of its printed slips, and a hall screen that follows a command-line write and a phone's entry
// without reloading. Each ends by comparing the event file with the one
// 'xqt result' writes for the same entries as the same users: byte for
// byte, so the results and the change log entries (who, when, command,
// notes) are the command line's own.
func TestServeBrowser(t *testing.T) {
	b := startBrowser(t)
	// In parallel: each has its own server, file and browser contexts, and
	// most of their time is the pages' two-second polls.
	for name, run := range map[string]func(*testing.T, *browser){"round": browserRound, "conflict": browserConflict, "screen": browserScreen, "slips": browserSlips, "games": browserGames, "armageddon": browserArmageddon, "teams": browserTeams, "checkin": browserCheckIn} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			run(t, b)
		})
	}
}

// browserRound: a helper enters a round of six boards, one button of each
// kind, by tapping through the round's list on a phone.
func browserRound(t *testing.T, b *browser) {
	path := pairedEvent(t, 12) // boards 1-6
	round := []struct {
		board  int
		button string
	}{{1, "1-0"}, {2, "="}, {3, "0-1"}, {4, "-+"}, {5, "+-"}, {6, "--"}}
	var steps [][]string
	for _, e := range round {
		steps = append(steps, []string{"王裁判", "1", fmt.Sprint(e.board), e.button})
	}
	byCLI := cliTwin(t, path, mustRead(t, path), steps)

	base, orgLink := serveInProcess(t, path)
	org := b.phone(t, "organiser")
	org.login(orgLink)
	link := org.makeLink(base, "王裁判", "results", "")
	org.shot("new-link")

	p := b.phone(t, "phone")
	p.login(link)
	p.shot("round")
	p.tapTargets(`main a`)
	for i, e := range round {
		before := game(t, path, e.board)
		if code := p.tap(fmt.Sprintf(`main a[href="/board/%d"]`, e.board)); code != 200 {
			t.Fatalf("board %d: status %d", e.board, code)
		}
		if got := p.text(".players"); !strings.Contains(got, name4(t, path, before.Red)) || !strings.Contains(got, name4(t, path, before.Black)) {
			t.Fatalf("board %d shows %q, want red %d and black %d", e.board, got, before.Red, before.Black)
		}
		if i == 0 {
			p.shot("board")
			p.tapTargets(`main button, main a`)
		}
		if code := p.tap(fmt.Sprintf(`button[value="%s"]`, e.button)); code != 200 {
			t.Fatalf("board %d %s: status %d\n%s", e.board, e.button, code, p.mainText())
		}
		g := game(t, path, e.board)
		if msg := p.text(`[role=status]`); !strings.HasPrefix(msg, fmt.Sprintf("round 1, board %d: ", e.board)) {
			t.Fatalf("board %d: the page says %q", e.board, msg)
		}
		if shown := p.text("#result"); shown != g.Result.String() {
			t.Fatalf("board %d: the page shows %q, the file has %q", e.board, shown, g.Result.String())
		}
		if i == 0 {
			p.shot("entered")
		}
		if code := p.tap(`main a[href="/"]`); code != 200 {
			t.Fatalf("back to the round: status %d", code)
		}
		p.waitFor(fmt.Sprintf("board %d in the round's list", e.board), resultIs(e.board, g.Result.String()), time.Second)
	}
	p.shot("round-done")
	sameFile(t, byCLI, mustRead(t, path))
}

// name4 is the name of player no in the event at path.
func name4(t *testing.T, path string, no int) string {
	t.Helper()
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if p := ev.Player(no); p != nil {
		return p.Name
	}
	t.Fatalf("no player %d", no)
	return ""
}

// browserConflict: two helpers at one board send different results; the
// second is held, the organiser's page shows it without a reload, and the
// organiser uses it. A second conflict is decided the other way (keep).
func browserConflict(t *testing.T, b *browser) {
	path := pairedEvent(t, 4) // boards 1-2
	const org = "organiser 编排长"
	byCLI := cliTwin(t, path, mustRead(t, path), [][]string{
		{"甲", "1", "1", "1-0"},
		{org, "1", "1", "0-1"}, // the organiser uses 乙's result
		{"甲", "1", "2", "="},   // 乙's 0-1 on board 2 is not used
	})

	base, orgLink := serveInProcess(t, path)
	o := b.phone(t, "organiser")
	o.login(orgLink)
	linkA := o.makeLink(base, "甲", "results", "1-2")
	linkB := o.makeLink(base, "乙", "results", "")
	o.open(base + "/org")
	o.mark()

	a, bb := b.phone(t, "phone-a"), b.phone(t, "phone-b")
	a.login(linkA)
	bb.login(linkB)
	a.open(base + "/board/1")
	bb.open(base + "/board/1")
	if code := a.tap(`button[value="1-0"]`); code != 200 {
		t.Fatalf("甲 board 1: status %d", code)
	}
	if code := bb.tap(`button[value="0-1"]`); code != 409 {
		t.Fatalf("乙's different result on board 1: status %d, want 409 (conflict)\n%s", code, bb.mainText())
	}
	if msg := bb.text(`[role=alert]`); !strings.Contains(msg, "already has the result 1-0") {
		t.Fatalf("乙's page says %q", msg)
	}
	if shown := bb.text("#result"); shown != "1-0" {
		t.Fatalf("乙's page shows %q, want the file's 1-0", shown)
	}
	bb.shot("conflict")
	if g := game(t, path, 1); g.Result != scoring.RedWins {
		t.Fatalf("board 1 is %v after the conflicting entry, want 1-0", g.Result)
	}

	took := o.waitFor("the conflict on the organiser page", `!!document.querySelector(".conflict") && /乙/.test(document.querySelector(".conflict").textContent)`, 10*time.Second)
	if o.reloaded() {
		t.Fatalf("the organiser page was reloaded to show the conflict")
	}
	t.Logf("the organiser page showed the conflict %v after the entry", took.Round(10*time.Millisecond))
	if got := o.text(".conflict"); !strings.Contains(got, "1-0") || !strings.Contains(got, "0-1") {
		t.Fatalf("the conflict says %q, want the file's 1-0 and 乙's 0-1", got)
	}
	o.shot("conflict")
	// The organiser's own link has no revoke button (the server refuses
	// it): only 甲's and 乙's.
	if n, _ := eval[int](o, `document.querySelectorAll('form[action$="/revoke"]').length`); n != 2 {
		t.Errorf("%d revoke buttons on the organiser page, want 2 (not the organiser's own link)", n)
	}
	o.tapTargets(`main button, main p a`)
	if code := o.tap(`.conflict form[action$="/accept"] button`); code != 200 {
		t.Fatalf("accept: status %d\n%s", code, o.mainText())
	}
	if msg := o.text(`[role=status]`); !strings.HasPrefix(msg, "round 1, board 1: ") {
		t.Fatalf("after accepting, the organiser page says %q", msg)
	}
	if g := game(t, path, 1); g.Result != scoring.BlackWins {
		t.Fatalf("board 1 is %v after the organiser used 0-1", g.Result)
	}
	a.waitFor("甲's page shows the organiser's decision", `document.querySelector("#result").textContent.trim() === "0-1"`, 10*time.Second)

	// Board 2: 甲 enters =, 乙 sends 0-1, the organiser keeps =.
	a.open(base + "/board/2")
	if code := a.tap(`button[value="="]`); code != 200 {
		t.Fatalf("甲 board 2: status %d", code)
	}
	bb.open(base + "/board/2")
	if code := bb.tap(`button[value="0-1"]`); code != 409 {
		t.Fatalf("乙 board 2: status %d, want 409", code)
	}
	o.open(base + "/org")
	if code := o.tap(`.conflict form[action$="/dismiss"] button`); code != 200 {
		t.Fatalf("keep: status %d", code)
	}
	if msg := o.text(`[role=status]`); msg != "round 1, board 2: kept =" {
		t.Fatalf("after keeping, the organiser page says %q", msg)
	}
	if n, _ := eval[int](o, `document.querySelectorAll(".conflict").length`); n != 0 {
		t.Fatalf("%d conflicts still shown after both were decided", n)
	}
	o.shot("decided")
	sameFile(t, byCLI, mustRead(t, path))
	ev, err := event.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if d := ev.Log[len(ev.Log)-2]; d.Who != org || d.Note != "round 1, board 1: 1-0 → 0-1" {
		t.Fatalf("the decision's log entry: %+v", d)
	}
}

// browserScreen: a hall screen and a phone's round list follow a result the
// command line writes and one a phone enters, without a reload.
func browserScreen(t *testing.T, b *browser) {
	path := pairedEvent(t, 4) // boards 1-2
	byCLI := cliTwin(t, path, mustRead(t, path), [][]string{
		{"组委", "1", "2", "="},
		{"甲", "1", "1", "1-0"},
	})

	base, orgLink := serveInProcess(t, path)
	o := b.phone(t, "organiser")
	o.login(orgLink)
	screenLink := o.makeLink(base, "大屏", "screen", "")
	phoneLink := o.makeLink(base, "甲", "results", "")

	tv := b.screen(t, "screen")
	tv.login(screenLink) // a screen link's first page is the screen
	tv.waitFor("the screen's pairings", hallHas(2), 5*time.Second)
	tv.shot("before")
	tv.mark()
	watcher := b.phone(t, "phone-watching")
	watcher.login(phoneLink)
	watcher.mark()

	if code, stderr := cli("组委", "result", path, "1", "2", "="); code != 0 {
		t.Fatalf("xqt result: exit %d %s", code, stderr)
	}
	took := tv.waitFor("the screen shows the CLI's result", hallShows(2, scoring.Draw), 10*time.Second)
	watcher.waitFor("the phone's round list shows the CLI's result", resultIs(2, "="), 10*time.Second)
	t.Logf("the screen showed the command line's result after %v", took.Round(10*time.Millisecond))

	p := b.phone(t, "phone")
	p.login(phoneLink)
	p.tap(`main a[href="/board/1"]`)
	if code := p.tap(`button[value="1-0"]`); code != 200 {
		t.Fatalf("board 1: status %d", code)
	}
	took = tv.waitFor("the screen shows the phone's result", hallShows(1, scoring.RedWins), 10*time.Second)
	watcher.waitFor("the other phone's round list shows it", resultIs(1, "1-0"), 10*time.Second)
	t.Logf("the screen showed the phone's result after %v", took.Round(10*time.Millisecond))
	if tv.reloaded() || watcher.reloaded() {
		t.Fatalf("the screen or the watching phone reloaded to show the results (reloaded: screen %v, phone %v)", tv.reloaded(), watcher.reloaded())
	}
	tv.shot("after")
	watcher.shot("round")
	sameFile(t, byCLI, mustRead(t, path))
}

// TestReadmeEventDay runs the README's "Event day" section as written: its
// commands in order ('xqt serve' as the verb parses it, kept running while
// the others run against the same file), and, in the browser, the steps
// its list describes, tapping the labels it names, which must be the
// pages' own. Without a browser the commands still run, and the test then
// skips the steps (XQT_BROWSER=require fails it).
func TestReadmeEventDay(t *testing.T) {
	readme := string(mustRead(t, "../README.md"))
	start := strings.Index(readme, "\n## Event day")
	if start < 0 {
		t.Fatal(`the README has no "## Event day" section`)
	}
	section := readme[start+1:]
	if end := strings.Index(section, "\n## "); end >= 0 {
		section = section[:end]
	}
	says := func(label string) string {
		t.Helper()
		if !strings.Contains(section, label) {
			t.Errorf("the README's Event day section does not name %q, which the pages show", label)
		}
		return label
	}
	cmds := readmeCommands(section)
	if len(cmds) < 2 || !strings.HasPrefix(cmds[0].text, "xqt serve ") {
		t.Fatalf("the Event day section's commands %v: want 'xqt serve' first and the command line after it", cmds)
	}

	// spring.yaml as the README's round robin has it: round 1 paired.
	t.Chdir(t.TempDir())
	if err := os.WriteFile("roster.csv", []byte("姓名,单位\n王小明,一中\n李四,二中\n张三,三中\n赵六,一中\n钱七,四中\n孙八,五中\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"init", "spring.yaml", "--name", "2026 春季教职工象棋赛", "--system", "round-robin"},
		{"player", "import", "spring.yaml", "roster.csv"},
		{"pair", "spring.yaml"},
	} {
		if code, stderr := cli("组委", args...); code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, stderr)
		}
	}

	// The serve line as the verb reads it, then its body until the test ends.
	words := strings.Fields(cmds[0].text)
	var opts *serveOptions
	c := newCmdServe(serveFactory("组委"), func(o *serveOptions) error { opts = o; return nil })
	c.SetArgs(words[2:])
	c.SetOut(io.Discard)
	c.SetErr(io.Discard)
	if err := c.Execute(); err != nil {
		t.Fatalf("%s: %v", cmds[0].text, err)
	}
	base, orgLink := serveOpts(t, opts)
	if base != "http://127.0.0.1:8080" {
		t.Errorf("%q prints %s: the README says it listens on 127.0.0.1:8080", cmds[0].text, base)
	}

	// The command line, meanwhile.
	rest := func() {
		t.Helper()
		for _, c := range cmds[1:] {
			if strings.ContainsAny(c.text, `'"`) || c.stdin != "" {
				t.Fatalf("%q: this test splits commands at spaces only", c.text)
			}
			if code, stderr := cli("组委", strings.Fields(c.text)[1:]...); code != 0 {
				t.Fatalf("%s while the server runs: exit %d %s", c.text, code, stderr)
			}
		}
	}

	b, missing := openBrowser(t)
	if b == nil {
		resp, err := http.Get(orgLink)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("the organiser link: status %d", resp.StatusCode)
		}
		rest()
		skipBrowser(t, missing+"; the section's commands ran, its steps in the pages did not")
	}

	// 1. Start: the organiser opens the link.
	o := b.phone(t, "organiser")
	o.open(orgLink)
	o.tapText("a", says("继续 continue"))
	// 2. Hand out links.
	o.tapText("a", says("编排长 organiser"))
	says("新链接 new link")
	says("`results`")
	says("`screen`")
	says("`1-10`")
	says(strings.TrimSpace(o.text(`form[action="/org/links"] button`))) // 生成 make
	helper := o.makeLink(base, "王裁判", "results", "1-10")
	second := o.makeLink(base, "李裁判", "results", "")
	screen := o.makeLink(base, "大屏", "screen", "")
	says(o.text(`form[action$="/revoke"] button`)) // 撤销 revoke
	says("QR code")                                // makeLink read it back
	o.open(base + "/org")
	says(o.text(`form[action="/org/slips"] button`)) // 打印带二维码的记录表 print slips with QR codes

	// 3. Check in: round 1 is paired (a round robin), so who is not ticked
	// loses by forfeit; the players of board 3 do not come.
	checker := o.makeLink(base, "点名员", "checkin", "")
	says("`checkin`")
	says("点名 check-in")
	o.press(fmt.Sprintf(`//label[contains(., %q)]`, says("判负")))
	if on, _ := eval[bool](o, `document.querySelector('input[name=absent][value=forfeit]').checked`); !on {
		t.Fatalf("tapping 判负 did not choose the forfeit")
	}
	o.tapText("button", says("开始点名 open check-in"))
	ck := b.phone(t, "checkin")
	ck.open(checker)
	ck.tapText("a", "继续 continue")
	ev, err := event.Load("spring.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range ev.Rounds[0].Games[:2] {
		for _, no := range []int{g.Red, g.Black} {
			btn := fmt.Sprintf(`form:has(input[name=no][value="%d"]) button`, no)
			if got := ck.text(btn); got != says("到 present") {
				t.Fatalf("player %d's check-in button says %q", no, got)
			}
			if code := ck.tap(btn); code != 200 {
				t.Fatalf("tick %d: status %d\n%s", no, code, ck.mainText())
			}
		}
	}
	ck.shot("checkin")
	o.open(base + "/org")
	if code := o.tapText("button", says("结束点名 close check-in")); code != 200 {
		t.Fatalf("close check-in: status %d\n%s", code, o.mainText())
	}
	if g := game(t, "spring.yaml", 3); g.Result != scoring.DoubleForfeit {
		t.Fatalf("board 3, neither player checked in, is %v after closing, want --", g.Result)
	}
	says(o.text(`form[action="/org/steps/pair"] button`)) // 编排下一轮 pair the next round
	says("下一步 next step")
	for _, step := range []string{"advance", "export-xlsx", "export-html"} {
		if n, _ := eval[int](o, fmt.Sprintf(`document.querySelectorAll('form[action="/org/steps/%s"]').length`, step)); n != 1 {
			t.Errorf("the organiser page has no %s step, which the README names", step)
		}
	}

	// 5. (first, so it is up when the results come) Put the screens up.
	tv := b.screen(t, "screen")
	tv.open(screen)
	tv.tapText("a", "继续 continue")
	tv.waitFor("the screen's pairings", hallHas(3), 5*time.Second)
	tv.mark()

	// 4. Enter results from a phone, with every button the README names.
	p := b.phone(t, "phone")
	p.open(helper)
	p.tapText("a", "继续 continue")
	p.tap(`main a[href="/board/1"]`)
	for _, btn := range []string{"红胜", "和", "黑胜", "红弃权", "黑弃权", "双弃权"} {
		says(btn)
		if n, _ := eval[int](p, fmt.Sprintf(`Array.from(document.querySelectorAll("main button")).filter(function (b) { return b.textContent.indexOf(%q) === 0 }).length`, btn)); n != 1 {
			t.Errorf("the board page has %d buttons %s, want 1", n, btn)
		}
	}
	if code := p.tapText("button", "红胜"); code != 200 {
		t.Fatalf("红胜: status %d", code)
	}
	if g := game(t, "spring.yaml", 1); g.Result != scoring.RedWins {
		t.Fatalf("after 红胜 board 1 is %v", g.Result)
	}
	ev, err = event.Load("spring.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if l := ev.Log[len(ev.Log)-1]; l.Who != "王裁判" || l.Command != "xqt result spring.yaml 1 1 1-0" {
		t.Fatalf("the phone's entry is logged as %+v, want 王裁判 and the command 'xqt result' writes", l)
	}
	// A different second entry is held for the organiser.
	q := b.phone(t, "phone-2")
	q.open(second)
	q.tapText("a", "继续 continue")
	q.tap(`main a[href="/board/1"]`)
	if code := q.tapText("button", "黑胜"); code != 409 {
		t.Fatalf("a different second entry: status %d, want 409", code)
	}
	o.open(base + "/org")
	says("冲突 conflicts")
	says(o.text(`.conflict form[action$="/accept"] button`)[:len("采用新结果 use")])
	says(o.text(`.conflict form[action$="/dismiss"] button`)[:len("保留 keep")])
	if code := o.tapText("button", "保留 keep"); code != 200 {
		t.Fatalf("保留 keep: status %d", code)
	}
	tv.waitFor("the screen shows the phone's result", hallShows(1, scoring.RedWins), 10*time.Second)

	// The command line keeps working: every page shows its result.
	rest()
	tv.waitFor("the screen shows the command line's result", hallShows(2, scoring.Draw), 10*time.Second)
	if tv.reloaded() {
		t.Fatalf("the screen reloaded to show the results")
	}
	tv.shot("readme")
	// The screen's panels as the README lists them, and ?lang=en.
	for _, panel := range []string{"board", "name"} {
		if n, _ := eval[int](tv, fmt.Sprintf(`document.querySelectorAll('.panel[data-panel="%s"]').length`, panel)); n != 1 {
			t.Errorf("the screen has %d panels %q, want 1", n, panel)
		}
	}
	says("`?lang=en`")
	tv.open(base + "/screen?lang=en")
	if h := tv.text(`.panel[data-panel="board"] h1`); !strings.Contains(h, "pairings by board") {
		t.Errorf("the screen with ?lang=en is headed %q", h)
	}
	sameLog := 0
	ev, err = event.Load("spring.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range ev.Log {
		if strings.HasPrefix(l.Command, "xqt result spring.yaml 1 ") {
			sameLog++
		}
	}
	if sameLog != 2 {
		t.Fatalf("%d result entries in the log, want 2 (the phone's and the command line's; the held entry is not saved)", sameLog)
	}
}

// browserSlips: the organiser prints the round's result slips from the
// organiser page; each slip's QR code, read back from Chromium's picture of
// it as a phone's camera would, opens that board on a player's phone, where
// the result is tapped in. The file is the one 'xqt result' writes for the
// slips' names.
func browserSlips(t *testing.T, b *browser) {
	path := pairedEvent(t, 8) // boards 1-4
	want := map[int]string{1: "1-0", 2: "=", 3: "0-1", 4: "+-"}
	var steps [][]string
	for board := 1; board <= 4; board++ {
		steps = append(steps, []string{fmt.Sprintf("对局记录表 slip 1/%d", board), "1", fmt.Sprint(board), want[board]})
	}
	byCLI := cliTwin(t, path, mustRead(t, path), steps)

	base, orgLink := serveInProcess(t, path)
	desk := b.laptop(t, "organiser-laptop")
	desk.login(orgLink)
	desk.open(base + "/org")
	// The form opens the slips in a new tab to print; here they open in
	// this one.
	desk.do("slips in this tab", chromedp.RemoveAttribute(chromedp.CSS(`form[action="/org/slips"]`), "target"))
	if code := desk.tap(`form[action="/org/slips"] button`); code != 200 {
		t.Fatalf("print slips: status %d\n%s", code, desk.mainText())
	}
	desk.shot("slips")
	n, err := eval[int](desk, `(function () {
  var slips = document.querySelectorAll(".slip");
  slips.forEach(function (s, i) {
    var q = s.querySelector("svg.qr"), b = s.querySelector(".board");
    if (q) q.id = "qr" + i;
    s.setAttribute("data-board", b ? (b.textContent.match(/\d+/) || [""])[0] : "");
  });
  return slips.length;
})()`)
	if err != nil || n != 4 {
		t.Fatalf("%d slips (%v), want 4", n, err)
	}
	seen := map[int]bool{}
	for i := 0; i < n; i++ {
		board, _ := eval[string](desk, fmt.Sprintf(`document.querySelectorAll(".slip")[%d].getAttribute("data-board")`, i))
		link := desk.scan(fmt.Sprintf("#qr%d", i))
		if !strings.HasPrefix(link, base+"/k/") {
			t.Fatalf("slip of board %s reads %q, not a link of %s", board, link, base)
		}
		no := atoiTest(t, board)
		if seen[no] {
			t.Fatalf("two slips of board %d", no)
		}
		seen[no] = true

		p := b.phone(t, fmt.Sprintf("phone-board-%d", no))
		p.open(link)
		if code := p.tap("a.big"); code != 200 { // straight to the slip's board
			t.Fatalf("board %d's slip: continue: status %d", no, code)
		}
		if h := p.text("h1"); !strings.Contains(h, fmt.Sprintf("board %d", no)) {
			t.Fatalf("board %d's slip opens %q", no, h)
		}
		if code := p.tap(fmt.Sprintf(`button[value="%s"]`, want[no])); code != 200 {
			t.Fatalf("board %d %s from its slip: status %d\n%s", no, want[no], code, p.mainText())
		}
		if no == 1 {
			p.shot("from-slip")
		}
	}
	sameFile(t, byCLI, mustRead(t, path))
}

func atoiTest(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q is not a number", s)
	}
	return n
}

// browserGames: a best-of-3 knockout round entered game by game from the
// board pages on a phone: each game has its own buttons; the file is the one
// 'xqt result ... --game N' writes.
func browserGames(t *testing.T, b *browser) {
	path := eventFrom(t, "姓名\n甲\n乙\n丙\n丁\n",
		[]string{"init", "EV", "--name", "杯赛", "--system", "knockout", "--option", "match=best-of-3", "--seed", "1"},
		[]string{"player", "import", "EV", "ROSTER"},
		[]string{"pair", "EV"})
	steps := []struct {
		board, game int
		res         string
	}{{1, 1, "1-0"}, {1, 2, "="}, {1, 3, "0-1"}, {2, 1, "1-0"}, {2, 2, "0-1"}}
	var cliSteps [][]string
	for _, e := range steps {
		cliSteps = append(cliSteps, []string{"王裁判", "1", fmt.Sprint(e.board), e.res, "--game", fmt.Sprint(e.game)})
	}
	byCLI := cliTwin(t, path, mustRead(t, path), cliSteps)

	base, p := helperPhone(t, b, path, "王裁判")
	for i, e := range steps {
		p.open(fmt.Sprintf("%s/board/%d", base, e.board))
		if i == 0 {
			p.shot("match")
			p.tapTargets(`main button`)
		}
		if code := p.tap(fmt.Sprintf(`form:has(input[name=game][value="%d"]) button[value="%s"]`, e.game, e.res)); code != 200 {
			t.Fatalf("board %d game %d %s: status %d\n%s", e.board, e.game, e.res, code, p.mainText())
		}
		if msg := p.text(`[role=status]`); !strings.Contains(msg, fmt.Sprintf("round 1, board %d", e.board)) {
			t.Fatalf("board %d game %d: the page says %q", e.board, e.game, msg)
		}
	}
	if w, err := eval[string](p, `document.querySelector("main .ok b") ? document.querySelector("main .ok b").textContent : ""`); err != nil || w == "" {
		t.Errorf("board 2's page names no winner after 2-0 (%v)", err)
	}
	p.shot("match-won")
	sameFile(t, byCLI, mustRead(t, path))
}

// browserArmageddon: after a drawn game 1 of single+armageddon, a phone
// opens "the chooser took red" under the armageddon game and taps 红胜
// there; the file is the one 'xqt result … --game 2 --red CHOOSER' writes.
func browserArmageddon(t *testing.T, b *browser) {
	path := eventFrom(t, "姓名\n甲\n乙\n丙\n丁\n",
		[]string{"init", "EV", "--name", "杯赛", "--system", "knockout", "--option", "match=single+armageddon", "--seed", "1"},
		[]string{"player", "import", "EV", "ROSTER"},
		[]string{"pair", "EV"},
		[]string{"result", "EV", "1", "1", "=", "--game", "1"})
	chooser := scoring.ArmageddonChooser(game(t, path, 1))
	byCLI := cliTwin(t, path, mustRead(t, path), [][]string{{"王裁判", "1", "1", "1-0", "--game", "2", "--red", fmt.Sprint(chooser)}})

	base, p := helperPhone(t, b, path, "王裁判")
	p.open(base + "/board/1")
	p.press(`details.swap summary`)
	p.shot("armageddon-chooser-red")
	if code := p.tap(`details.swap form button[value="1-0"]`); code != 200 {
		t.Fatalf("armageddon, chooser red, 1-0: status %d\n%s", code, p.mainText())
	}
	if msg := p.text(`[role=status]`); !strings.Contains(msg, "round 1, board 1") {
		t.Fatalf("the page says %q", msg)
	}
	p.shot("armageddon-won")
	sameFile(t, byCLI, mustRead(t, path))
}

// helperPhone serves path in process and returns its address and a phone
// logged in with a results link for all boards in name, made on the
// organiser's phone.
func helperPhone(t *testing.T, b *browser, path, name string) (string, *device) {
	base, orgLink := serveInProcess(t, path)
	o := b.phone(t, "organiser")
	o.login(orgLink)
	link := o.makeLink(base, name, "results", "")
	p := b.phone(t, "phone")
	p.login(link)
	return base, p
}

// browserTeams: a team round entered board by board from the match pages
// on a phone; the file is the one 'xqt result ... --board N' writes.
func browserTeams(t *testing.T, b *browser) {
	path := eventFrom(t, "姓名,队名\n甲1,甲队\n甲2,甲队\n乙1,乙队\n乙2,乙队\n丙1,丙队\n丙2,丙队\n丁1,丁队\n丁2,丁队\n",
		[]string{"init", "EV", "--name", "团体赛", "--system", "round-robin", "--teams", "--boards", "2"},
		[]string{"player", "import", "EV", "ROSTER"},
		[]string{"pair", "EV"})
	steps := []struct {
		match, tb int
		res       string
	}{{1, 1, "1-0"}, {1, 2, "="}, {2, 1, "0-1"}, {2, 2, "-+"}}
	var cliSteps [][]string
	for _, e := range steps {
		cliSteps = append(cliSteps, []string{"李裁判", "1", fmt.Sprint(e.match), e.res, "--board", fmt.Sprint(e.tb)})
	}
	byCLI := cliTwin(t, path, mustRead(t, path), cliSteps)

	_, p := helperPhone(t, b, path, "李裁判")
	for i, e := range steps {
		if code := p.tap(fmt.Sprintf(`main a[href="/match/%d"]`, e.match)); code != 200 {
			t.Fatalf("match %d: status %d", e.match, code)
		}
		if i == 0 {
			p.shot("team-match")
			p.tapTargets(`main button`)
		}
		if code := p.tap(fmt.Sprintf(`form:has(input[name=tb][value="%d"]) button[value="%s"]`, e.tb, e.res)); code != 200 {
			t.Fatalf("match %d board %d %s: status %d\n%s", e.match, e.tb, e.res, code, p.mainText())
		}
		if code := p.tap(`main a[href="/"]`); code != 200 {
			t.Fatalf("back to the round: status %d", code)
		}
	}
	sameFile(t, byCLI, mustRead(t, path))
}
