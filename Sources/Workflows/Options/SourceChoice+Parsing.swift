import CommandLineKit
import Lookup
import Terminal

extension SourceChoice {
    /// `--source`'s placeholder for a command that asks only `choices`: "auto|discogs|musicbrainz".
    package static func valueName(_ choices: [SourceChoice]) -> String {
        choices.map(\.rawValue).joined(separator: "|")
    }

    /// `--source TEXT` for a command that asks only `choices` (in the order the error names them);
    /// `note` says why the others are not among them.
    package static func parsing(_ text: String, among choices: [SourceChoice], note: String = "")
        throws(UsageError) -> SourceChoice
    {
        guard let choice = SourceChoice(rawValue: text), choices.contains(choice) else {
            let names = choices.map(\.rawValue)
            let listed = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw UsageError("'--source' is \(listed), not '\(Displayable.escaped(text))'\(note)")
        }
        return choice
    }
}
