package serve

import (
	"html/template"

	"github.com/xiangqi-org/xqt/formats/qrcode"
)

// pageFuncs are the functions the page templates call.
var pageFuncs = template.FuncMap{"qr": qrSVG}

// qrSVG is link as an inline SVG QR code for a page (the organiser's new
// link, to scan from the phone it is for); empty when the link is too
// long for a code, the link's text is then still on the page.
func qrSVG(link string) template.HTML {
	svg, err := qrcode.SVG(link, 220, "QR code 二维码")
	if err != nil {
		return ""
	}
	return template.HTML(svg) // our own markup: numbers and the fixed label only
}
