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

    /// Options declared once, that `Grouping` includes twice.
    struct Shared: ParsableOptions, Equatable {
        @Option(.value("level", "n", help: "A level.", shown: { "\($0)" }) { text in Int(text) ?? 0 }) var level = 1
        @Option(.flag("deep", help: "Deep.", sets: true)) var deep = false

        init() {}
        init(level: Int) { self.level = level }

        static func == (lhs: Self, rhs: Self) -> Bool { (lhs.level, lhs.deep) == (rhs.level, rhs.deep) }
    }

    /// A command's options with a group between its own, and another with a default and help of its own.
    struct Grouping: ParsableOptions {
        @Option(.flag("json", help: "JSON.", sets: true)) var json = false
        @OptionGroup var shared = Shared()
        @Option(.text("name", "text", help: "A name.")) var name: String? = nil

        init() {}
    }

    struct OtherGrouping: ParsableOptions {
        @OptionGroup(help: ["deep": "Deeper."]) var shared = Shared(level: 5)

        init() {}
    }

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

    @Test func aGroupsOptionsAreListedWhereItStands() {
        let options = CommandSpec<Grouping>(name: "g", abstract: "G.").options
        #expect(options.map(\.long) == ["json", "level", "deep", "name"])
        #expect(options.map(\.help) == ["JSON.", "A level.", "Deep.", "A name."])
        #expect(options.map(\.valueName) == [nil, "n", nil, "text"])
        #expect(options[1].defaultValue?(Grouping()) == "1")
        let other = CommandSpec<OtherGrouping>(name: "o", abstract: "O.").options
        #expect(other.map(\.help) == ["A level.", "Deeper."])
        #expect(other[0].defaultValue?(OtherGrouping()) == "5")
    }

    @Test func aGroupsOptionSetsItsFieldInTheGroup() throws {
        let spec = CommandSpec<Grouping>(name: "g", abstract: "G.")
        guard
            case .run(let parsed, _) = try OptionParser.parse(
                ["--level=3", "--json", "--deep", "--name", "x"], spec: spec, defaults: Grouping())
        else {
            Issue.record("asked for help")
            return
        }
        #expect(parsed.shared.level == 3)
        #expect(parsed.shared.deep)
        #expect(parsed.shared.$level.isGiven)
        #expect((parsed.json, parsed.name) == (true, "x"))
        guard case .run(let untouched, _) = try OptionParser.parse(["--json"], spec: spec, defaults: Grouping()) else {
            Issue.record("asked for help")
            return
        }
        #expect(untouched.shared == Shared())
        #expect(!untouched.shared.$level.isGiven)
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
