import LifecycleTraceGenerator
import Testing

@testable import LifecycleCheck

/// The word-at-a-time UTF-8 check and column counts (counted again, or from the scan) against plain
/// statements of the same rules, on random lines mixing ASCII runs, valid multi-byte scalars and
/// broken bytes.
@Suite struct UTF8ValidationTests {
    /// The first offset where decoding the bytes as UTF-8 fails, by the standard library's decoder.
    static func referenceFirstInvalid(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            var decoder = UTF8()
            var iterator = bytes[index...].makeIterator()
            var length = 0
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): length = UTF8.width(scalar)
            case .emptyInput, .error: return index
            }
            index += length
        }
        return nil
    }

    /// One plus the number of scalars that start before `offset`.
    static func referenceColumn(_ offset: Int, _ bytes: [UInt8]) -> Int {
        1 + bytes.prefix(offset).filter { $0 & 0xC0 != 0x80 }.count
    }

    @Test func agreesWithPlainDecodingOnRandomLines() {
        let pieces: [[UInt8]] = [
            Array("viewDidLoad ".utf8), Array("<Demo.Home: 0x7f00> ".utf8), Array("画面A:".utf8), Array("—".utf8), Array("é".utf8),
            Array("😀".utf8), [0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xE6], [0x80], [0xF4, 0x90, 0x80, 0x80],
            // The edges of each lead's second-byte range, on both sides.
            [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xC1, 0xBF], [0xC2, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE1, 0x80], [0xF1, 0x80, 0x80],
        ]
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<20_000 {
            var line: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let piece = pieces[
                    Int.random(in: 0..<(Int.random(in: 0...3, using: &generator) == 0 ? pieces.count : 6), using: &generator)]
                line += piece
            }
            let found = line.withUnsafeBufferPointer { UTF8Validation.firstInvalidByte(in: $0) }
            #expect(found == Self.referenceFirstInvalid(line), "seed \(seed): \(line)")
            let offset = Int.random(in: 0...line.count, using: &generator)
            let column = line.withUnsafeBufferPointer { UTF8Validation.column(of: offset, in: $0) }
            #expect(column == Self.referenceColumn(offset, line), "seed \(seed): \(line) at \(offset)")
            let scanned = line.withUnsafeBufferPointer { UTF8Validation.scan($0).column(of: offset, in: $0) }
            #expect(scanned == Self.referenceColumn(offset, line), "seed \(seed): \(line) at \(offset), from the scan")
        }
    }
}
