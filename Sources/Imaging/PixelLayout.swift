/// How decoded pixels are laid out: one grey byte each (what barcode reading needs), or three RGB bytes
/// (what a person looks at); rows packed without padding either way.
enum PixelLayout {
    case gray
    case rgb

    /// Bytes per pixel.
    var channels: Int { self == .gray ? 1 : 3 }
}
