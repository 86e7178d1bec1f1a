/// Why a `ZBarDecoder` could not be set up (worded in `Presentation/ErrorWords`).
package enum DecoderError: Error, Equatable, Sendable {
    /// A symbology name that zbar does not know; `known` lists the names that work.
    case unknownSymbology(String, known: [String])
    /// No symbology was asked for, so nothing could ever be read.
    case noSymbologies
    /// zbar could not create its scanner (out of memory) or refused a setting.
    case zbarFailed(String)
}
