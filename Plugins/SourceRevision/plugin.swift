import Foundation
import PackagePlugin

/// Writes `SourceRevision.swift` (the git commit cdscan is built from) before every build.
///
/// A prebuild command, so that plain `swift build` names the revision too, with
/// no script around it and no outside package. It runs `scripts/source-revision.sh`
/// through /bin/sh (a prebuild command may only run tools that already exist);
/// the script rewrites the file only when the revision changed, so an unchanged
/// checkout recompiles nothing.
@main
struct SourceRevision: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated")
        let script = context.package.directoryURL.appending(path: "scripts/source-revision.sh")
        return [
            .prebuildCommand(
                displayName: "Recording the source revision",
                executable: URL(filePath: "/bin/sh"),
                arguments: [
                    script.path(percentEncoded: false), context.package.directoryURL.path(percentEncoded: false),
                    output.appending(path: "SourceRevision.swift").path(percentEncoded: false),
                ],
                outputFilesDirectory: output)
        ]
    }
}
