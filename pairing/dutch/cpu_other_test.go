//go:build !unix

package dutch

// cpuSeconds is not measured here: the whole-event benchmarks report 0.
func cpuSeconds() float64 { return 0 }

// peakRSS is not measured here.
func peakRSS() int64 { return 0 }
