import Foundation
import Imaging
import TestSupport
import Testing

/// `cdscan audit` from a list through the built binary: here, misplaced, missing, unknown,
/// nothing written without --fix, and --fix making the catalogue agree.
@Suite struct AuditEndToEndTests {
    let items: ItemsEndToEndTests

    init() throws {
        items = try ItemsEndToEndTests()
    }

    /// The catalogue of `ItemsEndToEndTests` in `directory`, placed: item 1 The Seeds at Shelf A/1,
    /// item 4 (another copy of it) at Shelf A, item 2 Dark Side at Shelf B, item 3 (invalid) nowhere.
    func shelfA(in directory: String) throws -> String {
        let database = try items.catalogue(in: directory)  // 1: The Seeds, 2: Dark Side, 3: invalid
        _ = try items.cdscan(["items", "edit", "1", "--location", "Shelf A/1"], database)
        _ = try items.cdscan(["items", "edit", "1", "--copies", "2"], database)  // item 4, no place
        _ = try items.cdscan(["items", "edit", "4", "--location", "Shelf A"], database)
        _ = try items.cdscan(["items", "edit", "2", "--location", "Shelf B"], database)
        return database
    }

    @Test func anAuditFromAListSortsTheShelfAndFixWritesOnlyWhenAsked() throws {
        try withScratchDirectory { directory in
            let database = try shelfA(in: directory)
            let shelf = directory + "/shelf.txt"
            try "029667431224\n077774600125\n5099750442227\n".write(toFile: shelf, atomically: true, encoding: .utf8)
            let audit = try items.cdscan(["audit", "--location", "Shelf A", shelf, "--json"], database)
            #expect(audit.status == 1, "\(audit.stderr)")
            let lines = try audit.stdout.split(separator: "\n").map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(lines.map { $0["status"] as? String } == ["here", "misplaced", "unknown", "missing"])
            #expect(lines[1]["location"] as? String == "Shelf B")
            #expect(lines[2]["code"] as? String == "5099750442227")
            #expect(lines[3]["item"] as? Int == 4)
            #expect(audit.stderr.contains("Shelf A: 1 here, 1 misplaced, 1 missing, 1 unknown"))
            #expect(try items.records(database).count == 4, "nothing written without --fix")

            let fix = try items.cdscan(["audit", "--location", "Shelf A", shelf, "--fix"], database)
            #expect(fix.status == 1)
            #expect(fix.stderr.contains("moved 1 copy to Shelf A; recorded 1 unknown copy there"))
            let after = try items.records(database)
            #expect(after.count == 5)
            #expect(after[1]["location"] as? String == "Shelf A")
            #expect(after[4]["code"] as? String == "5099750442227" && after[4]["location"] as? String == "Shelf A")
            #expect(after[4]["status"] as? String != "pending", "the unknown copy is looked up")
            let again = try items.cdscan(["audit", "--location", "Shelf A", shelf], database)
            #expect(again.stderr.contains("3 here, 0 misplaced, 1 missing, 0 unknown"), "\(again.stderr)")
            let missingPlace = try items.cdscan(["audit", shelf], database)
            #expect(missingPlace.status == 64)
            let nothingRead = try items.cdscan(["audit", "--location", "Shelf A"], database)
            #expect(
                nothingRead.status == 64 && nothingRead.stderr.contains("say what was read"), "\(nothingRead.stderr)")
        }
    }

    @Test func anAuditFromPhotosFindsTheCopiesOnThem() throws {
        try withScratchDirectory { directory in
            let database = try items.catalogue(in: directory)  // 1: The Seeds, 2: Dark Side, 3: invalid
            _ = try items.cdscan(["items", "edit", "1", "2", "--location", "Shelf A"], database)
            let photos = directory + "/photos"
            try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
            let clean = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean").path
            for fixture in ["upca-029667431224.png", "ean13-5099750442227.png"] {
                try FileManager.default.copyItem(atPath: clean + "/" + fixture, toPath: photos + "/" + fixture)
            }
            let audit = try items.cdscan(["audit", "--location", "Shelf A", "--images", photos, "--json"], database)
            #expect(audit.status == 1, "\(audit.stderr)")
            let lines = try audit.stdout.split(separator: "\n").map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            let found = lines.map { "\($0["status"] as? String ?? "?") \($0["code"] as? String ?? "?")" }
            #expect(found.sorted() == ["here 0029667431224", "missing 0077774600125", "unknown 5099750442227"])
        }
    }
}

/// `cdscan audit --phone` through the built binary: photos posted to its page over 127.0.0.1 (as
/// the phone's photo button sends them, with curl for the phone), Ctrl-C ends the walk.
extension AuditEndToEndTests {
    /// `pixels` (grey, `width` wide) as the JPEG a phone would send.
    static func jpeg(_ pixels: [UInt8], width: Int) throws -> Data {
        let rgb = try #require(
            RGBImage(width: width, height: pixels.count / width, pixels: pixels.flatMap { [$0, $0, $0] }))
        return Data(try #require(JPEGEncoder()?.encode(rgb, quality: 90)))
    }

    /// Photos of The Seeds, Dark Side of the Moon and 5099750442227 (not in the catalogue), in `directory`.
    static func shelfPhotos(in directory: String) throws -> [(code: String, path: String)] {
        let other = try ImageLoader().load(path: PackageRoot.fixture("images/clean/ean13-5099750442227.png")).frame
        let photos = [
            ("029667431224", try jpeg(PhoneBrowserEndToEndTests.upcA("029667431224"), width: 640)),
            ("077774600125", try jpeg(PhoneBrowserEndToEndTests.upcA("077774600125"), width: 640)),
            ("5099750442227", try jpeg(other.pixels, width: other.width)),
        ]
        return try photos.map { code, data in
            let path = directory + "/\(code).jpg"
            try data.write(to: URL(fileURLWithPath: path))
            return (code, path)
        }
    }

    /// POSTs `photo` to the page's /photo (its still button) with curl; the HTTP status.
    static func post(_ photo: String, to page: String) throws -> String {
        let url = page.replacingOccurrences(of: "/?key=", with: "/photo?key=")
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = [
            "-sk", "-o", "/dev/null", "-w", "%{http_code}", "-H", "Content-Type: image/jpeg", "--data-binary",
            "@" + photo, url,
        ]
        let output = Pipe()
        curl.standardOutput = output
        try curl.run()
        let status = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        return status
    }

    /// `audit --location "Shelf A" --phone` (and `extra`) shown `photos` one by one, each posted
    /// until its code is read, then Ctrl-C: the run.
    func phoneAudit(_ extra: [String], photos: [(code: String, path: String)], database: String, in directory: String)
        throws -> CDScanBinary.Run
    {
        var environment = items.environment
        environment["XDG_DATA_HOME"] = directory + "/data"
        let audit = try RunningCDScan(
            ["audit", "--location", "Shelf A", "--phone", "--listen", "127.0.0.1:0", "--json", "--db", database]
                + extra, environment: environment, directory: URL(fileURLWithPath: directory))
        var stopped: CDScanBinary.Run?
        defer { if stopped == nil { _ = audit.stop(with: SIGKILL) } }
        let first = try audit.firstLine(within: 30)
        let listening = try #require(
            JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: String], "first line: \(first)")
        let page = try #require(listening["url"])
        for (index, photo) in photos.enumerated() {
            let read = "\(photo.code) read (\(index + 1) code\(index == 0 ? "" : "s") so far)"
            let deadline = Date().addingTimeInterval(30)
            while !audit.errors.contains(read), Date() < deadline {
                let status = try Self.post(photo.path, to: page)
                #expect(status == "200" || status == "429", "POST /photo: \(status)")
                let posted = Date().addingTimeInterval(2)
                while !audit.errors.contains(read), Date() < posted { usleep(50_000) }
            }
            #expect(audit.errors.contains(read), "\(audit.errors)")
        }
        let run = audit.stop(with: SIGINT, within: 60)
        stopped = run
        return run
    }

    @Test func anAuditFromAPhoneSortsTheShelfAndFixWritesOnlyWhenAsked() throws {
        try withScratchDirectory { directory in
            let database = try shelfA(in: directory)
            let photos = try Self.shelfPhotos(in: directory)

            let audit = try phoneAudit([], photos: photos, database: database, in: directory)
            #expect(audit.status == 1, "\(audit.stderr)")
            let lines = try audit.stdout.split(separator: "\n").dropFirst().map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            let found = lines.map { "\($0["status"] as? String ?? "?") \($0["item"] as? Int ?? 0)" }
            #expect(found == ["here 1", "misplaced 2", "unknown 0", "missing 4"], "\(audit.stdout)")
            #expect(lines[1]["location"] as? String == "Shelf B")
            #expect(lines[2]["code"] as? String == "5099750442227")
            #expect(audit.stderr.contains("Shelf A: 1 here, 1 misplaced, 1 missing, 1 unknown"), "\(audit.stderr)")
            #expect(try items.records(database).count == 4, "nothing written without --fix")

            let fix = try phoneAudit(["--fix"], photos: photos, database: database, in: directory)
            #expect(fix.status == 1, "\(fix.stderr)")
            #expect(fix.stderr.contains("moved 1 copy to Shelf A; recorded 1 unknown copy there"), "\(fix.stderr)")
            let after = try items.records(database)
            #expect(after.count == 5)
            #expect(after[1]["location"] as? String == "Shelf A")
            #expect(after[4]["code"] as? String == "5099750442227" && after[4]["location"] as? String == "Shelf A")
            #expect(after[4]["status"] as? String != "pending", "the unknown copy is looked up")
        }
    }

    @Test(arguments: [
        (["--phone", "--device", "/dev/video0"], "'--device' and '--size' are the webcam's: leave them out"),
        (["--frames", "2", "list.txt"], "are for --camera or --phone"),
        (["--key-file", "k", "list.txt"], "'--key-file' is for --phone: cdscan audit --phone"),
    ])
    func cameraOptionsWithoutACameraAreUsageErrors(_ extra: [String], _ message: String) throws {
        let run = try CDScanBinary.run(["audit", "--location", "Shelf A"] + extra)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
