import FakeServices
import Foundation
import TestSupport
import Testing

/// Text from a fake server's answer reaches warnings and errors escaped (issue 27, point 5):
/// the gallery's "cover not downloaded: <title>" and an HTTP error's Content-Type once went
/// to stderr raw. Synthetic barcodes use GS1's prefix for examples, 952.
@Suite(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
struct EscapingEndToEndTests {
    static let token = "escaping-token-3c4d"
    static let title = "\u{1B}[2J\u{1B}]0;pwned\u{7}Cleared\u{9B}31m\u{202E} Title"
    static let shownTitle = "\\u{1B}[2J\\u{1B}]0;pwned\\u{7}Cleared\\u{9B}31m\\u{202E} Title"

    let discogs: FakeDiscogs
    let barcode = SyntheticReleases.barcode(6)

    init() throws {
        discogs = FakeDiscogs(configuration: .init(token: Self.token))
        if case .object(var row) = SyntheticReleases.row(6) {
            row["title"] = .string("Artist - \(Self.title)")
            // Nothing listens there: the download fails, and the warning names the release.
            row["cover_image"] = .string(CDScanBinary.nowhere + "/images/missing.jpg")
            discogs.add(.object(row))
        }
        try discogs.start()
    }

    func environment(_ directory: URL) -> [String: String] {
        [
            "DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "COVERART_URL": CDScanBinary.nowhere,
            "XDG_DATA_HOME": directory.path, "HOME": directory.path, "CDSCAN_RETRY_DELAY": "0",
            "CDSCAN_COVER_RATE": "100", "NO_COLOR": "1",
        ]
    }

    /// A control character other than a line feed, or a bidi override, anywhere in `text`.
    static func hasUnsafe(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
        }
    }

    @Test func aTitleWithEscapesReachesTheGalleryWarningEscaped() throws {
        defer { discogs.stop() }
        try withTemporaryDirectory { directory in
            let catalog = try CDScanBinary.run(
                ["catalog", barcode, "--no-progress", "--source", "discogs"], environment: environment(directory),
                directory: directory)
            #expect(catalog.status == 0, "\(catalog.stderr)")
            let export = try CDScanBinary.run(
                ["export", "--format", "html", "-o", "site"], environment: environment(directory),
                directory: directory)
            #expect(export.status == 0, "\(export.stderr)")
            let warning = try #require(
                export.stderr.split(separator: "\n").first { $0.contains("cover not downloaded") })
            #expect(warning.contains(Self.shownTitle))
            #expect(!Self.hasUnsafe(export.stderr))
        }
    }

    @Test func aContentTypeHeaderIsEscapedInTheError() throws {
        defer { discogs.stop() }
        let hostile = "text/x\u{1B}[2j\u{7}\u{9B}31m"
        discogs.scriptNext([.raw(FakeResponse(status: 200, headers: ["Content-Type": hostile], body: Data("x".utf8)))])
        try withTemporaryDirectory { directory in
            let run = try CDScanBinary.run(
                ["lookup", "--source", "discogs", barcode], environment: environment(directory), directory: directory)
            #expect(run.status == 69, "\(run.stderr)")
            #expect(run.stderr.contains("text/x\\u{1B}[2j\\u{7}\\u{9B}31m"), "\(run.stderr)")
            #expect(!Self.hasUnsafe(run.stderr))
        }
    }
}
