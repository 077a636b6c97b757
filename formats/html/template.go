package html

import (
	"html/template"
	"io"
)

// render writes page p. In the one-page form (single) the navigation
// links to the sections of the page, else to the other pages.
func (s *site) render(w io.Writer, p *page, single bool) error {
	type navItem struct {
		Href, Text string
		Current    bool
	}
	// The navigation is a line per stage (and group), its pages as short
	// labels after the stage's name, so a many-stage event still fits a
	// phone's screen.
	type navRow struct {
		Label string
		Items []navItem
	}
	var nav []navRow
	for _, q := range s.pages {
		item := navItem{Href: q.file, Text: q.nav, Current: q == p}
		if single {
			if len(q.sections) == 0 {
				continue
			}
			item = navItem{Href: "#" + q.sections[0].ID, Text: q.nav}
		}
		if len(nav) == 0 || nav[len(nav)-1].Label != q.group {
			nav = append(nav, navRow{Label: q.group})
		}
		nav[len(nav)-1].Items = append(nav[len(nav)-1].Items, item)
	}
	title := s.title
	if p.title != "" && p.title != s.title {
		title = p.title + " · " + s.title
	}
	lang := "zh-Hans"
	if s.lang == "en" {
		lang = "en"
	}
	return pageTmpl.Execute(w, map[string]any{
		"Lang":     lang,
		"Title":    title,
		"Event":    s.title,
		"Nav":      nav,
		"NavLabel": s.l("页面", "Pages"),
		"Sections": p.sections,
		"Earlier":  s.l("以前各轮", "Earlier rounds"),
		"Footer":   s.l("由 xqt 生成", "Made with xqt"),
		"Style":    template.CSS(style),
		"Single":   single,
	})
}

var pageTmpl = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="xqt">
<title>{{.Title}}</title>
<style>{{.Style}}</style>
</head>
<body>
<header><div class="in"><p class="event">{{.Event}}</p>
<nav aria-label="{{.NavLabel}}">{{range .Nav}}<ul>{{if .Label}}<li class="label">{{.Label}}</li>{{end}}{{range .Items}}<li><a href="{{.Href}}"{{if .Current}} aria-current="page"{{end}}>{{.Text}}</a></li>{{end}}</ul>{{end}}</nav>
</div></header>
<main>
{{- range .Sections}}
<section id="{{.ID}}">
<h1>{{.Heading}}</h1>
{{- if .Sub}}<p class="sub">{{.Sub}}</p>{{end}}
{{- if .Facts}}
<dl class="facts">{{range .Facts}}<dt>{{.Key}}</dt><dd>{{.Value}}</dd>{{end}}</dl>
{{- end}}
{{- if and .Links (not $.Single)}}
<ul class="links">{{range .Links}}<li><a href="{{.Href}}">{{.Text}}</a></li>{{end}}</ul>
{{- end}}
{{- range .Tables}}{{template "table" .}}{{end}}
{{- if .Bracket}}
<div class="bracket{{if eq (len .Bracket) 1}} one{{end}}">{{range .Bracket}}
<div class="round"><h2>{{.Title}}</h2>{{range .Matches}}
<div class="match">{{range .Seats}}<div class="seat{{if .Won}} won{{end}}"><span class="who">{{.Name}}</span><span class="pts">{{.Score}}</span></div>{{end}}{{if .Where}}<div class="games">{{.Where}}</div>{{end}}</div>{{end}}
</div>{{end}}
</div>
{{- end}}
{{- if .Notes}}
<ul class="notes">{{range .Notes}}<li>{{.}}</li>{{end}}</ul>
{{- end}}
{{- if .Earlier}}
<details><summary>{{$.Earlier}}</summary>{{range .Earlier}}{{template "table" .}}{{end}}</details>
{{- end}}
</section>
{{- end}}
</main>
<footer>{{.Footer}}</footer>
</body>
</html>
{{define "table"}}
{{if .Caption}}<p class="caption">{{.Caption}}</p>{{end}}<div class="scroll"><table class="{{.Class}}">
<thead><tr>{{range .Head}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}
<tr>{{range .}}<td{{if .Span}} colspan="{{.Span}}"{{end}}{{if .Class}} class="{{.Class}}"{{end}}>{{if .Won}}<strong>{{.Text}}</strong> <b class="win">✓</b>{{else}}{{.Text}}{{end}}{{if .Keep}} <span class="keep">{{.Keep}}</span>{{end}}{{.After}}{{if .Sub}}<small>{{range $i, $p := .Sub}}{{if $i}} ·&nbsp;{{end}}<span>{{$p}}</span>{{end}}</small>{{end}}</td>{{end}}</tr>{{end}}
</tbody></table></div>
{{- end}}`))

// style is the inline style sheet: readable from 320 pixels up, wide
// tables scrolling inside the page, a bracket of round columns that stack
// on a phone, no navigation on paper.
const style = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif;color:#1a1a1a;background:#fff}
header{background:#7a1712;color:#fff;padding:.6rem 0 .4rem}
header .in{max-width:72rem;margin:0 auto;padding:0 .8rem}
header .event{margin:0 0 .4rem;font-weight:700;font-size:1.05rem}
nav ul{list-style:none;margin:0 0 .3rem;padding:0;display:flex;flex-wrap:wrap;gap:.3rem;align-items:center}
nav .label{font-size:.85rem;font-weight:700;margin-right:.2rem;white-space:nowrap}
nav a{display:inline-block;color:#fff;text-decoration:none;padding:.25rem .55rem;border:1px solid rgba(255,255,255,.55);border-radius:1rem;font-size:.9rem;white-space:nowrap}
nav a[aria-current]{background:#fff;color:#7a1712;font-weight:700}
main{padding:.4rem .8rem 1rem;max-width:72rem;margin:0 auto}
section{margin:.6rem 0 1.4rem}
h1{font-size:1.25rem;margin:.4rem 0 .2rem}
h2{font-size:1rem;margin:.2rem 0 .4rem}
.sub{margin:0 0 .6rem;color:#555}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .8rem;margin:.6rem 0}
.facts dt{font-weight:700}
.facts dd{margin:0}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;margin:.4rem 0;background:linear-gradient(to left,#fff 40%,rgba(255,255,255,0)) right/1.6rem 100% no-repeat local,radial-gradient(farthest-side at 100% 50%,rgba(0,0,0,.28),rgba(0,0,0,0)) right/.7rem 100% no-repeat scroll}
table{border-collapse:collapse;font-size:.95rem}
th,td{border:1px solid #bbb;padding:.3rem .4rem;vertical-align:middle}
th{background:#eee;font-size:.85rem;white-space:nowrap}
td small{display:block;color:#666;font-size:.75rem;line-height:1.3}
td small span{white-space:nowrap}
table.standings td.name small,table.grid td.name small{white-space:normal;max-width:11em}
td.num{text-align:center;white-space:nowrap}
td.strong{font-weight:700}
td.res{text-align:center;font-weight:700;white-space:nowrap}
td.name{min-width:6em}
td .win{color:#1b7a1b}
td.res.games{white-space:normal;word-break:keep-all;font-weight:400;font-size:.85rem;min-width:5em}
td.diag{background:#bbb}
td.members{font-size:.85rem;color:#333;background:#fafafa}
td.match{font-weight:700;white-space:nowrap;background:#f6f0ef}
td.match~td{background:#f6f0ef}
table.pairings{width:100%;max-width:52rem}
table.pairings th:nth-child(2){color:#b00}
table.pairings td.res{min-width:3.5em}
table.standings td.name,table.grid td.name,table.cross td.name{white-space:nowrap;position:sticky;left:0;background:#fff;z-index:1;box-shadow:inset -1px 0 #bbb}
table.standings th:nth-child(2),table.grid th:nth-child(2),table.cross th:nth-child(2){position:sticky;left:0;z-index:2;box-shadow:inset -1px 0 #bbb}
table.standings tr>:first-child:not([colspan]),table.grid tr>:first-child{position:sticky;left:0;z-index:2;width:4em;min-width:4em;max-width:4em;background:#fff}
table.standings th:first-child,table.grid th:first-child{background:#eee}
table.standings td.name,table.grid td.name,table.standings th:nth-child(2),table.grid th:nth-child(2){left:calc(4em - 2px)}
.caption{font-weight:700;margin:.6rem 0 0}
td .keep{white-space:nowrap}
table.pairings td.name{word-break:break-word}
.bracket{display:flex;gap:.8rem;overflow-x:auto;align-items:flex-start;padding-bottom:.4rem}
.round{min-width:12rem;flex:0 0 auto}
.bracket.one{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:0 .8rem}
.bracket.one .round{display:contents}
.bracket.one h2{grid-column:1/-1}
.match{border:1px solid #bbb;border-radius:.3rem;margin:0 0 .5rem;background:#fafafa}
.seat{display:flex;justify-content:space-between;gap:.5rem;padding:.2rem .45rem}
.seat+.seat{border-top:1px solid #ddd}
.seat.won{font-weight:700;background:#fff4e6}
.pts{color:#444;min-width:1.5em;text-align:right}
.games{font-size:.75rem;color:#555;padding:.15rem .45rem;border-top:1px dashed #ddd}
.links{list-style:none;padding:0;margin:.8rem 0;display:grid;gap:.4rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
.links a{display:block;padding:.6rem .8rem;border:1px solid #c9a9a6;border-radius:.4rem;color:#7a1712;text-decoration:none;font-weight:700;background:#fdf7f6}
.notes{padding-left:1.2rem;color:#333;font-size:.9rem}
details{margin:.6rem 0}
summary{cursor:pointer;font-weight:700}
footer{color:#777;font-size:.8rem;text-align:center;padding:1rem}
@media (max-width:600px){
 nav a{padding:.2rem .45rem;font-size:.85rem}
 nav ul{gap:.25rem}
 .bracket{flex-direction:column}
 .round{min-width:0;width:100%}
 table{font-size:.9rem}
 th,td{padding:.25rem .3rem}
}
@media print{
 body{font-size:11pt}
 header{background:none;color:#000;padding:0}
 header .in{padding:0}
 table{font-size:10pt}
 th,td{padding:.15rem .35rem}
 .round{min-width:9.5rem}
 nav,footer,summary{display:none}
 details>*{display:block}
 main{padding:0;max-width:none}
 section{break-inside:auto}
 tr,.match{break-inside:avoid}
 .scroll{overflow:visible}
 .bracket{flex-wrap:wrap;overflow:visible}
 td .win{color:#000}
 @page{size:A4;margin:12mm}
}
`
