/// A code in a box: what `PhotoReader` remembers having checked (`PatternCheck`).
struct PlacedCode: Hashable {
    var code: String
    var box: Box
}
