/// The 95 modules (bars and spaces) an EAN-13 implies: what `PatternCheck` fits to a photo.
///
/// 101, six digits in L or G code (the first digit chooses which by parity), 01010, six digits
/// in R code, 101. A UPC-A is the EAN-13 with a leading 0.
struct ModulePattern: Sendable, Equatable {
    /// 1 for a bar, 0 for a space, 95 of them.
    var modules: [UInt8]

    static let lCodes = [
        "0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111",
        "0001011",
    ].map { $0.map { $0 == "1" ? UInt8(1) : 0 } }
    static let rCodes = lCodes.map { $0.map { 1 - $0 } }
    static let gCodes = rCodes.map { Array($0.reversed()) }
    /// Which of the left half's digits are in G code (true) for each first digit.
    static let parity = [
        "LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL",
    ]
    .map { $0.map { $0 == "G" } }

    /// The 7-module codes of one encoded digit place, and where it starts.
    struct Place: Sendable {
        /// The first module of the digit.
        var start: Int
        /// Every other code that could stand there (19 for the left half, 9 for the right).
        var alternatives: [[UInt8]]
    }

    /// The digits, 13 of them; nil for anything else.
    let digits: [Int]

    /// The pattern of a 13-digit code (a UPC-A as its EAN-13); nil unless 13 digits.
    init?(ean13 code: String) {
        let digits = code.compactMap(\.wholeNumberValue)
        guard digits.count == 13, code.count == 13 else { return nil }
        self.digits = digits
        let parity = Self.parity[digits[0]]
        var modules: [UInt8] = [1, 0, 1]
        for index in 0..<6 {
            modules += parity[index] ? Self.gCodes[digits[1 + index]] : Self.lCodes[digits[1 + index]]
        }
        modules += [0, 1, 0, 1, 0]
        for index in 7..<13 { modules += Self.rCodes[digits[index]] }
        modules += [1, 0, 1]
        self.modules = modules
    }

    /// The bars as half-open module intervals.
    var bars: [(start: Double, end: Double)] { Self.bars(of: modules, from: 0) }

    /// The bars of `modules`, counted from module `first`.
    static func bars(of modules: [UInt8], from first: Int) -> [(start: Double, end: Double)] {
        var bars: [(start: Double, end: Double)] = []
        var index = 0
        while index < modules.count {
            guard modules[index] == 1 else {
                index += 1
                continue
            }
            var end = index
            while end < modules.count && modules[end] == 1 { end += 1 }
            bars.append((Double(first + index), Double(first + end)))
            index = end
        }
        return bars
    }

    /// The 12 encoded digits' places, left to right, each with the codes it could have had instead.
    var places: [Place] {
        let parity = Self.parity[digits[0]]
        var places: [Place] = []
        let left = Self.lCodes + Self.gCodes
        for index in 0..<6 {
            let own = parity[index] ? Self.gCodes[digits[1 + index]] : Self.lCodes[digits[1 + index]]
            places.append(Place(start: 3 + 7 * index, alternatives: left.filter { $0 != own }))
        }
        for index in 0..<6 {
            let own = Self.rCodes[digits[7 + index]]
            places.append(Place(start: 50 + 7 * index, alternatives: Self.rCodes.filter { $0 != own }))
        }
        return places
    }
}
