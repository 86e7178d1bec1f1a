/// One page of a list Discogs pages (a search, a collection folder): which rows, and the
/// `pagination` object with its `urls` to the first, previous, next and last pages.
///
/// - SeeAlso: https://www.discogs.com/developers#page:home,header:home-pagination
struct DiscogsPage {
    let page: Int
    let perPage: Int
    let items: Int

    var pages: Int { max(1, (items + perPage - 1) / perPage) }
    /// The rows of `items` this page shows.
    var range: Range<Int> {
        let start = min(items, (page - 1) * perPage)
        return start..<min(items, start + perPage)
    }

    /// The `pagination` object, `link` making each page's URL.
    func pagination(link: (Int) -> JSONValue) -> JSONValue {
        var urls: [String: JSONValue] = [:]
        if page < pages {
            urls["next"] = link(page + 1)
            urls["last"] = link(pages)
        }
        if page > 1 {
            urls["first"] = link(1)
            urls["prev"] = link(page - 1)
        }
        return [
            "page": .int(page), "pages": .int(pages), "per_page": .int(perPage), "items": .int(items),
            "urls": .object(urls),
        ]
    }
}
