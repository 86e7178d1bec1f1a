import CommandLineKit
import Lookup
import Presentation
import Workflows

extension OptionSpec where Options: LookupOptions {
    /// `--source auto|dump|discogs|musicbrainz`.
    static func source(command: String) -> Self {
        .value(
            "source", SourceChoice.valueName(SourceChoice.allCases),
            help: "Which databases to ask: the data dump index when there is one, then Discogs, then MusicBrainz "
                + "for what is still not found (auto, the default; no Discogs without DISCOGS_TOKEN), or one of "
                + "them (dump: the index from 'cdscan dump import' alone)."
        ) { options, text throws(UsageError) in
            options.source = try .parsing(text, among: SourceChoice.allCases, command: command)
        }.defaulting { $0.source.rawValue }
    }

    /// `--index PATH`: the dump index to ask, one `cdscan dump import --index PATH` made.
    static var dumpIndex: Self {
        .value(
            "index", "path",
            help: "The dump index to ask, as made by 'cdscan dump import --index' (default: "
                + "discogs-dump.sqlite beside the catalogue, when there is one)."
        ) { options, text in options.dumpIndex = text }
    }

    /// `--details`.
    static func details(help: String) -> Self {
        .flag("details", help: help) { $0.extras.details = true }
    }

    /// `--add-to-collection`.
    static var addToCollection: Self {
        .flag(
            "add-to-collection",
            help: "Add the chosen Discogs release to your Discogs collection unless it is there already "
                + "(needs DISCOGS_TOKEN)."
        ) { $0.extras.addToCollection = true }
    }

    /// `--folder`.
    static var folder: Self {
        .value(
            "folder", "name|id",
            help: "The collection folder for --add-to-collection, by name or number."
        ) { options, text in options.extras.folder = text }.defaulting { $0.extras.folder ?? "1, Uncategorized" }
    }

    /// `--pick best|ask|all`, with the command's own help.
    static func pick(command: String, help: String) -> Self {
        .value("pick", "best|ask|all", help: help) { options, text throws(UsageError) in
            guard let mode = PickMode(rawValue: text) else {
                throw UsageError("'--pick' is best, ask or all, not '\(text)'", command: command)
            }
            options.pick = mode
        }.defaulting { $0.pick.rawValue }
    }
}

extension OptionSpec {
    /// The same option, doing `more` to the options after its own parsing.
    func also(_ more: @escaping @Sendable (inout Options) -> Void) -> Self {
        var spec = self
        let apply = self.apply
        spec.apply = { options, text throws(UsageError) in
            try apply(&options, text)
            more(&options)
        }
        return spec
    }
}

extension LookupOptions {
    /// What is wrong with the combination of options, if anything.
    func problem(command: String) -> UsageError? {
        if extras.folder != nil, !extras.addToCollection {
            return UsageError(
                "'--folder' says where --add-to-collection adds; add --add-to-collection", command: command)
        }
        if extras.addToCollection, source == .musicbrainz {
            return UsageError(
                "'--add-to-collection' adds Discogs releases, so it cannot go with --source musicbrainz",
                command: command)
        }
        return nil
    }
}
