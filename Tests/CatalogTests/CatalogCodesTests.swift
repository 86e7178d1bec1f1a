import Album
import Barcode
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// Items known by a catalogue number or a disc: recorded, pending, answered, chosen, exported.
@Suite struct CatalogCodesTests {
    static let discID = "I5l9cCSFccLKFEKS.7wqSZAorPU-"
    static let toc = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"

    /// A store with a catalogue number (two copies), a disc with its MCN, and a barcode.
    func sampleStore() throws -> CatalogStore {
        let store = try memoryStore()
        try store.record(catalogNumber: "CDWIK2 312", as: .new, source: "argument")
        try store.record(discID: Self.discID, toc: Self.toc, mcn: "0720642442524", as: .new, source: "disc:/dev/sr0")
        try store.record(try GTIN(parsing: Barcodes.upcA), as: .new, source: "argument")
        try store.record(catalogNumber: "CDWIK2 312", as: .new, source: "argument")
        return store
    }

    @Test func aDiscKeepsItsTableOfContentsAndMCN() throws {
        let items = try sampleStore().allItems()
        #expect(items.map(\.kind) == [.catalogNumber, .discID, .barcode, .catalogNumber])
        #expect(items[1].barcode == Self.discID)
        #expect(items[1].toc == Self.toc)
        #expect(items[1].mcn == "0720642442524")
        #expect(items[1].gtin == nil)
        #expect(items.filter { $0.kind != .discID }.allSatisfy { $0.toc == nil && $0.mcn == nil })
        #expect(
            items.map(\.key.description) == [
                "catalog_number:CDWIK2 312", "disc_id:\(Self.discID)", "0029667431224", "catalog_number:CDWIK2 312",
            ])
    }

    @Test func pendingCodesListEachCatalogueNumberAndDiscOnceInOrder() throws {
        let store = try sampleStore()
        #expect(
            try store.pendingCodes(of: [.catalogNumber, .discID]) == [
                PendingCode(kind: .catalogNumber, code: "CDWIK2 312"),
                PendingCode(kind: .discID, code: Self.discID, toc: Self.toc, mcn: "0720642442524"),
            ])
        #expect(try store.pending().count == 1, "barcodes have their own list")
        try store.recordResult(.notFound, for: ItemKey(kind: .catalogNumber, code: "CDWIK2 312"))
        #expect(try store.pendingCodes(of: [.catalogNumber]).isEmpty)
        #expect(try store.pendingCodes(of: [.catalogNumber], retry: true).map(\.code) == ["CDWIK2 312"])
    }

    @Test func anAnswerAndAChoiceApplyToEveryCopyOfTheCode() throws {
        let store = try sampleStore()
        try store.recordResult(
            .ambiguous(candidates: [album("1"), album("2")]), for: ItemKey(kind: .catalogNumber, code: "CDWIK2 312"))
        let copies = try store.allItems().filter { $0.kind == .catalogNumber }
        #expect(copies.count == 2)
        #expect(copies.allSatisfy { $0.status == .ambiguous && $0.alternatives.count == 2 && $0.attempts == 1 })
        try store.recordChoice(
            album("2"), alternatives: [album("1")], for: ItemKey(kind: .catalogNumber, code: "CDWIK2 312"))
        let chosen = try store.allItems().filter { $0.kind == .catalogNumber }
        #expect(chosen.allSatisfy { $0.status == .found && $0.album == album("2") && $0.picked })
        #expect(try store.item(id: 2)?.status == .pending, "the disc is another code")
        #expect(throws: CatalogError.notInCatalog(barcode: "XYZ 1")) {
            try store.recordResult(.notFound, for: ItemKey(kind: .catalogNumber, code: "XYZ 1"))
        }
    }

    @Test func aNewCopyOfACatalogueNumberLookedUpTakesItsAnswer() throws {
        let store = try memoryStore()
        try store.record(catalogNumber: "CDWIK2 312", as: .new, source: "argument")
        try store.recordResult(
            .found(album("4707982"), alternatives: []), for: ItemKey(kind: .catalogNumber, code: "CDWIK2 312"))
        let copy = try store.record(catalogNumber: "CDWIK2 312", as: .new, source: "argument")
        #expect(copy.status == .found && copy.copies == 2)
        #expect(try store.copies(of: ItemKey(kind: .catalogNumber, code: "CDWIK2 312")) == 2)
    }

    @Test func theCSVShowsWhatEachItemIsKnownBy() throws {
        let store = try sampleStore()
        try store.recordResult(
            .found(album("880201"), alternatives: []), for: ItemKey(kind: .discID, code: Self.discID))
        let rows = CatalogCSV.rows(for: try store.allItems(), format: .cdscan, failureTexts: [:])
        let code = try #require(CatalogCSV.columns.firstIndex(of: "code"))
        let kind = try #require(CatalogCSV.columns.firstIndex(of: "kind"))
        #expect(
            rows.dropFirst().map { [$0[0], $0[1], $0[kind], $0[code]] } == [
                ["", "pending", "catalog_number", "CDWIK2 312"],
                ["0720642442524", "found", "disc_id", Self.discID],
                ["0029667431224", "pending", "barcode", "0029667431224"],
                ["", "pending", "catalog_number", "CDWIK2 312"],
            ])
        #expect(rows[2][11] == "880201")
        #expect(rows[1][20] == "2", "two copies of the catalogue number")
    }

    @Test func theSpreadsheetKeepsTheMCNAsText() throws {
        let text = CatalogCSV.document(for: try sampleStore().allItems(), format: .spreadsheet, failureTexts: [:])
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines[1].hasPrefix(",pending,"))
        #expect(lines[2].hasPrefix("=\"0720642442524\",pending,"))
        #expect(lines[3].hasPrefix("=\"0029667431224\",pending,"))
    }

    @Test func jsonLinesCarryADiscsTableOfContentsAndMCN() throws {
        let records = CatalogJSONL.records(for: try sampleStore().allItems(), failureTexts: [:])
        #expect(records.map(\.code) == ["CDWIK2 312", Self.discID, "0029667431224", "CDWIK2 312"])
        #expect(records[1].toc == Self.toc)
        #expect(records[1].mcn == "0720642442524")
        #expect(records[0].toc == nil && records[0].mcn == nil)
        let line = CatalogJSONL.document(for: try sampleStore().allItems(), failureTexts: [:]).split(separator: "\n")[1]
        #expect(line.contains("\"mcn\":\"0720642442524\""))
        #expect(line.contains("\"toc\":\"\(Self.toc)\""))
        #expect(
            !CatalogJSONL.document(for: try sampleStore().allItems(), failureTexts: [:]).split(separator: "\n")[0]
                .contains("toc"))
    }
}
