import Barcode
import DumpIndex
import Testing

/// Which releases the index keeps: those with an identifier of type `Barcode` (white space
/// around the type aside), whatever releases without one stand between them; the others
/// are counted and read past.
@Suite struct DumpBarcodeReleaseTests {
    static func release(_ id: Int, title: String, identifiers: String) -> String {
        """
        <release id="\(id)" status="Accepted"><artists><artist><id>1</id><name>Artist \(id)</name><anv></anv>\
        <join></join><role></role><tracks></tracks></artist></artists><title>\(title)</title>\
        <labels><label name="Label" catno="CAT \(id)" id="2"/></labels><formats><format name="CD" qty="1" text="">\
        <descriptions><description>Album</description></descriptions></format></formats>\
        <genres><genre>Rock</genre></genres><country>UK</country><released>1999</released>\
        <identifiers>\(identifiers)</identifiers></release>
        """
    }

    static let dump = """
        <?xml version="1.0" encoding="UTF-8"?>
        <releases>
        \(release(1, title: "Matrix only", identifiers: #"<identifier type="Matrix / Runout" value="5099750442227"/>"#))
        \(release(2, title: "Spaced type", identifiers: #"<identifier type=" Barcode&#10;" value="5099750442227"/>"#))
        \(release(3, title: "Plural type", identifiers: #"<identifier type="Barcodes" value="724384960650"/>"#))
        \(release(4, title: "None", identifiers: ""))
        \(release(5, title: "Second barcode", identifiers: #"<identifier type="Label Code" value="LC 0542"/><identifier type="Barcode" value="0 7777-46001-2 5"/>"#))
        \(release(6, title: "Empty value", identifiers: #"<identifier type="Barcode" value=""/>"#))
        </releases>
        """

    @Test func keepsTheReleasesWithABarcodeIdentifier() throws {
        let scratch = try ScratchDirectory()
        let status = try scratch.importDump(try scratch.write("barcodes.xml", Self.dump), date: "2025-11-01")
        #expect(status.counts.releasesRead == 6)
        #expect(status.counts.releases == 3)  // 2, 5 and 6 (which has no value to match)
        #expect(status.counts.barcodes == 2)
        let index = try DumpIndex(path: scratch.indexPath)
        let spaced = try index.albums(for: try GTIN(parsing: "5099750442227"))
        #expect(spaced.map(\.title) == ["Spaced type"])
        #expect(spaced.first?.artist == "Artist 2")
        let second = try index.albums(for: try GTIN(parsing: "077774600125"))
        #expect(second.map(\.title) == ["Second barcode"])
        #expect(second.first?.catalogNumber == "CAT 5")
        #expect(try index.albums(for: try GTIN(parsing: "724384960650")).isEmpty)
    }
}
