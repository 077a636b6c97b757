package print

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/xiangqi-org/xqt/scoring"
)

// TestClausesAgainstTheRules checks the title table clause by clause
// against the association's list of titles 等级称号 (the 1999 list, as the
// organisers' copy quotes it; docs/print.md). Each case quotes its source
// line and tests the places on both sides of every boundary it names: the
// last place inside gets the title by that clause, the first place outside
// the next clause down (or none). A clause reached at once by a higher one
// (the national champion is also in the first sixteen) is decided by the
// higher title: Qualify gives the highest.
func TestClausesAgainstTheRules(t *testing.T) {
	type c struct {
		level, section string
		place          int
		title          Title // 0: no title
		ref            string
	}
	cases := []struct {
		source string
		cases  []c
	}{
		// 一、特级大师（国际级运动健将）
		// 1、、全国个人赛冠军；
		{"一.1", []c{{"national", "individual", 1, Grandmaster, "一.1"}, {"national", "individual", 2, Master, "二.1"}}},
		// 二、大师（运动健将）
		// 1、全国个人赛甲组前十六名。
		{"二.1", []c{{"national", "individual", 16, Master, "二.1"}, {"national", "individual", 17, 0, ""}}},
		// 2、全国少年赛甲组冠军。
		{"二.2", []c{{"national", "junior-A", 1, Master, "二.2"}}},
		// 三、一级棋士（一级运动员）
		// 1、全国个人赛乙组前十六名。
		{"三.1", []c{{"national", "individual-B", 1, FirstClass, "三.1"}, {"national", "individual-B", 16, FirstClass, "三.1"}, {"national", "individual-B", 17, 0, ""}}},
		// 2、全国少年赛甲组二至六名。
		{"三.2", []c{{"national", "junior-A", 2, FirstClass, "三.2"}, {"national", "junior-A", 6, FirstClass, "三.2"}, {"national", "junior-A", 7, 0, ""}}},
		// 3、全国少年赛乙组冠军。
		{"三.3", []c{{"national", "junior-B", 1, FirstClass, "三.3"}}},
		// 四、二级棋士（二级运动员）
		// 1、全国少年赛乙组二至六名。
		{"四.1", []c{{"national", "junior-B", 2, SecondClass, "四.1"}, {"national", "junior-B", 6, SecondClass, "四.1"}, {"national", "junior-B", 7, 0, ""}}},
		// 2、全国少年赛丙、丁组冠军。
		{"四.2", []c{{"national", "junior-C", 1, SecondClass, "四.2"}, {"national", "junior-D", 1, SecondClass, "四.2"}}},
		// 4、省、自治区、直辖市、行业体协个人赛前十六名，计划单列市个人赛前八名。
		{"四.4", []c{{"province", "individual", 1, SecondClass, "四.4"}, {"province", "individual", 16, SecondClass, "四.4"},
			{"planned-city", "individual", 8, SecondClass, "四.4"}, {"planned-city", "individual", 9, ThirdClass, "五.3"}}},
		// 5、省、自治区、直辖市、行业体协少年赛甲组前六名，乙组冠军。
		{"四.5", []c{{"province", "junior-A", 6, SecondClass, "四.5"}, {"province", "junior-A", 7, 0, ""},
			{"province", "junior-B", 1, SecondClass, "四.5"}, {"province", "junior-B", 2, ThirdClass, "五.4"}}},
		// 6、省辖市、地区、自治州个人赛前六名。
		{"四.6", []c{{"city", "individual", 6, SecondClass, "四.6"}, {"city", "individual", 7, ThirdClass, "五.5"}}},
		// 7、省辖市、地区、自治州少年赛甲组冠军。
		{"四.7", []c{{"city", "junior-A", 1, SecondClass, "四.7"}, {"city", "junior-A", 2, ThirdClass, "五.6"}}},
		// 五、三级棋士（三级运动员）
		// 1、全国少年赛丙、丁组二至六名。
		{"五.1", []c{{"national", "junior-C", 2, ThirdClass, "五.1"}, {"national", "junior-D", 6, ThirdClass, "五.1"}, {"national", "junior-C", 7, 0, ""}}},
		// 3、省、自治区、直辖市、行业体协个人赛十七至三十二名，计划单列市个人赛九至十六名。
		{"五.3", []c{{"province", "individual", 17, ThirdClass, "五.3"}, {"province", "individual", 32, ThirdClass, "五.3"}, {"province", "individual", 33, 0, ""},
			{"planned-city", "individual", 16, ThirdClass, "五.3"}, {"planned-city", "individual", 17, 0, ""}}},
		// 4、省、自治区、直辖市、行业体协少年赛乙组二至六名，丙、丁组冠军。
		{"五.4", []c{{"province", "junior-B", 6, ThirdClass, "五.4"}, {"province", "junior-B", 7, 0, ""},
			{"province", "junior-C", 1, ThirdClass, "五.4"}, {"province", "junior-D", 1, ThirdClass, "五.4"}, {"province", "junior-C", 2, 0, ""}}},
		// 5、省辖市、地区、自治州个人赛七至十六名。
		{"五.5", []c{{"city", "individual", 16, ThirdClass, "五.5"}, {"city", "individual", 17, 0, ""}}},
		// 6、省辖市、地区、自治州少年赛甲组二至六名，乙组冠军。
		{"五.6", []c{{"city", "junior-A", 6, ThirdClass, "五.6"}, {"city", "junior-A", 7, 0, ""}, {"city", "junior-B", 1, ThirdClass, "五.6"}, {"city", "junior-B", 2, 0, ""}}},
		// 7、县级个人赛前六名。
		{"五.7", []c{{"county", "individual", 1, ThirdClass, "五.7"}, {"county", "individual", 6, ThirdClass, "五.7"}, {"county", "individual", 7, 0, ""}}},
		// 8、县级少年赛甲组冠军。
		{"五.8", []c{{"county", "junior-A", 1, ThirdClass, "五.8"}, {"county", "junior-A", 2, 0, ""}, {"county", "junior-B", 1, 0, ""}}},
	}
	tested := map[string]bool{}
	for _, tc := range cases {
		tested[tc.source] = true
		for _, k := range tc.cases {
			got, ok := Qualify(k.level, k.section, k.place, 1, SharedUpper)
			if k.title == 0 {
				if ok {
					t.Errorf("%s: %s %s place %d: got %s by %s, want no title", tc.source, k.level, k.section, k.place, got.Title.Name("zh"), got.Ref)
				}
				continue
			}
			if !ok || got.Title != k.title || got.Ref != k.ref {
				t.Errorf("%s: %s %s place %d: got %s by %q (ok %v), want %s by %s", tc.source, k.level, k.section, k.place, got.Title.Name("zh"), got.Ref, ok, k.title.Name("zh"), k.ref)
			}
		}
	}
	// Every clause of the rules is either in the table (and tested above)
	// or among those no single event decides:
	//   一 1-4: 全国个人赛冠军; 三年内两次获全国个人赛前三名; 四年内在协会指定的比赛中达到规定之标准;
	//           四年内两次达到规定之胜率
	//   二 1-4, 三 1-4 (the last two of each: a norm, a winning rate)
	//   四 1-7 (3: a norm), 五 1-8 (2: a norm)
	var all []string
	for head, n := range map[string]int{"一": 4, "二": 4, "三": 4, "四": 7, "五": 8} {
		for i := 1; i <= n; i++ {
			all = append(all, head+"."+string(rune('0'+i)))
		}
	}
	sort.Strings(all)
	var have []string
	for _, c := range Clauses {
		if !slices.Contains(have, c.Ref) {
			have = append(have, c.Ref)
		}
	}
	for _, ref := range have {
		if !tested[ref] {
			t.Errorf("clause %s is in the table but not tested against its source line", ref)
		}
		if slices.Contains(Unplaced, ref) {
			t.Errorf("clause %s is both in the table and among the unplaced", ref)
		}
	}
	got := append(slices.Clone(have), Unplaced...)
	sort.Strings(got)
	if !slices.Equal(got, all) {
		t.Errorf("clauses covered %v, want every clause of the rules %v", got, all)
	}
	// Every level and section of the table is one scoring knows.
	for _, c := range Clauses {
		if !slices.Contains(scoring.Levels, c.Level) {
			t.Errorf("%s: level %q unknown to scoring.Levels", c.Ref, c.Level)
		}
		for _, s := range c.Sections {
			if !slices.Contains(scoring.Sections, s) {
				t.Errorf("%s: section %q unknown to scoring.Sections", c.Ref, s)
			}
		}
		if c.From < 1 || c.To < c.From || !strings.Contains(c.Text, "名") && !strings.Contains(c.Text, "冠军") {
			t.Errorf("%s: places %d-%d, text %q", c.Ref, c.From, c.To, c.Text)
		}
	}
}

// TestSharedAcrossABoundary: three players share 15th place (places 15 to
// 17) of a provincial individual event, where 四.4 gives 二级棋士 to the first
// sixteen and 五.3 三级棋士 to 17-32. Upper (the default) counts the place as
// written, 15th: 二级 for all three; lower counts the tie's last place,
// 17th: 三级 for all three. A tie at 31-33 is 三级 (upper) or nothing (lower).
func TestSharedAcrossABoundary(t *testing.T) {
	cases := []struct {
		place, tied int
		shared      string
		want        string // clause, "" for none
	}{
		{15, 3, SharedUpper, "四.4"},
		{15, 3, "", "四.4"},
		{15, 3, SharedLower, "五.3"},
		{15, 2, SharedLower, "四.4"}, // 15-16: inside either way
		{31, 3, SharedUpper, "五.3"},
		{31, 3, SharedLower, ""},
		{33, 1, SharedUpper, ""},
	}
	for _, tc := range cases {
		c, ok := Qualify("province", "individual", tc.place, tc.tied, tc.shared)
		if got := c.Ref; !ok && got != "" || ok && got != tc.want || !ok && tc.want != "" {
			t.Errorf("place %d tied %d, %q: got %q (ok %v), want %q", tc.place, tc.tied, tc.shared, got, ok, tc.want)
		}
	}
}

// TestTitlesOfAnEvent: the title list of the Swiss test event read as a
// city individual event: places 1-6 二级 by 四.6, 7-16 三级 by 五.5, no one
// below; a team event, a missing level and an unknown section are refused.
func TestTitlesOfAnEvent(t *testing.T) {
	ev := load(t, "swiss")
	qs, err := Titles(ev, "", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if len(qs) != 16 {
		t.Fatalf("got %d players with a title, want 16 (24 players, no shared place among the first 17)", len(qs))
	}
	for _, q := range qs {
		want := "五.5"
		if q.Place <= 6 {
			want = "四.6"
		}
		if q.Clause.Ref != want {
			t.Errorf("place %d (%s): clause %s, want %s", q.Place, q.Name, q.Clause.Ref, want)
		}
	}
	// Sections by group: the town games' 男子组 as an individual event, its
	// 女子组 as a junior A group, at county level: the men's first six reach
	// 三级棋士 by 五.7, the women's champion by 五.8 and no other woman.
	town := load(t, "sections")
	qs, err = Titles(town, "county", "男子组=individual, 女子组=junior-A", "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, q := range qs {
		got = append(got, fmt.Sprintf("%s %d %s %s", q.Group, q.Place, q.Section, q.Clause.Ref))
	}
	want := []string{"男子组 1 individual 五.7", "男子组 2 individual 五.7", "男子组 3 individual 五.7", "男子组 4 individual 五.7",
		"男子组 5 individual 五.7", "男子组 6 individual 五.7", "女子组 1 junior-A 五.8"}
	if !slices.Equal(got, want) {
		t.Errorf("sections by group: got %q, want %q", got, want)
	}
	if _, err := Titles(town, "county", "男子组=individual", ""); err == nil || !strings.Contains(err.Error(), "group 女子组 has no section") {
		t.Errorf("a group without a section: got %v", err)
	}
	if _, err := Titles(town, "county", "individual, 青年组=junior-A", ""); err == nil || !strings.Contains(err.Error(), "no group 青年组 (they are 男子组, 女子组)") {
		t.Errorf("an unknown group: got %v", err)
	}
	if _, err := Titles(load(t, "team"), "city", "individual", ""); err == nil || !strings.Contains(err.Error(), "team stage") {
		t.Errorf("team event: got %v, want a refusal naming the team stage", err)
	}
	ev.Level = ""
	if _, err := Titles(ev, "", "individual", ""); err == nil || !strings.Contains(err.Error(), "no level") {
		t.Errorf("no level: got %v", err)
	}
	if _, err := Titles(ev, "city", "junior-E", ""); err == nil || !strings.Contains(err.Error(), `unknown section "junior-E"`) {
		t.Errorf("unknown section: got %v", err)
	}
	if _, err := Titles(ev, "city", "individual", "middle"); err == nil || !strings.Contains(err.Error(), "shared places") {
		t.Errorf("unknown shared rule: got %v", err)
	}
}
