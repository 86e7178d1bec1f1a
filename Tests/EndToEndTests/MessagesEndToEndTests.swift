import Foundation
import TestSupport
import Testing

/// Messages, "did you mean", --quiet, --color and `--` through the built binary.
@Suite struct MessagesEndToEndTests {
    @Test func misspeltCommandsAndOptionsGetASuggestion() throws {
        let command = try CDScanBinary.run(["lokup", "029667431224"])
        #expect(command.status == 64)
        #expect(command.stderr.hasPrefix("cdscan: error: unknown command 'lokup'; did you mean 'lookup'?\n"))
        let option = try CDScanBinary.run(["catalog", "--retyr"])
        #expect(option.status == 64)
        #expect(option.stderr.hasPrefix("cdscan: error: unknown option '--retyr'; did you mean '--retry'?\n"))
        let far = try CDScanBinary.run(["frobnicate"])
        #expect(far.stderr.hasPrefix("cdscan: error: unknown command 'frobnicate'\n"))
    }

    @Test func aBarcodeAsTheCommandSuggestsTheLookup() throws {
        let run = try CDScanBinary.run(["029667431224"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "cdscan: error: unknown command '029667431224'; to look the barcode up: cdscan lookup 029667431224\n"))
    }

    @Test func quietAndColorAreParsedEverywhereAndQCombines() throws {
        let combined = try CDScanBinary.run(["lookup", "-qj", "123456"])
        #expect(combined.stdout.hasPrefix("{"))
        #expect(combined.stderr.contains("cdscan: warning: \"123456\": a UPC-E without its check digit"))
        let before = try CDScanBinary.run(["--quiet", "lookup", "--json", "12345"])
        #expect(before.status == 65)
        let badColor = try CDScanBinary.run(["lookup", "--color", "sometimes", "029667431224"])
        #expect(badColor.status == 64)
        #expect(badColor.stderr.hasPrefix("cdscan: error: '--color' is auto, always or never, not 'sometimes'\n"))
        let help = try CDScanBinary.run(["export", "--help"])
        #expect(help.stdout.contains("-q, --quiet") && help.stdout.contains("--color <auto|always|never>"))
    }

    @Test func doubleDashEndsTheOptions() throws {
        // After "--", "--json" is an argument (not a barcode), not the option.
        let run = try CDScanBinary.run(["lookup", "--", "--json"])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("\"--json\" is not a valid barcode"))
    }
}
