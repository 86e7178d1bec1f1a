import Album
import Foundation

extension MusicBrainzClient {
    /// The tracklist, track credits and identifiers of release `mbid`
    /// (`GET /ws/2/release/{mbid}?inc=recordings+artist-credits+labels&fmt=json`).
    ///
    /// Throws `.releaseNotFound` when `mbid` is not an MBID or MusicBrainz has no such release.
    package func releaseDetails(mbid: String) throws(LookupError) -> ReleaseDetails {
        guard MusicBrainzRelease.isMBID(mbid) else { throw .releaseNotFound(service: Self.service, id: mbid) }
        let url =
            configuration.baseURL + "/ws/2/release/\(mbid.lowercased())?inc=recordings+artist-credits+labels&fmt=json"
        let response = try get(url, subject: mbid, notFoundIsAnAnswer: true)
        if response.status == 404 { throw .releaseNotFound(service: Self.service, id: mbid) }
        let decoded = try decode(MusicBrainzReleaseResponse.self, from: response, subject: mbid)
        guard let details = decoded.details(coverArtArchive: configuration.coverArtArchive) else {
            throw .releaseNotFound(service: Self.service, id: mbid)
        }
        return details
    }
}

extension MusicBrainzReleaseResponse {
    /// The release as cdscan's model; nil without a usable MBID.
    func details(coverArtArchive: String) -> ReleaseDetails? {
        guard let album = release.album(coverArtArchive: coverArtArchive) else { return nil }
        let credit = release.artist
        var identifiers: [ReleaseDetails.Identifier] = []
        if let barcode = release.barcode?.trimmingCharacters(in: .whitespaces), !barcode.isEmpty {
            identifiers.append(.init(type: "Barcode", value: barcode))
        }
        if let asin = asin?.trimmingCharacters(in: .whitespaces), !asin.isEmpty {
            identifiers.append(.init(type: "ASIN", value: asin))
        }
        return ReleaseDetails(
            album: album, artistCredit: credit, tracks: tracklist(releaseCredit: credit), identifiers: identifiers)
    }

    /// The tracks in order; with several media, positions "disc-track" ("2-5", as Discogs writes
    /// them) and a heading before each medium ("CD 2: Live Extras").
    func tracklist(releaseCredit: String) -> [Track] {
        let several = media.count > 1
        var rows: [Track] = []
        for (offset, medium) in media.enumerated() {
            let disc = medium.position ?? offset + 1
            if several || !(medium.title ?? "").isEmpty {
                let name = [medium.format ?? "Medium", String(disc)].joined(separator: " ")
                let title = medium.title.flatMap { $0.isEmpty ? nil : $0 }
                rows.append(.heading(title.map { "\(name): \($0)" } ?? name))
            }
            for (index, track) in medium.tracks.enumerated() {
                let number = track.number ?? track.position.map(String.init) ?? String(index + 1)
                let artist = MusicBrainzRelease.creditLine(track.artistCredit)
                rows.append(
                    Track(
                        position: several ? "\(disc)-\(number)" : number,
                        title: (track.title ?? track.recordingTitle ?? "").trimmingCharacters(in: .whitespaces),
                        duration: track.length.flatMap { Self.duration(milliseconds: $0) },
                        artist: artist.isEmpty || artist == releaseCredit ? nil : artist))
            }
        }
        return rows
    }

    /// Milliseconds as printed: "2:39", "1:02:05"; nil for none or a negative length.
    static func duration(milliseconds: Int) -> String? {
        guard milliseconds > 0 else { return nil }
        let total = (milliseconds + 500) / 1000
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))" : "\(minutes):\(twoDigits(seconds))"
    }
}
