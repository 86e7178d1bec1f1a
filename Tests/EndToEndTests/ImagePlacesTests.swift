import Foundation
import TestSupport
import Testing

/// `scan --image --json`: where each code is in its photo (`index`, `box`), its add-on, and
/// `--no-recursive`, through the built binary on Fixtures/images.
@Suite struct ImagePlacesTests {
    static let images = CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images")

    func scan(_ arguments: [String]) throws -> (run: CDScanBinary.Run, objects: [[String: Any]]) {
        let run = try CDScanBinary.run(
            ["scan", "--image", "--no-lookup", "--json"] + arguments, directory: Self.images)
        let objects = try run.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        return (run, objects)
    }

    struct Place: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        func overlaps(_ other: Place) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    func place(_ object: [String: Any]) throws -> Place {
        let box = try #require(object["box"] as? [String: Int])
        return Place(
            x: try #require(box["x"]), y: try #require(box["y"]), width: try #require(box["width"]),
            height: try #require(box["height"]))
    }

    @Test func twelveCasesGiveTwelveRecordsNumberedInTheirPhotoWithSeparateBoxesInItsPixels() throws {
        let (run, objects) = try scan(["table/twelve-cases.jpg"])
        #expect(run.status == 0)
        #expect(objects.count == 12)
        #expect(objects.map { $0["index"] as? Int } == Array(1...12))
        #expect(Set(objects.compactMap { $0["barcode"] as? String }).count == 12)
        let places = try objects.map(place)
        for (offset, box) in places.enumerated() {
            // The photo is 4000x3000, decoded smaller: the boxes are in the photo's own pixels.
            #expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= 4000 && box.y + box.height <= 3000, "\(box)")
            #expect(box.width > 40 && box.height > 40, "\(box)")
            for other in places[(offset + 1)...] { #expect(!box.overlaps(other), "\(box) and \(other)") }
        }
        #expect(places.contains { $0.x + $0.width > 2600 }, "boxes span the whole photo: \(places)")
        #expect(objects.allSatisfy { $0.keys.contains("add_on") && $0["add_on"] is NSNull })
    }

    @Test(arguments: [
        ("table/ean13-add-on-2.jpg", "4006408687016", "07"), ("table/upca-add-on-5.jpg", "0075678264924", "52495"),
    ])
    func anAddOnIsReportedBesideItsCode(file: String, barcode: String, addOn: String) throws {
        let (run, objects) = try scan([file])
        #expect(run.status == 0)
        #expect(objects.count == 1)
        #expect(objects.first?["barcode"] as? String == barcode)
        #expect(objects.first?["add_on"] as? String == addOn)
        #expect(objects.first?["index"] as? Int == 1)
    }

    @Test func aPhotoWithoutACodeCarriesTheSameKeysWithNulls() throws {
        let (run, objects) = try scan(["none/blank.png"])
        #expect(run.status == 1)
        let object = try #require(objects.first)
        #expect(object["status"] as? String == "no_barcode")
        for key in ["index", "box", "add_on", "barcode", "input", "symbology"] {
            #expect(object.keys.contains(key) && object[key] is NSNull, "\(key)")
        }
        #expect(object["candidates"] as? [String] == [])
    }

    @Test func noRecursiveReadsTheFoldersOwnPhotosOnly() throws {
        try withScratchDirectory { directory in
            let fixtures = Self.images.path
            try FileManager.default.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: fixtures + "/clean/upca-029667431224.png", toPath: directory + "/a.png")
            try FileManager.default.copyItem(
                atPath: fixtures + "/clean/ean13-5099750442227.png", toPath: directory + "/sub/b.png")
            let flat = try scan([directory, "--no-recursive"])
            #expect(flat.run.status == 0)
            #expect(flat.objects.map { $0["file"] as? String } == [directory + "/a.png"])
            let deep = try scan([directory])
            #expect(deep.objects.map { $0["file"] as? String } == [directory + "/a.png", directory + "/sub/b.png"])
        }
    }
}
