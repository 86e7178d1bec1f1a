import Foundation
import Scanner
import Testing

/// Inputs the image fuzzers (fuzz/image.swift, fuzz/photo.swift) turned up, kept in Fixtures/fuzz/image.
@Suite struct FuzzRegressionTests {
    static let folder = Fixtures.root.appendingPathComponent("Fixtures/fuzz/image")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test func theFolderHoldsInputs() {
        #expect(Self.files.count >= 3)
    }

    /// What the fuzz targets do: decode, then read whatever decodes; any end but a crash is fine.
    @Test(arguments: files)
    func everyInputLoadsAndIsReadOrFailsCleanly(_ name: String) throws {
        let decoder = try ZBarDecoder()
        let bytes = try Self.bytes(name)
        do {
            let loaded = try ImageLoader().decode(bytes, path: name)
            #expect(loaded.frame.pixels.count == loaded.frame.width * loaded.frame.height)
            if loaded.frame.width * loaded.frame.height <= 1_000_000 {
                _ = PhotoReader(decoder: decoder).read(loaded.frame)
            }
        } catch {
            #expect(error.path == name)
        }
    }

    /// libjpeg walks the coefficients of a whole progressive image in every scan: 8 KB of
    /// repeated empty scans took 15 s and 900 MB at 100 megapixels, over a second at 9.
    @Test(arguments: ["progressive-500-scans-100mp.jpg", "progressive-500-scans-9mp.jpg"])
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
        let name = "progressive-ean13-5099750442227.jpg"
        let loaded = try ImageLoader().decode(try Self.bytes(name), path: name)
        #expect(loaded.damage == nil)
        let reading = PhotoReader(decoder: try ZBarDecoder()).read(loaded.frame)
        #expect(reading.symbols.first?.gtin?.ean13 == "5099750442227")
    }
}
