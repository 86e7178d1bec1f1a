import Basics
import Catalog
import Cataloging
import Foundation
import Lookup
import Presentation
import Terminal

/// `cdscan sync` once its command line is checked: both sides read, the plan made
/// (`SyncPlanner`), then printed (`--dry-run`) or carried out, each change kept here as soon as
/// Discogs confirmed it, so that a sync stopped at any moment is finished by the next.
package enum SyncRun {
    /// The names of the Discogs collection fields the catalogue's fields are written to (in any
    /// case, the first found): the standard three, and the custom fields a user may have made for
    /// the copy's record, which take part only then.
    static let fieldNames: [SyncField: [String]] = [
        .media: ["Media Condition"], .sleeve: ["Sleeve Condition"], .notes: ["Notes"], .location: ["Location"],
        .paid: ["Price", "Paid"], .bought: ["Date", "Bought", "Purchase date"], .tags: ["Tags"],
    ]

    /// The user's field for `field`, by its names, in Discogs' order of the names.
    static func field(_ field: SyncField, in listed: [CollectionField]) -> CollectionField? {
        for name in fieldNames[field] ?? [] {
            if let found = listed.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
                return found
            }
        }
        return nil
    }

    /// Syncs; 0 when both sides agree, 1 with a conflict or a value Discogs refused. Throws what
    /// ends the run (a refused token, a collection not the token's, the network), for `ErrorReport`.
    package static func run(_ options: SyncOptions, context: CommandContext) throws -> ExitCode {
        let assembly = RunAssembly(source: .discogs, context: context, purpose: .releases)
        let session = try assembly.makeSession()
        guard let client = session.discogs else { return .configuration }
        let databasePath = context.databasePath(options.database)
        let store = try CatalogStore(path: databasePath, create: false)
        let lock = try CatalogLock(databasePath: databasePath)
        defer { withExtendedLifetime(lock) {} }
        return try context.stopSignals.batch.counting { () throws -> ExitCode in
            let progress = SyncProgress(console: context.console, time: context.time, enabled: options.progress)
            var sync = try Sync(
                client: client, store: store, options: options, console: context.console, progress: progress)
            progress.begin(total: sync.plan.steps)
            let status = try sync.run(stop: { context.stopSignals.batch.count > 0 })
            return status
        }
    }

    /// One sync's state: what Discogs has, as read and as changed since.
    struct Sync {
        let client: DiscogsClient
        let store: CatalogStore
        let options: SyncOptions
        let console: Console
        let username: String
        var folders: [CollectionFolder]
        let fields: [SyncField: CollectionField]
        var copies: [Int: CollectionCopy]
        let plan: SyncPlan
        var summary: SyncSummary
        /// The bar on a terminal; nil: none.
        var progress: SyncProgress?
        /// The plan's changes carried out so far, of `plan.steps`.
        var stepsDone = 0

        init(
            client: DiscogsClient, store: CatalogStore, options: SyncOptions, console: Console,
            progress: SyncProgress? = nil
        ) throws {
            self.progress = progress
            self.client = client
            self.store = store
            self.options = options
            self.console = console
            username = try client.identity()
            folders = try client.folders(username: username)
            let listed = try client.collectionFields(username: username)
            var fields: [SyncField: CollectionField] = [:]
            for field in SyncRun.fieldNames.keys { fields[field] = SyncRun.field(field, in: listed) }
            self.fields = fields
            let remote = try client.collectionCopies(username: username) { progress?.read(page: $0, of: $1) }
            // The plan's lines come next, on a line of their own.
            progress?.finish()
            copies = Dictionary(remote.map { ($0.instanceID, $0) }, uniquingKeysWith: { first, _ in first })
            let folderNames = Dictionary(folders.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            let instances = remote.map { SyncRun.instance($0, folderNames: folderNames, fields: fields) }
            let inputs = SyncInputs(
                copies: try store.allItems().map(SyncInputs.Copy.init), pairings: try store.discogsPairings(),
                instances: instances, fields: SyncField.standard + fields.keys)
            plan = SyncPlanner.plan(inputs, prefer: options.prefer, delete: options.delete)
            summary = SyncSummary(dryRun: options.dryRun)
            summary.notSynced = plan.notSynced
        }

        /// Carries the plan out (or prints it); the exit status.
        mutating func run(stop: () -> Bool) throws -> ExitCode {
            let doing = !options.dryRun
            for pair in plan.pairs {
                if stop() { break }
                try carryOut(pair, doing: doing)
                if doing, pair.isNew || !pair.changes.isEmpty { stepped() }
            }
            for add in plan.adds {
                if stop() { break }
                try carryOut(add, doing: doing)
                if doing { stepped() }
            }
            for instance in plan.newItems {
                if stop() { break }
                if doing { stepped() }
                if doing, let album = instance.album {
                    let id = try store.recordFromDiscogs(
                        album: album, instanceID: instance.instanceID, values: instance.values)
                    report(
                        .init(
                            action: "new_item", item: id, releaseID: instance.releaseID,
                            instanceID: instance.instanceID, done: true))
                } else {
                    report(
                        .init(
                            action: "new_item", item: nil, releaseID: instance.releaseID,
                            instanceID: instance.instanceID, done: false))
                }
            }
            for removal in plan.removals {
                if stop() { break }
                try carryOut(removal, doing: doing && plan.deletes)
                if doing && plan.deletes { stepped() }
            }
            if doing { for pairing in plan.forgotten { try store.unpairFromDiscogs(pairing) } }
            progress?.finish()
            summary.requests = client.requestCount
            if options.json {
                console.line(JSONLine.encode(summary, fallback: "{}"))
            } else {
                summary.lines.forEach { console.message($0) }
            }
            if stop() {
                console.message(SyncSummary.interrupted(done: stepsDone, of: plan.steps, dryRun: options.dryRun))
                return .interrupted
            }
            return summary.conflicts > 0 || summary.refused > 0 ? .notFound : .success
        }

        private mutating func stepped() {
            stepsDone += 1
            progress?.step()
        }

        private mutating func report(_ event: SyncEvent) {
            summary.count(event)
            if options.json {
                console.line(JSONLine.encode(event, fallback: "{}"))
            } else {
                console.line(Displayable.escaped(event.text))
            }
        }

        private mutating func carryOut(_ pair: SyncPlan.Pair, doing: Bool) throws {
            var pairingID = pair.pairingID
            if pair.isNew {
                if doing {
                    if let pending = pairingID {
                        try store.confirmDiscogsPairing(pending, instanceID: pair.instanceID, synced: nil)
                    } else {
                        pairingID = try store.pairWithDiscogs(
                            item: pair.itemID, releaseID: pair.releaseID, instanceID: pair.instanceID, synced: nil)
                    }
                }
                report(
                    .init(
                        action: "pair", item: pair.itemID, releaseID: pair.releaseID,
                        instanceID: pair.instanceID, done: doing))
            }
            var agreed = pair.agreed
            for change in pair.changes {
                let event = SyncEvent(
                    action: "update", item: pair.itemID, releaseID: pair.releaseID, instanceID: pair.instanceID,
                    side: change.side, field: change.field, from: change.from, to: change.to, done: doing)
                guard doing, let pairingID else {
                    report(event)
                    continue
                }
                switch change.side {
                case .local:
                    try store.takeFromDiscogs(change.field, change.to, item: pair.itemID, pairing: pairingID)
                    report(event)
                case .remote:
                    if try write(change.field, change.to, instanceID: pair.instanceID) {
                        try store.recordSynced(change.field, change.to, pairing: pairingID)
                        report(event)
                    } else {
                        agreed[change.field] = change.from
                        report(
                            .init(
                                action: "refused", item: pair.itemID, releaseID: pair.releaseID,
                                instanceID: pair.instanceID, field: change.field, to: change.to, done: false))
                    }
                }
            }
            for unreadable in pair.unreadable {
                report(
                    .init(
                        action: "unreadable", item: pair.itemID, releaseID: pair.releaseID,
                        instanceID: pair.instanceID, field: unreadable.field, there: unreadable.there, done: false))
            }
            for conflict in pair.conflicts {
                report(
                    .init(
                        action: "conflict", item: conflict.itemID, releaseID: conflict.releaseID,
                        instanceID: pair.instanceID, field: conflict.field, here: conflict.here,
                        there: conflict.there, done: false))
            }
            if doing, let pairingID { try store.recordSynced(agreed, pairing: pairingID) }
        }

        private mutating func carryOut(_ add: SyncPlan.Add, doing: Bool) throws {
            let folderName = add.values[.folder] ?? SyncValues.defaultFolder
            guard doing else {
                report(
                    .init(
                        action: "add", item: add.itemID, releaseID: add.releaseID, side: .remote,
                        field: .folder, to: folderName, done: false))
                return
            }
            let folder = try folder(named: folderName)
            var instanceID: Int?
            let pairingID: Int64
            if let pending = add.pendingPairingID {
                // An add was sent and not confirmed: the instance it made may be there.
                pairingID = pending
                let paired = Set(try store.discogsPairings().compactMap(\.instanceID))
                instanceID = try client.copies(of: add.releaseID, username: username)
                    .first { !paired.contains($0.instanceID) }?.instanceID
            } else {
                pairingID = try store.pairWithDiscogs(
                    item: add.itemID, releaseID: add.releaseID, instanceID: nil, synced: nil)
            }
            let made: Int
            if let instanceID {
                made = instanceID
            } else {
                made = try client.addToCollection(
                    releaseID: String(add.releaseID), folderID: folder.id, username: username)
            }
            try store.confirmDiscogsPairing(pairingID, instanceID: made, synced: SyncValues([.folder: folder.name]))
            try store.markAddedToDiscogs(item: add.itemID, folder: folder.name)
            copies[made] = CollectionCopy(releaseID: add.releaseID, instanceID: made, folderID: folder.id)
            report(
                .init(
                    action: "add", item: add.itemID, releaseID: add.releaseID, instanceID: made,
                    side: .remote, field: .folder, to: folder.name, done: true))
            for field in SyncField.allCases where field != .folder && add.values[field] != nil {
                guard let value = add.values[field] else { continue }
                if try write(field, value, instanceID: made) {
                    try store.recordSynced(field, value, pairing: pairingID)
                } else {
                    report(
                        .init(
                            action: "refused", item: add.itemID, releaseID: add.releaseID,
                            instanceID: made, field: field, to: value, done: false))
                }
            }
        }

        private mutating func carryOut(_ removal: SyncPlan.Removal, doing: Bool) throws {
            if doing {
                switch removal.side {
                case .remote:
                    if let copy = copies[removal.instanceID] { try client.deleteInstance(copy, username: username) }
                case .local:
                    try store.remove([removal.itemID])
                }
                try store.unpairFromDiscogs(removal.pairingID)
            }
            report(
                .init(
                    action: "remove", item: removal.itemID, releaseID: removal.releaseID,
                    instanceID: removal.instanceID, side: removal.side, movedTo: removal.movedTo, done: doing))
        }

        /// Writes `value` into an instance's `field` on Discogs; false when Discogs refused it.
        private mutating func write(_ field: SyncField, _ value: String?, instanceID: Int) throws -> Bool {
            guard var copy = copies[instanceID] else { return false }
            switch field {
            case .folder:
                let folder = try folder(named: value ?? SyncValues.defaultFolder)
                try client.editInstance(copy, moveTo: folder.id, username: username)
                copy.folderID = folder.id
                copies[instanceID] = copy
                return true
            case .rating:
                try client.editInstance(copy, rating: value.flatMap { Int($0) } ?? 0, username: username)
                return true
            case .media, .sleeve, .notes, .location, .paid, .bought, .tags:
                guard let target = fields[field] else { return false }
                return try client.setField(target.id, to: value ?? "", of: copy, username: username) == .written
            }
        }

        /// The folder called `name` (in any case), made when Discogs has none.
        private mutating func folder(named name: String) throws -> CollectionFolder {
            if let found = folders.first(where: { $0.id != 0 && $0.name.caseInsensitiveCompare(name) == .orderedSame })
            {
                return found
            }
            let made = try client.createFolder(named: name, username: username)
            folders.append(made)
            return made
        }
    }

    /// An instance as the planner takes it: its folder's name, its rating, and the fields found
    /// by name, each in the catalogue's form; a text that does not parse back is unreadable.
    static func instance(
        _ copy: CollectionCopy, folderNames: [Int: String], fields: [SyncField: CollectionField]
    ) -> SyncInputs.Instance {
        var values = SyncValues(
            folder: folderNames[copy.folderID], rating: copy.rating, media: nil, sleeve: nil, notes: nil)
        var unreadable: [SyncField: String] = [:]
        for (field, target) in fields {
            guard let text = copy.fields[target.id] else { continue }
            if let canonical = field.canonical(text) { values[field] = canonical } else { unreadable[field] = text }
        }
        return SyncInputs.Instance(
            releaseID: copy.releaseID, instanceID: copy.instanceID, values: values, album: copy.album,
            unreadable: unreadable)
    }
}
