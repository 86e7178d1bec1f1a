/// A side of `cdscan sync`: the catalogue here, or the Discogs collection there.
package enum SyncSide: String, Sendable, CaseIterable {
    /// The catalogue.
    case local
    /// The Discogs collection.
    case remote
}
