package scoring

// CheckIn is the roll call 点名 of a round while it is open: helpers tick
// the players present ('xqt checkin', the check-in page of 'xqt serve';
// docs/serve.md). What happens to a player not ticked is Absent: for the
// next round to pair, "exclude" leaves them out of it as 'xqt pair
// --exclude' does (the round records them in Round.Absent); for the round
// already paired, "forfeit" loses their game by forfeit when the check-in
// is closed.
type CheckIn struct {
	Round   int    // the round it is for
	Absent  string // CheckInExclude or CheckInForfeit
	Present []int  // start numbers ticked present, ascending
}

// What happens to a player not checked in.
const (
	CheckInExclude = "exclude"
	CheckInForfeit = "forfeit"
)

// IsPresent reports whether player no is ticked present.
func (c *CheckIn) IsPresent(no int) bool {
	for _, p := range c.Present {
		if p == no {
			return true
		}
	}
	return false
}
