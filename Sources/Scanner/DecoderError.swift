/// Why a `ZBarDecoder` could not be set up, worded as advice to a person.
package enum DecoderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A symbology name that zbar does not know; `known` lists the names that work.
    case unknownSymbology(String, known: [String])
    /// No symbology was asked for, so nothing could ever be read.
    case noSymbologies
    /// zbar could not create its scanner (out of memory) or refused a setting.
    case zbarFailed(String)

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
