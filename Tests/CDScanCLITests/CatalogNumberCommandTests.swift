import Catalog
import Cataloging
import CommandLineKit
import FakeServices
import Foundation
import TestSupport
import Testing

@testable import CDScanCLI
@testable import Workflows

/// `cdscan catalog` with catalogue numbers in the list: in-process, the fake Discogs behind libcurl.
@Suite struct CatalogNumberCommandTests {
    func catalog(_ arguments: [String], in directory: String, rig: DiscogsRig) throws -> (ExitCode, String, String) {
        guard
            case .run(let options, let positionals) = try OptionParser.parse(
                arguments, spec: CatalogCommand.spec, defaults: .init())
        else {
            throw UsageErrorForTests("help asked for")
        }
        let captured = CapturedConsole()
        var context = CommandContext(
            console: captured.console, environment: ["XDG_DATA_HOME": directory], directory: directory,
            time: rig.time)
        context.lookupServices = rig.services()
        let status = CatalogCommand.main(
            options, arguments: positionals, context: context)
        return (status, captured.out, captured.err)
    }

    func rows(_ path: String) throws -> [[String]] {
        try CSVReader().rows(in: try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func catnoLinesAndLinesThatReadAsOneAreSearchedAndExported() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            try "catno:CDWIK2 312\tshelf 1\nCDP 7 46001 2\n029667431224\ncatno:<>\n".write(
                toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let (status, out, err) = try catalog(["list.txt", "-o", "out.csv"], in: directory, rig: rig)
            #expect(status == .dataError, "the catno: line without a catalogue number is invalid")
            #expect(out.isEmpty)
            #expect(
                err.contains(
                    #"cdscan: list.txt:2: "CDP 7 46001 2" is not a barcode: searching it as a catalogue number"#))
            #expect(err.contains(#"list.txt:4: "catno:<>" is not a catalogue number (letters, digits, spaces and"#))
            #expect(err.contains("cdscan: 4 inputs: 2 found · 1 ambiguous · 1 invalid\n"))
            #expect(err.contains("cdscan: this run: 3 looked up (0 from the cache), 3 requests (1.00 an item)\n"))
            #expect(err.contains("1 item has several releases: choose with 'cdscan catalog --review'"))
            let csv = try rows(directory + "/out.csv")
            let (kind, code) = (
                try #require(csv[0].firstIndex(of: "kind")), try #require(csv[0].firstIndex(of: "code"))
            )
            #expect(
                csv.dropFirst().map { [$0[0], $0[1], $0[kind], $0[code]] } == [
                    ["", "found", "catalog_number", "CDWIK2 312"],
                    ["", "ambiguous", "catalog_number", "CDP 7 46001 2"],
                    ["0029667431224", "found", "barcode", "0029667431224"],
                    ["catno:<>", "invalid", "invalid", "catno:<>"],
                ])
            #expect(csv[1][11] == "4707982")
            #expect(csv[1][15] == "shelf 1")
            #expect(csv[2][13] == "880301; 880302")
            // The same list again: nothing new, nothing asked again.
            let searches = rig.discogs.counters.searches
            let again = try catalog(["list.txt", "-o", "out.csv"], in: directory, rig: rig)
            #expect(again.0 == .dataError, "stderr: \(again.2)")
            #expect(try rows(directory + "/out.csv").count == 5)
            #expect(rig.discogs.counters.searches == searches)
        }
    }

    @Test func aCatnoArgumentIsACatalogueNumberAndOtherTextNoFile() throws {
        let rig = try DiscogsRig()
        try withScratchDirectory { directory in
            let (status, out, _) = try catalog(["catno:CDWIK2 312"], in: directory, rig: rig)
            #expect(status == .success)
            let csv = try CSVReader().rows(in: out)
            #expect(csv[1][1] == "found")
            #expect(csv[1][14] == "argument")
            let missing = try catalog(["CDWIK2 312"], in: directory, rig: rig)
            #expect(missing.0 == .noInput)
            #expect(missing.2.contains("a catalogue number is given as catno:NUMBER"))
        }
    }
}
