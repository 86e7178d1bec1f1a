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
