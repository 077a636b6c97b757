package cmd

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/formats/event"
	"github.com/xiangqi-org/xqt/scoring"
)

// propertyStart is how each random walk of TestNoCommandBreaksTheEvent
// begins: a system, stages or teams, made through the CLI.
var propertyStarts = []struct {
	name  string
	setup [][]string
	teams bool
}{
	{"swiss", [][]string{{"init", "e.yaml", "--name", "瑞士", "--system", "swiss", "--rounds", "4"}}, false},
	{"dutch", [][]string{{"init", "e.yaml", "--name", "荷兰", "--system", "swiss", "--rounds", "3", "--swiss", "dutch"}}, false},
	{"round robin", [][]string{{"init", "e.yaml", "--name", "循环"}}, false},
	{"knockout", [][]string{{"init", "e.yaml", "--name", "淘汰", "--system", "knockout", "--match", "best-of-3"}}, false},
	{"cards", [][]string{{"init", "e.yaml", "--name", "抽签", "--system", "knockout", "--draw", "cards"}}, false},
	{"stages", [][]string{{"init", "e.yaml", "--name", "分组", "--groups", "2"},
		{"stage", "add", "e.yaml", "ko", "--system", "knockout", "--qualify", "top2-per-group", "--seeding", "crossover"}}, false},
	{"swiss to final", [][]string{{"init", "e.yaml", "--name", "决赛", "--system", "swiss", "--rounds", "2"},
		{"stage", "add", "e.yaml", "final", "--system", "round-robin", "--qualify", "4"}}, false},
	{"ladder final", [][]string{{"init", "e.yaml", "--name", "阶梯", "--system", "swiss", "--rounds", "1"},
		{"stage", "add", "e.yaml", "final", "--system", "ladder", "--qualify", "4"}}, false},
	{"teams", [][]string{{"init", "e.yaml", "--name", "团体", "--teams", "--boards", "2"}}, true},
	{"team swiss", [][]string{{"init", "e.yaml", "--name", "团体瑞士", "--teams", "--system", "swiss", "--rounds", "3", "--boards", "2"}}, true},
}

// TestNoCommandBreaksTheEvent is the property of issue 21: whatever
// sequence of writing commands is run, valid or not, every one either
// succeeds and leaves an event 'xqt check' accepts, or is refused (exit 2,
// 3 or 4, never 1) and leaves the file byte-identical. Each walk is seeded,
// so a failure names the seed and step that repeat it.
func TestNoCommandBreaksTheEvent(t *testing.T) {
	steps := 45
	if testing.Short() {
		steps = 20
	}
	var walks, accepted, refusedAll int
	defer func() {
		t.Logf("%d walks of %d steps: %d commands accepted, %d refused (the steps, without the results entered to finish a round)", walks, steps, accepted, refusedAll)
	}()
	for _, start := range propertyStarts {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/seed%d", start.name, seed), func(t *testing.T) {
				dir := t.TempDir()
				for _, args := range start.setup {
					if code, _, stderr := run(t, dir, "", slices.Clone(args)...); code != 0 {
						t.Fatalf("%v: %d %s", args, code, stderr)
					}
				}
				rng := rand.New(rand.NewPCG(seed, 21))
				w := &walker{rng: rng, dir: dir, teams: start.teams}
				for i := 0; i < 8; i++ {
					w.do(t, -1, w.addPlayer(true))
				}
				var ok, refused int
				for step := 0; step < steps; step++ {
					if w.do(t, step, w.next(t)) {
						ok++
					} else {
						refused++
					}
				}
				walks, accepted, refusedAll = walks+1, accepted+ok, refusedAll+refused
				ev := w.load()
				closed := 0
				for _, st := range ev.Stages {
					if st.Closed {
						closed++
					}
				}
				t.Logf("%d steps: %d accepted, %d refused; the event ends with %d players, %d rounds, %d of %d stages closed",
					steps, ok, refused, len(ev.Players), len(ev.Rounds), closed, len(ev.Stages))
			})
		}
	}
}

type walker struct {
	rng   *rand.Rand
	dir   string
	teams bool
	n     int // players or teams added
}

// do runs one command and checks the property; it reports whether the
// command was accepted.
func (w *walker) do(t *testing.T, step int, args []string) bool {
	t.Helper()
	path := filepath.Join(w.dir, "e.yaml")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, w.dir, "", slices.Clone(args)...)
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	switch code {
	case ExitOK:
	case ExitUsage, ExitInvalid, ExitNoPairing:
		if !bytes.Equal(before, after) {
			t.Fatalf("step %d: %q was refused (exit %d: %s) but changed the file", step, args, code, stderr)
		}
		if strings.TrimSpace(stderr) == "" {
			t.Fatalf("step %d: %q was refused (exit %d) without a message", step, args, code)
		}
	default:
		t.Fatalf("step %d: %q: exit %d: %s", step, args, code, stderr)
	}
	if c, _, cerr := run(t, w.dir, "", "check", "e.yaml"); c != 0 {
		t.Fatalf("step %d: after %q (exit %d), 'xqt check' refuses the event:\n%s\nfile:\n%s", step, args, code, cerr, after)
	}
	return code == ExitOK
}

func (w *walker) load() *scoring.Event {
	ev, err := event.Load(filepath.Join(w.dir, "e.yaml"))
	if err != nil {
		panic(err) // the property was checked after the last step
	}
	return ev
}

func (w *walker) pick(xs ...string) string { return xs[w.rng.IntN(len(xs))] }

// names are good and bad names, the bad ones each refused for their own
// reason.
func (w *walker) name(good bool) string {
	w.n++
	if good || w.rng.IntN(3) > 0 {
		return fmt.Sprintf("棋手%d", w.n)
	}
	return w.pick("", " ", "\u3000", "\u200b", "a\nb", strings.Repeat("名", 201), "甲\u3000", " 棋手1", "棋手1")
}

func (w *walker) addPlayer(good bool) []string {
	if w.teams {
		args := []string{"team", "add", "e.yaml", "--name", "队" + w.name(good)}
		k := 2
		if !good {
			k = w.rng.IntN(4)
		}
		for i := 0; i < k; i++ {
			args = append(args, "--player", w.name(good))
		}
		if !good && w.rng.IntN(3) == 0 {
			args = append(args, "--sub", w.name(true))
		}
		return args
	}
	args := []string{"player", "add", "e.yaml", "--name", w.name(good), "--rating", strconv.Itoa(1500 + w.rng.IntN(400))}
	if !good && w.rng.IntN(4) == 0 {
		args = append(args, "--no", strconv.Itoa(w.rng.IntN(12)))
	}
	return args
}

// next is a random writing command: mostly ones that move the event on,
// also many that are wrong.
func (w *walker) next(t *testing.T) []string {
	ev := w.load()
	rounds := len(ev.Rounds)
	round := func() string {
		if w.rng.IntN(4) > 0 {
			return strconv.Itoa(max(1, rounds))
		}
		return strconv.Itoa(max(1, rounds-w.rng.IntN(2)+w.rng.IntN(2)))
	}
	boards := 1
	if rounds > 0 {
		boards = max(1, len(ev.Rounds[rounds-1].Games))
		if len(ev.Rounds[rounds-1].Matches) > 0 {
			boards = len(ev.Rounds[rounds-1].Matches)
		}
	}
	player := func() string {
		if w.rng.IntN(8) == 0 {
			return "无名"
		}
		return strconv.Itoa(1 + w.rng.IntN(len(ev.Players)+1))
	}
	res := func() string {
		return w.pick("1-0", "0-1", "=", "1-0", "0-1", "1-0", "0-1", "+-", "-+", "--", "2-0", "x")
	}
	board := func() string {
		if w.rng.IntN(6) == 0 {
			return strconv.Itoa(w.rng.IntN(boards + 2))
		}
		return strconv.Itoa(1 + w.rng.IntN(boards))
	}
	switch k := w.rng.IntN(100); {
	case k < 14:
		return []string{"pair", "e.yaml"}
	case k < 30 && rounds > 0:
		// Play the last round out: every open board a result.
		r := ev.Rounds[rounds-1]
		for _, g := range r.Games {
			if g.Result != scoring.NoResult {
				continue
			}
			args := []string{"result", "e.yaml", strconv.Itoa(rounds), strconv.Itoa(g.Board), w.pick("1-0", "0-1", "=")}
			if g.Match != 0 {
				args[3], args = strconv.Itoa(g.Match), append(args, "--board", strconv.Itoa(g.TeamBoard))
			}
			w.do(t, -1, args)
		}
		return []string{"advance", "e.yaml"}
	case k < 45:
		args := []string{"result", "e.yaml", round(), board(), res()}
		if w.teams && w.rng.IntN(6) > 0 {
			args = append(args, "--board", strconv.Itoa(1+w.rng.IntN(2)))
		} else if w.rng.IntN(6) == 0 {
			args = append(args, "--board", strconv.Itoa(w.rng.IntN(4)))
		}
		if w.rng.IntN(4) == 0 {
			args = append(args, "--game", strconv.Itoa(w.rng.IntN(4)))
		}
		for i := 0; i < 2 && len(args) == 5 && w.rng.IntN(2) == 0; i++ {
			w.do(t, -1, slices.Clone(args))
			args[4] = res()
			args[3] = board()
		}
		if w.rng.IntN(6) == 0 {
			args = append(args, "--red-fouls", strconv.Itoa(w.rng.IntN(5)), "--black-fouls", strconv.Itoa(w.rng.IntN(2)))
		}
		return args
	case k < 52:
		args := []string{"result", "e.yaml", round(), strconv.Itoa(1 + w.rng.IntN(boards)), "--clear"}
		if w.rng.IntN(2) == 0 {
			args = append(args, "--board", strconv.Itoa(1+w.rng.IntN(2)))
		}
		return args
	case k < 60:
		args := []string{"advance", "e.yaml"}
		for i := w.rng.IntN(3); i > 0; i-- {
			args = append(args, "--player", player())
		}
		return args
	case k < 63:
		return []string{"unpair", "e.yaml", w.pick("", "--force", "--reseed")}
	case k < 71:
		return []string{"player", "withdraw", "e.yaml", player(), "--round", strconv.Itoa(w.rng.IntN(rounds + 3))}
	case k < 77:
		return w.addPlayer(w.rng.IntN(2) == 0)
	case k < 83:
		args := []string{"stage", "add", "e.yaml", w.pick("s2", "s3", "a b", "x\ny", strings.Repeat("s", 300)),
			"--system", w.pick("round-robin", "knockout", "swiss", "bogus")}
		if w.rng.IntN(2) == 0 {
			args = append(args, "--qualify", w.pick("2", "4", "99", "top1-per-group", "list", "0"))
		}
		if w.rng.IntN(3) == 0 {
			args = append(args, "--after", strconv.Itoa(w.rng.IntN(100)))
		}
		if w.rng.IntN(3) == 0 {
			args = append(args, "--groups", strconv.Itoa(w.rng.IntN(6)))
		}
		if w.rng.IntN(3) == 0 {
			args = append(args, "--match", w.pick("best-of-3", "best-of-0", "bogus"))
		}
		if w.rng.IntN(4) == 0 {
			args = append(args, "--seeding", w.pick("crossover", "snake"))
		}
		if args[5] == "swiss" {
			args = append(args, "--rounds", "2")
		}
		return args
	case k < 88:
		args := []string{"playoff", "e.yaml"}
		for i := 2 + w.rng.IntN(2); i > 0; i-- {
			args = append(args, player())
		}
		return args
	case k < 94 && w.teams:
		args := []string{"lineup", "e.yaml", round(), strconv.Itoa(1 + w.rng.IntN(len(ev.Teams)+1))}
		for i := 1 + w.rng.IntN(3); i > 0; i-- {
			args = append(args, player())
		}
		return args
	case k < 94:
		return []string{"draw", "e.yaml", "--round", strconv.Itoa(rounds + w.rng.IntN(2)), "--card", player() + "=" + w.pick("红1", "黑1", "K", "紫1")}
	default:
		var lines []string
		for b := 1; b <= boards+w.rng.IntN(2); b++ {
			lines = append(lines, fmt.Sprintf("%d %s", b, res()))
		}
		return []string{"results", "e.yaml", round(), writeTemp(w.dir, strings.Join(lines, "\n")+"\n")}
	}
}

func writeTemp(dir, text string) string {
	p := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		panic(err)
	}
	return p
}
