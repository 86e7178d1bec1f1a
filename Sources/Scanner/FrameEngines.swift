import Imaging

/// Both engines over the same grey frame: zbar and zxing-cpp read it, and each read becomes an
/// `EngineRead` for `ConfirmationRule` to weigh.
///
/// Owns a zbar scanner (a C handle), so it belongs to one task at a time; make one per task.
package final class FrameEngines {
    /// The zbar side, for every symbology asked for.
    package let zbar: ZBarDecoder
    /// The zxing-cpp side, for the retail symbologies asked for.
    package var zxing: ZXingDecoder

    /// Engines for `symbologies`; `density` is zbar's scan-line spacing.
    ///
    /// zbar reads every frame as if it were the first (`ZBarDecoder.readsEachImageAlone`), for
    /// photos and the camera alike: what a frame reads never depends on the frame before. A photo's
    /// passes each count as evidence of their own; and a camera's next frame may show the next
    /// disc, whose half zbar would join to the half of the last disc it kept: a disc of the same
    /// label (the same left half) read as the disc before it (`CameraFramesAloneTests`).
    package init(symbologies: [Symbology] = Symbology.retail, density: Int = 1) throws(DecoderError) {
        zbar = try ZBarDecoder(symbologies: symbologies, density: density)
        zbar.readsEachImageAlone = true
        zxing = ZXingDecoder(symbologies: symbologies)
    }

    /// The reads of `engines` in `frame`, boxes taken back to the original frame by `back`;
    /// `density`, when given, is zbar's scan-line spacing for this frame alone. `scale` is the
    /// frame's pixels per pixel of the original, and `plain` whether the frame is the original as
    /// it is (see `EngineRead.plainFrame`), `margin` whether a margin was added to it (see
    /// `EngineRead.marginAdded`).
    package func read(
        _ frame: GrayFrame, pass: String, engines: Set<Engine> = Set(Engine.allCases), density: Int? = nil,
        zxingDownscale: Bool = false, scale: Double = 1, plain: Bool = true, margin: Bool = false,
        back: (Point) -> Point = { $0 }
    ) -> [EngineRead] {
        var reads: [EngineRead] = []
        if engines.contains(.zbar) {
            let usual = zbar.density
            if let density { zbar.density = density }
            defer { zbar.density = usual }
            reads += zbar.decode(frame).compactMap { symbol in
                guard let box = Box(around: symbol.polygon.map(back)) else { return nil }
                return EngineRead(
                    engine: .zbar, pass: pass, gtin: symbol.gtin, text: symbol.text, symbology: symbol.symbology,
                    addOn: symbol.addOn, evidence: symbol.quality, box: box,
                    lineSpacing: Double(density ?? usual) / scale, plainFrame: plain, marginAdded: margin)
            }
        }
        if engines.contains(.zxing) {
            var zxing = self.zxing
            zxing.downscale = zxingDownscale
            let rowStep = Double(zxing.rowStep(height: frame.height))
            reads += zxing.decode(frame).compactMap { read in
                guard let box = Box(around: read.corners.map(back)) else { return nil }
                return EngineRead(
                    engine: .zxing, pass: pass, gtin: read.gtin, text: read.text, symbology: read.symbology,
                    addOn: read.addOn, evidence: read.lineCount, box: box, lineSpacing: rowStep / scale,
                    plainFrame: plain, marginAdded: margin)
            }
        }
        return reads
    }
}
