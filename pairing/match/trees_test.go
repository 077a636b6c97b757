package match

import "fmt"

// Every test of the package checks the alternating trees of the stage
// after each augmentation and dual move: every labelled top-level blossom
// leads by its labelling edges, through labelled blossoms of the same
// tree, to a free S-root, and every free vertex is labelled.
func init() {
	treeCheck = checkTrees
	stageCheck = checkStageStart
}

// checkStageStart checks that a stage start, which resets only what act,
// actB and freeV hold, misses nothing: every vertex with a label, a lab,
// a cached least slack or tree members is in act, every blossom with a
// label in actB, every free vertex in freeV.
func checkStageStart(m *Incremental) {
	in := func(set []uint64, i int) bool { return set[i>>6]&(1<<(i&63)) != 0 }
	for v := range m.n {
		if (m.label[v] != 0 || m.lab[v] != 0 || m.cached[v] || len(m.members[v]) > 0) && !in(m.act, v) {
			panic(fmt.Sprintf("stage start: vertex %d not in act", v))
		}
		if m.mate[v] == -1 && !in(m.freeV, v) {
			panic(fmt.Sprintf("stage start: free vertex %d not in freeV", v))
		}
	}
	for b := m.n; b < 2*m.n; b++ {
		if m.label[b] != 0 && !in(m.actB, b-m.n) {
			panic(fmt.Sprintf("stage start: blossom %d labelled, not in actB", b))
		}
	}
}

func checkTrees(m *Incremental, where string) {
	// The moves look only at the vertices in act and the blossoms in
	// actB: every labelled one must be there.
	for v := range m.n {
		if (m.label[m.inBlossom[v]] != 0 || m.lab[v] != 0) && m.act[v>>6]&(1<<(v&63)) == 0 {
			panic(fmt.Sprintf("%s: labelled vertex %d not in act", where, v))
		}
	}
	for b := m.n; b < 2*m.n; b++ {
		i := b - m.n
		if m.base[b] >= 0 && m.parent[b] == -1 && m.label[b] != 0 && m.actB[i>>6]&(1<<(i&63)) == 0 {
			panic(fmt.Sprintf("%s: labelled blossom %d not in actB", where, b))
		}
	}
	for b := range 2 * m.n {
		if b < m.n && m.inBlossom[b] != b {
			continue
		}
		if b >= m.n && (m.base[b] < 0 || m.parent[b] != -1) {
			continue
		}
		if m.label[b] == 0 {
			if m.mate[m.base[b]] == -1 {
				panic(where + ": free unlabelled")
			}
			continue
		}
		// walk
		x := b
		for steps := 0; ; steps++ {
			if steps > 4*m.n {
				panic(where + ": loop")
			}
			if m.label[x] == 0 {
				panic(fmt.Sprintf("%s: chain from %d hits unlabelled %d", where, b, x))
			}
			if m.rootOf[x] != m.rootOf[b] {
				panic(fmt.Sprintf("%s: root mismatch %d %d", where, b, x))
			}
			if m.endA[x] == -1 {
				if m.label[x] != 1 || m.mate[m.base[x]] != -1 {
					panic(where + ": bad root")
				}
				break
			}
			x = m.inBlossom[m.endA[x]]
		}
	}
}
