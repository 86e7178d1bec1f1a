import Lookup
import Presentation

/// The options every command that looks barcodes up shares: `lookup`, `scan`, `catalog` and
/// `items refresh`.
package protocol LookupOptions: Sendable {
    /// `--source`, `--index`: which databases to ask.
    var sources: SourceOptions { get }
    /// `--pick`: what to do when several releases carry one barcode.
    var pick: PickMode { get }
    /// `--details`, `--add-to-collection`, `--folder`: what to do with the release once chosen.
    var extras: ExtrasOptions { get }
}

/// The options of the commands that choose a release and act on it (`lookup`, `scan`, `catalog`):
/// `--pick`, `--details`, `--add-to-collection` and `--folder`, as one group.
package protocol ReleaseExtrasOptions: LookupOptions {
    var choice: ReleaseChoiceOptions { get }
}

extension ReleaseExtrasOptions {
    package var pick: PickMode { choice.pick }
    package var extras: ExtrasOptions { choice.extras }
}

extension LookupOptions {
    /// Whether to ask a person to choose, given whether someone can answer.
    package func asks(_ context: CommandContext) -> Bool { pick == .ask && context.canAsk }
}
