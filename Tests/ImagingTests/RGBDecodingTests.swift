import Foundation
import Imaging
import Testing

/// Pictures for people (the gallery's covers) decoded to RGB: transparency onto white, the size
/// limit before decoding, JPEGs scaled while decoding, the rest averaged down.
@Suite struct RGBDecodingTests {
    static let roomy = ImageLimits.pixels(40_000_000)

    static func bytes(_ fixture: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture))))
    }

    @Test func transparencyIsComposedOntoWhite() throws {
        // Grey with alpha, 291 x 246, its corner transparent.
        let decoder = try #require(RGBDecoder(limits: Self.roomy))
        let image = try #require(decoder.decode(try Self.bytes("clean/ean8-96385074-alpha.png"), width: 1000))
        #expect(image.width == 291 && image.height == 246)
        #expect(Array(image.pixels.prefix(3)) == [255, 255, 255])  // transparent: white
        #expect(image.pixels.min() == 0)  // the bars stay black
        let webp = try #require(decoder.decode(try Self.bytes("formats/easy.webp"), width: 2000))
        #expect(webp.width == 1600 && webp.height == 1200)
    }

    @Test func anOversizedPictureIsRefusedBeforeItIsDecoded() throws {
        let decoder = try #require(RGBDecoder(limits: .pixels(9_999)))
        #expect(decoder.decode(try Self.bytes("clean/ean8-96385074-alpha.png"), width: 320) == nil)
        #expect(decoder.decode(try Self.bytes("formats/easy.webp"), width: 320) == nil)
        #expect(decoder.decode(try Self.bytes("photos/easy.jpg"), width: 320) == nil)
    }

    @Test func pngAndWebPAreAveragedDownToTheWidth() throws {
        let decoder = try #require(RGBDecoder(limits: Self.roomy))
        let webp = try #require(decoder.decode(try Self.bytes("formats/easy.webp"), width: 320))
        #expect(webp.width == 320 && webp.height == 240)
        #expect(decoder.decode(try Self.bytes("formats/truncated.webp"), width: 320) == nil)
        #expect(decoder.decode(Array("not a picture".utf8), width: 320) == nil)
    }

    @Test func aJPEGIsDecodedAtTheSmallestScaleAtLeastTheWidth() throws {
        let pixels = [UInt8](repeating: 128, count: 1200 * 1200 * 3)
        let source = try #require(RGBImage(width: 1200, height: 1200, pixels: pixels))
        let jpeg = try #require(JPEGEncoder()?.encode(source, quality: 82))
        let decoder = try #require(RGBDecoder(limits: Self.roomy))
        let image = try #require(decoder.decode(jpeg, width: 320))
        #expect(image.width == 450 && image.height == 450)  // 3/8: 1/4 would be under 320
        #expect(try #require(decoder.decode(jpeg, width: 2000)).width == 1200)  // never enlarged
    }

    @Test func downscalingAveragesTheSourcePixelsEachOutputPixelCovers() throws {
        // 4 x 2: columns 0-1 are 0 and 100, columns 2-3 are 200 and 255, both rows alike.
        let row: [UInt8] = [0, 0, 0, 100, 100, 100, 200, 200, 200, 255, 255, 255]
        let image = try #require(RGBImage(width: 4, height: 2, pixels: row + row))
        let half = image.downscaled(toWidth: 2)
        #expect(half.width == 2 && half.height == 1)
        #expect(half.pixels == [50, 50, 50, 227, 227, 227])
        #expect(image.downscaled(toWidth: 8) == image)
    }
}
