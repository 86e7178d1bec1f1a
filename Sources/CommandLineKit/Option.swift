/// A field of a command's options that is also its command-line option: the field's type and
/// default, and beside them its names, help and parser (`OptionDeclaration`), written once.
///
///     @Option(.flag("json", short: "j", help: "Print JSON lines.", sets: true))
///     package var json = false
///
/// The command's table (`CommandSpec.options`) is read off these fields (`ParsableOptions`).
@propertyWrapper
package struct Option<Value: Sendable>: Sendable, Decodable {
    package var wrappedValue: Value
    /// Its spellings, in the order help lists them.
    let declarations: [OptionDeclaration<Value>]
    /// Whether the command line or the configuration set the field (`--pick` given, rather than
    /// the command's own default).
    package internal(set) var isGiven = false

    /// A field of default `wrappedValue` set by each of `declarations`.
    package init(wrappedValue: Value, _ declarations: OptionDeclaration<Value>...) {
        self.wrappedValue = wrappedValue
        self.declarations = declarations
    }

    /// `$field`: the field with its declaration, to ask `isGiven`.
    package var projectedValue: Self { self }

    /// Never called: `ParsableOptions.replacing` hands the field over as it is, and options are
    /// decoded from nothing else.
    package init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "an @Option field is made, not decoded"))
    }
}

/// What the options table needs of a field without knowing its value's type.
protocol DeclaredField {
    /// Its rows of `Options`' table, as the field called `name`.
    func specs<Options: ParsableOptions>(field name: String, of options: Options.Type) -> [OptionSpec<Options>]
}

extension Option: DeclaredField {
    func specs<Options: ParsableOptions>(field name: String, of options: Options.Type) -> [OptionSpec<Options>] {
        declarations.map { $0.spec(field: name, of: options) }
    }
}
