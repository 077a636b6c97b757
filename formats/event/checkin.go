package event

import "github.com/xiangqi-org/xqt/scoring"

// fileCheckIn is the open roll call of a round (scoring.CheckIn):
//
//	checkin:
//	  round: 3
//	  absent: exclude
//	  present: [1, 2, 5]
type fileCheckIn struct {
	Round   int    `yaml:"round"`
	Absent  string `yaml:"absent"`
	Present []int  `yaml:"present,flow,omitempty"`
}

func checkInToFile(ev *scoring.Event, f *file) {
	if c := ev.CheckIn; c != nil {
		f.CheckIn = &fileCheckIn{Round: c.Round, Absent: c.Absent, Present: c.Present}
	}
}

// checkInFromFile reads the check-in: for the next round to pair when it
// excludes, for the last round paired when it forfeits; players that exist,
// each once, in ascending order.
func checkInFromFile(f *file, ev *scoring.Event, known func(int) bool, c *checker) {
	fc := f.CheckIn
	if fc == nil {
		return
	}
	ev.CheckIn = &scoring.CheckIn{Round: fc.Round, Absent: fc.Absent, Present: fc.Present}
	next := len(f.Rounds) + 1
	switch fc.Absent {
	case scoring.CheckInExclude:
		if fc.Round != next {
			c.add(at("checkin", "round"), "check-in for round %d leaves absent players out of the pairing, so it is for the next round to pair, %d: close it first ('xqt checkin FILE --close'), then open one for the round you mean", fc.Round, next)
		}
	case scoring.CheckInForfeit:
		if fc.Round != next-1 || fc.Round < 1 {
			c.add(at("checkin", "round"), "check-in for round %d forfeits the games of absent players, so it is for the last round paired (%d): close it first ('xqt checkin FILE --close'), then open one for the round you mean", fc.Round, next-1)
		}
	default:
		c.add(at("checkin", "absent"), "check-in: absent %q: write exclude (left out of the next round) or forfeit (their game of the round paired is lost by forfeit)", fc.Absent)
	}
	for i, no := range fc.Present {
		switch {
		case !known(no):
			c.add(at("checkin", "present", i), "check-in: player %d is not in the players list", no)
		case i > 0 && no <= fc.Present[i-1]:
			c.add(at("checkin", "present", i), "check-in: present players are start numbers in ascending order, each once; %d comes after %d", no, fc.Present[i-1])
		}
	}
}
