import Foundation
import Imaging
import Scanner
import Testing

/// Inputs found by fuzzing the image loader and the photo reader (fuzz/image.swift, fuzz/photo.swift),
/// kept in Fixtures/fuzz/image and Fixtures/fuzz/photo.
@Suite struct FuzzRegressionTests {
    static let folder = Fixtures.root.appendingPathComponent("Fixtures/fuzz")

    /// "image/name" and "photo/name" for every input.
    static var files: [String] {
        ["image", "photo"].flatMap { target in
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path))
            return (names ?? []).sorted().map { "\(target)/\($0)" }
        }
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test func theFoldersHoldInputs() {
        #expect(Self.files.count >= 4)
    }

    /// What the fuzz targets do: decode, then read whatever decodes; any end but a crash is fine.
    @Test(arguments: files)
    func everyInputLoadsAndIsReadOrFailsCleanly(_ name: String) throws {
        let reader = try PhotoReader()
        let bytes = try Self.bytes(name)
        do {
            let loaded = try ImageLoader().decode(bytes, path: name)
            #expect(loaded.frame.pixels.count == loaded.frame.width * loaded.frame.height)
            if loaded.frame.width * loaded.frame.height <= 1_000_000 {
                _ = reader.read(loaded.frame)
            }
        } catch {
            #expect(error.path == name)
        }
    }

    /// libjpeg walks the coefficients of a whole progressive image in every scan: 8 KB of
    /// repeated empty scans took 15 s and 900 MB at 100 megapixels, over a second at 9.
    @Test(arguments: ["image/progressive-500-scans-100mp.jpg", "image/progressive-500-scans-9mp.jpg"])
    func progressiveJPEGWithAbsurdlyManyScansIsRefusedBeforeDecoding(_ name: String) throws {
        let bytes = try Self.bytes(name)
        do {
            let loaded = try ImageLoader().decode(bytes, path: name)
            Issue.record("decoded \(loaded.storedWidth)x\(loaded.storedHeight) instead of refusing it")
        } catch {
            guard case .corrupt(let path, let detail) = error else {
                Issue.record("expected .corrupt, got \(error)")
                return
            }
            #expect(path == name)
            #expect(detail.contains("500 scans"), "\(detail)")
        }
    }

    @Test func progressivePhotoWithUsualScansIsStillRead() throws {
        let name = "image/progressive-ean13-5099750442227.jpg"
        let loaded = try ImageLoader().decode(try Self.bytes(name), path: name)
        #expect(loaded.damage == nil)
        let reading = try PhotoReader().read(loaded.frame)
        #expect(reading.symbols.first?.gtin?.ean13 == "5099750442227")
    }

    /// Turned 45 degrees, a 30000x10 frame needs a 21220x21220 canvas: the three turned passes took
    /// 23 s and 460 MB on a blank 400-byte PNG. They are skipped when the canvas would be that big.
    @Test func turnedPassesSkipFramesWhoseCanvasWouldBeHuge() throws {
        let name = "photo/thin-30000x10.png"
        let frame = try ImageLoader().decode(try Self.bytes(name), path: name).frame
        #expect(frame.width == 30000 && frame.height == 10)
        for degrees in [45, 22.5, -22.5] {
            #expect(ScanPass("turned", [.rotate(degrees)]).prepare(frame) == nil, "turned \(degrees)")
        }
        let reading = try PhotoReader().read(frame)
        #expect(reading.symbols.isEmpty)
        #expect(reading.passesTried == 1, "a blank frame has no bar-like structure: one pass, then given up")
    }

    @Test func turnedPassesStillRunOnPhotoShapedFrames() throws {
        let frame = try #require(
            GrayFrame(width: 1633, height: 1225, pixels: Array(repeating: 200, count: 1633 * 1225)))
        let turned = try #require(ScanPass("turned", [.rotate(45)]).prepare(frame))
        #expect(turned.frame.width > frame.width)
    }
}
