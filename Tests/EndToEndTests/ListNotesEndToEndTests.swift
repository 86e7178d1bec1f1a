import Foundation
import TestSupport
import Testing

/// A list's notes as a new user writes them (issue 29, point 3): kept on invalid rows, and a
/// note after a space read as a note, not as part of a catalogue number.
@Suite struct ListNotesEndToEndTests {
    @Test func notesAreKeptOnInvalidRowsAndABarcodeMayHaveItsNoteAfterASpace() throws {
        let rig = try ServiceRig(token: "notes-token")
        try withScratchDirectory { directory in
            let list = "0029667431225\tbought 2019, check the digits\n029667431224 shelf A\n"
            try list.write(toFile: directory + "/list.txt", atomically: true, encoding: .utf8)
            let run = try CDScanBinary.run(
                ["catalog", "--db", "catalog.sqlite", "list.txt", "-o", "out.csv", "--no-progress"],
                environment: rig.environment(), directory: URL(fileURLWithPath: directory))
            #expect(run.status == 65, "\(run.stderr)")
            #expect(!run.stderr.contains("catalogue number"))
            let rows = try String(contentsOfFile: directory + "/out.csv", encoding: .utf8).components(
                separatedBy: "\r\n")
            let invalid = try #require(rows.first { $0.hasPrefix("0029667431225,invalid,") })
            #expect(invalid.contains("\"bought 2019, check the digits\""))
            let found = try #require(rows.first { $0.hasPrefix("0029667431224,found,") })
            #expect(found.contains(",shelf A,"))
        }
    }
}
