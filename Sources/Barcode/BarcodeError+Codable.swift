/// The form the catalogue keeps an invalid line's defect in (`StoredFailure`): the case's name
/// as `defect` and its facts by name. Written by hand because a `Character` is not `Codable`:
/// it is kept as a one-character string.
extension BarcodeError: Codable {
    private enum CodingKeys: String, CodingKey {
        case defect, character, count, expected, found, system, upcA, kind
    }

    private enum Defect: String, Codable {
        case empty, invalidCharacter, wrongLength, checkDigit, upcENumberSystem, variableMeasure, missingLeadingZero
        case notMusic
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Defect.self, forKey: .defect) {
        case .empty: self = .empty
        case .invalidCharacter:
            let text = try container.decode(String.self, forKey: .character)
            guard let character = text.first, text.count == 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .character, in: container, debugDescription: "not one character")
            }
            self = .invalidCharacter(character)
        case .wrongLength: self = .wrongLength(try container.decode(Int.self, forKey: .count))
        case .checkDigit:
            self = .checkDigit(
                expected: try container.decode(Int.self, forKey: .expected),
                found: try container.decode(Int.self, forKey: .found))
        case .upcENumberSystem: self = .upcENumberSystem(try container.decode(Int.self, forKey: .system))
        case .variableMeasure: self = .variableMeasure
        case .missingLeadingZero: self = .missingLeadingZero(upcA: try container.decode(String.self, forKey: .upcA))
        case .notMusic: self = .notMusic(try container.decode(GTIN.Kind.self, forKey: .kind))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .empty: try container.encode(Defect.empty, forKey: .defect)
        case .invalidCharacter(let character):
            try container.encode(Defect.invalidCharacter, forKey: .defect)
            try container.encode(String(character), forKey: .character)
        case .wrongLength(let count):
            try container.encode(Defect.wrongLength, forKey: .defect)
            try container.encode(count, forKey: .count)
        case .checkDigit(let expected, let found):
            try container.encode(Defect.checkDigit, forKey: .defect)
            try container.encode(expected, forKey: .expected)
            try container.encode(found, forKey: .found)
        case .upcENumberSystem(let system):
            try container.encode(Defect.upcENumberSystem, forKey: .defect)
            try container.encode(system, forKey: .system)
        case .variableMeasure: try container.encode(Defect.variableMeasure, forKey: .defect)
        case .missingLeadingZero(let upcA):
            try container.encode(Defect.missingLeadingZero, forKey: .defect)
            try container.encode(upcA, forKey: .upcA)
        case .notMusic(let kind):
            try container.encode(Defect.notMusic, forKey: .defect)
            try container.encode(kind, forKey: .kind)
        }
    }
}
