package dutch

// Stats returns matcher counters (tests only).
func Stats() (labels, stages, blossoms, deltas int) {
	return statLabels, statStages, statBlossoms, statDeltas
}

func init() {
	if false {
		DebugBrackets = func(res, md, next, labels, stages int) {}
	}
}
