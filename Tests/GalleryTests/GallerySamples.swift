import Album
import Foundation
import Imaging
import Testing

@testable import Gallery

/// Releases, unresolved items and cover images for the gallery tests, made here.
enum GallerySamples {
    static let day: TimeInterval = 86_400
    static let start = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01

    /// A release with a hostile title and every field set.
    static let hostile = GalleryRelease(
        id: "discogs-666",
        album: Album(
            artist: "\u{202E}Evil & \"Sons\"", title: "</script><script>alert(1)</script><!-- 'x' \u{2028}",
            year: 1994, labels: ["<b>Label</b>"], catalogNumber: "CAT&1", format: "CD, Album", media: ["CD"],
            country: "UK", genres: ["Rock"], styles: ["Punk"], releaseID: "666", url: "javascript:alert(1)",
            source: .discogs),
        tracks: [GalleryTrack(position: "1", title: "<img src=x onerror=alert(1)>", duration: "3:12")],
        identifiers: [ReleaseDetails.Identifier(type: "Barcode", value: "5 012345 678900")],
        releaseNotes: "Notes with <i>markup</i>",
        copies: [GalleryCopy(barcode: "5012345678900", source: "camera", addedAt: start, notes: "shelf <3>")])

    /// `count` ordinary releases over several decades, genres, formats and both services.
    static func releases(_ count: Int, coverBase: String? = nil) -> [GalleryRelease] {
        let genres = ["Rock", "Jazz", "Electronic", "Classical", "Folk"]
        let media = ["CD", "Vinyl", "Cassette"]
        return (0..<count).map { index in
            let service: Service = index % 4 == 3 ? .musicbrainz : .discogs
            return GalleryRelease(
                id: "\(service.rawValue)-\(1000 + index)",
                album: Album(
                    artist: "Artist \(index % 17)", title: "Album \(index)", year: 1960 + (index * 7) % 60,
                    labels: ["Label \(index % 5)"], format: "\(media[index % 3]), Album", media: [media[index % 3]],
                    country: ["UK", "US", "DE"][index % 3], genres: [genres[index % 5]],
                    styles: ["Style \(index % 6)"], releaseID: "\(1000 + index)",
                    url: "https://www.discogs.com/release/\(1000 + index)",
                    coverImage: coverBase.map { "\($0)/images/cover\(index % 3).jpg" }, source: service),
                copies: (0...(index % 7 == 0 ? 1 : 0)).map { copy in
                    GalleryCopy(
                        barcode: "50\(index)\(copy)", source: "file:codes.txt:\(index)",
                        addedAt: start.addingTimeInterval(Double(index) * 5 * day + Double(copy) * day))
                })
        }
    }

    static let unresolved = [
        GalleryItem(barcode: "0000000000000", state: "not found", source: "camera", addedAt: start),
        GalleryItem(
            barcode: "12<34>", state: "not a barcode", source: "file:codes.txt:9", addedAt: start,
            reason: "letters in a barcode"),
    ]

    /// A JPEG of `width` x `height`: a gradient tinted by `tint`, encoded by TurboJPEG.
    static func jpeg(width: Int, height: Int, tint: Int) -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let at = (y * width + x) * 3
                pixels[at] = UInt8((x * 255 / max(1, width) + tint * 80) % 256)
                pixels[at + 1] = UInt8((y * 255 / max(1, height)) % 256)
                pixels[at + 2] = UInt8((tint * 90 + 60) % 256)
            }
        }
        guard let image = RGBImage(width: width, height: height, pixels: pixels),
            let jpeg = JPEGEncoder()?.encode(image, quality: CoverThumbnailer.quality)
        else { return Data() }
        return Data(jpeg)
    }

    /// A new empty folder under .build (never /tmp: the VM mounts its own there).
    static func folder(_ name: String) throws -> String {
        let base = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/gallery-tests/\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        return base.path
    }
}
