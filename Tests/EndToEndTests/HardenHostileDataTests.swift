import FakeServices
import Foundation
import TestSupport
import Testing

/// Album text from the network goes to the terminal with its control characters
/// escaped (no escape sequences, no clipboard writes through OSC 52), while JSON and
/// the CSV keep it exactly, and right-to-left marks in real names stay as they are.
/// Synthetic barcodes use GS1's prefix for examples, 952 (never a real CD).
@Suite(.enabled(if: (try? CDScanBinary.path()) != nil, "needs the built cdscan: swift build --build-tests"))
struct HardenHostileDataTests {
    static let token = "hostile-data-token-1a2b"
    static let artist = "Evil\u{1B}]52;c;cm0gLXJmIH4=\u{7} Artist"
    static let title = "\u{1B}[2J\u{1B}[HCleared\u{9B}31m\u{7F} Title"
    static let hebrew = "\u{200F}שלום\u{200E} 2"

    let discogs: FakeDiscogs
    let barcode = SyntheticReleases.barcode(4)
    let hebrewBarcode = SyntheticReleases.barcode(5)

    init() throws {
        discogs = FakeDiscogs(configuration: .init(token: Self.token))
        for (index, artist, title) in [(4, Self.artist, Self.title), (5, "Hebrew Artist", Self.hebrew)] {
            guard case .object(var row) = SyntheticReleases.row(index) else { continue }
            row["title"] = .string("\(artist) - \(title)")
            row["country"] = .string("UK\u{1B}[8m")
            discogs.add(.object(row))
        }
        try discogs.start()
    }

    var environment: [String: String] {
        ["DISCOGS_TOKEN": Self.token, "DISCOGS_API_URL": discogs.baseURL, "NO_COLOR": "1"]
    }

    static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func theCardShowsControlCharactersEscaped() throws {
        let run = try HardenProcess.run(
            ["lookup", barcode], environment: environment,
            directory: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        #expect(!Self.hasControl(run.stdout))
        #expect(
            run.stdout.hasPrefix(
                "Evil\\u{1B}]52;c;cm0gLXJmIH4=\\u{7} Artist - \\u{1B}[2J\\u{1B}[HCleared\\u{9B}31m\\u{7F} Title"))
        #expect(run.stdout.contains("UK\\u{1B}[8m"))
    }

    @Test func rightToLeftMarksInANameStay() throws {
        let run = try HardenProcess.run(
            ["lookup", hebrewBarcode], environment: environment,
            directory: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Hebrew Artist - \(Self.hebrew)"))
    }

    @Test func jsonKeepsTheExactTextWithEveryControlCharacterEscaped() throws {
        let run = try HardenProcess.run(
            ["lookup", "--json", barcode], environment: environment,
            directory: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        #expect(!Self.hasControl(run.stdout))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let album = try #require(object["album"] as? [String: Any])
        #expect(album["artist"] as? String == Self.artist)
        #expect(album["title"] as? String == Self.title)
    }

    @Test func theCSVKeepsTheExactText() throws {
        try withTemporaryDirectory { directory in
            var environment = self.environment
            environment["XDG_DATA_HOME"] = directory.path
            let run = try HardenProcess.run(
                ["catalog", barcode, "-o", "out.csv", "--no-progress"], environment: environment, directory: directory)
            #expect(run.status == 0)
            #expect(!Self.hasControl(run.stderr))
            let csv = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
            #expect(csv.contains(Self.artist) && csv.contains(Self.title))
        }
    }
}
