/// `GET /users/{username}/collection/value`: Discogs' own estimate of the whole collection,
/// as the text it sends ("€1,234.56"), never read as numbers.
///
/// - SeeAlso: https://www.discogs.com/developers#page:user-collection,header:user-collection-collection-value
package struct DiscogsCollectionValue: Sendable, Equatable, Decodable {
    package var minimum: String
    package var median: String
    package var maximum: String

    package init(minimum: String, median: String, maximum: String) {
        self.minimum = minimum
        self.median = median
        self.maximum = maximum
    }
}
