// cdscan-bench-decoder: measures ZBarDecoder and PhotoReader for bench/decoder-bench.sh
// and bench/photos-bench.sh. Not part of cdscan.
//
//   cdscan-bench-decoder fps FILE [SECONDS [DENSITY]]   decode one frame over and over on this thread
//   cdscan-bench-decoder density WIDTH HEIGHT  ZBarDecoder.recommendedDensity for live video of that size
//   cdscan-bench-decoder load FILE             load only (for peak memory next to scan)
//   cdscan-bench-decoder scan [--pass NAME] PATH...   read photos; one line per file, then a summary
//   cdscan-bench-decoder passes PATH...        which single passes read each file
//   cdscan-bench-decoder camera DIR [SECONDS]  a recorded webcam sequence: fps of zbar alone and FrameReader
//   cdscan-bench-decoder camera-passes DIR [checked]  each of the camera's further passes alone on the frames of DIR
//   cdscan-bench-decoder verify FILE CODE X0 Y0 X1 Y1   PatternCheck's scores of one candidate (CODE: digits, or
//                                                       FORMAT:DIGITS such as UPC-E:04261205)
//   cdscan-bench-decoder verify-list LIST      the same for each line "FILE CODE X0 Y0 X1 Y1" of LIST
//   cdscan-bench-decoder verdicts [--scores] PATH...   every code, conflict, read (and bars' scores) of each
//                                                       photo as text (bench/verdict-dump.sh)
import Barcode
import Foundation
import Imaging
import Scanner

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cdscan-bench-decoder: \(message)\n".utf8))
    exit(1)
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func fps(_ path: String, seconds: Double, density: Int) throws {
    let frame = try ImageLoader().load(path: path).frame
    let decoder = try ZBarDecoder(density: density)
    let clock = ContinuousClock()
    let start = clock.now
    var frames = 0
    var symbols: [DecodedSymbol] = []
    while milliseconds(clock.now - start) < seconds * 1000 {
        symbols = decoder.decode(frame)
        frames += 1
    }
    let elapsed = milliseconds(clock.now - start) / 1000
    let read = symbols.map(\.description).joined(separator: ",")
    print(
        String(
            format: "%@\t%dx%d\tdensity %d\t%d frames\t%.2f s\t%.1f fps\t%.2f ms/frame\t%@", path, frame.width,
            frame.height, density, frames, elapsed, Double(frames) / elapsed, elapsed * 1000 / Double(frames),
            read.isEmpty ? "-" : read))
}

/// Both engines and the confirmation rule on one frame over and over, as the camera reads it.
func confirmedFPS(_ path: String, seconds: Double) throws {
    let frame = try ImageLoader().load(path: path).frame
    let reader = try FrameReader()
    let clock = ContinuousClock()
    let start = clock.now
    var frames = 0
    var verdict = Verdict()
    while milliseconds(clock.now - start) < seconds * 1000 {
        verdict = reader.read(frame)
        frames += 1
    }
    let elapsed = milliseconds(clock.now - start) / 1000
    let read = verdict.codes.map(\.description).joined(separator: ",")
    print(
        String(
            format: "%@\t%dx%d\tconfirmed\t%d frames\t%.2f s\t%.1f fps\t%.2f ms/frame\t%@", path, frame.width,
            frame.height, frames, elapsed, Double(frames) / elapsed, elapsed * 1000 / Double(frames),
            read.isEmpty ? "-" : read))
}

func scan(_ arguments: [String]) throws {
    var paths = arguments
    var passes = ScanPass.standard
    if paths.first == "--pass", paths.count >= 2 {
        passes = ScanPass.standard.filter { $0.name == paths[1] }
        if passes.isEmpty { fail("no pass named \(paths[1])") }
        paths.removeFirst(2)
    }
    let reader = try PhotoReader(passes: passes)
    let clock = ContinuousClock()
    var read = 0
    var total = 0
    var totalTime = 0.0
    for entry in ImageFileList.expand(paths) {
        guard case .success(let path) = entry else { continue }
        let start = clock.now
        let result: Result<PhotoReading, ImageError>
        do throws(ImageError) { result = .success(try reader.read(path: path)) } catch { result = .failure(error) }
        let time = milliseconds(clock.now - start)
        totalTime += time
        total += 1
        switch result {
        case .success(let reading):
            let codes = reading.symbols.compactMap { $0.gtin?.canonical }.joined(separator: ",")
            if !codes.isEmpty { read += 1 }
            print(
                String(
                    format: "%@\t%@\t%@\t%d\t%.1f ms", path, codes.isEmpty ? "-" : codes,
                    reading.pass?.name ?? "-", reading.passesTried, time))
        case .failure(let error):
            print(String(format: "%@\terror\t%@\t0\t%.1f ms", path, "\(error)", time))
        }
    }
    print(
        String(
            format: "read %d of %d files in %.1f ms (%.1f ms per file)", read, total, totalTime,
            totalTime / Double(max(1, total))))
}

/// Candidate passes measured one by one by `passes`, to choose `ScanPass.standard`.
let candidates: [ScanPass] = [
    ScanPass("as-is", []),
    ScanPass("t30", [.fitWithin(pixels: 2_000_000), .rotate(30)]),
    ScanPass("t45", [.fitWithin(pixels: 2_000_000), .rotate(45)]),
    ScanPass("t-45", [.fitWithin(pixels: 2_000_000), .rotate(-45)]),
    ScanPass("t22", [.fitWithin(pixels: 2_000_000), .rotate(22.5)]),
    ScanPass("t-22", [.fitWithin(pixels: 2_000_000), .rotate(-22.5)]),
    ScanPass("t-30", [.fitWithin(pixels: 2_000_000), .rotate(-30)]),
]

func passes(_ paths: [String]) throws {
    let decoder = try ZBarDecoder()
    let loader = ImageLoader()
    let clock = ContinuousClock()
    print("file\t" + candidates.map(\.name).joined(separator: "\t"))
    for entry in ImageFileList.expand(paths) {
        guard case .success(let path) = entry, let frame = try? loader.load(path: path).frame else { continue }
        var cells: [String] = []
        for pass in candidates {
            let start = clock.now
            guard let prepared = pass.prepare(frame) else {
                cells.append("n/a")
                continue
            }
            let hit = !decoder.decode(prepared.frame).isEmpty
            cells.append(String(format: "%@%.0f", hit ? "Y" : ".", milliseconds(clock.now - start)))
        }
        print(((path as NSString).lastPathComponent) + "\t" + cells.joined(separator: "\t"))
    }
}

/// Passes tried by `trace --candidates` when choosing `ScanPass.standard` (bench/rule-eval.py).
let traceCandidates: [ScanPass] = [
    ScanPass("raw", [], zxingDownscale: true),
    ScanPass("as-is", [.pad(fraction: 8)], zxingDownscale: true),
    ScanPass("smoothed", [.skipAbove(pixels: 4_000_000), .smooth, .pad(fraction: 8)]),
    ScanPass("1/2", [.downscale(2), .pad(fraction: 8)]),
    ScanPass("2x", [.upscale, .pad(fraction: 8)]),
    ScanPass("contrast", [.fitWithin(pixels: 4_000_000), .stretchContrast, .pad(fraction: 8)]),
    ScanPass("sharpened", [.fitWithin(pixels: 4_000_000), .sharpen(2), .pad(fraction: 8)]),
    ScanPass("threshold", [.fitWithin(pixels: 4_000_000), .threshold(fraction: 8), .pad(fraction: 8)]),
    ScanPass("turned 22", [.fitWithin(pixels: 2_000_000), .rotate(22.5)], zbarDensity: 2),
    ScanPass("turned 45", [.fitWithin(pixels: 2_000_000), .rotate(45)], zbarDensity: 2),
    ScanPass("inverted", [.fitWithin(pixels: 4_000_000), .invert, .pad(fraction: 8)]),
]

/// Every pass with each engine on its own, every read as a JSON line (for tuning the rule offline).
func trace(_ arguments: [String]) throws {
    var paths = arguments
    var passes = ScanPass.standard
    if paths.first == "--candidates" {
        passes = traceCandidates
        paths.removeFirst()
    }
    let engines = try FrameEngines()
    let loader = ImageLoader()
    let clock = ContinuousClock()
    for path in paths {
        guard let loaded = try? loader.load(path: path) else {
            print("{\"file\":\"\(path)\",\"error\":true}")
            continue
        }
        let frame = loaded.frame
        for pass in passes {
            let start = clock.now
            guard let prepared = pass.prepare(frame) else { continue }
            let prep = milliseconds(clock.now - start)
            for engine in Engine.allCases where pass.engines.contains(engine) {
                let begin = clock.now
                let reads = engines.read(
                    prepared.frame, pass: pass.name, engines: [engine], density: pass.zbarDensity,
                    zxingDownscale: pass.zxingDownscale, back: prepared.pointInOriginal)
                let time = milliseconds(clock.now - begin)
                let items = reads.map { read in
                    "{\"code\":\"\(read.gtin?.ean13 ?? read.text)\",\"sym\":\"\(read.symbology)\",\"addon\":\"\(read.addOn ?? "")\","
                        + "\"ev\":\(read.evidence),\"box\":[\(read.box.minX),\(read.box.minY),\(read.box.maxX),\(read.box.maxY)]}"
                }
                print(
                    "{\"file\":\"\(path)\",\"w\":\(frame.width),\"h\":\(frame.height),\"pass\":\"\(pass.name)\",\"engine\":\"\(engine)\","
                        + String(format: "\"prep\":%.2f,\"ms\":%.2f,", prep, time)
                        + "\"reads\":[\(items.joined(separator: ","))]}")
            }
        }
    }
}

/// PatternCheck's scores of candidates, one line each: file, code, correlation, margin, lines
/// used, lines fitted, module width, coarse correlation, verdict, milliseconds (for comparing
/// with bench/verifier/verify.py on tuning halves).
func verify(_ lines: [[String]]) throws {
    let loader = ImageLoader()
    let check = PatternCheck()
    let clock = ContinuousClock()
    var frames: [String: GrayFrame] = [:]
    for fields in lines {
        // CODE is digits, or FORMAT:DIGITS (UPC-E:04261205) where 8 digits could be either.
        let parts = fields.count == 6 ? fields[1].split(separator: ":", maxSplits: 1).map(String.init) : []
        let (format, digits) = parts.count == 2 ? (GTIN.Format(rawValue: parts[0]), parts[1]) : (nil, parts.first ?? "")
        guard fields.count == 6, let code = try? GTIN(parsing: digits, hint: format),
            let numbers = Optional(fields[2...].compactMap { Int(Double($0) ?? .nan) }), numbers.count == 4
        else { fail("verify FILE CODE X0 Y0 X1 Y1: \(fields.joined(separator: " "))") }
        let frame: GrayFrame
        if let known = frames[fields[0]] {
            frame = known
        } else {
            frame = try loader.load(path: fields[0]).frame
            frames = [fields[0]: frame]
        }
        let box = Box(minX: numbers[0], minY: numbers[1], maxX: numbers[2], maxY: numbers[3])
        let start = clock.now
        let scores = check.scores(in: frame, code: code, box: box)
        let time = milliseconds(clock.now - start)
        let verdict = scores?.verdict.map { "\($0)" } ?? "none"
        if let scores {
            print(
                String(
                    format: "%@\t%@\t%.4f\t%.2f\t%d\t%d\t%.3f\t%.4f\t%@\t%.2f", fields[0], code.ean13,
                    scores.correlation,
                    scores.margin, scores.used, scores.lines, scores.moduleWidth, scores.coarse, verdict, time))
        } else {
            print(String(format: "%@\t%@\t-\t-\t0\t0\t-\t-\tnone\t%.2f", fields[0], code.ean13, time))
        }
    }
}

/// The whole batch on every core, as `scan --image` reads it: one line per file (codes as
/// GTIN-13[+add-on], conflicts), then the wall time (`--no-check`: without `PatternCheck`; `--check-sure`: with
/// `ConfirmationRule.checksSure`, `--no-check-sure` without; `--check-thin`, `--no-check-thin`: with and
/// without `checksThin`; `--no-trust-corroborated`: without `trustsCorroborated`).
func batch(_ arguments: [String]) throws {
    var paths = arguments
    var reader = try PhotoReader()
    while let flag = paths.first, flag.hasPrefix("--") {
        switch flag {
        // Without the bar-pattern check, for its cost and effect.
        case "--no-check": reader.patternCheck = nil
        // The bar-pattern check on sure single-engine codes too.
        case "--check-sure": reader.rule.checksSure = true
        case "--no-check-sure": reader.rule.checksSure = false
        // Thin plain reads confirmed by the bars.
        case "--check-thin": reader.rule.checksThin = true
        case "--no-check-thin": reader.rule.checksThin = false
        // A sure plain read that agreeing passes repeat stands against the bars' reject.
        case "--no-trust-corroborated": reader.rule.trustsCorroborated = false
        default: fail("batch: unknown option \(flag)")
        }
        paths.removeFirst()
    }
    let clock = ContinuousClock()
    let start = clock.now
    reader.scan(paths: paths) { scan in
        switch scan.result {
        case .success(let reading):
            let codes = reading.symbols.map { ($0.gtin?.ean13 ?? $0.text) + ($0.addOn.map { "+" + $0 } ?? "") }
            print("\(scan.path)\t\(codes.isEmpty ? "-" : codes.joined(separator: ","))\t\(reading.conflicts.count)")
        case .failure(let error):
            print("\(scan.path)\terror\t\(error)")
        }
        return true
    }
    print(String(format: "wall %.3f s on %d cores", milliseconds(clock.now - start) / 1000, PhotoReader.availableCores))
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "fps" where arguments.count >= 2:
        try fps(
            arguments[1], seconds: arguments.count > 2 ? Double(arguments[2]) ?? 3 : 3,
            density: arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1)
    case "density" where arguments.count == 3:
        guard let width = Int(arguments[1]), let height = Int(arguments[2]) else { fail("density WIDTH HEIGHT") }
        print(ZBarDecoder.recommendedDensity(width: width, height: height))
    case "load" where arguments.count == 2:
        let loaded = try ImageLoader().load(path: arguments[1])
        print(
            "\(arguments[1])\tstored \(loaded.storedWidth)x\(loaded.storedHeight)\tdecoded "
                + "\(loaded.frame.width)x\(loaded.frame.height)\t\(loaded.orientation)")
    case "scan": try scan(Array(arguments.dropFirst()))
    case "passes": try passes(Array(arguments.dropFirst()))
    case "trace": try trace(Array(arguments.dropFirst()))
    case "batch": try batch(Array(arguments.dropFirst()))
    case "verdicts": try VerdictDump.run(Array(arguments.dropFirst()))
    case "prep-time" where arguments.count == 4:
        // CPU time of one pass's preparation, repeated (for tuning the image operations).
        let frame = try ImageLoader().load(path: arguments[1]).frame
        guard let pass = ScanPass.standard.first(where: { $0.name == arguments[2] }), let count = Int(arguments[3])
        else { fail("prep-time FILE PASS COUNT") }
        let start = CameraBench.threadCPUSeconds()
        for _ in 0..<count { _ = pass.prepare(frame) }
        print(
            String(
                format: "%@ %@: %.2f ms CPU per call", arguments[1], pass.name,
                (CameraBench.threadCPUSeconds() - start) * 1000 / Double(count)))
    case "verify" where arguments.count == 7: try verify([Array(arguments.dropFirst())])
    case "verify-list" where arguments.count == 2:
        let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
        try verify(
            text.split(separator: "\n").map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) })
    case "camera" where arguments.count >= 2:
        try CameraBench.run(arguments[1], seconds: arguments.count > 2 ? Double(arguments[2]) ?? 5 : 5)
    case "camera-passes" where arguments.count >= 2:
        try CameraBench.passes(
            arguments[1], checks: arguments.count > 2 && arguments[2] == "checked" ? [false, true] : [false])
    case "confirmed" where arguments.count >= 2:
        try confirmedFPS(arguments[1], seconds: arguments.count > 2 ? Double(arguments[2]) ?? 3 : 3)
    case "prepare" where arguments.count == 4:
        // A pass's frame as a PGM, to feed other readers the same pixels.
        let frame = try ImageLoader().load(path: arguments[1]).frame
        guard let pass = ScanPass.standard.first(where: { $0.name == arguments[2] }),
            let prepared = pass.prepare(frame)?.frame
        else { fail("no pass \(arguments[2]) for this frame") }
        let header = Array("P5\n\(prepared.width) \(prepared.height)\n255\n".utf8)
        guard FileManager.default.createFile(atPath: arguments[3], contents: Data(header + prepared.pixels)) else {
            fail("cannot write \(arguments[3])")
        }
    default:
        fail(
            "usage: cdscan-bench-decoder fps FILE [SECONDS [DENSITY]] | density W H | load FILE | scan [--pass NAME] PATH... "
                + "| passes PATH... | camera DIR [SECONDS] | camera-passes DIR [checked]"
        )
    }
} catch {
    fail("\(error)")
}
