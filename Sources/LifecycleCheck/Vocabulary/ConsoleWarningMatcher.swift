import LifecycleModel

/// Finds a UIKit console message in one pasted line exactly as the trace reader does (wrappers, an
/// NSLog prefix, then the patterns in order), for the knowledge loader that checks every example line
/// and for `ask`, which explains a pasted message.
public struct ConsoleWarningMatcher: Sendable {
    /// A message found: the warning and the object it names, as the log names it.
    public struct Match: Hashable, Sendable {
        public var warning: ConsoleWarningRecord
        /// `<Demo.Home: 0x7f…>` as `<Home: 0x7f…>`, a class or a tag; nil when the message names none.
        public var object: String?
    }

    public let warnings: [ConsoleWarningRecord]
    private let search: ConsoleWarningSearch

    /// Compiles the patterns; fails as `TraceVocabulary` does on a malformed one.
    public init(warnings: [ConsoleWarningRecord]) throws(CheckSetupError) {
        self.warnings = warnings
        search = ConsoleWarningSearch(try ConsoleWarningPattern.compile(warnings))
    }

    /// The message a log line holds, if any.
    public func match(line: String) -> Match? {
        var bytes = Array(line.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            let line = UnsafeBufferPointer(buffer)
            let content = LineWrappers.content(of: line)
            let text = UnsafeBufferPointer(rebasing: line[..<content.end])
            var start = content.start
            while start < text.count, ASCII.isSpace(text[start]) { start += 1 }
            var prefix = LogPrefix()
            if start < text.count, ASCII.isDigit(text[start]), let end = prefix.end(of: text, from: start) { start = end }
            guard let (position, match) = search.firstMatch(in: text, from: start) else { return nil }
            let object = match.object.flatMap { IdentityReference.parse(text, $0).text(in: text) }
            return Match(warning: warnings[search.patterns[position].warning], object: object)
        }
    }

    /// The message a question quotes: a whole line of it, or, in prose, a run of one of its patterns'
    /// text long enough to name it alone (`Unbalanced calls to begin/end appearance transitions`).
    public func mention(in text: String) -> Match? {
        for line in text.split(whereSeparator: \.isNewline) {
            if let match = match(line: String(line)) { return match }
        }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            for pattern in search.patterns
            where pattern.distinctiveTexts.contains(where: { ConsoleWarningPattern.contains($0, in: UnsafeBufferPointer(buffer)) }) {
                return Match(warning: warnings[pattern.warning], object: nil)
            }
            return nil
        }
    }
}
