/// One command-line spelling of an options field: its names, help, and what it does to the
/// field's value. An `@Option` field holds one or more (`--once` and `--continuous` set one field).
package struct OptionDeclaration<Value: Sendable>: Sendable {
    package var long: String
    package var short: Character?
    /// The value's placeholder in help ("seconds"); nil for a flag.
    package var valueName: String?
    package var help: String
    /// What the option does to the field, given its text ("" for a flag).
    var update: @Sendable (inout Value, String) throws(UsageError) -> Void
    /// The default as `--help` shows it, from the field's default value; nil: none shown.
    var shown: (@Sendable (Value) -> String)?
    /// The words the value is one of, for the completions, when the placeholder does not list them.
    var choices: [String]?
    /// What to say when the command line lacks it; nil: it may be left out (`required(_:)`).
    var whenMissing: String?

    /// This option as one the command cannot run without: the parser refuses a command line
    /// that lacks it with `whenMissing` ("say which place to check: --location PLACE"), and
    /// USAGE shows it without brackets.
    package func required(_ whenMissing: String) -> Self {
        var declaration = self
        declaration.whenMissing = whenMissing
        return declaration
    }

    /// A flag: present or not; present, it sets the field to `value`.
    package static func flag(_ long: String, short: Character? = nil, help: String, sets value: Value) -> Self {
        OptionDeclaration(long: long, short: short, valueName: nil, help: help) { field, _ in field = value }
    }

    /// An option whose value `parse` reads; the field becomes what it returns. `shown` words the
    /// default for `--help` ("(default: 6h)"); `choices` are what the shells offer.
    package static func value(
        _ long: String, short: Character? = nil, _ valueName: String, help: String, choices: [String]? = nil,
        shown: (@Sendable (Value) -> String)? = nil,
        parse: @escaping @Sendable (String) throws(UsageError) -> Value
    ) -> Self {
        OptionDeclaration(long: long, short: short, valueName: valueName, help: help, shown: shown, choices: choices) {
            field, text throws(UsageError) in field = try parse(text)
        }
    }

    /// A repeatable option: each time it is given, `add` adds its value to the field.
    package static func adding(
        _ long: String, short: Character? = nil, _ valueName: String, help: String, choices: [String]? = nil,
        add: @escaping @Sendable (inout Value, String) throws(UsageError) -> Void
    ) -> Self {
        OptionDeclaration(
            long: long, short: short, valueName: valueName, help: help, shown: nil, choices: choices, update: add)
    }

    private init(
        long: String, short: Character?, valueName: String?, help: String, shown: (@Sendable (Value) -> String)? = nil,
        choices: [String]? = nil, update: @escaping @Sendable (inout Value, String) throws(UsageError) -> Void
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.shown = shown
        self.choices = choices
        self.update = update
    }
}

extension OptionDeclaration where Value == String? {
    /// An option whose value is kept as typed (a path, a name); `shown` words the default.
    package static func text(
        _ long: String, short: Character? = nil, _ valueName: String, help: String,
        shown: (@Sendable (Value) -> String)? = nil
    ) -> Self {
        .value(long, short: short, valueName, help: help, shown: shown) { text in text }
    }
}

extension OptionDeclaration {
    /// This spelling as a row of `Options`' table: parsing it rewrites the field called `name`.
    func spec<Options: ParsableOptions>(field name: String, of _: Options.Type) -> OptionSpec<Options> {
        var spec = OptionSpec<Options>(long: long, short: short, valueName: valueName, help: help) {
            options, text throws(UsageError) in
            var field: Option<Value> = options.field(name)
            try update(&field.wrappedValue, text)
            field.isGiven = true
            options = options.replacing(field: name, with: field)
        }
        if let shown {
            spec.defaultValue = { options in
                let field: Option<Value> = options.field(name)
                return shown(field.wrappedValue)
            }
        }
        spec.choices = choices
        spec.whenMissing = whenMissing
        return spec
    }
}
