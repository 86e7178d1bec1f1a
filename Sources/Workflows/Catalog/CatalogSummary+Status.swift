import Cataloging
import Presentation

extension CatalogSummary {
    /// 0 when every barcode was found, 1 when some were not found or are ambiguous.
    ///
    /// Invalid lines, lookup failures and early stops are the caller's to add.
    package var status: ExitCode {
        items.contains { $0.status == .notFound || $0.status == .ambiguous } ? .notFound : .success
    }

    /// What to set right before going on when `stop` ended the run for its configuration (78) or
    /// a refused token (77), `status` being what the stop's report returned: nil for any other
    /// stop, which the same command again (or `--resume`) goes on from as it is.
    package static func setRight(after stop: BatchStop?, status: ExitCode) -> String? {
        guard let stop, status == .configuration || status == .permission else { return nil }
        return setRightFirst(stop)
    }
}
