import Foundation
import Imaging
import Testing

@testable import Scanner

/// zbar through the camera's reader, on the frame the VM test feeds the loopback camera.
@Suite struct CameraZBarReaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/camera")

    @Test func readsTheUPCAFixtureWithItsOutline() throws {
        let frame = try ImageLoader().load(path: Self.fixtures.appendingPathComponent("upca-029667431224.png").path)
            .frame
        let sightings = try ZBarCodeReader().read(frame)
        let sighting = try #require(sightings.first)
        #expect(sightings.count == 1)
        #expect(sighting.gtin.canonical == "029667431224")
        #expect(sighting.symbology == "UPC-A")
        let box = try #require(sighting.bounds)
        // The bars span x 130...510 and y 120...380 in the 640x480 frame.
        #expect((100...160).contains(box.x) && (480...540).contains(box.x + box.width))
        #expect((100...260).contains(box.y))
    }

    @Test func largeFramesAreScannedAtHalfDensityAndStillRead() throws {
        let small = try ImageLoader().load(path: Self.fixtures.appendingPathComponent("upca-029667431224.png").path)
            .frame
        let large = small.upscaledTwice()  // 1280x960: above 640x480, so zbar density 2
        #expect(ZBarDecoder.recommendedDensity(width: large.width, height: large.height) == 2)
        let sightings = try ZBarCodeReader().read(large)
        #expect(sightings.map(\.gtin.canonical) == ["029667431224"])
    }

    @Test func framesWithoutABarcodeReadNothing() throws {
        let frame = try ImageLoader().load(path: Self.fixtures.appendingPathComponent("bars.png").path).frame
        #expect(try ZBarCodeReader().read(frame).isEmpty)
    }

    @Test func onlyRetailCodesAreDiscs() throws {
        let frame = try ImageLoader().load(path: Self.fixtures.appendingPathComponent("upca-029667431224.png").path)
            .frame
        #expect(try ZBarCodeReader(symbologies: Symbology.list(parsing: "code128")).read(frame).isEmpty)
    }
}
