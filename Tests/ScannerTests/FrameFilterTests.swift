import Glibc
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

    /// The row-at-a-time doubling gives exactly the pixels of blending each pixel's four source
    /// neighbours apart (1/4 and 3/4 each way, the edges repeated), on odd sizes and thin frames too.
    @Test func upscaleBlendsTheFourNearestSourcePixels() throws {
        var seed: UInt64 = 44
        for (width, height) in [(1, 1), (1, 7), (9, 1), (13, 5), (64, 31)] {
            let pixels = (0..<(width * height)).map { _ in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: seed >> 56)
            }
            let frame = try #require(GrayFrame(width: width, height: height, pixels: pixels))
            let double = frame.upscaledTwice()
            var expected: [UInt8] = []
            for y in 0..<(2 * height) {
                let (top, toBottom) = (max(0, (y - 1) / 2), y == 0 ? 0 : (y % 2 == 1 ? 1 : 3))
                let bottom = min(height - 1, top + 1)
                for x in 0..<(2 * width) {
                    let (left, toRight) = (max(0, (x - 1) / 2), x == 0 ? 0 : (x % 2 == 1 ? 1 : 3))
                    let right = min(width - 1, left + 1)
                    let at = { (px: Int, py: Int) in Int(pixels[py * width + px]) }
                    let upper = at(left, top) * (4 - toRight) + at(right, top) * toRight
                    let lower = at(left, bottom) * (4 - toRight) + at(right, bottom) * toRight
                    expected.append(UInt8((upper * (4 - toBottom) + lower * toBottom + 8) / 16))
                }
            }
            #expect(double.width == 2 * width && double.height == 2 * height)
            #expect(double.pixels == expected, "\(width)x\(height)")
        }
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

    /// The faster turn and doubling give the very pixels of the per-pixel code they replaced
    /// (FNV-1a of the frames that code made of degraded/noise.png, as `cdscan-bench-decoder prepare` wrote them).
    @Test func turnedAndDoubledFramesKeepTheirPixels() throws {
        let frame = try ImageLoader().load(path: Fixtures.path("degraded/noise.png")).frame
        let expected: [String: (width: Int, height: Int, hash: UInt64)] = [
            "turned 22": (514, 444, 0x0144_7d6e_a16c_3eff), "turned 45": (519, 519, 0xd2dc_3078_8338_c2b4),
            "2x": (1076, 754, 0x3d3a_9b71_cb80_7ad9),
        ]
        for (name, want) in expected {
            let pass = try #require(ScanPass.standard.first { $0.name == name })
            let prepared = try #require(pass.prepare(frame)?.frame)
            let hash = prepared.pixels.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            #expect(prepared.width == want.width && prepared.height == want.height, "\(name)")
            #expect(hash == want.hash, "\(name)")
        }
    }

    /// Random grey pixels (a fixed seed): every neighbour differs, so a blend that took the wrong
    /// neighbour or weight shows.
    static func noise(_ width: Int, _ height: Int, seed: UInt64) -> GrayFrame? {
        var state = seed
        let pixels = (0..<(width * height)).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        return GrayFrame(width: width, height: height, pixels: pixels)
    }

    /// A turn written the plain way: every pixel of the canvas on its own, its source point in
    /// 16.16 fixed point from the row's start, its four neighbours each checked (white outside),
    /// blended in 256ths as a(256 - wx) + b wx across, then down.
    static func plainTurn(_ frame: GrayFrame, degrees: Double) -> [UInt8] {
        let radians = degrees * Double.pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        let (newWidth, newHeight) = frame.rotatedSize(degrees: degrees)
        let one = 65_536.0
        let (stepX, stepY) = (Int((cosine * one).rounded()), Int((sine * one).rounded()))
        func at(_ x: Int, _ y: Int) -> Int {
            x >= 0 && y >= 0 && x < frame.width && y < frame.height ? Int(frame.pixels[y * frame.width + x]) : 255
        }
        var pixels: [UInt8] = []
        for y in 0..<newHeight {
            let (dx, dy) = (0.5 - Double(newWidth) / 2, Double(y) + 0.5 - Double(newHeight) / 2)
            let startX = Double(frame.width) / 2 + dx * cosine - dy * sine
            let startY = Double(frame.height) / 2 + dx * sine + dy * cosine
            let (fx, fy) = (Int(((startX - 0.5) * one).rounded()), Int(((startY - 0.5) * one).rounded()))
            for x in 0..<newWidth {
                let (px, py) = (fx + x * stepX, fy + x * stepY)
                let (x0, y0, wx, wy) = (px >> 16, py >> 16, (px & 0xFFFF) >> 8, (py & 0xFFFF) >> 8)
                let top = at(x0, y0) * (256 - wx) + at(x0 + 1, y0) * wx
                let bottom = at(x0, y0 + 1) * (256 - wx) + at(x0 + 1, y0 + 1) * wx
                pixels.append(UInt8((top * (256 - wy) + bottom * wy + 32_768) >> 16))
            }
        }
        return pixels
    }

    /// The turn's vector blend, eight pixels at a time, gives exactly the plain turn's pixels: on
    /// frames narrower than eight pixels, odd sizes, and every angle the passes and the camera use.
    @Test func turnedFramesMatchThePlainTurn() throws {
        let sizes = [(1, 1), (3, 2), (7, 9), (9, 7), (17, 5), (40, 31), (97, 64)]
        let angles = [22.5, -22.5, 45, -45, 30, -30, 5, 90, 135, 180, 1, 0.4]
        for (index, (width, height)) in sizes.enumerated() {
            let frame = try #require(Self.noise(width, height, seed: UInt64(index + 1)))
            for degrees in angles {
                let turned = frame.rotated(degrees: degrees).frame
                #expect(turned.pixels == Self.plainTurn(frame, degrees: degrees), "\(width)x\(height) \(degrees)")
            }
        }
    }

    /// The four-table histogram counts what a plain count does, whatever the length's remainder.
    @Test func histogramCountsEveryPixel() throws {
        for (width, height) in [(1, 1), (1, 3), (5, 1), (7, 3), (64, 31)] {
            let frame = try #require(Self.noise(width, height, seed: UInt64(width * 100 + height)))
            var plain = [Int](repeating: 0, count: 256)
            for pixel in frame.pixels { plain[Int(pixel)] += 1 }
            #expect(frame.histogram() == plain, "\(width)x\(height)")
        }
    }

    /// The run of a turned row that needs no bounds check is exactly the steps inside the source.
    @Test func theUncheckedRunIsExactlyTheInsideSteps() {
        var seed: UInt64 = 7
        func random(_ range: ClosedRange<Int>) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int(seed >> 33) % (range.count)
        }
        for _ in 0..<2000 {
            let (limit, count) = (random(0...40), random(0...60))
            let start = random(-50 << 16...50 << 16)
            let step = random(-3 << 16...3 << 16) / [1, 7, 1000][random(0...2)]
            let inside = (0..<count).filter { (0..<(limit << 16)).contains(start + $0 * step) }
            let span = GrayFrame.span(start, step, below: limit, count: count)
            #expect(Array(span) == inside, "start \(start) step \(step) limit \(limit) count \(count)")
        }
    }

    @Test func passesThatWouldRepeatAnotherAreSkipped() throws {
        let small = try #require(Self.gradient(300, 200))
        #expect(ScanPass("reduced", [.shrinkIfAbove(pixels: 3_000_000)]).prepare(small) == nil)
        #expect(ScanPass("1/2", [.downscale(2)]).prepare(small) == nil)
        #expect(ScanPass("2x", [.upscale]).prepare(small)?.frame.width == 600)
    }
}
