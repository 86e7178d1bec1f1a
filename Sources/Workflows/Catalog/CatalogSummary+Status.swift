import Presentation

extension CatalogSummary {
    /// 0 when every barcode was found, 1 when some were not found or are ambiguous.
    ///
    /// Invalid lines, lookup failures and early stops are the caller's to add.
    package var status: ExitCode {
        items.contains { $0.status == .notFound || $0.status == .ambiguous } ? .notFound : .success
    }
}
