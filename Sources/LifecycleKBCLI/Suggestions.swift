import ArgumentParser
import LifecycleModel

/// The nearest known names to a misspelling, for "did you mean" lines.
enum Suggestions {
    static func closest(to text: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = text.lowercased()
        let threshold = max(3, target.count / 2)
        return Set(candidates).map { ($0, EditDistance.between(target, $0.lowercased())) }
            .filter { $0.1 <= threshold }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }
}

/// The error line and exit code (1) for an identifier nothing has, with the closest known ones.
enum UnknownIdentifier {
    static func fail(_ kind: String, _ id: String, among known: [String]) -> ExitCode {
        let close = Suggestions.closest(to: id, among: known)
        CommandFailure.report("unknown \(kind) '\(id)'" + (close.isEmpty ? "" : "; did you mean \(close.joined(separator: ", "))?"))
        return ExitCode(ExitStatus.notFound)
    }
}
