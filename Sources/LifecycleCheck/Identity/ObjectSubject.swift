/// Whose object an expression names: the one rule the trace reader (`IdentityReference`) and lint
/// (`CallSite`) share. Optional marks at the end are ignored, a trailing `.view` is dropped (a
/// controller's root view belongs to the controller: `parent.view addSubview: child.view` concerns
/// `child`) and so is a leading `self.` (`self.child` is `child`), in that order, so `self.view` is
/// `self`. What is left is read by each side: the trace reader files it as `self`, a tag, a class or
/// an address; lint compares it as text, after its own source normalisation (whitespace and marks
/// inside the expression) and with a bare `view` read as `self.view`, since source has implicit
/// `self` and a log has not. Works on bytes in place, since the trace reader calls it for every name
/// on every line.
public enum ObjectSubject {
    /// The part of `bytes[range]` that names the object, by the rule above; empty when nothing does.
    @inlinable @inline(__always)
    public static func range(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        if upper - lower > 5, matches(bytes, upper - 5, ".view") { upper -= 5 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: "!") || bytes[upper - 1] == UInt8(ascii: "?") { upper -= 1 }
        if upper - lower >= 5, matches(bytes, lower, "self.") { lower += 5 }
        return lower..<upper
    }

    /// The object `text` names, by the same rule, as text: `child.view` → `child`.
    public static func text(of text: String) -> String {
        var text = text
        let subject = text.withUTF8 { bytes in range(in: bytes, 0..<bytes.count) }
        guard subject.count != text.utf8.count else { return text }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: subject.lowerBound)
        return String(decoding: utf8[start..<utf8.index(start, offsetBy: subject.count)], as: UTF8.self)
    }

    /// Whether the ASCII bytes of `word` are at `start`; the caller knows they fit.
    @usableFromInline @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
        let pointer = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] { return false }
        return true
    }
}
