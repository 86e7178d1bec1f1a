import Catalog
import CommandLineKit
import Terminal

extension OptionDeclaration {
    /// A field of a copy's record `items edit` sets: `parse` reads the value ('' clears the field);
    /// a refused value is a usage error naming the option and what it accepts.
    package static func copyField<Field: Sendable & Equatable>(
        _ long: String, _ valueName: String, help: String,
        parse: @escaping @Sendable (String) throws(CopyFieldError) -> Field
    ) -> Self where Value == CopyEdit.Change<Field>? {
        .value(long, valueName, help: help) { text throws(UsageError) in
            guard !text.isEmpty else { return .clear }
            do throws(CopyFieldError) {
                return .set(try parse(text))
            } catch {
                throw UsageError.refused(error, option: long)
            }
        }
    }
}

extension OptionDeclaration where Value == ShelfLocation? {
    /// `--location PLACE`: a place, levels separated by "/"; `help` says what the command does with it.
    package static func location(help: String) -> Self {
        .value("location", "place", help: help) { text throws(UsageError) in
            do throws(CopyFieldError) {
                return try ShelfLocation(parsing: text)
            } catch {
                throw UsageError.refused(error, option: "location")
            }
        }
    }
}

extension OptionDeclaration where Value == Grade? {
    /// `--media GRADE`: a grade of a copy's media, as `items edit --media` reads it.
    package static func mediaGrade(help: String) -> Self {
        .value("media", "grade", help: help) { text throws(UsageError) in
            do throws(CopyFieldError) {
                return try Grade(parsing: text, for: .media)
            } catch {
                throw UsageError.refused(error, option: "media")
            }
        }
    }
}

extension OptionDeclaration where Value == ItemOrder? {
    /// `--sort artist|title|year|added|location|rating|paid|value`.
    package static var itemOrder: Self {
        let names = ItemOrder.allCases.map(\.rawValue)
        return .value(
            "sort", "order",
            help: "Sort by \(names.joined(separator: ", ")) (artists as filed: The Beatles under B; "
                + "value: the most valuable first, by the prices 'cdscan value' kept).", choices: names
        ) { text throws(UsageError) in
            guard let order = ItemOrder(rawValue: text) else {
                throw UsageError(
                    "'--sort' is one of \(names.joined(separator: ", ")), not '\(Displayable.escaped(text))'")
            }
            return order
        }
    }
}

extension OptionDeclaration where Value == [String] {
    /// A repeatable tag option (`--tag`, `--untag`).
    package static func tag(_ long: String, help: String) -> Self {
        .adding(long, "tag", help: help) { tags, text throws(UsageError) in
            do throws(CopyFieldError) {
                tags.append(try CopyTag.parse(text))
            } catch {
                throw UsageError.refused(error, option: long)
            }
        }
    }
}

extension UsageError {
    /// `--option`'s value `error` refused, and what the option accepts.
    package static func refused(_ error: CopyFieldError, option: String) -> UsageError {
        UsageError("'--\(option)' does not take '\(Displayable.escaped(error.value))': \(error)")
    }
}
