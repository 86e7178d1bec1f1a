import CommandLineKit
import Testing

@testable import CDScanCLI

/// Options whose fields declare their command-line options (`@Option`, `ParsableOptions`): the
/// table read off the fields, and parsing that sets each field by its name.
@Suite struct DeclaredOptionsTests {
    struct Options: ParsableOptions, Equatable {
        @Option(.flag("json", short: "j", help: "JSON.", sets: true)) var json = false
        @Option(.flag("quiet", help: "Quiet.", sets: false), .flag("loud", short: "l", help: "Loud.", sets: true))
        var loud = false
        /// A plain field between declared ones: kept as it is.
        var untouched = 7
        @Option(
            .value("timeout", short: "t", "seconds", help: "Give up.", shown: { $0.map { "\($0) s" } ?? "never" }) {
                text throws(UsageError) in
                guard let seconds = Double(text), seconds > 0 else {
                    throw UsageError("'--timeout' needs a positive number of seconds, not '\(text)'")
                }
                return seconds
            })
        var timeout: Double? = nil
        @Option(.adding("tag", "name", help: "A tag (repeatable).", choices: ["a", "b"]) { $0.append($1) })
        var tags: [String] = []
        @Option(.text("name", "text", help: "A name.")) var name: String? = nil

        static func == (lhs: Self, rhs: Self) -> Bool {
            (lhs.json, lhs.loud, lhs.untouched, lhs.timeout, lhs.tags, lhs.name)
                == (rhs.json, rhs.loud, rhs.untouched, rhs.timeout, rhs.tags, rhs.name)
        }
    }

    static let spec = CommandSpec<Options>(name: "demo", abstract: "A demo.", positionals: .zeroOrMore)

    func parse(_ arguments: [String], defaults: Options = Options()) throws(UsageError) -> Options {
        guard case .run(let options, _) = try OptionParser.parse(arguments, spec: Self.spec, defaults: defaults) else {
            Issue.record("asked for help")
            return defaults
        }
        return options
    }

    @Test func theTableIsReadOffTheFieldsInTheirOrder() {
        let options = Self.spec.options
        #expect(options.map(\.long) == ["json", "quiet", "loud", "timeout", "tag", "name"])
        #expect(options.map(\.short) == ["j", nil, "l", "t", nil, nil])
        #expect(options.map(\.valueName) == [nil, nil, nil, "seconds", "name", "text"])
        #expect(options.map(\.help) == ["JSON.", "Quiet.", "Loud.", "Give up.", "A tag (repeatable).", "A name."])
        #expect(options[4].choices == ["a", "b"])
        #expect(options[3].defaultValue?(Options()) == "never")
        #expect(options[0].defaultValue == nil)
    }

    @Test func eachSpellingSetsItsFieldAndLeavesTheOthers() throws {
        var defaults = Options()
        defaults.untouched = 9
        let parsed = try parse(
            ["-j", "--timeout=2.5", "--tag", "a", "--tag", "b", "--name", "x", "-l"], defaults: defaults)
        var expected = defaults
        (expected.json, expected.timeout, expected.tags, expected.name, expected.loud) = (
            true, 2.5, ["a", "b"], "x", true
        )
        #expect(parsed == expected)
        #expect(try parse(["--loud", "--quiet"]).loud == false)
        #expect(try parse(["--quiet", "--loud"]).loud == true)
    }

    @Test func aFieldKnowsWhetherItWasGiven() throws {
        #expect(!Options().$loud.isGiven)
        #expect(try parse(["--quiet"]).$loud.isGiven)
        #expect(!(try parse(["--quiet"])).$timeout.isGiven)
    }

    @Test func parsedOptionsAreValuesOfTheirOwn() throws {
        let defaults = Options()
        var parsed = try parse(["--name", "x"], defaults: defaults)
        parsed.name = "y"
        #expect(defaults.name == nil)
        #expect(try parse(["--json"], defaults: parsed).name == "y")
    }

    @Test func aValuesErrorNamesTheCommand() {
        let error = #expect(throws: UsageError.self) { try parse(["--timeout", "-1"]) }
        #expect(error == UsageError("'--timeout' needs a positive number of seconds, not '-1'", command: "demo"))
    }

    /// Every command's fields declare distinct names: two fields spelled alike would leave one
    /// unreachable.
    @Test func everyCommandsOptionsHaveDistinctNames() {
        for command in CDScan.subcommands + ItemsCommand.actions + DumpCommand.actions {
            let options = command.doc.options
            #expect(Set(options.map(\.long)).count == options.count, "\(command.name)")
            let shorts = options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command.name)")
        }
    }
}
