import Album
import FakeServices
import Foundation
import Lookup
import Presentation
import Terminal
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

@Suite struct PressingPickerTests {
    static func album(_ id: String, _ country: String, owners: Int) -> Album {
        Album(
            artist: "Pink Floyd", title: "The Dark Side Of The Moon", year: 1973, labels: ["Harvest"],
            catalogNumber: "CDP 7 46001 2", format: "CD, Album", media: ["CD"], country: country, releaseID: id,
            url: "https://www.discogs.com/release/\(id)", owners: owners, source: .discogs)
    }

    let albums = [album("1", "UK", owners: 900), album("2", "Europe", owners: 40), album("3", "US", owners: 1)]

    func pick(answers: [String]) -> (index: Int, prompt: String) {
        let output = LockedText()
        let console = Console(
            stdoutIsTerminal: false, stderrIsTerminal: true, colorAllowed: false, out: { _ in },
            err: { output.append($0) })
        var remaining = answers
        let picker = PressingPicker(
            readLine: { remaining.isEmpty ? nil : remaining.removeFirst() }, console: console)
        return (picker.choose(among: albums, barcode: "077774600125"), output.text)
    }

    @Test func enterTakesTheBestRanked() {
        #expect(pick(answers: [""]).index == 0)
    }

    @Test func aNumberChoosesThatRelease() {
        #expect(pick(answers: ["3"]).index == 2)
    }

    @Test func aWrongAnswerAsksAgain() {
        let result = pick(answers: ["9", "two", "2"])
        #expect(result.index == 1)
        #expect(result.prompt.components(separatedBy: "Please type a number from 1 to 3").count == 3)
    }

    @Test func endOfInputTakesTheBest() {
        #expect(pick(answers: []).index == 0)
    }

    @Test func theMenuShowsWhatTellsPressingsApart() {
        let menu = PressingPicker.menu(albums, barcode: "077774600125")
        #expect(menu.hasPrefix("3 releases carry 077774600125:\n"))
        #expect(menu.contains("  1) Pink Floyd - The Dark Side Of The Moon (1973)\n"))
        #expect(menu.contains("     United Kingdom · CD, Album · Harvest – CDP 7 46001 2 · 900 owners\n"))
        #expect(menu.contains("     United States · CD, Album · Harvest – CDP 7 46001 2 · 1 owner\n"))
    }
}

/// Text written from a console callback.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    func append(_ text: String) { lock.withLock { buffer += text } }
    var text: String { lock.withLock { buffer } }
}

/// `--pick` through the built binary against the fake Discogs.
@Suite struct PickEndToEndTests {
    let server: FakeDiscogs
    var environment: [String: String] {
        ["DISCOGS_TOKEN": FakeDiscogs.defaultToken, "DISCOGS_API_URL": server.baseURL]
    }

    init() throws {
        server = FakeDiscogs(catalog: try DiscogsCatalog.bundled())
        try server.start()
    }

    @Test func allPrintsACardForEveryRelease() throws {
        let best = try CDScanBinary.run(["lookup", "077774600125"], environment: environment)
        let all = try CDScanBinary.run(["lookup", "--pick", "all", "077774600125"], environment: environment)
        #expect(all.status == 0)
        let cards = all.stdout.components(separatedBy: "Data provided by Discogs.").count - 1
        #expect(cards >= 3)
        #expect(best.stdout.components(separatedBy: "Data provided by Discogs.").count - 1 == 1)
    }

    @Test func askWithoutATerminalTakesTheBest() throws {
        let ask = try CDScanBinary.run(
            ["lookup", "--pick", "ask", "077774600125"], environment: environment, stdin: "3\n")
        let best = try CDScanBinary.run(["lookup", "077774600125"], environment: environment)
        #expect(ask.status == 0)
        #expect(ask.stdout == best.stdout)
        #expect(!ask.stderr.contains("Choose"))
    }

    @Test func askOnATerminalTakesTheAnswer() throws {
        // util-linux `script` gives cdscan a pseudo-terminal for stdin and stderr.
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux script is missing")
        let binary = try CDScanBinary.path()
        let json = try CDScanBinary.run(["lookup", "--json", "077774600125"], environment: environment)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let alternatives = try #require(object["alternatives"] as? [[String: Any]])
        let second = try #require(alternatives.first?["release_id"] as? Int)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = [
            "-qec", "\(binary) lookup --json --pick ask 077774600125 >/tmp/cdscan-pick-\(server.server.port).json",
            "/dev/null",
        ]
        process.environment = environment.merging(["PATH": "/usr/bin:/bin", "TERM": "dumb"]) { $1 }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        input.fileHandleForWriting.write(Data("2\n".utf8))
        process.waitUntilExit()
        let path = "/tmp/cdscan-pick-\(server.server.port).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let chosen = try #require(
            JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let album = try #require(chosen["album"] as? [String: Any])
        #expect(album["release_id"] as? Int == second)
    }
}

/// The picker when a barcode may be left for later (`catalog --review`).
@Suite struct PressingPickerSkipTests {
    func ask(_ answers: [String]) -> PressingPicker.Answer {
        let console = Console(
            stdoutIsTerminal: false, stderrIsTerminal: true, colorAllowed: false, out: { _ in }, err: { _ in })
        var remaining = answers
        let picker = PressingPicker(readLine: { remaining.isEmpty ? nil : remaining.removeFirst() }, console: console)
        return picker.ask(among: PressingPickerTests().albums, barcode: "077774600125", skippable: true)
    }

    @Test func sSkipsQStopsAndTheEndOfInputStops() {
        #expect(ask(["s"]) == .skip)
        #expect(ask(["Q"]) == .stop)
        #expect(ask([]) == .stop)
        #expect(ask(["x", "3"]) == .chosen(2))
        #expect(ask([""]) == .chosen(0))
    }
}
