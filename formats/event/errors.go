package event

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Error is one problem of an event file, located at a line and a field, in
// the manner of encoding/csv's ParseError.
type Error struct {
	File  string // the file's base name, as messages show it
	Line  int    // from 1; 0 when the problem is the file as a whole
	Field string // the key path, e.g. "rounds[2].games[0].result"; "" when unknown
	Msg   string // what is wrong and what to do, without the place
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// ErrorList is every problem found in one file, in the order found, in
// the manner of go/scanner's ErrorList. errors.As finds its first Error.
type ErrorList []*Error

func (l ErrorList) Error() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

// Unwrap gives the list's errors to errors.Is and errors.As.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// Err is the list as an error, nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// fieldName writes a locator path as "rounds[2].games[0]".
func fieldName(path []any) string {
	var b strings.Builder
	for _, p := range path {
		switch k := p.(type) {
		case string:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(k)
		case int:
			fmt.Fprintf(&b, "[%d]", k)
		}
	}
	return b.String()
}

// yamlErrors turns what yaml.v3 reports into located errors, one per
// problem.
func yamlErrors(name string, err error) error {
	var te *yaml.TypeError
	if errors.As(err, &te) {
		var l ErrorList
		for _, msg := range te.Errors {
			l = append(l, parseYAMLMessage(name, msg))
		}
		return l.Err()
	}
	if err.Error() == "EOF" {
		return ErrorList{{File: name, Msg: "the file is empty: start one with 'xqt init'"}}
	}
	return ErrorList{parseYAMLMessage(name, err.Error())}
}

// parseYAMLMessage reads one of yaml.v3's messages. yaml.v3 gives its
// problems only as text ("yaml: line 3: ...", "line 7: field x not found in
// type event.player", "line 4: cannot unmarshal !!str `abc` into int"), so
// this is the one place that knows their wording; a message it does not
// know is kept whole, without a line.
func parseYAMLMessage(name, msg string) *Error {
	e := &Error{File: name, Msg: msg}
	rest := strings.TrimPrefix(msg, "yaml: ")
	after, ok := strings.CutPrefix(rest, "line ")
	if !ok {
		e.Msg = rest
		return e
	}
	num, text, ok := strings.Cut(after, ": ")
	line, err := strconv.Atoi(num)
	if !ok || err != nil {
		e.Msg = rest
		return e
	}
	e.Line, e.Msg = line, text
	if strings.Contains(text, "found character that cannot start any token") {
		e.Msg += " (a tab? indent with spaces)"
	}
	if field, typ, ok := strings.Cut(strings.TrimPrefix(text, "field "), " not found in type "); ok && strings.HasPrefix(text, "field ") && !strings.Contains(typ, " ") {
		e.Field = field
		e.Msg = fmt.Sprintf("unknown key %s (misspelt? see docs/event-file.md)", field)
		return e
	}
	// cannot unmarshal !!str `abc` into int
	if v, ok := strings.CutPrefix(text, "cannot unmarshal !!"); ok {
		_, v, ok1 := strings.Cut(v, " `")
		value, typ, ok2 := strings.Cut(v, "` into ")
		if ok1 && ok2 && !strings.Contains(typ, " ") {
			switch typ {
			case "int", "int64":
				e.Msg = fmt.Sprintf("%s is not a whole number: write it in digits", value)
			case "bool":
				e.Msg = fmt.Sprintf("%s is not true or false", value)
			case "string":
				e.Msg = fmt.Sprintf("%s is not a text: write one value here", value)
			default:
				switch {
				case strings.HasPrefix(typ, "[]"):
					e.Msg = fmt.Sprintf("%s is not a list: write the entries one a line after \"- \" (docs/event-file.md)", value)
				case strings.HasPrefix(typ, "map"), strings.HasPrefix(typ, "event."):
					e.Msg = fmt.Sprintf("%s is not a mapping: write \"key: value\" lines here (docs/event-file.md)", value)
				default:
					e.Msg = fmt.Sprintf("%s is not a valid %s", value, typ)
				}
			}
		}
	}
	return e
}
