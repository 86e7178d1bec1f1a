import Barcode
import Dispatch
import Foundation
import Imaging
import Scanner
import Synchronization

/// Everything `PhotoReader` decides about each photo, as text (bench/verdict-dump.sh): a change
/// meant to alter no verdict (a faster image operation, say) must leave this dump byte-identical.
///
/// Per file: its size, passes tried and the pass that settled it, its damage; each code with its
/// symbology, add-on, quality, confirmation and polygon; each conflict; every engine read with
/// its pass, evidence and box (the unconfirmed ones among them). With `--scores`, also
/// `PatternCheck`'s scores, to the last bit, of every retail read's code in its box of the loaded
/// frame: the bars' check decides only some photos, and its floating point must not drift on
/// the others either.
enum VerdictDump {
    static func run(_ arguments: [String]) throws {
        var paths = arguments
        let withScores = paths.first == "--scores"
        if withScores { paths.removeFirst() }
        let reader = try PhotoReader()
        let entries = ImageFileList.expand(paths)
        let texts = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let text = describe(entries[index], reader: reader, withScores: withScores)
            texts.withLock { $0[index] = text }
        }
        texts.withLock { texts in
            for index in entries.indices { print(texts[index] ?? "missing \(index)", terminator: "") }
        }
    }

    private static func describe(_ entry: Result<String, ImageError>, reader: PhotoReader, withScores: Bool) -> String {
        let path: String
        switch entry {
        case .success(let found): path = found
        case .failure(let error): return "file \(error.path)\n  error \(error)\n"
        }
        let reading: PhotoReading
        do throws(ImageError) { reading = try reader.read(path: path) } catch {
            return "file \(path)\n  error \(error)\n"
        }
        var lines = [
            "file \(path)",
            "  size \(reading.width)x\(reading.height) passes \(reading.passesTried) settled by "
                + "\(reading.pass?.name ?? "-") damage \(reading.damage.map { "\($0)" } ?? "-")",
        ]
        for symbol in reading.symbols {
            lines.append(
                "  code \(symbol.symbology) \(symbol.gtin?.ean13 ?? symbol.text) text \(symbol.text) add-on "
                    + "\(symbol.addOn ?? "-") quality \(symbol.quality) "
                    + "confirmation \(symbol.confirmation.map { "\($0)" } ?? "-") polygon "
                    + symbol.polygon.map { "\($0.x),\($0.y)" }.joined(separator: " "))
        }
        for conflict in reading.conflicts { lines.append("  conflict \(conflict)") }
        for read in reading.reads { lines.append("  read \(read)") }
        if withScores, let frame = try? reader.loader.load(path: path).frame {
            var seen = Set<String>()
            for read in reading.reads {
                guard let code = read.gtin else { continue }
                let box = read.box
                let key = "\(code.ean13) \(box.minX),\(box.minY),\(box.maxX),\(box.maxY)"
                guard seen.insert(key).inserted else { continue }
                lines.append("  scores \(key) " + scores(PatternCheck().scores(in: frame, code: code, box: box)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every score to the last bit (%a: hexadecimal floating point).
    private static func scores(_ scores: PatternScores?) -> String {
        guard let scores else { return "none" }
        return String(
            format: "correlation %a margin %a lines %d used %d module %a coarse %a", scores.correlation, scores.margin,
            scores.lines, scores.used, scores.moduleWidth, scores.coarse)
    }
}
