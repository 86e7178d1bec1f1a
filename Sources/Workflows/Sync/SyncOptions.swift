import Cataloging
import CommandLineKit

/// What `cdscan sync` was asked to do, as its command line set it: each field declares its option.
package struct SyncOptions: ParsableOptions {
    /// `--dry-run`: print the plan; send no POST or DELETE, write nothing here.
    @Option(.flag("dry-run", help: "Print what would be done on each side; change nothing on either.", sets: true))
    package var dryRun = false
    /// `--json`: one JSON object per change, then a summary object.
    @Option(.flag("json", help: "Print one JSON object per change planned or done, then a summary.", sets: true))
    package var json = false
    /// `--prefer local|remote`: how every conflict is settled; nil: conflicts are listed and left.
    @Option(
        .value(
            "prefer", "local|remote", help: "Settle every conflict with the catalogue's (local) or Discogs' value.",
            choices: SyncPreference.allCases.map(\.rawValue), shown: { $0?.rawValue ?? "none: conflicts listed" }
        ) { text throws(UsageError) -> SyncPreference? in
            guard let preference = SyncPreference(rawValue: text) else {
                throw UsageError("'--prefer' is local or remote, not '\(text)'")
            }
            return preference
        })
    package var prefer: SyncPreference? = nil
    /// `--delete`: carry out removals made on one side since the last sync.
    @Option(
        .flag(
            "delete", help: "Remove here what was removed on Discogs, and there what was removed here.", sets: true))
    package var delete = false
    /// `--no-progress` clears it: no progress bar on stderr.
    @Option(.noProgress) package var progress = true
    /// `--db`: the catalog database; nil: the default path under $XDG_DATA_HOME.
    @Option(.database) package var database: String? = nil

    /// The defaults, before the configuration and the command line.
    package init() {}
}
