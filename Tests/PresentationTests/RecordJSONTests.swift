import Album
import Lookup
import Testing

@testable import Presentation

/// The `--json` pieces built from model values: every key present, null where the model has nothing.
@Suite struct RecordJSONTests {
    @Test func aStubWritesEveryKeyWithNullsForWhatItLacks() {
        let stub = CDStub(
            discID: "X", title: "Demo", artist: "Band", barcode: nil, comment: nil,
            tracks: [Track(position: "1", title: "First", duration: "3:21"), Track(position: "2", title: "Second")])
        #expect(
            JSONLine.encode(StubJSON(stub), fallback: "")
                == #"{"artist":"Band","barcode":null,"comment":null,"id":"X","title":"Demo","tracks":["#
                + #"{"duration":"3:21","position":"1","title":"First"},{"duration":null,"position":"2","title":"Second"}],"#
                + #""url":"https://musicbrainz.org/cdstub/X"}"#)
    }

    @Test func detailsWriteEveryKeyOfTracksCreditsAndIdentifiers() {
        let album = Album(artist: "Duo", title: "T", releaseID: "1", url: "https://example.org/1", source: .discogs)
        let details = ReleaseDetails(
            album: album, artistCredit: "Duo",
            tracks: [
                .heading("Disc 1"),
                Track(position: "1", title: "A", duration: "1:00", subtracks: [Track(position: "1a", title: "B")]),
            ],
            credits: [ReleaseDetails.Credit(name: "P", role: "Producer")],
            identifiers: [ReleaseDetails.Identifier(type: "Barcode", value: "123", description: "Text")])
        #expect(
            JSONLine.encode(DetailsJSON(details: details), fallback: "")
                == #"{"artist_credit":"Duo","credits":[{"name":"P","role":"Producer","tracks":null}],"#
                + #""identifiers":[{"description":"Text","type":"Barcode","value":"123"}],"notes":null,"#
                + #""source":"discogs","total_seconds":60,"tracks":[{"artist":null,"duration":null,"heading":true,"position":"","#
                + #""seconds":null,"subtracks":[],"title":"Disc 1"},{"artist":null,"duration":"1:00","heading":false,"#
                + #""position":"1","seconds":60,"subtracks":[{"artist":null,"duration":null,"heading":false,"#
                + #""position":"1a","seconds":null,"subtracks":[],"title":"B"}],"title":"A"}]}"#)
    }
}
