import Barcode
import Basics
import Disc
import DumpIndex
import Imaging
import Presentation
import Settings
import Testing

@testable import Catalog

/// The words Presentation gives the data and errors of the modules below it (Barcode, Catalog, Imaging,
/// Disc, DumpIndex, Settings), tested here so that those modules' own tests build without Presentation.
@Suite struct LowerModuleWordsTests {
    @Test func barcodeMessagesSayExactlyWhatIsWrong() {
        #expect(BarcodeError.checkDigit(expected: 4, found: 5).description == "the check digit should be 4, not 5")
        #expect(BarcodeError.invalidCharacter("x").description.hasPrefix("'x' is not a digit"))
        #expect(BarcodeError.invalidCharacter("\u{0}").description.hasPrefix("U+0000 is not a digit"))
        #expect(BarcodeError.invalidCharacter("٣").description.contains("non-ASCII digit"))
        #expect(BarcodeError.wrongLength(11).description.hasPrefix("it has 11 digits"))
        #expect(
            BarcodeError.missingLeadingZero(upcA: "029667431224").description
                == "it has 11 digits; with a leading 0 it is the UPC-A 029667431224")
        #expect(BarcodeError.notMusic(.book).description == "it is a book's ISBN, not a CD's barcode")
    }

    @Test func barcodeNotesReadAsAdvice() {
        #expect(
            BarcodeNote.packagingIndicator(1, item: "5099750442227").description
                == "a GTIN-14 with packaging indicator 1 (a case or multipack); "
                + "looking up the item's GTIN-13 5099750442227 instead")
        #expect(BarcodeNote.addOn("12").description == "the 2-digit add-on 12 is kept but not searched for")
    }

    @Test func imageErrorsNameTheFileAndWhatToDo() {
        #expect(
            ImageError.missing(path: "a.jpg").description == "a.jpg does not exist: check the path and its spelling")
        #expect(ImageError.permissionDenied(path: "x.jpg").description.contains("permission denied"))
    }

    @Test func discErrorsSayWhatWasRefused() {
        // `catalog --disc` says it too, and has no --toc: the advice names the command that has.
        #expect(DiscError.noDrive(device: nil, detail: nil).description.contains("'cdscan disc --toc'"))
        let path = "/nonexistent-cdscan-test/sr0"
        #expect(
            DiscError.noDrive(device: path, detail: "cannot open device `\(path)'").description.hasPrefix(
                "there is no CD drive at \(path) (libdiscid: "))
        #expect(
            DiscError.invalidTOC("1 2", reason: "too few numbers").description.contains("FIRST LAST LEADOUT OFFSET"))
    }

    @Test func discPermissionAdviceNamesTheGroup() {
        let error = DiscError.permission(device: "/dev/sr0", group: "cdrom", detail: "cannot open device `/dev/sr0'")
        #expect(
            error.description
                == "no permission to read /dev/sr0 (libdiscid: cannot open device `/dev/sr0'); add yourself to the "
                + "group cdrom (sudo adduser \"$USER\" cdrom), then log in again")
    }

    @Test func aNumberOutOfRangeSaysWhereItWasSet() {
        let error = SettingsError.outOfRange(
            variable: "CDSCAN_HTTP_TIMEOUT", value: "0", origin: "/home/me/.config/cdscan/config", expected: "1 to 600")
        #expect(
            error.description.hasPrefix(
                "CDSCAN_HTTP_TIMEOUT=0 (in /home/me/.config/cdscan/config) is out of range: expected "))
    }

    @Test func collectionImportProblemsNameTheRowAndTheHeader() {
        let problem = DiscogsCollectionImport.Problem(row: 5, releaseID: "not-a-number")
        #expect(problem.description == "row 5: \"not-a-number\" is not a Discogs release id (a number)")
        let missing = DiscogsCollectionImport.Failure.notAnExport(missing: ["release_id"])
        #expect(missing.description == "it is not a Discogs collection export (its header has no 'release_id')")
    }

    @Test func dumpErrorsSayWhereAndWhat() {
        #expect(DumpError.truncatedGzip(offset: 1234).description.contains("byte 1234"))
        #expect(DumpError.notAReleasesDump(root: "artists").description.contains("<artists>"))
        #expect(DumpError.duplicateRelease(id: 4_707_982).description.contains("release 4707982"))
        #expect(
            DumpError.cannotRead(path: "/x/nothing.xml.gz", reason: "No such file or directory").description.contains(
                "No such file"))
        let newer = DumpError.newerIndex(path: "/x/index", found: 99, supported: 3).description
        #expect(newer.contains("99") && newer.contains("3"))
        #expect(
            DumpError.importRunning(path: "/x/index", pid: 42).description.contains("is importing a dump into /x/index")
        )
        let failure = PrivateFiles.Failure.cannotCreateDirectory(path: "/x", reason: "Permission denied")
        #expect(DumpError.cannotCreate(path: "/x", failure).description == "cannot write /x: \(failure)")
        #expect(failure.description.hasPrefix("cannot create the folder /x: Permission denied; set XDG_DATA_HOME"))
    }
}
