package dutch

import (
	"bytes"
	"fmt"
)

// DebugDump lists the sorted players with what the criteria read (tests only).
func DebugDump(in *Input) string {
	s := &state{in: in}
	if err := s.prepare(); err != nil {
		return err.Error()
	}
	var b bytes.Buffer
	for v, p := range s.sorted {
		fl1, fl2 := floatNone, floatNone
		if in.Played >= 1 {
			fl1 = s.float(p, 1)
		}
		if in.Played >= 2 {
			fl2 = s.float(p, 2)
		}
		fmt.Fprintf(&b, "v%-3d id%-3d acc%-4d pref%d rep%d imb%d strong%v el%v fl%d%d played%d\n", v, p.id, p.acc, p.pref, p.repeated, p.imbalance, p.strong, p.eligible, fl1, fl2, p.played)
	}
	return b.String()
}
