/// The ISO 4217 currency codes a price may carry: those in use, and the ones the euro
/// replaced (a collection holds discs bought in marks and francs).
/// - SeeAlso: https://www.iso.org/iso-4217-currency-codes.html
package enum CurrencyCode {
    /// Whether `code` (capitals) is one of them.
    package static func isKnown(_ code: String) -> Bool { codes.contains(code) }

    // The list's current codes, without the funds and precious metals (XAU, BOV, ...),
    // then the national currencies the euro replaced and a few other withdrawn ones
    // collectors meet on old receipts.
    private static let codes: Set<String> = Set(
        """
        AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN
        BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL
        GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW
        KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN
        NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK
        SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU
        UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL
        ATS BEF CYP DEM EEK ESP FIM FRF GRD HRK IEP ITL LTL LUF LVL MTL NLG PTE SIT SKK
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
