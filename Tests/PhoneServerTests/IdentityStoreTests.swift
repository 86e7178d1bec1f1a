import Basics
import Foundation
import TestSupport
import Testing

@testable import PhoneServer

@Suite struct IdentityStoreTests {
    static let now = 1_780_000_000

    @Test func theFirstUseMakesAPrivateFileAndLaterUsesReadIt() throws {
        try withScratchDirectory { folder in
            let store = IdentityStore(directory: folder)
            let (made, created) = try store.loadOrCreate(now: Self.now)
            #expect(created)
            let status = try #require(FileStatus(path: store.path))
            #expect(status.kind == .regular)
            #expect(status.permissions == 0o600)
            #expect(made.fingerprint.split(separator: ":").count == 32)
            let (again, createdAgain) = try store.loadOrCreate(now: Self.now + 10)
            #expect(!createdAgain)
            #expect(again == made)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(leftovers == ["phone-tls.pem"])
        }
    }

    @Test func aSymbolicLinkIsRefusedAndItsTargetLeftAlone() throws {
        try withScratchDirectory { folder in
            let target = folder + "/elsewhere"
            try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
            let store = IdentityStore(directory: folder)
            try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: target)
            #expect(throws: PhoneServerError.self) { try store.loadOrCreate(now: Self.now) }
            let untouched = try String(contentsOfFile: target, encoding: .utf8)
            #expect(untouched == "precious")
        }
    }

    @Test func aDanglingSymbolicLinkIsNotCreatedThrough() throws {
        try withScratchDirectory { folder in
            let target = folder + "/made-through-the-link"
            let store = IdentityStore(directory: folder)
            try FileManager.default.createSymbolicLink(atPath: store.path, withDestinationPath: target)
            #expect(throws: PhoneServerError.self) { try store.loadOrCreate(now: Self.now) }
            #expect(!FileManager.default.fileExists(atPath: target))
        }
    }

    @Test func aFileOthersCanReadIsRefused() throws {
        try withScratchDirectory { folder in
            let store = IdentityStore(directory: folder)
            _ = try store.loadOrCreate(now: Self.now)
            chmod(store.path, 0o644)
            #expect(throws: PhoneServerError.self) { try store.loadOrCreate(now: Self.now) }
        }
    }

    @Test func aFileThatHoldsNoCertificateIsRefusedNotReplaced() throws {
        try withScratchDirectory { folder in
            let store = IdentityStore(directory: folder)
            let descriptor = open(store.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            _ = SystemCall.writeAll(Array("not a certificate\n".utf8), to: descriptor)
            close(descriptor)
            #expect(throws: PhoneServerError.self) { try store.loadOrCreate(now: Self.now) }
            let kept = try String(contentsOfFile: store.path, encoding: .utf8)
            #expect(kept == "not a certificate\n")
        }
    }

    @Test func aKeyThatIsNotTheCertificatesIsRefused() throws {
        let first = try TLSIdentity.selfSigned(now: Self.now)
        let second = try TLSIdentity.selfSigned(now: Self.now)
        #expect(first.fingerprint != second.fingerprint)
        #expect(throws: PhoneServerError.self) {
            try TLSIdentity(certificatePEM: first.certificatePEM, keyPEM: second.keyPEM)
        }
    }

    @Test func aStoredKeyThatIsNotTheCertificatesIsRefusedWithGnuTLSsErrorTyped() throws {
        let (first, second) = (try TLSIdentity.selfSigned(now: Self.now), try TLSIdentity.selfSigned(now: Self.now))
        let refused = #expect(throws: PhoneServerError.self) {
            try TLSIdentity(certificatePEM: first.certificatePEM, keyPEM: second.keyPEM)
        }
        let gnuTLSError = try #require(refused)
        try withScratchDirectory { folder in
            let store = IdentityStore(directory: folder)
            let descriptor = open(store.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            _ = SystemCall.writeAll(Array((first.certificatePEM + second.keyPEM).utf8), to: descriptor)
            close(descriptor)
            let error = #expect(throws: PhoneServerError.self) { try store.loadOrCreate(now: Self.now) }
            #expect(error == .unusableIdentity(path: store.path, gnuTLSError))
        }
    }
}
