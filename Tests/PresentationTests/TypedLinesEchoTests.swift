import Foundation
import Synchronization
import Terminal
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `TypedLines.echoingOnlyWhileWaiting` at a real pseudo-terminal (its line discipline echoes, or
/// not, as a terminal's does): every typed code is shown exactly once, by the terminal's echo
/// while the prompt waits or by cdscan when it was typed during a lookup.
@Suite struct TypedLinesEchoTests {
    static let code = "0029667431224"

    /// The pseudo-terminal, closed at the end of the test.
    final class TestTerminal {
        let controller: Int32
        let device: Int32
        init() throws {
            (controller, device) = try PseudoTerminal.open()
        }
        deinit {
            close(controller)
            close(device)
        }

        /// Types `text` as a keyboard or a handheld scanner does.
        func type(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
        }

        /// Whether the terminal echoes what is typed now.
        var echoes: Bool {
            var settings = termios()
            return tcgetattr(device, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0
        }

        /// Waits (a minute at most) until the line discipline has a whole line for the reader.
        func lineIsWaiting() -> Bool {
            var watched = pollfd(fd: device, events: Int16(POLLIN), revents: 0)
            return poll(&watched, 1, 60_000) > 0
        }

        /// What the terminal showed (its echo), read until `expected` appears or a second passes
        /// without output.
        func screen(awaiting expected: String) -> String {
            var shown = ""
            var chunk = [UInt8](repeating: 0, count: 4096)
            while !shown.contains(expected) {
                var watched = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                guard poll(&watched, 1, 1000) > 0 else { break }
                let got = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                guard got > 0 else { break }
                shown += String(decoding: chunk[..<got], as: UTF8.self)
            }
            return shown
        }
    }

    /// How many times `code` is in `text`.
    static func count(_ text: String) -> Int { text.components(separatedBy: code).count - 1 }

    /// A code a handheld scanner types the moment the prompt shows is echoed by the terminal,
    /// once. (The echo went on after the prompt was written: a code that came in between was
    /// taken without ever being shown.)
    @Test func aCodeTypedAsThePromptShowsIsEchoedOnce() throws {
        let terminal = try TestTerminal()
        let lines = TypedLines(descriptor: terminal.device)
        let shownByCDScan = Mutex("")
        let read = lines.echoingOnlyWhileWaiting(show: { text in shownByCDScan.withLock { $0 += text } }) {
            lines.next(prompt: { terminal.type(Self.code + "\n") })
        }
        #expect(read == .line(Self.code))
        let echoed = terminal.screen(awaiting: Self.code)
        #expect(Self.count(echoed) == 1, "the terminal's echo: \(echoed.debugDescription)")
        #expect(shownByCDScan.withLock { $0 }.isEmpty)
    }

    /// Codes typed while cdscan was busy (no echo) are shown by cdscan after the prompt, once
    /// each, and handed over without the echo going on (a code typed meanwhile would be echoed,
    /// then shown again).
    @Test func codesTypedWhileBusyAreShownOnceAfterThePrompt() throws {
        let terminal = try TestTerminal()
        let lines = TypedLines(descriptor: terminal.device)
        let shownByCDScan = Mutex("")
        let echoedAtAPrompt = Mutex(false)
        let prompt = {
            shownByCDScan.withLock { $0 += "barcode> " }
            if terminal.echoes { echoedAtAPrompt.withLock { $0 = true } }
        }
        let (first, second) = lines.echoingOnlyWhileWaiting(show: { text in shownByCDScan.withLock { $0 += text } }) {
            terminal.type(Self.code + "\n" + Self.code + "\n")
            #expect(terminal.lineIsWaiting())
            return (lines.next(prompt: prompt), lines.next(prompt: prompt))
        }
        #expect(first == .line(Self.code))
        #expect(second == .line(Self.code))
        #expect(!echoedAtAPrompt.withLock { $0 })
        #expect(shownByCDScan.withLock { $0 } == "barcode> \(Self.code)\nbarcode> \(Self.code)\n")
        let echoed = terminal.screen(awaiting: Self.code)
        #expect(Self.count(echoed) == 0, "the terminal's echo: \(echoed.debugDescription)")
    }
}
