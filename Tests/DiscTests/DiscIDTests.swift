import Barcode
import Testing

@testable import Disc

/// Disc IDs computed by libdiscid from tables of contents whose disc IDs MusicBrainz publishes.
@Suite struct DiscIDTests {
    /// The example of MusicBrainz' web service documentation (/ws/2/discid): Nirvana's "Nevermind".
    static let nevermind = "1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597"
    /// libdiscid's own test vector, a disc in the MusicBrainz database (Dark Tranquillity, "Fiction").
    static let fiction = "1 10 206535 150 18901 39738 59557 79152 100126 124833 147278 166336 182560"

    @Test(arguments: [
        (nevermind, "I5l9cCSFccLKFEKS.7wqSZAorPU-"),
        (fiction, "Wn8eRBtfLDfM0qjYPdxrz.Zjs_U-"),
    ])
    func discIDIsTheOneMusicBrainzPublishes(toc: String, expected: String) throws {
        let disc = try DiscID.disc(for: TableOfContents(parsing: toc))
        #expect(disc.id == expected)
        #expect(disc.toc.description == toc)
        #expect(disc.mcn == nil)
        #expect(disc.device == nil)
    }

    @Test func theFakeMusicBrainzStubIDIsTheOneLibdiscidComputes() throws {
        // Fixtures/musicbrainz/make_disc_fixtures.py computes it itself; both must agree.
        let disc = try DiscID.disc(for: TableOfContents(parsing: "1 4 61234 150 15210 30977 46011"))
        #expect(disc.id == "VzlD4EpLYyi6YhhJF5FA2UL.cK8-")
    }

    @Test func freedbIDComesWithIt() throws {
        // libdiscid's test vector also names the freedb id.
        let disc = try DiscID.disc(for: TableOfContents(parsing: Self.fiction))
        #expect(disc.freedbID == "830abf0a")
    }

    @Test func urlFormWithPlusSignsIsTheSameTable() throws {
        let plus = Self.nevermind.replacingOccurrences(of: " ", with: "+")
        #expect(try TableOfContents(parsing: plus) == TableOfContents(parsing: Self.nevermind))
    }

    @Test func aFirstTrackAfterOneKeepsItsNumber() throws {
        let toc = try TableOfContents(parsing: "3 5 90000 150 30000 60000")
        let disc = try DiscID.disc(for: toc)
        #expect(disc.toc == toc)
        #expect(disc.toc.trackCount == 3)
        #expect(disc.id.count == 28)
        #expect(disc.id != (try DiscID.disc(for: TableOfContents(parsing: "1 3 90000 150 30000 60000")).id))
    }

    @Test func lengthAndCount() throws {
        let toc = try TableOfContents(parsing: Self.nevermind)
        #expect(toc.trackCount == 12)
        #expect(toc.seconds == (267257 - 150) / 75)
    }
}

@Suite struct TableOfContentsErrorTests {
    @Test(arguments: [
        ("", "expected FIRST LAST LEADOUT and one offset per track"),
        ("1 1 5000", "expected FIRST LAST LEADOUT and one offset per track"),
        ("1 2 9000 150 x", "\"x\" is not a whole number of sectors"),
        ("1 2 9000 150 -4", "\"-4\" is not a whole number of sectors"),
        ("1 3 9000 150 4000", "tracks 1 to 3 need 3 offsets, not 2"),
        ("0 2 9000 150 4000", "track numbers go from 1 to 99 and the first is not after the last"),
        ("3 2 9000 150 4000", "track numbers go from 1 to 99 and the first is not after the last"),
        ("1 100 9000 150", "track numbers go from 1 to 99 and the first is not after the last"),
        ("1 2 9000 4000 150", "the track offsets must increase"),
        ("1 2 3000 150 4000", "the lead-out must come after the last track and within 99 minutes"),
        ("1 2 999999 150 4000", "the lead-out must come after the last track and within 99 minutes"),
    ])
    func badTablesSayWhy(text: String, reason: String) {
        #expect(throws: DiscError.self) { try TableOfContents(parsing: text) }
        do {
            _ = try TableOfContents(parsing: text)
        } catch {
            guard case .invalidTOC(_, let said) = error else {
                Issue.record("not invalidTOC: \(error)")
                return
            }
            #expect(said == reason)
        }
    }
}

@Suite struct MCNTests {
    func disc(mcn: String?) throws -> Disc {
        let toc = try TableOfContents(parsing: DiscIDTests.fiction)
        return Disc(toc: toc, id: "x", freedbID: "y", mcn: mcn, device: "/dev/sr0")
    }

    @Test(arguments: ["0000000000000", "", "   "])
    func allZerosOrEmptyIsNoMCN(_ mcn: String) throws {
        #expect(try disc(mcn: mcn).mcn == nil)
        #expect(try disc(mcn: mcn).barcode == nil)
    }

    @Test func aValidMCNIsABarcode() throws {
        let read = try disc(mcn: "0720642442524")
        #expect(read.mcn == "0720642442524")
        #expect(read.barcode == (try GTIN(parsing: "720642442524")))
    }

    @Test func anMCNWithABadCheckDigitIsKeptButIsNoBarcode() throws {
        let read = try disc(mcn: "0720642442525")
        #expect(read.mcn == "0720642442525")
        #expect(read.barcode == nil)
    }
}
