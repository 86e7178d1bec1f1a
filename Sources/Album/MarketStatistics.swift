/// What Discogs' marketplace statistics told of a release: its lowest listing, how many
/// copies are for sale, and whether it may be sold at all.
///
/// - SeeAlso: https://www.discogs.com/developers#page:marketplace,header:marketplace-release-statistics
package struct MarketStatistics: Sendable, Equatable {
    /// nil: none for sale, or blocked (`"lowest_price": null`).
    package var lowestPrice: MarketPrice?
    package var forSale: Int
    package var blockedFromSale: Bool

    package init(lowestPrice: MarketPrice?, forSale: Int, blockedFromSale: Bool) {
        self.lowestPrice = lowestPrice
        self.forSale = forSale
        self.blockedFromSale = blockedFromSale
    }
}
