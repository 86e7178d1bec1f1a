import FakeServices
import Foundation
import Testing

@testable import Lookup

/// The collection calls with the real libcurl client against the fake's in-memory collection.
@Suite struct DiscogsCollectionTests {
    let seeds = "4707982"
    let uncategorized = CollectionFolder(id: 1, name: "Uncategorized", count: 0)
    let cds = CollectionFolder(id: 2, name: "CDs", count: 0)

    /// Requests with `method` whose path starts with `prefix`.
    func requests(_ harness: FakeDiscogsHarness, _ method: String, _ prefix: String = "/") -> [RecordedRequest] {
        harness.server.requests.filter { $0.method == method && $0.path.hasPrefix(prefix) }
    }

    @Test func identityNamesTheTokensUserAndIsAskedOnce() throws {
        let harness = try FakeDiscogsHarness()
        #expect(try harness.client.identity() == "cdscan-tester")
        #expect(try harness.client.identity() == "cdscan-tester")
        #expect(harness.server.requests.map(\.path) == ["/oauth/identity"])
    }

    @Test func foldersListAllUncategorizedAndTheUsersOwn() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { $0.add(releaseID: 4_707_982, folderID: 2) }
        let folders = try harness.client.folders(username: "cdscan-tester")
        #expect(
            folders == [
                CollectionFolder(id: 0, name: "All", count: 1), uncategorized,
                CollectionFolder(id: 2, name: "CDs", count: 1),
            ])
    }

    @Test(
        arguments: [
            (nil, 1), ("", 1), ("  ", 1), ("1", 1), ("2", 2), ("CDs", 2), ("cds", 2), (" CDS ", 2),
            ("uncategorized", 1), ("2024", 3),
        ] as [(String?, Int)])
    func aFolderIsFoundByNameInAnyCaseOrByID(choice: String?, id: Int) throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { $0.addFolder("2024") }
        #expect(try harness.client.resolveFolder(choice, username: "cdscan-tester").id == id)
    }

    @Test(arguments: ["0", "All", "all", " 0 "])
    func folderZeroIsRefused(choice: String) throws {
        let harness = try FakeDiscogsHarness()
        let error = #expect(throws: LookupError.self) {
            try harness.client.resolveFolder(choice, username: "cdscan-tester")
        }
        #expect(error == .allFolderChosen(available: ["Uncategorized", "CDs"]))
    }

    @Test func anUnknownFolderNameListsTheFoldersThereAre() throws {
        let harness = try FakeDiscogsHarness()
        let error = #expect(throws: LookupError.self) {
            try harness.client.resolveFolder("Vinyl", username: "cdscan-tester")
        }
        #expect(error == .folderNotFound(name: "Vinyl", available: ["Uncategorized", "CDs"]))
        #expect(throws: LookupError.folderNotFound(name: "7", available: ["Uncategorized", "CDs"])) {
            try harness.client.resolveFolder("7", username: "cdscan-tester")
        }
    }

    @Test func addIfMissingAddsOnceThenReportsAlreadyThereWithoutPosting() throws {
        let harness = try FakeDiscogsHarness()
        let first = try harness.client.addIfMissing(releaseID: seeds, folder: cds)
        #expect(first == .added(folder: CollectionFolder(id: 2, name: "CDs", count: 1), instanceID: 1))
        let second = try harness.client.addIfMissing(releaseID: seeds, folder: uncategorized)
        #expect(second == .alreadyThere([CollectionFolder(id: 2, name: "CDs", count: 1)]))
        #expect(requests(harness, "POST").count == 1)
        #expect(harness.server.collection.instances(of: 4_707_982).map(\.folderID) == [2])
        #expect(requests(harness, "GET", "/users/cdscan-tester/collection/releases/4707982").count == 2)
    }

    @Test func alreadyThereNamesEveryFolderHoldingACopyOnce() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { collection in
            for folder in [2, 1, 2] { collection.add(releaseID: 4_707_982, folderID: folder) }
        }
        let result = try harness.client.addIfMissing(releaseID: seeds, folder: uncategorized, username: "cdscan-tester")
        #expect(
            result
                == .alreadyThere([
                    CollectionFolder(id: 2, name: "CDs", count: 2),
                    CollectionFolder(id: 1, name: "Uncategorized", count: 1),
                ]))
        #expect(requests(harness, "POST").isEmpty)
    }

    @Test func addToCollectionAddsDuplicatesAsDiscogsDoes() throws {
        let harness = try FakeDiscogsHarness()
        #expect(try harness.client.collectionInstances(username: "cdscan-tester", releaseID: seeds).isEmpty)
        #expect(try harness.client.addToCollection(releaseID: seeds, folderID: 1, username: "cdscan-tester") == 1)
        #expect(try harness.client.addToCollection(releaseID: seeds, folderID: 2, username: "cdscan-tester") == 2)
        let instances = try harness.client.collectionInstances(username: "cdscan-tester", releaseID: seeds)
        #expect(instances.map(\.instanceID) == [1, 2])
        #expect(instances.map(\.folderID) == [1, 2])
        #expect(instances.allSatisfy { $0.dateAdded != nil })
    }

    @Test func thePostCarriesTheTokenAndUserAgentAndAnEncodedUsername() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.updateCollection { $0.username = "cd tester/ü" }
        let user = try harness.client.identity()
        #expect(user == "cd tester/ü")
        _ = try harness.client.addIfMissing(releaseID: seeds, folder: uncategorized)
        let post = try #require(requests(harness, "POST").first)
        #expect(post.target == "/users/cd%20tester%2F%C3%BC/collection/folders/1/releases/4707982")
        #expect(post.headers["Authorization"] == "Discogs token=\(FakeDiscogs.defaultToken)")
        #expect(post.headers["User-Agent"] == "cdscan/0.0-test +https://example.invalid")
        #expect(post.body.isEmpty)
        #expect(harness.server.collection.instances(of: 4_707_982).count == 1)
    }

    @Test func aRefusedTokenIsTokenRefusedAndAddsNothing() throws {
        let harness = try FakeDiscogsHarness(token: "wrong-token")
        #expect(throws: LookupError.tokenRefused(service: .discogs)) { try harness.client.identity() }
        #expect(throws: LookupError.tokenRefused(service: .discogs)) {
            try harness.client.addToCollection(releaseID: seeds, folderID: 1, username: "cdscan-tester")
        }
        #expect(harness.server.collection.instances.isEmpty)
        #expect(harness.server.requests.count == 2)
    }

    @Test func anotherUsersCollectionIsForbidden() throws {
        let harness = try FakeDiscogsHarness()
        let error = #expect(throws: LookupError.self) { try harness.client.folders(username: "someone-else") }
        #expect(error == .collectionForbidden(service: .discogs, username: "someone-else"))
        #expect(throws: LookupError.collectionForbidden(service: .discogs, username: "someone-else")) {
            try harness.client.addIfMissing(releaseID: seeds, folder: uncategorized, username: "someone-else")
        }
        #expect(harness.server.collection.instances.isEmpty)
    }

    @Test func anHTMLRefusalFromTheEdgeIsNotBlamedOnTheCollection() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.failNext(1, with: .status(403))
        #expect(throws: LookupError.forbidden(service: .discogs, status: 403, isHTML: true)) {
            try harness.client.folders(username: "cdscan-tester")
        }
    }

    @Test func folderZeroIsRefusedBeforeAnyRequest() throws {
        let harness = try FakeDiscogsHarness()
        #expect(throws: LookupError.allFolderChosen(available: [])) {
            try harness.client.addToCollection(releaseID: seeds, folderID: 0, username: "cdscan-tester")
        }
        #expect(throws: LookupError.allFolderChosen(available: [])) {
            try harness.client.addIfMissing(releaseID: seeds, folder: CollectionFolder(id: 0, name: "All"))
        }
        #expect(harness.server.requests.isEmpty)
    }

    @Test func addingAnUnknownReleaseOrToAnUnknownFolderSaysWhich() throws {
        let harness = try FakeDiscogsHarness()
        #expect(try harness.client.collectionInstances(username: "cdscan-tester", releaseID: "123").isEmpty)
        #expect(throws: LookupError.releaseNotFound(service: .discogs, id: "123")) {
            try harness.client.addToCollection(releaseID: "123", folderID: 1, username: "cdscan-tester")
        }
        #expect(throws: LookupError.folderNotFound(name: "9", available: [])) {
            try harness.client.addToCollection(releaseID: seeds, folderID: 9, username: "cdscan-tester")
        }
        #expect(throws: LookupError.releaseNotFound(service: .discogs, id: "r1")) {
            try harness.client.addToCollection(releaseID: "r1", folderID: 1, username: "cdscan-tester")
        }
        #expect(harness.server.collection.instances.isEmpty)
    }

    @Test func aPostIsRetriedAfter429ButNotAfterAServerError() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.status(429), .ok])
        #expect(try harness.client.addToCollection(releaseID: seeds, folderID: 1, username: "cdscan-tester") == 1)
        #expect(requests(harness, "POST").count == 2)
        harness.server.failNext(1, with: .status(502))
        #expect(throws: LookupError.serverError(service: .discogs, status: 502, attempts: 1, isHTML: true)) {
            try harness.client.addToCollection(releaseID: seeds, folderID: 1, username: "cdscan-tester")
        }
        #expect(requests(harness, "POST").count == 3)
        #expect(harness.server.collection.instances.count == 1)
    }

    @Test func aPostIsNotRepeatedAfterADroppedConnection() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.closeWithoutAnswer])
        let error = #expect(throws: LookupError.self) {
            try harness.client.addToCollection(releaseID: seeds, folderID: 1, username: "cdscan-tester")
        }
        guard case .network(_, let attempts, _) = error else {
            Issue.record("expected a network failure, got \(String(describing: error))")
            return
        }
        #expect(attempts == 1)
        #expect(requests(harness, "POST").count == 1)
    }

    @Test func collectionRequestsCountAgainstTheRateLimiter() throws {
        let harness = try FakeDiscogsHarness(rateLimit: 3)
        _ = try harness.client.identity()
        // One GET to check, one POST to add: the budget of 3 keeps one in reserve, so the POST waits.
        _ = try harness.client.addIfMissing(releaseID: seeds, folder: uncategorized)
        #expect(harness.client.requestCount == 3)
        #expect(harness.time.sleeps.count == 1)
        #expect(harness.time.sleeps.allSatisfy { $0 > 0 })
        #expect(harness.server.counters.tooManyRequests == 0)
        #expect(requests(harness, "POST").count == 1)
    }

    @Test func aMissingUsernameOrInstanceIDIsMalformed() throws {
        let harness = try FakeDiscogsHarness()
        harness.server.scriptNext([.raw(.json(#"{"id": 1}"#)), .raw(.json(#"{"resource_url": "x"}"#, status: 201))])
        let identityError = #expect(throws: LookupError.self) { try harness.client.identity() }
        guard case .malformedJSON = identityError else {
            Issue.record("expected malformed JSON for an identity without username")
            return
        }
        let error = #expect(throws: LookupError.self) {
            try harness.client.addToCollection(releaseID: seeds, folderID: 1, username: "cdscan-tester")
        }
        guard case .malformedJSON(_, _, let detail) = error else {
            Issue.record("expected malformed JSON for an add without instance_id")
            return
        }
        #expect(detail.contains("instance_id"))
    }

    @Test func theFakeAddsOnlyOnAPost() throws {
        let harness = try FakeDiscogsHarness()
        let response = try CurlTransport().send(
            HTTPRequest(
                url: harness.server.baseURL + "/users/cdscan-tester/collection/folders/1/releases/4707982",
                headers: [("User-Agent", "cdscan-tests"), ("Authorization", harness.server.authorization)]))
        #expect(response.status == 405)
        #expect(harness.server.collection.instances.isEmpty)
    }
}
