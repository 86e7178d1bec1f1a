import Catalog

/// How a conflict is settled: `--prefer local` writes the catalogue's value there, `--prefer
/// remote` Discogs' value here.
package enum SyncPreference: String, Sendable, CaseIterable {
    case local, remote
}

/// The rules of `cdscan sync`, as one pure function from what both sides hold to a ``SyncPlan``.
package enum SyncPlanner {
    /// What one field comes to in a three-way merge.
    package enum FieldMerge: Sendable, Equatable {
        /// Both sides hold the same value.
        case same
        /// Changed here only (or settled for here): written there.
        case writeRemote(String?)
        /// Changed there only (or settled for there): written here.
        case writeLocal(String?)
        /// Changed on both sides, differently.
        case conflict
    }

    /// The three-way merge of one field: `base` as last synced, `here` and `there` now.
    package static func merge(base: String?, here: String?, there: String?, prefer: SyncPreference?) -> FieldMerge {
        if here == there { return .same }
        if here == base { return .writeLocal(there) }
        if there == base { return .writeRemote(here) }
        switch prefer {
        case .local: return .writeRemote(here)
        case .remote: return .writeLocal(there)
        case nil: return .conflict
        }
    }

    /// The base of a pair never synced: every field empty but the folder, Discogs' default, so
    /// that a copy in no folder here takes the instance's folder.
    static let firstBase = SyncValues([.folder: SyncValues.defaultFolder])

    /// The plan: pairings kept are merged; copies and instances of one release not yet paired
    /// are paired in order (n with n); the copies left over are added there, the instances left
    /// over become items here; a copy or instance gone since the last sync is a removal on the
    /// other side (carried out only when `delete`).
    package static func plan(_ inputs: SyncInputs, prefer: SyncPreference?, delete: Bool) -> SyncPlan {
        var plan = SyncPlan()
        plan.deletes = delete
        let copies = Dictionary(inputs.copies.map { ($0.itemID, $0) }, uniquingKeysWith: { first, _ in first })
        let instances = Dictionary(
            inputs.instances.map { ($0.instanceID, $0) }, uniquingKeysWith: { first, _ in first })
        for copy in inputs.copies where copy.releaseID == nil {
            plan.notSynced[copy.exclusion ?? "no Discogs release", default: 0] += 1
        }
        var pairedItems = Set<Int64>()
        var pairedInstances = Set<Int>()
        var pending: [Int64: Int64] = [:]
        for pairing in inputs.pairings {
            var copy = pairing.itemExists ? copies[pairing.itemID] : nil
            // A copy moved to another release (`items pick`) is no longer the copy of this
            // pairing's instance, which is of the release it left: that instance goes as a removed
            // copy's does (with `--delete`), and the copy is paired anew or added below.
            let movedTo = copy?.releaseID.flatMap { $0 == pairing.releaseID ? nil : $0 }
            if movedTo != nil { copy = nil }
            guard let instanceID = pairing.instanceID else {
                // An add begun and not confirmed: the copy is paired anew (or added again) below.
                // (One begun for the release a copy left is forgotten: an instance it made is
                // one with no copy, and becomes an item.)
                if copy != nil { pending[pairing.itemID] = pairing.id } else { plan.forgotten.append(pairing.id) }
                continue
            }
            // A removed copy's number may have been taken by a copy added since.
            if copy != nil { pairedItems.insert(pairing.itemID) }
            pairedInstances.insert(instanceID)
            let instance = instances[instanceID]
            switch (copy, instance) {
            case (let copy?, let instance?):
                plan.pairs.append(
                    pair(
                        copy, instance, pairingID: pairing.id, base: pairing.synced ?? firstBase,
                        fields: inputs.fields, prefer: prefer))
            case (nil, nil):
                plan.forgotten.append(pairing.id)
            case (nil, _?):
                plan.removals.append(
                    .init(
                        pairingID: pairing.id, itemID: pairing.itemID, releaseID: pairing.releaseID,
                        instanceID: instanceID, side: .remote, movedTo: movedTo))
            case (_?, nil):
                plan.removals.append(
                    .init(
                        pairingID: pairing.id, itemID: pairing.itemID, releaseID: pairing.releaseID,
                        instanceID: instanceID, side: .local))
            }
        }
        var spare: [Int: [SyncInputs.Instance]] = [:]
        for instance in inputs.instances where !pairedInstances.contains(instance.instanceID) {
            spare[instance.releaseID, default: []].append(instance)
        }
        for copy in inputs.copies where !pairedItems.contains(copy.itemID) {
            guard let releaseID = copy.releaseID else { continue }
            if let instance = spare[releaseID]?.first {
                spare[releaseID]?.removeFirst()
                var found = pair(
                    copy, instance, pairingID: pending[copy.itemID], base: firstBase, fields: inputs.fields,
                    prefer: prefer)
                found.isNew = true
                plan.pairs.append(found)
            } else {
                plan.adds.append(
                    .init(
                        itemID: copy.itemID, releaseID: releaseID, values: copy.values.only(inputs.fields),
                        pendingPairingID: pending[copy.itemID]))
            }
        }
        plan.newItems = inputs.instances.filter { instance in
            spare[instance.releaseID]?.contains { $0.instanceID == instance.instanceID } == true
        }
        return plan
    }

    private static func pair(
        _ copy: SyncInputs.Copy, _ instance: SyncInputs.Instance, pairingID: Int64?, base: SyncValues,
        fields: [SyncField], prefer: SyncPreference?
    ) -> SyncPlan.Pair {
        var result = SyncPlan.Pair(
            itemID: copy.itemID, releaseID: instance.releaseID, instanceID: instance.instanceID,
            pairingID: pairingID, changes: [], conflicts: [], agreed: base)
        for field in fields {
            if let text = instance.unreadable[field] {
                result.unreadable.append(.init(field: field, there: text))
                continue
            }
            let here = copy.values[field]
            let there = instance.values[field]
            switch merge(base: base[field], here: here, there: there, prefer: prefer) {
            case .same:
                result.agreed[field] = here
            case .writeRemote(let value):
                result.changes.append(.init(field: field, side: .remote, from: there, to: value))
                result.agreed[field] = value
            case .writeLocal(let value):
                result.changes.append(.init(field: field, side: .local, from: here, to: value))
                result.agreed[field] = value
            case .conflict:
                result.conflicts.append(
                    .init(itemID: copy.itemID, releaseID: instance.releaseID, field: field, here: here, there: there))
            }
        }
        return result
    }
}
