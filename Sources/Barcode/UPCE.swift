/// Zero-suppressed UPC-E, the 8-digit code on small packages, and its UPC-A.
///
/// - SeeAlso: GS1 General Specifications, "UPC-E zero-suppression".
enum UPCE {
    /// The 11 UPC-A digits (without check digit) that six UPC-E digits stand for.
    static func expand(numberSystem: Int, digits d: [Int]) -> [Int] {
        let manufacturer: [Int]
        let product: [Int]
        switch d[5] {
        case 0, 1, 2:
            manufacturer = [d[0], d[1], d[5], 0, 0]
            product = [0, 0, d[2], d[3], d[4]]
        case 3:
            manufacturer = [d[0], d[1], d[2], 0, 0]
            product = [0, 0, 0, d[3], d[4]]
        case 4:
            manufacturer = [d[0], d[1], d[2], d[3], 0]
            product = [0, 0, 0, 0, d[4]]
        default:
            manufacturer = [d[0], d[1], d[2], d[3], d[4]]
            product = [0, 0, 0, 0, d[5]]
        }
        return [numberSystem] + manufacturer + product
    }

    /// The 8-digit UPC-E for a 12-digit UPC-A, or nil when it cannot be compressed: where two
    /// forms fit, the one with the fewest digits of the manufacturer (the first of `printings`).
    static func compress(_ upcA: String) -> String? {
        printings(upcA).first
    }

    /// Every 8-digit UPC-E that stands for a 12-digit UPC-A: more than one where its zeros fit
    /// two forms (06056094 and 06056944 are both 060560000094), so the bars of the same code
    /// may differ from one package to the next.
    static func printings(_ upcA: String) -> [String] {
        let a = upcA.compactMap(\.wholeNumberValue)
        guard a.count == 12, a[0] <= 1 else { return [] }
        let (m, p) = (Array(a[1...5]), Array(a[6...10]))
        // The four forms `expand` reads, in order; those that expand back to the UPC-A print it.
        let candidates = [
            [m[0], m[1], p[2], p[3], p[4], m[2]], [m[0], m[1], m[2], p[3], p[4], 3],
            [m[0], m[1], m[2], m[3], p[4], 4], [m[0], m[1], m[2], m[3], m[4], p[4]],
        ]
        return candidates.filter { expand(numberSystem: a[0], digits: $0) == Array(a[0...10]) }
            .map { ([a[0]] + $0 + [a[11]]).map(String.init).joined() }
    }
}
