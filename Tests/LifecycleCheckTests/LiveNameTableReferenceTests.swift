import LifecycleTraceGenerator
import Testing

@testable import LifecycleCheck

/// `LiveNameTable` (open addressing, backward-shift deletion, a compacted byte arena) against its
/// plain twin, a `Dictionary` from (kind, bytes) to object, on long random runs of inserts, lookups,
/// rebinds and removals: every lookup agrees, and so does the count.
@Suite struct LiveNameTableReferenceTests {
    struct Key: Hashable {
        var kind: UInt8
        var bytes: [UInt8]
    }

    @Test(arguments: [UInt64(1), 2, 3, UInt64.random(in: 1...UInt64.max)])
    func agreesWithADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var table = LiveNameTable()
        var reference: [Key: (entry: Int32, object: Int32)] = [:]
        // Few distinct names, so inserts, hits, removals and re-inserts all happen often; names of
        // every kind and length, some sharing prefixes (`vc1`, `vc12`), so probe runs collide.
        let names: [[UInt8]] = (0..<600).map { number in
            switch number % 4 {
            case 0: Array("vc\(number)".utf8)
            case 1: Array("0x7f\(String(number &* 2_654_435_761 & 0xffff_ffff, radix: 16))".utf8)
            case 2: Array("Screen\(number % 50)ViewController".utf8)
            default: Array(String(repeating: "x", count: number % 40 + 1).utf8)
            }
        }
        for step in 0..<40_000 {
            let kind = LiveNameTable.Kind(rawValue: UInt8.random(in: 0...2, using: &random))!
            let name = names.randomElement(using: &random)!
            let key = Key(kind: kind.rawValue, bytes: name)
            let found = name.withUnsafeBufferPointer { bytes in table.find(kind, bytes, hash: LiveNameTable.hash(kind, bytes)) }
            #expect(found == reference[key]?.object, "seed \(seed), step \(step)")
            switch (reference[key], Int.random(in: 0..<3, using: &random)) {
            case (nil, _):
                let object = Int32(step)
                let entry = name.withUnsafeBufferPointer { bytes in
                    table.insert(kind, bytes, hash: LiveNameTable.hash(kind, bytes), object: object)
                }
                reference[key] = (entry, object)
            case (let known?, 0):
                table.rebind(known.entry, to: Int32(step))
                reference[key] = (known.entry, Int32(step))
            case (let known?, _):
                table.remove(known.entry)
                reference[key] = nil
            }
            #expect(table.count == reference.count, "seed \(seed), step \(step)")
        }
    }
}
