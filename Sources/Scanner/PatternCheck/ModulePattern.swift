import Barcode

/// The modules (bars and spaces) a retail code implies: what `PatternCheck` fits to a photo.
///
/// EAN-13 (95 modules): 101, six digits in L or G code (the first digit chooses which by
/// parity), 01010, six digits in R code, 101; a UPC-A is the EAN-13 with a leading 0.
/// EAN-8 (67): 101, four digits in L code, 01010, four in R code, 101. UPC-E (51): 101, six
/// digits in L or G code (the number system and the check digit choose which), 010101.
struct ModulePattern: Sendable, Equatable {
    /// 1 for a bar, 0 for a space.
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

    /// Which of a UPC-E's six digits are in G code (true) for each check digit, in number
    /// system 0 (number system 1 is the other way round).
    static let upcEParity = [
        "GGGLLL", "GGLGLL", "GGLLGL", "GGLLLG", "GLGGLL", "GLLGGL", "GLLLGG", "GLGLGL", "GLGLLG", "GLLGLG",
    ]
    .map { $0.map { $0 == "G" } }

    /// The 7-module codes of one encoded digit place, and where it starts.
    struct Place: Sendable, Equatable {
        /// The first module of the digit.
        var start: Int
        /// Every other code that could stand there.
        var alternatives: [[UInt8]]
    }

    /// The encoded digits' places, left to right, each with the codes it could have had instead.
    let places: [Place]

    /// Every pattern `gtin` may be printed as (by its `format`): one, but for a UPC-E whose
    /// zeros fit two forms (`GTIN.upcEPrintings`).
    static func printings(of gtin: GTIN) -> [ModulePattern] {
        switch gtin.format {
        case .ean13, .upcA: [ModulePattern(ean13: gtin.ean13)].compactMap { $0 }
        case .ean8: [ModulePattern(ean8: gtin.ean8 ?? "")].compactMap { $0 }
        case .upcE: gtin.upcEPrintings.compactMap(ModulePattern.init(upcE:))
        }
    }

    /// The pattern of a 13-digit code (a UPC-A as its EAN-13); nil unless 13 digits.
    init?(ean13 code: String) {
        guard let digits = Self.digits(code, count: 13) else { return nil }
        let parity = Self.parity[digits[0]]
        let left = digits[1...6].enumerated().map { parity[$0] ? Self.gCodes[$1] : Self.lCodes[$1] }
        let right = digits[7...12].map { Self.rCodes[$0] }
        self.init(
            halves: [left, right], guards: ([1, 0, 1], [0, 1, 0, 1, 0], [1, 0, 1]),
            alternatives: [Self.lCodes + Self.gCodes, Self.rCodes])
    }

    /// The pattern of an 8-digit EAN-8; nil unless 8 digits.
    init?(ean8 code: String) {
        guard let digits = Self.digits(code, count: 8) else { return nil }
        self.init(
            halves: [digits[0...3].map { Self.lCodes[$0] }, digits[4...7].map { Self.rCodes[$0] }],
            guards: ([1, 0, 1], [0, 1, 0, 1, 0], [1, 0, 1]), alternatives: [Self.lCodes, Self.rCodes])
    }

    /// The pattern of an 8-digit UPC-E (number system 0 or 1, six digits, check digit); nil otherwise.
    init?(upcE code: String) {
        guard let digits = Self.digits(code, count: 8), digits[0] <= 1 else { return nil }
        let parity = Self.upcEParity[digits[7]].map { $0 != (digits[0] == 1) }
        let encoded = digits[1...6].enumerated().map { parity[$0] ? Self.gCodes[$1] : Self.lCodes[$1] }
        self.init(
            halves: [encoded], guards: ([1, 0, 1], [], [0, 1, 0, 1, 0, 1]),
            alternatives: [Self.lCodes + Self.gCodes])
    }

    /// The modules of `halves` of encoded digits between `guards` (start, middle, end), each
    /// half's places with every code of its `alternatives` other than its own.
    private init(
        halves: [[[UInt8]]], guards: (start: [UInt8], middle: [UInt8], end: [UInt8]), alternatives: [[[UInt8]]]
    ) {
        var modules = guards.start
        var places: [Place] = []
        for (index, half) in halves.enumerated() {
            if index > 0 { modules += guards.middle }
            for code in half {
                places.append(Place(start: modules.count, alternatives: alternatives[index].filter { $0 != code }))
                modules += code
            }
        }
        self.modules = modules + guards.end
        self.places = places
    }

    /// The digits of `code` when it is `count` of them.
    private static func digits(_ code: String, count: Int) -> [Int]? {
        let digits = code.compactMap(\.wholeNumberValue)
        return digits.count == count && code.count == count ? digits : nil
    }

    /// The symbol's length in modules, guards included.
    var total: Int { modules.count }

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
}
