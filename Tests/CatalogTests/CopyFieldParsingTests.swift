import Testing

@testable import Catalog

/// Each field of a copy's record: what is read, and what is refused with a line naming what is accepted.
@Suite struct CopyFieldParsingTests {
    @Test(arguments: [
        ("NM", Grade.nearMint), ("m-", .nearMint), ("near mint (nm or m-)", .nearMint), ("vg+", .veryGoodPlus),
        (" VG ", .veryGood), ("Mint (M)", .mint), ("g+", .goodPlus), ("G", .good), ("f", .fair), ("P", .poor),
    ])
    func gradesAreReadByFullNameOrShortFormInAnyCase(text: String, grade: Grade) throws {
        #expect(try Grade(parsing: text, for: .media) == grade)
        #expect(try Grade(parsing: text, for: .sleeve) == grade)
    }

    @Test func theSleeveAloneMayBeGenericNotGradedOrWithoutCover() throws {
        #expect(try Grade(parsing: "generic", for: .sleeve) == .generic)
        #expect(try Grade(parsing: "No Cover", for: .sleeve) == .noCover)
        #expect(throws: CopyFieldError.grade("Not Graded", part: .media)) {
            try Grade(parsing: "Not Graded", for: .media)
        }
    }

    @Test func anUnknownGradeIsRefusedNamingTheScale() {
        #expect(throws: CopyFieldError.grade("excellent", part: .media)) {
            try Grade(parsing: "excellent", for: .media)
        }
        let line = CopyFieldError.grade("x", part: .media).description
        #expect(line.contains("Near Mint (NM or M-)") && line.contains("VG+") && !line.contains("Generic"))
    }

    @Test func aLocationIsLevelsTrimmedAndContainsWholeLevelsOnly() throws {
        let place = try ShelfLocation(parsing: " Living room / Shelf A/3 ")
        #expect(place.levels == ["Living room", "Shelf A", "3"])
        #expect(place.description == "Living room/Shelf A/3")
        let shelf = try ShelfLocation(parsing: "Living room/Shelf A")
        #expect(shelf.contains(place) && shelf.contains(shelf))
        #expect(!place.contains(shelf))
        #expect(!(try ShelfLocation(parsing: "Living room/Shelf AB")).levels.elementsEqual(shelf.levels))
        #expect(!shelf.contains(try ShelfLocation(parsing: "Living room/Shelf AB/1")))
    }

    @Test(arguments: [
        "", "Shelf A//3", "Shelf A/", "/Shelf", "Shelf\u{7}A", "Shelf\nA", String(repeating: "x", count: 201),
    ])
    func aLocationWithAnEmptyLevelOrAControlCharacterIsRefused(text: String) {
        #expect(throws: CopyFieldError.location(text)) { try ShelfLocation(parsing: text) }
    }

    @Test func aPriceKeepsItsAmountExactlyAsTypedAndItsCurrencyInCapitals() throws {
        let price = try Price(parsing: "12.50 eur")
        #expect(price.amount == "12.50" && price.currency == "EUR")
        #expect(price.description == "12.50 EUR")
        #expect(try Price(parsing: "0.10  USD").amount == "0.10")
        #expect(try Price(parsing: "25 DEM").currency == "DEM", "a currency the euro replaced")
        #expect(try Price(parsing: "3.1415 CLP").amount == "3.1415")
    }

    @Test(arguments: [
        "12,50€", "12.50", "EUR", "12.50 EURO", "12.50 XYZ", "-3 EUR", "1e3 EUR", "12. EUR", ".5 EUR",
        "1.23456 EUR", "12.50 EUR extra",
    ])
    func aPriceWithoutAnAmountAndAKnownCurrencyIsRefused(text: String) {
        #expect(throws: CopyFieldError.price(text)) { try Price(parsing: text) }
    }

    @Test func aDateIsARealDay() throws {
        #expect(try PurchaseDate(parsing: "2026-03-14").description == "2026-03-14")
        #expect(try PurchaseDate(parsing: "2024-02-29").day == 29)
        #expect(try PurchaseDate(parsing: "2000-02-29").day == 29)
    }

    @Test(arguments: [
        "2026-13-01", "2026-02-29", "1900-02-29", "2026-04-31", "2026-3-14", "14/03/2026", "2026-03-14T10",
        "", "２０２６-03-14",
    ])
    func aDateThatIsNoDayIsRefused(text: String) {
        #expect(throws: CopyFieldError.date(text)) { try PurchaseDate(parsing: text) }
    }

    @Test func aRatingIsOneToFiveAndZeroClearsIt() throws {
        #expect(try Rating.parse("4") == 4)
        #expect(try Rating.parse("0") == nil)
        for text in ["7", "-1", "4.5", "four", ""] {
            #expect(throws: CopyFieldError.rating(text)) { try Rating.parse(text) }
        }
    }

    @Test func tagsAreTrimmedAndTheSameWhateverTheirCase() throws {
        #expect(try CopyTag.parse("  to sell ") == "to sell")
        for text in ["", "  ", "a;b", "tab\there", String(repeating: "t", count: 65)] {
            #expect(throws: CopyFieldError.tag(text)) { try CopyTag.parse(text) }
        }
        #expect(CopyTag.applying(added: ["Jazz", "live", "jazz"], removed: [], to: ["jazz"]) == ["jazz", "live"])
        #expect(CopyTag.applying(added: [], removed: ["JAZZ"], to: ["jazz", "live"]) == ["live"])
    }

    @Test func artistsAreFiledAsPeopleFileThem() {
        #expect(FilingName.key("The Beatles") == "beatles")
        #expect(FilingName.key("Nirvana (2)") == "nirvana")
        #expect(FilingName.key("A Tribe Called Quest") == "tribe called quest")
        #expect(FilingName.key("The The") == "the")
        #expect(FilingName.key("Theatre of Tragedy") == "theatre of tragedy")
    }
}
