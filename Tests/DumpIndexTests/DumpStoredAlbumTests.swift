import Album
import Barcode
import DumpIndex
import Foundation
import SQLite
import Testing

/// The index keeps each release's album in columns (format 2), mapped once at import: the
/// albums it answers are the ones the API mapping makes of the release's JSON (the format 1
/// way), and a format 1 index still answers the same.
@Suite struct DumpStoredAlbumTests {
    /// A dump of releases whose fields are empty, blank, padded or awkward, each with a barcode.
    static let awkward = """
        <?xml version="1.0" encoding="UTF-8"?>
        <releases>
        <release id="11" status="Accepted"><artists><artist><name> Nirvana (2) </name><anv></anv><join> , </join></artist>\
        <artist><name>Kraftwerk*</name><anv>  </anv><join>Feat.</join></artist><artist><name>*NSYNC</name></artist></artists>\
        <title>  Padded / "Quoted" \\ Back  </title><labels><label name=" Ace " catno="none"/><label name="Ace" catno=""/>\
        <label name="" catno="CD 1"/></labels><formats><format name="" qty="3" text="x"><descriptions>\
        <description></description></descriptions></format><format name="CD" qty="0"/></formats>\
        <genres><genre></genre></genres><styles><style>Tab&#9;Line&#10;End</style><style>Björk &#246; 東京</style></styles>\
        <country> UK </country><released>0000-00-00</released><data_quality>Correct</data_quality>\
        <identifiers><identifier type="Barcode" value="5 099750 442227"/></identifiers></release>
        <release id="12" status="Accepted"><title></title><released>1999-03-00</released>\
        <identifiers><identifier type="Barcode" value="5099750442227"/></identifiers></release>
        <release id="13" status="Accepted"><artists><artist><name>Björk</name><anv>Bjork</anv></artist></artists>\
        <title>Homogenic</title><formats><format name="Vinyl" qty="2"><descriptions><description>LP</description>\
        </descriptions></format></formats><released>1997</released>\
        <identifiers><identifier type="Barcode" value="075596206320"/></identifiers></release>
        </releases>

        """

    /// Every release id in the index at `path`.
    private static func releaseIDs(_ path: String) throws -> [String] {
        try Database(path: path, mode: .readOnly).query("SELECT id FROM releases ORDER BY id") { String($0.integer(0)) }
    }

    /// Every GTIN in the index at `path`.
    private static func gtins(_ path: String) throws -> [GTIN] {
        try Database(path: path, mode: .readOnly).query("SELECT DISTINCT gtin FROM barcodes ORDER BY gtin") {
            String(format: "%013lld", $0.integer(0))
        }.map { try GTIN(parsing: $0) }
    }

    @Test(arguments: ["fixture", "awkward"]) func columnsGiveTheAlbumTheReleasesJSONMapsTo(dump: String) throws {
        let scratch = try ScratchDirectory()
        let file = dump == "fixture" ? DumpFixtures.gzipped : try scratch.write("awkward.xml", Self.awkward)
        try scratch.importDump(file, date: "2025-11-01", tracklists: true)
        let index = try DumpIndex(path: scratch.indexPath)
        let ids = try Self.releaseIDs(scratch.indexPath)
        #expect(ids.count >= 3)
        for id in ids {
            // With --tracklists the index keeps the release's API JSON too: `details` maps it.
            let fromJSON = try #require(try index.details(releaseID: id)).album
            let fromColumns = try #require(try index.release(id: id)).album
            #expect(fromColumns == fromJSON, "release \(id)")
            #expect(fromColumns.source == .discogsDump)
            #expect(fromColumns.sourceDate == "2025-11-01")
        }
        for gtin in try Self.gtins(scratch.indexPath) {
            for album in try index.albums(for: gtin) {
                #expect(album == (try index.details(releaseID: album.releaseID))?.album, "\(gtin.ean13)")
            }
        }
    }

    @Test func awkwardFieldsAreKeptAsTheMappingGivesThem() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(try scratch.write("awkward.xml", Self.awkward), date: "2025-11-01")
        let index = try DumpIndex(path: scratch.indexPath)
        let albums = try index.albums(for: try GTIN(parsing: "5099750442227"))
        #expect(albums.map(\.releaseID) == ["11", "12"])
        let odd = albums[0]
        #expect(odd.artist == "Nirvana, Kraftwerk Feat. *NSYNC")
        #expect(odd.title == "Padded / \"Quoted\" \\ Back")
        #expect(odd.labels == ["Ace"])
        #expect(odd.catalogNumber == "CD 1")
        // A format without a name keeps its quantity and empty description, as from the API.
        #expect(odd.format == " x3,  + CD")
        #expect(odd.media == ["", "CD"])
        #expect(odd.genres == [""])
        #expect(odd.styles == ["Tab\tLine\nEnd", "Björk ö 東京"])
        #expect(odd.country == "GB")  // Discogs' "UK" as every source's country is stored
        #expect(odd.year == nil)
        let bare = albums[1]
        #expect(bare.artist == "" && bare.title == "" && bare.year == 1999)
        #expect(bare.labels.isEmpty && bare.media.isEmpty && bare.genres.isEmpty && bare.styles.isEmpty)
        #expect(bare.catalogNumber == nil && bare.country == nil && bare.format == "")
    }

    @Test func aFormatOneIndexStillAnswersTheSame() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped, date: "2025-11-01", tracklists: true)
        let old = scratch.path + "/format1.sqlite"
        let database = try Database(path: old, mode: .create)
        try database.execute(
            """
            PRAGMA journal_mode=DELETE;
            ATTACH DATABASE '\(scratch.indexPath)' AS new;
            CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE releases (
                id INTEGER PRIMARY KEY, main INTEGER NOT NULL, quality INTEGER NOT NULL, json TEXT NOT NULL);
            CREATE TABLE barcodes (gtin INTEGER NOT NULL, release INTEGER NOT NULL);
            CREATE TABLE raw_barcodes (value TEXT NOT NULL, release INTEGER NOT NULL);
            INSERT INTO meta SELECT key, CASE key WHEN 'format' THEN '1' ELSE value END FROM new.meta;
            INSERT INTO releases SELECT id, main, quality, json FROM new.releases;
            INSERT INTO barcodes SELECT gtin, release FROM new.barcodes;
            INSERT INTO raw_barcodes SELECT value, release FROM new.raw_barcodes;
            CREATE INDEX barcodes_by_gtin ON barcodes (gtin, release);
            DETACH DATABASE new;
            """)
        let (formatOne, formatTwo) = (try DumpIndex(path: old), try DumpIndex(path: scratch.indexPath))
        #expect(formatOne.status.format == 1 && formatOne.status.isOlderFormat)
        #expect(formatTwo.status.format == 3 && !formatTwo.status.isOlderFormat)
        let gtins = try Self.gtins(scratch.indexPath)
        #expect(gtins.count == 5)  // the fixture's 10 barcodes: several releases share one
        for gtin in gtins {
            #expect(try formatOne.albums(for: gtin) == (try formatTwo.albums(for: gtin)), "\(gtin.ean13)")
        }
        for id in try Self.releaseIDs(scratch.indexPath) {
            #expect(try formatOne.release(id: id) == (try formatTwo.release(id: id)), "release \(id)")
        }
    }

    @Test func aNewerFormatIsRefusedWithAMessageThatSaysWhatToDo() throws {
        let scratch = try ScratchDirectory()
        try scratch.importDump(DumpFixtures.gzipped)
        try Database(path: scratch.indexPath, mode: .readWrite).execute(
            "UPDATE meta SET value = '99' WHERE key = 'format'; PRAGMA journal_mode=DELETE")
        #expect(throws: DumpError.newerIndex(path: scratch.indexPath, found: 99, supported: 3)) {
            try DumpIndex(path: scratch.indexPath)
        }
    }
}
