/// A barcode engine the scanner reads frames with; `ConfirmationRule` weighs their reads together.
package enum Engine: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// libzbar's image scanner (`ZBarDecoder`).
    case zbar
    /// zxing-cpp (`ZXingDecoder`).
    case zxing

    package var description: String { rawValue }
}
