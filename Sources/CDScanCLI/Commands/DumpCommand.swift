import Basics
import CommandLineKit
import DumpIndex
import Workflows

/// `cdscan dump import|status|remove`: the offline index built from Discogs' monthly data dump.
enum DumpCommand {
    /// The actions, in the order `cdscan dump --help` lists them.
    static let actions: [Subcommand] = [
        DumpImportCommand.subcommand,
        DumpStatusCommand.subcommand,
        DumpRemoveCommand.subcommand,
    ]

    static let spec = CommandSpec<Void>(
        name: "dump", abstract: "Look barcodes up offline in an index of Discogs' monthly data dump.",
        positionals: .subcommand,
        discussion: """
            The dumps are at https://data.discogs.com/ (CC0); the file to import is
            discogs_YYYYMMDD_releases.xml.gz. The index lives beside the catalogue, in
            $XDG_DATA_HOME/cdscan/discogs-dump.sqlite (default ~/.local/share/cdscan), or
            where --index or CDSCAN_DUMP_INDEX says; lookup, scan, catalog and items
            import/refresh take the same --index to ask an index kept elsewhere.
            """)

    /// The `dump` entry of the top-level table: dispatches to an action by its name.
    static let subcommand = Subcommand.group(spec, actions: actions)

    /// The index `--index` names (relative to the current directory), else the default beside the catalogue.
    static func indexPath(_ option: String?, context: CommandContext) -> String {
        option.map { FilePaths.resolve($0, in: context.directory) }
            ?? DumpIndex.defaultPath(environment: context.environment)
    }

}

/// The options every `dump` action has.
protocol DumpIndexOptions: Sendable {
    /// `--index`: the index file; nil: the default.
    var index: String? { get }
}

extension OptionDeclaration where Value == String? {
    /// `--index PATH`, shared by the `dump` actions.
    static var dumpIndexFile: Self {
        .text("index", "path", help: "The index file (default: discogs-dump.sqlite beside the catalogue).")
    }
}
