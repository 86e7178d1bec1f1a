import CommandLineKit
import Testing

@testable import CDScanCLI
@testable import Workflows

@Suite struct OptionParserTests {
    struct Options: ParsableOptions, Equatable {
        @Option(.flag("json", short: "j", help: "JSON.", sets: true)) var json = false
        @Option(.flag("verbose", short: "v", help: "More.", sets: true)) var verbose = false
        @Option(
            .value(
                "timeout", short: "t", "SECONDS", help: "Give up after SECONDS.",
                shown: { $0.map { "\($0) s" } ?? "never" }
            ) {
                text throws(UsageError) in
                guard let seconds = Double(text), seconds > 0 else {
                    throw UsageError("'--timeout' needs a positive number of seconds, not '\(text)'")
                }
                return seconds
            })
        var timeout: Double? = nil

        static func == (lhs: Self, rhs: Self) -> Bool {
            (lhs.json, lhs.verbose, lhs.timeout) == (rhs.json, rhs.verbose, rhs.timeout)
        }
    }

    static let spec = CommandSpec<Options>(
        name: "demo", abstract: "A demo.", positionals: .oneOrMore, arguments: [("x", "An x.")])

    func parse(_ args: [String]) throws(UsageError) -> (Options, [String])? {
        switch try OptionParser.parse(args, spec: Self.spec, defaults: Options()) {
        case .run(let options, let arguments): (options, arguments)
        case .help: nil
        }
    }

    @Test func acceptsEverySpellingOfAnOption() throws {
        for args in [["--timeout", "5"], ["--timeout=5"], ["-t", "5"], ["-t5"]] {
            let parsed = try #require(try parse(args + ["a"]))
            #expect(parsed.0.timeout == 5)
            #expect(parsed.1 == ["a"])
        }
    }

    @Test func groupsShortFlagsAndStopsAtDoubleDash() throws {
        let parsed = try #require(try parse(["-jv", "a", "--", "--json", "-t"]))
        #expect(parsed.0 == Options(json: true, verbose: true))
        #expect(parsed.1 == ["a", "--json", "-t"])
    }

    @Test func negativeLookingBarcodesAreArguments() throws {
        let parsed = try #require(try parse(["-029667431224"]))
        #expect(parsed.1 == ["-029667431224"])
    }

    @Test func helpWinsAnywhere() throws {
        #expect(try parse(["a", "--help"]) == nil)
        #expect(try parse(["-h"]) == nil)
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope'"),
        (["-x"], "unknown option '-x'"),
        (["--timeout"], "missing value for '--timeout <SECONDS>'"),
        (["--json=yes"], "'--json' takes no value"),
        (["--timeout", "soon"], "'--timeout' needs a positive number of seconds, not 'soon'"),
    ])
    func mistakesAreUsageErrors(_ args: [String], _ message: String) {
        #expect(throws: UsageError(message, command: "demo")) { try parse(args) }
    }

    @Test func helpListsEveryOption() {
        let help = HelpFormatter.help(for: Self.spec)
        #expect(
            help.hasPrefix(
                "OVERVIEW: A demo.\n\nUSAGE: cdscan demo [--json] [--verbose] [--timeout <SECONDS>] <x> ...\n"))
        #expect(help.contains("  -t, --timeout <SECONDS> Give up after SECONDS.\n"))
        #expect(help.contains("  -j, --json              JSON."))
        #expect(help.contains("  -h, --help              Show help information."))
    }

    @Test func theUsageLineListsEveryOptionOfTheTableAndCannotDrift() {
        let usage = HelpFormatter.usage(for: Self.spec)
        for option in Self.spec.options { #expect(usage.contains("[--\(option.long)")) }
        #expect(usage.hasSuffix("<x> ..."))
    }

    @Test func theDefaultShownComesFromTheDefaultOptions() {
        #expect(HelpFormatter.help(for: Self.spec, defaults: Options()).contains("SECONDS. (default: never)"))
        let help = HelpFormatter.help(for: Self.spec, defaults: Options(timeout: 5))
        #expect(help.contains("Give up after SECONDS. (default: 5.0 s)"))
        #expect(!HelpFormatter.help(for: Self.spec).contains("(default:"))
    }

    @Test func aLongUsageLineWrapsUnderTheCommandWithoutSplittingAnItem() {
        let line = HelpFormatter.usageLine(for: CatalogCommand.spec, label: "USAGE:")
        let lines = line.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= HelpFormatter.width })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 21)) })
        #expect(line.contains("[--max-age <duration>]"))
    }

    @Test(arguments: [(21600.0, "6h"), (5400, "90m"), (86400, "1d"), (45, "45s"), (90, "90s")])
    func durationsAreShownInTheLargestWholeUnit(_ seconds: Double, _ text: String) {
        #expect(OptionValues.durationText(seconds) == text)
    }

    @Test func aDurationRefusedNamesEveryUnitThatIsRead() throws {
        #expect(try OptionValues.duration("30d", option: "max-age", maximum: 86400 * 365) == 86400 * 30)
        #expect(throws: UsageError("'--max-age' needs a duration such as 90, 90s, 30m, 6h or 30d, not '2y'")) {
            try OptionValues.duration("2y", option: "max-age", maximum: 86400 * 365)
        }
    }

    struct Placed: ParsableOptions {
        @Option(.text("place", "place", help: "Where.").required("say where: --place PLACE"))
        var place: String? = nil
        @Option(.flag("json", help: "JSON.", sets: true)) var json = false
    }

    static let placed = CommandSpec<Placed>(name: "check", abstract: "Checks a place.")

    @Test func aRequiredOptionIsRefusedWhenLeftOutAndShownWithoutBrackets() throws {
        #expect(HelpFormatter.usage(for: Self.placed) == "--place <place> [--json]")
        #expect(throws: UsageError("say where: --place PLACE", command: "check")) {
            try OptionParser.parse(["--json"], spec: Self.placed, defaults: Placed())
        }
        guard
            case .run(let options, _) = try OptionParser.parse(["--place=Shelf"], spec: Self.placed, defaults: Placed())
        else {
            Issue.record("--place Shelf did not parse")
            return
        }
        #expect(options.place == "Shelf")
        // Help needs no place: it is how a person learns that one is needed.
        guard case .help = try OptionParser.parse(["--help"], spec: Self.placed, defaults: Placed()) else {
            Issue.record("--help without --place did not ask for help")
            return
        }
    }
}
