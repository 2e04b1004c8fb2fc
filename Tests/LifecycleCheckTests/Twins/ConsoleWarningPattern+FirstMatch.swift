@testable import LifecycleCheck

extension ConsoleWarningPattern {
    /// The plain twin of `ConsoleWarningSearch.firstMatch`: every pattern tried in order, the first
    /// that the message holds wins. `ConsoleWarningSearchTests` holds the two to the same answer.
    static func firstMatch(in line: UnsafeBufferPointer<UInt8>, from start: Int, among patterns: [ConsoleWarningPattern]) -> (
        pattern: Int, match: Match
    )? {
        for position in patterns.indices {
            if let match = patterns[position].match(line, from: start) { return (position, match) }
        }
        return nil
    }
}
