import CommandLineKit
import Settings
import Terminal
import Workflows

/// `cdscan --generate-completion-script bash|zsh|fish` and `cdscan --generate-manpage`:
/// the shell completions and the man page, made from the option tables `--help` uses.
enum GeneratedDocs {
    static let shells = ["bash", "zsh", "fish"]

    /// The completion script for `shell`; nil for a shell cdscan has none for.
    static func completionScript(for shell: String) -> String? {
        let top = topLevel
        let commands = CDScan.subcommands.map(\.doc)
        switch shell {
        case "bash": return BashCompletion.script(top, commands)
        case "zsh": return ZshCompletion.script(top, commands)
        case "fish": return FishCompletion.script(top, commands)
        default: return nil
        }
    }

    /// `cdscan` itself: its spec and the options only the top level has.
    static var topLevel: CommandDoc {
        var doc = CommandDoc(CDScan.spec)
        doc.options.append(.init(long: "version", short: "V", valueName: nil, help: "Show the version."))
        return doc
    }

    /// cdscan(1).
    static func manPage() -> String {
        ManPage.page(
            topLevel, CDScan.subcommands.map(\.doc), version: CDScanVersion.version,
            environment: Settings.documentedVariables, exitStatuses: ExitCode.documented.map { ($0.rawValue, $1) })
    }

    /// Runs the generator `arguments` ask for; nil when they ask for none.
    static func run(_ arguments: [String], console: Console) -> ExitCode? {
        switch arguments.first {
        case "--generate-manpage":
            console.out(manPage())
            return .success
        case "--generate-completion-script":
            guard arguments.count == 2, let script = completionScript(for: arguments[1]) else {
                return CDScan.usageFailure(
                    UsageError("'--generate-completion-script' needs one of bash, zsh or fish"), console)
            }
            console.out(script)
            return .success
        default:
            return nil
        }
    }
}
