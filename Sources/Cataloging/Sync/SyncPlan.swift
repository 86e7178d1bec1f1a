import Catalog

/// What a sync will do (or, with `--dry-run`, would do), per side; made by
/// ``SyncPlanner/plan(_:prefer:delete:)`` and carried out in this order: pairs, adds, new items,
/// field changes, removals.
package struct SyncPlan: Sendable, Equatable {
    /// A copy and an instance of the same release found to be one (first sync, or after an add
    /// that was not confirmed), or already paired.
    package struct Pair: Sendable, Equatable {
        package var itemID: Int64
        package var releaseID: Int
        package var instanceID: Int
        /// The pairing kept (for a pair found now: the add begun and not confirmed, if any).
        package var pairingID: Int64?
        /// Whether the pair was found now, so its instance is to be kept in the pairing.
        package var isNew = false
        /// The fields to write, each on one side.
        package var changes: [Change]
        /// The fields changed differently on both sides: neither written.
        package var conflicts: [Conflict]
        /// The fields Discogs holds a text of that does not parse back: neither written.
        package var unreadable: [Unreadable] = []
        /// The fields as both sides hold them once the changes are written (a conflict's as last synced).
        package var agreed: SyncValues
    }

    /// A field whose Discogs text is not one cdscan reads (a "Price" of "cheap").
    package struct Unreadable: Sendable, Equatable {
        package var field: SyncField
        package var there: String
    }

    /// One field written on one side.
    package struct Change: Sendable, Equatable {
        package var field: SyncField
        /// Where the value is written.
        package var side: SyncSide
        package var from: String?
        package var to: String?
    }

    /// A field changed on both sides to different values since the last sync.
    package struct Conflict: Sendable, Equatable {
        package var itemID: Int64
        package var releaseID: Int
        package var field: SyncField
        package var here: String?
        package var there: String?
    }

    /// A copy added to the Discogs collection.
    package struct Add: Sendable, Equatable {
        package var itemID: Int64
        package var releaseID: Int
        package var values: SyncValues
        /// The pairing of an add begun before and not confirmed: the release's instances are read
        /// before adding again.
        package var pendingPairingID: Int64?
    }

    /// A copy removed on one side since the last sync.
    package struct Removal: Sendable, Equatable {
        package var pairingID: Int64
        package var itemID: Int64
        package var releaseID: Int
        package var instanceID: Int
        /// The side it is to be removed from (the other removed it).
        package var side: SyncSide
        /// The release the copy was moved to here (`items pick`), whose instance is added instead;
        /// nil: the copy was removed.
        package var movedTo: Int? = nil
    }

    package var pairs: [Pair] = []
    package var adds: [Add] = []
    /// Instances with no copy here, to become items.
    package var newItems: [SyncInputs.Instance] = []
    /// Copies gone on one side; carried out only with `--delete`.
    package var removals: [Removal] = []
    /// Whether `removals` are carried out (`--delete`).
    package var deletes = false
    /// Pairings whose copy and instance are both gone: forgotten.
    package var forgotten: [Int64] = []
    /// Copies taking no part, by reason ("not_found", "musicbrainz", ...), with their counts.
    package var notSynced: [String: Int] = [:]

    package init() {}

    /// The changes a sync carries out, for its progress: pairs to keep or change, adds, new
    /// items, and the removals when they are carried out.
    package var steps: Int {
        pairs.count { $0.isNew || !$0.changes.isEmpty } + adds.count + newItems.count + (deletes ? removals.count : 0)
    }

    /// Every field conflict, in item order.
    package var conflicts: [Conflict] { pairs.flatMap(\.conflicts) }

    /// Whether nothing is to be sent to Discogs or written here.
    package var changesNothing: Bool {
        adds.isEmpty && newItems.isEmpty && (removals.isEmpty || !deletes) && forgotten.isEmpty
            && pairs.allSatisfy { !$0.isNew && $0.changes.isEmpty }
    }
}
