import Scanner

/// How `DecoderError` is said to a person (the error holds the data: Scanner words nothing).
extension DecoderError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .unknownSymbology(let name, let known):
            return "unknown barcode symbology '\(name)': use one of \(known.joined(separator: ", "))"
        case .noSymbologies:
            return "no barcode symbology was enabled: name at least one, such as ean13"
        case .zbarFailed(let what):
            return "zbar failed: \(what)"
        }
    }
}
