/// A command's options whose fields declare the command-line options (`@Option`): the table
/// that parses them, `--help`, the man page and the completions are read off the fields, so each
/// option is written once, beside its type and default.
///
/// Options several commands share are declared once as a group (`@OptionGroup`), a struct of
/// `ParsableOptions` of its own that a command's options include as a field.
///
/// Parsing sets a field by its name, as swift-argument-parser does, through `Decodable`: the
/// options are made again from their own fields (`Mirror`), with the one field changed. Every
/// stored property is therefore an `@Option` or `@OptionGroup` field or `Decodable`; nothing else
/// decodes them.
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

    /// The `@Option` or `@OptionGroup` field called `name` (its property's name).
    func field<Field: DeclaredField>(_ name: String) -> Field {
        guard let field = Mirror(reflecting: self).descendant("_" + name) as? Field else {
            preconditionFailure("\(Self.self) has no field '\(name)' of \(Field.self)")
        }
        return field
    }

    /// These options with the field called `name` replaced by `field`.
    func replacing(field name: String, with field: some DeclaredField) -> Self {
        var fields: [String: Any] = [:]
        for child in Mirror(reflecting: self).children {
            guard let label = child.label else { continue }
            // An @Option or @OptionGroup field is stored as "_name" and decoded as "name".
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
