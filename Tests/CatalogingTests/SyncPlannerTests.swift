import Catalog
import Testing

@testable import Cataloging

/// The rules of `cdscan sync` as a pure function: the three-way merge of each field, the pairing
/// of a first sync, adds, new items, removals, and the copies that take no part.
@Suite struct SyncPlannerTests {
    let seeds = 4_707_982
    let other = 1_234

    func values(
        folder: String? = "CDs", rating: Int? = nil, media: String? = nil, sleeve: String? = nil, notes: String? = nil
    ) -> SyncValues {
        SyncValues(folder: folder, rating: rating, media: media, sleeve: sleeve, notes: notes)
    }

    func copy(_ item: Int64, _ releaseID: Int?, _ values: SyncValues) -> SyncInputs.Copy {
        SyncInputs.Copy(
            itemID: item, releaseID: releaseID, exclusion: releaseID == nil ? "not_found" : nil, values: values)
    }

    func pairing(
        _ id: Int64, item: Int64, instance: Int?, synced: SyncValues?, exists: Bool = true, release: Int? = nil
    ) -> DiscogsPairing {
        DiscogsPairing(
            id: id, itemID: item, itemExists: exists, releaseID: release ?? seeds, instanceID: instance,
            synced: synced)
    }

    @Test(
        arguments: [
            // base, here, there, expected
            ("a", "a", "a", SyncPlanner.FieldMerge.same),
            ("a", "b", "a", .writeRemote("b")),
            ("a", "a", "b", .writeLocal("b")),
            ("a", "b", "b", .same),
            ("a", "b", "c", .conflict),
            ("a", nil, "a", .writeRemote(nil)),
            ("a", "a", nil, .writeLocal(nil)),
        ] as [(String?, String?, String?, SyncPlanner.FieldMerge)])
    func aFieldMergesThreeWays(base: String?, here: String?, there: String?, expected: SyncPlanner.FieldMerge) {
        #expect(SyncPlanner.merge(base: base, here: here, there: there, prefer: nil) == expected)
    }

    @Test func preferSettlesEveryConflictOneWay() {
        #expect(SyncPlanner.merge(base: "a", here: "b", there: "c", prefer: .local) == .writeRemote("b"))
        #expect(SyncPlanner.merge(base: "a", here: "b", there: "c", prefer: .remote) == .writeLocal("c"))
        // A change on one side only is never overruled by the preference.
        #expect(SyncPlanner.merge(base: "a", here: "a", there: "c", prefer: .local) == .writeLocal("c"))
    }

    @Test func aPairedCopyWritesEachSidesChangeToTheOtherAndListsConflicts() throws {
        let base = values(rating: 3, media: "Mint (M)", notes: "old")
        let inputs = SyncInputs(
            copies: [copy(1, seeds, values(rating: 4, media: "Mint (M)", notes: "mine"))],
            pairings: [pairing(10, item: 1, instance: 7, synced: base)],
            instances: [
                .init(releaseID: seeds, instanceID: 7, values: values(rating: 3, media: "Good (G)", notes: "theirs"))
            ])
        let plan = SyncPlanner.plan(inputs, prefer: nil, delete: false)
        let pair = try #require(plan.pairs.first)
        #expect(
            pair.changes == [
                .init(field: .rating, side: .remote, from: "3", to: "4"),
                .init(field: .media, side: .local, from: "Mint (M)", to: "Good (G)"),
            ])
        #expect(plan.conflicts == [.init(itemID: 1, releaseID: seeds, field: .notes, here: "mine", there: "theirs")])
        // The conflicting field stays as last synced, so the next sync finds the conflict again.
        #expect(pair.agreed[.notes] == "old")
        #expect(pair.agreed[.rating] == "4")
        #expect(!pair.isNew)
    }

    @Test func aSyncAfterASyncChangesNothing() {
        let same = values(rating: 5, media: "Mint (M)", sleeve: "Generic", notes: "n")
        let inputs = SyncInputs(
            copies: [copy(1, seeds, same)], pairings: [pairing(10, item: 1, instance: 7, synced: same)],
            instances: [.init(releaseID: seeds, instanceID: 7, values: same)])
        let plan = SyncPlanner.plan(inputs, prefer: nil, delete: true)
        #expect(plan.changesNothing)
        #expect(plan.pairs.first?.changes == [])
    }

    @Test func aFirstSyncPairsNCopiesWithNInstancesAddsTheRestAndMakesItemsOfTheOthers() {
        let inputs = SyncInputs(
            copies: [
                copy(1, seeds, values(folder: nil)), copy(2, seeds, values(folder: nil)),
                copy(3, seeds, values(folder: "Shelf")), copy(4, nil, values()),
            ],
            pairings: [],
            instances: [
                .init(releaseID: seeds, instanceID: 70, values: values(folder: "CDs", rating: 2)),
                .init(releaseID: seeds, instanceID: 71, values: values(folder: "Uncategorized")),
                .init(releaseID: other, instanceID: 72, values: values()),
            ])
        let plan = SyncPlanner.plan(inputs, prefer: nil, delete: false)
        #expect(plan.pairs.map(\.itemID) == [1, 2])
        #expect(plan.pairs.map(\.instanceID) == [70, 71])
        #expect(plan.pairs.allSatisfy { $0.isNew })
        // A copy in no folder here takes the instance's folder, and its rating.
        #expect(
            plan.pairs[0].changes == [
                .init(field: .folder, side: .local, from: "Uncategorized", to: "CDs"),
                .init(field: .rating, side: .local, from: nil, to: "2"),
            ])
        #expect(plan.adds.map(\.itemID) == [3])
        #expect(plan.adds.first?.values[.folder] == "Shelf")
        #expect(plan.newItems.map(\.instanceID) == [72])
        #expect(plan.notSynced == ["not_found": 1])
        #expect(!plan.changesNothing)
    }

    @Test func removalsOnEitherSideAreReportedAndCarriedOutOnlyWithDelete() {
        let base = values()
        let inputs = SyncInputs(
            copies: [copy(2, seeds, base)],
            pairings: [
                pairing(10, item: 1, instance: 7, synced: base, exists: false),
                pairing(11, item: 2, instance: 8, synced: base),
                pairing(12, item: 3, instance: 9, synced: base, exists: false),
            ],
            instances: [.init(releaseID: seeds, instanceID: 7, values: base)])
        let kept = SyncPlanner.plan(inputs, prefer: nil, delete: false)
        #expect(
            kept.removals == [
                .init(pairingID: 10, itemID: 1, releaseID: seeds, instanceID: 7, side: .remote),
                .init(pairingID: 11, itemID: 2, releaseID: seeds, instanceID: 8, side: .local),
            ])
        #expect(kept.forgotten == [12])
        #expect(!kept.deletes)
        #expect(kept.adds.isEmpty && kept.newItems.isEmpty)
        #expect(SyncPlanner.plan(inputs, prefer: nil, delete: true).deletes)
    }

    @Test func anAddNotConfirmedClaimsTheInstanceItMadeInsteadOfAddingAgain() {
        let inputs = SyncInputs(
            copies: [copy(1, seeds, values())], pairings: [pairing(10, item: 1, instance: nil, synced: nil)],
            instances: [.init(releaseID: seeds, instanceID: 7, values: values())])
        let plan = SyncPlanner.plan(inputs, prefer: nil, delete: false)
        #expect(plan.adds.isEmpty)
        #expect(plan.pairs.map(\.pairingID) == [10])
        #expect(plan.pairs.first?.isNew == true)
        // With no instance there, it is added again, reading the release's instances first.
        let none = SyncInputs(copies: inputs.copies, pairings: inputs.pairings, instances: [])
        #expect(SyncPlanner.plan(none, prefer: nil, delete: false).adds.map(\.pendingPairingID) == [10])
    }

    @Test func aRemovedCopysNumberTakenByANewCopyDoesNotHideTheNewCopy() {
        let inputs = SyncInputs(
            copies: [copy(1, seeds, values())],
            pairings: [pairing(10, item: 1, instance: 7, synced: values(), exists: false)], instances: [])
        let plan = SyncPlanner.plan(inputs, prefer: nil, delete: false)
        #expect(plan.forgotten == [10])
        #expect(plan.adds.map(\.itemID) == [1])
    }

    @Test func aCopyMovedToAnotherReleaseRemovesTheOldInstanceAndAddsOneOfTheNewRelease() {
        let base = values(rating: 4)
        let moved = SyncInputs(
            copies: [copy(1, other, base)], pairings: [pairing(10, item: 1, instance: 7, synced: base)],
            instances: [.init(releaseID: seeds, instanceID: 7, values: base)])
        let plan = SyncPlanner.plan(moved, prefer: nil, delete: false)
        #expect(plan.pairs.isEmpty, "the copy is not merged with an instance of the release it left")
        #expect(
            plan.removals == [
                .init(pairingID: 10, itemID: 1, releaseID: seeds, instanceID: 7, side: .remote, movedTo: other)
            ])
        #expect(plan.adds == [.init(itemID: 1, releaseID: other, values: base, pendingPairingID: nil)])
        #expect(plan.newItems.isEmpty, "the old instance is still paired, not a copy to make")
        // Once added: the old pairing is still reported until --delete, and nothing else is planned.
        let added = SyncInputs(
            copies: moved.copies,
            pairings: moved.pairings + [pairing(11, item: 1, instance: 8, synced: base, release: other)],
            instances: moved.instances + [.init(releaseID: other, instanceID: 8, values: base)])
        let kept = SyncPlanner.plan(added, prefer: nil, delete: false)
        #expect(kept.changesNothing)
        #expect(kept.pairs.map(\.instanceID) == [8])
        #expect(kept.removals.map(\.instanceID) == [7])
        #expect(kept.adds.isEmpty && kept.newItems.isEmpty)
        // The old instance deleted (or gone on Discogs): its pairing is forgotten, the copy kept.
        let gone = SyncInputs(copies: added.copies, pairings: added.pairings, instances: [added.instances[1]])
        let after = SyncPlanner.plan(gone, prefer: nil, delete: true)
        #expect(after.forgotten == [10])
        #expect(after.removals.isEmpty && after.adds.isEmpty)
        #expect(after.pairs.map(\.itemID) == [1])
    }

    @Test func anAddBegunForTheReleaseACopyLeftIsForgottenAndTheCopyAdded() {
        let inputs = SyncInputs(
            copies: [copy(1, other, values())], pairings: [pairing(10, item: 1, instance: nil, synced: nil)],
            instances: [])
        let plan = SyncPlanner.plan(inputs, prefer: nil, delete: false)
        #expect(plan.forgotten == [10])
        #expect(plan.adds == [.init(itemID: 1, releaseID: other, values: values(), pendingPairingID: nil)])
    }

    @Test func aFoundCopyOfAMusicBrainzReleaseIsNotSynced() {
        let copy = SyncInputs.Copy(itemID: 1, releaseID: nil, exclusion: "musicbrainz", values: values())
        let plan = SyncPlanner.plan(SyncInputs(copies: [copy], pairings: [], instances: []), prefer: nil, delete: false)
        #expect(plan.notSynced == ["musicbrainz": 1])
        #expect(plan.changesNothing)
    }
}
