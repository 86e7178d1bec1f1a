import Basics
import Imaging
import Lookup
import Presentation
import Scanner

/// The camera scan's terminal and lookups around Scanner's `CameraSession`: the
/// live view, the lookups on their own thread, the results, the summary.
///
/// Whatever way the loop ends (a disc, the timeout, Ctrl-C, a camera failure, a
/// refused token), `run()` leaves the terminal as it found it before printing anything else.
final class CameraScanRunner: CameraSessionObserver {
    private let options: ScanOptions
    private let context: CommandContext
    private let session: CameraSession
    private let lookups: BackgroundLookups?
    private var output: ScanSessionOutput
    private let screen: TerminalScreen
    private var tally: ScanSessionTally
    private var interrupts: (any InterruptCounter)?
    /// Who else hears of reads and results (the phone page); nil for the webcam.
    var events: (any ScanEvents)?
    /// Where a person picks among several releases instead of the terminal (`scan --phone --pick ask`).
    var releaseChoices: PhoneReleaseChoices?
    /// The line that says where frames come from when there is no live view; nil: the camera's device.
    var announcement: String?
    /// Whether the frame loop is still running, so the live view comes back after output.
    private var live = true
    /// How the frame loop ended, once `run()` has returned.
    private(set) var ending: CameraSession.Ending?

    /// Seconds between checks for Ctrl-C while waiting for the last lookups.
    private static let waitSlice = 0.2

    init(
        options: ScanOptions, context: CommandContext, session: CameraSession, lookups: BackgroundLookups?,
        output: ScanSessionOutput
    ) {
        (self.options, self.context) = (options, context)
        (self.session, self.lookups, self.output) = (session, lookups, output)
        screen = TerminalScreen(
            mode: TerminalScreen.mode(
                console: context.console, preview: options.preview, environment: context.environment),
            console: context.console, size: context.camera.terminalSize)
        tally = ScanSessionTally(lookup: lookups != nil)
    }

    /// Scans until the session ends; returns the exit status.
    func run() -> ExitCode {
        let interrupts = context.stopSignals.makeCounter(true)
        self.interrupts = interrupts
        interrupts.start()
        defer {
            screen.end()
            interrupts.stop()
            lookups?.close()
        }
        announce()
        screen.begin()
        let ending = session.run(observer: self) { interruptCount > 0 }
        self.ending = ending
        live = false
        session.close()  // closes the device before the last lookups are waited for
        screen.end()
        if case .cameraFailed(let error) = ending { context.console.error(error.description) }
        return finish(ending)
    }

    /// Without a live view (stderr is a file or pipe), one line says which camera is read.
    private func announce() {
        guard screen.mode == .quiet, let device = session.device else { return }
        let source = announcement ?? "\(device.path) at \(device.size)"
        context.console.message(ScanNotes.reading(from: source, continuous: options.continuous))
    }

    /// Prints the lookups that have come back, without waiting.
    func betweenFrames(_ session: CameraSession) {
        finishPicked()
        guard let results = lookups?.takeResults(), !results.isEmpty else { return }
        showing { results.forEach(handle) }
    }

    func accepted(_ sighting: ScanSession.Sighting, in session: CameraSession) {
        screen.bell()
        tally.countRead(sighting)
        // The phone that read it (nil: the webcam) goes with its lookup to its line.
        let phone = events?.read(
            sighting, from: session.state.source, lookingUp: lookups != nil && options.refusal(of: sighting.gtin) == nil
        )
        if let lookups {
            if let refusal = options.refusal(of: sighting.gtin) {
                showing { report(refusal, phone: phone) }
            } else {
                lookups.submit(sighting.gtin, input: sighting.text, tag: phone)
            }
            return
        }
        showing { if let failure = output.printRead(sighting, phone: phone) { tally.countFailure(failure) } }
    }

    func show(_ frame: GrayFrame, session: CameraSession, at time: Double) {
        let state = session.state
        events?.showing(state.progress, from: state.source)
        screen.draw(
            frame, box: state.highlight.map(TerminalPreview.Box.init),
            status: ScanNotes.status(state.progress, lastDisc: tally.lastDisc, stopHint: true),
            at: time)
    }

    /// Prints a finished result; for an unfinished one, asks which release is meant (`--pick ask`
    /// on a terminal) and hands it back to the lookup thread for the rest. Runs with the live
    /// view cleared, so the question stays readable.
    private func handle(_ delivery: BackgroundLookups.Delivery) {
        guard !delivery.isFinished, let lookups else { return report(delivery.result, phone: delivery.tag) }
        var result = delivery.result
        if let releaseChoices, releaseChoices.wantsPick(result) {
            releaseChoices.offer(result, phone: delivery.tag)
            return
        }
        if options.asks(context) {
            result.choose(with: PressingPicker(readLine: context.readLine, console: context.console))
        }
        lookups.finish(result, tag: delivery.tag)
    }

    /// Counts and prints one result (read by the `phone`th phone; nil: the webcam); one every
    /// later disc would fail the same way stops the scan.
    private func report(_ result: LookupResult, phone: Int?) {
        tally.count(result)
        events?.looked(result)
        if let failure = output.printResult(result, phone: phone) {
            tally.countFailure(failure)
        } else if output.leftAmbiguous(result) {
            tally.countAmbiguous()
        }
        if result.stopsRun { session.stop() }
    }

    /// Hands the results whose release was picked on a phone back to the lookups to finish.
    private func finishPicked() {
        guard let lookups, let picked = releaseChoices?.takePicked() else { return }
        for (result, phone) in picked { lookups.finish(result, tag: phone) }
    }

    /// Runs `body` with the live view cleared, so that what it prints stays on the normal screen.
    private func showing(_ body: () -> Void) {
        screen.suspend()
        body()
        if live, !session.isFinished { screen.resume() }
    }

    /// Waits for the lookups still running, prints the summary, and picks the status.
    private func finish(_ ending: CameraSession.Ending) -> ExitCode {
        waitForLookups(patience: ending == .interrupted ? 1 : 0)
        let console = context.console
        if ending == .timedOut, let timeout = options.timeout {
            console.message(ScanNotes.timedOut(after: timeout, readAny: tally.read > 0))
        }
        if options.continuous || ending == .interrupted || tally.abandoned > 0 {
            console.message(tally.summary)
        }
        return tally.exitCode(for: ending)
    }

    /// Prints results until no lookup is left; gives up on them at the
    /// (`patience` + 1)th Ctrl-C (the first one may already have stopped the camera).
    private func waitForLookups(patience: Int) {
        guard let lookups else { return }
        var announced = false
        // A chosen release goes back to the lookup thread, so a result can make more work.
        let picks = releaseChoices
        while lookups.isBusy || picks.map({ $0.count > 0 }) == true {
            finishPicked()
            if interruptCount > patience {
                tally.countAbandoned(lookups.pending + (picks?.count ?? 0))
                screen.suspend()
                return
            }
            if !announced {
                screen.showStatus(ScanNotes.waiting(lookups: lookups.pending, picks: picks?.count ?? 0))
                announced = true
            }
            let results = lookups.waitForResults(seconds: Self.waitSlice)
            if !results.isEmpty {
                showing { results.forEach(handle) }
                announced = false
            }
        }
        screen.suspend()
    }

    private var interruptCount: Int { interrupts?.count ?? 0 }
}
