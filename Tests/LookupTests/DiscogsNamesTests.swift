import Testing

@testable import Lookup

@Suite struct DiscogsNamesTests {
    @Test(arguments: [
        ("The Seeds - Future", "The Seeds", "Future"),
        ("Nirvana (2) - Local Anaesthetic", "Nirvana", "Local Anaesthetic"),
        ("Kraftwerk* - Radio-Activity", "Kraftwerk", "Radio-Activity"),
        ("Prince (7)* - Live - 1999", "Prince", "Live - 1999"),
        ("Simon & Garfunkel - Bookends", "Simon & Garfunkel", "Bookends"),
        ("Eric B. & Rakim* / Nirvana (2) - Split", "Eric B. & Rakim / Nirvana", "Split"),
        ("Untitled", "", "Untitled"),
    ])
    func splitsArtistAndTitleAndCleansTheArtist(_ combined: String, _ artist: String, _ title: String) {
        let split = DiscogsNames.splitTitle(combined)
        #expect(split.artist == artist)
        #expect(split.title == title)
    }

    @Test func keepsParenthesesThatAreNotDisambiguation() {
        #expect(DiscogsNames.cleanArtist("Sunn O)))") == "Sunn O)))")
        #expect(DiscogsNames.cleanArtist("The Band (UK)") == "The Band (UK)")
        #expect(DiscogsNames.cleanArtist("*NSYNC") == "*NSYNC")
    }
}
