import FakeServices
import Foundation
import TestSupport
import Testing

/// `cdscan scan --image -`: the built binary reads one photo's bytes from standard input.
@Suite struct ImageStandardInputTests {
    func photo(_ name: String) throws -> Data {
        try Data(contentsOf: ImageScanTests.images.appendingPathComponent(name))
    }

    /// Runs `cdscan scan --image ARGUMENTS` in Fixtures/images with `input` piped to it.
    func scan(_ arguments: [String], input: Data, environment: [String: String] = [:]) throws -> CDScanBinary.Run {
        try CDScanBinary.run(
            ["scan", "--image"] + arguments, environment: environment, directory: ImageScanTests.images, input: input)
    }

    @Test(arguments: ["photos/easy.jpg", "clean/ean13-5099750442227.pgm", "clean/upce-04252614.png"])
    func aPhotoPipedInIsToldApartByItsBytesAndRead(_ name: String) throws {
        let run = try scan(["--no-lookup", "-"], input: try photo(name))
        let expected = [
            "photos/easy.jpg": "029667431224 (UPC-A)", "clean/ean13-5099750442227.pgm": "5099750442227 (EAN-13)",
            "clean/upce-04252614.png": "042100005264 (UPC-E)",
        ]
        #expect(run.status == 0)
        #expect(run.stdout == "standard input: \(expected[name] ?? "?")\n")
        #expect(run.stderr == "")
    }

    @Test func standardInputTakesItsPlaceAmongTheFiles() throws {
        let run = try scan(
            ["--no-lookup", "photos/easy.jpg", "-", "photos/ean8.jpg"],
            input: try photo("clean/ean13-5099750442227.pgm"))
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                photos/easy.jpg: 029667431224 (UPC-A)
                standard input: 5099750442227 (EAN-13)
                photos/ean8.jpg: 96385074 (EAN-8)

                """)
    }

    @Test func aPhotoRedirectedFromAFileIsRead() throws {
        // `cdscan scan --image - < easy.jpg`: standard input is the file itself, not a pipe.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = ["scan", "--image", "--no-lookup", "-"]
        process.environment = ["PATH": "/usr/bin:/bin", "MUSICBRAINZ_API_URL": CDScanBinary.nowhere]
        let photo = try FileHandle(
            forReadingFrom: ImageScanTests.images.appendingPathComponent("photos/easy.jpg"))
        process.standardInput = photo
        process.standardError = FileHandle.nullDevice
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == "standard input: 029667431224 (UPC-A)\n")
    }

    @Test func jsonNamesStandardInputAsADash() throws {
        let run = try scan(["--no-lookup", "--json", "-"], input: try photo("photos/easy.jpg"))
        #expect(run.status == 0)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "-")
        #expect(object["barcode"] as? String == "0029667431224")
    }

    @Test func emptyStandardInputExits65AndSaysHowToPipeAPhoto() throws {
        let run = try scan(["--no-lookup", "-"], input: Data())
        #expect(run.status == 65)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "cdscan: error: standard input is empty (0 bytes): pipe a photo in (cdscan scan --image - < back.jpg).\n"
        )
    }

    @Test func bytesThatAreNoImageExit65AndShowHowTheyBegin() throws {
        let run = try scan(["--no-lookup", "--json", "-"], input: Data("hello, this is text\n".utf8))
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "cdscan: error: standard input is not a JPEG, PNG, WebP, HEIC or PGM/PPM image "
                + "(it starts with \"hello, this ...\").\n")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "-")
        #expect(object["status"] as? String == "error")
    }

    @Test func aPipedPhotoWithoutABarcodeExits1() throws {
        let run = try scan(["--no-lookup", "-"], input: try photo("none/blank.png"))
        #expect(run.status == 1)
        #expect(run.stderr == "standard input: no barcode found (tried 1 pass)\n")
    }

    @Test func aCutShortPipedPhotoIsDamagedNotMissing() throws {
        let easy = try photo("photos/easy.jpg")
        let run = try scan(["--no-lookup", "-"], input: easy.prefix(2_000))
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("cdscan: error: standard input is cut short ("))
    }

    @Test func standardInputGivenTwiceIsAUsageError() throws {
        let run = try scan(["--no-lookup", "-", "-"], input: try photo("photos/easy.jpg"))
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("cdscan: error: '-' (standard input) holds one photo: give it once\n"))
    }

    @Test func aTerminalOnStandardInputIsRefusedRatherThanWaitedOn() throws {
        // script(1) runs cdscan on a pseudo-terminal of its own, as an interactive shell would.
        let binary = try CDScanBinary.path()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(binary) scan --image --no-lookup -", "/dev/null"]
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "TERM": "dumb"]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = Pipe()
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 66)
        #expect(
            text.contains(
                "cdscan: error: cannot read standard input: it is a terminal; pipe a photo in "
                    + "(cdscan scan --image - < back.jpg)."))
    }

    @Test func aPipedPhotoIsLookedUpAndItsCardNamesStandardInput() throws {
        let musicBrainz = FakeMusicBrainz(catalog: try MusicBrainzCatalog.bundled())
        try musicBrainz.start()
        let environment = ["MUSICBRAINZ_API_URL": musicBrainz.baseURL]
        let run = try scan(
            ["--source", "musicbrainz", "-"], input: try photo("photos/easy.jpg"), environment: environment)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("standard input\nThe Seeds - Future"))
        let json = try scan(
            ["--source", "musicbrainz", "--json", "-"], input: try photo("photos/easy.jpg"), environment: environment)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "-")
        #expect(object["status"] as? String == "found")
    }
}
