import Catalog
import Disc
import Testing

@testable import Cataloging

/// A stored disc whose table of contents no longer parses is a damaged item carrying Disc's own
/// error, typed (this target does not link Presentation's words).
@Suite struct DamagedDiscTests {
    @Test func aDiscWhoseTableOfContentsDoesNotParseCarriesTheDiscError() {
        let code = PendingCode(kind: .discID, code: "I5l9cCSFccLKFEKS.7wqSZAorPU-", toc: "1 2 x")
        let expected = DiscError.invalidTOC("1 2 x", reason: "expected FIRST LAST LEADOUT and one offset per track")
        #expect(
            throws: CatalogError.damagedItem(path: "cat.sqlite", barcode: code.code, damage: .tableOfContents(expected))
        ) {
            try BatchSubject.pending(code, path: "cat.sqlite")
        }
    }
}
