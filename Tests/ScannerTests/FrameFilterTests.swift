import Imaging
import Testing

@testable import Scanner

@Suite struct FrameFilterTests {
    static func gradient(_ width: Int, _ height: Int) -> GrayFrame? {
        GrayFrame(
            width: width, height: height,
            pixels: (0..<(width * height)).map { UInt8(($0 % width) * 255 / max(1, width - 1)) })
    }

    @Test func downscaleAveragesBlocks() throws {
        let frame = try #require(GrayFrame(width: 4, height: 2, pixels: [0, 10, 20, 30, 100, 110, 120, 130]))
        let half = frame.downscaled(by: 2)
        #expect(half.width == 2 && half.height == 1)
        #expect(half.pixels == [55, 75])
    }

    @Test func upscaleDoublesTheSize() throws {
        let frame = try #require(Self.gradient(10, 6))
        let double = frame.upscaledTwice()
        #expect(double.width == 20 && double.height == 12)
        #expect(double.pixels[0] == frame.pixels[0])
        #expect(double.pixels[19] == frame.pixels[9])
    }

    @Test func contrastStretchUsesTheWholeRange() throws {
        let pixels = (0..<1000).map { UInt8(100 + $0 % 50) }
        let stretched = try #require(GrayFrame(width: 100, height: 10, pixels: pixels)).contrastStretched()
        #expect(stretched.pixels.min() == 0)
        #expect(stretched.pixels.max() == 255)
    }

    @Test func thresholdGivesOnlyBlackAndWhite() throws {
        let frame = try #require(Self.gradient(64, 64)).thresholded(window: 15)
        #expect(Set(frame.pixels).isSubset(of: [0, 255]))
    }

    @Test func invertAndSmoothAndSharpenKeepTheSize() throws {
        let frame = try #require(Self.gradient(30, 20))
        #expect(frame.inverted().pixels.first == 255)
        for filtered in [frame.smoothed(), frame.sharpened(), frame.equalized()] {
            #expect(filtered.width == 30 && filtered.height == 20)
        }
    }

    @Test func rotationMapsPointsBack() throws {
        let frame = try #require(Self.gradient(200, 100))
        let turned = frame.rotated(degrees: 90)
        #expect(turned.frame.width == 100 && turned.frame.height == 200)
        // Turned a quarter counter-clockwise: the original's top-right corner is now top-left.
        let corner = turned.pointInOriginal(Point(x: 0, y: 0))
        #expect(abs(corner.x - 200) <= 1 && abs(corner.y - 0) <= 1)
        let centre = turned.pointInOriginal(Point(x: 50, y: 100))
        #expect(centre == Point(x: 100, y: 50))
    }

    @Test func passesThatWouldRepeatAnotherAreSkipped() throws {
        let small = try #require(Self.gradient(300, 200))
        #expect(ScanPass("reduced", [.shrinkIfAbove(pixels: 3_000_000)]).prepare(small) == nil)
        #expect(ScanPass("1/2", [.downscale(2)]).prepare(small) == nil)
        #expect(ScanPass("2x", [.upscale]).prepare(small)?.frame.width == 600)
    }
}
