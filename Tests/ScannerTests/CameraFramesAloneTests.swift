import Imaging
import Testing

@testable import Scanner

/// The camera reads every frame alone (`FrameEngines`, `ZBarDecoder.readsEachImageAlone`): zbar
/// keeps half a symbol from one frame to the next, and the next frame may show the next disc.
/// Two discs of one label share the left half of their EAN-13; with the half zbar kept from the
/// first, the second disc's left half alone read as the first disc's code. (On the camera frames
/// of bench/zxing-camera-frames.sh's tuning part, ean13-1/10 read as ean13-1/6 this way.)
@Suite struct CameraFramesAloneTests {
    /// An EAN-13 drawn 3 pixels a module on a white 1280x720 frame; from module `cut` on, white
    /// (a hand or the case's edge over the right half).
    static func frame(_ code: String, cut: Int? = nil) throws -> GrayFrame {
        let modules = try #require(ModulePattern(ean13: code)).modules
        let (width, height, module, barHeight) = (1280, 720, 3, 120)
        var pixels = [UInt8](repeating: 255, count: width * height)
        let (left, top) = ((width - modules.count * module) / 2, (height - barHeight) / 2)
        for (index, dark) in modules.enumerated() where dark == 1 && index < (cut ?? modules.count) {
            for row in top..<(top + barHeight) {
                let start = row * width + left + index * module
                pixels.replaceSubrange(start..<(start + module), with: repeatElement(0, count: module))
            }
        }
        return GrayFrame(trusted: width, height, pixels)
    }

    @Test func theNextDiscOfTheSameLabelIsNotReadAsTheDiscBefore() throws {
        let (first, next) = ("8480010045062", "8480010001136")
        let reader = try FrameReader()
        #expect(reader.read(try Self.frame(first)).codes.map(\.text) == [first])
        // The next disc, its right half hidden: no code, as on a reader that saw nothing before.
        let halfShown = try Self.frame(next, cut: 60)
        let fresh = try FrameReader()
        fresh.rotation = reader.rotation
        let alone = fresh.read(halfShown)
        let after = reader.read(halfShown)
        #expect(alone.codes.isEmpty)
        #expect(after.codes.isEmpty)
        #expect(after == alone)
        // Shown whole, it reads as itself.
        #expect(reader.read(try Self.frame(next)).codes.map(\.text) == [next])
    }
}
