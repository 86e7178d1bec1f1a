import Basics
import Cataloging
import Presentation
import Terminal

/// `cdscan lookup -` with a person at the terminal (or a handheld barcode scanner, which types
/// each code and Enter): a prompt on stderr, each line looked up and its card printed as soon
/// as it is typed, the bell for a hit, and on Ctrl-D the summary.
///
/// The terminal echoes only while the prompt waits (`TypedLines.echoingOnlyWhileWaiting`): codes
/// scanned during a lookup are shown after the next prompt, when their turn comes, never in the
/// middle of a card. Ctrl-C, SIGTERM or SIGHUP, at the prompt or during a lookup (whose request
/// is aborted), end with the summary and 130 (143, 129), the terminal as it was.
enum TypedLookupRun {
    static func run(_ options: LookupCommandOptions, context: CommandContext) throws -> ExitCode {
        let signals = context.stopSignals.makeCounter(false)
        let lines = TypedLines(interrupted: { signals.request != .none })
        let console = context.console
        let cancellation = CancellationToken()
        var context = context
        // A question asked meanwhile (--pick ask) reads the same lines; a wait is said.
        context.readLine = lines.readLine
        // A wait is said, and a stop cuts it short (the rate limit's can last a minute).
        context.time = NoticedWaits(CancellableWaits(context.time, cancellation: cancellation)) {
            console.message(WaitText.waiting(seconds: $0, reason: $1))
        }
        context.lookupCancellation = cancellation
        let lookups = Lookups(options, context: context)
        let bell = options.bell && console.stderrIsTerminal
        var summary = TypedLookupSummary()
        var status = ExitCode.success
        var number = 0
        console.message(TypedScanText.introduction)
        try lines.echoingOnlyWhileWaiting(show: { console.errRaw($0) }) {
            try StopWatch.run(signals, cancelling: cancellation) {
                reading: while true {
                    switch lines.next(prompt: { console.errRaw(TypedScanText.prompt) }) {
                    case .end:
                        console.errRaw("\n")
                        break reading
                    case .interrupted:
                        console.errRaw("\n")
                        break reading
                    case .line(let text):
                        number += 1
                        guard let entry = BarcodeList.entry(typed: text, line: number) else { continue }
                        let answer = try lookups.lookUp(entry.code)
                        // A stop during the lookup aborted it: its answer is no answer.
                        if signals.request != .none { break reading }
                        summary.count(answer.answer)
                        status = max(status, answer.status)
                        if bell, answer.answer == .found { console.errRaw(TypedScanText.bell) }
                        if answer.stopsRun { break reading }
                    }
                }
            }
        }
        // 130; `CDScan.run` makes it 143 or 129 when SIGTERM or SIGHUP came first.
        if signals.count > 0 { status = max(status, .interrupted) }
        console.message(summary.line)
        return status
    }
}
