import Foundation
import Settings
import Testing

@testable import CDScanCLI
@testable import Workflows

@Suite struct DotEnvTests {
    @Test func readsTheUsualForms() {
        let text = """
            # a comment
            DISCOGS_TOKEN=abc123
            export DISCOGS_API_URL="http://127.0.0.1:8080"
            QUOTED='single # not a comment'
            TRAILING=value # a comment
            ESCAPED="line\\nnext \\"q\\""
            EMPTY=

            """
        let parsed = DotEnv.parse(text)
        #expect(parsed.badLines.isEmpty)
        #expect(parsed.values["DISCOGS_TOKEN"] == "abc123")
        #expect(parsed.values["DISCOGS_API_URL"] == "http://127.0.0.1:8080")
        #expect(parsed.values["QUOTED"] == "single # not a comment")
        #expect(parsed.values["TRAILING"] == "value")
        #expect(parsed.values["ESCAPED"] == "line\nnext \"q\"")
        #expect(parsed.values["EMPTY"] == "")
    }

    @Test func reportsLinesItCannotRead() {
        let parsed = DotEnv.parse("GOOD=1\nnot an assignment\n1BAD=2\nOPEN=\"unterminated\r\nALSO_GOOD=2\r\n")
        #expect(parsed.badLines == [2, 3, 4])
        #expect(parsed.values == ["GOOD": "1", "ALSO_GOOD": "2"])
    }
}
