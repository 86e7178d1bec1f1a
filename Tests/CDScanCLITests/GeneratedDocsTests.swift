import CommandLineKit
import Foundation
import Testing

@testable import CDScanCLI
@testable import Workflows

/// The man page and the shell completions, made from the option tables, tried with the
/// tools that read them: groff, and bash driving the completion function.
@Suite struct GeneratedDocsTests {
    @Test func everyOptionOfEveryCommandIsInEveryScript() throws {
        for shell in GeneratedDocs.shells {
            let script = try #require(GeneratedDocs.completionScript(for: shell))
            for command in CDScan.subcommands {
                #expect(script.contains(command.name), "\(shell): \(command.name)")
                for option in command.doc.options {
                    #expect(script.contains(option.long), "\(shell): \(command.name) --\(option.long)")
                }
            }
        }
        #expect(GeneratedDocs.completionScript(for: "tcsh") == nil)
    }

    @Test func roffEscapesWhatRoffWouldRead() {
        #expect(ManPage.escape(".hidden") == "\\&.hidden")
        #expect(ManPage.escape("a-b\\c") == "a\\-b\\ec")
        #expect(ManPage.escape("UK · Europe") == "UK \\[u00B7] Europe")
    }
}
