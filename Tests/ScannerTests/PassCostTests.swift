import Glibc
import Imaging
import Testing

@testable import Scanner

/// What makes a photo's passes and a camera frame cheaper must not change what they read.
@Suite struct PassCostTests {
    static func frame(_ fixture: String) throws -> GrayFrame {
        try ImageLoader().load(path: Fixtures.path(fixture)).frame
    }

    @Test func zbarDensityCanChangeBetweenFrames() throws {
        let frame = try Self.frame("clean/upca-029667431224.png")
        let decoder = try ZBarDecoder()
        let every = try #require(decoder.decode(frame).first)
        decoder.density = 2
        let sparse = try #require(decoder.decode(frame).first)
        #expect(sparse.gtin == every.gtin)
        // zbar's quality counts the scan lines that read the code: half the lines, about half.
        #expect(sparse.quality < every.quality * 3 / 4)
        decoder.density = 1
        // Back to every line (zbar's count can differ by one between two scans of one frame).
        let again = try #require(decoder.decode(frame).first)
        #expect(abs(again.quality - every.quality) <= 2)
    }

    @Test func zbarDensityStaysWithinWhatZbarTakes() throws {
        let decoder = try ZBarDecoder()
        decoder.density = 0
        #expect(decoder.density == 1)
        decoder.density = 99
        #expect(decoder.density == 16)
    }

    @Test func aPassDensityHoldsForThatPassAlone() throws {
        let frame = try Self.frame("clean/upca-029667431224.png")
        let engines = try FrameEngines()
        let usual = try #require(engines.read(frame, pass: "a", engines: [.zbar]).first)
        let sparse = try #require(engines.read(frame, pass: "b", engines: [.zbar], density: 3).first)
        #expect(sparse.evidence < usual.evidence)
        #expect(engines.zbar.density == 1)
        let after = try #require(engines.read(frame, pass: "c", engines: [.zbar]).first)
        #expect(abs(after.evidence - usual.evidence) <= 2)
    }

    @Test func theTurnedAndPaddedPassesScanEveryThirdLine() {
        // A turned frame's canvas is up to twice the pixels, a padded one 36% more: zbar reads
        // every third line there (the same reads as every second on the tuning photos, issue 44),
        // and every line of the photo as it is.
        let sparse = ScanPass.standard.filter { pass in
            pass.steps.contains { if case .rotate = $0 { true } else if case .pad = $0 { true } else { false } }
                && pass.engines.contains(.zbar)
        }
        #expect(sparse.map(\.name) == ["padded", "turned 22"])
        #expect(sparse.allSatisfy { $0.zbarDensity == 3 })
        #expect(ScanPass.standard.filter { !sparse.contains($0) }.allSatisfy { $0.zbarDensity == 1 })
    }

    @Test func sharedShrunkCopiesGiveTheSameFrames() throws {
        // 6 megapixels: "padded" and "smoothed" are skipped, "as-is" and "2x" take the frame as
        // it is or skip it, and the passes that shrink take their copy from `shrunk`.
        let frame = try #require(FrameFilterTests.gradient(3000, 2000))
        let shrunk = ShrunkFrames()
        var prepared = 0
        for pass in ScanPass.standard {
            let shared = pass.prepare(frame, shrunk: shrunk)
            guard let alone = pass.prepare(frame) else {
                #expect(shared == nil, "\(pass)")
                continue
            }
            let copy = try #require(shared)
            prepared += 1
            #expect(copy.frame.width == alone.frame.width && copy.frame.height == alone.frame.height)
            #expect(copy.frame.pixels == alone.frame.pixels, "\(pass)")
            #expect(copy.pointInOriginal(Point(x: 10, y: 20)) == alone.pointInOriginal(Point(x: 10, y: 20)))
        }
        #expect(prepared == ScanPass.standard.count - 3)
    }

    @Test func bigPhotosSkipTheMarginAndTheBlur() throws {
        let big = try #require(FrameFilterTests.gradient(3000, 2000))
        let first = try #require(ScanPass.standard.first)
        #expect(first.name == "as-is" && first.isPlain)
        #expect(first.prepare(big)?.frame.width == 3000, "zbarimg and ZXingReader see it whole")
        for name in ["padded", "smoothed"] {
            let pass = try #require(ScanPass.standard.first { $0.name == name })
            #expect(pass.prepare(big)?.frame.width == nil, "\(name)")
        }
        let padded = try #require(ScanPass.standard.first { $0.name == "padded" })
        let small = try #require(FrameFilterTests.gradient(1200, 900))
        #expect(padded.prepare(small)?.frame.width == 1200 + 2 * 100)
        #expect(padded.isPlain, "a margin changes no pixel of the photo")
        #expect(padded.addsMargin && ScanPass.standard.first?.addsMargin == false)
    }

    @Test func aPhotoReadsTheSameWithSharedCopies() throws {
        // phone-exif6.jpg is 3000x4000: every standard pass starts by shrinking it.
        let frame = try Self.frame("photos/phone-exif6.jpg")
        let reading = try PhotoReader().read(frame)
        #expect(reading.symbols.compactMap { $0.gtin?.canonical } == ["029667431224"])
    }

    /// Bars that make no retail code (issue 44: ZXing's photos of other symbologies): no pass reads
    /// anything, and the passes that never gave a first read are not run.
    @Test func barsWithoutACodeSkipThePassesThatNeedAnEarlierRead() throws {
        var pixels = [UInt8](repeating: 255, count: 400 * 200)
        var x = 40
        var widths = [3, 1, 4, 1, 5, 2, 6, 2, 5, 3, 1, 3, 2, 7, 1, 1, 4, 2, 3, 6, 1, 2, 5, 1]
        while x < 360, !widths.isEmpty {
            let width = widths.removeFirst() * 2
            for row in 40..<160 { for column in x..<min(x + width, 360) { pixels[row * 400 + column] = 0 } }
            x += width + 4
        }
        let frame = try #require(GrayFrame(width: 400, height: 200, pixels: pixels))
        #expect(BarStructure.likely(in: frame))
        let reading = try PhotoReader().read(frame)
        #expect(reading.reads.isEmpty)
        let skipped = ScanPass.standard.filter(\.needsEarlierRead).count
        #expect(skipped == 4)
        #expect(
            ScanPass.standard.filter(\.needsEarlierRead).map(\.name) == ["2x", "sharpened", "inverted", "smoothed"])
        #expect(reading.passesTried == ScanPass.standard.count - skipped)
    }

    /// Grain is what "2x" calms (degraded/noise.png has its first read there): a noisy frame runs
    /// the passes that need an earlier read from the start; a photo's smooth frame does not.
    @Test func aNoisyFrameRunsThePassesThatNeedAnEarlierRead() throws {
        var seed: UInt64 = 60
        let grain = (0..<(400 * 200)).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let noisy = try #require(GrayFrame(width: 400, height: 200, pixels: grain))
        #expect(FrameLook.isNoisy(noisy))
        #expect(try PhotoReader().read(noisy).passesTried == ScanPass.standard.count)
        let smooth = try #require(FrameFilterTests.gradient(400, 200))
        #expect(!FrameLook.isNoisy(smooth))
        #expect(try FrameLook.isNoisy(Self.frame("degraded/noise.png")))
        #expect(try !FrameLook.isNoisy(Self.frame("clean/upca-029667431224.png")))
    }

    /// A waiting engine reads a pass's frame only once something was read: zxing-cpp alone reads
    /// degraded/perspective.png, zbar nothing; behind zbar's read of a clean code, it reads too.
    @Test func aWaitingEngineReadsOnlyAfterARead() throws {
        let waiting = [ScanPass("as-is", [], engines: [.zbar, .zxing], waitingEngines: [.zxing])]
        let reader = try PhotoReader(passes: waiting)
        let alone = try reader.read(Self.frame("degraded/perspective.png"))
        #expect(alone.reads.isEmpty)
        #expect(
            try PhotoReader(passes: [ScanPass("as-is", [])]).read(Self.frame("degraded/perspective.png")).reads
                .map(\.engine) == [.zxing])
        let behind = try reader.read(Self.frame("clean/upca-029667431224.png"))
        #expect(Set(behind.reads.map(\.engine)) == [.zbar, .zxing])
        #expect(ScanPass.standard.filter { !$0.waitingEngines.isEmpty }.map(\.name) == ["turned 22"])
    }

    /// Light bars on a dark ground (degraded/inverted.png, read by "inverted" alone) make a dark
    /// frame: it runs the passes that wait for a read; a photo's lighter frame does not.
    @Test func aDarkFrameRunsThePassesThatNeedAnEarlierRead() throws {
        #expect(try FrameLook.isDark(Self.frame("degraded/inverted.png")))
        #expect(try !FrameLook.isDark(Self.frame("clean/upca-029667431224.png")))
        let reading = try PhotoReader().read(Self.frame("degraded/inverted.png"))
        #expect(reading.pass?.name == "inverted")
    }

    @Test func theCameraReaderSkipsFramesWithoutBars() throws {
        let blank = try #require(
            GrayFrame(width: 1280, height: 720, pixels: [UInt8](repeating: 128, count: 1280 * 720)))
        #expect(!BarStructure.likely(in: blank))
        #expect(try FrameReader().read(blank) == Verdict())
        let code = try Self.frame("clean/upca-029667431224.png")
        #expect(try FrameReader().read(code).codes.compactMap { $0.gtin?.canonical } == ["029667431224"])
    }

    @Test func batchThreadsFollowTheAffinityMask() {
        let online = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let allowed = PhotoReader.availableCores
        #expect(allowed >= 1 && allowed <= max(1, online))
    }

    @Test func aBatchStopsWhenAsked() throws {
        let folder = Fixtures.path("clean")
        let every = try PhotoReader().scan(paths: [folder], workers: 2).map(\.path)
        #expect(every.count > 3)
        var seen: [String] = []
        try PhotoReader().scan(paths: [folder], workers: 2) { scan in
            seen.append(scan.path)
            return seen.count < 2
        }
        #expect(seen == Array(every.prefix(2)))
    }

    @Test func aBatchTakesAListAlreadyExpanded() throws {
        let entries = ImageFileList.expand([Fixtures.path("clean"), "/no/such/folder"])
        var seen: [String] = []
        try PhotoReader().scan(entries: entries, workers: 2) { scan in
            seen.append(scan.path)
            return true
        }
        #expect(seen.count == entries.count)
        #expect(seen.last == "/no/such/folder")
    }
}
