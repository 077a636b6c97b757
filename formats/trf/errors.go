package trf

import "fmt"

// LineError is one problem on one line of a TRF file, in the manner of
// encoding/csv's ParseError: Column (in bytes, from 1, as TRF's fixed
// columns are counted) is 0 when the problem is the line as a whole.
type LineError struct {
	Line, Column int
	Err          error
}

func (e *LineError) Error() string {
	if e.Column > 0 {
		return fmt.Sprintf("line %d, column %d: %v", e.Line, e.Column, e.Err)
	}
	return fmt.Sprintf("line %d: %v", e.Line, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// columnError marks where on its line a field's problem starts; Read turns
// it into a LineError.
type columnError struct {
	col int
	err error
}

func (e *columnError) Error() string { return e.err.Error() }
func (e *columnError) Unwrap() error { return e.err }

// atColumn is fmt.Errorf for the field starting at byte col (from 0).
func atColumn(col int, format string, args ...any) error {
	return &columnError{col + 1, fmt.Errorf(format, args...)}
}
