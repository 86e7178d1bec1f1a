import CommandLineKit
import Lookup
import Testing
import Workflows

@testable import CDScanCLI

/// `--source` as `lookup`, `disc` and `items import` read it: one rule, each command's own choices.
@Suite struct SourceChoiceParsingTests {
    @Test func aCommandTakesOnlyItsOwnChoicesAndNamesThemInOrder() throws {
        #expect(try SourceChoice.parsing("dump", among: [.auto, .dump, .discogs]) == .dump)
        let error = #expect(throws: UsageError.self) {
            try SourceChoice.parsing("dump", among: [.auto, .discogs, .musicbrainz])
        }
        #expect(error == UsageError("'--source' is auto, discogs or musicbrainz, not 'dump'"))
        #expect(SourceChoice.valueName(SourceChoice.allCases) == "auto|dump|discogs|musicbrainz")
    }

    @Test func theNoteFollowsTheChoices() {
        let error = #expect(throws: UsageError.self) {
            try SourceChoice.parsing(
                "musicbrainz", among: [.auto, .dump, .discogs], note: " (why)")
        }
        #expect(error?.message == "'--source' is auto, dump or discogs, not 'musicbrainz' (why)")
    }

    /// `items import` escaped the value already; `lookup` and `disc` now do too, so a typed
    /// escape sequence cannot reach the terminal through the error.
    @Test func aValueWithControlCharactersIsShownEscaped() {
        let arguments = ["--source", "\u{1B}[2J"]
        let errors = [
            #expect(throws: UsageError.self) {
                _ = try OptionParser.parse(arguments, spec: LookupCommand.spec, defaults: .init())
            },
            #expect(throws: UsageError.self) {
                _ = try OptionParser.parse(arguments, spec: DiscCommand.spec, defaults: .init())
            },
            #expect(throws: UsageError.self) {
                _ = try OptionParser.parse(arguments, spec: ItemsImportCommand.spec, defaults: .init())
            },
        ]
        for error in errors {
            #expect(error?.message.contains("\u{1B}[2J") == false)
            #expect(error?.message.contains("not '\\u{1B}[2J'") == true)
        }
    }
}
