import Barcode

/// The reads of one code in one place, across engines and passes: what `ConfirmationRule` weighs.
struct Sighting: Sendable {
    /// `EngineRead.key` of every read here.
    var key: String
    var reads: [EngineRead]
    /// Around every read's box.
    var box: Box

    var engines: Set<Engine> { Set(reads.map(\.engine)) }
    var passes: Set<String> { Set(reads.map(\.pass)) }

    /// `reads` grouped by code, then by place: reads of one code whose boxes meet (with `margin`,
    /// directly or through other reads) are one sighting, the same code apart is another.
    static func group(_ reads: [EngineRead], margin: Double) -> [Sighting] {
        var sightings: [Sighting] = []
        for read in reads {
            let meeting = sightings.indices.filter {
                sightings[$0].key == read.key
                    && sightings[$0].reads.contains { $0.box.overlaps(read.box, margin: margin) }
            }
            guard let first = meeting.first else {
                sightings.append(Sighting(key: read.key, reads: [read], box: read.box))
                continue
            }
            sightings[first].reads.append(read)
            sightings[first].box = sightings[first].box.union(read.box)
            for other in meeting.dropFirst().reversed() {
                sightings[first].reads += sightings[other].reads
                sightings[first].box = sightings[first].box.union(sightings[other].box)
                sightings.remove(at: other)
            }
        }
        return sightings
    }

    /// The code as one symbol: zbar's wording when zbar read it (it names UPC-A and EAN-13 as
    /// printed), the strongest evidence, the box around every read, and the add-on when confirmed.
    func symbol(confirmed how: Confirmation) -> DecodedSymbol {
        let lead =
            reads.filter { $0.engine == .zbar }.max { $0.evidence < $1.evidence }
            ?? reads.max { $0.evidence < $1.evidence } ?? reads[0]
        let corners = [
            Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.maxX, y: box.maxY),
            Point(x: box.minX, y: box.maxY),
        ]
        return DecodedSymbol(
            gtin: lead.gtin, text: lead.text, symbology: lead.symbology, quality: lead.evidence, polygon: corners,
            addOn: addOn, confirmation: how)
    }

    /// The code `PatternCheck` checks, printed as a read of a retail symbology says (EAN-13,
    /// UPC-A, EAN-8 or UPC-E); nil for another symbology.
    var checkedCode: GTIN? {
        reads.first { $0.modules != nil }?.gtin
    }

    /// The add-on's digits when every read that saw one agrees on them (an engine reads an
    /// add-on only right beside the code it confirmed); nil when none did or they disagree.
    var addOn: String? {
        let seen = Set(reads.compactMap(\.addOn))
        return seen.count == 1 ? seen.first : nil
    }
}
