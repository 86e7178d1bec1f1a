import Foundation
import Glibc
import Imaging
import Scanner

/// `camera DIR [SECONDS]`: a recording of webcam frames (bench/camera-frames.py) decoded over and
/// over on this thread, as the camera loop decodes them, by zbar alone and by the camera's
/// reader (`FrameReader`: both engines, the confirmation rule), side by side.
enum CameraBench {
    /// One recorded frame and the code it shows (GTIN-13), nil for none.
    struct Recorded {
        var name: String
        var frame: GrayFrame
        var code: String?
    }

    /// What one reader did with the recording.
    struct Outcome {
        var frames = 0
        var cpuSeconds = 0.0
        var wallSeconds = 0.0
        var read = 0
        var wrong = 0
    }

    static func run(_ directory: String, seconds: Double) throws {
        let recording = try load(directory)
        let withCode = recording.filter { $0.code != nil }.count
        print(
            "\(recording.count) frames of \(recording[0].frame.width)x\(recording[0].frame.height), "
                + "\(withCode) with a code, \(recording.count - withCode) without; one core, \(seconds) s per reader")
        print("reader                                             fps(cpu)  fps(wall)  ms/frame(cpu)   read   wrong")
        let barred = recording.filter { BarStructure.likely(in: $0.frame) }
        print(
            "BarStructure.likely: \(barred.filter { $0.code != nil }.count) of \(withCode) frames with a code, "
                + "\(barred.filter { $0.code == nil }.count) of \(recording.count - withCode) without")
        let density = ZBarDecoder.recommendedDensity(width: recording[0].frame.width, height: recording[0].frame.height)
        for (label, zbarDensity) in [
            ("zbar alone, density 1 (every line)", 1), ("zbar alone, camera density", density),
        ] {
            let zbar = try ZBarDecoder(density: zbarDensity)
            report(
                label + (zbarDensity == density ? " \(density)" : ""),
                measure(recording, seconds: seconds) { zbar.decode($0).compactMap { $0.gtin?.ean13 } }, withCode)
        }
        // As FrameEngines reads a camera frame: every row, turned too (`thorough`).
        let zxing = ZXingDecoder()
        report(
            "zxing-cpp alone, as the camera reads",
            measure(recording, seconds: seconds) { zxing.decode($0).map(\.gtin.ean13) }, withCode)
        let reader = try FrameReader()
        report(
            "FrameReader (camera: zbar d\(density) + zxing, rule)",
            measure(recording, seconds: seconds) { reader.read($0).codes.compactMap { $0.gtin?.ean13 } }, withCode)
    }

    /// Runs `decode` over the recording again and again for `seconds`; reads are judged on the first round.
    static func measure(_ recording: [Recorded], seconds: Double, decode: (GrayFrame) -> [String]) -> Outcome {
        var outcome = Outcome()
        let wallStart = Date()
        let cpuStart = threadCPUSeconds()
        var round = 0
        while round == 0 || threadCPUSeconds() - cpuStart < seconds {
            for recorded in recording {
                let codes = decode(recorded.frame)
                outcome.frames += 1
                guard round == 0 else { continue }
                if let code = recorded.code, codes.contains(code) { outcome.read += 1 }
                if codes.contains(where: { $0 != recorded.code }) { outcome.wrong += 1 }
            }
            round += 1
        }
        outcome.cpuSeconds = threadCPUSeconds() - cpuStart
        outcome.wallSeconds = Date().timeIntervalSince(wallStart)
        return outcome
    }

    static func report(_ label: String, _ outcome: Outcome, _ withCode: Int) {
        let frames = Double(outcome.frames)
        print(
            String(
                format: "%@ %8.1f  %9.1f  %13.2f  %2d/%-2d  %5d",
                label.padding(toLength: 50, withPad: " ", startingAt: 0),
                frames / outcome.cpuSeconds,
                frames / outcome.wallSeconds, outcome.cpuSeconds * 1000 / frames, outcome.read, withCode,
                outcome.wrong))
    }

    /// This thread's CPU time: unlike the wall clock, it does not count time other processes took.
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The frames listed in DIR/expected.tsv, in its order.
    static func load(_ directory: String) throws -> [Recorded] {
        let listing = try String(contentsOfFile: directory + "/expected.tsv", encoding: .utf8)
        let loader = ImageLoader()
        var recording: [Recorded] = []
        for line in listing.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t").map(String.init)
            guard cells.count == 2 else { continue }
            let frame = try loader.load(path: directory + "/" + cells[0]).frame
            recording.append(Recorded(name: cells[0], frame: frame, code: cells[1] == "none" ? nil : cells[1]))
        }
        guard !recording.isEmpty else { fail("no frames listed in \(directory)/expected.tsv") }
        return recording
    }
}
