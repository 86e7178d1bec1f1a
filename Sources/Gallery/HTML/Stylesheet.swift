/// The site's one stylesheet, inlined in every page (a `file://` page loads nothing it need not).
enum Stylesheet {
    static let css = """
        :root{color-scheme:light dark;--bg:#fbfaf7;--fg:#1d1d1f;--muted:#5d5d66;--card:#fff;--line:#dedbd2;\
        --accent:#8a3b12;--bar:#b5562a;--focus:#1a5fd0}
        @media (prefers-color-scheme:dark){:root{--bg:#141416;--fg:#ececf0;--muted:#a5a5b0;--card:#1f1f23;\
        --line:#34343a;--accent:#f0a070;--bar:#e07a45;--focus:#7fb0ff}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,sans-serif}
        a{color:var(--accent)}
        a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid var(--focus);\
        outline-offset:2px}
        .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--card);padding:6px}
        .top{padding:10px 16px;border-bottom:1px solid var(--line);display:flex;gap:16px}
        .top a{margin-right:14px;text-decoration:none;font-weight:600}.top a[aria-current]{text-decoration:underline}
        main{padding:16px;max-width:1400px;margin:0 auto}
        h1{font-size:1.6rem;margin:.2em 0 .4em}h2{font-size:1.2rem;margin:1.4em 0 .5em}
        .controls{display:flex;flex-wrap:wrap;gap:10px;align-items:end;margin:0 0 12px}
        .controls label{display:flex;flex-direction:column;font-size:.8rem;color:var(--muted)}
        .controls input,.controls select{font:inherit;padding:6px 8px;border:1px solid var(--line);border-radius:6px;\
        background:var(--card);color:var(--fg);min-width:9rem}
        .controls input[type=search]{min-width:16rem}
        #count{color:var(--muted);margin:0 0 10px}
        #more{font:inherit;padding:8px 16px;margin-top:12px}
        .grid{list-style:none;margin:0;padding:0;display:grid;gap:14px;\
        grid-template-columns:repeat(auto-fill,minmax(160px,1fr))}
        .card{content-visibility:auto;contain-intrinsic-size:160px 260px}
        .card a{display:block;color:inherit;text-decoration:none;background:var(--card);border:1px solid var(--line);\
        border-radius:8px;overflow:hidden;height:100%}
        .card img{display:block;width:100%;aspect-ratio:1;object-fit:cover;background:var(--line)}
        .card .t{display:block;font-weight:600;padding:6px 8px 0;overflow-wrap:anywhere}
        .card .a{display:block;padding:0 8px;color:var(--muted);overflow-wrap:anywhere}
        .card .m{display:block;padding:2px 8px 8px;font-size:.8rem;color:var(--muted)}
        table{border-collapse:collapse;width:100%;margin:.3em 0}
        th,td{text-align:start;padding:4px 8px;border-bottom:1px solid var(--line);vertical-align:top}
        th{font-weight:600;color:var(--muted)}
        .release{display:grid;grid-template-columns:minmax(0,320px) minmax(0,1fr);gap:24px}
        .release img{width:100%;border-radius:8px;border:1px solid var(--line)}
        dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 14px;margin:0}
        dl.facts dt{color:var(--muted)}dl.facts dd{margin:0}
        .notes{white-space:pre-wrap}
        .sub td:nth-child(2){padding-inline-start:24px}
        .charts{display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(min(100%,520px),1fr))}
        figure{margin:0;background:var(--card);border:1px solid var(--line);border-radius:8px;padding:12px}
        figcaption{font-weight:600;margin-bottom:6px}
        svg.chart{width:100%;height:auto;font:12px system-ui,sans-serif}
        svg.chart .bar{fill:var(--bar)}svg.chart text{fill:var(--fg)}svg.chart .axis{stroke:var(--line)}
        svg.chart .value{fill:var(--muted)}
        @media (max-width:640px){.release{grid-template-columns:1fr}.grid{grid-template-columns:repeat(2,1fr);gap:10px}\
        .controls input[type=search]{min-width:0;width:100%}.controls label{flex:1 1 40%}main{padding:10px}}
        """
}
