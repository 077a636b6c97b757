package roster

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// ReadCSV reads a roster from delimited text: comma, tab or semicolon
// separated (whichever the first lines use most), in UTF-8 with or without a
// byte-order mark, UTF-16 with a mark, or GB18030 (which includes GBK and
// GB2312) when the bytes are not valid UTF-8. name is used in messages.
func ReadCSV(name string, r io.Reader) (*Roster, error) {
	raw, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(raw) > MaxSize {
		return nil, fmt.Errorf("%s: larger than %d MB: is this the player list?", name, MaxSize>>20)
	}
	text, err := decodeText(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	cr := csv.NewReader(bytes.NewReader(text))
	cr.Comma = sniffDelimiter(text)
	cr.FieldsPerRecord = -1
	// Strict quotes: with lazy quotes an unclosed quote swallows the rows
	// after it into one field, and a roster of 3 players imports as 2.
	cr.LazyQuotes = false
	t := &table{name: name}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return nil, quoteError(name, text, pe)
			}
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		line, _ := cr.FieldPos(0)
		t.rows = append(t.rows, rec)
		t.lines = append(t.lines, line)
	}
	return t.parse()
}

// decodeText returns the text as UTF-8 without a byte-order mark.
func decodeText(raw []byte) ([]byte, error) {
	switch {
	case bytes.HasPrefix(raw, []byte{0xEF, 0xBB, 0xBF}):
		raw = raw[3:]
	case bytes.HasPrefix(raw, []byte{0xFF, 0xFE}), bytes.HasPrefix(raw, []byte{0xFE, 0xFF}):
		out, err := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder().Bytes(raw)
		if err != nil {
			return nil, fmt.Errorf("bad UTF-16 text: %v: save the file as CSV UTF-8", err)
		}
		return out, nil
	}
	if utf8.Valid(raw) {
		return raw, nil
	}
	out, err := simplifiedchinese.GB18030.NewDecoder().Bytes(raw)
	// The decoder replaces bytes it cannot read with U+FFFD, which the raw
	// bytes cannot hold since they are not UTF-8.
	if err != nil || !utf8.Valid(out) || bytes.ContainsRune(out, utf8.RuneError) {
		return nil, errors.New("text is neither UTF-8 nor GBK: save the file as CSV UTF-8 (Excel: 另存为 → CSV UTF-8)")
	}
	return out, nil
}

// sniffDelimiter picks the separator the first lines use most.
func sniffDelimiter(text []byte) rune {
	lines := bytes.SplitN(text, []byte("\n"), headerScan+1)
	best, bestN := ',', 0
	for _, d := range []rune{',', '\t', ';'} {
		n := 0
		for _, l := range lines[:min(len(lines), headerScan)] {
			n += bytes.Count(l, []byte(string(d)))
		}
		if n > bestN {
			best, bestN = d, n
		}
	}
	return best
}

// A QuoteError is a roster line whose quotes do not balance. Line and
// Column (in characters, from 1) are where the reader gave up; StartLine is
// where the field's quote opened.
type QuoteError struct {
	File                    string
	StartLine, Line, Column int
	Bare                    bool // a quote inside a field that is not quoted
}

func (e *QuoteError) Error() string {
	if e.Bare {
		return fmt.Sprintf("%s:%d:%d: a quote \" inside a field: remove it, or quote the whole field and double the quote (\"王\"\"小\"\"明\")", e.File, e.Line, e.Column)
	}
	if e.StartLine != e.Line {
		return fmt.Sprintf("%s:%d:%d: the quote opened on line %d is not closed where the field should end, so lines %d to %d would be read as one player: close the quote on line %d or remove it", e.File, e.Line, e.Column, e.StartLine, e.StartLine, e.Line, e.StartLine)
	}
	return fmt.Sprintf("%s:%d:%d: a stray or missing quote \" in a quoted field: close the quote before the next separator, or write a quote inside it twice (\"\")", e.File, e.Line, e.Column)
}

// quoteError turns encoding/csv's error into a QuoteError whose column counts
// characters (csv counts bytes, which misplaces it on Chinese text).
func quoteError(name string, text []byte, pe *csv.ParseError) error {
	col := pe.Column
	lines := bytes.Split(text, []byte("\n"))
	if pe.Line >= 1 && pe.Line <= len(lines) {
		l := lines[pe.Line-1]
		col = utf8.RuneCount(l[:min(max(pe.Column-1, 0), len(l))]) + 1
	}
	return &QuoteError{File: name, StartLine: pe.StartLine, Line: pe.Line, Column: col, Bare: errors.Is(pe.Err, csv.ErrBareQuote)}
}
