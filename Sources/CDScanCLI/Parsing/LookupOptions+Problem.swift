import CommandLineKit
import Workflows

extension LookupOptions {
    /// What is wrong with the combination of options, if anything.
    func problem(command: String) -> UsageError? {
        if extras.folder != nil, !extras.addToCollection {
            return UsageError(
                "'--folder' says where --add-to-collection adds; add --add-to-collection", command: command)
        }
        if extras.addToCollection, sources.source == .musicbrainz {
            return UsageError(
                "'--add-to-collection' adds Discogs releases, so it cannot go with --source musicbrainz",
                command: command)
        }
        return nil
    }
}
