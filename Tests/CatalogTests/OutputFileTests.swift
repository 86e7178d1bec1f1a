import Basics
import Foundation
import Glibc
import TestSupport
import Testing

@testable import Catalog

/// `-o` as issue 10 asks: links followed, special files in place, inputs protected.
@Suite struct OutputFileTests {
    @Test func dashIsStandardOutput() throws {
        #expect(try OutputFile("-").destination == .standardOutput)
    }

    @Test func aSymlinkIsFollowedAndStaysALink() throws {
        try withScratchDirectory { directory in
            let target = directory + "/real.csv"
            let link = directory + "/link.csv"
            try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.csv")
            try OutputFile(link).write("new\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.csv")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["link.csv", "real.csv"])
        }
    }

    @Test func aDanglingSymlinkCreatesItsTarget() throws {
        try withScratchDirectory { directory in
            let link = directory + "/link.csv"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory + "/new.csv")
            try OutputFile(link).write("rows\n")
            #expect(try String(contentsOfFile: directory + "/new.csv", encoding: .utf8) == "rows\n")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil)
        }
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        try withScratchDirectory { directory in
            let path = directory + "/private.csv"
            try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, 0o640)
            try OutputFile(path).write("new\n")
            var info = stat()
            stat(path, &info)
            #expect(info.st_mode & 0o7777 == 0o640)
        }
    }

    @Test func devNullIsWrittenInPlaceAndStaysADevice() throws {
        let output = try OutputFile("/dev/null")
        #expect(output.destination == .special(path: "/dev/null"))
        try output.write("anything\n")
        var info = stat()
        stat("/dev/null", &info)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFIFOIsWrittenInPlaceForItsReader() throws {
        try withScratchDirectory { directory in
            let fifo = directory + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            let reader = Thread.detachedReader(fifo)
            try OutputFile(fifo).write("through the pipe\n")
            #expect(reader.wait() == "through the pipe\n")
            var info = stat()
            stat(fifo, &info)
            #expect(info.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test func anOutputThatIsAnInputIsRefusedWhateverItsPath() throws {
        try withScratchDirectory { directory in
            let list = directory + "/list.txt"
            try "0029667431224\n".write(toFile: list, atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: directory + "/alias", withDestinationPath: list)
            try FileManager.default.linkItem(atPath: list, toPath: directory + "/hard")
            for name in [list, directory + "/alias", directory + "/hard", directory + "/./list.txt"] {
                #expect(throws: OutputFileError.isAnInput(path: name, input: list)) {
                    try OutputFile(name, protecting: ["/no/such/input", list])
                }
            }
            #expect(try String(contentsOfFile: list, encoding: .utf8) == "0029667431224\n")
        }
    }

    @Test func anOutputThatIsTheCatalogAboutToBeCreatedIsRefused() throws {
        try withScratchDirectory { directory in
            // `catalog list.txt --db cat.sqlite -o cat.sqlite`: neither exists yet, one file all the same.
            let database = directory + "/cat.sqlite"
            for name in [database, directory + "/./cat.sqlite"] {
                #expect(throws: OutputFileError.isAnInput(path: name, input: database)) {
                    try OutputFile(name, protecting: [database, database + "-wal"])
                }
            }
            _ = try OutputFile(directory + "/out.csv", protecting: [database])
            _ = try OutputFile(directory + "/cat.sqlite", protecting: [directory + "/elsewhere/cat.sqlite"])
        }
    }

    @Test func foldersAndMissingFoldersAreRefusedWithAdvice() throws {
        try withScratchDirectory { directory in
            #expect(throws: OutputFileError.isAFolder(path: directory)) { try OutputFile(directory) }
            let missing = directory + "/none/out.csv"
            let error = #expect(throws: OutputFileError.self) { try OutputFile(missing) }
            #expect(error == .noFolder(path: missing, folder: directory + "/none"))
        }
    }
}

/// Reads a FIFO to its end on another thread.
final class FIFOReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var text = ""

    init(_ path: String) {
        Thread.detachNewThread { [self] in
            let data = FileHandle(forReadingAtPath: path).flatMap { try? $0.readToEnd() }
            text = data.map { String(decoding: $0, as: UTF8.self) } ?? "(unreadable)"
            done.signal()
        }
    }

    func wait() -> String {
        done.wait()
        return text
    }
}

extension Thread {
    static func detachedReader(_ path: String) -> FIFOReader { FIFOReader(path) }
}
