/// The index page's script: plain JavaScript, no framework, no build step.
///
/// Cards are built with DOM calls and `textContent`, never `innerHTML`, so no
/// text from the data is ever parsed as markup. Each sort order is computed
/// once and kept; a keystroke only filters that order and attaches the first
/// `page` matching cards (created the first time they are shown); "Show more"
/// (pressed, or scrolled into view) adds the next ones. Attaching all 10,000
/// cards on each keystroke took seconds.
enum GridScript {
    static let source = """
        (function () {
        "use strict";
        var data = JSON.parse(document.getElementById("gallery-data").textContent);
        var grid = document.getElementById("grid"), count = document.getElementById("count");
        var search = document.getElementById("search"), sort = document.getElementById("sort");
        var filters = ["genre", "decade", "format", "service", "location", "tag"].map(function (id) { return document.getElementById(id); });
        var fold = function (s) { return s.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase(); };
        var collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
        data.forEach(function (r, i) {
          r.k = fold([r.a, r.t, r.l, r.n || "", r.y || "", r.f].join(" "));
          r.dec = r.y ? Math.floor(r.y / 10) * 10 + "s" : "";
          r.ix = i;
        });
        var orders = {};
        var compare = {
          artist: function (x, y) { return collator.compare(x.a, y.a) || collator.compare(x.t, y.t); },
          title: function (x, y) { return collator.compare(x.t, y.t) || collator.compare(x.a, y.a); },
          year: function (x, y) { return (x.y || 9999) - (y.y || 9999) || collator.compare(x.a, y.a); },
          added: function (x, y) { return x.d < y.d ? 1 : x.d > y.d ? -1 : x.ix - y.ix; }
        };
        function order(key) {
          if (!orders[key]) { orders[key] = data.slice().sort(compare[key]); }
          return orders[key];
        }
        function el(tag, cls, text) {
          var e = document.createElement(tag);
          if (cls) { e.className = cls; }
          if (text !== undefined) { e.textContent = text; e.dir = "auto"; }
          return e;
        }
        function card(r) {
          if (r.node) { return r.node; }
          var li = el("li", "card"), a = el("a"), img = el("img");
          a.href = "releases/" + r.i + ".html";
          img.src = r.v; img.loading = "lazy"; img.decoding = "async"; img.width = 160; img.height = 160;
          img.alt = "Cover of " + r.t + " by " + r.a;
          var meta = [r.y || "", r.f, r.c > 1 ? r.c + " copies" : "1 copy"].filter(String).join(" · ");
          a.append(img, el("span", "t", r.t), el("span", "a", r.a), el("span", "m", meta));
          li.append(a);
          r.node = li;
          return li;
        }
        function matches(r, words, f) {
          if (f[0] && r.g.indexOf(f[0]) < 0) { return false; }
          if (f[1] && r.dec !== f[1]) { return false; }
          if (f[2] && r.m.indexOf(f[2]) < 0) { return false; }
          if (f[3] && r.s !== f[3]) { return false; }
          if (f[4] && r.p.indexOf(f[4]) < 0) { return false; }
          if (f[5] && r.x.indexOf(f[5]) < 0) { return false; }
          for (var w = 0; w < words.length; w++) { if (r.k.indexOf(words[w]) < 0) { return false; } }
          return true;
        }
        var page = 240, limit = page, found = [];
        var more = document.getElementById("more");
        function show() {
          var shown = document.createDocumentFragment();
          for (var i = grid.children.length; i < Math.min(limit, found.length); i++) { shown.append(card(found[i])); }
          grid.append(shown);
          more.hidden = found.length <= limit;
          var n = found.length, what = n === data.length ? n + " releases" : n + " of " + data.length + " releases";
          count.textContent = n > limit ? "Showing " + limit + " of " + what : what;
        }
        function update() {
          var words = fold(search.value).split(/\\s+/).filter(String);
          var f = filters.map(function (s) { return s.value; });
          found = order(sort.value).filter(function (r) { return matches(r, words, f); });
          limit = page;
          grid.replaceChildren();
          show();
        }
        more.addEventListener("click", function () { limit += page; show(); });
        if (window.IntersectionObserver) {
          // Observed anew after each page it adds: an observer speaks only when the button
          // comes into or goes out of view, so a page too short to push it out of view, or a
          // scroll in the same frame as the page, would leave it in view with nothing added.
          var watcher = new IntersectionObserver(function (entries) {
            if (!entries[0].isIntersecting || more.hidden) { return; }
            limit += page;
            show();
            watcher.unobserve(more);
            watcher.observe(more);
          }, { rootMargin: "600px" });
          watcher.observe(more);
        }
        search.addEventListener("input", update);
        sort.addEventListener("change", update);
        filters.forEach(function (s) { s.addEventListener("change", update); });
        // Arrow keys move between cards; "/" jumps to the search box.
        grid.addEventListener("keydown", function (e) {
          var links = grid.querySelectorAll("a"), at = Array.prototype.indexOf.call(links, document.activeElement);
          if (at < 0) { return; }
          var columns = Math.max(1, Math.round(grid.clientWidth / links[at].parentNode.offsetWidth));
          var step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[e.key];
          if (!step) { return; }
          var next = links[Math.min(links.length - 1, Math.max(0, at + step))];
          e.preventDefault();
          next.focus();
        });
        document.addEventListener("keydown", function (e) {
          if (e.key === "/" && document.activeElement !== search) { e.preventDefault(); search.focus(); }
        });
        update();
        })();
        """
}
