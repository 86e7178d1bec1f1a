import Barcode
import Catalog
import Foundation
import Glibc
import TestSupport
import Testing

/// The run's own inputs are never its outputs (issue 41, point 16): the phone's key file and
/// TLS identity, the config file and the `.env` a run read, refused with 64 before anything
/// is written, and left as they were.
@Suite struct OwnInputsEndToEndTests {
    func run(_ arguments: [String], in directory: String) throws -> CDScanBinary.Run {
        let environment = [
            "HOME": directory, "XDG_DATA_HOME": directory + "/data", "XDG_CONFIG_HOME": directory + "/config",
            "NO_COLOR": "1",
        ]
        let running = try RunningCDScan(arguments, environment: environment, directory: URL(fileURLWithPath: directory))
        return running.stop(with: nil, within: 30)
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]))
    }

    @Test func thePhonesKeyFileIsNoCatalogCSV() throws {
        try withScratchDirectory { directory in
            let run = try run(
                ["scan", "--phone", "--no-lookup", "--key-file", "pairing.key", "--catalog", "pairing.key"],
                in: directory)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(run.stderr.contains("pairing.key"), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/pairing.key"))
        }
    }

    @Test func thePhonesCertificateIsNoCatalogCSV() throws {
        try withScratchDirectory { directory in
            let pem = directory + "/data/cdscan/phone-tls.pem"
            try write("-----BEGIN CERTIFICATE-----\n", to: pem)
            let run = try run(["scan", "--phone", "--no-lookup", "--catalog", pem], in: directory)
            #expect(run.status == 64, "\(run.stderr)")
            #expect(try String(contentsOfFile: pem, encoding: .utf8) == "-----BEGIN CERTIFICATE-----\n")
        }
    }

    @Test func theConfigFileAndDotEnvReadAreNoExport() throws {
        try withScratchDirectory { directory in
            let store = try CatalogStore(path: directory + "/catalog.sqlite")
            try store.record(try GTIN(parsing: "0029667431224"), as: .new, source: "argument")
            let config = directory + "/config/cdscan/config"
            try write("CDSCAN_SOURCE=discogs\n", to: config)
            try write("DISCOGS_TOKEN=abc\n", to: directory + "/.env")
            for output in [config, ".env"] {
                let run = try run(["export", "--db", "catalog.sqlite", "-o", output], in: directory)
                #expect(run.status == 64, "\(output): \(run.stderr)")
                #expect(run.stderr.contains("is the same file as"), "\(run.stderr)")
            }
            #expect(try String(contentsOfFile: config, encoding: .utf8) == "CDSCAN_SOURCE=discogs\n")
            #expect(try String(contentsOfFile: directory + "/.env", encoding: .utf8) == "DISCOGS_TOKEN=abc\n")
        }
    }
}
