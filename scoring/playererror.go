package scoring

import (
	"fmt"
	"strconv"
)

// PlayerNo is a start number inside a PlayerError's message: printed alone
// it reads "player 5"; PlayerError.Named writes the player's name instead.
type PlayerNo int

func (p PlayerNo) String() string { return "player " + strconv.Itoa(int(p)) }

// PlayerError is a problem about players, which the message names by start
// number (PlayerNo arguments), with a hint of what to do. The CLI renders
// it with the players' names by Named; Error gives the plain form.
type PlayerError struct {
	Format string // a fmt format; each PlayerNo argument is a player
	Args   []any  // PlayerNo, *PlayerError (nested, named too), or anything fmt prints
	Hint   string // the way on, "" when the message says it already
}

// PlayerErrorf makes a PlayerError; give players as PlayerNo(no) to a %v or %s verb.
func PlayerErrorf(format string, args ...any) *PlayerError {
	return &PlayerError{Format: format, Args: args}
}

// WithHint sets the error's hint and returns it.
func (e *PlayerError) WithHint(hint string) *PlayerError {
	e.Hint = hint
	return e
}

func (e *PlayerError) Error() string { return e.Named(nil) }

// Players are the start numbers the message names, in order (nested errors
// included).
func (e *PlayerError) Players() []int {
	var nos []int
	for _, a := range e.Args {
		switch v := a.(type) {
		case PlayerNo:
			nos = append(nos, int(v))
		case *PlayerError:
			nos = append(nos, v.Players()...)
		}
	}
	return nos
}

// Named is the message with each player written by label (nil: "player N"),
// and the hint after a colon.
func (e *PlayerError) Named(label func(no int) string) string {
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		switch v := a.(type) {
		case PlayerNo:
			if label != nil {
				args[i] = label(int(v))
			} else {
				args[i] = v.String()
			}
		case *PlayerError:
			args[i] = v.Named(label)
		default:
			args[i] = a
		}
	}
	msg := fmt.Sprintf(e.Format, args...)
	if e.Hint != "" {
		msg += ": " + e.Hint
	}
	return msg
}
