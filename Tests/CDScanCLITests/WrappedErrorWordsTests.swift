import CommandLineKit
import Lookup
import PhoneServer
import Presentation
import Testing
import Workflows

@testable import Gallery

/// Errors that carry another error are worded by Presentation around that error's own words,
/// as they were when the lower module put "\(error)" into a reason.
@Suite struct WrappedErrorWordsTests {
    @Test func aStoredCertificateGnuTLSRefusesSaysGnuTLSsWords() {
        let refused = PhoneServerError.tls(function: "gnutls_x509_privkey_import", code: -207, message: "Base64 error")
        let error = PhoneServerError.unusableIdentity(path: "/x/phone-tls.pem", refused)
        #expect(
            error.description
                == "cannot use the phone page's certificate /x/phone-tls.pem: GnuTLS failed "
                + "(gnutls_x509_privkey_import, -207): Base64 error; remove it for a new one")
        #expect(ExitCode(error) == .cannotCreate)
    }

    @Test func aValuesParserWordsTheUsageError() {
        let error = #expect(throws: UsageError.self) {
            try UsageError.parsing { () throws(PhoneServerError) in throw .badListenAddress("nowhere") }
        }
        #expect(error?.message == PhoneServerError.badListenAddress("nowhere").description)
    }

    @Test func aCoverNotDownloadedIsSaidByItsHostOrItsLookup() {
        let timedOut = TransportError.timedOut(host: "covers.example", seconds: 30)
        let unreachable = CoverFailure(artist: "Björk", title: "Homogenic", cause: .unreachable(timedOut))
        #expect(
            ExportNotes.coverNotDownloaded(unreachable)
                == "cover not downloaded: Björk – Homogenic: covers.example did not answer within 30 s")
        #expect(
            ExportNotes.coverHostUnreachable(.unreachable(host: "covers.example", timedOut))
                == "covers.example: covers.example did not answer within 30 s; its other covers are not asked for "
                + "in this export")
        let limited = LookupError.coverHostLimited(host: "covers.example", status: 429, attempts: 4)
        #expect(
            ExportNotes.coverHostUnreachable(.limited(limited))
                == "covers.example kept answering HTTP 429 (too many requests) 4 times in a row; its other covers "
                + "are not asked for in this export")
        let refused = CoverFailure(artist: "A", title: "B", cause: .lookup(.tokenRefused(service: .discogs)))
        #expect(ExportNotes.words(refused) == "A – B: " + LookupError.tokenRefused(service: .discogs).description)
    }
}
