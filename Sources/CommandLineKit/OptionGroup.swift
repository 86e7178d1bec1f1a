/// A field of a command's options that includes a group of options declared once, as the `@Option`
/// fields of a struct of their own, which several commands share (swift-argument-parser's
/// `@OptionGroup`). The command's table lists the group's options where the field stands, in the
/// group's order; parsing one sets it in the group.
///
///     @OptionGroup package var sources = SourceOptions()
///     @OptionGroup(help: ["pick": "Several CDs on one barcode: ..."]) package var choice = ReleaseChoiceOptions()
///
/// The field's default is the command's (a group's option may default otherwise in one command),
/// and `help` gives an option of the group this command's own words, by its long name.
@propertyWrapper
package struct OptionGroup<Group: ParsableOptions>: Sendable, Decodable {
    package var wrappedValue: Group
    /// This command's help of some of the group's options, by long name; the others keep the group's.
    let helps: [String: String]

    /// The group, as `wrappedValue` sets it, with the help of the options `helps` names replaced.
    package init(wrappedValue: Group = Group(), help helps: [String: String] = [:]) {
        self.wrappedValue = wrappedValue
        self.helps = helps
    }

    /// Never called: `ParsableOptions.replacing` hands the field over as it is.
    package init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "an @OptionGroup field is made, not decoded"))
    }
}

extension OptionGroup: DeclaredField {
    /// The group's rows, each made a row of `Options`' table that rewrites the group in the field
    /// called `name`.
    func specs<Options: ParsableOptions>(field name: String, of options: Options.Type) -> [OptionSpec<Options>] {
        let rows = Group.declaredOptions
        let unknown = Set(helps.keys).subtracting(rows.map(\.long))
        precondition(unknown.isEmpty, "\(Group.self) has no option \(unknown.sorted()) to give a help of its own")
        return rows.map { row in
            var spec = OptionSpec<Options>(
                long: row.long, short: row.short, valueName: row.valueName, help: helps[row.long] ?? row.help
            ) { options, text throws(UsageError) in
                var field: Self = options.field(name)
                try row.apply(&field.wrappedValue, text)
                options = options.replacing(field: name, with: field)
            }
            if let shown = row.defaultValue {
                spec.defaultValue = { options in
                    let field: Self = options.field(name)
                    return shown(field.wrappedValue)
                }
            }
            spec.choices = row.choices
            return spec
        }
    }
}
