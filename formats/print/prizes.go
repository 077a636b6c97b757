package print

import (
	"strings"

	"github.com/xiangqi-org/xqt/formats/view"
)

// rankingTitle names a ranking: its group or section, else "".
func (d *doc) rankingTitle(rk Ranking) string {
	if rk.Group == "" {
		return ""
	}
	return view.GroupLabel(d.lang, rk.Group)
}

// prizes writes the prize list 获奖名单: each ranking's first places with
// place (第一名), name, club and points.
func (d *doc) prizes(rks []Ranking) {
	d.heading(d.l("获奖名单", "Prize list"))
	for _, rk := range rks {
		if t := d.rankingTitle(rk); t != "" {
			if rest, ok := strings.CutPrefix(t, "group "); ok {
				t = "Group " + rest // heading a list
			}
			d.w("<h2>%s</h2>\n", e(t))
		}
		name := d.l("姓名", "Name")
		if rk.Teams {
			name = d.l("队名", "Team")
		}
		points, clubs := false, false // a knockout's or the final places across stages have no points; teams no club
		for _, l := range rk.Lines {
			points = points || l.Points != ""
			clubs = clubs || l.Club != ""
		}
		d.w("<table class=\"list\"><tr><th>%s</th><th>%s</th>", e(d.l("名次", "Place")), e(name))
		if clubs {
			d.w("<th>%s</th>", e(d.l("单位", "Club")))
		}
		if points {
			label := d.l("积分", "Points")
			if rk.Teams {
				label = d.l("场分", "Match points")
			}
			d.w("<th class=\"num\">%s</th>", e(label))
		}
		d.w("</tr>\n")
		for _, l := range rk.Lines {
			d.w("<tr><td>%s</td><td><b>%s</b></td>", e(PlaceText(d.lang, l.Place, l.Shared)), e(l.name(d.lang)))
			if clubs {
				d.w("<td>%s</td>", e(l.Club))
			}
			if points {
				d.w("<td class=\"num\">%s</td>", e(l.Points))
			}
			d.w("</tr>\n")
		}
		d.w("</table>\n")
	}
}

// The default texts of a certificate, with the fields a template may use.
const (
	certificateZh = "{name}（{club}）\n在{event}中荣获\n{place}\n特发此状，以资鼓励。"
	certificateEn = "This certifies that\n{name} ({club})\ntook {place}\nin {event}."
)

// certificates writes one certificate 奖状 per prize, an A4 landscape page
// each: 奖状 large, the organiser's text (Event.Certificate, else the
// default) with the fields filled in, and the organiser and date beneath.
func (d *doc) certificates(rks []Ranking, date string) {
	d.title = d.eventTitle() + " " + d.l("奖状", "Certificates")
	if date == "" {
		date = d.ev.End
	}
	if date == "" {
		date = d.ev.Start
	}
	tmpl := d.ev.Certificate
	if tmpl == "" {
		tmpl = d.l(certificateZh, certificateEn)
	}
	for _, rk := range rks {
		for _, l := range rk.Lines {
			place := PlaceText(d.lang, l.Place, l.Shared)
			if t := d.rankingTitle(rk); t != "" {
				place = t + " " + place
			}
			club := l.Club
			text := tmpl
			if club == "" { // no club: drop the brackets around it
				for _, b := range []string{"（{club}）", "({club})", " ({club})"} {
					text = strings.ReplaceAll(text, b, "")
				}
			}
			text = strings.NewReplacer("{name}", l.name(d.lang), "{club}", club, "{place}", place,
				"{event}", d.eventTitle(), "{date}", date, "{organizer}", d.ev.Organizer).Replace(text)
			d.w("<div class=\"cert\"><h1>%s</h1><div class=\"text\">%s</div><div class=\"foot\">", e(d.l("奖状", "Certificate")), e(text))
			if d.ev.Organizer != "" {
				d.w("%s<br>", e(d.ev.Organizer))
			}
			d.w("%s</div></div>\n", e(date))
		}
	}
}
