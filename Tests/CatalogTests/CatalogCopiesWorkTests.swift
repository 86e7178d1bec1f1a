import Barcode
import Testing

@testable import Catalog
@testable import SQLite

/// Recording many copies of one code does work in proportion to their number (issue 27,
/// point 6): each copy scanned every earlier one twice (the claim of a pre-copies item, the
/// count), so a list of 40,000 copies of one code took 202 s. Measured in SQLite's virtual
/// machine steps, not in time.
@Suite struct CatalogCopiesWorkTests {
    let gtin: GTIN

    init() throws {
        gtin = try GTIN(parsing: "029667431224")
    }

    /// The steps recording `count` copies took, each with an identity `identity` gives.
    func steps(recording count: Int, _ identity: (Int) -> CopyIdentity) throws -> Int {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        let start = store.database.workDone
        var last: RecordedCopy?
        for number in 1...count { last = try store.record(gtin, as: identity(number), source: "test") }
        #expect(last?.copies == count)
        #expect(try store.copies(of: .barcode(gtin)) == count)
        return store.database.workDone - start
    }

    @Test(arguments: ["list", "new"])
    func fourTimesTheCopiesTakeAboutFourTimesTheWork(_ kind: String) throws {
        let identity = { (number: Int) in
            kind == "list" ? CopyIdentity.list(path: "/lists/a.txt", occurrence: number) : .new
        }
        let small = try steps(recording: 400, identity)
        let large = try steps(recording: 1_600, identity)
        // Linear: about 4; quadratic: about 16.
        #expect(Double(large) / Double(small) < 6, "\(small) steps, then \(large)")
    }

    @Test func aCountKeptIsDroppedWhenSomethingElseChangesTheCatalogue() throws {
        let store = try CatalogStore(path: CatalogStore.inMemoryPath)
        let first = try store.record(gtin, as: .new, source: "test")
        let second = try store.record(gtin, as: .new, source: "test")
        try store.remove([second.id])
        #expect(try store.record(gtin, as: .new, source: "test").copies == 2)
        _ = try? store.transaction { () throws(CatalogError) in
            try store.record(gtin, as: .new, source: "test")
            throw .noSuchItem(id: first.id)
        }
        #expect(try store.record(gtin, as: .new, source: "test").copies == 3)
    }
}
