package xlsx

import (
	"bytes"
	"fmt"
	"testing"
)

// BenchmarkWrite measures a whole workbook for round robins of growing size
// (every round played: n-1 pairings and standings sheets and the crosstable).
//
//	go test -bench Write -benchmem ./formats/xlsx
func BenchmarkWrite(b *testing.B) {
	for _, n := range []int{10, 30, 100} {
		b.Run(fmt.Sprintf("rr%d", n), func(b *testing.B) {
			ev := rrEvent(b, n, 1, n-1+n%2, n-1+n%2, nil)
			for b.Loop() {
				var buf bytes.Buffer
				if err := Write(&buf, ev, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
