package print

import (
	"fmt"
	"strings"
)

var digits = []string{"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"}

// ChineseNumber writes n (0 to 9999) in Chinese numerals as places are
// written: 一, 十, 十一, 二十, 一百零五, 一千二百. Larger numbers stay in
// Arabic digits.
func ChineseNumber(n int) string {
	if n < 0 || n > 9999 {
		return fmt.Sprint(n)
	}
	if n < 10 {
		return digits[n]
	}
	if n < 20 {
		return "十" + strings.TrimPrefix(ChineseNumber(n%10), "零")
	}
	units := []struct {
		v    int
		name string
	}{{1000, "千"}, {100, "百"}, {10, "十"}, {1, ""}}
	var b strings.Builder
	zero := false
	started := false
	for _, u := range units {
		d := n / u.v % 10
		switch {
		case d == 0 && started:
			zero = true
		case d > 0:
			if zero {
				b.WriteString("零")
				zero = false
			}
			b.WriteString(digits[d] + u.name)
			started = true
		}
	}
	return b.String()
}

// PlaceText is a place as a certificate or prize list writes it: 第一名 (zh),
// "1st place" (en); a shared place 并列第三名, "=3rd place".
func PlaceText(lang string, place int, shared bool) string {
	if lang == "en" {
		s := ordinal(place) + " place"
		if shared {
			s = "=" + s
		}
		return s
	}
	s := "第" + ChineseNumber(place) + "名"
	if shared {
		s = "并列" + s
	}
	return s
}

// ordinal is 1st, 2nd, 3rd, 4th, 11th, 21st ...
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}
