import Album
import Barcode
import Foundation

extension MusicBrainzClient {
    /// The releases with the disc `discID`, or with a table of contents like `toc`, or its CD stub.
    ///
    /// `GET /ws/2/discid/{id}?toc=…&inc=artist-credits+labels+recordings&fmt=json`:
    /// MusicBrainz answers the disc when it knows the ID; otherwise, because
    /// `toc` is given, the releases with a medium whose table of contents is
    /// close (a fuzzy match); otherwise a CD stub when one exists; otherwise 404.
    /// `toc` is MusicBrainz' TOC form, "1 12 267257 150 22767 ...".
    ///
    /// - SeeAlso: https://musicbrainz.org/doc/MusicBrainz_API#discid
    package func lookup(discID: String, toc: String) throws(LookupError) -> DiscLookupOutcome {
        let subject = "disc ID \(discID)"
        let id = discID.addingPercentEncoding(withAllowedCharacters: Self.discIDCharacters) ?? "-"
        let tocParameter = toc.split(separator: " ").filter { $0.allSatisfy(\.isNumber) }.joined(separator: "+")
        let url =
            configuration.baseURL + "/ws/2/discid/\(id)?toc=\(tocParameter)"
            + "&inc=artist-credits+labels+recordings&fmt=json"
        let response = try get(url, subject: subject, notFoundIsAnAnswer: true)
        if response.status == 404 { return .notFound }
        let answer = try decode(MusicBrainzDiscResponse.self, from: response, subject: subject)
        guard let releases = answer.releases else { return .stub(Self.stub(answer, discID: discID)) }
        let ranked = Ranking.rank(
            Self.byScore(releases).compactMap { $0.album(coverArtArchive: configuration.coverArtArchive) })
        guard let best = ranked.first else { return .notFound }
        let barcode = releases.first { $0.id == best.releaseID }?.barcode.flatMap(Self.gtin)
        return .found(
            best: best, alternatives: Array(ranked.dropFirst()), match: answer.id == nil ? .fuzzyTOC : .discID,
            barcode: barcode)
    }

    /// A disc ID is base64 with `.`, `_` and `-` for `+`, `/` and `=`: all safe in a path.
    private static let discIDCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")

    /// A release's barcode as a GTIN, when it is a valid one.
    private static func gtin(_ text: String) -> GTIN? {
        let digits = text.filter { $0.isASCII && $0.isNumber }
        return (6...13).contains(digits.count) ? try? GTIN(parsing: digits) : nil
    }

    private static func stub(_ answer: MusicBrainzDiscResponse, discID: String) -> CDStub {
        func nonEmpty(_ text: String?) -> String? {
            let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
            return trimmed.isEmpty ? nil : trimmed
        }
        let stub = answer.stub
        let tracks = (stub.tracks ?? []).enumerated().map { index, track in
            Track(
                position: String(index + 1), title: nonEmpty(track.title) ?? "",
                duration: track.length.map { duration(milliseconds: $0) },
                artist: nonEmpty(track.artist))
        }
        return CDStub(
            discID: nonEmpty(answer.id) ?? discID, title: nonEmpty(stub.title) ?? "",
            artist: nonEmpty(stub.artist) ?? "", barcode: nonEmpty(stub.barcode), comment: nonEmpty(stub.comment),
            tracks: tracks)
    }

    /// Milliseconds as "m:ss", rounded to the second.
    static func duration(milliseconds: Int) -> String {
        let seconds = max(0, (milliseconds + 500) / 1000)
        return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }
}
