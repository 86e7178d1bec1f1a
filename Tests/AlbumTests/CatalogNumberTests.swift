import Testing

@testable import Album

@Suite struct CatalogNumberTests {
    @Test(arguments: ["CDWIK2 312", "cdwik2 312", "CDWIK2-312", "CDWIK2312", "c.d.w.i.k.2 3-1-2", "  CDWIK2   312 "])
    func spellingsDifferingInCaseSpacesDashesAndDotsAreTheSameNumber(_ spelling: String) throws {
        let number = try #require(CatalogNumber("CDWIK2 312"))
        #expect(number.matches(spelling))
        #expect(try #require(CatalogNumber(spelling)).key == "CDWIK2312")
    }

    @Test(arguments: ["CDWIK2 313", "CDWIK 312", "CDWIK2 312 A", ""])
    func otherNumbersDoNotMatch(_ other: String) throws {
        #expect(!(try #require(CatalogNumber("CDWIK2 312"))).matches(other))
    }

    @Test func theTypedTextIsKeptWithSingleSpaces() throws {
        #expect(try #require(CatalogNumber("  CDP  7 46441   2 ")).text == "CDP 7 46441 2")
    }

    @Test(arguments: ["", "   ", "- . -", String(repeating: "A1", count: 21), "CD\"312", "CD;312", "CD\n312x\u{0}"])
    func whatCannotBeACatalogueNumberIsRefused(_ text: String) {
        #expect(CatalogNumber(text) == nil)
    }

    @Test(arguments: ["CDWIK2 312", "DGCD-24425", "CDP 7 46441 2", "sr-1234"])
    func typedTextWithLettersAndDigitsReadsAsACatalogueNumber(_ text: String) {
        #expect(CatalogNumber(typed: text) != nil)
    }

    @Test(arguments: ["029667431225", "0 29667 43122 5", "Revolver", "", "12-34"])
    func digitsAloneOrWordsAloneDoNot(_ text: String) {
        #expect(CatalogNumber(typed: text) == nil)
    }
}
