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

/// The options of the commands that act on a release once chosen (`lookup`, `scan`, `catalog`):
/// `--details`, `--add-to-collection` and `--folder`, each a field of its own, make `extras`.
package protocol ReleaseExtrasOptions: LookupOptions {
    /// `--details`: fetch the release's tracklist, credits and identifiers.
    var details: Bool { get }
    /// `--add-to-collection`: add it to the token holder's Discogs collection.
    var addToCollection: Bool { get }
    /// `--folder`: the collection folder by name or id; nil: 1 "Uncategorized".
    var folder: String? { get }
}

extension ReleaseExtrasOptions {
    package var extras: ExtrasOptions {
        ExtrasOptions(details: details, addToCollection: addToCollection, folder: folder)
    }
}

extension LookupOptions {
    /// Whether to ask a person to choose, given whether someone can answer.
    package func asks(_ context: CommandContext) -> Bool { pick == .ask && context.canAsk }
}
