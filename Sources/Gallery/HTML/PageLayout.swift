/// The frame every page shares: head, policy, styles, navigation.
enum PageLayout {
    /// The Content-Security-Policy of every page: nothing is loaded from anywhere but the
    /// site's own folder (file: images), and the inline script and styles are the only code.
    static let policy =
        "default-src 'none'; img-src 'self' file:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
        + "base-uri 'none'; form-action 'none'"

    /// A whole page: `title` (plain text), `root` the relative path to the site's top ("" or "../").
    static func page(title: String, root: String, current: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(policy)">
        <meta name="referrer" content="no-referrer">
        <meta name="generator" content="cdscan">
        <title>\(HTML.text(title))</title>
        <style>\(Stylesheet.css)</style>
        </head>
        <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="top"><nav aria-label="Gallery">\(navigation(root: root, current: current))</nav></header>
        <main id="main">
        \(body)
        </main>
        </body>
        </html>

        """
    }

    private static func navigation(root: String, current: String) -> String {
        [("index.html", "Collection"), ("stats.html", "Statistics")].map { file, label in
            let marker = file == current ? " aria-current=\"page\"" : ""
            return "<a href=\"\(root)\(file)\"\(marker)>\(label)</a>"
        }.joined(separator: " ")
    }

    /// `<bdi>`-like isolation for text of unknown direction, escaped.
    static func isolated(_ text: String, tag: String = "span", cssClass: String? = nil) -> String {
        let classAttribute = cssClass.map { " class=\"\($0)\"" } ?? ""
        return "<\(tag) dir=\"auto\"\(classAttribute)>\(HTML.text(text))</\(tag)>"
    }
}
