import Album
import Barcode
import Imaging
import Lookup
import Scanner
import Terminal

/// Prints lookup results: cards or JSON lines on stdout, problems on stderr.
package struct ResultPrinter {
    package let console: Console
    package let json: Bool
    /// `--pick all`: a card for every release on the barcode, not just the best.
    package let showAll: Bool
    private var printedCards = 0

    package init(console: Console, json: Bool, showAll: Bool = false) {
        self.console = console
        self.json = json
        self.showAll = showAll
    }

    /// - Parameters:
    ///   - place: where in its photo the code was read (`scan --image`), for JSON.
    ///   - phone: which phone read it (`scan --phone`): "phone 1" heads its card, as a photo's name does.
    package mutating func print(_ result: LookupResult, place: PhotoPlace? = nil, phone: Int? = nil) {
        let file = result.file.map(ImageFileList.displayName) ?? phone.map(Self.phoneName)
        let prefix = file.map { "\($0): " } ?? ""
        tellProblems(of: result, prefix: prefix)
        if json {
            var record = result.record
            record.place = place
            record.phone = phone
            console.line(record.jsonLine())
            return
        }
        switch result.outcome {
        case .found(_, let best, let alternatives):
            if printedCards > 0 { console.line("") }
            if let file { console.line(file) }
            printCards(best, alternatives: alternatives, details: result.extras.details)
            printedCards += 1
        case .notFound(let gtin):
            if printedCards > 0 { console.line("") }
            console.line("\(prefix)\(gtin.canonical): \(Self.notFound(gtin, searched: result.searched))")
            printedCards += 1
        case .invalid, .failed:
            break
        }
    }

    /// What went wrong or needs saying about `result`, on stderr (also in JSON mode).
    private func tellProblems(of result: LookupResult, prefix: String) {
        let shown = Self.display(result.input)
        switch result.outcome {
        case .invalid(.notMusic(let kind)):
            console.error("\(prefix)\(shown) is \(kind), not a CD's barcode; --any-prefix looks it up anyway.")
        case .invalid(let error):
            console.error("\(prefix)\(shown) is not a valid barcode: \(error).")
        case .failed(let gtin, let error):
            console.error("\(prefix)\(gtin.canonical): \(error).")
        case .found(let gtin, _, _):
            result.fallbacks.forEach { console.warning("\(prefix)\(gtin.canonical): \($0.message)") }
            result.extras.notes.forEach { console.message("\(prefix)\(gtin.canonical): \($0.message)") }
            result.extras.collection?.message.map { console.message("\(prefix)\(gtin.canonical): \($0)") }
            result.extras.failures.forEach { console.error("\(prefix)\(gtin.canonical): \($0).") }
        case .notFound:
            break
        }
    }

    /// How the terminal and the page name the `number`th phone to send a frame: "phone 1".
    package static func phoneName(_ number: Int) -> String { "phone \(number)" }

    /// The card of `best` (with `--pick all`, a card for each release), details under the first.
    func printCards(_ best: Album, alternatives: [Album], details: ReleaseDetails?) {
        guard showAll else {
            console.line(
                AlbumCard.render(best, alternatives: alternatives, details: details, color: console.stdoutColor))
            return
        }
        let cards = ([best] + alternatives).enumerated().map { index, album in
            AlbumCard.render(album, alternatives: [], details: index == 0 ? details : nil, color: console.stdoutColor)
        }
        console.line(cards.joined(separator: "\n\n"))
    }

    /// "not found on Discogs or MusicBrainz (searched "029667431224", ...)": the forms the services asked for.
    package static func notFound(_ gtin: GTIN, searched services: [Service]) -> String {
        // MusicBrainz is asked the digit forms only; Discogs the printed, spaced one too.
        let forms = services.contains(.discogs) ? gtin.searchForms : gtin.searchForms.filter { !$0.contains(" ") }
        let names = services.isEmpty ? Service.discogs.name : Plural.alternatives(services.map(\.name))
        return "not found on \(names) (searched \(forms.map { "\"\($0)\"" }.joined(separator: ", ")))"
    }

    /// The input quoted for a message: control characters escaped, long input cut short.
    package static func display(_ input: String, limit: Int = 40) -> String {
        var escaped = ""
        for scalar in input.unicodeScalars {
            switch scalar.value {
            case 0x20..<0x7F where scalar != "\"" && scalar != "\\": escaped.unicodeScalars.append(scalar)
            case 0x22: escaped += "\\\""
            case 0x5C: escaped += "\\\\"
            case _ where Displayable.isUnsafe(scalar): escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        if escaped.count > limit { escaped = String(escaped.prefix(limit)) + "…" }
        return "\"\(escaped)\""
    }
}
