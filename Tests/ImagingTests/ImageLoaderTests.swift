import Foundation
import Glibc
import TestSupport
import Testing

@testable import Imaging

@Suite struct ImageLoaderTests {
    @Test(arguments: [
        ("clean/upca-029667431224.jpg", ImageFormat.jpeg), ("clean/upca-029667431224.png", .png),
        ("clean/ean13-5099750442227.pgm", .pnm), ("clean/upca-075678264924.ppm", .pnm),
        ("clean/upca-724384260927-16bit.png", .png), ("clean/ean13-4988005543059-palette.png", .png),
    ])
    func eachFormatLoadsToGrey(_ fixture: String, _ format: ImageFormat) throws {
        let loaded = try ImageLoader().load(path: Fixtures.path(fixture))
        #expect(loaded.format == format)
        #expect(loaded.frame.pixels.count == loaded.frame.width * loaded.frame.height)
        #expect(loaded.frame.pixels.min() ?? 255 < 40, "bars are dark")
        #expect(loaded.frame.pixels.max() ?? 0 > 215, "paper is light")
        #expect(loaded.damage == nil)
        #expect(!loaded.isReduced)
    }

    /// libheif's "Unexpected end of file" is a file cut short, as libjpeg's and libpng's are, and
    /// its message's own newline does not break cdscan's one-line error.
    @Test func aCutShortHEICIsSaidToBeCutShortOnOneLine() throws {
        #expect {
            try ImageLoader().load(path: Fixtures.path("formats/truncated.heic"))
        } throws: { error in
            guard case ImageError.truncated(_, let detail) = error else { return false }
            return detail.hasPrefix("libheif: ") && !detail.contains("\n")
        }
    }

    @Test func formatIsToldByContentNotName() throws {
        try withScratchDirectory { directory in
            let path = directory + "/really-a-png.jpg"
            try FileManager.default.copyItem(atPath: Fixtures.path("clean/upca-029667431224.png"), toPath: path)
            #expect(try ImageLoader().load(path: path).format == .png)
        }
    }

    @Test func transparentPixelsBecomeWhite() throws {
        let frame = try ImageLoader().load(path: Fixtures.path("clean/ean8-96385074-alpha.png")).frame
        #expect(frame.pixels[0] == 255)
        #expect(frame.pixels.min() == 0)
    }

    @Test func ppmColoursBecomeLuma() throws {
        let ppm = Array("P6\n# comment\n2 1\n255\n".utf8) + [255, 0, 0, 0, 0, 255]
        let frame = try ImageLoader().decode(ppm, path: "two.ppm").frame
        #expect(frame.width == 2 && frame.height == 1)
        #expect(frame.pixels == [76, 29])
    }

    @Test func plainTextPGMAndSixteenBitSamplesLoad() throws {
        let plain = try ImageLoader().decode(Array("P2 2 2 15\n0 15\n# c\n5 10\n".utf8), path: "plain.pgm").frame
        #expect(plain.pixels == [0, 255, 85, 170])
        let wide = try ImageLoader().decode(Array("P5 2 1 65535\n".utf8) + [0xFF, 0xFF, 0x80, 0x00], path: "16.pgm")
        #expect(wide.frame.pixels == [255, 128])
    }

    @Test(arguments: [
        (Array("P5\n4 4\n255\n".utf8) + [1, 2, 3], "truncated"),
        (Array("P5\n4".utf8), "truncated"),
        (Array("P5\nfour 4\n255\n".utf8), "corrupt"),
        (Array("P5\n4 4\n0\n".utf8), "corrupt"),
        (Array("P6\n0 4\n255\n".utf8), "corrupt"),
        (Array("P5\n40000 4\n255\n".utf8), "tooLarge"),
        (Array("P5\n99999999999 4\n255\n".utf8), "corrupt"),
    ])
    func malformedPNMFailsCleanly(_ bytes: [UInt8], _ expected: String) {
        do {
            _ = try ImageLoader().decode(bytes, path: "bad.pgm")
            Issue.record("should fail with \(expected)")
        } catch {
            #expect(Self.caseName(error) == expected, "\(error)")
        }
    }

    @Test func missingFileIsMissing() {
        #expect(throws: ImageError.missing(path: "/no/such/photo.jpg")) {
            try ImageLoader().load(path: "/no/such/photo.jpg")
        }
    }

    @Test func directoryIsNotAnImage() throws {
        let path = Fixtures.path("clean")
        #expect(throws: ImageError.unreadable(path: path, reason: "it is a directory, not an image file")) {
            try ImageLoader().load(path: path)
        }
    }

    @Test func unreadableFileIsPermissionDenied() throws {
        // root reads any file whatever its mode, so the check only means something for other users.
        try withScratchDirectory { directory in
            let path = directory + "/locked.png"
            try FileManager.default.copyItem(atPath: Fixtures.path("clean/upca-029667431224.png"), toPath: path)
            chmod(path, 0)
            if getuid() == 0 {
                #expect(throws: Never.self) { try ImageLoader().load(path: path) }
            } else {
                #expect(throws: ImageError.permissionDenied(path: path)) { try ImageLoader().load(path: path) }
            }
        }
    }

    @Test func unsupportedFormatsAreNamed() throws {
        let gif = Fixtures.path("corrupt/animation.gif")
        #expect(throws: ImageError.unsupportedFormat(path: gif, format: "GIF")) { try ImageLoader().load(path: gif) }
        let avif: [UInt8] = [0, 0, 0, 0x18] + Array("ftypavif".utf8) + [0, 0, 0, 0]
        #expect(throws: ImageError.unsupportedFormat(path: "IMG_0001.AVIF", format: "AVIF")) {
            try ImageLoader().decode(avif, path: "IMG_0001.AVIF")
        }
        // HEIC is read now (libheif); a bare header is a damaged one.
        let heic: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0]
        #expect {
            try ImageLoader().decode(heic, path: "IMG_0001.HEIC")
        } throws: { error in
            guard case .corrupt(let path, _)? = error as? ImageError else { return false }
            return path == "IMG_0001.HEIC"
        }
    }

    @Test func textFileSaysHowItStarts() throws {
        let path = Fixtures.path("corrupt/text.jpg")
        #expect(throws: ImageError.unknownFormat(path: path, start: "\"This is not ...\"")) {
            try ImageLoader().load(path: path)
        }
        #expect(throws: ImageError.unknownFormat(path: "b", start: "00 01 02")) {
            try ImageLoader().decode([0, 1, 2], path: "b")
        }
    }

    @Test func bombsAreRefusedBeforeDecoding() throws {
        let png = Fixtures.path("corrupt/bomb.png")
        #expect(throws: ImageError.tooLarge(path: png, width: 100_000, height: 100_000)) {
            try ImageLoader().load(path: png)
        }
        let jpeg = Fixtures.path("corrupt/bomb.jpg")
        #expect(throws: ImageError.tooLarge(path: jpeg, width: 60_000, height: 60_000)) {
            try ImageLoader().load(path: jpeg)
        }
    }

    @Test func limitsAreConfigurable() throws {
        var limits = ImageLimits.standard
        limits.maxPixels = 10_000
        let path = Fixtures.path("clean/upca-029667431224.png")
        #expect(throws: ImageError.tooLarge(path: path, width: 391, height: 262)) {
            try ImageLoader(limits: limits).load(path: path)
        }
        limits = .standard
        limits.maxFileBytes = 1000
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(throws: ImageError.fileTooLarge(path: path, bytes: size)) {
            try ImageLoader(limits: limits).load(path: path)
        }
    }

    @Test func bigJPEGsDecodeAtAReducedScale() throws {
        var limits = ImageLimits.standard
        limits.maxDecodedPixels = 500_000
        let loaded = try ImageLoader(limits: limits).load(path: Fixtures.path("photos/easy.jpg"))
        #expect(loaded.storedWidth == 1600 && loaded.storedHeight == 1200)
        // TurboJPEG's largest factor within 0.5 MP is 1/2 (800x600 = 480 000 pixels).
        #expect(loaded.frame.width == 800 && loaded.frame.height == 600)
        #expect(loaded.isReduced)
    }

    @Test func truncatedJPEGStillDecodesButReportsTheDamage() throws {
        let path = Fixtures.path("corrupt/truncated.jpg")
        let loaded = try ImageLoader().load(path: path)
        #expect(loaded.frame.width == 1600)
        #expect(loaded.damage == .truncated(path: path, detail: "libjpeg: Premature end of JPEG file"))
    }

    /// The case of an error, as a name ("corrupt", "tooLarge").
    static func caseName(_ error: ImageError) -> String {
        String(String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)").prefix { $0 != "(" })
    }
}
