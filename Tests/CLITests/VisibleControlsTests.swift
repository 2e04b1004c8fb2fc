import LifecycleTraceGenerator
import Testing

@testable import LifecycleCLISupport

/// `needsChange` screens eight bytes at a time; `visible` is its plain twin, byte by byte.
@Suite struct VisibleControlsTests {
    /// Random buffers of every length up to 40, drawn mostly from the bytes the screen looks for
    /// (C0 controls, tab, line feed, DEL, 0xC2 and what may follow it) among plain letters, at every
    /// alignment of the word loop.
    @Test func theScreenAgreesWithTheByteLoop() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0x9B, 0x9F, 0xA0, 0xC2, 0xC3, 0xE2]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &random)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0x21...0x7E, using: &random)
            }
            let plain = bytes.withUnsafeBufferPointer { VisibleControls.visible($0) } != bytes
            let screened = bytes.withUnsafeBufferPointer { VisibleControls.needsChange($0) }
            #expect(screened == plain, "seed \(seed): \(bytes)")
            if screened != plain { return }
        }
    }

    /// One control anywhere in a long run of text is found, wherever it falls in a word.
    @Test func aSingleControlIsFoundAtEveryOffset() {
        for offset in 0..<64 {
            for control: [UInt8] in [[0x1B], [0x7F], [0xC2, 0x9B]] {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
                bytes.replaceSubrange(offset..<min(64, offset + control.count), with: control)
                let expected = bytes.withUnsafeBufferPointer { VisibleControls.visible($0) } != bytes
                #expect(bytes.withUnsafeBufferPointer { VisibleControls.needsChange($0) } == expected, "offset \(offset), \(control)")
            }
        }
    }
}
