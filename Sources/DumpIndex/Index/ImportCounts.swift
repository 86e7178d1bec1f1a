/// What an import found, as `dump status` reports it.
public struct ImportCounts: Sendable, Equatable, Codable {
    /// `<release>` elements read.
    public var releasesRead = 0
    /// Releases kept: those with at least one barcode identifier.
    public var releases = 0
    /// Barcodes kept as GTINs (one per release and GTIN).
    public var barcodes = 0
    /// Barcode values that are no valid GTIN, kept raw and never matched.
    public var rawBarcodes = 0

    public init() {}

    /// Releases skipped for having no barcode.
    public var withoutBarcode: Int { releasesRead - releases }
}
