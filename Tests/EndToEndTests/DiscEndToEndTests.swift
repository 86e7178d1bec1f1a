import FakeServices
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `cdscan disc` and `cdscan lookup --catno` through the built binary, against the fake Discogs and
/// MusicBrainz. The drive paths that need a kernel CD driver run in scripts/disc-test.sh.
@Suite struct DiscEndToEndTests {
    static let token = "disc-secret-token-7c2d"
    static let nevermindTOC = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"

    let rig: ServiceRig
    var discogs: FakeDiscogs { rig.discogs }
    var musicBrainz: FakeMusicBrainz { rig.musicBrainz }

    init() throws {
        rig = try ServiceRig(token: Self.token)
    }

    func run(_ arguments: [String], token: Bool = true, stdin: String? = nil) throws -> CDScanBinary.Run {
        let environment = rig.environment(token: token)
        let run = try withTemporaryDirectory { directory in
            try CDScanBinary.run(arguments, environment: environment, directory: directory, stdin: stdin)
        }
        #expect(!run.stdout.contains(Self.token) && !run.stderr.contains(Self.token))
        return run
    }

    func object(_ line: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// Issue 41, point 9: a stop while the disc is looked up ends as every command ends: the
    /// answer cut short is not printed, a line says so, 130 for SIGINT and 143 for SIGTERM.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aStopDuringTheLookupSaysSoAndExits130(signal: Int32, status: Int32) throws {
        musicBrainz.scriptNext([.hang])
        let stopped = try withTemporaryDirectory { directory in
            let running = try RunningCDScan(
                ["disc", "--toc", Self.nevermindTOC, "--source", "musicbrainz"],
                environment: rig.environment(token: false), directory: directory)
            for _ in 0..<3000 where musicBrainz.requests.isEmpty { usleep(10_000) }
            #expect(musicBrainz.requests.count == 1, "the lookup is in flight")
            return running.stop(with: signal)
        }
        #expect(stopped.status == status, "\(stopped.stderr)")
        #expect(stopped.stderr.hasSuffix("cdscan: interrupted: the disc was not identified\n"), "\(stopped.stderr)")
        #expect(stopped.stdout.isEmpty, "\(stopped.stdout)")
    }

    @Test func aTOCByHandFindsTheDiscAtMusicBrainzThenItsBarcodeAtDiscogs() throws {
        let run = try run(["disc", "--toc", Self.nevermindTOC])
        #expect(run.status == 0)
        #expect(run.stderr == "cdscan: disc I5l9cCSFccLKFEKS.7wqSZAorPU-: 12 tracks, 59:21\n")
        // Discogs' release first (the barcode 0720642442524 led there), MusicBrainz' after it.
        #expect(run.stdout.hasPrefix("Nirvana - Nevermind (1991)\n"))
        #expect(run.stdout.contains("https://www.discogs.com/release/880201\n"))
        #expect(run.stdout.contains("Data provided by Discogs.\n\nNirvana - Nevermind (1991)\n"))
        #expect(run.stdout.hasSuffix("Data provided by MusicBrainz.\n"))
        #expect(musicBrainz.requests.map(\.path) == ["/ws/2/discid/I5l9cCSFccLKFEKS.7wqSZAorPU-"])
        // The fake Discogs files Nevermind under its 13-digit form only: the second form finds it.
        #expect(discogs.requests.compactMap { $0.query("barcode") } == ["720642442524", "0720642442524"])
    }

    @Test func theJSONSaysHowTheDiscWasMatched() throws {
        let run = try run(["disc", "--json", "--source", "musicbrainz", "--toc", Self.nevermindTOC])
        #expect(run.status == 0)
        let record = try object(run.stdout)
        #expect(record["status"] as? String == "found")
        #expect(record["match"] as? String == "disc-id")
        let disc = try #require(record["disc"] as? [String: Any])
        #expect(disc["id"] as? String == "I5l9cCSFccLKFEKS.7wqSZAorPU-")
        #expect(disc["toc"] as? String == Self.nevermindTOC)
        #expect(disc["tracks"] as? Int == 12)
        #expect(disc["mcn"] is NSNull)
        #expect(disc["device"] is NSNull)
        let album = try #require(record["album"] as? [String: Any])
        #expect(album["source"] as? String == "musicbrainz")
        #expect(album["catno"] as? String == "DGCD-24425")
        #expect(record["submission_url"] is NSNull)
        #expect(discogs.requests.isEmpty)
    }

    @Test func aCDStubIsShownAsAStubAndIsNotAFind() throws {
        let run = try run(["disc", "--toc", "1 4 61234 150 15210 30977 46011"], token: false)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("Example Band - Demo Tape Transfer (CD stub)\n1. First Take  3:21\n"))
        #expect(run.stdout.contains("3. (untitled)  3:20\n4. Outro\n"))
        #expect(run.stdout.contains("https://musicbrainz.org/cdstub/VzlD4EpLYyi6YhhJF5FA2UL.cK8-\n"))
        #expect(
            run.stdout.contains(
                "Add it to MusicBrainz: https://musicbrainz.org/cdtoc/attach?id=VzlD4EpLYyi6YhhJF5FA2UL"))
    }

    @Test func aFuzzyMatchIsSaidToBeOne() throws {
        let run = try run(["disc", "--json", "--toc", "1 5 98460 150 20160 40130 60310 80500"], token: false)
        #expect(run.status == 0)
        #expect(run.stderr.contains("cdscan: MusicBrainz does not know this disc ID; releases with a similar table"))
        let record = try object(run.stdout)
        #expect(record["match"] as? String == "fuzzy-toc")
        #expect((record["album"] as? [String: Any])?["title"] as? String == "Example Sessions")
    }

    @Test func anUnknownDiscIsNotFoundWithTheLinkToAddIt() throws {
        let run = try run(["disc", "--toc", "1 2 9000 150 4000"], token: false)
        #expect(run.status == 1)
        #expect(
            run.stdout.hasSuffix(
                "Add it to MusicBrainz: https://musicbrainz.org/cdtoc/attach?id=\(try discID(run))&tracks=2&toc=1+2+9000+150+4000\n"
            ))
    }

    func discID(_ run: CDScanBinary.Run) throws -> String {
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("cdscan: disc ") })
        return String(line.dropFirst("cdscan: disc ".count).prefix(28))
    }

    @Test(arguments: [
        (["disc", "--toc", "1 2 x"], 65, "cdscan: error: \"1 2 x\" is not a table of contents"),
        (["disc", "--toc", "1 2 9000 150 4000", "/dev/sr0"], 64, "cdscan: error: give a device or --toc, not both"),
        (
            ["disc", "--toc", "1 2 9000 150 4000", "--eject"], 64,
            "cdscan: error: '--eject' ejects a disc that was read"
        ),
        (["disc", "/dev/sr0", "/dev/sr1"], 64, "cdscan: error: unexpected argument '/dev/sr1'"),
        (["disc", "/nonexistent/sr0"], 69, "cdscan: error: there is no CD drive at /nonexistent/sr0 (libdiscid: "),
        (["disc", "/dev/null"], 69, "cdscan: error: /dev/null is not a CD drive"),
        (["disc", "--source", "x"], 64, "cdscan: error: '--source' is auto, discogs or musicbrainz, not 'x'"),
        (
            ["catalog", "--disc", "--db", "catalog.sqlite", "--device", "/nonexistent/sr0"], 69,
            "cdscan: error: there is no CD drive at /nonexistent/sr0 (libdiscid: "
        ),
        (
            ["catalog", "--disc", "--eject", "--db", "catalog.sqlite", "--device", "/dev/null"], 69,
            "cdscan: error: /dev/null is not a CD drive"
        ),
        (
            ["catalog", "--eject", "--db", "catalog.sqlite"], 64,
            "cdscan: error: '--eject' ejects the discs --disc reads"
        ),
        (["lookup", "--label", "EMI", "029667431224"], 64, "cdscan: error: '--label' narrows a --catno search"),
        (["lookup", "--catno", "A;B"], 64, "cdscan: error: '--catno' takes a catalogue number"),
    ])
    func badInputSaysWhyAndExitsWithItsCode(arguments: [String], status: Int32, message: String) throws {
        let run = try run(arguments)
        #expect(run.status == status)
        #expect(run.stderr.hasPrefix(message))
        #expect(run.stdout.isEmpty)
        #expect(musicBrainz.requests.isEmpty && discogs.requests.isEmpty)
    }

    @Test func catnoFindsTheRelease() throws {
        let run = try run(["lookup", "--catno", "cdwik2-312"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(run.stdout.hasSuffix("Data provided by Discogs.\n"))
        #expect(discogs.requests.first?.query("catno") == "cdwik2-312")
        #expect(musicBrainz.requests.isEmpty)
    }

    @Test func catnoWithoutATokenAsksMusicBrainzAloneWithANote() throws {
        let run = try run(["lookup", "--json", "--catno", "CDWIK2 312", "--label", "Big Beat"], token: false)
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("cdscan: no DISCOGS_TOKEN: asking MusicBrainz only"))
        let record = try object(run.stdout)
        #expect(record["barcode"] is NSNull)
        #expect(record["input"] as? String == "CDWIK2 312")
        #expect((record["album"] as? [String: Any])?["source"] as? String == "musicbrainz")
        #expect(discogs.requests.isEmpty)
    }

    @Test func aTypedCatalogueNumberIsSearchedAsOneWithANote() throws {
        let run = try run(["lookup", "--pick", "all", "CDP 7 46001 2"])
        #expect(run.status == 0)
        #expect(run.stderr == "cdscan: \"CDP 7 46001 2\" is not a barcode: searching it as a catalogue number\n")
        #expect(run.stdout.components(separatedBy: "Data provided by Discogs.").count == 3)  // both pressings
    }

    @Test func aCatnoArgumentOrLineIsACatalogueNumberAsCatalogTakesIt() throws {
        // The one rule for typed input: `catno:` says so, in lookup's arguments and on its standard input too.
        let argument = try run(["lookup", "catno:cdwik2-312"])
        #expect(argument.status == 0)
        #expect(argument.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        #expect(argument.stderr.isEmpty)  // said to be one: no "is not a barcode" note
        #expect(discogs.requests.first?.query("catno") == "cdwik2-312")
        let piped = try run(["lookup", "-"], stdin: "CatNo: CDWIK2 312\n")
        #expect(piped.status == 0)
        #expect(piped.stdout.hasPrefix("The Seeds - Future (2013)\n"))
        let empty = try run(["lookup", "catno:"])
        #expect(empty.status == 65)
        #expect(empty.stderr.hasPrefix("cdscan: error: \"catno:\" is not a catalogue number (letters, digits"))
    }

    @Test func anUnknownCatalogueNumberIsNotFound() throws {
        let run = try run(["lookup", "--catno", "XYZ 999"])
        #expect(run.status == 1)
        #expect(run.stdout == "catalogue number XYZ 999: not found on Discogs or MusicBrainz\n")
    }
}
