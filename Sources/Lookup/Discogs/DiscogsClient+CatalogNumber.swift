import Album
import Foundation

extension DiscogsClient {
    /// The releases numbered `catalogNumber` (on `label`), ranked: `/database/search?catno=…&label=…&type=release`.
    ///
    /// Discogs' search matches loosely (a near number, another label's
    /// release), so each row's own `catno` and labels are checked.
    ///
    /// - SeeAlso: https://www.discogs.com/developers#page:database,header:database-search
    package func lookup(catalogNumber: CatalogNumber, label: String?) throws(LookupError) -> LookupOutcome {
        var items = [URLQueryItem(name: "catno", value: catalogNumber.text)]
        if let label, !label.isEmpty { items.append(URLQueryItem(name: "label", value: label)) }
        items += [URLQueryItem(name: "type", value: "release"), URLQueryItem(name: "per_page", value: "100")]
        var components = URLComponents()
        components.queryItems = items
        let call = DiscogsCall(
            path: "/database/search?" + (components.percentEncodedQuery ?? ""),
            subject: CatalogNumberMatch.subject(catalogNumber))
        let response = try send(call)
        if response.status == 404 { return .notFound }
        let rows = try decode(DiscogsSearchResponse.self, from: response, for: call).rows
        let albums = rows.filter { row in
            row.isRelease && row.catno.map(catalogNumber.matches) == true
                && CatalogNumberMatch.labels(row.label, include: label)
        }.compactMap { $0.album() }
        return LookupOutcome(ranking: albums)
    }
}
