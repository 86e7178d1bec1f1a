/// Decoding helpers for JSON that real services shape loosely.
///
/// Discogs omits keys, sends numbers as strings ("year": "2013") and strings
/// as numbers, and uses null for nothing. These read a value when it is there
/// in any reasonable form and give nil otherwise, so that one odd field never
/// costs the whole response.
extension KeyedDecodingContainer {
    func lenientString(_ key: Key) -> String? {
        if let text = try? decodeIfPresent(String.self, forKey: key) { return text }
        if let number = try? decodeIfPresent(Int.self, forKey: key) { return String(number) }
        if let number = try? decodeIfPresent(Double.self, forKey: key) { return String(number) }
        return nil
    }

    func lenientInt(_ key: Key) -> Int? {
        if let number = try? decodeIfPresent(Int.self, forKey: key) { return number }
        if let text = try? decodeIfPresent(String.self, forKey: key) {
            return Int(text.trimmingCharacters(in: .whitespaces))
        }
        if let number = try? decodeIfPresent(Double.self, forKey: key), number.isFinite, abs(number) < 1e15 {
            return Int(number)
        }
        return nil
    }

    /// An array of strings; a lone string becomes a one-element array, and
    /// elements that are not strings or numbers are skipped.
    ///
    /// The array is tried first, as it nearly always is one: each type that does not match
    /// costs a thrown `DecodingError`, which costs more than the rest of the field.
    func lenientStrings(_ key: Key) -> [String] {
        if let values = try? decodeIfPresent([LenientScalar].self, forKey: key) { return values.compactMap(\.text) }
        return lenientString(key).map { [$0] } ?? []
    }

    func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        (try? decodeIfPresent(T.self, forKey: key)) ?? nil
    }

    /// The elements that decode of the array a response must have (its results, its folders):
    /// without it the body is not that response, so a missing key or a non-array throws.
    func requiredElements<Element: Decodable>(_ key: Key) throws -> [Element] {
        try decode(LenientArray<Element>.self, forKey: key).elements
    }
}

/// One JSON value that is kept when it is a string or a number.
struct LenientScalar: Decodable {
    let text: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.text = text
        } else if let number = try? container.decode(Int.self) {
            self.text = String(number)
        } else {
            self.text = nil
        }
    }
}

/// Decodes each element on its own, keeping the ones that decode.
struct LenientArray<Element: Decodable>: Decodable {
    let elements: [Element]

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                // Step over the element that did not decode.
                _ = try? container.decode(LenientScalar.self)
            }
        }
        self.elements = elements
    }
}
