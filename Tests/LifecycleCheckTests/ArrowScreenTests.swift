import Testing

@testable import LifecycleCheck

/// `LineWrappers.hasArrow` screens a line's end word by word before `arrowNote` reads it byte by byte;
/// the screen must find an arrow note exactly where the plain reading does.
@Suite struct ArrowScreenTests {
    /// Bytes that make and break arrows: both halves of `<-` and of `←` (`E2 86 90`), an en dash
    /// (`E2 80 93`), spaces and letters.
    static let alphabet: [UInt8] = [0x3C, 0x2D, 0xE2, 0x86, 0x90, 0x80, 0x93, 0x20, 0x20, 0x61, 0x62]

    @Test func theScreenAgreesWithReadingEveryByte() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...90, using: &random)
            let line = (0..<length).map { _ in Self.alphabet.randomElement(using: &random)! }
            let start = length == 0 ? 0 : Int.random(in: 0..<length, using: &random)
            line.withUnsafeBufferPointer { bytes in
                let screened = LineWrappers.hasArrow(bytes, start, length)
                let read = LineWrappers.arrowNote(bytes, start, length) != nil
                #expect(screened == read, "\(line) from \(start)")
            }
        }
    }

    @Test(arguments: ["[Tag] Home – viewDidAppear", "viewDidAppear ← called again", "viewDidAppear <- twice", "<Home: 0x7f01> loadView"])
    func aLineEndingInTextIsScreenedAsItIsRead(_ text: String) {
        let line = Array(text.utf8)
        line.withUnsafeBufferPointer { bytes in
            #expect(LineWrappers.hasArrow(bytes, 0, bytes.count) == (LineWrappers.arrowNote(bytes, 0, bytes.count) != nil))
        }
    }
}
