import Album
internal import CPNG
import FakeServices
import Foundation
import Imaging
import Lookup
import TestSupport
import Testing

@testable import Gallery

/// Covers that are not JPEGs: PNG and WebP thumbnailed like JPEGs, anything undecodable the placeholder.
@Suite struct CoverFormatTests {
    static let formats = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/images/formats")

    /// An RGBA PNG written by libpng: red, its left half fully transparent.
    static func png(width: Int, height: Int) -> Data {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 4
                rgba[at] = 220
                rgba[at + 3] = x < width / 2 ? 0 : 255
            }
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        var size = 0
        guard png_image_write_to_memory(&image, nil, &size, 0, rgba, 0, nil) != 0 else { return Data() }
        var bytes = [UInt8](repeating: 0, count: size)
        guard png_image_write_to_memory(&image, &bytes, &size, 0, rgba, 0, nil) != 0 else { return Data() }
        return Data(bytes.prefix(size))
    }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: formats.appendingPathComponent(name))
    }

    func size(ofJPEG data: Data) throws -> (width: Int, height: Int) {
        let decoded = try ImageLoader().decode([UInt8](data), path: "thumbnail.jpg")
        #expect(decoded.format == .jpeg)
        return (decoded.storedWidth, decoded.storedHeight)
    }

    @Test func pngAndWebPCoversBecomeJPEGThumbnailsAndWhatCannotBeDecodedThePlaceholder() throws {
        let png = Self.png(width: 1000, height: 800)
        let images = [
            "a.png": png, "b.webp": try Self.fixture("easy.webp"), "c.webp": try Self.fixture("small-lossless.webp"),
            "d.webp": try Self.fixture("truncated.webp"), "e.png": png.prefix(png.count / 2),
            "f.png": Data("not a png at all".utf8),
        ]
        let server = FakeCoverServer(images: images)
        try server.start()
        let folder = try GallerySamples.folder("formats")
        let releases = images.keys.sorted().map { name in
            GalleryRelease(
                id: String(name.prefix(1)),
                album: Album(
                    artist: "A", title: name, releaseID: "", url: "", coverImage: server.baseURL + "/images/" + name,
                    source: .discogs),
                copies: [GalleryCopy(barcode: nil, source: "test", addedAt: GallerySamples.start)])
        }
        let time = ManualClock()
        let client = CoverImageClient(
            transport: try CurlTransport(), limiter: RateLimiter(window: 1, initialLimit: 100, time: time), time: time,
            userAgent: "cdscan-tests", coverArtArchive: server.baseURL)
        let summary = try GalleryExporter(folder: folder, covers: client).export(GalleryCatalog(releases: releases))
        #expect(summary.coversDownloaded == 3)
        #expect(summary.coversMissing == 3)
        #expect(summary.coverFailures.isEmpty)

        let fromPNG = try #require(FileManager.default.contents(atPath: folder + "/covers/a.jpg"))
        let pngSize = try size(ofJPEG: fromPNG)
        #expect(pngSize.width == 320 && pngSize.height == 256)
        let fromWebP = try #require(FileManager.default.contents(atPath: folder + "/covers/b.jpg"))
        let webpSize = try size(ofJPEG: fromWebP)
        #expect(webpSize.width == 320 && webpSize.height == 240)  // from 1600 x 1200
        #expect(FileManager.default.fileExists(atPath: folder + "/covers/c.jpg"))
        for broken in ["d", "e", "f"] {
            #expect(!FileManager.default.fileExists(atPath: folder + "/covers/\(broken).jpg"))
            let page = try String(contentsOfFile: folder + "/releases/\(broken).html", encoding: .utf8)
            #expect(page.contains("src=\"../placeholder.svg\""), "\(broken)")
        }
    }
}
