import Album
import Basics
import Cataloging
import Foundation
import Presentation

/// `cdscan lookup` once its command line is checked: each barcode (or catalogue number) looked
/// up and printed in turn, then `--catno`; the status is the worst answer's.
package enum LookupRun {
    /// Looks up `barcodes` (`["-"]`: those on standard input) and `--catno`, printing each answer as it comes.
    package static func run(_ options: LookupCommandOptions, barcodes: [String], context: CommandContext) throws
        -> ExitCode
    {
        // `-` at a terminal: each code looked up as it is typed (a handheld scanner); piped: a list.
        if barcodes == ["-"], context.stdinIsTerminal { return try TypedLookupRun.run(options, context: context) }
        let inputs = barcodes == ["-"] ? try standardInputCodes(context.standardInput) : barcodes
        // A stop (Ctrl-C, SIGTERM, SIGHUP) ends after the answer being printed (a request in
        // flight cut short is no answer), says how far it got, and ends with 130.
        return try StopWatch.stoppable(context) { context, signals in
            let lookups = Lookups(options, context: context)
            var status = ExitCode.success
            var done = 0
            for input in inputs {
                let answer = try lookups.lookUp(input)
                if signals.count > 0 { break }
                done += 1
                status = max(status, answer.status)
                if answer.stopsRun { break }  // a refused token fails every other lookup too
            }
            if signals.count == 0, let number = options.catno {
                status = max(status, try lookups.catalogNumber(number, input: number.text))
            }
            guard signals.count > 0 else { return status }
            context.console.message(LookupNotes.interrupted(lookedUp: done, of: inputs.count))
            return max(status, .interrupted)
        }
    }

    /// The codes piped to `lookup -`, read to the end first and read as `catalog` reads a list
    /// (blank and `#` lines, a header, notes after a tab or comma left out, the same limits).
    private static func standardInputCodes(_ input: StandardInput) throws -> [String] {
        let codes = BarcodeList.entries(in: try CatalogInputs.standardInputList(input)).map(\.code)
        guard !codes.isEmpty else { throw CommandFailure.noBarcodeOnStandardInput }
        return codes
    }
}
