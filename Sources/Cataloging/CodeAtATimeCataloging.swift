import Catalog

/// What the catalogers that take one code at a time (`DiscCataloging`, `TypedCataloging`) share:
/// the batch runner that looks each code up as soon as it is recorded (its store and observer are
/// theirs too, so the two cannot disagree), and the command line's wrapper around each lookup.
protocol CodeAtATimeCataloging {
    var runner: BatchRunner { get }
    /// Runs one code's lookup (the command line counts Ctrl-C meanwhile).
    var whileLookingUp: (() -> BatchReport) -> BatchReport { get }
}

extension CodeAtATimeCataloging {
    /// Each lookup as it is, for a cataloger whose caller counts Ctrl-C around the whole run.
    var whileLookingUp: (() -> BatchReport) -> BatchReport { { $0() } }

    var store: CatalogStore { runner.store }
    var observer: any BatchObserver { runner.observer }

    /// Looks `key` up now; with `finishing`, then its releases' extras (`--details`,
    /// `--add-to-collection`) unless the lookup stopped the batch.
    func lookUp(_ key: ItemKey, finishing: Bool = false) -> BatchReport {
        let runner = runner
        return whileLookingUp {
            var lookedUp = runner.run(only: [key])
            if finishing, lookedUp.stop == nil { runner.finishReleases(barcodes: [key], report: &lookedUp) }
            return lookedUp
        }
    }
}
