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
        let reader = try FrameReader(rotation: PassRotation([]))
        report(
            "FrameReader, frame as it is only (before issue 44)",
            measure(recording, seconds: seconds) { reader.read($0).codes.compactMap { $0.gtin?.ean13 } }, withCode)
        let rotating = try FrameReader(rotation: rotation)
        report(
            "FrameReader (camera: zbar d\(density) + zxing, + 1 pass)",
            measure(recording, seconds: seconds) { rotating.read($0).codes.compactMap { $0.gtin?.ean13 } }, withCode)
        let held = try FrameReader(rotation: rotation)
        report(
            "FrameReader, each frame \(sceneFrames) times, streak of 3",
            measureScenes(recording, seconds: seconds, reader: held), withCode)
    }

    /// The camera's rotation, or the passes named in CDSCAN_CAMERA_PASSES (comma-separated, from
    /// `FrameReader.candidatePasses`), for choosing them on tuning frames.
    static var rotation: PassRotation {
        guard let names = ProcessInfo.processInfo.environment["CDSCAN_CAMERA_PASSES"] else {
            return PassRotation(FrameReader.furtherPasses)
        }
        return PassRotation(FrameReader.passes(named: names.split(separator: ",").map(String.init)))
    }

    /// Frames a scene is held in view in `measureScenes`: a second at 30 frames a second.
    static let sceneFrames = 30

    /// Each recorded frame `sceneFrames` times in a row, as a camera sees a case held still, read by
    /// `reader` (one for the whole recording, as the camera's) into a continuous session's
    /// `StableReadFilter` (3 frames, a new one for each scene): a frame is read when its
    /// code is accepted while it is shown, wrong when another code is. Again and again for
    /// `seconds`, judged on the first round.
    static func measureScenes(_ recording: [Recorded], seconds: Double, reader: FrameReader) -> Outcome {
        var outcome = Outcome()
        let wallStart = Date()
        let cpuStart = threadCPUSeconds()
        var round = 0
        // CDSCAN_BENCH_TRACE: each scene's frames, the pass each made and what it read.
        let tracing = ProcessInfo.processInfo.environment["CDSCAN_BENCH_TRACE"] != nil
        while round == 0 || threadCPUSeconds() - cpuStart < seconds {
            for recorded in recording {
                // A streak of its own: the case is taken away between scenes.
                var filter = StableReadFilter(requiredFrames: 3, continuous: true)
                var accepted = Set<String>()
                var trace = ""
                for _ in 0..<sceneFrames {
                    let pass = reader.rotation.current?.name ?? "-"
                    let codes = reader.read(recorded.frame).codes.compactMap(\.gtin)
                    if tracing {
                        trace +=
                            " \(pass):"
                            + codes.map { $0.ean13 == recorded.code ? "ok" : $0.ean13 }.joined(separator: "+")
                    }
                    outcome.frames += 1
                    if let code = filter.observe(codes) { accepted.insert(code.ean13) }
                }
                guard round == 0 else { continue }
                if tracing { print(recorded.name + trace) }
                if let code = recorded.code, accepted.contains(code) { outcome.read += 1 }
                if accepted.contains(where: { $0 != recorded.code }) {
                    outcome.wrong += 1
                    print("  wrong: \(recorded.name) \(accepted.sorted())")
                }
            }
            round += 1
        }
        outcome.cpuSeconds = threadCPUSeconds() - cpuStart
        outcome.wallSeconds = Date().timeIntervalSince(wallStart)
        return outcome
    }

    /// `camera-passes DIR [checked]`: each further pass alone beside the frame as it is, each frame
    /// read once by a fresh reader, without the bars checked (and with, when asked): reads, wrong reads, CPU time, and the
    /// frames it reads that the frame as it is does not (for choosing the rotation on tuning frames).
    static func passes(_ directory: String, checks: [Bool]) throws {
        let recording = try load(directory)
        var plainReads = Set<String>()
        for pass in [nil] + FrameReader.candidatePasses.map(Optional.some) {
            for checked in checks {
                var (read, wrong, gained) = (0, 0, [String]())
                let start = threadCPUSeconds()
                for recorded in recording {
                    let reader = try FrameReader(rotation: PassRotation(pass.map { [$0] } ?? []))
                    if !checked { reader.patternCheck = nil }
                    let codes = reader.read(recorded.frame).codes.compactMap { $0.gtin?.ean13 }
                    if let code = recorded.code, codes.contains(code) {
                        read += 1
                        if pass == nil { plainReads.insert(recorded.name) }
                        if !plainReads.contains(recorded.name) { gained.append(recorded.name) }
                    }
                    if let wrongCode = codes.first(where: { $0 != recorded.code }) {
                        wrong += 1
                        gained.append("WRONG \(recorded.name) \(wrongCode)")
                    }
                }
                let milliseconds = (threadCPUSeconds() - start) * 1000 / Double(recording.count)
                print(
                    String(
                        format: "%@ %@ %3d/%-3d wrong %d  %.1f ms/frame",
                        (pass?.name ?? "none").padding(
                            toLength: 12, withPad: " ", startingAt: 0), checked ? "checked  " : "unchecked",
                        read, recording.count, wrong, milliseconds))
                if !gained.isEmpty { print("    " + gained.joined(separator: " ")) }
            }
        }
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
