import Lookup

/// How `LookupError` is said to a person (the error holds the data: Lookup words nothing).
extension LookupError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .tokenRefused(let service):
            return "\(service) refused the token (HTTP 401). Check DISCOGS_TOKEN, or create a new token at "
                + "https://www.discogs.com/settings/developers"
        case .forbidden(let service, let status, let isHTML):
            let page = isHTML ? " with an HTML page" : ""
            return "\(service) refused the request (HTTP \(status)\(page)); it may be blocking this network or "
                + "client for a while. Try again later"
        case .rateLimited(let service, let attempts):
            // MusicBrainz says "too fast" with a 503 and a JSON error, Discogs with a 429.
            let status = service == .musicbrainz ? 503 : 429
            return "\(service) is still limiting the request rate (HTTP \(status)) after \(attempts) attempts; "
                + "wait a minute and run cdscan again"
        case .serverError(let service, let status, let attempts, let isHTML):
            let page = isHTML ? " and an HTML error page" : ""
            return "\(service) is not working right now (HTTP \(status)\(page) after \(attempts) attempts); "
                + "try again later"
        case .network(let service, let attempts, let reason):
            let tries = attempts == 1 ? "" : " (\(attempts) attempts)"
            return "cannot reach \(service)\(tries): \(reason)"
        case .unexpectedResponse(let service, let status, let mediaType, let subject):
            let kind = mediaType.map { " of type \($0)" } ?? ""
            return "\(service) sent an unexpected response\(kind) (HTTP \(status)) for \(subject)"
        case .malformedJSON(let service, let subject, let detail):
            return "\(service) sent a response for \(subject) that is not valid JSON of the expected shape: \(detail)"
        case .unreadableIndex(let path, let subject, let reason):
            // Said as before it was typed: the index's failure as a malformed answer of the dump.
            let failure = "the dump index \(path) failed: \(reason)"
            return LookupError.malformedJSON(service: .discogsDump, subject: subject, detail: failure).description
        case .insecureURL(let url):
            return "\(url) is not https; requests (and the Discogs token) are only sent over https "
                + "(plain http only to 127.0.0.1 or localhost)"
        case .refusedCoverURL(let url):
            return "\(url) is not fetched: covers come only over https and not from this machine "
                + "(plain http, or this machine, only where COVERART_URL points)"
        case .coverHostLimited(let host, let status, let attempts):
            let times = attempts > 1 ? " \(attempts) times in a row" : ""
            return "\(host) kept answering HTTP \(status) (too many requests)\(times)"
        case .olderIndex(let path, let lacking):
            return "the dump index \(path) was made by an older cdscan and holds no \(lacking): import the dump "
                + "again (cdscan dump import FILE) to look them up offline"
        case .releaseNotFound(let service, let id):
            return "\(service) has no release \"\(id)\"; check the release's id (on Discogs, the number at the end "
                + "of its page address, as in https://www.discogs.com/release/4707982)"
        case .folderNotFound(let name, let available):
            let choice = available.isEmpty ? "" : "choose one of \(Self.list(available)) by name or number, or "
            return "there is no collection folder \"\(name)\"; \(choice)create it on the Discogs website first"
        case .allFolderChosen(let available):
            let choice = available.isEmpty ? "1 \"Uncategorized\" or another folder" : "one of \(Self.list(available))"
            return "folder 0 \"All\" only shows the releases of every other folder and cannot hold any itself; "
                + "choose \(choice)"
        case .collectionForbidden(let service, let username):
            return "\(service) does not let this token use the collection of \(username) (HTTP 403); the token must "
                + "belong to that user: create one while logged in as \(username) at "
                + "https://www.discogs.com/settings/developers"
        case .interrupted(let service):
            return "interrupted while waiting for \(service); nothing was recorded for this code"
        }
    }

    /// "\"Uncategorized\", \"CDs\"" for a message.
    private static func list(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
