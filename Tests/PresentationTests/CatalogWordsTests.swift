import Album
import Barcode
import Basics
import Catalog
import Disc
import Foundation
import Presentation
import Testing

/// The words Presentation gives Catalog's errors and summaries, tested here so that Catalog's own
/// tests build without Presentation (those tests match the typed errors).
@Suite struct CatalogWordsTests {
    @Test func csvErrorsReadAsAdvice() {
        #expect(
            CSVError.unterminatedQuote(line: 3).description
                == "line 3: a quoted field starts here and never ends; a \" inside a field must be written as \"\"")
    }

    @Test func anExportThatCannotBeWrittenSaysWhy() {
        let cause = OutputFileError.noFolder(path: "/x/missing/catalog.csv", folder: "/x/missing")
        // The same words as export -o and catalog -o give for the same failure.
        #expect(CatalogError.output(cause).description == cause.description)
        #expect(cause.description == "cannot write /x/missing/catalog.csv: the folder /x/missing does not exist")
        #expect(
            CatalogError.output(.isAFolder(path: "/x")).description
                == "cannot write /x: it is a folder; name a file inside it")
    }

    @Test func aDamagedDiscSaysWhatIsWrongWithItsTableOfContents() {
        let damage = CatalogError.Damage.tableOfContents(.invalidTOC("1 2 x", reason: "expected FIRST LAST LEADOUT"))
        // Disc's words inside the damage's, as when the detail was that error interpolated.
        #expect(
            CatalogError.damagedItem(path: "/c.sqlite", barcode: "I5l9", damage: damage).description
                == "the catalog /c.sqlite holds an entry for I5l9 that cannot be read (its table of contents: "
                + "\"1 2 x\" is not a table of contents in the form FIRST LAST LEADOUT OFFSET...: expected FIRST "
                + "LAST LEADOUT): the file may be damaged; look the barcode up again with --retry")
    }

    @Test func aRefusedCatalogueSaysWhy() {
        #expect(
            CatalogError.notACatalog(path: "/x/c.sqlite", reason: "not an SQLite database").description.contains(
                "is not a cdscan catalog (not an SQLite database)"))
        #expect(
            CatalogError.inUse(path: "/x/c.sqlite", pid: 42).description.contains(
                "in use by another cdscan (process 42)"))
    }

    @Test func theDiscogsExportSaysWhatItLeftOut() throws {
        let gtin = try GTIN(parsing: "029667431224")
        let date = Date(timeIntervalSince1970: 0)
        let album = Album(artist: "A", title: "T", releaseID: "1", url: "https://example.org/1", source: .discogs)
        let found = CatalogItem(
            barcode: gtin.ean13, gtin: gtin, status: .found, source: "argument", album: album, scannedAt: date)
        let notFound = CatalogItem(
            barcode: gtin.ean13, gtin: gtin, status: .notFound, source: "argument", scannedAt: date)
        let invalid = CatalogItem(barcode: "12345", gtin: nil, status: .invalid, source: "argument", scannedAt: date)
        #expect(
            DiscogsExport.summary([found, notFound, invalid])
                == "wrote 1 of 3 items for Discogs; left out 2: 1 not found, 1 invalid")
        #expect(DiscogsExport.summary([found]) == "wrote 1 item for Discogs")
        // The file is named before the reasons, never read as the last of them.
        #expect(
            DiscogsExport.summary([found, notFound], to: "d.csv")
                == "wrote 1 of 2 items for Discogs to d.csv; left out 1: 1 not found")
        #expect(DiscogsExport.summary([found], to: "d.csv") == "wrote 1 item for Discogs to d.csv")
    }
}
