import Album
import Barcode
import Foundation
import SQLite
import TestSupport
import Testing

@testable import Catalog

/// The pairings `cdscan sync` keeps: made, confirmed, kept as synced, outliving a removed copy,
/// and the items an instance with no copy becomes.
@Suite struct DiscogsPairingStoreTests {
    let album = Album(
        artist: "Nick Cave & The Bad Seeds", title: "The Boatman's Call", year: 1997, releaseID: "4707982",
        url: "https://www.discogs.com/release/4707982", source: .discogs)

    @Test func theMigrationMakesTheTableAndKeepsEveryItem() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            let tables = try store.database.query(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'discogs_sync'"
            ) { $0.text(0) }
            #expect(tables == ["discogs_sync"])
            #expect(try store.discogsPairings().isEmpty)
        }
    }

    @Test func anAddBegunIsConfirmedThenEachFieldKeptAsSynced() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            let copy = try store.record(try GTIN(parsing: "5099750442227"), as: .new, source: "argument")
            let pairing = try store.pairWithDiscogs(item: copy.id, releaseID: 4_707_982, instanceID: nil, synced: nil)
            #expect(
                try store.discogsPairings() == [
                    DiscogsPairing(
                        id: pairing, itemID: copy.id, itemExists: true, releaseID: 4_707_982, instanceID: nil,
                        synced: nil)
                ])
            try store.confirmDiscogsPairing(pairing, instanceID: 77, synced: SyncValues([.folder: "CDs"]))
            try store.recordSynced(.rating, "4", pairing: pairing)
            let kept = try #require(try store.discogsPairings().first)
            #expect(kept.instanceID == 77)
            #expect(kept.synced == SyncValues([.folder: "CDs", .rating: "4"]))
        }
    }

    @Test func aValueTakenFromDiscogsIsWrittenIntoTheCopyAndKeptAsSynced() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            let copy = try store.record(try GTIN(parsing: "5099750442227"), as: .new, source: "argument")
            let pairing = try store.pairWithDiscogs(
                item: copy.id, releaseID: 4_707_982, instanceID: 7, synced: SyncValues([.folder: "CDs"]))
            try store.takeFromDiscogs(.rating, "5", item: copy.id, pairing: pairing)
            try store.takeFromDiscogs(.media, "Mint (M)", item: copy.id, pairing: pairing)
            try store.takeFromDiscogs(.notes, "signed", item: copy.id, pairing: pairing)
            try store.takeFromDiscogs(.folder, "Shelf", item: copy.id, pairing: pairing)
            let item = try #require(try store.item(id: copy.id))
            #expect(item.condition == CopyCondition(rating: 5, media: "Mint (M)"))
            #expect(item.notes == "signed")
            #expect(item.collection?.folder == "Shelf")
            #expect(
                try store.discogsPairings().first?.synced
                    == SyncValues([.folder: "Shelf", .rating: "5", .media: "Mint (M)", .notes: "signed"]))
        }
    }

    @Test func aPairingOutlivesItsRemovedCopyAndIsForgottenOnRequest() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            let copy = try store.record(try GTIN(parsing: "5099750442227"), as: .new, source: "argument")
            let pairing = try store.pairWithDiscogs(item: copy.id, releaseID: 4_707_982, instanceID: 7, synced: nil)
            try store.remove([copy.id])
            #expect(try store.discogsPairings().map(\.itemExists) == [false])
            // A copy recorded since never takes the removed copy's number (in a catalogue from
            // before item numbers were kept, one could: the pairing is marked removed all the same).
            let next = try store.record(try GTIN(parsing: "029667431224"), as: .new, source: "argument")
            #expect(next.id == copy.id + 1)
            #expect(try store.discogsPairings().map(\.itemExists) == [false])
            try store.unpairFromDiscogs(pairing)
            #expect(try store.discogsPairings().isEmpty)
        }
    }

    @Test func anInstanceWithNoCopyBecomesAFoundItemPairedWithIt() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            let values = SyncValues(folder: "CDs", rating: 3, media: "Near Mint (NM or M-)", sleeve: nil, notes: "gift")
            let id = try store.recordFromDiscogs(album: album, instanceID: 12, values: values)
            let item = try #require(try store.item(id: id))
            #expect(item.status == .found)
            #expect(item.kind == .release)
            #expect(item.album?.title == "The Boatman's Call")
            #expect(item.notes == "gift")
            #expect(item.condition == CopyCondition(rating: 3, media: "Near Mint (NM or M-)"))
            #expect(item.collection?.folder == "CDs")
            #expect(
                try store.discogsPairings() == [
                    DiscogsPairing(
                        id: 1, itemID: id, itemExists: true, releaseID: 4_707_982, instanceID: 12, synced: values)
                ])
        }
    }

    @Test func theRecordTakenFromDiscogsIsTheCopysAndKeptAsSynced() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            let record = CopyRecord(
                location: try ShelfLocation(parsing: "Cellar/Box 2"), paid: try Price(parsing: "12.50 EUR"),
                bought: try PurchaseDate(parsing: "2026-03-14"), tags: ["jazz", "live"])
            let values = SyncValues(folder: "CDs", rating: nil, media: nil, sleeve: nil, notes: nil, record: record)
            let id = try store.recordFromDiscogs(album: album, instanceID: 12, values: values)
            #expect(try store.item(id: id)?.record == record)
            #expect(try store.discogsPairings().first?.synced == values)
            try store.takeFromDiscogs(.paid, "7 USD", item: id, pairing: 1)
            try store.takeFromDiscogs(.tags, "to sell", item: id, pairing: 1)
            try store.takeFromDiscogs(.location, nil, item: id, pairing: 1)
            let item = try #require(try store.item(id: id))
            #expect(item.record.paid?.description == "7 USD")
            #expect(item.record.tags == ["to sell"])
            #expect(item.record.location == nil)
            let synced = try #require(try store.discogsPairings().first?.synced)
            #expect(synced[.paid] == "7 USD")
            #expect(synced[.tags] == "to sell")
            #expect(synced[.location] == nil)
            #expect(synced[.bought] == "2026-03-14")
        }
    }
}
