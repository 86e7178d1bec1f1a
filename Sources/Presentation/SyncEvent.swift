import Catalog
import Cataloging

/// One change `cdscan sync` planned or made, as a line of text or (`--json`) an object.
package struct SyncEvent: Encodable, Sendable, Equatable {
    /// What: "pair", "add", "new_item", "update", "conflict", "remove", "refused", "unreadable".
    package var action: String
    /// The catalogue's item number; nil for an instance not yet an item.
    package var item: Int64?
    package var releaseID: Int
    package var instanceID: Int?
    /// Where it is (or would be) written: "local" (the catalogue) or "remote" (Discogs).
    package var side: String?
    package var field: String?
    package var from: String?
    package var to: String?
    /// A conflict's values: the catalogue's and Discogs'.
    package var here: String?
    package var there: String?
    /// A removal's: the release the copy was moved to here (`items pick`), added in its place.
    package var movedTo: Int?
    /// Whether it was done (false: planned only, with --dry-run, or a removal without --delete).
    package var done: Bool

    enum CodingKeys: String, CodingKey {
        case action, item, side, field, from, to, here, there, done
        case releaseID = "release_id"
        case instanceID = "instance_id"
        case movedTo = "moved_to"
    }

    package init(
        action: String, item: Int64?, releaseID: Int, instanceID: Int? = nil, side: SyncSide? = nil,
        field: SyncField? = nil, from: String? = nil, to: String? = nil, here: String? = nil, there: String? = nil,
        movedTo: Int? = nil, done: Bool
    ) {
        self.action = action
        self.item = item
        self.releaseID = releaseID
        self.instanceID = instanceID
        self.side = side?.rawValue
        self.field = field?.rawValue
        self.from = from
        self.to = to
        self.here = here
        self.there = there
        self.movedTo = movedTo
        self.done = done
    }

    /// The event as one line for a person.
    package var text: String {
        let what = item.map { "item \($0)" } ?? "instance \(instanceID ?? 0)"
        let release = "release \(releaseID)"
        let verb = done ? "" : "would "
        let place = side == SyncSide.remote.rawValue ? "on Discogs" : "here"
        switch action {
        case "pair":
            return "\(what): \(verb)pair with instance \(instanceID ?? 0) of \(release)"
        case "add":
            return "\(what): \(verb)add \(release) to Discogs, folder \(Self.quoted(to))"
        case "new_item":
            return "instance \(instanceID ?? 0) of \(release): \(verb)become a new item"
        case "update":
            return "\(what): \(verb)set \(field ?? "") \(place): \(Self.quoted(from)) -> \(Self.quoted(to))"
        case "conflict":
            return "\(what) (\(release)): conflict on \(field ?? ""): here \(Self.quoted(here)), "
                + "on Discogs \(Self.quoted(there)); neither written (--prefer local|remote settles it)"
        case "remove":
            let gone =
                if let movedTo { "moved here to release \(movedTo)" } else {
                    side == SyncSide.remote.rawValue ? "removed here" : "removed on Discogs"
                }
            let action = done ? "removed \(place)" : "remove \(place) with --delete"
            return "\(what) (\(release), instance \(instanceID ?? 0)): \(gone) since the last sync; \(action)"
        case "refused":
            return "\(what) (\(release)): Discogs does not offer \(Self.quoted(to)) for \(field ?? ""); "
                + "left as it is there"
        case "unreadable":
            return "\(what) (\(release)): Discogs' \(field ?? "") \(Self.quoted(there)) is not one cdscan reads; "
                + "left as it is on both sides"
        default:
            return "\(what): \(action)"
        }
    }

    private static func quoted(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "(none)"
    }
}

/// The counts a sync ends with, as a summary line or (`--json`) a last object.
package struct SyncSummary: Encodable, Sendable, Equatable {
    package var action = "summary"
    package var dryRun: Bool
    package var paired = 0
    package var added = 0
    package var newItems = 0
    package var updatedHere = 0
    package var updatedThere = 0
    package var conflicts = 0
    package var refused = 0
    package var removals = 0
    package var removed = 0
    /// Copies taking no part, by reason.
    package var notSynced: [String: Int] = [:]
    /// Requests sent to Discogs.
    package var requests = 0

    enum CodingKeys: String, CodingKey {
        case action, paired, added, conflicts, refused, removals, removed, requests
        case dryRun = "dry_run"
        case newItems = "new_items"
        case updatedHere = "updated_here"
        case updatedThere = "updated_there"
        case notSynced = "not_synced"
    }

    package init(dryRun: Bool) { self.dryRun = dryRun }

    /// Counts `event` in.
    package mutating func count(_ event: SyncEvent) {
        switch event.action {
        case "pair": paired += 1
        case "add": added += 1
        case "new_item": newItems += 1
        case "update" where event.side == SyncSide.local.rawValue: updatedHere += 1
        case "update": updatedThere += 1
        case "conflict": conflicts += 1
        case "refused", "unreadable": refused += 1
        case "remove" where event.done: removed += 1
        case "remove": removals += 1
        default: break
        }
    }

    /// A sync stopped by a signal after `done` of its `total` changes: what Discogs confirmed is
    /// kept, so the same command finishes it (a dry run changed nothing and shows the rest).
    package static func interrupted(done: Int, of total: Int, dryRun: Bool) -> String {
        dryRun
            ? "interrupted: the plan above is not whole; run the same command again to see all of it"
            : "interrupted after \(done) of \(Plural.count(total, "change")); every change made is kept, and "
                + "running the same command again finishes the sync"
    }

    /// The summary for a person.
    package var lines: [String] {
        let head = dryRun ? "Sync plan (dry run, nothing changed)" : "Synced"
        var lines = [
            "\(head): \(paired) paired, \(added) added to Discogs, \(Plural.count(newItems, "new item")), "
                + "\(Plural.count(updatedHere, "field")) set here, \(updatedThere) set on Discogs, "
                + "\(Plural.count(conflicts, "conflict")), \(Plural.count(refused, "value")) refused, "
                + "\(removed) removed, \(Plural.count(removals, "removal")) left (--delete); "
                + "\(Plural.count(requests, "request"))."
        ]
        if !notSynced.isEmpty {
            // The statuses as the summaries of the other commands say them ("not found", not "not_found").
            let reasons = notSynced.sorted { $0.key < $1.key }.map {
                "\($0.value) \(String($0.key.map { $0 == "_" ? " " : $0 }))"
            }
            lines.append("Not synced (no Discogs release): " + reasons.joined(separator: ", ") + ".")
        }
        return lines
    }
}
