/// A barcode engine the scanner reads frames with; `ConfirmationRule` weighs their reads together.
public enum Engine: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// libzbar's image scanner (`ZBarDecoder`).
    case zbar
    /// zxing-cpp (`ZXingDecoder`).
    case zxing

    public var description: String { rawValue }
}
