package trf

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// zeros is an endless reader, as /dev/zero.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// TestReadBounds: endless or oversized input is refused with a message, not
// read into memory; a line over MaxLine is refused with its number (it was
// silently taken for the end of the file).
func TestReadBounds(t *testing.T) {
	tests := []struct {
		name string
		in   io.Reader
		want string
	}{
		{"endless", zeros{}, "larger than 16 MB"},
		{"just over the limit", strings.NewReader(strings.Repeat("012 x\n", MaxSize/6+1)), "larger than 16 MB"},
		{"long line", strings.NewReader("012 Cup\n" + strings.Repeat("x", MaxLine+1) + "\n001    1      A\n"), "line 2: longer than 64 KB"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(tt.in)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Read = %v, want %q", err, tt.want)
			}
		})
	}
	if _, err := Read(zeros{}); !errors.Is(err, ErrTooLarge) {
		t.Errorf("endless input: %v, want ErrTooLarge", err)
	}
}
