import CommandLineKit
import PhoneServer
import Presentation
import Testing
import Workflows

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
}
