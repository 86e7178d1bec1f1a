import Catalog
import Presentation
import Terminal

/// `cdscan items pick ITEM N`: the release of one copy chosen among its releases.
package enum ItemsPickRun {
    /// Makes the `number`-th release (as typed, from 1) of item `id` its release.
    ///
    /// An item with no release, or a number out of range, is the command line's mistake: it is
    /// thrown as a `CommandFailure` (status 64), for the command line to report with its usage
    /// line; nothing is changed.
    package static func run(item id: Int64, number text: String, store: CatalogStore, console: Console) throws
        -> ExitCode
    {
        guard let item = try store.item(id: id) else { throw CatalogError.noSuchItem(id: id) }
        let pressings = item.pressings
        guard !pressings.isEmpty else {
            throw CommandFailure.noReleaseToChoose(item: id, status: item.status)
        }
        guard let number = Int(text), pressings.indices.contains(number - 1) else {
            throw CommandFailure.noSuchRelease(item: id, count: pressings.count)
        }
        let chosen = pressings[number - 1]
        try store.pick(chosen, alternatives: pressings.filter { $0 != chosen }, item: id)
        console.message(ItemListing.pickedLine(chosen, item: id))
        return .success
    }
}
