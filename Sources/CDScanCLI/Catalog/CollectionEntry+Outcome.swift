import Catalog
import Lookup

extension CollectionEntry {
    /// The catalog's record of `outcome`; nil when nothing was added or found (`.skipped`).
    init?(_ outcome: CollectionOutcome) {
        switch outcome {
        case .added(let folder, _): self.init(status: .added, folder: folder.name)
        case .alreadyThere(let folders): self.init(status: .alreadyThere, folder: folders.first?.name ?? "")
        case .skipped: return nil
        }
    }
}
