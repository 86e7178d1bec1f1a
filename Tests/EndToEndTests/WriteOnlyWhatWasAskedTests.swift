import Catalog
import Foundation
import Glibc
import TestSupport
import Testing

/// Issue 27, points 1 and 2, through the built binary as the attacks were made: cdscan writes
/// only what it was asked to write, only regular files, and one writer per catalogue whatever
/// the path. Device nodes and other users' files are made in a temporary folder (root only).
@Suite(.enabled(if: DumpEndToEndTests.built())) struct WriteOnlyWhatWasAskedTests {
    typealias Home = DumpEndToEndTests.Home

    /// The catalogue a run makes in `home`, with one item: `catalog.sqlite` in its folder.
    func makeCatalogue(_ home: Home, name: String = "catalog.sqlite") throws -> String {
        let run = try home.cdscan(["catalog", "--db", name, "--source", "dump", "0029667431224"])
        #expect(run.status == 0, "\(run.stderr)")
        return home.directory.path + "/" + name
    }

    /// Runs cdscan in `home`, killed (and failed) after `seconds`: a FIFO must never make it wait.
    func run(_ arguments: [String], in home: Home, seconds: Double = 30) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
        process.arguments = arguments
        process.currentDirectoryURL = home.directory
        process.environment = home.environment.merging(["PATH": "/usr/bin:/bin"]) { own, _ in own }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let ended = HardenProcess.waitForExit(process, seconds: seconds)
        #expect(ended, "cdscan \(arguments.joined(separator: " ")) did not end")
        return ended ? process.terminationStatus : -1
    }

    /// `catalog --db Cargo` beside a `Cargo.lock`: the lock used to cut it to a process id.
    @Test func catalogWithDbCargoLeavesCargoLockAsItWas() throws {
        let home = try Home()
        let cargo = home.directory.path + "/Cargo.lock"
        try "[[package]]\nname = \"cdscan\"\n".write(toFile: cargo, atomically: false, encoding: .utf8)
        let before = HostileFiles.snapshot(cargo)
        _ = try makeCatalogue(home, name: "Cargo")
        #expect(HostileFiles.snapshot(cargo) == before)
        let removed = try home.cdscan(["dump", "remove", "--index", "Cargo"])
        #expect(removed.status == 73, "Cargo is the catalogue, no index")
        #expect(HostileFiles.snapshot(cargo) == before)
    }

    /// A symbolic link to a file outside where a lock file was once named (beside the path, or
    /// from the file's device and inode): the lock is on the catalogue itself, so nothing
    /// there is opened, followed or written.
    @Test func aLockFileThatIsASymlinkToAFileOutsideIsNeverWritten() throws {
        let home = try Home()
        let database = try makeCatalogue(home)
        let outside = home.directory.path + "/bashrc"
        try "export PATH=/usr/bin\n".write(toFile: outside, atomically: false, encoding: .utf8)
        let before = HostileFiles.snapshot(outside)
        var info = stat()
        #expect(stat(database, &info) == 0)
        let lock = home.directory.path + "/.catalog.sqlite.\(info.st_dev)-\(info.st_ino).lock"
        #expect(symlink(outside, database + ".lock") == 0 && symlink(outside, lock) == 0)
        let run = try home.cdscan(["catalog", "--db", "catalog.sqlite", "--source", "dump", "0029667431224"])
        #expect(run.status != 73, "\(run.stderr)")
        #expect(HostileFiles.snapshot(outside) == before)
        #expect(
            HostileFiles.snapshot(lock)?.type == UInt32(S_IFLNK) && HostileFiles.snapshot(database + ".lock") != nil)
    }

    /// `--db` naming a device (as root `--db /dev/null` made it crw------- for everyone), a
    /// FIFO, an empty or an unrelated file: 65, and the file exactly as it was, nothing beside it.
    @Test(arguments: ["device", "fifo", "empty", "unrelated"])
    func aDatabasePathThatIsNoCatalogueIsLeftExactlyAsItWas(kind: String) throws {
        let home = try Home()
        let path = home.directory.path + "/null"
        switch kind {
        case "device": try HostileFiles.makeNullDevice(at: path)
        case "fifo": try HostileFiles.makeFIFO(at: path)
        case "empty": #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        default: try "[[package]]\n".write(toFile: path, atomically: false, encoding: .utf8)
        }
        let before = HostileFiles.snapshot(path)
        let names = HostileFiles.names(in: home.directory.path)
        for command in [
            ["catalog", "--source", "dump", "0029667431224"], ["items", "list"], ["export"], ["backup", "b.sqlite"],
        ] {
            #expect(try run(command + ["--db", "null"], in: home) == 65, "\(command)")
        }
        #expect(HostileFiles.snapshot(path) == before)
        #expect(HostileFiles.names(in: home.directory.path) == names, "no -journal, -wal or .lock beside it")
    }

    @Test func readOnlyCommandsChangeNoModeAndLeaveNoFile() throws {
        let home = try Home()
        let database = try makeCatalogue(home)
        #expect(chmod(database, 0o644) == 0)
        let names = HostileFiles.names(in: home.directory.path)
        #expect(try run(["items", "list", "--db", "catalog.sqlite"], in: home) == 0)
        #expect(try run(["export", "--db", "catalog.sqlite", "-o", "-"], in: home) == 0)
        #expect(HostileFiles.snapshot(database)?.mode == 0o644)
        #expect(HostileFiles.names(in: home.directory.path) == names)
    }

    @Test func anotherUsersCatalogueIsRefusedAndKeepsItsOwnerAndMode() throws {
        let home = try Home()
        let database = try makeCatalogue(home)
        if HostileFiles.isRoot {
            #expect(chown(database, HostileFiles.spareUser, HostileFiles.spareUser) == 0 && chmod(database, 0o644) == 0)
        } else {  // an ordinary user cannot give the catalogue away: it is a link to root's file
            try FileManager.default.removeItem(atPath: database)
            try HostileFiles.makeOtherUsersFile(at: database, text: "")
        }
        let before = HostileFiles.snapshot(database)
        for command in [["catalog", "--source", "dump", "0720642442524"], ["items", "list"]] {
            let run = try home.cdscan(command + ["--db", "catalog.sqlite"])
            #expect(run.status == 65, "\(command)")
            #expect(run.stderr.contains("it belongs to user \(HostileFiles.otherUser), not to you"), "\(run.stderr)")
        }
        #expect(HostileFiles.snapshot(database) == before)
    }

    @Test(arguments: ["device", "fifo", "empty", "unrelated"])
    func dumpImportAndRemoveLeaveWhatIsNoIndexAlone(kind: String) throws {
        let home = try Home()
        let path = home.directory.path + "/target"
        switch kind {
        case "device": try HostileFiles.makeNullDevice(at: path)
        case "fifo": try HostileFiles.makeFIFO(at: path)
        case "empty": #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        default: try "[[package]]\n".write(toFile: path, atomically: false, encoding: .utf8)
        }
        let before = HostileFiles.snapshot(path)
        let names = HostileFiles.names(in: home.directory.path)
        #expect(try run(["dump", "import", DumpEndToEndTests.good, "--index", "target"], in: home) == 73)
        #expect(try run(["dump", "remove", "--index", "target"], in: home) == 73)
        #expect(HostileFiles.snapshot(path) == before)
        #expect(HostileFiles.names(in: home.directory.path) == names, "no lock or partial index beside it")
    }

    /// With a hard link to the catalogue, two runs of 150 barcodes both said "150 found" and the
    /// catalogue then held 151 items: now neither name is written to.
    @Test func twoWritersThroughHardLinksAreBothRefused() throws {
        let home = try Home()
        let database = try makeCatalogue(home)
        #expect(link(database, home.directory.path + "/hard.sqlite") == 0)
        let list = (0..<150).map { String(format: "4%011d", $0) }.joined(separator: "\n")
        try list.write(toFile: home.directory.path + "/list.txt", atomically: false, encoding: .utf8)
        let before = HostileFiles.snapshot(database)
        let writers = try ["catalog.sqlite", "hard.sqlite"].map { name in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try CDScanBinary.path())
            process.arguments = ["catalog", "list.txt", "--source", "dump", "--db", name]
            process.currentDirectoryURL = home.directory
            process.environment = home.environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for writer in writers {
            #expect(HardenProcess.waitForExit(writer, seconds: 60))
            #expect(writer.terminationStatus == 65)
        }
        #expect(HostileFiles.snapshot(database) == before)
    }

    /// Through a symbolic link, three writers used to run at once: the link meets the lock.
    @Test func aWriterThroughASymlinkMeetsTheCataloguesLock() throws {
        let home = try Home()
        let database = try makeCatalogue(home)
        #expect(symlink("catalog.sqlite", home.directory.path + "/link.sqlite") == 0)
        let lock = try CatalogLock(databasePath: database)
        let run = try home.cdscan(["catalog", "--db", "link.sqlite", "--source", "dump", "0720642442524"])
        #expect(run.status == 75)
        #expect(run.stderr.contains("is in use by another cdscan (process \(getpid()))"), "\(run.stderr)")
        withExtendedLifetime(lock) {}
    }

    /// `catalog --images photos -o photos/a.jpg` turned the photo into a CSV.
    @Test func anOutputThatIsOneOfThePhotosIsRefusedBeforeAnyIsRead() throws {
        let home = try Home()
        let photos = home.directory.path + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: false)
        try FileManager.default.copyItem(
            atPath: CDScanBinary.packageRoot.appendingPathComponent("Fixtures/images/clean/ean13-4006408687016.png")
                .path,
            toPath: photos + "/a.png")
        let before = HostileFiles.snapshot(photos + "/a.png")
        let run = try home.cdscan(["catalog", "--images", "photos", "-o", "photos/a.png", "--source", "dump"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is the same file as"), "\(run.stderr)")
        #expect(HostileFiles.snapshot(photos + "/a.png") == before)
    }

    /// `catalog --source dump list -o <the index>` replaced the index it read with a CSV.
    @Test func anOutputThatIsTheDumpIndexIsRefused() throws {
        let home = try Home()
        try "0029667431224\n".write(toFile: home.directory.path + "/list.txt", atomically: false, encoding: .utf8)
        let before = HostileFiles.snapshot(home.index)
        let run = try home.cdscan(["catalog", "--source", "dump", "list.txt", "-o", home.index])
        #expect(run.status == 64)
        #expect(HostileFiles.snapshot(home.index) == before)
    }

    @Test func anOutputWithAnotherHardLinkKeepsItsLinkAndMode() throws {
        let home = try Home()
        _ = try makeCatalogue(home)
        let out = home.directory.path + "/out.csv"
        try "old\n".write(toFile: out, atomically: false, encoding: .utf8)
        #expect(chmod(out, 0o640) == 0 && link(out, home.directory.path + "/kept.csv") == 0)
        #expect(try run(["export", "--db", "catalog.sqlite", "-o", "out.csv"], in: home) == 0)
        let kept = try #require(HostileFiles.snapshot(home.directory.path + "/kept.csv"))
        #expect(kept.links == 2 && kept.mode == 0o640)
        #expect(String(decoding: kept.bytes ?? Data(), as: UTF8.self).hasPrefix("barcode,status"))
    }

    /// As root, `-o` onto another user's file took it over (owner root, 0600). Only root may
    /// write another user's 0644 file; any user checks the same in-place write (never a rename
    /// over the file) in `anOutputWithAnotherHardLinkKeepsItsLinkAndMode` above.
    @Test(.enabled(if: HostileFiles.isRoot, "only root may give a file to another user (chown) and write it"))
    func anOutputOwnedByAnotherUserKeepsItsOwner() throws {
        let home = try Home()
        _ = try makeCatalogue(home)
        let out = home.directory.path + "/theirs.csv"
        try HostileFiles.makeOtherUsersFile(at: out, text: "old\n")
        #expect(try run(["export", "--db", "catalog.sqlite", "-o", "theirs.csv"], in: home) == 0)
        let after = try #require(HostileFiles.snapshot(out))
        #expect(after.owner == HostileFiles.spareUser && after.mode == 0o644)
        #expect(String(decoding: after.bytes ?? Data(), as: UTF8.self).hasPrefix("barcode,status"))
    }

    /// `backup FILE` was written 0644; onto a file that is no catalogue it is refused.
    @Test func backupIsWrittenOwnerOnlyAndNeverOverAnotherFile() throws {
        let home = try Home()
        _ = try makeCatalogue(home)
        #expect(try run(["backup", "--db", "catalog.sqlite", "b.sqlite"], in: home) == 0)
        #expect(HostileFiles.snapshot(home.directory.path + "/b.sqlite")?.mode == 0o600)
        #expect(try run(["backup", "--db", "catalog.sqlite", "b.sqlite"], in: home) == 0, "an earlier backup")
        let notes = home.directory.path + "/notes.txt"
        try "mine\n".write(toFile: notes, atomically: false, encoding: .utf8)
        #expect(FileManager.default.createFile(atPath: home.directory.path + "/empty", contents: Data()))
        for name in ["notes.txt", "empty"] {
            let before = HostileFiles.snapshot(home.directory.path + "/" + name)
            #expect(try run(["backup", "--db", "catalog.sqlite", name], in: home) == 65)
            #expect(HostileFiles.snapshot(home.directory.path + "/" + name) == before)
        }
    }
}
