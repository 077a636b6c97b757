package scoring

import (
	"maps"
	"strings"
	"testing"
)

func TestSectionsByGroup(t *testing.T) {
	cases := []struct {
		in   string
		want map[string]string
		err  string
	}{
		{"", map[string]string{}, ""},
		{"junior-A", map[string]string{"": "junior-A"}, ""},
		{"甲组=junior-A, 乙组=junior-B", map[string]string{"甲组": "junior-A", "乙组": "junior-B"}, ""},
		{"individual，女子组=junior-A", map[string]string{"": "individual", "女子组": "junior-A"}, ""},
		{"junior-E", nil, `unknown section "junior-E"`},
		{"甲组=junior-A, 甲组=junior-B", nil, "group 甲组 is given twice"},
		{"individual, junior-A", nil, "give one section, or one per group"},
	}
	for _, tc := range cases {
		got, err := SectionsByGroup(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("SectionsByGroup(%q): error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !maps.Equal(got, tc.want) {
			t.Errorf("SectionsByGroup(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

// FuzzSectionsByGroup: any text is read or refused, and what is read names
// known sections only.
func FuzzSectionsByGroup(f *testing.F) {
	for _, s := range []string{"", "junior-A", "甲组=junior-A,乙组=junior-B", "=", ",,", "a=b=c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := SectionsByGroup(s)
		if err != nil {
			return
		}
		for g, sec := range m {
			found := false
			for _, k := range Sections {
				found = found || k == sec
			}
			if !found {
				t.Errorf("%q: group %q has unknown section %q", s, g, sec)
			}
		}
	})
}
