/// An event as the reader first produces it: plain values only (byte ranges instead of strings), so
/// the engine's hot path copies it without reference counting. `TraceEvent` is its public form.
struct RawEvent {
    var line: Int
    var column: Int
    var sequence: Int
    var depth: Int
    /// Sequence of the enclosing event, -1 at top level.
    var parent: Int
    var receiver: Int
    /// -1 when the trace does not name the subject.
    var subject: Int
    /// -1 for a console warning.
    var apiIndex: Int
    /// -1 for an API event.
    var warningIndex: Int
    var argument: TraceArgument.Kind?
    var argumentBytes: Range<Int>?
    var classBytes: Range<Int>?
    var isSuper: Bool
    var isExplicit: Bool

    /// The subject as an optional, for patterns taken on the subject.
    var subjectObject: Int? { subject >= 0 ? subject : nil }
}

extension TraceEvent {
    /// The public form of a raw event, with its strings built from the line and the catalog.
    init(_ raw: RawEvent, line: UnsafeBufferPointer<UInt8>, vocabulary: TraceVocabulary) {
        func text(_ range: Range<Int>?) -> String? {
            range.map { String(decoding: UnsafeBufferPointer(rebasing: line[$0]), as: UTF8.self) }
        }
        let names = raw.apiIndex >= 0 ? vocabulary.keys.names[raw.apiIndex] : nil
        self.init(
            line: raw.line, column: raw.column, sequence: raw.sequence, depth: raw.depth,
            parent: raw.parent >= 0 ? raw.parent : nil, receiver: raw.receiver, subject: raw.subjectObject,
            className: text(raw.classBytes), api: names?.id, selector: names?.selector,
            warning: raw.warningIndex >= 0 ? vocabulary.warnings[raw.warningIndex].id : nil,
            argument: raw.argument.map { TraceArgument(kind: $0, text: text(raw.argumentBytes) ?? "") },
            isSuperCall: raw.isSuper, isExplicitCall: raw.isExplicit, apiIndex: raw.apiIndex,
            warningIndex: raw.warningIndex)
    }
}
