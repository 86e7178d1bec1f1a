import Lookup
import Presentation

/// The options every command that looks barcodes up shares: `lookup`, `scan` and `catalog`.
package protocol LookupOptions: Sendable {
    /// `--source`: which databases to ask.
    var source: SourceChoice { get }
    /// `--index`: the dump index file, as given (relative to the working directory); nil: the
    /// default one, beside the catalogue (`RunAssembly.dumpIndexPath`).
    var dumpIndex: String? { get }
    /// `--pick`: what to do when several releases carry one barcode; nil: the command's default.
    var pick: PickMode { get }
    /// `--details`, `--add-to-collection`, `--folder`: what to do with the release once chosen.
    var extras: ExtrasOptions { get }
}

extension LookupOptions {
    /// Whether to ask a person to choose, given whether someone can answer.
    package func asks(_ context: CommandContext) -> Bool { pick == .ask && context.canAsk }
}
