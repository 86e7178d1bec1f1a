/// What an import found, as `dump status` reports it.
package struct ImportCounts: Sendable, Equatable, Codable {
    /// `<release>` elements read.
    package var releasesRead = 0
    /// Releases kept: those with at least one barcode identifier.
    package var releases = 0
    /// Barcodes kept as GTINs (one per release and GTIN).
    package var barcodes = 0
    /// Barcode values that are no valid GTIN, kept raw and never matched.
    package var rawBarcodes = 0
    /// Catalogue numbers kept (one per release and number, as `CatalogNumber.key` compares them).
    package var catalogNumbers = 0
    /// Releases without a barcode kept for their catalogue number (not among `releases`).
    package var catalogNumberOnly = 0

    package init() {}

    /// Releases without a barcode (`catalogNumberOnly` of them kept for their catalogue number).
    package var withoutBarcode: Int { releasesRead - releases }
}
