import Imaging

extension FrameReader {
    /// The reads of `pass` over `region` of `frame`, boxes in the frame's pixels. They count as
    /// read in a prepared frame (`EngineRead.plainFrame` false), even where the pass only crops:
    /// the crop's edge is a quiet zone the frame does not have, and a code that no engine reads in
    /// the frame as it is needs a prepared frame's stronger evidence (`ConfirmationRule.prepared`).
    func further(_ pass: ScanPass, on region: Box, of frame: GrayFrame, engines: FrameEngines) -> [EngineRead] {
        let crop = PatternCheck.crop(
            frame, left: region.minX, top: region.minY, width: region.width, height: region.height)
        guard let prepared = pass.prepare(crop) else { return [] }
        let back = prepared.pointInOriginal
        return engines.read(
            prepared.frame, pass: pass.name, engines: pass.engines, density: pass.zbarDensity,
            zxingDownscale: pass.zxingDownscale, scale: prepared.scale, plain: false, margin: pass.addsMargin
        ) { point in
            let inCrop = back(point)
            return Point(x: inCrop.x + region.minX, y: inCrop.y + region.minY)
        }
    }

    /// The passes the camera may make beside the frame as it is, on the region where the bars
    /// are (`BarStructure.region`): the region as it is (cut where the bars end, as a photo cropped
    /// to its code is), then the photo reader's later passes (`ScanPass.standard`), each on the
    /// region shrunk to `regionPixels` at most. Every engine of a pass reads, none waits for an
    /// earlier read (`ScanPass.needsEarlierRead`, `waitingEngines`: the photo reader's savings on a
    /// photo, where the pass's turn comes once), and zbar reads every second line of a region at
    /// most (`cameraDensity`), as the passes were chosen with.
    package static let candidatePasses: [ScanPass] =
        ([ScanPass("region", [], zxingDownscale: true)] + ScanPass.standard.dropFirst()).map { pass in
            ScanPass(
                pass.name, [.fitWithin(pixels: regionPixels)] + pass.steps, engines: pass.engines,
                zbarDensity: min(pass.zbarDensity, cameraDensity), zxingDownscale: pass.zxingDownscale)
        }

    /// The sparsest lines zbar reads in a further pass: the passes and the region's cap
    /// (`regionPixels`) were chosen on the tuning frames at every second line. The photo
    /// reader's every third line (`ScanPass.standard`) was chosen on whole photos, where each pass
    /// runs once, not on a region a camera frame at a time.
    static let cameraDensity = 2

    /// The most pixels a further pass starts from: a larger region (a textured scene, a case held
    /// close) is shrunk by whole factors first. On the tuning frames (bench/zxing-camera-frames.sh
    /// tune and photos, 93 frames, each held 30 frames; bench/camera-frames.py for frames a
    /// second), 300,000 read 91: 150,000 read 2 fewer, 600,000 one more (a code turned 50 degrees,
    /// which the shrunk region's "turned 45" loses) at 10 to 20% fewer frames a second. Reading
    /// every photo comes first (issue 44), and 600,000 keeps well above 30 frames a second on one
    /// core: 64 on the frames without a code, where every frame makes a further pass (78 at 300,000).
    static let regionPixels = 600_000

    /// The further passes the camera makes in turn (see `PassRotation`): every candidate that read,
    /// beside the frame as it is, a tuning frame that the frame alone does not, with no wrong code
    /// (`cdscan-bench-decoder camera-passes`; the frames above and Fixtures/images/degraded
    /// letterboxed the same way), most codes per millisecond first. "sharpened" read none.
    package static let furtherPasses = passes(named: [
        "turned 22", "turned 45", "smoothed", "region", "padded", "2x", "inverted",
    ])

    /// The passes of `candidatePasses` with these names, in this order.
    package static func passes(named names: [String]) -> [ScanPass] {
        names.compactMap { name in candidatePasses.first { $0.name == name } }
    }
}
