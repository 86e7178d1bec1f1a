import Catalog
import Testing

@testable import Cataloging

/// `cdscan sync` of the copy's record (location, price, date, tags): only for a user with a
/// Discogs field of that name, merged three ways like the notes, an unreadable Discogs text
/// written on neither side.
@Suite struct SyncRecordFieldsTests {
    let seeds = 4_707_982
    let record: [SyncField] = SyncField.standard + [.location, .paid, .bought, .tags]

    func values(location: String? = nil, paid: String? = nil, tags: String? = nil) -> SyncValues {
        var values = SyncValues([.folder: "CDs"])
        values[.location] = location
        values[.paid] = paid
        values[.tags] = tags
        return values
    }

    func inputs(
        here: SyncValues, there: SyncValues, base: SyncValues, fields: [SyncField],
        unreadable: [SyncField: String] = [:]
    ) -> SyncInputs {
        SyncInputs(
            copies: [SyncInputs.Copy(itemID: 1, releaseID: seeds, values: here)],
            pairings: [
                DiscogsPairing(id: 10, itemID: 1, itemExists: true, releaseID: seeds, instanceID: 7, synced: base)
            ],
            instances: [.init(releaseID: seeds, instanceID: 7, values: there, unreadable: unreadable)], fields: fields)
    }

    @Test func aRecordFieldChangedOnOneSideIsWrittenToTheOther() throws {
        let base = values(location: "Shelf A", tags: "jazz")
        let plan = SyncPlanner.plan(
            inputs(
                here: values(location: "Shelf B", tags: "jazz"), there: values(location: "Shelf A", tags: "jazz, live"),
                base: base, fields: record),
            prefer: nil, delete: false)
        let pair = try #require(plan.pairs.first)
        #expect(
            pair.changes == [
                .init(field: .location, side: .remote, from: "Shelf A", to: "Shelf B"),
                .init(field: .tags, side: .local, from: "jazz", to: "jazz, live"),
            ])
        #expect(pair.agreed[.location] == "Shelf B")
        #expect(pair.agreed[.tags] == "jazz, live")
    }

    @Test func aRecordFieldChangedOnBothSidesIsAConflict() {
        let plan = SyncPlanner.plan(
            inputs(
                here: values(paid: "12.50 EUR"), there: values(paid: "15 EUR"), base: values(paid: "10 EUR"),
                fields: record),
            prefer: nil, delete: false)
        #expect(
            plan.conflicts == [.init(itemID: 1, releaseID: seeds, field: .paid, here: "12.50 EUR", there: "15 EUR")])
        #expect(plan.pairs.first?.changes == [])
    }

    @Test func anUnreadableDiscogsValueIsReportedAndWrittenOnNeitherSide() throws {
        let plan = SyncPlanner.plan(
            inputs(
                here: values(location: "Shelf B", paid: "12.50 EUR"), there: values(location: "Shelf A"),
                base: values(location: "Shelf A", paid: "10 EUR"), fields: record, unreadable: [.paid: "cheap"]),
            prefer: .local, delete: false)
        let pair = try #require(plan.pairs.first)
        #expect(pair.unreadable == [.init(field: .paid, there: "cheap")])
        // The rest goes on.
        #expect(pair.changes == [.init(field: .location, side: .remote, from: "Shelf A", to: "Shelf B")])
        #expect(pair.agreed[.paid] == "10 EUR")
    }

    @Test func withoutADiscogsFieldOfItsNameTheRecordStaysHere() {
        let plan = SyncPlanner.plan(
            inputs(
                here: values(location: "Shelf B", tags: "jazz"), there: values(), base: values(),
                fields: SyncField.standard),
            prefer: nil, delete: false)
        #expect(plan.pairs.first?.changes == [])
        #expect(plan.changesNothing)
    }

    @Test func anAddWritesOnlyTheFieldsTakingPart() {
        let inputs = SyncInputs(
            copies: [SyncInputs.Copy(itemID: 1, releaseID: seeds, values: values(location: "Shelf B", tags: "jazz"))],
            pairings: [], instances: [], fields: SyncField.standard + [.tags])
        let plan = SyncPlanner.plan(inputs, prefer: nil, delete: false)
        #expect(plan.adds.first?.values == values(tags: "jazz"))
    }

    @Test(
        arguments: [
            (SyncField.location, " Living room / Shelf A ", "Living room/Shelf A"),
            (.paid, "12.50 eur", "12.50 EUR"),
            (.bought, "2026-03-14", "2026-03-14"),
            (.tags, "jazz,  to sell, Jazz", "jazz, to sell"),
            (.notes, "anything", "anything"),
        ] as [(SyncField, String, String)])
    func aDiscogsTextIsReadInTheCataloguesForm(field: SyncField, text: String, expected: String) {
        #expect(field.canonical(text) == expected)
    }

    @Test(arguments: [(SyncField.paid, "cheap"), (.bought, "last spring"), (.location, "a//b"), (.tags, "a;b")])
    func aTextThatDoesNotParseBackIsUnreadable(field: SyncField, text: String) {
        #expect(field.canonical(text) == nil)
    }
}
