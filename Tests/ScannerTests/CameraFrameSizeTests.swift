import Testing

@testable import Scanner

@Suite struct CameraFrameSizeTests {
    func size(_ text: String) -> FrameSize? { FrameSize(parsing: text) }

    @Test func parsesWidthByHeight() {
        #expect(size("1280x720") == FrameSize(width: 1280, height: 720))
        #expect(size("640X480") == FrameSize(width: 640, height: 480))
        #expect(FrameSize(width: 1280, height: 720).description == "1280x720")
    }

    @Test(arguments: ["", "1280", "x720", "1280x", "0x720", "-1x5", "12x34x56", "axb"])
    func rejectsMalformedSizes(text: String) {
        #expect(size(text) == nil)
    }

    @Test func anOfferedSizeThatMatchesIsChosen() {
        let offered = FrameSizeRange.discrete([
            .init(width: 640, height: 480), .defaultCapture, .init(width: 1920, height: 1080),
        ])
        #expect(FrameSizeRange.nearest(to: .defaultCapture, in: [offered]) == .defaultCapture)
    }

    @Test(arguments: [
        ("1280x720", "640x480 800x600 1600x1200", "800x600"),
        ("1280x720", "640x480", "640x480"),
        ("320x240", "640x480 1280x720", "640x480"),
        ("1280x720", "1024x768 1280x800", "1280x800"),
        // Equally far: the larger one.
        ("1000x700", "900x700 1100x700", "1100x700"),
    ])
    func theNearestDiscreteSizeIsChosen(requested: String, offered: String, expected: String) throws {
        let sizes = try offered.split(separator: " ").map { try #require(size(String($0))) }
        let chosen = FrameSizeRange.nearest(to: try #require(size(requested)), in: [.discrete(sizes)])
        #expect(chosen == size(expected))
    }

    @Test func sizesFromSeveralFormatsAreConsidered() throws {
        let yuyv = FrameSizeRange.discrete([.init(width: 640, height: 480)])
        let mjpeg = FrameSizeRange.discrete([.init(width: 1280, height: 720), .init(width: 1920, height: 1080)])
        #expect(FrameSizeRange.nearest(to: .defaultCapture, in: [yuyv, mjpeg]) == .defaultCapture)
    }

    @Test func stepwiseSizesSnapToTheGridWithinTheLimits() {
        let range = FrameSizeRange.stepwise(
            min: .init(width: 48, height: 32), max: .init(width: 1920, height: 1080), step: .init(width: 16, height: 8))
        #expect(range.nearest(to: .init(width: 1285, height: 717)) == .init(width: 1280, height: 720))
        #expect(range.nearest(to: .init(width: 4000, height: 3000)) == .init(width: 1920, height: 1080))
        #expect(range.nearest(to: .init(width: 1, height: 1)) == .init(width: 48, height: 32))
    }

    @Test func continuousSizesTakeTheRequestClampedToTheLimits() {
        let range = FrameSizeRange.continuous(min: .init(width: 2, height: 2), max: .init(width: 1024, height: 768))
        #expect(range.nearest(to: .defaultCapture) == .init(width: 1024, height: 720))
        #expect(range.nearest(to: .init(width: 333, height: 222)) == .init(width: 333, height: 222))
    }

    @Test func nothingOfferedMeansNoChoice() {
        #expect(FrameSizeRange.nearest(to: .defaultCapture, in: []) == nil)
        #expect(FrameSizeRange.nearest(to: .defaultCapture, in: [.discrete([])]) == nil)
    }
}
