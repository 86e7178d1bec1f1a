/// Prints lookup results: cards or JSON lines on stdout, problems on stderr.
struct ResultPrinter {
    let console: Console
    let json: Bool
    /// `--pick all`: a card for every release on the barcode, not just the best.
    let showAll: Bool
    private var printedCards = 0

    init(console: Console, json: Bool, showAll: Bool = false) {
        self.console = console
        self.json = json
        self.showAll = showAll
    }

    mutating func print(_ result: LookupResult) {
        let shown = Self.display(result.input)
        let prefix = result.file.map { "\($0): " } ?? ""
        switch result.outcome {
        case .invalid(let error):
            console.error("\(prefix)\(shown) is not a valid barcode: \(error).")
        case .failed(let gtin, let error):
            console.error("\(prefix)\(gtin.canonical): \(error).")
        case .found, .notFound:
            break
        }
        if json {
            console.line(result.record.jsonLine())
            return
        }
        switch result.outcome {
        case .found(_, let best, let alternatives):
            if printedCards > 0 { console.line("") }
            if let file = result.file { console.line(file) }
            if showAll {
                let cards = ([best] + alternatives).map {
                    AlbumCard.render($0, alternatives: [], color: console.stdoutColor)
                }
                console.line(cards.joined(separator: "\n\n"))
            } else {
                console.line(AlbumCard.render(best, alternatives: alternatives, color: console.stdoutColor))
            }
            printedCards += 1
        case .notFound(let gtin):
            if printedCards > 0 { console.line("") }
            let forms = gtin.searchForms.map { "\"\($0)\"" }.joined(separator: ", ")
            console.line("\(prefix)\(gtin.canonical): not found on Discogs (searched \(forms))")
            printedCards += 1
        case .invalid, .failed:
            break
        }
    }

    /// The input quoted for a message: control characters escaped, long input cut short.
    static func display(_ input: String, limit: Int = 40) -> String {
        var escaped = ""
        for scalar in input.unicodeScalars {
            switch scalar.value {
            case 0x20..<0x7F where scalar != "\"" && scalar != "\\": escaped.unicodeScalars.append(scalar)
            case 0x22: escaped += "\\\""
            case 0x5C: escaped += "\\\\"
            case 0..<0x20, 0x7F..<0xA0: escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        if escaped.count > limit { escaped = String(escaped.prefix(limit)) + "…" }
        return "\"\(escaped)\""
    }
}
