import Testing

@testable import Imaging

@Suite struct OrientationTests {
    /// Mean grey of a 10x8 block centred in each quadrant of an upright 48x32 frame:
    /// the fixture pattern is 30 top left, 90 top right, 160 bottom left, 230 bottom right.
    static func quadrants(_ frame: GrayFrame) -> [Int] {
        [(12, 8), (36, 8), (12, 24), (36, 24)].map { centre in
            var sum = 0
            for y in (centre.1 - 4)..<(centre.1 + 4) {
                for x in (centre.0 - 5)..<(centre.0 + 5) { sum += Int(frame.pixels[y * frame.width + x]) }
            }
            return sum / 80
        }
    }

    @Test(arguments: Orientation.allCases)
    func exifOrientationIsAppliedOnLoad(_ orientation: Orientation) throws {
        let path = Fixtures.path("orientation/orientation-\(orientation.rawValue).jpg")
        let loaded = try ImageLoader().load(path: path)
        #expect(loaded.orientation == orientation)
        #expect(loaded.frame.width == 48 && loaded.frame.height == 32)
        #expect(loaded.storedWidth == (orientation.swapsSides ? 32 : 48))
        let means = Self.quadrants(loaded.frame)
        for (mean, expected) in zip(means, [30, 90, 160, 230]) {
            #expect(abs(mean - expected) <= 6, "\(orientation): quadrants \(means)")
        }
    }

    @Test func phonePhotoStoredSidewaysLoadsUpright() throws {
        let loaded = try ImageLoader().load(path: Fixtures.path("photos/phone-exif6.jpg"))
        #expect(loaded.orientation == .right)
        #expect(loaded.storedWidth == 4000 && loaded.storedHeight == 3000)
        #expect(loaded.frame.width == 3000 && loaded.frame.height == 4000)
    }

    @Test func garbageEXIFCountsAsUpright() throws {
        let loaded = try ImageLoader().load(path: Fixtures.path("clean/ean13-4006408687016-bad-exif.jpg"))
        #expect(loaded.orientation == .up)
    }

    /// 3x2 frame: 1 2 3 / 4 5 6.
    static let small = GrayFrame(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])

    @Test(arguments: [
        (Orientation.up, 3, [1, 2, 3, 4, 5, 6]),
        (.upMirrored, 3, [3, 2, 1, 6, 5, 4]),
        (.down, 3, [6, 5, 4, 3, 2, 1]),
        (.downMirrored, 3, [4, 5, 6, 1, 2, 3]),
        (.leftMirrored, 2, [1, 4, 2, 5, 3, 6]),
        (.right, 2, [4, 1, 5, 2, 6, 3]),
        (.rightMirrored, 2, [6, 3, 5, 2, 4, 1]),
        (.left, 2, [3, 6, 2, 5, 1, 4]),
    ])
    func orientationMovesPixelsAsEXIFSays(_ orientation: Orientation, _ width: Int, _ pixels: [UInt8]) throws {
        let turned = try #require(Self.small).applying(orientation)
        #expect(turned.width == width)
        #expect(turned.pixels == pixels)
    }
}
