import Foundation

/// HTTP header fields in the order they were sent, looked up without regard to case.
package struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header line.
    package struct Field: Sendable, Equatable {
        package var name: String
        package var value: String
    }

    /// Every field, repeats included, in order.
    package private(set) var fields: [Field]

    package init(_ fields: [Field] = []) {
        self.fields = fields
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value of `name` (any case), or nil.
    package subscript(name: String) -> String? {
        let wanted = name.lowercased()
        return fields.first { $0.name.lowercased() == wanted }?.value
    }

    /// Every value of `name` (any case), in order.
    package func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// Whether a field named `name` (any case) is present.
    package func contains(_ name: String) -> Bool {
        self[name] != nil
    }

    /// Whether the comma-separated values of `name` hold `token` (any case), as in `Connection: close`.
    package func hasToken(_ token: String, in name: String) -> Bool {
        let wanted = token.lowercased()
        return values(name).contains { value in
            value.split(separator: ",").contains {
                $0.trimmingCharacters(in: .whitespaces).lowercased() == wanted
            }
        }
    }

    /// Appends a field, keeping any existing field of the same name.
    package mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every field named `name` (any case) with one field.
    package mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    /// Removes every field named `name` (any case).
    package mutating func remove(_ name: String) {
        let wanted = name.lowercased()
        fields.removeAll { $0.name.lowercased() == wanted }
    }

    package func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}
