import Catalog
import Presentation
import Terminal

/// `cdscan items pick ITEM N`: the release of one copy chosen among its releases.
package enum ItemsPickRun {
    /// Makes the `number`-th release (as typed, from 1) of item `id` its release.
    ///
    /// An item with no release, or a number out of range, is the command line's mistake: it is
    /// thrown as a `CommandFailure` with status `.usage`, for the command line to report with
    /// its usage line; nothing is changed.
    package static func run(item id: Int64, number text: String, store: CatalogStore, console: Console) throws
        -> ExitCode
    {
        guard let item = try store.item(id: id) else { throw CatalogError.noSuchItem(id: id) }
        let pressings = item.pressings
        guard !pressings.isEmpty else {
            throw CommandFailure(
                message: "item \(id) has no release to choose (it is \(item.status.rawValue)); "
                    + "'cdscan items refresh \(id)' looks it up again", status: .usage)
        }
        guard let number = Int(text), pressings.indices.contains(number - 1) else {
            throw CommandFailure(
                message: "item \(id) has \(Plural.count(pressings.count, "release")): choose 1 to \(pressings.count) "
                    + "('cdscan items show \(id)' lists them)", status: .usage)
        }
        let chosen = pressings[number - 1]
        try store.pick(chosen, alternatives: pressings.filter { $0 != chosen }, item: id)
        console.message(ItemListing.pickedLine(chosen, item: id))
        return .success
    }
}
