import CommandLineKit
import Lookup

/// `--pick`, `--details`, `--add-to-collection` and `--folder`: which release of a barcode to take
/// and what to do with it, declared once for `lookup`, `scan` and `catalog`, each of which includes
/// them (`@OptionGroup`), `scan` and `catalog` with help of their own for `--pick` and `--details`.
package struct ReleaseChoiceOptions: ParsableOptions {
    /// `--pick best|ask|all`: what to do when several releases carry one barcode;
    /// `$pick.isGiven`: whether `--pick` (or `CDSCAN_PICK`) chose it.
    @Option(
        .value(
            "pick", "best|ask|all",
            help:
                "Several releases on one barcode: take the best ranked (best), ask on a terminal (ask), or show all (all).",
            shown: \.rawValue
        ) { text throws(UsageError) in
            guard let mode = PickMode(rawValue: text) else {
                throw UsageError("'--pick' is best, ask or all, not '\(text)'")
            }
            return mode
        })
    package var pick = PickMode.best
    /// `--details`: fetch the release's tracklist, credits and identifiers.
    @Option(
        .flag(
            "details",
            help: "Also fetch the release's tracklist, credits and identifiers, from the service that answered.",
            sets: true))
    package var details = false
    /// `--add-to-collection`: add it to the token holder's Discogs collection.
    @Option(
        .flag(
            "add-to-collection",
            help: "Add the chosen Discogs release to your Discogs collection unless it is there already "
                + "(needs DISCOGS_TOKEN).", sets: true))
    package var addToCollection = false
    /// `--folder`: the collection folder by name or id; nil: 1 "Uncategorized".
    @Option(
        .text("folder", "name|id", help: "The collection folder for --add-to-collection, by name or number.") {
            $0 ?? "1, Uncategorized"
        })
    package var folder: String? = nil

    /// Take the best ranked; nothing more done with it.
    package init() {}

    /// A command whose default is `pick` (`catalog`: all).
    package init(pick: PickMode) { self.pick = pick }

    /// `--details`, `--add-to-collection`, `--folder`: what to do with the release once chosen.
    package var extras: ExtrasOptions {
        ExtrasOptions(details: details, addToCollection: addToCollection, folder: folder)
    }
}
