import Barcode

/// What a code's prefix makes it, as said to a person ("it is a book's ISBN, not a CD's barcode").
extension GTIN.Kind: CustomStringConvertible {
    package var description: String {
        switch self {
        case .retail: "a retail product"
        case .book: "a book's ISBN"
        case .sheetMusic: "printed music's ISMN"
        case .periodical: "a periodical's ISSN"
        case .coupon: "a coupon"
        case .refundReceipt: "a refund receipt"
        case .restricted: "a restricted-circulation (in-store) number"
        }
    }
}
