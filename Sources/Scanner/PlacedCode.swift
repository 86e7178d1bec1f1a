import Barcode

/// A code in a box: what `PhotoReader` remembers having checked (`PatternCheck`).
struct PlacedCode: Hashable {
    var code: GTIN
    var box: Box

    // A GTIN's equality is its 13 digits alone; its format says which bars are checked.
    static func == (left: Self, right: Self) -> Bool {
        left.code == right.code && left.code.format == right.code.format && left.box == right.box
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(code.format)
        hasher.combine(box)
    }
}
