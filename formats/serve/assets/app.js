// xqt serve: keep the page current. Every two seconds ask /v for the
// version of the event file; when it changed, fetch this page again and
// swap its <main> in, unless the user is typing in a form.
(function () {
  var v = document.body.getAttribute("data-v");
  if (!v) return;
  function tick() {
    fetch("/v", { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : v; })
      .then(function (t) {
        var a = document.activeElement;
        if (t === v || (a && a.form)) return;
        v = t;
        return fetch(location.pathname + location.search, { credentials: "same-origin", cache: "no-store" })
          .then(function (r) { return r.text(); })
          .then(function (html) {
            var m = new DOMParser().parseFromString(html, "text/html").querySelector("main");
            if (m) document.querySelector("main").replaceWith(m);
            document.dispatchEvent(new Event("xqt:update"));
          });
      })
      .catch(function () {})
      .then(function () { setTimeout(tick, 2000); });
  }
  setTimeout(tick, 2000);
})();
