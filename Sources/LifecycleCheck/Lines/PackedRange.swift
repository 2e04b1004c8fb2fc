/// A byte range of a line in eight bytes, or none: parses and events hold several, and are copied for
/// every line. An offset past Int32 (a line of gigabytes) cannot be held and reads as none.
struct PackedRange {
    private var start: Int32
    private var end: Int32

    init(_ range: Range<Int>?) {
        if let range, let start = Int32(exactly: range.lowerBound), let end = Int32(exactly: range.upperBound) {
            (self.start, self.end) = (start, end)
        } else {
            (start, end) = (-1, -1)
        }
    }

    var range: Range<Int>? { start >= 0 ? Int(start)..<Int(end) : nil }
}
