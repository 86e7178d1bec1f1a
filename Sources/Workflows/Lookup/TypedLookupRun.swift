import Basics
import Catalog
import Presentation
import Terminal

/// `cdscan lookup -` with a person at the terminal (or a handheld barcode scanner, which types
/// each code and Enter): a prompt on stderr, each line looked up and its card printed as soon
/// as it is typed, the bell for a hit, and on Ctrl-D the summary.
///
/// Ctrl-C at the prompt ends with the summary (130); during a lookup it ends cdscan at once, as
/// in any `lookup`: the cards printed are all there is to keep.
enum TypedLookupRun {
    static func run(_ options: LookupCommandOptions, context: CommandContext) throws -> ExitCode {
        let signals = SignalCounter()
        let lines = TypedLines(interrupted: { signals.request != .none })
        let console = context.console
        var context = context
        // A question asked meanwhile (--pick ask) reads the same lines; a wait is said.
        context.readLine = lines.readLine
        context.time = NoticedWaits(context.time) { console.message(WaitText.waiting(seconds: $0, reason: $1)) }
        let lookups = Lookups(options, context: context)
        let bell = options.bell && console.stderrIsTerminal
        var summary = TypedLookupSummary()
        var status = ExitCode.success
        var number = 0
        console.message(TypedScanText.introduction)
        reading: while true {
            console.errRaw(TypedScanText.prompt)
            switch signals.counting({ lines.next() }) {
            case .end:
                console.errRaw("\n")
                break reading
            case .interrupted:
                console.errRaw("\n")
                status = max(status, .interrupted)
                break reading
            case .line(let text):
                number += 1
                guard let entry = BarcodeList.entry(typed: text, line: number) else { continue }
                let answer = try lookups.lookUp(entry.code)
                summary.count(answer.answer)
                status = max(status, answer.status)
                if bell, answer.answer == .found { console.errRaw(TypedScanText.bell) }
                if answer.stopsRun { break reading }
            }
        }
        console.message(summary.line)
        return status
    }
}
