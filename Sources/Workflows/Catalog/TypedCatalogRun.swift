import Basics
import Cataloging
import Presentation
import Terminal

/// `cdscan catalog -` with a person at the terminal (or a handheld barcode scanner, which types
/// each code and Enter): a prompt on stderr, each line recorded and looked up at once
/// (`Cataloging.TypedCataloging`), its card (or what is wrong) on stderr with the bell for a
/// hit; Ctrl-D, Ctrl-C or SIGTERM end with the CSV and the summary as for a list.
enum TypedCatalogRun {
    /// Whether the command line asks for this mode: `-` alone, standard input a terminal.
    static func applies(_ options: CatalogOptions, _ arguments: [String], _ input: StandardInput) -> Bool {
        arguments == ["-"] && input.isTerminal && options.images.isEmpty && !options.resume
    }

    static func run(
        _ options: CatalogOptions, context: CommandContext
    ) throws -> ExitCode {
        let lines = TypedLines(interrupted: { [context] in CatalogRun.request(context) != .none })
        let console = context.console
        var context = context
        // A question at the end (--pick ask) reads the same lines; a wait for the rate limit is said.
        context.readLine = lines.readLine
        context.time = NoticedWaits(context.time) { console.message(WaitText.waiting(seconds: $0, reason: $1)) }
        let setup = try CatalogRun.open(options, context: context, create: true)
        let output = TypedScanOutput(
            console: console, progress: BatchProgress(console: console, style: .none, time: context.time),
            bell: options.bell)
        let cataloging = TypedCataloging(
            runner: CatalogRun.makeRunner(setup, observer: output), anyPrefix: options.anyPrefix,
            next: { line(lines.next(prompt: { console.errRaw(TypedScanText.prompt) }), console) },
            typedAhead: lines.typedAhead)
        console.message(TypedScanText.introduction)
        // Codes scanned during a lookup wait in the terminal; a Ctrl-C must not flush them, and
        // they are shown at their turn rather than echoed into the card being printed.
        let report = lines.keepingTypeAhead {
            lines.echoingOnlyWhileWaiting(show: { console.errRaw($0) }) {
                CatalogRun.withSignals(context) { cataloging.run() }
            }
        }
        _ = try CatalogRun.review(report.batch, asked: report.asked, setup)
        return try CatalogRun.finish(
            report.batch, asked: report.asked, invalid: report.invalid,
            goOn: CatalogSummary.resume, setup)
    }

    /// The line read, as the cataloging takes it; the prompt's line ended when the typing is.
    private static func line(_ read: TypedLines.Read, _ console: Console) -> TypedCataloging.Line {
        switch read {
        case .line(let text): return .text(text)
        case .end, .interrupted:
            console.errRaw("\n")
            return read == .end ? .end : .interrupted
        }
    }
}
