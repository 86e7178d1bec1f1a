import Catalog
import Lookup

extension CollectionEntry {
    /// The catalog's record of `outcome`; nil when nothing was added or found (`.skipped`).
    package init?(_ outcome: CollectionOutcome) {
        switch outcome {
        case .added(let folder, let instanceID):
            self.init(CollectionAddResult.added(folder: folder, instanceID: instanceID))
        case .alreadyThere(let folders): self.init(CollectionAddResult.alreadyThere(folders))
        case .skipped: return nil
        }
    }

    /// The catalog's record of what adding a release to the Discogs collection did.
    package init(_ result: CollectionAddResult) {
        switch result {
        case .added(let folder, _): self.init(status: .added, folder: folder.name)
        case .alreadyThere(let folders): self.init(status: .alreadyThere, folder: folders.first?.name ?? "")
        }
    }
}
