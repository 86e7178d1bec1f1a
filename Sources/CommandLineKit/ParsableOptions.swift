/// A command's options whose fields declare the command-line options (`@Option`): the table
/// that parses them, `--help`, the man page and the completions are read off the fields, so each
/// option is written once, beside its type and default.
///
/// Parsing sets a field by its name, as swift-argument-parser does, through `Decodable`: the
/// options are made again from their own fields (`Mirror`), with the one field changed. Every
/// stored property is therefore an `@Option` field or `Decodable`; nothing else decodes them.
package protocol ParsableOptions: Decodable, Sendable {
    /// The options before the configuration and the command line set any.
    init()
}

extension ParsableOptions {
    /// The option table the fields declare, in the order they are declared.
    package static var declaredOptions: [OptionSpec<Self>] {
        Mirror(reflecting: Self()).children.flatMap { child -> [OptionSpec<Self>] in
            guard let label = child.label, let field = child.value as? any DeclaredField else { return [] }
            return field.specs(field: String(label.dropFirst()), of: Self.self)
        }
    }

    /// The `@Option` field called `name` (its property's name).
    func field<Value>(_ name: String) -> Option<Value> {
        guard let field = Mirror(reflecting: self).descendant("_" + name) as? Option<Value> else {
            preconditionFailure("\(Self.self) has no @Option field '\(name)' of \(Value.self)")
        }
        return field
    }

    /// These options with the field called `name` replaced by `field`.
    func replacing<Value>(field name: String, with field: Option<Value>) -> Self {
        var fields: [String: Any] = [:]
        for child in Mirror(reflecting: self).children {
            guard let label = child.label else { continue }
            // An @Option field is stored as "_name" and decoded as "name".
            fields[child.value is any DeclaredField ? String(label.dropFirst()) : label] = child.value
        }
        fields[name] = field
        do {
            return try Self(from: FieldDecoder(fields: fields))
        } catch {
            preconditionFailure("\(Self.self) is not made of its fields alone: \(error)")
        }
    }
}
