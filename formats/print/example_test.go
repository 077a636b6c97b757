package print_test

import (
	"fmt"

	"github.com/xiangqi-org/xqt/formats/print"
)

// Three players share 15th place of a provincial individual event: counted
// as written they are in the first sixteen (四.4, 二级棋士); counted as the
// tie's last place, 17th, they reach 三级棋士 by 五.3.
func ExampleQualify() {
	for _, shared := range []string{print.SharedUpper, print.SharedLower} {
		c, ok := print.Qualify("province", "individual", 15, 3, shared)
		fmt.Println(shared, ok, c.Title.Name("zh"), c.Ref, c.Text)
	}
	// Output:
	// upper true 二级棋士 四.4 省、自治区、直辖市、行业体协个人赛前十六名
	// lower true 三级棋士 五.3 省、自治区、直辖市、行业体协个人赛十七至三十二名
}

// A player rated 2000 beats one rated 1800: with K 20 the winner gains
// 20 × (1 − 0.7597) = 4.81 points.
func ExampleExpected() {
	e := print.Expected(2000, 1800, 400)
	fmt.Printf("E = %.4f, change = %+.2f\n", e, 20*(1-e))
	// Output: E = 0.7597, change = +4.81
}

func ExamplePlaceText() {
	fmt.Println(print.PlaceText("zh", 1, false), print.PlaceText("zh", 12, true), print.PlaceText("en", 3, false))
	// Output: 第一名 并列第十二名 3rd place
}
