import Imaging
import Testing

@testable import Scanner

/// The camera's further passes (issue 44): one per frame in turn, a pass that gave a code staying,
/// and a code read only by such a pass held to a prepared frame's evidence.
@Suite struct CameraPassRotationTests {
    /// A fixture centred at its own size on a white 1280x720 frame, as bench/zxing-camera-frames.sh
    /// shows photos to the camera.
    static func letterboxed(_ fixture: String) throws -> GrayFrame {
        let photo = try ImageLoader().load(path: Fixtures.path(fixture)).frame
        let (width, height) = (1280, 720)
        var pixels = [UInt8](repeating: 255, count: width * height)
        let (left, top) = ((width - photo.width) / 2, (height - photo.height) / 2)
        for row in 0..<photo.height {
            let start = (top + row) * width + left
            pixels.replaceSubrange(
                start..<start + photo.width, with: photo.pixels[row * photo.width..<(row + 1) * photo.width])
        }
        return GrayFrame(trusted: width, height, pixels)
    }

    static let blank = GrayFrame(trusted: 1280, 720, [UInt8](repeating: 255, count: 1280 * 720))

    @Test func eachFrameMakesTheNextPassInTurn() {
        var rotation = PassRotation(FrameReader.passes(named: ["turned 22", "2x", "smoothed"]))
        var made: [String] = []
        for _ in 0..<7 {
            made.append(rotation.current?.name ?? "none")
            rotation.advance(gaveCode: false)
        }
        #expect(made == ["turned 22", "2x", "smoothed", "turned 22", "2x", "smoothed", "turned 22"])
    }

    @Test func aPassThatGaveACodeStaysUntilItGivesNone() {
        var rotation = PassRotation(FrameReader.passes(named: ["turned 22", "2x", "smoothed"]))
        var made: [String] = []
        for gave in [false, true, true, false, false] {
            made.append(rotation.current?.name ?? "none")
            rotation.advance(gaveCode: gave)
        }
        #expect(made == ["turned 22", "2x", "2x", "2x", "smoothed"])
        var none = PassRotation([])
        none.advance(gaveCode: false)
        #expect(none.current == nil)
    }

    @Test func theCameraRotatesEveryCandidateButSharpening() {
        #expect(
            FrameReader.furtherPasses.map(\.name) == [
                "turned 22", "turned 45", "smoothed", "region", "padded", "2x", "inverted",
            ])
        // Each starts by shrinking a large region, so that a pass costs a bounded share of a frame.
        for pass in FrameReader.furtherPasses {
            #expect(pass.steps.first == .fitWithin(pixels: FrameReader.regionPixels))
        }
    }

    /// Noise that breaks every line of the frame as it is: the smoothed pass reads the code, and
    /// stays while it does.
    @Test func aCodeOnlyAFurtherPassReadsIsReadWhileThatPassStays() throws {
        let frame = try Self.letterboxed("degraded/noise.png")
        let reader = try FrameReader(
            rotation: PassRotation(FrameReader.passes(named: ["2x", "smoothed", "turned 45"])))
        var seen: [(pass: String, codes: [String])] = []
        for image in [frame, frame, frame, Self.blank] {
            let pass = reader.rotation.current?.name ?? "none"
            seen.append((pass, reader.read(image).codes.compactMap { $0.gtin?.canonical }))
        }
        #expect(seen.map(\.pass) == ["2x", "smoothed", "smoothed", "smoothed"])
        #expect(seen.map(\.codes) == [[], ["029667431224"], ["029667431224"], []])
        #expect(reader.rotation.current?.name == "turned 45")
        // Without the further passes, the camera does not read it.
        let alone = try FrameReader(rotation: PassRotation([]))
        #expect(alone.read(frame).codes.isEmpty)
    }

    /// A frame whose code the frame as it is reads makes no further pass, and the turn stays.
    @Test func aFrameReadAsItIsMakesNoFurtherPass() throws {
        let frame = try Self.letterboxed("clean/upca-029667431224.png")
        let reader = try FrameReader(rotation: PassRotation(FrameReader.passes(named: ["2x", "smoothed"])))
        for _ in 0..<3 {
            #expect(reader.read(frame).codes.compactMap { $0.gtin?.canonical } == ["029667431224"])
            #expect(reader.rotation.current?.name == "2x")
        }
    }

    /// A further pass's reads count as read in a prepared frame: the stronger evidence a code
    /// needs that no engine reads in the frame as it is.
    @Test func aFurtherPassReadNeedsAPreparedFramesEvidence() throws {
        let frame = try Self.letterboxed("degraded/noise.png")
        let reader = try FrameReader()
        let pass = try #require(FrameReader.passes(named: ["smoothed"]).first)
        let region = try #require(BarStructure.region(in: frame))
        let reads = reader.further(pass, on: region, of: frame, engines: try FrameEngines(density: 2))
        var read = try #require(reads.first)
        #expect(reads.allSatisfy { !$0.plainFrame })
        // The box is in the frame's pixels, where the fixture was put.
        #expect(read.box.minX >= 640 - 200 && read.box.maxX <= 640 + 200)
        // Evidence enough in the frame as it is, not in a prepared frame.
        let rule = ConfirmationRule.standard
        read.engine = .zbar
        read.lineSpacing = 1
        read.box = Box(minX: 500, minY: 300, maxX: 699, maxY: 379)
        read.evidence = 6  // 3% of 200 pixels: past the 2% of the frame as it is, short of 4%
        #expect(rule.decide([read]).codes.isEmpty)
        read.plainFrame = true
        #expect(rule.decide([read]).codes.count == 1)
    }
}
