import Foundation
import Imaging
import Presentation
import Testing

@testable import Gallery

/// The gallery's covers are decoded under the photo reader's guard against progressive-JPEG
/// scan bombs (issue 27, point 6; `Imaging.JPEGScans`): three 8 KB covers once cost 10 s of
/// CPU and 267 MB.
@Suite struct CoverScanBombTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz/image")

    @Test func aCoverWithFiveHundredScansGetsNoThumbnail() throws {
        let thumbnailer = try #require(CoverThumbnailer())
        // 9 megapixels, within the covers' size limit: only its 500 scans make it a bomb.
        let bomb = try Data(contentsOf: Self.fixtures.appendingPathComponent("progressive-500-scans-9mp.jpg"))
        #expect {
            try ImageLoader(limits: CoverThumbnailer.limits).decode([UInt8](bomb), path: "bomb.jpg")
        } throws: { error in
            (error as? ImageError)?.description.contains("scans, too many to decode") == true
        }
        #expect(thumbnailer.thumbnail(of: bomb) == nil)
    }

    @Test func anOrdinaryProgressiveCoverStillGetsOne() throws {
        let thumbnailer = try #require(CoverThumbnailer())
        let cover = try Data(contentsOf: Self.fixtures.appendingPathComponent("progressive-ean13-5099750442227.jpg"))
        #expect(thumbnailer.thumbnail(of: cover) != nil)
    }
}
