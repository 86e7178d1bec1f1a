import Foundation
import TestSupport
import Testing

/// `cdscan scan --image --no-lookup`, the built binary on Fixtures/images: what it prints and how it exits.
@Suite struct ImageScanTests {
    static let images = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images")

    /// Runs `cdscan scan` in Fixtures/images, so paths (and the output naming them) are relative to it.
    func scan(_ arguments: [String], environment: [String: String] = [:]) throws -> CDScanBinary.Run {
        try CDScanBinary.run(["scan"] + arguments, environment: environment, directory: Self.images)
    }

    func jsonObjects(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func listsEachPhotosBarcodeAndItsSymbology() throws {
        let run = try scan([
            "--image", "--no-lookup", "photos/easy.jpg", "clean/ean13-5099750442227.pgm", "photos/ean8.jpg",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                photos/easy.jpg: 029667431224 (UPC-A)
                clean/ean13-5099750442227.pgm: 5099750442227 (EAN-13)
                photos/ean8.jpg: 96385074 (EAN-8)

                """)
        #expect(run.stderr == "")
    }

    @Test func jsonHasTheFileTheBarcodeTheDigitsAndTheSymbology() throws {
        let run = try scan(["-i", "--no-lookup", "--json", "photos/easy.jpg", "photos/upce.jpg"])
        #expect(run.status == 0)
        let objects = try jsonObjects(run.stdout)
        #expect(objects.count == 2)
        #expect(objects[0]["file"] as? String == "photos/easy.jpg")
        #expect(objects[0]["barcode"] as? String == "0029667431224")
        #expect(objects[0]["input"] as? String == "029667431224")
        #expect(objects[0]["status"] as? String == "read")
        #expect(objects[0]["symbology"] as? String == "UPC-A")
        #expect(objects[0]["error"] is NSNull)
        #expect(objects[0]["album"] == nil, "no lookup keys without a lookup")
        #expect(objects[1]["symbology"] as? String == "UPC-E")
        #expect(objects[1]["barcode"] as? String == "0042100005264")
    }

    @Test func aFolderIsReadInNameOrder() throws {
        let run = try scan(["--image", "--no-lookup", "clean"])
        #expect(run.status == 0)
        let files = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        let expected = try FileManager.default.contentsOfDirectory(
            atPath: Self.images.appendingPathComponent("clean").path
        )
        .sorted().map { "clean/\($0)" }
        #expect(files == expected)
        #expect(files.count == 15)
        #expect(run.stdout.contains("clean/upce-04252614.png: 042100005264 (UPC-E)\n"))
    }

    @Test func aPhotoWithoutABarcodeSaysSoAndExits1() throws {
        let run = try scan(["--image", "--no-lookup", "photos/easy.jpg", "none/blank.png"])
        #expect(run.status == 1)
        #expect(run.stdout == "photos/easy.jpg: 029667431224 (UPC-A)\n")
        // A blank frame has no bar-like structure: one pass, then given up.
        #expect(run.stderr == "none/blank.png: no barcode found (tried 1 pass)\n")

        let json = try scan(["--image", "--no-lookup", "--json", "none/blank.png"])
        let object = try #require(try jsonObjects(json.stdout).first)
        #expect(object["file"] as? String == "none/blank.png")
        #expect(object["status"] as? String == "no_barcode")
        #expect(object["barcode"] is NSNull)
        #expect((object["error"] as? String)?.hasPrefix("no barcode found (tried ") == true)
    }

    @Test func aCorruptFileAmongGoodOnesIsReportedAndTheOthersAreStillRead() throws {
        let run = try scan(["--image", "--no-lookup", "photos/easy.jpg", "corrupt/truncated.png", "photos/dim.jpg"])
        #expect(run.status == 65)
        #expect(
            run.stdout == """
                photos/easy.jpg: 029667431224 (UPC-A)
                photos/dim.jpg: 075678264924 (UPC-A)

                """)
        #expect(run.stderr.hasPrefix("cdscan: error: corrupt/truncated.png is cut short ("))

        let json = try scan(["--image", "--no-lookup", "--json", "photos/easy.jpg", "corrupt/text.jpg"])
        #expect(json.status == 65)
        let objects = try jsonObjects(json.stdout)
        #expect(objects.map { $0["status"] as? String } == ["read", "error"])
        #expect(objects[1]["file"] as? String == "corrupt/text.jpg")
        #expect((objects[1]["error"] as? String)?.contains("is not a JPEG, PNG, WebP, HEIC or PGM/PPM image") == true)
    }

    @Test(arguments: ["corrupt/empty.jpg", "corrupt/bomb.png", "corrupt/huffman.jpg", "corrupt/animation.gif"])
    func aFileThatIsNotAUsableImageExits65(_ file: String) throws {
        let run = try scan(["--image", "--no-lookup", file])
        #expect(run.status == 65)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("cdscan: error: \(file) "))
    }

    @Test func aMissingFileExits66AndTheOthersAreStillRead() throws {
        let run = try scan(["--image", "--no-lookup", "photos/missing.jpg", "photos/easy.jpg"])
        #expect(run.status == 66)
        #expect(run.stdout == "photos/easy.jpg: 029667431224 (UPC-A)\n")
        #expect(run.stderr == "cdscan: error: photos/missing.jpg does not exist: check the path and its spelling.\n")
    }

    @Test func aFolderWithoutImagesExits66() throws {
        try withTemporaryDirectory { directory in
            try "not a photo".write(
                to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
            let run = try CDScanBinary.run(["scan", "--image", "--no-lookup", "."], directory: directory)
            #expect(run.status == 66)
            #expect(run.stderr.hasPrefix("cdscan: error: . has no JPEG, PNG, WebP, HEIC or PGM/PPM files"))
        }
    }

    @Test func aMissingFileOutranksACorruptOneAndAPhotoWithoutBarcode() throws {
        let run = try scan(["--image", "--no-lookup", "none/blank.png", "corrupt/truncated.jpg", "nothing-here.png"])
        #expect(run.status == 66)
        #expect(run.stderr.split(separator: "\n").count == 3)
    }

    @Test func aCutShortPhotoWhoseBarcodeStillReadsIsOnlyAWarning() throws {
        try withTemporaryDirectory { directory in
            let photo = try Data(contentsOf: Self.images.appendingPathComponent("photos/easy.jpg"))
            try photo.prefix(photo.count * 97 / 100).write(to: directory.appendingPathComponent("cut.jpg"))
            let run = try CDScanBinary.run(["scan", "--image", "--no-lookup", "cut.jpg"], directory: directory)
            #expect(run.status == 0)
            #expect(run.stdout == "cut.jpg: 029667431224 (UPC-A)\n")
            #expect(run.stderr.hasPrefix("cdscan: warning: cut.jpg is cut short ("))
            #expect(run.stderr.hasSuffix("its barcode was read all the same\n"))
        }
    }

    @Test func severalCodesOnOnePhotoAreEachListedOnce() throws {
        let run = try scan(["--image", "--no-lookup", "multi/two-codes-one-twice.jpg"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                multi/two-codes-one-twice.jpg: 5099750442227 (EAN-13)
                multi/two-codes-one-twice.jpg: 029667431224 (UPC-A)

                """)
    }

    @Test func verboseSaysWhichPassReadThePhoto() throws {
        let run = try scan(["--image", "--no-lookup", "--verbose", "photos/easy.jpg"])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("cdscan: photos/easy.jpg: UPC-A 029667431224 read by the \""))
        #expect(run.stderr.contains(" pass ("))
    }

    @Test func unknownSymbologiesAreAUsageError() throws {
        let run = try scan(["--image", "--no-lookup", "--symbologies", "ean13,klingon", "photos/easy.jpg"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("cdscan: error: unknown barcode symbology 'klingon': use one of ean13, upca,"))
        #expect(run.stderr.contains("See 'cdscan scan --help' for more information."))
    }

    @Test func symbologiesNarrowOrWidenTheDecoder() throws {
        let ean13Only = try scan(["--image", "--no-lookup", "--symbologies", "ean13", "photos/ean8.jpg"])
        #expect(ean13Only.status == 1)
        #expect(ean13Only.stdout == "")
        let wider = try scan(["--image", "--no-lookup", "--symbologies", "ean13, upca, code128", "photos/easy.jpg"])
        #expect(wider.status == 0)
        #expect(wider.stdout == "photos/easy.jpg: 029667431224 (UPC-A)\n")
    }

    @Test func withoutPathsItIsAUsageError() throws {
        let run = try scan(["--image", "--no-lookup"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("cdscan: error: missing expected argument '<file-or-folder>...'"))
    }

    @Test func photosWithoutImageAreAUsageError() throws {
        let run = try scan(["photos/easy.jpg"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("cdscan: error: photos need --image: cdscan scan --image photos/easy.jpg"))
    }

    @Test func withoutATokenDiscogsAloneExits78BeforeAnyPhotoIsRead() throws {
        let run = try scan(["--image", "--source", "discogs", "photos/easy.jpg", "photos/missing.jpg"])
        #expect(run.status == 78)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("DISCOGS_TOKEN is not set"))
        #expect(!run.stderr.contains("missing.jpg"), "no photo is read before the token is checked")
    }

    @Test func helpDocumentsTheExitStatusOfPhotos() throws {
        let run = try scan(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Exit status with --image"))
        #expect(run.stdout.contains("66 a file or folder is missing"))
    }
}
