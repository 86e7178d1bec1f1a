import FakeServices
import Foundation
import Testing

@testable import Lookup

/// The collection calls of `cdscan sync` with the real libcurl client against the fake's
/// collection: paged listings, fields, folders made, instances rated, moved, edited and removed.
@Suite struct DiscogsSyncClientTests {
    let user = "cdscan-tester"
    let seeds = 4_707_982

    func posts(_ harness: FakeDiscogsHarness) -> [RecordedRequest] {
        harness.server.requests.filter { $0.method == "POST" || $0.method == "DELETE" }
    }

    @Test func theCollectionIsReadInPagesOf100FollowingPaginationUrls() throws {
        let harness = try FakeDiscogsHarness(rateLimit: 1000)
        harness.server.updateCollection { state in
            for _ in 0..<250 { state.add(releaseID: 4_707_982, folderID: 2) }
        }
        var pages: [(Int, Int)] = []
        let copies = try harness.client.collectionCopies(username: user) { pages.append(($0, $1)) }
        #expect(copies.count == 250)
        #expect(Set(copies.map(\.instanceID)).count == 250)
        #expect(pages.map(\.0) == [1, 2, 3])
        #expect(pages.map(\.1) == [3, 3, 3])
        let listed = harness.server.requests.filter { $0.path.hasSuffix("/collection/folders/0/releases") }
        #expect(listed.map { $0.query("page") } == ["1", "2", "3"])
        #expect(listed.allSatisfy { $0.query("per_page") == "100" })
        #expect(copies.first?.album?.releaseID == "4707982")
    }

    @Test func anInstancesRatingAndFieldsAreRead() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { state in
            let id = state.add(releaseID: 4_707_982, folderID: 2)!
            _ = state.edit(instanceID: id, releaseID: 4_707_982, folderID: 2, rating: 4, moveTo: nil)
            _ = state.setField(1, to: "Mint (M)", instanceID: id, releaseID: 4_707_982, folderID: 2)
            _ = state.setField(3, to: "signed", instanceID: id, releaseID: 4_707_982, folderID: 2)
        }
        let copy = try #require(try harness.client.collectionCopies(username: user).first)
        #expect(copy.rating == 4)
        #expect(copy.fields == [1: "Mint (M)", 3: "signed"])
        #expect(try harness.client.copies(of: seeds, username: user) == [copy])
    }

    @Test func theFieldsAreListedWithTheirDropdownsOptions() throws {
        let harness = try FakeDiscogsHarness()
        let fields = try harness.client.collectionFields(username: user)
        #expect(fields.map(\.name) == ["Media Condition", "Sleeve Condition", "Notes"])
        #expect(fields.map(\.id) == [1, 2, 3])
        #expect(fields[0].options?.first == "Mint (M)")
        #expect(fields[1].options?.contains("Generic") == true)
        #expect(fields[2].options == nil)
    }

    @Test func aFolderIsCreatedByName() throws {
        let harness = try FakeDiscogsHarness()
        let folder = try harness.client.createFolder(named: "Shelf A", username: user)
        #expect(folder.name == "Shelf A")
        #expect(harness.server.collection.folders.map(\.name) == ["Uncategorized", "CDs", "Shelf A"])
        #expect(folder.id == harness.server.collection.folders.last?.id)
        #expect(posts(harness).first?.headers["Content-Type"] == "application/json")
    }

    @Test func anInstanceIsRatedMovedEditedAndRemovedWith204() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { $0.add(releaseID: 4_707_982, folderID: 2) }
        var copy = try #require(try harness.client.collectionCopies(username: user).first)
        try harness.client.editInstance(copy, rating: 5, moveTo: 1, username: user)
        #expect(harness.server.collection.instances.first?.rating == 5)
        #expect(harness.server.collection.instances.first?.folderID == 1)
        copy.folderID = 1
        #expect(try harness.client.setField(3, to: "a note & more", of: copy, username: user) == .written)
        #expect(harness.server.collection.instances.first?.fields[3] == "a note & more")
        #expect(try harness.client.setField(2, to: "Very Good Plus (VG+)", of: copy, username: user) == .written)
        #expect(harness.server.collection.instances.first?.fields[2] == "Very Good Plus (VG+)", "a + is no space")
        #expect(try harness.client.setField(1, to: "Scratched", of: copy, username: user) == .refused)
        #expect(harness.server.collection.instances.first?.fields[1] == nil)
        try harness.client.deleteInstance(copy, username: user)
        #expect(harness.server.collection.instances.isEmpty)
        #expect(posts(harness).map(\.method) == ["POST", "POST", "POST", "POST", "DELETE"])
    }

    @Test func anInstanceNamedInTheWrongFolderIsNotFound() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { $0.add(releaseID: 4_707_982, folderID: 2) }
        var copy = try #require(try harness.client.collectionCopies(username: user).first)
        copy.folderID = 1
        #expect(throws: LookupError.self) { try harness.client.deleteInstance(copy, username: user) }
        #expect(harness.server.collection.instances.count == 1)
    }

    @Test func aDeleteThatFailsAfterSendingIsNotRepeated() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { $0.add(releaseID: 4_707_982, folderID: 2) }
        let copy = try #require(try harness.client.collectionCopies(username: user).first)
        harness.server.scriptNext([.status(502)])
        #expect(throws: LookupError.self) { try harness.client.deleteInstance(copy, username: user) }
        #expect(harness.server.requests.filter { $0.method == "DELETE" }.count == 1)
    }

    @Test func anotherUsersCollectionIsForbidden() throws {
        let harness = try FakeDiscogsHarness()
        let error = #expect(throws: LookupError.self) {
            try harness.client.collectionCopies(username: "someone-else")
        }
        #expect(error == .collectionForbidden(service: .discogs, username: "someone-else"))
    }
}
