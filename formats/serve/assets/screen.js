// xqt serve: a hall screen pages through its panels (pairings by board,
// by name, standings, bracket), as many rows a page as fit the screen,
// one page every 10 seconds (?every=SECONDS), and marks a result that
// just came in. app.js swaps <main> in when the event changes; the screen
// keeps its place.
(function () {
  var every = 1000 * (parseInt(new URLSearchParams(location.search).get("every"), 10) || 10);
  var panel = 0, page = 0, pages = 1, seen = null;
  function all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function results() {
    var m = {};
    all("td[data-k]").forEach(function (td) { m[td.getAttribute("data-k")] = td.textContent; });
    return m;
  }
  function mark() {
    var now = results();
    if (seen) all("td[data-k]").forEach(function (td) {
      var k = td.getAttribute("data-k");
      if (td.textContent && seen[k] !== td.textContent) td.classList.add("new");
    });
    seen = now;
  }
  function layout() {
    var ps = all("main .panel");
    if (!ps.length) return;
    if (panel >= ps.length) { panel = 0; page = 0; }
    ps.forEach(function (p, i) { p.hidden = i !== panel; });
    var p = ps[panel], rows = all("tbody tr", p), bracket = p.querySelector(".bracket");
    if (bracket) {
      bracket.style.transform = "";
      var room = window.innerHeight - bracket.getBoundingClientRect().top - 8;
      var s = Math.min(1, room / bracket.scrollHeight, window.innerWidth / bracket.scrollWidth);
      bracket.style.transform = "scale(" + s + ")";
      pages = 1;
    } else {
      rows.forEach(function (r) { r.hidden = false; });
      var top = rows.length ? rows[0].getBoundingClientRect().top : 0;
      var room = window.innerHeight - top - 8, used = 0, n = 0, pageOf = [];
      rows.forEach(function (r) {
        var h = r.getBoundingClientRect().height;
        if (used > 0 && used + h > room) { n++; used = 0; }
        used += h;
        pageOf.push(n);
      });
      pages = n + 1;
      if (page >= pages) page = 0;
      rows.forEach(function (r, i) { r.hidden = pageOf[i] !== page; });
    }
    var pager = document.querySelector(".pager");
    if (pager) pager.textContent = (ps.length > 1 || pages > 1) ? (panel + 1) + "/" + ps.length + (pages > 1 ? " · " + (page + 1) + "/" + pages : "") : "";
  }
  function next() {
    page++;
    if (page >= pages) { page = 0; panel++; }
    layout();
  }
  document.addEventListener("xqt:update", function () { mark(); layout(); });
  window.addEventListener("resize", layout);
  mark();
  layout();
  setInterval(next, every);
})();
